package cli

import (
	"bytes"
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/problem"
	"xcover/dlx"
)

// parallelProblems are problems of every kind cover reads, with their
// counts, for the tests of -j.
var parallelProblems = []struct{ name, text, count string }{
	{"Knuth's example", knuthExample, "1"},
	{"queens 8", problem.Queens(8).Text(), "92"},
	{"langford 8", problem.Langford(8).Text(), "300"},
	{"dominoes 4x5", dominoText(4, 5), "95"},
	{"colors", "a b | x y\na x:A\nb x:A y\nb x:B\na y\n", "2"},
	{"bounds", "1:2|a b\na\na b\nb\n", "3"},
}

// TestCoverJobs checks that a count on several goroutines counts what one
// goroutine counts, with each engine, for the whole and for a part; that
// the links' -stats nodes and updates are the same as one goroutine's (the
// subtrees of a cut add up to the whole tree); and that the cells', which
// depend on the cut (dlx.Cells.SearchSubtreeInto), are the same for any
// -j above 1, whose cut is the same.
func TestCoverJobs(t *testing.T) {
	for _, tc := range parallelProblems {
		for _, engine := range dlx.Engines {
			t.Run(tc.name+"/"+engine, func(t *testing.T) {
				count := func(args ...string) (string, int, int) {
					code, out, errs := run(t, tc.text, append([]string{"cover", "-count", "-stats", "-progress", "0", "-engine", engine}, args...)...)
					require.Equal(t, 0, code, errs)
					nodes, updates := statsNodes(t, errs)
					return out, nodes, updates
				}
				one, nodes1, updates1 := count("-j", "1")
				require.Equal(t, tc.count+"\n", one)
				two, nodes2, updates2 := count("-j", "2")
				_, _, errs := run(t, tc.text, "cover", "-count", "-stats", "-engine", engine, "-j", "2")
				assert.Regexp(t, `^xcover cover: stdin: [12] goroutines over \d+ subtrees \(cut in \S+\): the first done \S+ before the last\n`, errs)
				three, nodes3, updates3 := count("-j", "3")
				assert.Equal(t, one, two)
				assert.Equal(t, one, three)
				if engine == "links" {
					assert.Equal(t, nodes1, nodes2, "nodes")
					assert.Equal(t, updates1, updates2, "updates")
				}
				assert.Equal(t, nodes2, nodes3, "nodes")
				assert.Equal(t, updates2, updates3, "updates")
				for k := range 3 {
					part := []string{"-parts", "3", "-part", strconv.Itoa(k)}
					a, n1, u1 := count(append(part, "-j", "1")...)
					b, n2, u2 := count(append(part, "-j", "2")...)
					assert.Equal(t, a, b, "part %d", k)
					assert.Equal(t, []int{n1, u1}, []int{n2, u2}, "part %d: the same subtrees, the same nodes and updates", k)
				}
			})
		}
	}
}

// TestCoverJobsListing checks that solutions listed on several goroutines
// come out as one goroutine writes them: in the search's order with the
// links; the same solutions with the cells, whose subtrees may order a
// solution's options otherwise; and that -first and -max write the first
// ones of that order.
func TestCoverJobsListing(t *testing.T) {
	for _, tc := range parallelProblems {
		for _, engine := range dlx.Engines {
			t.Run(tc.name+"/"+engine, func(t *testing.T) {
				list := func(args ...string) string {
					code, out, errs := run(t, tc.text, append([]string{"cover", "-progress", "0", "-engine", engine}, args...)...)
					require.Equal(t, 0, code, errs)
					return out
				}
				one := list("-j", "1")
				require.Len(t, paragraphs(one), mustAtoi(t, tc.count))
				for _, j := range []string{"2", "4"} {
					many := list("-j", j)
					if engine == "links" {
						assert.Equal(t, one, many, "-j %s", j)
					} else {
						assert.Equal(t, sortedSolutions(paragraphs(one)), sortedSolutions(paragraphs(many)), "-j %s", j)
					}
					assert.Equal(t, sortedSolutions(paragraphs(list("-j", "1", "-first"))), sortedSolutions(paragraphs(list("-j", j, "-first"))), "-first -j %s", j)
				}
				if engine == "links" {
					assert.Equal(t, paragraphs(one)[:1], paragraphs(list("-j", "2", "-max", "1")))
				}
			})
		}
	}
	// A listing longer than the goroutines' buffers: the later subtrees
	// wait for the writer, whose order is the search's.
	text := problem.Langford(11).Text()
	_, one, _ := run(t, text, "cover", "-progress", "0", "-j", "1")
	require.Len(t, paragraphs(one), 35584)
	_, two, _ := run(t, text, "cover", "-progress", "0", "-j", "2")
	assert.Equal(t, one, two)
	_, some, _ := run(t, text, "cover", "-progress", "0", "-j", "2", "-max", "2000")
	assert.Equal(t, paragraphs(one)[:2000], paragraphs(some))
}

// mustAtoi reads a count.
func mustAtoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	require.NoError(t, err)
	return n
}

// TestCoverJobsStops checks that a search on several goroutines stops on
// its node budget, within the 1024 nodes between two checks of each
// goroutine, and on Ctrl-C (the context), telling what it counted.
func TestCoverJobsStops(t *testing.T) {
	text := problem.Langford(12).Text()
	code, _, errs := run(t, text, "cover", "-count", "-progress", "0", "-j", "2", "-budget", "5000")
	assert.Equal(t, 1, code)
	assert.Regexp(t, `node budget spent after \d+ nodes: \d+ solutions so far, not the whole count`, errs)
	m := regexp.MustCompile(`after (\d+) nodes`).FindStringSubmatch(errs)
	require.NotNil(t, m, errs)
	nodes := mustAtoi(t, m[1])
	assert.GreaterOrEqual(t, nodes, 5000)
	assert.LessOrEqual(t, nodes, 5000+2*1024)

	// Canceled (as Ctrl-C does) after three progress lines, once the
	// goroutines have searched some nodes: it tells them.
	var lines bytes.Buffer
	code, out := coverWithProgress(t, text, []string{"-count", "-j", "2"}, &cancelAfter{w: &lines, lines: 3})
	assert.Equal(t, interrupted, code)
	assert.Empty(t, out)
	assert.Regexp(t, `\nxcover cover: stdin: interrupted after [1-9]\d* nodes: \d+ solutions so far\n$`, lines.String())
}

// TestCoverJobsFlags checks -j's refusals.
func TestCoverJobsFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		err  string
	}{
		{[]string{"-j", "-1", "-count"}, "-j -1: want 1 or more"},
		{[]string{"-j", "2", "-estimate"}, "-j searches on several goroutines"},
		{[]string{"-j", "2", "-memo", "-count"}, "-j searches on several goroutines"},
	} {
		code, _, errs := run(t, "a\na\n", append([]string{"cover"}, tc.args...)...)
		assert.Equal(t, 2, code, tc.args)
		assert.Contains(t, errs, tc.err, tc.args)
	}
}
