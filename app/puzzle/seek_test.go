package puzzle

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/player"
	"xcover/dlx"
	"xcover/sudoku"
	"xcover/sudoku/format"
	"xcover/sudoku/solve"
)

// TestSeekLink checks the step a link opens at, on either page's player,
// and that the message names the step shown: a link's step is replayed up
// to MaxLinkStep and the search's end.
func TestSeekLink(t *testing.T) {
	easy, _, err := format.Parse(Presets[0].Puzzle, format.Options{})
	require.NoError(t, err)
	empty, err := sudoku.NewGrid(Sizes[2])
	require.NoError(t, err)
	sudokuPlayer := func(g sudoku.Grid) Seeker {
		b, err := player.NewBoard(g, dlx.Options{})
		require.NoError(t, err)
		return b.Player
	}
	logicPlayer := func(g sudoku.Grid) Seeker {
		pl, err := player.NewMethodPlayer(solve.Logic, sudoku.Variant{}, g, solve.Limits{MaxSolutions: 2, Tuples: solve.MaxTuple}, 0)
		require.NoError(t, err)
		return pl
	}
	tests := []struct {
		name   string
		player Seeker
		step   int
		shown  int
		msg    string
	}{
		{"start", sudokuPlayer(easy), 0, 0, ""},
		{"within the run", sudokuPlayer(easy), 250, 250, ""},
		{"the last event", sudokuPlayer(easy), 893, 893, ""},
		{"past the end", sudokuPlayer(easy), 894, 893, "The link's step 894 is past the end of the search: here is its last step, 893."},
		{"past the end and the limit", sudokuPlayer(easy), 99_999, 893, "The link's step 99,999 is past the end of the search: here is its last step, 893."},
		{"past the limit", sudokuPlayer(empty), 5_000_000, MaxLinkStep, "The link's step 5,000,000 is further than a link replays: here is step 65,536."},
		{"the limit", sudokuPlayer(empty), MaxLinkStep, MaxLinkStep, ""},
		{"methods page, past the end", logicPlayer(easy), 99_999, 359, "The link's step 99,999 is past the end of the search: here is its last step, 359."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.msg, SeekLink(tt.player, tt.step))
			assert.Equal(t, tt.shown, tt.player.Pos())
		})
	}
}

func TestPresetsLoad(t *testing.T) {
	for _, pr := range Presets {
		g, err := ReadPuzzle("the preset", pr.Puzzle, format.Options{})
		require.NoError(t, err, pr.Name)
		v, err := pr.Rules(g.N())
		require.NoError(t, err, pr.Name)
		rules, err := v.Board(g.Shape)
		require.NoError(t, err, pr.Name)
		_, err = player.NewVariantBoard(rules, g, dlx.Options{})
		require.NoError(t, err, pr.Name)
	}
}
