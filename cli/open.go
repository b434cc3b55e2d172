package cli

import (
	"bytes"
	"compress/flate"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
)

// input is one named source of text: a file, or stdin.
type input struct {
	name string
	open func() (io.ReadCloser, error)
}

// inputs lists the files to read, or stdin when there are none; a file
// named - is stdin too. Each opens as openText does: a gzip-compressed
// one is read uncompressed.
func inputs(env Env, files []string) []input {
	stdin := input{"stdin", func() (io.ReadCloser, error) { return textOf(io.NopCloser(env.Stdin)), nil }}
	if len(files) == 0 {
		return []input{stdin}
	}
	var out []input
	for _, f := range files {
		if f == "-" {
			out = append(out, stdin)
			continue
		}
		out = append(out, input{f, func() (io.ReadCloser, error) { return openText(f) }})
	}
	return out
}

// openText opens the file at path for its text, which textOf reads. Every
// command that reads puzzles or problems from files opens them so.
func openText(path string) (io.ReadCloser, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	return textOf(f), nil
}

// readText reads the whole text of the file at path, as openText opens it.
func readText(path string) ([]byte, error) {
	r, err := openText(path)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", path, err)
	}
	return b, nil
}

// gzipMagic are the first two bytes of every gzip stream (RFC 1952).
var gzipMagic = []byte{0x1f, 0x8b}

// textOf returns the text of src: src itself or, when it starts with
// gzip's two magic bytes (whatever its name), its decompression. It looks
// at those bytes on the first Read, so that a stdin that waits for input
// is not waited for before then, and an error of the stream comes from
// Read, which the parsers report with the input's name. Closing it closes
// src.
func textOf(src io.ReadCloser) io.ReadCloser { return &text{src: src} }

// text is textOf's reader.
type text struct {
	src io.ReadCloser
	r   io.Reader // the text; nil until the first Read
}

// Read reads the text, once it knows whether src is compressed.
func (t *text) Read(p []byte) (int, error) {
	if t.r == nil {
		head := make([]byte, len(gzipMagic))
		n, _ := io.ReadFull(t.src, head) // src tells its error again on the next Read
		if n == len(head) && bytes.Equal(head, gzipMagic) {
			t.r = &gzipText{src: io.MultiReader(bytes.NewReader(head), t.src)}
		} else {
			t.r = io.MultiReader(bytes.NewReader(head[:n]), t.src)
		}
	}
	return t.r.Read(p)
}

// Close closes src.
func (t *text) Close() error { return t.src.Close() }

// streamError reads what is left of r, when it is a gzip stream, to the
// end, and returns the error that stops it, if any: a parser that fails
// on a corrupt stream's garbage before the stream tells its corruption
// gives that error in place of its own.
func streamError(r io.Reader) error {
	t, ok := r.(*text)
	if !ok {
		return nil
	}
	g, ok := t.r.(*gzipText)
	if !ok {
		return nil
	}
	_, err := io.Copy(io.Discard, g)
	return err
}

// maxHeldLine is the most of a line without its end gzipText holds back:
// past it, the parser reading the text refuses the line as too long.
const maxHeldLine = 1 << 20

// gzipText is the decompressed text of a gzip stream, handed on a whole
// line at a time: a stream cut short, or corrupt, ends with an error
// before the broken line it ends on, which a parser would otherwise read
// as a line of the input and fail on first.
type gzipText struct {
	src io.Reader
	z   *gzip.Reader // nil until the first Read
	buf []byte       // text read, not handed on yet
	out int          // how much of buf may be handed on: up to its last newline, or all at the end
	err error        // why the stream ended: io.EOF, or its error
}

// Read hands on whole lines of the text, then its last line at the end of
// the stream or, when the stream fails, its error.
func (g *gzipText) Read(p []byte) (int, error) {
	for g.out == 0 {
		if g.err != nil {
			return 0, g.err
		}
		g.fill()
	}
	n := copy(p, g.buf[:g.out])
	g.buf, g.out = g.buf[n:], g.out-n
	return n, nil
}

// fill reads more of the stream into buf and sets out: up to the last
// newline, or all at the end of the stream or past maxHeldLine; on an
// error, the whole lines stay to be handed on, the broken one is dropped
// and err set.
func (g *gzipText) fill() {
	if g.z == nil {
		z, err := gzip.NewReader(g.src)
		if err != nil {
			g.err = gzipError(err)
			return
		}
		g.z = z
	}
	if cap(g.buf)-len(g.buf) < minRead {
		g.buf = append(make([]byte, 0, max(2*len(g.buf), 64<<10)+minRead), g.buf...)
	}
	n, err := g.z.Read(g.buf[len(g.buf):cap(g.buf)])
	g.buf = g.buf[:len(g.buf)+n]
	lines := bytes.LastIndexByte(g.buf, '\n') + 1 // the whole lines' bytes
	switch {
	case err == io.EOF:
		g.err, g.out = io.EOF, len(g.buf)
	case err != nil:
		g.err, g.buf, g.out = gzipError(err), g.buf[:lines], lines
	case lines == 0 && len(g.buf) >= maxHeldLine:
		g.out = len(g.buf)
	default:
		g.out = lines
	}
}

// minRead is the least room fill reads into.
const minRead = 32 << 10

// gzipError says what is wrong with a gzip stream that err stopped: cut
// short, or corrupt; an error of the input under it is itself.
func gzipError(err error) error {
	var corrupt flate.CorruptInputError
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF):
		return errors.New("truncated gzip data: the input ends before the compressed stream does")
	case errors.Is(err, gzip.ErrHeader), errors.Is(err, gzip.ErrChecksum), errors.As(err, &corrupt):
		return fmt.Errorf("corrupt gzip data: %v", err)
	}
	return err
}
