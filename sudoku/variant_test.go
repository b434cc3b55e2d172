package sudoku

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseVariant(t *testing.T) {
	for _, tc := range []struct {
		in, want string
	}{
		{"", "classic"}, {"classic", "classic"}, {"x", "x"}, {"Windoku", "windoku"},
		{"anti-knight", "anti-knight"}, {"anti-king", "anti-king"}, {"jigsaw", "jigsaw"},
		{"anti-knight+x", "x+anti-knight"},
	} {
		v, err := ParseVariant(tc.in)
		require.NoError(t, err, tc.in)
		assert.Equal(t, tc.want, v.String(), tc.in)
	}
	_, err := ParseVariant("hexagon")
	assert.ErrorContains(t, err, `unknown variant "hexagon"`)
	_, err = ParseVariant("x+classic")
	assert.EqualError(t, err, `variant "x+classic": classic is not joined with +: the other rules add to classic sudoku's already`)
}

func TestVariantBoardErrors(t *testing.T) {
	_, err := Variant{Windows: true}.Board(Shape{BoxRows: 2, BoxCols: 3})
	assert.ErrorContains(t, err, "windoku needs square boxes")
	_, err = Variant{Jigsaw: true}.Board(Shape{BoxRows: 3, BoxCols: 3})
	assert.ErrorContains(t, err, "0 cells, want 81")
}

func TestVariantValidate(t *testing.T) {
	b, err := Variant{Diagonals: true, AntiKnight: true}.Board(Shape{BoxRows: 3, BoxCols: 3})
	require.NoError(t, err)
	g, _ := NewGrid(b.Shape)
	g.Set(0, 0, 5)
	g.Set(8, 8, 5)
	var ce *ConflictError
	require.ErrorAs(t, b.Validate(g), &ce)
	assert.Equal(t, "diagonal 1", ce.Unit)
	g, _ = NewGrid(b.Shape)
	g.Set(2, 4, 5)
	g.Set(4, 5, 5)
	assert.EqualError(t, b.Validate(g), "r3c5 and r5c6 both hold 5 in a knight's move")
}

// Fits answers as Board does, without laying the board out.
func TestFitsAgreesWithBoard(t *testing.T) {
	shapes := []Shape{{BoxRows: 1, BoxCols: 1}, {BoxRows: 1, BoxCols: 4}, {BoxRows: 2, BoxCols: 2}, {BoxRows: 2, BoxCols: 3},
		{BoxRows: 3, BoxCols: 3}, {BoxRows: 3, BoxCols: 4}, {BoxRows: 4, BoxCols: 4}, {BoxRows: 0, BoxCols: 3}, {BoxRows: 9, BoxCols: 9},
		{BoxRows: 2, BoxCols: 31}, {BoxRows: 7, BoxCols: 9}, {BoxRows: 8, BoxCols: 8}}
	for _, s := range shapes {
		for _, name := range append(VariantNames(), "classic", "x+windoku+anti-king") {
			v, err := ParseVariant(name)
			require.NoError(t, err)
			if v.Jigsaw {
				v.Regions = BoxRegions(s)
			}
			_, boardErr := v.Board(s)
			fitErr := v.Fits(s)
			if boardErr == nil {
				assert.NoError(t, fitErr, "%s on %s", name, s)
			} else {
				assert.EqualError(t, fitErr, boardErr.Error(), "%s on %s", name, s)
			}
		}
	}
}

func TestVariantEqual(t *testing.T) {
	boxes := BoxRegions(Shape{BoxRows: 3, BoxCols: 3})
	moved := slices.Clone(boxes)
	moved[0], moved[3] = moved[3], moved[0]
	for _, tc := range []struct {
		name string
		v, w Variant
		want bool
	}{
		{"classic", Variant{}, Variant{}, true},
		{"x and x", Variant{Diagonals: true}, Variant{Diagonals: true}, true},
		{"x and windoku", Variant{Diagonals: true}, Variant{Windows: true}, false},
		{"anti-knight and anti-king", Variant{AntiKnight: true}, Variant{AntiKing: true}, false},
		{"jigsaws alike", Variant{Jigsaw: true, Regions: boxes}, Variant{Jigsaw: true, Regions: slices.Clone(boxes)}, true},
		{"jigsaws apart", Variant{Jigsaw: true, Regions: boxes}, Variant{Jigsaw: true, Regions: moved}, false},
		{"jigsaw and classic", Variant{Jigsaw: true}, Variant{}, false},
	} {
		assert.Equal(t, tc.want, tc.v.Equal(tc.w), tc.name)
		assert.Equal(t, tc.want, tc.w.Equal(tc.v), tc.name)
	}
}
