package cli

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/problem"
)

// gz compresses text as gzip does.
func gz(t testing.TB, text string) []byte {
	t.Helper()
	var b bytes.Buffer
	z := gzip.NewWriter(&b)
	_, err := z.Write([]byte(text))
	require.NoError(t, err)
	require.NoError(t, z.Close())
	return b.Bytes()
}

// readAllText reads data as textOf reads it.
func readAllText(data []byte) ([]byte, error) {
	return io.ReadAll(textOf(io.NopCloser(bytes.NewReader(data))))
}

func TestTextOf(t *testing.T) {
	lines := strings.Repeat("a b c\n", 20000) + "last line"
	wholeLines := strings.TrimSuffix(lines, "last line") // the whole lines
	whole := gz(t, lines)
	corrupt := bytes.Clone(whole)
	corrupt[len(corrupt)/2] ^= 0xff
	badCRC := bytes.Clone(whole)
	badCRC[len(badCRC)-5] ^= 0xff // the CRC-32, before the length
	badHeader := append([]byte{0x1f, 0x8b, 0x07}, whole[3:]...)
	for _, tc := range []struct {
		name string
		data []byte
		want string // the text, or when err is set, what comes before the error
		err  string
	}{
		{"plain", []byte("a b\na\nb\n"), "a b\na\nb\n", ""},
		{"empty", nil, "", ""},
		{"one byte", []byte{0x1f}, "\x1f", ""},
		{"the first magic byte alone", []byte{0x1f, 'a', 'b'}, "\x1fab", ""},
		{"gzip", whole, lines, ""},
		{"two gzip members, as cat joins them", append(gz(t, "a\n"), gz(t, "b\n")...), "a\nb\n", ""},
		{"gzip of nothing", gz(t, ""), "", ""},
		{"gzip of gzip: one layer off", gz(t, string(gz(t, "x\n"))), string(gz(t, "x\n")), ""},
		{"the magic bytes alone", gzipMagic, "", "truncated gzip data: the input ends before the compressed stream does"},
		{"truncated in the header", whole[:5], "", "truncated gzip data: the input ends before the compressed stream does"},
		{"truncated in the data: the whole lines, not the broken one", whole[:len(whole)/3], "", "truncated gzip data: the input ends before the compressed stream does"},
		{"truncated before the trailer", whole[:len(whole)-4], wholeLines, "truncated gzip data: the input ends before the compressed stream does"},
		{"corrupt data", corrupt, "", "corrupt gzip data: "},
		{"checksum", badCRC, wholeLines, "corrupt gzip data: gzip: invalid checksum"},
		{"bad header", badHeader, "", "corrupt gzip data: gzip: invalid header"},
		{"garbage after the stream", append(bytes.Clone(whole), "junk after the end of the stream"...), wholeLines, "corrupt gzip data: gzip: invalid header"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := readAllText(tc.data)
			if tc.err == "" {
				require.NoError(t, err)
				assert.True(t, tc.want == string(got), "%d bytes read, want %d", len(got), len(tc.want))
				return
			}
			require.Error(t, err)
			assert.True(t, strings.HasPrefix(err.Error(), tc.err), "%q should start with %q", err, tc.err)
			assert.NotContains(t, err.Error(), "\n")
			if !strings.HasPrefix(tc.name, "corrupt") { // a corrupt stream may give garbage first
				assert.True(t, strings.HasPrefix(lines, string(got)), "what comes before the error is the text's start")
			}
			if tc.want != "" {
				assert.True(t, tc.want == string(got), "%d bytes read, want %d", len(got), len(tc.want))
			} else if len(got) > 0 {
				assert.Equal(t, byte('\n'), got[len(got)-1], "whole lines only: the broken one is dropped")
			}
		})
	}
}

// TestTextOfReadsSlowly reads a gzip stream and a plain text a byte at a
// time, as a slow pipe hands them, and checks that stdin is not read
// before the first Read.
func TestTextOfReadsSlowly(t *testing.T) {
	text := "a b\na\nb\n"
	for _, data := range [][]byte{[]byte(text), gz(t, text)} {
		got, err := io.ReadAll(textOf(io.NopCloser(iotest.OneByteReader(bytes.NewReader(data)))))
		require.NoError(t, err)
		assert.Equal(t, text, string(got))
	}
	r := &countingReader{}
	textOf(io.NopCloser(r))
	assert.Zero(t, r.reads, "nothing read before the first Read")
	boom := errors.New("disk on fire")
	_, err := io.ReadAll(textOf(io.NopCloser(iotest.ErrReader(boom))))
	assert.ErrorIs(t, err, boom, "the input's own error")
	_, err = io.ReadAll(textOf(io.NopCloser(io.MultiReader(bytes.NewReader(gz(t, "a\n")[:5]), iotest.ErrReader(boom)))))
	assert.Equal(t, boom, err, "the input's error within a gzip stream, as it is")
}

// countingReader counts its reads, and has nothing to read.
type countingReader struct{ reads int }

func (c *countingReader) Read([]byte) (int, error) {
	c.reads++
	return 0, io.EOF
}

// TestTextOfLongLine checks that a gzip stream's line longer than
// maxHeldLine is handed on in pieces as it comes, not held back whole.
func TestTextOfLongLine(t *testing.T) {
	long := strings.Repeat("x", 3*maxHeldLine) + "\nend\n"
	r := textOf(io.NopCloser(bytes.NewReader(gz(t, long))))
	got, err := io.ReadAll(r)
	require.NoError(t, err)
	assert.Equal(t, long, string(got))
	g := r.(*text).r.(*gzipText)
	assert.Less(t, cap(g.buf), 2*maxHeldLine+128<<10, "the buffer stays near maxHeldLine")
}

// TestGzipInputs checks that every command that reads puzzle or problem
// files reads them gzip-compressed too, from a file whatever its name and
// from stdin, with the same results as the plain text; and that a
// truncated or corrupt one is one error line that names the file.
func TestGzipInputs(t *testing.T) {
	dir := t.TempDir()
	puzzles := easy + "\n" + several + "\n"
	layout := "111222333\n111222333\n111222333\n444555666\n444555666\n444555666\n777888999\n777888999\n777888999\n"
	write := func(name string, data []byte) string {
		path := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(path, data, 0o644))
		return path
	}
	queens := problem.Queens(6).Text()
	for _, tc := range []struct {
		name  string
		args  []string // the input's path is added after them
		text  string
		plain bool // compare stdout only: the rest tells times
	}{
		{"cover", []string{"cover", "-count"}, queens, false},
		{"cover listing", []string{"cover", "-progress", "0"}, queens, false},
		{"solve", []string{"solve", "-progress", "0"}, puzzles, true},
		{"rate", []string{"rate"}, easy + "\n", false},
		{"compare", []string{"compare", "-methods", "dlx,logic"}, puzzles, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			plain := write(tc.name+".txt", []byte(tc.text))
			packed := write(tc.name+".data", gz(t, tc.text)) // no .gz: the bytes tell
			_, wantOut, wantErr := run(t, "", append(tc.args, plain)...)
			code, out, errs := run(t, "", append(tc.args, packed)...)
			require.Equal(t, 0, code, errs)
			if tc.name == "compare" { // the table's first line names the file; the rates vary
				out = strings.Replace(out, packed, plain, 1)
				rates := regexp.MustCompile(` +\d+\n`)
				out, wantOut = rates.ReplaceAllString(out, "\n"), rates.ReplaceAllString(wantOut, "\n")
			}
			assert.Equal(t, wantOut, out)
			if !tc.plain {
				assert.Equal(t, wantErr, errs)
			}
			if tc.name != "compare" { // compare reads files only
				code, out, _ = run(t, string(gz(t, tc.text)), tc.args...)
				require.Equal(t, 0, code)
				assert.Equal(t, wantOut, out, "stdin")
			}
		})
	}
	code, out, errs := run(t, easy+"\n", "solve", "-variant", "jigsaw", "-layout", write("layout.gz", gz(t, layout)))
	require.Equal(t, 0, code, errs)
	assert.Equal(t, easySolved+"\n", out, "-layout's file")

	whole := gz(t, queens)
	truncated := write("queens.dlx.gz", whole[:len(whole)-10])
	code, out, errs = run(t, "", "cover", "-count", truncated)
	assert.Equal(t, 1, code)
	assert.Empty(t, out)
	assert.Equal(t, "xcover cover: "+truncated+": truncated gzip data: the input ends before the compressed stream does\n", errs)

	corrupt := bytes.Clone(gz(t, strings.Repeat(queens, 3)))
	corrupt[len(corrupt)/2] ^= 0x55
	bad := write("corrupt.dlx.gz", corrupt)
	code, _, errs = run(t, "", "cover", "-count", bad)
	assert.Equal(t, 1, code)
	assert.Regexp(t, `^xcover cover: `+regexp.QuoteMeta(bad)+`: corrupt gzip data: [^\n]+\n$`, errs)

	// Stored, not deflated: a changed byte changes the text, which only
	// the checksum at the end shows; the parser fails first, on an
	// unknown item, and the stream's error is told instead.
	var stored bytes.Buffer
	z, err := gzip.NewWriterLevel(&stored, gzip.NoCompression)
	require.NoError(t, err)
	_, err = z.Write([]byte(queens))
	require.NoError(t, err)
	require.NoError(t, z.Close())
	changed := bytes.Clone(stored.Bytes())
	at := bytes.Index(changed, []byte("\nr1 "))
	require.Positive(t, at)
	changed[at+1] = 'x' // an option names item x1, which there is not
	bad = write("changed.dlx.gz", changed)
	code, _, errs = run(t, "", "cover", "-count", bad)
	assert.Equal(t, 1, code)
	assert.Equal(t, "xcover cover: "+bad+": corrupt gzip data: gzip: invalid checksum\n", errs)

	packedPuzzles := gz(t, strings.Repeat(easy+"\n", 400))
	cut := write("puzzles.gz", packedPuzzles[:len(packedPuzzles)/2])
	code, out, errs = run(t, "", "solve", "-progress", "0", cut)
	assert.Equal(t, 1, code)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	assert.Equal(t, "error", lines[len(lines)-1], "the puzzles read, then the error")
	for _, l := range lines[:len(lines)-1] {
		assert.Equal(t, easySolved, l, "no broken last puzzle")
	}
	assert.Regexp(t, `^reading `+regexp.QuoteMeta(cut)+`: truncated gzip data: the input ends before the compressed stream does\n\d+ puzzles: `, errs, "one error line, then the summary")
}

// FuzzTextOf reads any bytes as textOf does: without gzip's magic bytes
// they are the text as they are; with them, the text is what gzip makes
// of them when it reads them whole, else an error of one line that says
// the data is truncated or corrupt, after whole lines only.
func FuzzTextOf(f *testing.F) {
	whole := gz(f, "a b\na\nb\n")
	for _, data := range [][]byte{nil, []byte("a b\na\n"), gzipMagic, whole, whole[:len(whole)/2], append(bytes.Clone(whole), whole...)} {
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := readAllText(data)
		if !bytes.HasPrefix(data, gzipMagic) {
			require.NoError(t, err)
			assert.Equal(t, string(data), string(got))
			return
		}
		z, zerr := gzip.NewReader(bytes.NewReader(data))
		var want []byte
		if zerr == nil {
			want, zerr = io.ReadAll(z)
		}
		if zerr == nil {
			require.NoError(t, err)
			assert.Equal(t, string(want), string(got))
			return
		}
		require.Error(t, err)
		assert.Regexp(t, `^(truncated|corrupt) gzip data`, err.Error())
		assert.NotContains(t, err.Error(), "\n")
		if len(got) > 0 {
			assert.Equal(t, byte('\n'), got[len(got)-1], "whole lines only")
		}
	})
}
