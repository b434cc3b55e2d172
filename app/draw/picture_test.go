package draw

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/problem"
	"xcover/dlx"
)

// firstSolution solves s for its first solution.
func firstSolution(t *testing.T, s problem.Sheet) (*dlx.Links, []int) {
	t.Helper()
	m, err := linksOf(s)
	require.NoError(t, err)
	r := m.Solve(dlx.Options{MaxSolutions: 1})
	require.NotNil(t, r.First)
	return m, r.First
}

func TestDrawSolutions(t *testing.T) {
	sudoku4, err := problem.SudokuSheet(4)
	require.NoError(t, err)
	for _, tc := range []struct {
		name  string
		sheet problem.Sheet
		want  string
	}{
		{"seed: the options", problem.SeedExample(), "B\nD\nF\n"},
		{"queens: a board", problem.Queens(4), ". Q . .\n. . . Q\nQ . . .\n. . Q .\n"},
		{"Langford: the row", problem.Langford(3), "3 1 2 1 3 2\n"},
		{"sudoku: the grid", sudoku4, "1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n"},
		{"word search: the letters", problem.WordSearch([]string{"AB", "BC"}, 2, 2), "A B\nB C\n"},
		{"squares: the pieces", problem.Squares(3), "S1 S1 S1\nS2 S2 S1\nS2 S2 S1\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, sol := firstSolution(t, tc.sheet)
			assert.Equal(t, tc.want, Draw(m.Problem(), sol).Text())
		})
	}
	m, sol := firstSolution(t, sudoku4)
	assert.Equal(t, [2]int{2, 2}, Draw(m.Problem(), sol).Box, "a sudoku's boxes")
	for _, s := range []problem.Sheet{problem.Queens(4), problem.Langford(3)} {
		m, sol := firstSolution(t, s)
		assert.Zero(t, Draw(m.Problem(), sol).Box)
	}
}

func TestDrawPentominoes(t *testing.T) {
	m, sol := firstSolution(t, problem.Pentomino(3, 20))
	pic := Draw(m.Problem(), sol)
	require.Equal(t, 3, pic.Rows)
	require.Equal(t, 20, pic.Cols)
	count := map[string]int{}
	tones := map[string]int{}
	for i, c := range pic.Cells {
		count[c]++
		tones[c] = pic.Tones[i]
	}
	assert.Len(t, count, 12, "every piece")
	for name, n := range count {
		assert.Equal(t, 5, n, name)
		assert.Positive(t, tones[name])
	}
	assert.Len(t, pic.Text(), 3*40)
}

func TestDrawFallsBackToOptions(t *testing.T) {
	// Cells named like a board, but an option with two pieces: no board.
	s, err := problem.ParseSheet("A B r1c1 r1c2\nA B r1c1\nr1c2\n")
	require.NoError(t, err)
	m, sol := firstSolution(t, s)
	pic := Draw(m.Problem(), sol)
	assert.Zero(t, pic.Rows)
	assert.Equal(t, []string{"A B r1c1", "r1c2"}, pic.Lines)
}

func TestNumbers(t *testing.T) {
	for _, tc := range []struct {
		name  string
		parts []string
		want  []int
	}{
		{"r3c15", []string{"r", "c"}, []int{3, 15}},
		{"r3", []string{"r"}, []int{3}},
		{"r3c", []string{"r", "c"}, nil},
		{"r0", []string{"r"}, nil},
		{"rx", []string{"r"}, nil},
		{"r1c1", []string{"r"}, nil},
		{"p12", []string{"p"}, []int{12}},
	} {
		got, ok := numbers(tc.name, tc.parts...)
		assert.Equal(t, tc.want != nil, ok, tc.name)
		assert.Equal(t, tc.want, got, tc.name)
	}
}

func TestSolutionsText(t *testing.T) {
	m, sol := firstSolution(t, problem.Queens(4))
	assert.Equal(t, "solution 1\n. Q . .\n. . . Q\nQ . . .\n. . Q .\n\nsolution 2\n. Q . .\n. . . Q\nQ . . .\n. . Q .\n\n", SolutionsText(m.Problem(), [][]int{sol, sol}))
}

// linksOf is the dancing links of sheet s's problem.
func linksOf(s problem.Sheet) (*dlx.Links, error) {
	p, err := s.Problem()
	if err != nil {
		return nil, err
	}
	return dlx.NewLinks(p), nil
}
