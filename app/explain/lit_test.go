package explain_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/explain"
	"xcover/app/player"
	"xcover/dlx"
)

func TestLineOf(t *testing.T) {
	ev := func(k dlx.Kind) dlx.Event { return dlx.Event{Kind: k} }
	tests := []struct {
		name       string
		prev, e    dlx.Event
		line       int
		wantPrefix string
	}{
		{"branch", ev(dlx.Try), ev(dlx.Branch), explain.XChoose, "choose"},
		{"dead end", ev(dlx.Branch), ev(dlx.DeadEnd), explain.XDeadEnd, "if s = 0"},
		{"cover the chosen item", ev(dlx.Branch), ev(dlx.Cover), explain.XCoverItem, "cover(i)"},
		{"cover another item", ev(dlx.Try), ev(dlx.Cover), explain.XCoverOthers, "cover o's"},
		{"cover the next other item", ev(dlx.Cover), ev(dlx.Cover), explain.XCoverOthers, "cover o's"},
		{"try", ev(dlx.Cover), ev(dlx.Try), explain.XTry, "for each option"},
		{"try the next option", ev(dlx.Leave), ev(dlx.Try), explain.XTry, "for each option"},
		{"uncover another item after a dead end", ev(dlx.DeadEnd), ev(dlx.Uncover), explain.XUncoverOthers, "uncover o's"},
		{"uncover another item after a solution", ev(dlx.Solution), ev(dlx.Uncover), explain.XUncoverOthers, "uncover o's"},
		{"uncover another item after the level below", ev(dlx.Uncover), ev(dlx.Uncover), explain.XUncoverOthers, "uncover o's"},
		{"uncover the chosen item", ev(dlx.Leave), ev(dlx.Uncover), explain.XUncoverItem, "uncover(i)"},
		{"leave", ev(dlx.Uncover), ev(dlx.Leave), explain.XLeave, "leave o"},
		{"leave an option of one item", ev(dlx.Solution), ev(dlx.Leave), explain.XLeave, "leave o"},
		{"solution", ev(dlx.Cover), ev(dlx.Solution), explain.XSolution, "report"},
		{"done", ev(dlx.Uncover), ev(dlx.Done), explain.XSearch, "search"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			line := explain.LineOf(tt.prev, tt.e)
			require.Equal(t, tt.line, line)
			l, ok := explain.AlgorithmX.Line(line)
			require.True(t, ok)
			assert.Contains(t, l.Text, tt.wantPrefix)
		})
	}
}

func TestAlgorithmXLines(t *testing.T) {
	require.Len(t, explain.AlgorithmX.Lines, explain.XUncoverItem)
	for i, l := range explain.AlgorithmX.Lines {
		assert.Equal(t, i+1, l.N)
		assert.NotEmpty(t, l.Text)
	}
	_, ok := explain.AlgorithmX.Line(0)
	assert.False(t, ok)
	_, ok = explain.AlgorithmX.Line(explain.XUncoverItem + 1)
	assert.False(t, ok)
}

// expected works out, independently of Trace, what position p of a run
// shows: the line from the event's kind and whether its item is the one
// chosen at its level, and the values from a stack of the levels' choices.
type expected struct {
	item, size, option []int
}

func (x *expected) step(e dlx.Event) explain.Lit {
	lvl := int(e.Level)
	for len(x.item) <= lvl {
		x.item, x.size, x.option = append(x.item, -1), append(x.size, 0), append(x.option, -1)
	}
	chosen := x.item[lvl]
	line := map[dlx.Kind]int{dlx.Branch: explain.XChoose, dlx.DeadEnd: explain.XDeadEnd, dlx.Try: explain.XTry,
		dlx.Leave: explain.XLeave, dlx.Solution: explain.XSolution, dlx.Done: explain.XSearch}[e.Kind]
	switch e.Kind {
	case dlx.Branch:
		x.item[lvl], x.size[lvl], x.option[lvl] = int(e.Item), int(e.Size), -1
	case dlx.Cover:
		line = explain.XCoverOthers
		if int(e.Item) == chosen {
			line = explain.XCoverItem
		}
	case dlx.Uncover:
		line = explain.XUncoverOthers
		if int(e.Item) == chosen {
			line = explain.XUncoverItem
		}
	case dlx.Try:
		x.option[lvl] = int(e.Option)
	case dlx.Leave:
		x.option[lvl] = -1
	}
	v := explain.Values{Level: lvl, Item: x.item[lvl], Size: x.size[lvl], Option: x.option[lvl]}
	if e.Kind == dlx.Solution || e.Kind == dlx.Done {
		v.Item, v.Size, v.Option = -1, 0, -1
	}
	if line == explain.XUncoverItem {
		x.item[lvl], x.size[lvl] = -1, 0
	}
	return explain.Lit{Line: line, Values: v}
}

// TestTraceMatchesEvents walks real runs forwards and checks, at every
// position, the lit line and values against the event: the seed example,
// a 4x4 sudoku with its givens forced, and 4 queens (secondary items).
func TestTraceMatchesEvents(t *testing.T) {
	m4, opt4 := sudoku4(t)
	runs := []struct {
		name    string
		m       *dlx.Links
		opt     dlx.Options
		partial bool // stopped early: not every line is lit
	}{
		{"seed example", seedMatrix(t), dlx.Options{}, false},
		{"sudoku 4x4", m4, opt4, false},
		{"sudoku 4x4 first item", m4, dlx.Options{Forced: opt4.Forced, Heuristic: dlx.FirstItem}, false},
		{"4 queens", queens4(t), dlx.Options{}, false},
		{"seed example, first solution", seedMatrix(t), dlx.Options{MaxSolutions: 1}, true},
		{"sudoku 4x4, node budget", m4, dlx.Options{Forced: opt4.Forced, NodeBudget: 20}, true},
	}
	for _, r := range runs {
		t.Run(r.name, func(t *testing.T) {
			evs := events(r.m, r.opt)
			view := r.m.Fresh().(*dlx.Links)
			tr := explain.NewTrace(0)
			var x expected
			seen := map[int]int{}
			for k, e := range evs {
				tr.Record(k, e)
				view.Apply(e)
				want := x.step(e)
				got, ok := tr.At(k + 1)
				require.True(t, ok)
				require.Equal(t, want, got, "event %d: %v", k, e)
				require.Equal(t, want, explain.Explain(evs[:k+1]), "event %d", k)
				if got.Item >= 0 {
					// Knuth's invariant: a chosen item's size does not
					// change while it is covered.
					require.Equal(t, got.Size, view.Size(got.Item), "event %d: %v", k, e)
				}
				seen[got.Line]++
			}
			require.Equal(t, dlx.Done, evs[len(evs)-1].Kind)
			lit, _ := tr.At(len(evs))
			require.Equal(t, explain.XSearch, lit.Line, "Done lights the search line")
			if r.partial {
				return
			}
			for _, line := range []int{explain.XSearch, explain.XChoose, explain.XCoverItem, explain.XTry,
				explain.XCoverOthers, explain.XUncoverOthers, explain.XLeave, explain.XUncoverItem, explain.XSolution} {
				assert.NotZero(t, seen[line], "line %d never lit", line)
			}
			l, ok := tr.At(0)
			require.True(t, ok)
			assert.Equal(t, explain.XSearch, l.Line)
			assert.Equal(t, -1, l.Item)
			_, ok = tr.At(len(evs) + 1)
			assert.False(t, ok)
		})
	}
}

// TestTraceBackwards drives the app's Player, with a small window so that
// stepping back replays the run from the start, and checks that every
// position shows the same going forwards, backwards and jumping.
func TestTraceBackwards(t *testing.T) {
	m4, opt4 := sudoku4(t)
	for name, run := range map[string]struct {
		m   *dlx.Links
		opt dlx.Options
	}{"seed example": {seedMatrix(t), dlx.Options{}}, "sudoku 4x4": {m4, opt4}} {
		t.Run(name, func(t *testing.T) {
			const keep = 8
			pl := player.NewPlayer(run.m, run.opt, keep)
			tr := explain.NewTrace(keep)
			pl.Observe(tr.Record)
			evs := events(run.m, run.opt)
			at := func() explain.Lit {
				l, ok := tr.At(pl.Pos())
				require.True(t, ok, "position %d", pl.Pos())
				return l
			}
			forward := []explain.Lit{at()}
			for pl.Step() {
				forward = append(forward, at())
				require.Equal(t, explain.Explain(evs[:pl.Pos()]), forward[pl.Pos()])
			}
			require.Len(t, forward, len(evs)+1)
			for pl.Back() {
				require.Equal(t, forward[pl.Pos()], at(), "back to %d", pl.Pos())
			}
			rng := rand.New(rand.NewPCG(1, 2))
			for range 200 {
				pl.Seek(rng.IntN(len(evs) + 1))
				require.Equal(t, forward[pl.Pos()], at(), "seek to %d", pl.Pos())
			}
		})
	}
}
