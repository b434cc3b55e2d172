package draw

import (
	"encoding/json"
	"testing"

	"xcover/app/explain"
	"xcover/app/player"
	"xcover/app/problem"
	"xcover/dlx"
	"xcover/sudoku"
	"xcover/sudoku/exact"
)

// benchPlay is what a page does for its links view in a frame of playing
// at 500 events a second: eight events on, the links read (whole or a
// lens) into the memory of those the picture showed before, the picture
// edited, or drawn whole when its nodes change, and the edits or the scene
// written as JSON for the script.
func benchPlay(b *testing.B, pl *player.Player, view func(*explain.Reader, *player.Player) *explain.Links) {
	var r explain.Reader
	pic := NewLinksPicture(view(&r, pl), nil)
	var out []byte
	b.ReportAllocs()
	for b.Loop() {
		for range 8 {
			if !pl.Step() {
				pl.Seek(0)
			}
		}
		l := view(&r, pl)
		r.Free(pic.Links())
		if edits, ok := pic.Edits(l, nil); ok {
			out = AppendJSON(out[:0], edits)
		} else {
			pic = NewLinksPicture(l, nil)
			out, _ = json.Marshal(pic.Scene())
		}
		b.ReportMetric(float64(len(out)), "B/frame")
	}
}

func BenchmarkLinksPlay7Queens(b *testing.B) {
	m, err := linksOf(problem.Queens(7))
	if err != nil {
		b.Fatal(err)
	}
	benchPlay(b, player.NewPlayer(m, dlx.Options{Seed: 1}, 0), func(r *explain.Reader, pl *player.Player) *explain.Links {
		l, _ := r.Links(pl.Links())
		l.Focus = explain.StepFocus(pl.Branching(), pl.Level(), pl.Chosen())
		return l
	})
}

func BenchmarkLinksPlaySudokuLens(b *testing.B) {
	g, err := sudoku.NewGrid(sudoku.Shape{BoxRows: 3, BoxCols: 3})
	if err != nil {
		b.Fatal(err)
	}
	e, err := exact.Encode(g, exact.Full)
	if err != nil {
		b.Fatal(err)
	}
	benchPlay(b, player.NewPlayer(e.Links, dlx.Options{}, 0), func(r *explain.Reader, pl *player.Player) *explain.Links {
		return r.Lens(pl.Links(), explain.StepFocus(pl.Branching(), pl.Level(), pl.Chosen()), explain.FullLens)
	})
}
