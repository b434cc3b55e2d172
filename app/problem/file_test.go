package problem

import (
	"bytes"
	"compress/gzip"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/puzzle"
	"xcover/dlx"
)

// readFile reads a problem file as the page does: unpacked, then parsed.
func readFile(name string, data []byte) (Sheet, string, error) {
	text, err := UnpackFile(name, data)
	if err != nil {
		return Sheet{}, "", err
	}
	s, err := ParseFile(name, text)
	return s, text, err
}

// gzipped compresses text as gzip does.
func gzipped(t *testing.T, text string) []byte {
	var b bytes.Buffer
	z := gzip.NewWriter(&b)
	_, err := z.Write([]byte(text))
	require.NoError(t, err)
	require.NoError(t, z.Close())
	return b.Bytes()
}

// TestReadFileOpensTextAndGzip opens a problem file as text and
// compressed, whatever its name says: the same sheet, and the text as the
// file has it.
func TestReadFileOpensTextAndGzip(t *testing.T) {
	text := "| eight queens would do; four are enough\n" + Queens(4).Text()
	want, err := ParseSheet(text)
	require.NoError(t, err)
	for name, data := range map[string][]byte{
		"queens.dlx":      []byte(text),
		"queens.dlx.gz":   gzipped(t, text),
		"named-wrong.txt": gzipped(t, text),
	} {
		s, got, err := readFile(name, data)
		require.NoError(t, err, name)
		assert.Equal(t, want, s, name)
		assert.Equal(t, text, got, name)
	}
}

// TestReadFileOpensTheTestProblems opens the project's compressed test
// problems, as a user would open them.
func TestReadFileOpensTheTestProblems(t *testing.T) {
	for _, name := range []string{"langford-12.dlx.gz", "pentominoes-6x10.dlx.gz", "wordsearch-5x5.dlx.gz"} {
		data, err := os.ReadFile("../../testdata/" + name)
		require.NoError(t, err)
		s, _, err := readFile(name, data)
		require.NoError(t, err, name)
		assert.NoError(t, s.Check(), name)
	}
}

// TestReadFileNamesTheFile reads bad files: each error is one line that
// names the file, and where in it the mistake is.
func TestReadFileNamesTheFile(t *testing.T) {
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"bad.dlx", []byte("a b\na c\n"), `bad.dlx: line 2, column 3: unknown item "c" in option`},
		{"bad.dlx.gz", gzipped(t, "a b\n|= X\n"), `bad.dlx.gz: line 2, column 1: option "X" is empty: the line after its name must list its items`},
		{"cut.dlx.gz", gzipped(t, "a b\na\n")[:15], "cut.dlx.gz: does not unpack (gzip): unexpected EOF"},
		{"big.dlx", []byte(strings.Repeat("a ", puzzle.MaxInput)), "big.dlx is 512 KB; this page takes at most 256 KB."},
		{"bomb.dlx.gz", gzipped(t, strings.Repeat("a ", puzzle.MaxInput)), "bomb.dlx.gz: unpacks to more than 256 KB; this page takes at most 256 KB."},
		{"two\nlines.dlx", []byte("a\nb\n"), `two?lines.dlx: line 2, column 1: unknown item "b" in option`},
	} {
		_, _, err := readFile(tc.name, tc.data)
		require.Error(t, err, tc.name)
		assert.Equal(t, tc.want, err.Error())
	}
	_, _, err := readFile("bad.dlx", []byte("a b\na c\n"))
	var pe *dlx.ParseError
	require.True(t, errors.As(err, &pe), "the mistake's place is kept")
	assert.Equal(t, 2, pe.Line)
}
