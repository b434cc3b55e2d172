//go:build unix

package cli

import (
	"bytes"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/problem"
)

// TestCoverInterrupt checks that Ctrl-C (SIGINT) stops `cover` counting,
// telling the nodes and solutions so far, and stops it waiting for input
// that does not come; both exit 130 with nothing on stdout. The test
// catches SIGINT itself too, so that a signal sent before cover listens
// does not end the test; it sends one every 50 ms until cover returns.
func TestCoverInterrupt(t *testing.T) {
	caught := make(chan os.Signal, 16)
	signal.Notify(caught, os.Interrupt)
	defer signal.Stop(caught)
	for _, tc := range []struct {
		name  string
		stdin func(t *testing.T) io.Reader
		err   string
	}{
		{"counting", func(*testing.T) io.Reader { return strings.NewReader(problem.Queens(16).Text()) },
			`^xcover cover: stdin: interrupted after \d+ nodes?: \d+ solutions? so far\n$`},
		{"counting with the cells", func(*testing.T) io.Reader { return strings.NewReader(problem.Queens(16).Text()) },
			`^xcover cover: stdin: interrupted after \d+ nodes?: \d+ solutions? so far\n$`},
		{"reading", func(t *testing.T) io.Reader {
			r, w := io.Pipe()
			t.Cleanup(func() { w.Close() })
			go io.WriteString(w, "a b\na\n") // and no end of input
			return r
		}, `^xcover cover: stdin: interrupted while reading\n$`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errs bytes.Buffer
			code := make(chan int)
			go func() {
				args := []string{"cover", "-count"}
				if strings.HasSuffix(tc.name, "cells") {
					args = append(args, "-engine", "cells")
				}
				code <- Main(Env{Stdin: tc.stdin(t), Stdout: &out, Stderr: &errs}, args)
			}()
			deadline := time.After(20 * time.Second)
			for {
				select {
				case c := <-code:
					assert.Equal(t, interrupted, c)
					assert.Empty(t, out.String())
					assert.Regexp(t, tc.err, errs.String())
					return
				case <-time.After(50 * time.Millisecond):
					require.NoError(t, syscall.Kill(syscall.Getpid(), syscall.SIGINT))
				case <-deadline:
					t.Fatal("Ctrl-C did not stop cover")
				}
			}
		})
	}
}

// TestCoverWriteError checks that a listing whose solutions cannot be
// written stops searching, says so once and fails.
func TestCoverWriteError(t *testing.T) {
	var errs bytes.Buffer
	code := Main(Env{Stdin: strings.NewReader(problem.Queens(12).Text()), Stdout: failingWriter{}, Stderr: &errs}, []string{"cover"})
	assert.Equal(t, 1, code)
	assert.Equal(t, "xcover cover: stdin: writing the solutions: no space left on device\n", errs.String())
}
