package player

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/apptest"
	"xcover/app/puzzle"
	"xcover/dlx"
	"xcover/sudoku"
	"xcover/sudoku/exact"
	"xcover/sudoku/solve"
)

// playToEnd plays method on puzzle, under the variant's rules, to the end
// and returns its counts.
func playToEnd(t *testing.T, method solve.Method, v sudoku.Variant, puzzle sudoku.Grid, lim solve.Limits) Counts {
	t.Helper()
	p, err := NewMethodPlayer(method, v, puzzle, lim, 0)
	require.NoError(t, err)
	defer p.Close()
	for p.Step() {
	}
	require.True(t, p.AtEnd())
	return p.Counts()
}

// TestGuessesAreAlgorithmXChoices counts dlx's guesses from Algorithm X's
// own events, on classic puzzles and variants: a try is a guess when its
// item has another option after it.
func TestGuessesAreAlgorithmXChoices(t *testing.T) {
	janko, err := sudoku.ParseRegions("999998888555998888555998333555111333222111333222111444222766444777766444777766666", 9, 1)
	require.NoError(t, err)
	classic := sudoku.Variant{}
	tests := []struct {
		variant sudoku.Variant
		text    string
	}{
		{classic, puzzle.Presets[0].Puzzle}, {classic, puzzle.Presets[1].Puzzle}, {classic, puzzle.Presets[2].Puzzle},
		{classic, puzzle.Presets[5].Puzzle}, {classic, puzzle.Presets[6].Puzzle},
		{classic, strings.Repeat(".", 16)}, {classic, strings.Repeat(".", 81)},
		{sudoku.Variant{Diagonals: true}, ".....38......47...6...2....89........23...78........36....3...4...16......78....."},
		{sudoku.Variant{Jigsaw: true, Regions: janko}, "8...........1.....2.....4.6.....8..5...62..18.3...4.2....5..1.7..2.........8...9."},
		{sudoku.Variant{Windows: true}, ".5...9......1......4.6..1..9.........2.9.......1.............412...7........25.8."},
		{sudoku.Variant{AntiKnight: true}, "...............5....1.7........4..........21.2..5..9.....7..4..6...3............."},
		{sudoku.Variant{AntiKing: true}, "....37...3..2....6.8......4....5..97.........74......1...3....92..1...........6.."},
		{sudoku.Variant{Diagonals: true, AntiKing: true}, strings.Repeat(".", 81)},
	}
	for _, tt := range tests {
		puzzle := mustGrid(t, tt.text)
		rules, err := tt.variant.Board(puzzle.Shape)
		require.NoError(t, err)
		enc, err := exact.EncodeVariant(rules, puzzle, exact.Reduced)
		require.NoError(t, err)
		s := enc.Links.Search(dlx.Options{MaxSolutions: 2})
		var want int64
		var left []int32 // per level, the options not tried yet
		for {
			e, ok := s.Next()
			if !ok {
				break
			}
			for int(e.Level) >= len(left) {
				left = append(left, 0)
			}
			switch e.Kind {
			case dlx.Branch:
				left[e.Level] = e.Size
			case dlx.Try:
				if left[e.Level] >= 2 {
					want++
				}
				left[e.Level]--
			}
		}
		got := playToEnd(t, solve.DLX, tt.variant, puzzle, solve.Limits{MaxSolutions: 2})
		assert.Equal(t, want, got.Guesses, "%s %s", tt.variant, tt.text)
	}
}

func TestGuessesOfPlainBacktracking(t *testing.T) {
	// The empty 4x4 grid, to its first solution 1234/3412/2143/4321: r1c1
	// has 4 values to try, r1c2 3, r1c3 2, r2c1 {3,4}, r2c3 {1,2}, r3c1
	// {2,4}, r3c2 {1,3}; every other cell has one value left.
	p, err := NewMethodPlayer(solve.Backtrack, sudoku.Variant{}, mustGrid(t, strings.Repeat(".", 16)), solve.Limits{MaxSolutions: 1}, 0)
	require.NoError(t, err)
	defer p.Close()
	require.True(t, p.StepUntil(func(s solve.Step) bool { return s.Kind == solve.StepSolution }, 0))
	assert.Equal(t, int64(7), p.Counts().Guesses)
	assert.Equal(t, int64(16), p.Counts().Placed)
}

// TestGuessesPlayerAndRace plays each method to its end on the easy
// puzzle and races them: both count the same, and the easy puzzle needs a
// guess only from the methods that place values without looking ahead.
func TestGuessesPlayerAndRace(t *testing.T) {
	puzzle := mustGrid(t, puzzle.Presets[0].Puzzle)
	lim := solve.Limits{MaxSolutions: 2}
	r, err := NewRace(puzzle, sudoku.Variant{}, solve.Methods, lim)
	require.NoError(t, err)
	apptest.RunSlices(t, r.Run, time.Millisecond)
	for _, l := range r.Lanes {
		played := playToEnd(t, l.Method, sudoku.Variant{}, puzzle, lim)
		assert.Equal(t, played, l.Counts(), l.Method.String())
		switch l.Method {
		case solve.Backtrack, solve.Candidates:
			assert.Positive(t, played.Guesses, l.Method.String())
			assert.Less(t, played.Guesses, played.Placed, "%s: many placements are forced", l.Method)
		default:
			assert.Zero(t, played.Guesses, l.Method.String())
		}
		assert.Equal(t, 81, l.Filled(), "%s: a solved lane shows its solution filled", l.Method)
	}
}
