package solve

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/sudoku"
)

// TestVariantStart plays variant puzzles step by step with the dlx method:
// the steps, applied to marks, end on the published solution, which is the
// outcome's; the other methods are refused but on classic rules, which
// every method plays.
func TestVariantStart(t *testing.T) {
	janko, err := sudoku.ParseRegions("999998888555998888555998333555111333222111333222111444222766444777766444777766666", 9, 1)
	require.NoError(t, err)
	tests := []struct {
		name             string
		variant          sudoku.Variant
		puzzle, solution string
	}{
		{"x", sudoku.Variant{Diagonals: true},
			".....38......47...6...2....89........23...78........36....3...4...16......78.....",
			"259613847381947265674528913896371452123456789745289136518732694932164578467895321"},
		{"jigsaw, givens clashing in a classic box", sudoku.Variant{Jigsaw: true, Regions: janko},
			"8...........1.....2.....4.6.....8..5...62..18.3...4.2....5..1.7..2.........8...9.",
			"845279361359162784281395476467918235574623918136754829928536147792481653613847592"},
		{"classic", sudoku.Variant{},
			"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
			"534678912672195348198342567859761423426853791713924856961537284287419635345286179"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, want := readVariantGrid(t, tt.puzzle), readVariantGrid(t, tt.solution)
			live, err := (&Solver{Method: DLX, Variant: tt.variant, Limits: Limits{MaxSolutions: 2}}).Start(p)
			require.NoError(t, err)
			marks := NewMarks(p)
			var solved []sudoku.Grid
			for s, ok := live.Next(); ok; s, ok = live.Next() {
				marks.Apply(s)
				if s.Kind == StepSolution {
					solved = append(solved, marks.Grid())
				}
			}
			o, ok := live.Outcome()
			require.True(t, ok)
			assert.True(t, o.Unique(), "one solution, proved")
			require.Len(t, solved, 1)
			assert.True(t, want.Equal(solved[0]), "the steps end on the published solution")
			assert.True(t, want.Equal(o.Solution), "the outcome's solution")
			for _, m := range Methods[1:] {
				_, err := (&Solver{Method: m, Variant: tt.variant}).Start(p)
				if tt.variant.Classic() {
					assert.NoError(t, err, m.String())
				} else {
					assert.ErrorIs(t, err, sudoku.ErrVariantUnsupported, m.String())
					assert.ErrorContains(t, err, "the "+m.String()+" method knows only rows, columns and boxes")
				}
			}
		})
	}
}

// TestVariantStartRefusals checks what Start cannot play: a variant that
// does not fit the shape, givens that break a variant's rule.
func TestVariantStartRefusals(t *testing.T) {
	six, err := sudoku.NewGrid(sudoku.Shape{BoxRows: 2, BoxCols: 3})
	require.NoError(t, err)
	_, err = (&Solver{Method: DLX, Variant: sudoku.Variant{Windows: true}}).Start(six)
	assert.ErrorContains(t, err, "windoku needs square boxes")
	diag, err := sudoku.EmptyGrid(9)
	require.NoError(t, err)
	diag.Set(0, 0, 1)
	diag.Set(8, 8, 1) // no row, column or box in common: only the diagonal clashes
	_, err = (&Solver{Method: DLX, Variant: sudoku.Variant{Diagonals: true}}).Start(diag)
	var clash *sudoku.ConflictError
	require.ErrorAs(t, err, &clash)
	assert.Equal(t, "diagonal 1", clash.Unit)
}

// TestVariantDeadEndNamesItsItem checks a dead end on a variant's matrix
// names the item left without options in the variant's own words, and
// marks its cell when it is a cell's item.
func TestVariantDeadEndNamesItsItem(t *testing.T) {
	g := readVariantGrid(t, ".....38......47...6...2....89........23...78........36....3...4...16......78.....")
	live, err := (&Solver{Method: DLX, Variant: sudoku.Variant{Diagonals: true}, Limits: Limits{MaxSolutions: 1}}).Start(g)
	require.NoError(t, err)
	cells := map[string]int32{}
	for s, ok := live.Next(); ok; s, ok = live.Next() {
		if s.Kind == StepContradiction {
			cells[s.Reason] = s.Cell
		}
	}
	assert.Equal(t, map[string]int32{
		"diagonal 1 has 4 has no options left": -1,
		"diagonal 1 has 5 has no options left": -1,
		"cell r9c5 has no options left":        76,
	}, cells)
}
