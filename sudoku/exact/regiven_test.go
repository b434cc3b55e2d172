package exact

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/sudoku"
	"xcover/sudoku/internal/samples"
)

// TestRegiven checks that an encoding made from another puzzle's full
// encoding is the one Encode makes: the same matrix, candidates, items and
// givens forced, and the same error for givens that clash.
func TestRegiven(t *testing.T) {
	first := gridOf(t, samples.EasyText)
	e, err := Encode(first, Full)
	require.NoError(t, err)
	clash := gridOf(t, "55"+samples.EasyText[2:])
	for _, tc := range []struct {
		name   string
		puzzle sudoku.Grid
	}{
		{"another puzzle", gridOf(t, "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")},
		{"empty", gridOf(t, "................................................................................."[:81])},
		{"the same", first},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want, err := Encode(tc.puzzle, Full)
			require.NoError(t, err)
			got, err := e.Regiven(tc.puzzle)
			require.NoError(t, err)
			assert.Same(t, e.Problem, got.Problem, "the problem is shared")
			assert.Equal(t, want.Forced, got.Forced)
			assert.Equal(t, tc.puzzle, got.Puzzle)
			for k := range want.Problem.Options() {
				require.Equal(t, want.Candidate(k), got.Candidate(k))
				require.Equal(t, want.Problem.OptionName(k), got.Problem.OptionName(k))
			}
			for i := range want.Problem.Items() {
				require.Equal(t, want.Item(i), got.Item(i))
			}
			assert.Equal(t, want.Decode(want.Forced), got.Decode(got.Forced))
		})
	}
	_, want := Encode(clash, Full)
	_, got := e.Regiven(clash)
	require.Error(t, want)
	assert.Equal(t, want, got, "givens that clash fail as Encode does")

	small, err := sudoku.NewGrid(sudoku.Shape{BoxRows: 2, BoxCols: 3})
	require.NoError(t, err)
	other, err := e.Regiven(small)
	require.NoError(t, err)
	assert.Equal(t, 6*6*6, other.Problem.Options(), "another shape is encoded anew")
}

// TestVariantRegiven checks the same of a variant's encoding.
func TestVariantRegiven(t *testing.T) {
	b, err := sudoku.Variant{Diagonals: true, AntiKnight: true}.Board(sudoku.Shape{BoxRows: 3, BoxCols: 3})
	require.NoError(t, err)
	empty, err := sudoku.NewGrid(b.Shape)
	require.NoError(t, err)
	e, err := EncodeVariant(b, empty, Full)
	require.NoError(t, err)
	g := empty.Clone()
	g.Cells[0], g.Cells[10], g.Cells[80] = 1, 2, 3
	want, err := EncodeVariant(b, g, Full)
	require.NoError(t, err)
	got, err := e.Regiven(g)
	require.NoError(t, err)
	assert.Same(t, e.Problem, got.Problem)
	assert.Equal(t, want.Forced, got.Forced)
	for k := range want.Problem.Options() {
		require.Equal(t, want.Candidate(k), got.Candidate(k))
	}
	for i := range want.Problem.Items() {
		require.Equal(t, want.Group(i), got.Group(i))
		require.Equal(t, want.ItemName(i), got.ItemName(i))
	}

	g.Cells[20] = 1 // a diagonal's second 1
	_, wantErr := EncodeVariant(b, g, Full)
	_, gotErr := e.Regiven(g)
	require.Error(t, wantErr)
	assert.Equal(t, wantErr, gotErr)
}
