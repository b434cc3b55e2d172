package player

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/puzzle"
	"xcover/dlx"
	"xcover/sudoku"
	"xcover/sudoku/format"
)

func TestBoardCells(t *testing.T) {
	g, _, err := format.Parse(puzzle.Presets[0].Puzzle, format.Options{})
	require.NoError(t, err)
	b, err := NewBoard(g, dlx.Options{})
	require.NoError(t, err)
	cells := b.Cells()
	assert.Equal(t, CellView{Value: 5, Kind: Given}, cells[0])
	assert.Equal(t, []int{1, 2, 3, 4, 5, 6, 7, 8, 9}, cells[2].Marks, "nothing is covered yet")

	// After the givens, r1c3's candidates are those the givens leave.
	require.True(t, b.Player.StepUntil(func(e dlx.Event) bool {
		return e.Kind == dlx.Branch && int(e.Level) == g.Givens()
	}, 0))
	cells = b.Cells()
	assert.Equal(t, []int{1, 2, 4}, cells[2].Marks)

	// The option tried at the deepest level shows as Trying, earlier ones as Placed.
	require.True(t, b.Player.StepUntil(func(e dlx.Event) bool { return e.Kind == dlx.Try }, 0))
	c := b.Encoding.Candidate(b.Player.Trying())
	assert.Equal(t, CellView{Value: c.Value, Kind: Trying}, b.Cells()[c.Row*9+c.Col])
	_, ok := b.Solution()
	assert.False(t, ok, "no solution yet")
	require.True(t, b.Player.StepUntil(func(e dlx.Event) bool { return e.Kind == dlx.Solution }, 0))
	sol, ok := b.Solution()
	require.True(t, ok)
	assert.True(t, sol.Solves(g))
	for _, cell := range b.Cells() {
		assert.NotEqual(t, Blank, cell.Kind)
	}
}

// TestBoardCellsInto: writing the cells over the last ones gives what
// Cells gives, at every event forwards and back, however the marks
// change.
func TestBoardCellsInto(t *testing.T) {
	g, _, err := format.Parse(puzzle.Presets[0].Puzzle, format.Options{})
	require.NoError(t, err)
	b, err := NewBoard(g, dlx.Options{})
	require.NoError(t, err)
	same := func(want, got []CellView) {
		t.Helper()
		require.Len(t, got, len(want))
		for i := range want {
			assert.Equal(t, want[i].Kind, got[i].Kind, "cell %d", i)
			assert.Equal(t, want[i].Value, got[i].Value, "cell %d", i)
			assert.Equal(t, len(want[i].Marks), len(got[i].Marks), "cell %d", i)
			for k := range want[i].Marks {
				assert.Equal(t, want[i].Marks[k], got[i].Marks[k], "cell %d", i)
			}
		}
	}
	var buf []CellView
	for range 400 {
		buf = b.CellsInto(buf)
		same(b.Cells(), buf)
		require.True(t, b.Player.Step())
	}
	for range 150 {
		require.True(t, b.Player.Back())
		buf = b.CellsInto(buf)
		same(b.Cells(), buf)
	}
}

// TestBoardRegiven: a board made from another's encoding plays as one
// encoded afresh, classic or variant, and fails as it does on givens that
// clash.
func TestBoardRegiven(t *testing.T) {
	first, _, err := format.Parse(puzzle.Presets[0].Puzzle, format.Options{})
	require.NoError(t, err)
	second, _, err := format.Parse(puzzle.Presets[1].Puzzle, format.Options{})
	require.NoError(t, err)
	for _, v := range []sudoku.Variant{{}, {AntiKnight: true}} {
		t.Run(v.String(), func(t *testing.T) {
			rules, err := v.Board(first.Shape)
			require.NoError(t, err)
			empty, err := sudoku.NewGrid(first.Shape)
			require.NoError(t, err)
			old, err := NewVariantBoard(rules, empty, dlx.Options{})
			require.NoError(t, err)
			g := second
			if !v.Classic() {
				g = empty.Clone()
				g.Cells[0], g.Cells[40] = 5, 7
			}
			want, err := NewVariantBoard(rules, g, dlx.Options{})
			require.NoError(t, err)
			got, err := old.Regiven(g, dlx.Options{})
			require.NoError(t, err)
			assert.Equal(t, g, got.Puzzle)
			for range 300 {
				require.Equal(t, want.Player.Step(), got.Player.Step())
				require.Equal(t, want.Cells(), got.Cells(), "event %d", want.Player.Pos())
			}
			clash := g.Clone()
			clash.Cells[1] = clash.Cells[0] | 1
			clash.Cells[0] = clash.Cells[1]
			_, wantErr := NewVariantBoard(rules, clash, dlx.Options{})
			_, gotErr := old.Regiven(clash, dlx.Options{})
			require.Error(t, wantErr)
			assert.Equal(t, wantErr, gotErr)
		})
	}
}
