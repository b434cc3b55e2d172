//go:build unix

package cli

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSolveInterrupt checks that `solve` reading a pipe that stays open
// writes each result as soon as its puzzle is solved, and that Ctrl-C
// (SIGINT) then stops it at once, though it is waiting for input: it
// exits 130 with its summary. Variants go the same way, and `rate` too.
func TestSolveInterrupt(t *testing.T) {
	_, x, _ := run(t, "", "generate", "-variant", "x", "-seed", "8")
	_, xSolved, _ := run(t, x, "solve", "-variant", "x")
	_, easyRated, _ := run(t, easy+"\n", "rate")
	for _, tc := range []struct {
		name           string
		args           []string
		puzzle, solved string
		summary        string
	}{
		{"classic", []string{"solve"}, easy + "\n", easySolved + "\n", "1 puzzle: 1 solved"},
		{"x", []string{"solve", "-variant", "x"}, x, xSolved, "1 puzzle: 1 solved"},
		{"rate", []string{"rate"}, easy + "\n", easyRated, "1 easy, 0 medium, 0 hard, 0 expert, 0 errors"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			stdin, feed := io.Pipe()
			defer feed.Close()
			go io.WriteString(feed, tc.puzzle) // and no end of input
			out := &lockedBuffer{lines: make(chan struct{}, 1)}
			var errs bytes.Buffer
			code := make(chan int)
			go func() { code <- Main(Env{Stdin: stdin, Stdout: out, Stderr: &errs}, tc.args) }()
			select {
			case <-out.lines:
			case <-time.After(10 * time.Second):
				t.Fatal("the result of the puzzle read was not written while the input stays open")
			}
			assert.Equal(t, tc.solved, out.String())
			require.NoError(t, syscall.Kill(syscall.Getpid(), syscall.SIGINT))
			select {
			case c := <-code:
				assert.Equal(t, interrupted, c)
			case <-time.After(10 * time.Second):
				t.Fatal("Ctrl-C did not stop solve waiting for input")
			}
			assert.Contains(t, errs.String(), tc.summary)
			assert.Contains(t, errs.String(), "xcover "+tc.args[0]+": interrupted")
		})
	}
}

// failingWriter fails every write, as stdout on a full disk does.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// TestSolveWriteError checks that a batch whose results cannot be written
// says so once and fails.
func TestSolveWriteError(t *testing.T) {
	var errs bytes.Buffer
	input := strings.Repeat(easy+"\n", 2000)
	code := Main(Env{Stdin: strings.NewReader(input), Stdout: failingWriter{}, Stderr: &errs}, []string{"solve", "-first"})
	assert.Equal(t, 1, code)
	assert.Equal(t, 1, strings.Count(errs.String(), "no space left on device"), errs.String())
}
