package cli

import (
	"cmp"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/problem"
	"xcover/dlx"
)

// knuthExample is the exact cover example of Knuth's TAOCP 7.2.2.1, with
// a comment: its one solution is {a d f, b g, c e}.
const knuthExample = `| Knuth's example
a b c d e f g
c e
a d g
b c f
a d f
b g
d e g
`

// twoCovers has two solutions: {a, b} and {a b}; c is secondary.
const twoCovers = "a b | c\na\nb c\na b\n"

// writeFile writes text into a file of dir and returns its path.
func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	return path
}

func TestCover(t *testing.T) {
	dir := t.TempDir()
	good := writeFile(t, dir, "good.dlx", knuthExample)
	bad := writeFile(t, dir, "bad.dlx", "a b\n| a comment\na  x\n")
	for _, tc := range []struct {
		name     string
		stdin    string
		args     []string
		code     int
		out, err string
	}{
		{"a solution, options as written", knuthExample, nil, 0, "a d f\nb g\nc e\n", ""},
		{"one solution a paragraph", twoCovers, nil, 0, "a\nb c\n\na b\n", ""},
		{"colors as written", "a b | x y\na x:red\nb x:red y\na y:blue\n", nil, 0, "b x:red y\na x:red\n", ""},
		{"bounds: a twice, b once", "2|a b\na\na b\nb\n", []string{"-count"}, 0, "1\n", ""},
		{"stdin as -", twoCovers, []string{"-"}, 0, "a\nb c\n\na b\n", ""},
		{"first", twoCovers, []string{"-first"}, 0, "a\nb c\n", ""},
		{"max", twoCovers, []string{"-max", "1"}, 0, "a\nb c\n", ""},
		{"count", twoCovers, []string{"-count"}, 0, "2\n", ""},
		{"count none", "a b\na\n", []string{"-count"}, 0, "0\n", ""},
		{"no solution, no output", "a b\na\n", nil, 0, "", ""},
		{"heuristic first", twoCovers, []string{"-heuristic", "first"}, 0, "a\nb c\n\na b\n", ""},
		{"stats", twoCovers, []string{"-count", "-stats"}, 0, "2\n", "xcover cover: stdin: nodes by level: 1 2 1\n"},
		{"estimate", knuthExample, []string{"-estimate"}, 0, "6\n", ""},
		{"several files, the bad one told, the rest done", twoCovers, []string{good, bad, "-"}, 1, "a d f\nb g\nc e\n\na\nb c\n\na b\n",
			"xcover cover: " + bad + ": line 3, column 4: unknown item \"x\" in option\n"},
		{"several counts, a line each", twoCovers, []string{"-count", good, "-"}, 0, "1\n2\n", ""},
		{"no items", "| nothing\n", nil, 1, "", "xcover cover: stdin: line 1: no items: the first line must name the items\n"},
		{"a missing file", "", []string{filepath.Join(dir, "none.dlx")}, 1, "",
			"xcover cover: " + filepath.Join(dir, "none.dlx") + ": open " + filepath.Join(dir, "none.dlx") + ": no such file or directory\n"},
		{"budget spent counting", knuthExample, []string{"-count", "-budget", "3", "-j", "1"}, 1, "", // on more goroutines, within 1024 nodes a goroutine (TestCoverJobsStops)
			"xcover cover: stdin: node budget spent after 3 nodes: 0 solutions so far, not the whole count\n"},
		{"budget spent listing", twoCovers, []string{"-budget", "3"}, 0, "a\nb c\n",
			"xcover cover: stdin: node budget spent after 3 nodes, 1 solution\n"},
		{"part out of range", "", []string{"-count", "-parts", "4", "-part", "4"}, 2, "",
			"xcover cover: -part 4: want 0 to 3 (the parts of -parts 4 are numbered from 0)\n"},
		{"part without parts", "", []string{"-part", "1"}, 2, "",
			"xcover cover: -part 1: want 0 to 0 (the parts of -parts 1 are numbered from 0)\n"},
		{"no parts", "", []string{"-parts", "0"}, 2, "", "xcover cover: -parts 0: want 1 to 65536\n"},
		{"first and count", "", []string{"-first", "-count"}, 2, "", "xcover cover: -first and -count ask for different things: give one\n"},
		{"max and count", "", []string{"-max", "3", "-count"}, 2, "", "xcover cover: -max does not go with -first or -count: give one\n"},
		{"estimate and count", "", []string{"-estimate", "-count"}, 2, "",
			"xcover cover: -estimate walks random paths instead of searching: it goes with -heuristic, -seed and -probes only\n"},
		{"no probes", "", []string{"-estimate", "-probes", "0"}, 2, "", "xcover cover: -probes 0: want at least 1\n"},
		{"bad heuristic", "", []string{"-heuristic", "best"}, 2, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := run(t, tc.stdin, append([]string{"cover", "-progress", "0"}, tc.args...)...)
			assert.Equal(t, tc.code, code, errs)
			assert.Equal(t, tc.out, out)
			if tc.err != "" {
				assert.True(t, strings.HasSuffix(errs, tc.err), "stderr %q should end with %q", errs, tc.err)
			}
		})
	}
}

// TestCoverStats checks -stats with each engine: the stats line, which
// names the engine, and the nodes per level, which add up to the nodes.
func TestCoverStats(t *testing.T) {
	for _, engine := range []string{"", "links", "cells"} {
		t.Run("engine="+engine, func(t *testing.T) {
			args := []string{"cover", "-count", "-stats", "-j", "1"} // on more, a line tells how they shared the work
			if engine != "" {
				args = append(args, "-engine", engine)
			}
			code, out, errs := run(t, problem.Queens(6).Text(), args...)
			require.Equal(t, 0, code)
			assert.Equal(t, "4\n", out)
			lines := strings.Split(strings.TrimSuffix(errs, "\n"), "\n")
			require.Len(t, lines, 2)
			name := cmp.Or(engine, "links") // links by default
			assert.Regexp(t, `^xcover cover: stdin: `+name+` engine: 4 solutions, (\d+) nodes, \d+ updates, max level 6, \S+$`, lines[0])
			nodes := strings.Fields(strings.TrimPrefix(lines[1], "xcover cover: stdin: nodes by level: "))
			sum := 0
			for _, n := range nodes {
				k, err := strconv.Atoi(n)
				require.NoError(t, err)
				sum += k
			}
			assert.Contains(t, lines[0], " "+strconv.Itoa(sum)+" nodes")
			assert.Equal(t, "1", nodes[0], "the root")
		})
	}
}

// TestCoverEngines checks that both engines count the same solutions of
// each kind of problem the command reads: plain, secondary items, colors
// and multiplicities, and that -engine names the bad ones.
func TestCoverEngines(t *testing.T) {
	for _, tc := range []struct{ name, text, count string }{
		{"queens 8", problem.Queens(8).Text(), "92\n"},
		{"colors", "a b | x y\na x:A\nb x:A y\nb x:B\na y\n", "2\n"},
		{"bounds", "1:2|a b\na\na b\nb\n", "3\n"},
	} {
		for _, engine := range []string{"links", "cells"} {
			t.Run(tc.name+"/"+engine, func(t *testing.T) {
				code, out, errs := run(t, tc.text, "cover", "-count", "-progress", "0", "-engine", engine)
				require.Equal(t, 0, code, errs)
				assert.Equal(t, tc.count, out)
			})
		}
	}
	code, _, errs := run(t, "a\na\n", "cover", "-engine", "sparse")
	assert.Equal(t, 2, code)
	assert.Contains(t, errs, `unknown engine "sparse": want links or cells`)
}

// TestCoverParts checks that the parts of a count add up to the whole for
// any number of parts, more than the tree has subtrees too, with each
// engine, and that the parts' solutions are the whole's, each once. The
// links' parts' -stats nodes and updates add up too; the cells' need not
// (see dlx.Cells.SearchSubtreeInto).
func TestCoverParts(t *testing.T) {
	for _, tc := range []struct {
		name  string
		text  string
		count int
		parts []int
	}{
		{"Knuth's example", knuthExample, 1, []int{1, 2, 5, 40}},
		{"two covers", twoCovers, 2, []int{2, 3, 100}},
		{"queens 6", problem.Queens(6).Text(), 4, []int{1, 2, 3, 7, 64}},
		{"langford 7", problem.Langford(7).Text(), 52, []int{2, 5, 9, 33}},
	} {
		for _, engine := range dlx.Engines {
			t.Run(tc.name+"/"+engine, func(t *testing.T) {
				_, whole, _ := run(t, tc.text, "cover", "-engine", engine)
				_, _, errs := run(t, tc.text, "cover", "-count", "-stats", "-engine", engine)
				wholeNodes, wholeUpdates := statsNodes(t, errs)
				for _, k := range tc.parts {
					sum, nodes, updates := 0, 0, 0
					var solutions []string
					for i := range k {
						part := []string{"-parts", strconv.Itoa(k), "-part", strconv.Itoa(i), "-engine", engine}
						code, out, errs := run(t, tc.text, append([]string{"cover", "-count", "-stats"}, part...)...)
						require.Equal(t, 0, code, errs)
						n, err := strconv.Atoi(strings.TrimSpace(out))
						require.NoError(t, err, out)
						sum += n
						n, u := statsNodes(t, errs)
						nodes, updates = nodes+n, updates+u
						code, out, errs = run(t, tc.text, append([]string{"cover"}, part...)...)
						require.Equal(t, 0, code, errs)
						solutions = append(solutions, paragraphs(out)...)
					}
					assert.Equal(t, tc.count, sum, "%d parts", k)
					if engine == "links" {
						assert.Equal(t, wholeNodes, nodes, "%d parts: the nodes add up", k)
						assert.Equal(t, wholeUpdates, updates, "%d parts: the updates add up", k)
					}
					// The cells' parts may branch otherwise below their paths
					// (see dlx.Cells.SearchSubtreeInto): a solution's options
					// in another order.
					want := sortedSolutions(paragraphs(whole))
					assert.Equal(t, want, sortedSolutions(solutions), "%d parts", k)
				}
			})
		}
	}
}

// statsNodes reads the nodes and updates of cover's -stats line.
func statsNodes(t *testing.T, stderr string) (nodes, updates int) {
	t.Helper()
	m := regexp.MustCompile(`: \d+ solutions?, (\d+) nodes?, (\d+) updates?`).FindStringSubmatch(stderr)
	require.NotNil(t, m, "the stats line in %q", stderr)
	nodes, err := strconv.Atoi(m[1])
	require.NoError(t, err)
	updates, err = strconv.Atoi(m[2])
	require.NoError(t, err)
	return nodes, updates
}

// sortedSolutions sorts each solution's options, then the solutions.
func sortedSolutions(solutions []string) []string {
	sorted := make([]string, len(solutions))
	for i, s := range solutions {
		lines := strings.Split(s, "\n")
		slices.Sort(lines)
		sorted[i] = strings.Join(lines, "\n")
	}
	slices.Sort(sorted)
	return sorted
}

// paragraphs splits solutions written one a paragraph.
func paragraphs(out string) []string {
	if out == "" {
		return nil
	}
	return strings.Split(strings.TrimSuffix(out, "\n"), "\n\n")
}

// TestCoverPartsFirst checks that -first in a part stops at its first
// solution, and that -max counts over the part's subtrees.
func TestCoverPartsFirst(t *testing.T) {
	text := problem.Queens(6).Text()
	for _, args := range [][]string{{"-first"}, {"-max", "1"}} {
		code, out, errs := run(t, text, append([]string{"cover", "-parts", "1"}, args...)...)
		require.Equal(t, 0, code, errs)
		assert.Len(t, paragraphs(out), 1)
	}
	code, out, errs := run(t, problem.Langford(7).Text(), "cover", "-parts", "2", "-part", "1", "-max", "3")
	require.Equal(t, 0, code, errs)
	assert.Len(t, paragraphs(out), 3)
}

// TestCoverEstimate checks that the estimate is repeatable for a seed and
// near the true node count of a search of some size.
func TestCoverEstimate(t *testing.T) {
	text := problem.Queens(8).Text()
	for _, engine := range dlx.Engines {
		_, _, errs := run(t, text, "cover", "-count", "-stats", "-engine", engine)
		found := regexp.MustCompile(`(\d+) nodes,`).FindStringSubmatch(errs)
		require.NotNil(t, found, errs)
		nodes, err := strconv.Atoi(found[1])
		require.NoError(t, err)
		_, a, _ := run(t, text, "cover", "-estimate", "-seed", "3", "-engine", engine)
		_, b, _ := run(t, text, "cover", "-estimate", "-seed", "3", "-engine", engine)
		assert.Equal(t, a, b, "the same seed, the same estimate")
		est, err := strconv.Atoi(strings.TrimSpace(a))
		require.NoError(t, err)
		assert.InDelta(t, 1, float64(est)/float64(nodes), 0.5, "%s: estimate %d, true %d", engine, est, nodes)
	}
}

// TestCoverEstimatePentominoes checks -estimate with its default probes
// against the true node count of pentominoes 6x10, 3,637,261 (as -stats
// and Knuth's DLX1 count them): within 2 times either way, for a few
// seeds.
func TestCoverEstimatePentominoes(t *testing.T) {
	f, err := os.Open("../testdata/pentominoes-6x10.dlx.gz")
	require.NoError(t, err)
	defer f.Close()
	z, err := gzip.NewReader(f)
	require.NoError(t, err)
	text, err := io.ReadAll(z)
	require.NoError(t, err)
	const nodes = 3_637_261
	for _, seed := range []string{"1", "2", "3"} {
		code, out, errs := run(t, string(text), "cover", "-estimate", "-seed", seed)
		require.Equal(t, 0, code, errs)
		est, err := strconv.Atoi(strings.TrimSpace(out))
		require.NoError(t, err)
		assert.True(t, est > nodes/2 && est < 2*nodes, "seed %s: %d nodes estimated, not within 2 times of %d", seed, est, nodes)
	}
}
