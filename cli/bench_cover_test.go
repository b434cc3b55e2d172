//go:build unix

package cli

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// writeGzip writes text gzip-compressed into the file name of dir.
func writeGzip(t *testing.T, dir, name, text string) {
	t.Helper()
	var b bytes.Buffer
	z := gzip.NewWriter(&b)
	_, err := z.Write([]byte(text))
	require.NoError(t, err)
	require.NoError(t, z.Close())
	require.NoError(t, os.WriteFile(filepath.Join(dir, name), b.Bytes(), 0o644))
}

// benchDirs makes the folders of a side-by-side bench's test: the
// problems, Knuth's programs and the bench's own, and a stand-in for
// xcover, the shell script self.
func benchDirs(t *testing.T, script string) (problems, knuth, tmp, self string) {
	t.Helper()
	dir := t.TempDir()
	problems, knuth, tmp = filepath.Join(dir, "problems"), filepath.Join(dir, "knuth"), filepath.Join(dir, "tmp")
	for _, d := range []string{problems, knuth, tmp} {
		require.NoError(t, os.Mkdir(d, 0o755))
	}
	self = writeFile(t, dir, "xcover", script)
	require.NoError(t, os.Chmod(self, 0o755))
	return problems, knuth, tmp, self
}

// TestCoverSideBySide times stand-ins for xcover and Knuth's programs
// (shell scripts) on the problems: the first is timed with both engines
// and both programs, with its count and ratios; the second's DLX2 is
// missing, so its links are timed alone and its cells against SSXCC; the
// third does not read. A problem file that is missing fails the bench, and
// so do engines that count differently.
func TestCoverSideBySide(t *testing.T) {
	problems, knuth, tmp, self := benchDirs(t, "#!/bin/sh\necho 1\n")
	for _, name := range []string{"dlx1", "ssxcc"} {
		require.NoError(t, os.WriteFile(filepath.Join(knuth, name), []byte("#!/bin/sh\ncat >/dev/null\n"), 0o755))
	}
	saved := coverProblems
	defer func() { coverProblems = saved }()
	coverProblems = []coverProblem{
		{"pentominoes 6x10", "pentominoes-6x10.dlx.gz", "dlx1", "ssxcc"},
		{"word search 5x5", "wordsearch-5x5.dlx.gz", "dlx2", "ssxcc"},
		{"partridge 6", "partridge-6.dlx.gz", "dlx3", ""},
	}
	writeGzip(t, problems, "pentominoes-6x10.dlx.gz", knuthExample)
	writeGzip(t, problems, "wordsearch-5x5.dlx.gz", "a | b\na b:X\n")
	writeGzip(t, problems, "partridge-6.dlx.gz", "a\nb\n")

	var out, errs bytes.Buffer
	require.True(t, coverSideBySide(Env{Stdout: &out, Stderr: &errs}, self, problems, knuth, tmp, 2), errs.String())
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	require.Len(t, lines, 13, out.String())
	assert.Contains(t, lines[1], "2 interleaved rounds")
	assert.Regexp(t, `^problem +solutions +solver +wall s +CPU s +vs Knuth, wall +CPU +vs links, wall +CPU$`, lines[3])
	ratio := `[\d.]+x \([\d.]+-[\d.]+\)`
	assert.Regexp(t, `^pentominoes 6x10 +1 +xcover cover -engine links +[\d.]+ +[\d.]+ +`+ratio+` +`+ratio+`$`, lines[4])
	assert.Regexp(t, `^pentominoes 6x10 +1 +Knuth's DLX1 +[\d.]+ +[\d.]+$`, lines[5])
	assert.Regexp(t, `^pentominoes 6x10 +1 +xcover cover -engine cells +[\d.]+ +[\d.]+ +`+ratio+` +`+ratio+` +`+ratio+` +`+ratio+`$`, lines[6])
	assert.Regexp(t, `^pentominoes 6x10 +1 +Knuth's SSXCC +[\d.]+ +[\d.]+$`, lines[7])
	assert.Regexp(t, `^word search 5x5 +Knuth's DLX2 is missing \(.*\): not timed$`, lines[8])
	assert.Regexp(t, `^word search 5x5 +1 +xcover cover -engine links +[\d.]+ +[\d.]+$`, lines[9], "no program to compare with")
	assert.Regexp(t, `^word search 5x5 +1 +xcover cover -engine cells +[\d.]+ +[\d.]+ +`+ratio+` +`+ratio+` +`+ratio+` +`+ratio+`$`, lines[10])
	assert.Regexp(t, `^word search 5x5 +1 +Knuth's SSXCC +[\d.]+ +[\d.]+$`, lines[11])
	assert.Regexp(t, `^partridge 6 +xcover cannot read this file: line 2, column 1: .*"b"`, lines[12])
	assert.Empty(t, errs.String())

	require.NoError(t, os.Remove(filepath.Join(problems, "partridge-6.dlx.gz")))
	errs.Reset()
	assert.False(t, coverSideBySide(Env{Stdout: &out, Stderr: &errs}, self, problems, knuth, tmp, 1))
	assert.Contains(t, errs.String(), "partridge-6.dlx.gz")

	// An xcover whose engines disagree.
	writeGzip(t, problems, "partridge-6.dlx.gz", "a\n")
	require.NoError(t, os.WriteFile(self, []byte("#!/bin/sh\ncase \"$*\" in *cells*) echo 2;; *) echo 1;; esac\n"), 0o755))
	errs.Reset()
	assert.False(t, coverSideBySide(Env{Stdout: &out, Stderr: &errs}, self, problems, knuth, tmp, 1))
	assert.Contains(t, errs.String(), "the engines count 1 solution and 2 solutions")
}
