package cli

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSolveLine(t *testing.T) {
	for _, tc := range []struct {
		name                                   string
		elapsed                                time.Duration
		nodes, solutions, done, read, oneNodes int64
		est                                    float64
		want                                   string
	}{
		{"a batch", 4 * time.Second, 1_234_567, 89, 3, 10, 0, 0,
			"xcover solve: 4 s: 1.23M nodes (309k/s), 89 solutions; 3 puzzles done of 10 read"},
		{"one search against its estimate", 4 * time.Second, 1_234_567, 89, 0, 1, 1_234_567, 4_938_268,
			"xcover solve: 4 s: 1.23M nodes (309k/s), 89 solutions; 0 puzzles done of 1 read; 25% of ~4.94M nodes estimated, ~12s left"},
		{"for ever", 4 * time.Second, 9_530_000, 912_204, 0, 1, 9_530_000, 9.3e22,
			"xcover solve: 4 s: 9.53M nodes (2.38M/s), 912204 solutions; 0 puzzles done of 1 read; 0% of ~9.30e22 nodes estimated, more than a year left"},
		{"past the estimate", 2 * time.Second, 1_234_567, 0, 2, 3, 1_000_000, 1e6,
			"xcover solve: 2 s: 1.23M nodes (617k/s), 0 solutions; 2 puzzles done of 3 read; past the estimate of ~1.00M nodes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, solveLine(tc.elapsed, tc.nodes, tc.solutions, tc.done, tc.read, tc.oneNodes, tc.est))
		})
	}
}

// TestSolveProgress solves with a progress line every millisecond, on a
// clock of its own, and stops each search after three lines: a count of
// the blank grid's solutions alone (against the estimate once its first
// batch of probes is walked), and a first solution behind a solved
// puzzle. Ctrl-C's note tells what the search under way had done. A
// short batch, or -progress 0, tells none.
func TestSolveProgress(t *testing.T) {
	blank := strings.Repeat(".", 81) + "\n"
	for _, tc := range []struct {
		name, input string
		args        []string
		line        string // what each line must match
	}{
		{"count", blank, []string{"-count"}, `^xcover solve: \d+ s: \S+ nodes \(\S+/s\), \d+ solutions?; [01] puzzles? done of 1 read(; \d+% of ~\S+ nodes estimated, (~\S+|more than a year) left|; past the estimate of ~\S+ nodes)?$`},
		{"batch", easy + "\n" + blank, []string{"-count", "-j", "1"}, `^xcover solve: \d+ s: \S+ nodes \(\S+/s\), \d+ solutions?; [012] puzzles? done of 2 read.*$`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var errs bytes.Buffer
			solveWithProgress(t, tc.input, tc.args, &cancelAfterLive{w: &errs, lines: 3})
			lines := strings.Split(strings.TrimSuffix(errs.String(), "\n"), "\n")
			require.GreaterOrEqual(t, len(lines), 5, "three lines (or more), the interruption, the summary")
			for _, l := range lines[:len(lines)-2] {
				assert.Regexp(t, tc.line, l)
			}
			assert.Regexp(t, `^xcover solve: stdin:\d: interrupted after \d+ nodes?: \d+ solutions? so far$`, lines[len(lines)-2])
			assert.Regexp(t, `^\d puzzles?: `, lines[len(lines)-1])
		})
	}
	for _, args := range [][]string{{"-first"}, {"-first", "-progress", "0"}} {
		var errs bytes.Buffer
		out := solveWithProgress(t, strings.Repeat(easy+"\n", 3), args, &errs)
		assert.Equal(t, strings.Repeat(easySolved+"\n", 3), out)
		assert.Equal(t, 1, strings.Count(errs.String(), "\n"), "the summary alone: a batch shorter than a second tells no progress")
	}
}

// solveWithProgress runs solve with args on text with a progress line due
// every millisecond once the batch has run for a second (on a clock that
// moves on a second each time it is read), and returns its stdout; a
// cancelAfterLive on stderr cancels it.
func solveWithProgress(t *testing.T, text string, args []string, stderr io.Writer) string {
	var out bytes.Buffer
	env := Env{Stdin: strings.NewReader(text), Stdout: &out, Stderr: stderr}
	c, files, err := parseSolveFlags(env, args)
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if w, ok := stderr.(*cancelAfterLive); ok {
		w.cancel = cancel
		c.progress.every, c.progress.now = time.Millisecond, stepClock()
	}
	solveFiles(ctx, env, c, files)
	return out.String()
}

// cancelAfterLive cancels a batch once it has written so many lines with
// live figures: the workers hand theirs over every 1024 nodes, and the
// first lines, a millisecond apart, may come before.
type cancelAfterLive struct {
	w      io.Writer
	lines  int
	cancel func()
}

func (c *cancelAfterLive) Write(p []byte) (int, error) {
	if !bytes.Contains(p, []byte(" s: 0 nodes")) {
		if c.lines--; c.lines == 0 {
			c.cancel()
		}
	}
	return c.w.Write(p)
}
