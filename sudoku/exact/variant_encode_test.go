package exact

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/sudoku"
	"xcover/sudoku/internal/samples"
)

func TestVariantEncodingCounts(t *testing.T) {
	regions, err := sudoku.ParseRegions(samples.JigsawLayout, 9, 1)
	require.NoError(t, err)
	s9 := sudoku.Shape{BoxRows: 3, BoxCols: 3}
	for _, tc := range []struct {
		name               string
		variant            sudoku.Variant
		shape              sudoku.Shape
		primary, secondary int
		groups             map[string]int // items per group label
	}{
		{"classic", sudoku.Variant{}, s9, 324, 0, map[string]int{"cell": 81, "row": 81, "column": 81, "box": 81}},
		{"x", sudoku.Variant{Diagonals: true}, s9, 342, 0, map[string]int{"diagonal": 18}},
		{"windoku", sudoku.Variant{Windows: true}, s9, 360, 0, map[string]int{"window": 36}},
		// 4*(n-1)*(n-2) = 224 knight pairs, 9 values each.
		{"anti-knight", sudoku.Variant{AntiKnight: true}, s9, 324, 2016, map[string]int{"knight pair": 2016}},
		// 2*9*8 straight and 2*8*8 diagonal king pairs = 272, 9 values each.
		{"anti-king", sudoku.Variant{AntiKing: true}, s9, 324, 2448, map[string]int{"king pair": 2448}},
		{"jigsaw", sudoku.Variant{Jigsaw: true, Regions: regions}, s9, 324, 0, map[string]int{"region": 81, "box": 0}},
		{"x 6x6", sudoku.Variant{Diagonals: true}, sudoku.Shape{BoxRows: 2, BoxCols: 3}, 4*36 + 12, 0, map[string]int{"diagonal": 12}},
		{"windoku 4x4", sudoku.Variant{Windows: true}, sudoku.Shape{BoxRows: 2, BoxCols: 2}, 4*16 + 4, 0, map[string]int{"window": 4}},
		{"windoku 16x16", sudoku.Variant{Windows: true}, sudoku.Shape{BoxRows: 4, BoxCols: 4}, 4*256 + 9*16, 0, map[string]int{"window": 144}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := tc.variant.Board(tc.shape)
			require.NoError(t, err)
			g, err := sudoku.NewGrid(tc.shape)
			require.NoError(t, err)
			e, err := EncodeVariant(b, g, Full)
			require.NoError(t, err)
			n := tc.shape.N()
			assert.Equal(t, tc.primary, e.Problem.Primary())
			assert.Equal(t, tc.secondary, e.Problem.Secondary())
			assert.Equal(t, n*n*n, e.Problem.Options())
			got := map[string]int{}
			for i := range e.Problem.Items() {
				got[e.Group(i)]++
			}
			for label, want := range tc.groups {
				assert.Equal(t, want, got[label], label)
			}
		})
	}
}

func TestVariantItemNames(t *testing.T) {
	b, err := sudoku.Variant{Diagonals: true, AntiKnight: true}.Board(sudoku.Shape{BoxRows: 3, BoxCols: 3})
	require.NoError(t, err)
	g, _ := sudoku.NewGrid(b.Shape)
	e, err := EncodeVariant(b, g, Full)
	require.NoError(t, err)
	m := e.Problem
	assert.GreaterOrEqual(t, m.ItemIndex("diagonal 1 has 7"), 0)
	assert.GreaterOrEqual(t, m.ItemIndex("diagonal 2 has 9"), 0)
	assert.GreaterOrEqual(t, m.ItemIndex("knight pair r1c1-r2c3 has 5"), 0)
	assert.Equal(t, "r1c1=1", m.OptionName(0))
}
