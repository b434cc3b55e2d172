package cli

import (
	"bytes"
	"context"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/problem"
	"xcover/dlx"
)

func TestProgressLine(t *testing.T) {
	stats := dlx.Stats{Nodes: 1_234_567, Solutions: 89, PerLevel: []int64{1, 12, 345, 6789, 1_227_420}}
	for _, tc := range []struct {
		name    string
		snap    snapshot
		elapsed time.Duration
		est     float64
		want    string
	}{
		{"against the estimate", snapshot{stats: stats, total: 1}, 4 * time.Second, 4_938_268,
			"xcover cover: 4 s: 1.23M nodes (309k/s), 89 solutions; 25% of ~4.94M nodes estimated, ~12s left; nodes by level: 1 12 345 6.79k 1.23M"},
		{"past the estimate", snapshot{stats: stats, total: 1}, 2 * time.Second, 1e6,
			"xcover cover: 2 s: 1.23M nodes (617k/s), 89 solutions; past the estimate of ~1.00M nodes; nodes by level: 1 12 345 6.79k 1.23M"},
		{"a part", snapshot{stats: stats, units: 7, total: 32}, 6 * time.Second, 0,
			"xcover cover: 6 s: 1.23M nodes (206k/s), 89 solutions; 7 of 32 subtrees done; nodes by level: 1 12 345 6.79k 1.23M"},
		{"a part before its first node", snapshot{units: 0, total: 66}, time.Second, 0,
			"xcover cover: 1 s: 0 nodes (0/s), 0 solutions; 0 of 66 subtrees done"},
		{"many levels", snapshot{stats: dlx.Stats{Nodes: 14, PerLevel: []int64{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}}, total: 1}, time.Second, 0,
			"xcover cover: 1 s: 14 nodes (14/s), 0 solutions; nodes by level: 1 1 1 1 1 1 1 1 1 1 1 1 ..."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, progressLine(tc.snap, tc.elapsed, tc.est))
		})
	}
}

func TestShort(t *testing.T) {
	for x, want := range map[float64]string{0: "0", 999: "999", 1000: "1.00k", 12_345: "12.3k", 999_999: "1000k", 4_560_000: "4.56M", 7.89e9: "7.89G", 3e12: "3.00T", 999e12: "999T", 6.67e21: "6.67e21"} {
		assert.Equal(t, want, short(x), "%v", x)
	}
}

// stepClock is a clock that moves on a second each time it is read.
func stepClock() func() time.Time {
	now := time.Unix(0, 0)
	return func() time.Time {
		now = now.Add(time.Second)
		return now
	}
}

// TestCoverProgress runs searches with a progress line every millisecond,
// on a clock of its own, stopping each after three lines, and checks the
// lines: against the estimate for the whole tree (once its first batch
// of probes is walked), the subtrees done in a part. A short search, or -progress 0, tells none.
func TestCoverProgress(t *testing.T) {
	long := problem.Queens(14).Text() // long enough on every core for three lines
	for _, tc := range []struct {
		name string
		args []string
		line string // what each line must match
	}{
		{"whole", []string{"-count", "-j", "1"}, `^xcover cover: \d+ s: \S+ nodes \(\S+/s\), \d+ solutions?(; \d+% of ~\S+ nodes estimated, (~\S+|more than a year) left|; past the estimate of ~\S+ nodes)?; nodes by level: 1 [\d. kM]+$`},
		{"listing", nil, `^xcover cover: \d+ s: \S+ nodes \(\S+/s\), \d+ solutions?(; \d+% of ~\S+ nodes estimated, (~\S+|more than a year) left|; past the estimate of ~\S+ nodes)?; nodes by level: 1 [\d. kM]+$`},
		{"whole on 2 goroutines, its subtrees done before the estimate", []string{"-count", "-j", "2"}, `^xcover cover: \d+ s: \S+ nodes \(\S+/s\), \d+ solutions?(; \d+% of ~\S+ nodes estimated, (~\S+|more than a year) left|; past the estimate of ~\S+ nodes|; \d+ of \d+ subtrees? done)?; nodes by level: [\d. kM]+$`},
		{"part", []string{"-count", "-parts", "2", "-part", "1"}, `^xcover cover: \d+ s: \S+ nodes \(\S+/s\), \d+ solutions?; \d+ of \d+ subtrees? done(; nodes by level: [\d. kM]+)?$`},
		{"part with the cells", []string{"-count", "-parts", "2", "-part", "1", "-engine", "cells"}, `^xcover cover: \d+ s: \S+ nodes \(\S+/s\), \d+ solutions?; \d+ of \d+ subtrees? done(; nodes by level: [\d. kM]+)?$`},
		{"whole with the cells", []string{"-count", "-j", "1", "-engine", "cells"}, `^xcover cover: \d+ s: \S+ nodes \(\S+/s\), \d+ solutions?(; \d+% of ~\S+ nodes estimated, (~\S+|more than a year) left|; past the estimate of ~\S+ nodes)?; nodes by level: 1 [\d. kM]+$`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var errs bytes.Buffer
			code, out := coverWithProgress(t, long, tc.args, &cancelAfter{w: &errs, lines: 3})
			assert.Equal(t, interrupted, code)
			if tc.args != nil {
				assert.Empty(t, out, "no count: it would not be the whole")
			}
			lines := strings.Split(strings.TrimSuffix(errs.String(), "\n"), "\n")
			require.GreaterOrEqual(t, len(lines), 4, "three lines (or one more, told as the search stopped), then the interruption")
			last := len(lines) - 1
			for i, l := range lines[:last] {
				if i == 0 && regexp.MustCompile(`^xcover cover: \d+ s: 0 nodes \(0/s\), 0 solutions$`).MatchString(l) {
					continue // the first tick came before the engine, still being built, took its first node (seen under -race)
				}
				assert.Regexp(t, tc.line, l)
				// The figures are read from the Result the engine writes as
				// it goes (SolveInto), each line's at a later check of the
				// context than the one before: past the first, a line of
				// no nodes would mean the engine no longer writes it live.
				if i > 0 {
					assert.NotContains(t, l, " s: 0 nodes", "the search's live figures")
				}
			}
			assert.Regexp(t, `^xcover cover: stdin: interrupted after \d+ nodes?: \d+ solutions? so far$`, lines[last])
		})
	}
	for _, args := range [][]string{{"-count"}, {"-count", "-progress", "0"}} {
		var errs bytes.Buffer
		code, out := coverWithProgress(t, problem.Queens(6).Text(), args, &errs)
		assert.Equal(t, 0, code)
		assert.Equal(t, "4\n", out)
		assert.Empty(t, errs.String(), "a search shorter than a second tells no progress")
	}
}

// coverWithProgress runs cover with args on text with a progress line due
// every millisecond once the search has run for a second (on a clock that
// moves on a second each time it is read), and returns its exit code and
// stdout.
func coverWithProgress(t *testing.T, text string, args []string, stderr io.Writer) (int, string) {
	var out bytes.Buffer
	env := Env{Stdin: strings.NewReader(text), Stdout: &out, Stderr: stderr}
	c, files, err := parseCoverFlags(env, args)
	require.NoError(t, err)
	if w, ok := stderr.(*cancelAfter); ok {
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		w.cancel = cancel
		c.progress.every, c.progress.now = time.Millisecond, stepClock()
		code := c.cover(ctx, env, inputs(env, files))
		return code, out.String()
	}
	code := c.cover(context.Background(), env, inputs(env, files))
	return code, out.String()
}

// cancelAfter cancels a search once it has written so many lines.
type cancelAfter struct {
	w      io.Writer
	lines  int
	cancel func()
}

func (c *cancelAfter) Write(p []byte) (int, error) {
	if c.lines--; c.lines == 0 {
		c.cancel()
	}
	return c.w.Write(p)
}

// TestEstimator checks that the progress lines' estimate, walked beside
// the search, ends where -estimate's does, and that closing done stops it
// with the mean so far.
func TestEstimator(t *testing.T) {
	text := problem.Queens(8).Text()
	m, err := dlx.ParseKnuth(strings.NewReader(text))
	require.NoError(t, err)
	e := &estimator{m: dlx.NewLinks(m), opt: dlx.Options{}, probes: 2500, seed: 7}
	var means []float64
	want := e.walk(nil, func(x float64) { means = append(means, x) })
	require.Len(t, means, 3, "batches of 1000, 1000 and 500 probes")
	assert.Equal(t, want, means[2])
	_, out, _ := run(t, text, "cover", "-estimate", "-probes", "2500", "-seed", "7")
	assert.Equal(t, strconv.FormatFloat(want, 'f', 0, 64)+"\n", out)

	mean := (&estimator{m: dlx.NewLinks(m), probes: 2500, seed: 7}).start(make(chan struct{}))
	assert.Eventually(t, func() bool { return math.Float64frombits(mean.Load()) == want }, 10*time.Second, time.Millisecond)

	done := make(chan struct{})
	close(done)
	assert.Zero(t, e.walk(done, func(float64) { t.Error("a batch walked after done") }))
}
