package exact

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/dlx"
	"xcover/sudoku"
	"xcover/sudoku/format"
	"xcover/sudoku/internal/samples"
)

// gridOf makes a 9x9 grid from an 81-character line (digits, other
// characters blank) without the format reader.
func gridOf(t testing.TB, line string) sudoku.Grid {
	t.Helper()
	require.Len(t, line, 81)
	g, err := sudoku.EmptyGrid(9)
	require.NoError(t, err)
	for i := range 81 {
		if ch := line[i]; ch >= '1' && ch <= '9' {
			g.Cells[i] = ch - '0'
		}
	}
	return g
}

func TestNames(t *testing.T) {
	s := sudoku.Shape{BoxRows: 3, BoxCols: 3}
	c := sudoku.Candidate{Row: 2, Col: 4, Value: 7}
	assert.Equal(t, "r3c5=7", c.Name())
	var names []string
	for _, it := range Items(s, c) {
		names = append(names, it.Name())
	}
	assert.Equal(t, []string{"cell r3c5", "row 3 has 7", "column 5 has 7", "box 2 has 7"}, names)

	big := sudoku.Candidate{Row: 11, Col: 15, Value: 16} // 16x16: numbers of two digits
	assert.Equal(t, "r12c16=16", big.Name())
	names = names[:0]
	for _, it := range Items(sudoku.Shape{BoxRows: 4, BoxCols: 4}, big) {
		names = append(names, it.Name())
	}
	assert.Equal(t, []string{"cell r12c16", "row 12 has 16", "column 16 has 16", "box 12 has 16"}, names)
	assert.Equal(t, "r25c1", sudoku.CellName(24, 0))
}

func TestFullEncoding(t *testing.T) {
	g := gridOf(t, samples.EasyText)
	e, err := Encode(g, Full)
	require.NoError(t, err)
	m := e.Problem
	assert.Equal(t, 729, m.Options())
	assert.Equal(t, 324, m.Items())
	assert.Equal(t, "cell r1c1", m.ItemName(0))
	assert.Equal(t, "row 1 has 1", m.ItemName(81))
	assert.Equal(t, "column 1 has 1", m.ItemName(162))
	assert.Equal(t, "box 1 has 1", m.ItemName(243))
	assert.Equal(t, "box 9 has 9", m.ItemName(323))
	assert.Equal(t, "r1c1=1", m.OptionName(0))
	assert.Equal(t, "r9c9=9", m.OptionName(728))
	require.Len(t, e.Forced, g.Givens())
	assert.Equal(t, sudoku.Candidate{Row: 0, Col: 0, Value: 5}, e.Candidate(e.Forced[0]))
	for k := range m.Options() {
		c := e.Candidate(k)
		assert.Equal(t, k, e.OptionOf(c))
		var want []int
		for _, it := range Items(g.Shape, c) {
			want = append(want, fullIndex(g.Shape, it))
		}
		require.Equal(t, want, m.OptionItems(nil, k), "option %s", c.Name())
	}
}

func TestReducedEncoding(t *testing.T) {
	g := gridOf(t, samples.EasyText)
	e, err := Encode(g, Reduced)
	require.NoError(t, err)
	m := e.Problem
	empty := 81 - g.Givens()
	assert.Empty(t, e.Forced)
	assert.Equal(t, 4*empty, m.Items(), "each placed value closes one item of each kind")
	for i := range m.Items() {
		it := e.Item(i)
		if it.Kind == CellConstraint {
			assert.Zero(t, g.Get(it.A, it.B), "open cell items are blank cells")
		}
	}
	for k := range m.Options() {
		c := e.Candidate(k)
		require.Zero(t, g.Get(c.Row, c.Col), "no option for a given's cell")
		probe := g.Clone()
		probe.Set(c.Row, c.Col, c.Value)
		require.NoError(t, probe.Validate(), "option %s clashes with a given", c.Name())
	}
	assert.Equal(t, -1, e.OptionOf(sudoku.Candidate{Row: 0, Col: 0, Value: 5}), "given cells have no options")
}

func TestEncodingsAgree(t *testing.T) {
	for _, line := range []string{
		samples.EasyText,
		"000000010400000000020000000000050407008000300001090000300400200050100000000806000",
		"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
	} {
		g := gridOf(t, line)
		var sols []sudoku.Grid
		for _, mode := range []Mode{Full, Reduced} {
			e, err := Encode(g, mode)
			require.NoError(t, err)
			r := e.Links.Solve(dlx.Options{Forced: e.Forced})
			require.Equal(t, int64(1), r.Solutions, "mode %d", mode)
			sol := e.Decode(r.First)
			require.True(t, sol.Solves(g))
			sols = append(sols, sol)
		}
		assert.True(t, sols[0].Equal(sols[1]))
	}
}

func TestFullEncodingTriesGivensFirst(t *testing.T) {
	g := gridOf(t, samples.EasyText)
	e, err := Encode(g, Full)
	require.NoError(t, err)
	var tried []int
	for ev := range dlx.Events(e.Links, dlx.Options{Forced: e.Forced, MaxSolutions: 1}) {
		if ev.Kind == dlx.Try && int(ev.Level) < len(e.Forced) {
			tried = append(tried, int(ev.Option))
		}
	}
	assert.Equal(t, e.Forced, tried)
}

func TestConflictingGivens(t *testing.T) {
	g := gridOf(t, "55"+samples.EasyText[2:])
	for _, mode := range []Mode{Full, Reduced} {
		_, err := Encode(g, mode)
		var ce *sudoku.ConflictError
		require.True(t, errors.As(err, &ce), "mode %d: %v", mode, err)
		assert.Equal(t, "r1c1 and r1c2 both hold 5 in row 1", err.Error())
	}
	var s Solver
	_, err := s.Solve(g)
	assert.ErrorContains(t, err, "r1c1 and r1c2 both hold 5")
	for _, text := range []string{"55" + samples.EasyText[2:], g.String(), "3 3 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0"} {
		read, _, err := format.Parse(text, format.Options{})
		var ce *sudoku.ConflictError
		require.True(t, errors.As(err, &ce), "%q: %v", text, err)
		assert.Equal(t, read.Get(0, 0), read.Get(0, 1), "the grid as read comes back with the clash")
		assert.NotZero(t, read.Get(0, 1))
	}
}

func TestSolverOnAnySize(t *testing.T) {
	for _, shape := range []sudoku.Shape{{BoxRows: 1, BoxCols: 1}, {BoxRows: 1, BoxCols: 2}, {BoxRows: 2, BoxCols: 2}, {BoxRows: 2, BoxCols: 3}, {BoxRows: 3, BoxCols: 2}, {BoxRows: 2, BoxCols: 4}, {BoxRows: 3, BoxCols: 3}, {BoxRows: 3, BoxCols: 4}, {BoxRows: 4, BoxCols: 3}, {BoxRows: 4, BoxCols: 4}, {BoxRows: 5, BoxCols: 5}, {BoxRows: 6, BoxCols: 6}} {
		t.Run(shape.String(), func(t *testing.T) {
			empty, err := sudoku.NewGrid(shape)
			require.NoError(t, err)
			s := Solver{Options: dlx.Options{MaxSolutions: 1}}
			r, err := s.Solve(empty)
			require.NoError(t, err)
			require.Equal(t, int64(1), r.Solutions)
			full := r.Solution
			require.True(t, full.Solves(empty))
			// Blank every third cell: the completed grid still solves it,
			// and whatever the solver finds is valid.
			puzzle := full.Clone()
			for i := range puzzle.Cells {
				if i%3 == 0 {
					puzzle.Cells[i] = 0
				}
			}
			r, err = s.Solve(puzzle)
			require.NoError(t, err)
			require.Equal(t, int64(1), r.Solutions)
			assert.True(t, r.Solution.Solves(puzzle))
		})
	}
}

func TestCountsSmallGrids(t *testing.T) {
	// There are 288 4x4 sudoku grids and 28,200,960 6x6 ones; the 4x4 count
	// is small enough to count here, with both encodings.
	empty, err := sudoku.EmptyGrid(4)
	require.NoError(t, err)
	for _, mode := range []Mode{Full, Reduced} {
		e, err := Encode(empty, mode)
		require.NoError(t, err)
		assert.Equal(t, int64(288), e.Links.Solve(dlx.Options{}).Solutions)
	}
}

func TestUnsolvable(t *testing.T) {
	// No rule is broken by the givens, but r1c9 can hold nothing: row 1
	// has 1-8 and column 9 has 9.
	g := gridOf(t, "12345678."+"........9"+fmt.Sprintf("%063d", 0))
	s := Solver{Options: dlx.Options{MaxSolutions: 2}}
	r, err := s.Solve(g)
	require.NoError(t, err)
	assert.Zero(t, r.Solutions)
	assert.Equal(t, dlx.Exhausted, r.Stop)
	assert.Nil(t, r.Solution.Cells)
	assert.False(t, r.Unique())
}

func TestSolverOnLargestGrid(t *testing.T) {
	full := samples.Solved(t, sudoku.Shape{BoxRows: 8, BoxCols: 8})
	puzzle := full.Clone()
	for i := range puzzle.Cells {
		if i%3 == 0 {
			puzzle.Cells[i] = 0
		}
	}
	s := Solver{Options: dlx.Options{MaxSolutions: 1, NodeBudget: 1_000_000}}
	r, err := s.Solve(puzzle)
	require.NoError(t, err)
	require.Equal(t, int64(1), r.Solutions)
	assert.True(t, r.Solution.Solves(puzzle))
}

// fullIndex numbers an item as the full encoding does: kind, then A, then B.
func fullIndex(s sudoku.Shape, it Item) int {
	n := s.N()
	return int(it.Kind)*n*n + it.A*n + it.B
}
