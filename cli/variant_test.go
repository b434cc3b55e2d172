package cli

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/sudoku"
)

// TestVariantBatchGoesOn feeds solve and rate variant puzzles of which one
// cannot be read: a bad character in a jigsaw's puzzle line, whose layout
// line must not then be read as the next puzzle, and a line too long to
// read. The error names the file, line and column, and every other puzzle
// is still solved and rated.
func TestVariantBatchGoesOn(t *testing.T) {
	_, jig, _ := run(t, "", "generate", "-variant", "jigsaw", "-layout", testLayout, "-n", "3", "-seed", "5")
	jigs := strings.Fields(jig)
	require.Len(t, jigs, 3)
	_, x, _ := run(t, "", "generate", "-variant", "x", "-n", "2", "-seed", "8")
	xs := strings.Fields(x)
	require.Len(t, xs, 2)
	bad := jigs[0][:10] + "x" + jigs[0][11:]
	for _, tc := range []struct {
		name, input string
		args        []string
		err         string
		bad         int // the line of the output that says error
	}{
		{"jigsaw", bad + "\n" + testLayout + "\n" + jigs[1] + "\n" + testLayout + "\n\n" + jigs[2] + "\n# its layout:\n" + testLayout + "\n",
			[]string{"-variant", "jigsaw"}, "stdin:1:11: ", 0},
		{"long line", xs[0] + "\n" + strings.Repeat("1", 70000) + "\n" + xs[1] + "\n",
			[]string{"-variant", "x"}, "stdin:2: line is longer than", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, stderr := run(t, tc.input, append([]string{"solve"}, tc.args...)...)
			assert.Equal(t, 1, code)
			lines := strings.Split(strings.TrimSpace(out), "\n")
			require.Len(t, lines, 3, out)
			for i, l := range lines {
				if i == tc.bad {
					assert.Equal(t, "error", l)
				} else {
					assert.Len(t, l, 81, "every other puzzle is solved")
				}
			}
			assert.Contains(t, stderr, tc.err)
			assert.Contains(t, stderr, "3 puzzles: 2 solved")

			code, out, stderr = run(t, tc.input, append([]string{"rate"}, tc.args...)...)
			assert.Equal(t, 1, code)
			lines = strings.Split(strings.TrimSpace(out), "\n")
			require.Len(t, lines, 3, out)
			for i, l := range lines {
				if i == tc.bad {
					assert.Equal(t, "error", l)
				} else {
					assert.Regexp(t, `^[.1-9]{81} (easy|medium|hard|expert) `, l, "every other puzzle is rated")
				}
			}
			assert.Contains(t, stderr, tc.err)
			assert.Contains(t, stderr, "1 error\n")
		})
	}
}

// TestVariantLayoutFlag reads -layout as a file, or as the layout's text
// when no file has that name; a name that can only be a file's, missing,
// is a usage error, not a layout error on every puzzle.
func TestVariantLayoutFlag(t *testing.T) {
	_, jig, _ := run(t, "", "generate", "-variant", "jigsaw", "-layout", testLayout, "-seed", "5")
	for _, cmd := range []string{"solve", "rate"} {
		code, _, stderr := run(t, jig, cmd, "-variant", "jigsaw", "-layout", "lyout.txt")
		assert.Equal(t, 2, code, cmd)
		assert.Contains(t, stderr, `-layout "lyout.txt": no such file, and no layout as text`, cmd)
		code, out, stderr := run(t, jig, cmd, "-variant", "jigsaw", "-layout", testLayout)
		assert.Equal(t, 0, code, stderr)
		assert.NotEmpty(t, out)
		code, _, stderr = run(t, jig, cmd, "-variant", "jigsaw", "-layout", t.TempDir())
		assert.Equal(t, 2, code, cmd)
		assert.Contains(t, stderr, "is a directory", cmd)
	}
	// A folder named like a layout's text is still a usage error.
	t.Chdir(t.TempDir())
	require.NoError(t, os.Mkdir("layouts", 0o755))
	code, _, stderr := run(t, jig, "solve", "-variant", "jigsaw", "-layout", "layouts")
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, "is a directory")
	// A 16x16 layout's text is longer than a file's name may be.
	layout16 := sudoku.BoxRegions(sudoku.Shape{BoxRows: 4, BoxCols: 4}).Line()
	require.Len(t, layout16, 256)
	code, out, stderr := run(t, strings.Repeat(".", 256)+"\n", "solve", "-first", "-variant", "jigsaw", "-layout", layout16)
	assert.Equal(t, 0, code, stderr)
	assert.Len(t, strings.TrimSpace(out), 256)
}

// TestVariantRefusesHeuristic refuses -heuristic and -seed with a variant,
// whose search always takes the item with the fewest options.
func TestVariantRefusesHeuristic(t *testing.T) {
	for _, args := range [][]string{{"-heuristic", "random"}, {"-seed", "3"}} {
		code, _, stderr := run(t, "", append([]string{"solve", "-variant", "x"}, args...)...)
		assert.Equal(t, 2, code)
		assert.Contains(t, stderr, args[0]+" applies to classic rules only: -variant x searches with mrv")
	}
}
