package ui

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/explain"
	"xcover/app/player"
	"xcover/dlx"
)

// TestLensWords checks what the lens shows and says it shows at each kind of place
// in a search: before the first choice, at a step, at a solution, and at
// the end, on the last solution found or, with none, the note drawn in
// its place.
func TestLensWords(t *testing.T) {
	solvable, err := dlx.ParseKnuth(strings.NewReader("a b c\na b\nc\nb c\n"))
	require.NoError(t, err)
	unsolvable, err := dlx.ParseKnuth(strings.NewReader("a b c\na b\nb c\n"))
	require.NoError(t, err)
	at := func(m *dlx.Problem, stop func(*player.Player) bool) *player.Player {
		pl := player.NewPlayer(dlx.NewLinks(m), dlx.Options{}, 0)
		for !stop(pl) {
			require.True(t, pl.Step())
		}
		return pl
	}
	for _, tc := range []struct {
		name        string
		pl          *player.Player
		note        bool
		label, more string
	}{
		{"before the first choice", at(solvable, func(pl *player.Player) bool { return pl.Pos() == 0 }), false,
			"before the first choice", "the items still to cover, fewest options first"},
		{"a step", at(solvable, func(pl *player.Player) bool { return pl.Branching() >= 0 }), false,
			"item a and its 1 option", ""},
		{"a solution", at(solvable, func(pl *player.Player) bool { return pl.Last().Kind == dlx.Solution }), false,
			"a solution", "A solution: its options"},
		{"the end, a solution found", at(solvable, (*player.Player).AtEnd), false,
			"the last solution found", "The search is over: 1 solution. The last solution found"},
		{"the end, none found", at(unsolvable, (*player.Player).AtEnd), true,
			"the search is over: 0 solutions", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, note := lensFocus(tc.pl)
			if tc.note {
				assert.Equal(t, []string{"The search is over:", "0 solutions"}, note, "words in place of links")
			} else {
				assert.Nil(t, note)
				l := explain.NewLens(tc.pl.Links(), f)
				assert.NotEmpty(t, l.Nodes, "the lens has something to show")
			}
			if tc.pl.AtEnd() && !tc.note {
				assert.Equal(t, tc.pl.Found(), f.Chosen, "the last solution found")
			}
			label, more := lensWords(tc.pl, f, note)
			assert.Contains(t, label, tc.label)
			if tc.more == "" {
				assert.Empty(t, more)
			} else {
				assert.Contains(t, more, tc.more)
			}
		})
	}
}
