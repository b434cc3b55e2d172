//go:build unix

package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMemoSideBySide times stand-ins for xcover and DLX6 (shell scripts)
// on a problem: the memoized count's row with its ratios to DLX6 and to
// the plain search, then theirs; without DLX6 the plain search alone is
// compared; a memoized count that differs from the plain one fails.
func TestMemoSideBySide(t *testing.T) {
	problems, knuth, tmp, self := benchDirs(t, "#!/bin/sh\necho 36\n")
	require.NoError(t, os.WriteFile(filepath.Join(knuth, "dlx6"), []byte("#!/bin/sh\ncat >/dev/null\n"), 0o755))
	saved := memoProblems
	defer func() { memoProblems = saved }()
	memoProblems = memoProblems[:2] // the second's plain search is not run
	writeGzip(t, problems, "dominoes-8x8.dlx.gz", dominoText(4, 4))
	writeGzip(t, problems, "dominoes-12x12.dlx.gz", dominoText(4, 4))

	var out, errs bytes.Buffer
	require.True(t, memoSideBySide(Env{Stdout: &out, Stderr: &errs}, self, problems, knuth, tmp, 2), errs.String())
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	require.Len(t, lines, 9, out.String())
	assert.Contains(t, lines[1], "2 interleaved rounds")
	assert.Regexp(t, `^problem +solutions +solver +wall s +CPU s +vs DLX6, wall +CPU +vs plain, wall +CPU$`, lines[3])
	ratio := `[\d.]+x \([\d.]+-[\d.]+\)`
	assert.Regexp(t, `^dominoes 8x8 +36 +xcover cover -memo +[\d.]+ +[\d.]+ +`+ratio+` +`+ratio+` +`+ratio+` +`+ratio+`$`, lines[4])
	assert.Regexp(t, `^dominoes 8x8 +36 +Knuth's DLX6 +[\d.]+ +[\d.]+$`, lines[5])
	assert.Regexp(t, `^dominoes 8x8 +36 +xcover cover -engine links +[\d.]+ +[\d.]+$`, lines[6])
	assert.Regexp(t, `^dominoes 12x12 +36 +xcover cover -memo +[\d.]+ +[\d.]+ +`+ratio+` +`+ratio+`$`, lines[7], "no plain search to compare with")
	assert.Regexp(t, `^dominoes 12x12 +36 +Knuth's DLX6 +[\d.]+ +[\d.]+$`, lines[8])

	require.NoError(t, os.Remove(filepath.Join(knuth, "dlx6")))
	out.Reset()
	require.True(t, memoSideBySide(Env{Stdout: &out, Stderr: &errs}, self, problems, knuth, tmp, 1), errs.String())
	assert.Contains(t, out.String(), "Knuth's DLX6 is missing")
	assert.Regexp(t, `(?m)^dominoes 8x8 +36 +xcover cover -memo +[\d.]+ +[\d.]+ +`+strings.Repeat(" ", 42)+` *`+ratio+` +`+ratio+`$`, out.String())

	require.NoError(t, os.WriteFile(self, []byte("#!/bin/sh\ncase \"$*\" in *memo*) echo 2;; *) echo 1;; esac\n"), 0o755))
	errs.Reset()
	assert.False(t, memoSideBySide(Env{Stdout: &out, Stderr: &errs}, self, problems, knuth, tmp, 1))
	assert.Contains(t, errs.String(), "the engines count 2 solutions and 1 solution")
}
