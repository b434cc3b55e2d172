package problem

import (
	"bytes"
	"compress/gzip"
	"io"
	"strings"
	"unicode"

	"xcover/app/puzzle"
	"xcover/app/words"
)

// gzipMagic starts every gzip file (RFC 1952): how a problem file is told
// to be compressed, whatever its name.
var gzipMagic = []byte{0x1f, 0x8b}

// UnpackFile reads a problem file's text as the page opens it: Knuth's
// format (a .dlx file) as it is, or that compressed with gzip (a .dlx.gz
// file, told by its first bytes) unpacked; at most puzzle.MaxInput bytes,
// and as much once unpacked (a page checks a file's size with
// puzzle.TooLong before reading it). ParseFile then reads the problem.
// Errors, one line each, name the file.
func UnpackFile(name string, data []byte) (string, error) {
	name = strings.Map(printable, name)
	if err := puzzle.TooLong(name, int64(len(data))); err != nil {
		return "", err
	}
	if bytes.HasPrefix(data, gzipMagic) {
		var err error
		if data, err = gunzip(name, data); err != nil {
			return "", err
		}
	}
	return string(data), nil
}

// ParseFile reads the problem of a file's text (see UnpackFile). A
// mistake is a *FileError that names the file, and the line and column of
// the mistake: "queens.dlx: line 3, column 5: unknown item "r9" in option".
func ParseFile(name, text string) (Sheet, error) { return NewLoad(name, text).All() }

// gunzip unpacks a gzip file's data, refusing more than puzzle.MaxInput
// bytes.
func gunzip(name string, data []byte) ([]byte, error) {
	z, err := gzip.NewReader(bytes.NewReader(data))
	if err == nil {
		data, err = io.ReadAll(io.LimitReader(z, puzzle.MaxInput+1))
	}
	switch {
	case err != nil:
		return nil, &FileError{Name: name, Err: err, Msg: "does not unpack (gzip)"}
	case len(data) > puzzle.MaxInput:
		return nil, &FileError{Name: name, Msg: "unpacks to more than " + words.Bytes(puzzle.MaxInput) + "; this page takes at most " + words.Bytes(puzzle.MaxInput) + "."}
	}
	return data, nil
}

// printable is r, or '?' for a control character, which has no place in
// a one-line message.
func printable(r rune) rune {
	if unicode.IsControl(r) {
		return '?'
	}
	return r
}

// FileError is what is wrong with a problem file: its name, what is wrong
// and why; Err is a *dlx.ParseError for a mistake in its text.
type FileError struct {
	Name string
	Msg  string // what is wrong, when Err does not say it all
	Err  error
}

// Error is the message, one line: "queens.dlx: line 3, column 5: ...".
func (e *FileError) Error() string {
	s := e.Name + ": "
	if e.Msg != "" {
		s += e.Msg
		if e.Err != nil {
			s += ": "
		}
	}
	if e.Err != nil {
		s += e.Err.Error()
	}
	return s
}

// Unwrap returns the error's cause.
func (e *FileError) Unwrap() error { return e.Err }
