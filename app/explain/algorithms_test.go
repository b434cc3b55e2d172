package explain_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/explain"
	"xcover/app/player"
	"xcover/app/problem"
	"xcover/dlx"
)

// wantText is, independently of the Trace, a piece of the text of the line
// event e lights in algorithm alg ("X", "C" or "M"): by its kind, and for
// a Cover, Uncover, Use or Unuse by whether its item is the one branched
// on at its level (branch) and, for a Cover in M, whether a Use of the same
// item came just before.
func wantText(alg string, prev, e dlx.Event, branch int32) string {
	mine := e.Item == branch
	switch e.Kind {
	case dlx.Branch:
		return "choose"
	case dlx.DeadEnd:
		return "dead end"
	case dlx.Solution:
		return "report"
	case dlx.Done:
		return "search:"
	case dlx.Try:
		if alg == "M" {
			return "try o"
		}
		return "for each option"
	case dlx.Leave:
		return "leave o"
	case dlx.Purify:
		return "purify it"
	case dlx.Unpurify:
		return "unpurify it"
	case dlx.Tweak:
		return "set o aside"
	case dlx.Untweak:
		return "put back"
	case dlx.Close, dlx.Reopen:
		return "close i"
	case dlx.Use:
		if mine && e.Option < 0 {
			return "use i once"
		}
		return "use it once"
	case dlx.Unuse:
		if mine && e.Option < 0 {
			return "give i's use back"
		}
		return "give its use back"
	case dlx.Cover:
		switch {
		case mine:
			return "cover(i)"
		case alg == "M" && prev.Kind == dlx.Use && prev.Item == e.Item:
			return "its uses spent: cover it"
		case alg == "M":
			return "secondary, no color: cover it"
		case alg == "C":
			return "no color: cover it"
		}
		return "cover o's other items"
	case dlx.Uncover:
		switch {
		case mine:
			return "uncover(i)"
		case alg == "M":
			return "covered: uncover it"
		case alg == "C":
			return "no color: uncover it"
		}
		return "uncover o's other items"
	}
	return "?"
}

// TestAlgorithmLines walks runs of Algorithms X, C and M with the app's
// player, forwards to the end and back to the start, and checks at every
// position that the trace lights the line the event runs, and that every
// line an event can light is lit somewhere.
func TestAlgorithmLines(t *testing.T) {
	seen := map[string]map[int]bool{"X": {}, "C": {}, "M": {}}
	words, err := linksOf(problem.WordSearch(problem.WordSearchWords, 5, 5))
	require.NoError(t, err)
	squares, err := linksOf(problem.Squares(4))
	require.NoError(t, err)
	for _, tc := range []struct {
		name string
		m    *dlx.Links
		opt  dlx.Options
		alg  string
	}{
		{"seed example", seedMatrix(t), dlx.Options{}, "X"},
		{"two words", colored(t), dlx.Options{}, "C"},
		{"word search", words, dlx.Options{MaxSolutions: 3}, "C"},
		{"colors and a dead end", parse(t, "a b | x y\na x:red y\na x:blue\nb x:red y\nb x:green\n"), dlx.Options{}, "C"},
		{"bounds and colors", bounded(t), dlx.Options{}, "M"},
		{"bounds and a dead end", parse(t, "2|a b\na b\nb\n"), dlx.Options{}, "M"},
		{"squares", squares, dlx.Options{}, "M"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			require.Equal(t, tc.alg, tc.m.Problem().Algorithm())
			a := explain.AlgorithmOf(tc.alg)
			require.True(t, strings.HasSuffix(a.Title, tc.alg))
			pl := player.NewPlayer(tc.m, tc.opt, 0)
			tr := explain.NewTraceOf(a, 0)
			pl.Observe(tr.Record)
			var branch []int32 // the item branched on at each level
			var prev dlx.Event
			var lit []int
			lines := map[int]bool{}
			for pl.Step() {
				e := pl.Last()
				for len(branch) <= int(e.Level) {
					branch = append(branch, -1)
				}
				if e.Kind == dlx.Branch {
					branch[e.Level] = e.Item
				}
				l, ok := tr.At(pl.Pos())
				require.True(t, ok)
				want := wantText(tc.alg, prev, e, branch[e.Level])
				require.Contains(t, a.Lines[l.Line-1].Text, want, "event %d: %v after %v", pl.Pos(), e, prev)
				lit = append(lit, l.Line)
				lines[l.Line] = true
				prev = e
			}
			for pl.Back() {
				if pl.Pos() > 0 {
					l, _ := tr.At(pl.Pos())
					require.Equal(t, lit[pl.Pos()-1], l.Line, "back to %d", pl.Pos())
				}
			}
			for n := range lines {
				seen[tc.alg][n] = true
			}
		})
	}
	// Every line an event runs is lit somewhere.
	for alg, lines := range seen {
		for _, l := range explain.AlgorithmOf(alg).Lines {
			if !noEvent[l.Text] {
				assert.True(t, lines[l.N], "%s: line %d %q never lit", alg, l.N, l.Text)
			}
		}
	}
}

// noEvent are the lines no event lights: the code between events.
var noEvent = map[string]bool{"solve(level):": true, "if no primary item is left:": true,
	"if no primary item is left to branch on:": true, "solve(level + 1)": true,
	"for each option o in i's list, while enough are left:": true, "commit o's other items, left to right:": true, "uncommit o's other items, right to left:": true,
	"if the list has no active primary item:": true, "mark the trail; commit o's other items, left to right:": true}

// TestAlgorithmsCode checks each algorithm's lines are numbered from 1 and
// indented as the page's style sheet can show (up to 3 steps), and that
// AlgorithmOf and AlgorithmFor name each.
func TestAlgorithmsCode(t *testing.T) {
	for _, tc := range []struct {
		name  string
		want  *explain.Algorithm
		cells bool
	}{{"X", &explain.AlgorithmX, false}, {"C", &explain.AlgorithmC, false}, {"M", &explain.AlgorithmM, false}, {"", &explain.AlgorithmX, false},
		{"X", &explain.AlgorithmCells, true}, {"C", &explain.AlgorithmCells, true}, {"M", &explain.AlgorithmCellsM, true}} {
		a := explain.AlgorithmOf(tc.name)
		if tc.cells {
			a = explain.AlgorithmFor("cells", tc.name)
		} else {
			require.Same(t, a, explain.AlgorithmFor("links", tc.name))
		}
		require.Same(t, tc.want, a, tc.name)
		for i, l := range a.Lines {
			assert.Equal(t, i+1, l.N, "%s line %d", a.Title, i+1)
			assert.LessOrEqual(t, l.Indent, 3, "%s line %d: %q", a.Title, l.N, l.Text)
		}
	}
}

// wantCellsText is, independently of the Trace, a piece of the text of
// the line event e lights in the dancing cells' code, with multiplicities
// (m) or not, given prev, the event before it.
func wantCellsText(m bool, prev, e dlx.Event) string {
	switch e.Kind {
	case dlx.Branch:
		if m {
			return "fewest ways on"
		}
		return "smallest size"
	case dlx.DeadEnd:
		return "dead end"
	case dlx.Solution:
		return "report"
	case dlx.Done:
		return "search:"
	case dlx.Try:
		if m {
			return "include o"
		}
		return "for each option o of i's set"
	case dlx.Leave:
		return "leave o"
	case dlx.Tweak:
		return "exclude o"
	case dlx.Purify:
		return "purify it"
	case dlx.Cover:
		if prev.Kind == dlx.Branch {
			return "cover(i)"
		}
		return "no color: cover it"
	case dlx.Restore:
		switch {
		case m:
			return "restore the sizes saved since the mark"
		case e.Option < 0:
			return "since i's mark"
		}
		return "the sets are back"
	}
	return "?"
}

// TestCellsAlgorithmLines walks runs of the dancing cells with the app's
// player, with and without colors and bounds, forwards to the end and
// back, and checks at every position that the trace lights the line the
// event runs, and that every line an event can light is lit somewhere.
func TestCellsAlgorithmLines(t *testing.T) {
	seen := map[bool]map[int]bool{false: {}, true: {}}
	for _, tc := range []struct {
		name string
		m    *dlx.Links
		opt  dlx.Options
	}{
		{"seed example", seedMatrix(t), dlx.Options{}},
		{"two words", colored(t), dlx.Options{}},
		{"colors and a dead end", parse(t, "a b | x y\na x:red y\na x:blue\nb x:red y\nb x:green\n"), dlx.Options{}},
		{"bounds and colors", bounded(t), dlx.Options{}},
		{"bounds and a dead end", parse(t, "2|a b\na b\nb\n"), dlx.Options{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := tc.m.Problem().HasBounds()
			a := explain.AlgorithmFor("cells", tc.m.Problem().Algorithm())
			pl := player.NewPlayer(dlx.NewCells(tc.m.Problem()), tc.opt, 0)
			tr := explain.NewTraceOf(a, 0)
			pl.Observe(tr.Record)
			var prev dlx.Event
			var lit []int
			for pl.Step() {
				e := pl.Last()
				l, ok := tr.At(pl.Pos())
				require.True(t, ok)
				require.Contains(t, a.Lines[l.Line-1].Text, wantCellsText(m, prev, e), "event %d: %v after %v", pl.Pos(), e, prev)
				lit = append(lit, l.Line)
				seen[m][l.Line] = true
				prev = e
			}
			for pl.Back() {
				if pl.Pos() > 0 {
					l, _ := tr.At(pl.Pos())
					require.Equal(t, lit[pl.Pos()-1], l.Line, "back to %d", pl.Pos())
				}
			}
		})
	}
	for m, lines := range seen {
		alg := explain.AlgorithmFor("cells", map[bool]string{false: "C", true: "M"}[m])
		for _, l := range alg.Lines {
			if !noEvent[l.Text] {
				assert.True(t, lines[l.N], "%s: line %d %q never lit", alg.Title, l.N, l.Text)
			}
		}
	}
}
