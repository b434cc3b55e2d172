package cli

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/sudoku"
	"xcover/sudoku/format"
	"xcover/sudoku/solve"
)

// testLayout is a 9x9 jigsaw layout: the classic boxes with r3c3 and r1c4
// traded.
const testLayout = "111122333111222333112222333444555666444555666444555666777888999777888999777888999"

func TestGenerate(t *testing.T) {
	code, out, stderr := run(t, "", "generate", "-n", "3", "-seed", "4", "-difficulty", "medium", "-symmetric")
	require.Equal(t, 0, code, stderr)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 3)
	for _, line := range lines {
		require.Len(t, line, 81)
		p, _, err := format.Parse(line, format.Options{})
		require.NoError(t, err)
		o, err := (&solve.Solver{Method: solve.DLX, Limits: solve.Limits{MaxSolutions: 2}}).Solve(p)
		require.NoError(t, err)
		assert.True(t, o.Unique())
	}
	_, again, _ := run(t, "", "generate", "-n", "3", "-seed", "4", "-difficulty", "medium", "-symmetric")
	assert.Equal(t, out, again, "the same seed gives the same puzzles")

	code, rated, _ := run(t, out, "rate")
	require.Equal(t, 0, code)
	for _, line := range strings.Split(strings.TrimSpace(rated), "\n") {
		assert.Contains(t, line, " medium (hardest: ")
	}
}

func TestGenerateVariants(t *testing.T) {
	for _, args := range [][]string{
		{"-variant", "x"}, {"-variant", "windoku"}, {"-variant", "anti-king"},
		{"-variant", "jigsaw", "-layout", testLayout}, {"-variant", "x", "-size", "6"},
	} {
		code, out, stderr := run(t, "", append([]string{"generate", "-seed", "2"}, args...)...)
		require.Equal(t, 0, code, stderr)
		solveArgs := append([]string{"solve"}, args...)
		code, solved, stderr := run(t, out, solveArgs...)
		require.Equal(t, 0, code, stderr)
		assert.NotContains(t, solved, "multiple", args)
		assert.Contains(t, stderr, "1 solved")
	}
}

// TestSolveJigsawClashBeyondTheBoxes reads a jigsaw whose givens clash in
// a classic box, which a jigsaw does not have, and in a row, which it has:
// the row's clash is told at its file and line.
func TestSolveJigsawClashBeyondTheBoxes(t *testing.T) {
	cells := []byte(strings.Repeat(".", 81))
	cells[3], cells[13] = '5', '5'  // r1c4 and r2c5: box 2, but regions 1 and 2 of testLayout
	cells[36], cells[44] = '7', '7' // r5c1 and r5c9: row 5
	puzzle := string(cells)
	_, _, err := format.Parse(puzzle, format.Options{})
	require.ErrorContains(t, err, "in box 2", "the classic reading meets the box first")
	code, out, stderr := run(t, puzzle+"\n", "solve", "-variant", "jigsaw", "-layout", testLayout)
	assert.Equal(t, 1, code)
	assert.Equal(t, "error\n", out)
	assert.Contains(t, stderr, "stdin:1: r5c1 and r5c9 both hold 7 in row 5")
}

// TestGenerateJigsawLayouts makes jigsaws with no -layout: each puzzle
// comes with a random layout of its own on the line after it, which
// solve and rate read back, each puzzle unique under its layout; the same
// seed gives the same puzzles and layouts.
func TestGenerateJigsawLayouts(t *testing.T) {
	for _, size := range []string{"9", "6"} {
		code, out, stderr := run(t, "", "generate", "-variant", "jigsaw", "-n", "4", "-seed", "7", "-size", size)
		require.Equal(t, 0, code, stderr)
		lines := strings.Split(strings.TrimSpace(out), "\n")
		require.Len(t, lines, 8)
		n := len(lines[0])
		sh, err := sudoku.ShapeFor(map[int]int{81: 9, 36: 6}[n])
		require.NoError(t, err)
		boxes := sudoku.BoxRegions(sh)
		layouts := map[string]bool{}
		for k := 0; k < len(lines); k += 2 {
			rs, err := sudoku.ParseRegions(lines[k+1], sh.N(), k+2)
			require.NoError(t, err, "the layout after puzzle %d", k/2+1)
			assert.NotEqual(t, boxes, rs, "a layout is not the boxes")
			layouts[lines[k+1]] = true
		}
		assert.Len(t, layouts, 4, "each puzzle has a layout of its own")
		code, solved, stderr := run(t, out, "solve", "-variant", "jigsaw")
		require.Equal(t, 0, code, stderr)
		assert.Contains(t, stderr, "4 puzzles: 4 solved (0 with several solutions, 0 not proven unique)")
		assert.NotContains(t, solved, "error")
		_, again, _ := run(t, "", "generate", "-variant", "jigsaw", "-n", "4", "-seed", "7", "-size", size)
		assert.Equal(t, out, again, "the same seed gives the same puzzles and layouts")
	}
}

func TestGenerateErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-difficulty", "fiendish"}, `-difficulty: unknown difficulty "fiendish"`},
		{[]string{"-variant", "hexagon"}, `-variant: unknown variant "hexagon"`},
		{[]string{"-variant", "windoku", "-size", "6"}, "windoku needs square boxes"},
		{[]string{"-layout", testLayout}, "-layout applies to -variant jigsaw only"},
		{[]string{"-n", "0"}, "-n and -attempts must be at least 1, -work at least 0"},
		{[]string{"-work", "-1"}, "-n and -attempts must be at least 1, -work at least 0"},
	} {
		code, _, stderr := run(t, "", append([]string{"generate"}, tc.args...)...)
		assert.Equal(t, 2, code, tc.args)
		assert.Contains(t, stderr, tc.want)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-attempts", "1"}, "xcover generate: no easy anti-knight puzzle in 1 attempts (the last was expert)"},
		{[]string{"-work", "100000"}, "xcover generate: no easy anti-knight puzzle within 100000 units of work ("},
	} {
		code, _, stderr := run(t, "", append([]string{"generate", "-variant", "anti-knight", "-difficulty", "easy"}, tc.args...)...)
		assert.Equal(t, 1, code, tc.args)
		assert.Contains(t, stderr, tc.want)
	}
}

// TestGenerateDifficultyAny reads -difficulty any, the default, as any band.
func TestGenerateDifficultyAny(t *testing.T) {
	_, byDefault, _ := run(t, "", "generate", "-seed", "5")
	code, out, stderr := run(t, "", "generate", "-seed", "5", "-difficulty", "any")
	require.Equal(t, 0, code, stderr)
	assert.Equal(t, byDefault, out)
	_, _, usage := run(t, "", "generate", "-h")
	assert.Contains(t, usage, `(default "any")`)
	assert.NotContains(t, usage, "Difficulty(")
}

func TestSolveVariant(t *testing.T) {
	_, x, _ := run(t, "", "generate", "-variant", "x", "-seed", "8")
	code, out, stderr := run(t, x, "solve", "-variant", "x")
	require.Equal(t, 0, code, stderr)
	p, _, err := format.Parse(strings.TrimSpace(out), format.Options{})
	require.NoError(t, err)
	for i := range 9 {
		seen := map[int]bool{}
		for j := range 9 {
			seen[p.Get(j, j)] = true
		}
		assert.Len(t, seen, 9, "diagonal %d", i)
	}
	code, _, stderr = run(t, x, "solve", "-variant", "x", "-method", "rules")
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, "the rules method knows only rows, columns and boxes and cannot play x")
}

func TestSolveJigsawLayoutLines(t *testing.T) {
	_, puzzle, _ := run(t, "", "generate", "-variant", "jigsaw", "-layout", testLayout, "-seed", "3")
	code, out, stderr := run(t, puzzle+testLayout+"\n", "solve", "-variant", "jigsaw")
	require.Equal(t, 0, code, stderr)
	assert.Len(t, strings.TrimSpace(out), 81)
	bad := strings.Replace(testLayout, "1111", "1112", 1) // region 1 loses a cell to region 2
	code, out, stderr = run(t, puzzle+bad+"\n", "solve", "-variant", "jigsaw")
	assert.Equal(t, 1, code)
	assert.Equal(t, "error\n", out)
	assert.Contains(t, stderr, "stdin:2:1: jigsaw layout (r1c1): region 1 has 8 cells, want 9")
	cut := strings.Replace(testLayout, "777888999777888999777888999", "777888999777888999977888997", 1)
	code, _, stderr = run(t, puzzle, "solve", "-variant", "jigsaw", "-layout", cut)
	assert.Equal(t, 1, code)
	assert.Contains(t, stderr, "-layout: jigsaw layout: line 1, column 73 (r9c1): region 9 is not connected")
}

func TestRateErrors(t *testing.T) {
	code, out, stderr := run(t, "123\n.........\n", "rate")
	assert.Equal(t, 1, code)
	assert.Equal(t, "error\nerror\n", out)
	assert.Contains(t, stderr, "stdin:1:")
	assert.Contains(t, stderr, "0 easy, 0 medium, 0 hard, 0 expert, 2 errors")
}

// TestRateBudget gives up on a puzzle whose proof of one solution takes
// more nodes than -budget, and rates the others.
func TestRateBudget(t *testing.T) {
	code, out, stderr := run(t, hardest+"\n"+easy+"\n", "rate", "-budget", "200")
	assert.Equal(t, 1, code)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 2, out)
	assert.Equal(t, "error", lines[0])
	assert.Contains(t, lines[1], " easy (")
	assert.Contains(t, stderr, "stdin:1: no proof of one solution within 200 nodes: work bound spent")
	code, _, stderr = run(t, easy, "rate", "-budget", "-1")
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, "-budget -1: want 0 (no limit) or more")
}
