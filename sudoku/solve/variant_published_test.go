package solve

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/sudoku"
	"xcover/sudoku/format"
)

// TestPublishedVariantPuzzles solves variant puzzles published with their
// solutions: each solves to its published solution, and only to it.
func TestPublishedVariantPuzzles(t *testing.T) {
	tests := []struct {
		source, variant, layout, puzzle, solution string
	}{
		{"X-sudoku, UK Puzzles", "x", "",
			".....38......47...6...2....89........23...78........36....3...4...16......78.....",
			"259613847381947265674528913896371452123456789745289136518732694932164578467895321"},
		{"X-sudoku, Sudopedia", "x", "",
			".............................................7.4.5.3.9.5.6.7.8.9.3.4.6.7.1.2.3.4.",
			"371865294265914738849732516536429871198376452724158369452697183983541627617283945"},
		{"Jigsaw, Janko Chaos Sudoku 108", "jigsaw",
			"999998888555998888555998333555111333222111333222111444222766444777766444777766666",
			"8...........1.....2.....4.6.....8..5...62..18.3...4.2....5..1.7..2.........8...9.",
			"845279361359162784281395476467918235574623918136754829928536147792481653613847592"},
	}
	for _, tt := range tests {
		t.Run(tt.source, func(t *testing.T) {
			v, err := sudoku.ParseVariant(tt.variant)
			require.NoError(t, err)
			if tt.layout != "" {
				v.Regions, err = sudoku.ParseRegions(tt.layout, 9, 1)
				require.NoError(t, err)
			}
			g, want := readVariantGrid(t, tt.puzzle), readVariantGrid(t, tt.solution)
			o, err := (&Solver{Method: DLX, Variant: v, Limits: Limits{MaxSolutions: 2}}).Solve(g)
			require.NoError(t, err)
			assert.Equal(t, int64(1), o.Solutions, "one solution")
			assert.True(t, want.Equal(o.Solution), "the published solution: got\n%s", format.Format(o.Solution, format.DefaultStyle()))
		})
	}
}

// readVariantGrid reads a variant's grid, whose values may clash in the
// classic boxes that a jigsaw's regions replace.
func readVariantGrid(t *testing.T, text string) sudoku.Grid {
	t.Helper()
	g, _, err := format.Parse(text, format.Options{})
	var clash *sudoku.ConflictError
	if !errors.As(err, &clash) {
		require.NoError(t, err)
	}
	return g
}
