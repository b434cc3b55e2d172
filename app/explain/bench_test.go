package explain_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"xcover/app/explain"
	"xcover/dlx"
)

// biggest is the largest matrix the links view draws: 40 items, 80 options
// of 5 items each.
func biggest(b *testing.B) *dlx.Links {
	m := dlx.NewProblem(explain.MaxLinkItems, 0)
	for k := range explain.MaxLinkOptions {
		items := make([]int, 0, 5)
		for j := range 5 {
			items = append(items, (k*7+j*3)%explain.MaxLinkItems)
		}
		_, err := m.AddOption(items...)
		require.NoError(b, err)
	}
	return dlx.NewLinks(m)
}

// BenchmarkLinksFrame is what a links view does per animation frame at
// most: read the engine's links, lay them out, list the arrows, and dance
// a cover and an uncover. It must stay far below a frame's 16 ms.
func BenchmarkLinksFrame(b *testing.B) {
	m := biggest(b)
	cover := dlx.Event{Kind: dlx.Cover, Item: 0}
	for b.Loop() {
		l, err := explain.NewLinks(m)
		if err != nil {
			b.Fatal(err)
		}
		_ = l.Arrows()
		c, _ := l.Dance(cover)
		_, _ = c.Dance(cover.Inverse())
		_ = explain.Diff(l, c)
	}
}

// BenchmarkTraceRecord is the cost a Trace adds to each event a player
// generates.
func BenchmarkTraceRecord(b *testing.B) {
	m, opt := sudoku4(b)
	var evs []dlx.Event
	for e := range dlx.Events(m, opt) {
		evs = append(evs, e)
	}
	tr := explain.NewTrace(0)
	k := 0
	for b.Loop() {
		tr.Record(k%len(evs), evs[k%len(evs)])
		k++
	}
}
