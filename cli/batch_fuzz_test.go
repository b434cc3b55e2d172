package cli

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/sudoku/format"
)

// The seed corpus is in testdata/fuzz/FuzzSolveInput: batches in each
// layout, mixed with comments, broken lines and over-long lines.

// FuzzSolveInput feeds `xcover solve` any input: it never panics or
// stalls, loses no puzzle (one result per puzzle the reader finds, each
// error told on stderr in one line naming the input and line), and its
// counts add up.
func FuzzSolveInput(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) { checkBatch(t, data) })
}

// FuzzSolveJigsawInput does as FuzzSolveInput for jigsaws, each puzzle
// followed by its layout line.
func FuzzSolveJigsawInput(f *testing.F) {
	one := "1" + strings.Repeat(".", 80)
	f.Add([]byte(one + "\n" + testLayout + "\n"))
	f.Add([]byte(one + "\n\n# layout\n" + testLayout + "\n" + one + "\n"))
	f.Add([]byte("1x" + one[2:] + "\n" + testLayout + "\n" + one + "\n" + testLayout[1:] + "\n"))
	f.Add([]byte("1.3.\n.4.2\n2..1\n.1.3\n1122112233443344\n....\n1122112233443344\n"))
	f.Fuzz(func(t *testing.T, data []byte) { checkBatch(t, data, "-variant", "jigsaw") })
}

// checkBatch solves data with solve's flags args, a node budget and two
// jobs, and checks what FuzzSolveInput says.
func checkBatch(t *testing.T, data []byte, args ...string) {
	var stderr bytes.Buffer
	c, _, err := parseSolveFlags(Env{Stderr: &stderr}, append([]string{"-budget", "2000", "-j", "2"}, args...))
	require.NoError(t, err)
	in := input{"fuzz.txt", func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(data)), nil }}
	var out bytes.Buffer
	w := bufio.NewWriter(&out)
	tally := solveBatch(context.Background(), c, []input{in}, w, &stderr)
	require.NoError(t, w.Flush())

	found := 0
	sc := format.NewScanner(bytes.NewReader(data), "fuzz.txt", c.opt)
	sc.Layouts = c.variant.pairsLayouts()
	for sc.Scan() {
		found++
	}
	require.Equal(t, found, tally.puzzles, "a puzzle was lost")
	require.Equal(t, tally.puzzles, tally.solved+tally.unsolvable+tally.budget+tally.canceled+tally.errors)
	errorLines := 0
	for line := range strings.Lines(out.String()) {
		if line == "error\n" {
			errorLines++
		}
	}
	require.Equal(t, tally.errors, errorLines)
	notes := strings.Split(strings.TrimSuffix(stderr.String(), "\n"), "\n")
	if tally.errors == 0 {
		require.Empty(t, stderr.String())
		return
	}
	require.Len(t, notes, tally.errors)
	for _, n := range notes {
		require.True(t, strings.HasPrefix(n, "fuzz.txt:"), n)
	}
}

// TestSolveLongLine checks a line over the reader's limit is one error,
// named, and the puzzles around it are solved.
func TestSolveLongLine(t *testing.T) {
	input := easy + "\n" + strings.Repeat("1", 70_000) + "\n" + easy + "\n"
	code, out, errs := run(t, input, "solve", "-j", "1")
	assert.Equal(t, 1, code)
	assert.Equal(t, easySolved+"\nerror\n"+easySolved+"\n", out)
	assert.Contains(t, errs, "stdin:2: line is longer than 65536 bytes\n")
	assert.Contains(t, errs, "3 puzzles: 2 solved")
}
