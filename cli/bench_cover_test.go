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

// TestCoverSideBySide times stand-ins for xcover and Knuth's programs
// (shell scripts) on the three problems: the first is timed, with its
// count and ratio; the second's program is missing; the third does not
// read. A problem file that is missing fails the bench.
func TestCoverSideBySide(t *testing.T) {
	dir := t.TempDir()
	problems, knuth, tmp := filepath.Join(dir, "problems"), filepath.Join(dir, "knuth"), filepath.Join(dir, "tmp")
	for _, d := range []string{problems, knuth, tmp} {
		require.NoError(t, os.Mkdir(d, 0o755))
	}
	self := writeFile(t, dir, "xcover", "#!/bin/sh\necho 1\n")
	require.NoError(t, os.Chmod(self, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(knuth, "dlx1"), []byte("#!/bin/sh\ncat >/dev/null\n"), 0o755))
	writeGzip(t, problems, "pentominoes-6x10.dlx.gz", knuthExample)
	writeGzip(t, problems, "wordsearch-5x5.dlx.gz", "a | b\na b:X\n")
	writeGzip(t, problems, "partridge-6.dlx.gz", "a\nb\n")

	var out, errs bytes.Buffer
	require.True(t, coverSideBySide(Env{Stdout: &out, Stderr: &errs}, self, problems, knuth, tmp, 2), errs.String())
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	require.Len(t, lines, 8, out.String())
	assert.Contains(t, lines[1], "2 interleaved rounds")
	assert.Regexp(t, `^problem +solutions +solver +wall s +CPU s +vs Knuth, wall +CPU$`, lines[3])
	assert.Regexp(t, `^pentominoes 6x10 +1 +xcover cover -count -progress=false +[\d.]+ +[\d.]+ +[\d.]+x \([\d.]+-[\d.]+\) +[\d.]+x`, lines[4])
	assert.Regexp(t, `^pentominoes 6x10 +1 +Knuth's DLX1 +[\d.]+ +[\d.]+$`, lines[5])
	assert.Regexp(t, `^word search 5x5 +Knuth's DLX2 is missing \(.*\): not timed$`, lines[6])
	assert.Regexp(t, `^partridge 6 +xcover cannot read this file: line 2, column 1: .*"b"`, lines[7])
	assert.Empty(t, errs.String())

	require.NoError(t, os.Remove(filepath.Join(problems, "partridge-6.dlx.gz")))
	errs.Reset()
	assert.False(t, coverSideBySide(Env{Stdout: &out, Stderr: &errs}, self, problems, knuth, tmp, 1))
	assert.Contains(t, errs.String(), "partridge-6.dlx.gz")
}
