package explain_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"xcover/app/explain"
	"xcover/app/player"
	"xcover/app/problem"
	"xcover/dlx"
)

// TestDanceColorsAndBounds plays searches with colors (Algorithm C) and
// bounds (Algorithm M) with the app's player, forwards and back, and
// checks at every event that Dance, from the links before it (marked as
// the page marks them), makes the engine's links after it, and that its
// changes are those Diff finds: covers passing marked nodes by, purifies,
// options set aside, items closed, and their undoing.
func TestDanceColorsAndBounds(t *testing.T) {
	words, err := linksOf(problem.WordSearch([]string{"DOG", "GOD", "ODD"}, 3, 3)) // small enough to draw whole
	require.NoError(t, err)
	squares, err := linksOf(problem.Squares(4))
	require.NoError(t, err)
	for _, tc := range []struct {
		name  string
		m     *dlx.Links
		steps int
		kinds []dlx.Kind // kinds the run must dance
	}{
		{"two words", colored(t), 1 << 20, []dlx.Kind{dlx.Purify, dlx.Unpurify, dlx.Cover}},
		{"word search", words, 3000, []dlx.Kind{dlx.Purify, dlx.Unpurify}},
		{"bounds and colors", bounded(t), 1 << 20, []dlx.Kind{dlx.Purify, dlx.Tweak, dlx.Untweak, dlx.Close, dlx.Reopen}},
		{"squares", squares, 3000, []dlx.Kind{dlx.Tweak, dlx.Untweak, dlx.Cover, dlx.Uncover}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pl := player.NewPlayer(tc.m, dlx.Options{}, 0)
			at := func() *explain.Links {
				l := links(t, pl.Links())
				l.Focus = explain.StepFocus(pl.Branching(), pl.Level(), pl.Chosen())
				return l
			}
			danced := map[dlx.Kind]bool{}
			check := func(from, to *explain.Links, e dlx.Event, how string) {
				got, changes := from.Dance(e)
				require.Equal(t, to.Arrows(), got.Arrows(), "%s %d: %v", how, pl.Pos(), e)
				for _, n := range to.Nodes {
					want, _ := to.Fields(n.ID)
					have, _ := got.Fields(n.ID)
					require.Equal(t, want, have, "%s %d: %v, node %d", how, pl.Pos(), e, n.ID)
				}
				require.ElementsMatch(t, explain.Diff(from, to), net(changes), "%s %d: %v", how, pl.Pos(), e)
				if len(changes) > 0 {
					danced[e.Kind] = true
				}
			}
			prev := at()
			for k := 0; k < tc.steps && pl.Step(); k++ {
				now := at()
				check(prev, now, pl.Last(), "forwards to")
				prev = now
			}
			for pl.Back() {
				e, ok := pl.Next()
				require.True(t, ok)
				now := at()
				check(prev, now, e.Inverse(), "back to")
				prev = now
			}
			for _, k := range tc.kinds {
				require.True(t, danced[k], "%v never danced", k)
			}
		})
	}
}
