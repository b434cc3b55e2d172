package site

// The content codings that the web directory's WebAssembly binaries are
// precompressed under, and the choice among them for a request.

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"strconv"
	"strings"

	"github.com/andybalholm/brotli"
)

// coding is a content coding that a binary is stored under besides
// identity, in the file named as the binary plus suffix.
type coding struct {
	name       string // as in Accept-Encoding and Content-Encoding
	suffix     string
	compress   func(io.Writer) (io.WriteCloser, error) // at the best compression
	decompress func(io.Reader) (io.Reader, error)
}

// codings are the content codings besides identity, most preferred first.
var codings = []coding{
	{
		name: "br", suffix: ".br",
		compress: func(w io.Writer) (io.WriteCloser, error) {
			return brotli.NewWriterOptions(w, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 24}), nil
		},
		decompress: func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
	},
	{
		name: "gzip", suffix: ".gz",
		compress:   func(w io.Writer) (io.WriteCloser, error) { return gzip.NewWriterLevel(w, gzip.BestCompression) },
		decompress: func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
	},
}

// sameContent reports an error unless body, compressed with c,
// decompresses to raw.
func sameContent(c coding, body, raw []byte) error {
	r, err := c.decompress(bytes.NewReader(body))
	if err != nil {
		return err
	}
	got, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	if !bytes.Equal(got, raw) {
		return errors.New("does not decompress to the file it copies (stale)")
	}
	return nil
}

// negotiate chooses the content coding of a response from the request's
// Accept-Encoding header lines and the codings at hand (most preferred
// first): the one with the highest q-value, ties going to the earlier one
// and then to identity, which it returns as "". Identity, unless named or
// matched by "*", is acceptable with the lowest weight, so it is chosen only
// when no coding at hand is acceptable; with no header line at all, it is
// chosen too. When nothing is acceptable ("*;q=0") it falls back to
// identity as well.
func negotiate(header []string, have []string) string {
	if len(header) == 0 {
		return ""
	}
	q := map[string]float64{}
	for _, line := range header {
		for part := range strings.SplitSeq(line, ",") {
			name, params, _ := strings.Cut(part, ";")
			name = strings.ToLower(strings.TrimSpace(name))
			if name == "x-gzip" {
				name = "gzip"
			}
			if name == "" {
				continue
			}
			weight := 1.0
			for param := range strings.SplitSeq(params, ";") {
				k, v, _ := strings.Cut(param, "=")
				if strings.EqualFold(strings.TrimSpace(k), "q") {
					f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
					if err != nil || f < 0 || f > 1 {
						f = 0 // a malformed weight accepts nothing
					}
					weight = f
				}
			}
			if old, seen := q[name]; !seen || weight > old {
				q[name] = weight
			}
		}
	}
	accept := func(name string, dflt float64) float64 {
		if v, ok := q[name]; ok {
			return v
		}
		if v, ok := q["*"]; ok {
			return v
		}
		return dflt
	}
	// Identity, when not named, is acceptable but the least preferred.
	best, bestQ := "", accept("identity", 0.001)
	for i := len(have) - 1; i >= 0; i-- { // earlier codings win ties
		if v := accept(have[i], 0); v > 0 && v >= bestQ {
			best, bestQ = have[i], v
		}
	}
	return best
}
