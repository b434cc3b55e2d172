package cli

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/problem"
	"xcover/dlx"
)

// dominoText is the problem of the domino tilings of a rows x cols board
// in Knuth's format: an item per cell, an option per domino.
func dominoText(rows, cols int) string { return problem.Dominoes(rows, cols, false).Text() }

// costed has three options with costs: its cheapest solutions cost 3, 4
// and 4 (as Knuth's DLX5 finds them).
const costed = "a b c\na b |3\nc |1\na |2\nb c |2\nb |0\nc a |5\n"

// TestCoverMemo checks the flags about the whole solution space:
// memoized counts past 64 bits, the ZDD in DLX6's format, samples,
// the cheapest solutions with and without -memo, and the mistakes.
func TestCoverMemo(t *testing.T) {
	dir := t.TempDir()
	zdd := filepath.Join(dir, "out.zdd")
	for _, tc := range []struct {
		name     string
		stdin    string
		args     []string
		code     int
		out, err string
	}{
		{"count", twoCovers, []string{"-memo", "-count"}, 0, "2\n", ""},
		{"count with bounds", "2|a b\na\na b\nb\n", []string{"-memo", "-count"}, 0, "1\n", ""},
		{"count with colors", "a b | x y\na x:A\nb x:A y\nb x:B\na y\n", []string{"-memo", "-count"}, 0, "2\n", ""},
		{"count past 64 bits", dominoText(12, 12), []string{"-memo", "-count"}, 0, "53060477521960000\n", ""},
		{"count by the first item", dominoText(8, 8), []string{"-memo", "-count", "-heuristic", "first"}, 0, "12988816\n", ""},
		{"the cheapest", costed, []string{"-best", "3"}, 0, "| cost 3\na\nb\nc\n\n| cost 4\na\nb c\n\n| cost 4\na b\nc\n", ""},
		{"the cheapest from the ZDD", costed, []string{"-memo", "-best", "3"}, 0, "| cost 3\na\nb\nc\n\n| cost 4\na\nb c\n\n| cost 4\na b\nc\n", ""},
		{"no solution to sample", "a b\na\n", []string{"-sample", "3"}, 0, "", ""},
		{"a cost that is no number", "a\na |x\n", []string{"-best", "1"}, 1, "", "xcover cover: stdin: line 2, column 4: cost \"x\": want a whole number from 0 to 8796093022207\n"},
		{"the memory cap", dominoText(12, 12), []string{"-memo", "-count", "-memo-mb", "1"}, 1, "",
			"xcover cover: stdin: the memo's cap of 1 MB is reached after "},
		{"memo alone", "", []string{"-memo"}, 2, "", "xcover cover: -memo counts: give it -count, -zdd FILE, -sample N or -best K\n"},
		{"memo on the cells", "", []string{"-memo", "-count", "-engine", "cells"}, 2, "", "xcover cover: -memo counts on the dancing links: drop -engine cells\n"},
		{"memo and first", "", []string{"-memo", "-first"}, 2, "", "xcover cover: -memo, -zdd, -sample and -best go through every solution: they do not go with -first, -max or -budget\n"},
		{"sample and count", "", []string{"-sample", "2", "-count"}, 2, "", "xcover cover: -sample writes solutions: it does not go with -count\n"},
		{"best and count", "", []string{"-best", "2", "-count"}, 2, "", "xcover cover: -best writes the cheapest solutions: it does not go with -count, -sample or -zdd\n"},
		{"memo-mb alone", "", []string{"-memo-mb", "100", "-count"}, 2, "", "xcover cover: -memo-mb caps -memo's cache: give -memo too\n"},
		{"no memory", "", []string{"-memo", "-count", "-memo-mb", "0"}, 2, "", "xcover cover: -memo-mb 0: want 1 or more\n"},
		{"zdd of parts", "", []string{"-zdd", zdd, "-parts", "2"}, 2, "", "xcover cover: -parts cuts a count: it goes with -memo -count, not with -zdd, -sample or -best\n"},
		{"estimate and memo", "", []string{"-estimate", "-memo", "-count"}, 2, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := run(t, tc.stdin, append([]string{"cover", "-progress", "0"}, tc.args...)...)
			assert.Equal(t, tc.code, code, errs)
			assert.Equal(t, tc.out, out)
			if tc.err != "" {
				assert.Contains(t, errs, tc.err)
			}
		})
	}
}

// TestCoverZDD writes the ZDD of a 2x3 board's three tilings as Knuth's
// DLX6 writes it for the same file.
func TestCoverZDD(t *testing.T) {
	path := filepath.Join(t.TempDir(), "out.zdd")
	code, out, errs := run(t, dominoText(2, 3), "cover", "-zdd", path)
	require.Equal(t, 0, code, errs)
	assert.Empty(t, out)
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "2: (~6?0:1)\n3: (~5?0:2)\n4: (~1?0:3)\n5: (~7?0:1)\n6: (~3?0:5)\n7: (~5?0:1)\n8: (~4?6:7)\n9: (~2?4:8)\na: (~0?0:9)\n", string(got))
}

// TestCoverSample draws tilings of a 6x6 board: each paragraph is a
// tiling, the same seed draws the same ones and another seed others.
func TestCoverSample(t *testing.T) {
	text := dominoText(6, 6)
	p, err := dlx.ParseKnuth(strings.NewReader(text))
	require.NoError(t, err)
	draw := func(seed string) string {
		code, out, errs := run(t, text, "cover", "-sample", "5", "-seed", seed)
		require.Equal(t, 0, code, errs)
		return out
	}
	a := draw("7")
	paragraphs := strings.Split(strings.TrimSuffix(a, "\n"), "\n\n")
	require.Len(t, paragraphs, 5)
	for _, para := range paragraphs {
		covered := map[string]int{}
		for _, line := range strings.Split(para, "\n") {
			for _, cell := range strings.Fields(line) {
				covered[cell]++
			}
		}
		assert.Len(t, covered, p.Items(), "every cell")
		for cell, n := range covered {
			assert.Equal(t, 1, n, "cell %s once", cell)
		}
	}
	assert.Equal(t, a, draw("7"))
	assert.NotEqual(t, a, draw("8"))
}

// TestCoverMemoParts counts a board in three parts by memoizing: the
// parts' exact counts add up to the whole.
func TestCoverMemoParts(t *testing.T) {
	text := dominoText(10, 10)
	sum := 0
	for part := range 3 {
		code, out, errs := run(t, text, "cover", "-memo", "-count", "-parts", "3", "-part", fmt.Sprint(part))
		require.Equal(t, 0, code, errs)
		var n int
		_, err := fmt.Sscan(out, &n)
		require.NoError(t, err)
		sum += n
	}
	assert.Equal(t, 258584046368, sum)
}

// TestCoverMemoStats writes a memoized count's stats: its nodes, hits,
// cache entries and memory.
func TestCoverMemoStats(t *testing.T) {
	code, out, errs := run(t, dominoText(12, 12), "cover", "-memo", "-count", "-stats")
	require.Equal(t, 0, code, errs)
	assert.Equal(t, "53060477521960000\n", out)
	assert.Regexp(t, `^xcover cover: stdin: memo: 74049 nodes, \d+ hits, \d+ cache entries, \d+ updates, 0 ZDD nodes, [\d.]+ MB, \S+\n$`, errs)
}

// TestCoverMemoProgress counts with a progress line every millisecond,
// stopping after three: each tells the nodes, hits, entries and memory.
func TestCoverMemoProgress(t *testing.T) {
	var errs bytes.Buffer
	code, out := coverWithProgress(t, problem.Queens(14).Text(), []string{"-memo", "-count"}, &cancelAfter{w: &errs, lines: 3})
	assert.Equal(t, interrupted, code)
	assert.Empty(t, out, "no count: it would not be the whole")
	lines := strings.Split(strings.TrimSuffix(errs.String(), "\n"), "\n")
	require.GreaterOrEqual(t, len(lines), 4)
	last := len(lines) - 1
	for _, l := range lines[:last] {
		assert.Regexp(t, `^xcover cover: \d+ s: \S+ nodes \(\S+/s\), \d+% hits, \S+ cache entries, \d+ MB of \d+ MB$`, l)
	}
	assert.Regexp(t, `^xcover cover: stdin: interrupted after \d+ nodes, \d+ cache entries: the count is not done$`, lines[last])
}
