package dlx

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// seedText is the exact-cover seed's example: X = {0..6} and six subsets,
// one per line, named by their items.
const seedText = `| The seed's example: the only exact cover is {B, D, F}.
0 1 2 3 4 5 6
0 3 6
0 3
3 4 6
2 4 5
1 2 5 6
1 6
`

// seedMatrix builds the seed's example with options named A..F.
func seedMatrix(t testing.TB) *Problem {
	m, err := ParseKnuth(strings.NewReader(seedText))
	require.NoError(t, err)
	for k, name := range []string{"A", "B", "C", "D", "E", "F"} {
		m.SetOptionName(k, name)
	}
	return m
}

// queens builds the n queens problem: primary items are the rows and
// columns, secondary items the diagonals; option r*n+c puts a queen on row
// r, column c.
func queens(n int) *Problem {
	m := NewProblem(2*n, 2*(2*n-1))
	for r := range n {
		for c := range n {
			m.AddOption(r, n+c, 2*n+r+c, 2*n+(2*n-1)+(n-1-r+c))
		}
	}
	return m
}

// smallProblems builds each of the small matrices the engine's paths are
// compared on, afresh at each call of its builder.
func smallProblems(t testing.TB) map[string]func() *Problem {
	return map[string]func() *Problem{
		"seed":     func() *Problem { return seedMatrix(t) },
		"queens 6": func() *Problem { return queens(6) },
		"queens 8": func() *Problem { return queens(8) },
	}
}

// names returns the names of options opts, sorted.
func names(m *Problem, opts []int) []string {
	var out []string
	for _, k := range opts {
		out = append(out, m.OptionName(k))
	}
	slices.Sort(out)
	return out
}

func TestSeedExampleHasOneCover(t *testing.T) {
	m := seedMatrix(t)
	var all [][]string
	r := NewLinks(m).Solve(Options{OnSolution: func(o []int) { all = append(all, names(m, o)) }})
	assert.Equal(t, [][]string{{"B", "D", "F"}}, all)
	assert.Equal(t, int64(1), r.Solutions)
	assert.Equal(t, Exhausted, r.Stop)
	assert.Equal(t, []string{"B", "D", "F"}, names(m, r.First))
}

func TestQueensCounts(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want int64
	}{{1, 1}, {2, 0}, {3, 0}, {4, 2}, {5, 10}, {6, 4}, {7, 40}, {8, 92}} {
		for _, h := range []Heuristic{MRV, FirstItem, MRVRandom} {
			t.Run(fmt.Sprintf("%d/%s", tc.n, h), func(t *testing.T) {
				r := NewLinks(queens(tc.n)).Solve(Options{Heuristic: h, Seed: 7})
				assert.Equal(t, tc.want, r.Solutions)
			})
		}
	}
}

func TestSolveThenRestoreLeavesLinksUnchanged(t *testing.T) {
	for _, opt := range []Options{{}, {MaxSolutions: 1}, {MaxSolutions: 3}, {NodeBudget: 50}} {
		m := NewLinks(queens(8))
		before := m.duplicate()
		r := m.Solve(opt)
		if r.Stop != Exhausted {
			assert.False(t, m.sameLinks(before), "a stopped search leaves its covers")
		}
		m.Restore()
		assert.True(t, m.sameLinks(before), "options %+v", opt)
	}
}

// An exhausted search skips the uncovers above its last level with options
// left, which the next search puts back: it finds what the first did.
func TestExhaustedSolveSkipsItsLastUncovers(t *testing.T) {
	for _, tc := range []struct {
		name string
		m    *Problem
		opt  Options
	}{
		{"queens 8, all", queens(8), Options{}},
		{"queens 6, unique check", queens(6), Options{MaxSolutions: 5}},
		{"queens 3, none", queens(3), Options{}},
		{"seed, first item", seedMatrix(t), Options{Heuristic: FirstItem}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := NewLinks(tc.m)
			wantLinks := m.View()
			first := m.Solve(tc.opt)
			require.Equal(t, Exhausted, first.Stop)
			assert.Positive(t, m.depth, "the covers above the last choice stay")
			assert.NotEqual(t, wantLinks, m.View(), "the view shows them")
			m.Restore()
			assert.Zero(t, m.depth, "Restore puts them back")
			assert.Equal(t, wantLinks, m.View())
			m.Solve(tc.opt)
			again := m.Solve(tc.opt)
			first.Elapsed, again.Elapsed = 0, 0
			assert.Equal(t, first, again, "the second search restores what the first left")
		})
	}
}

func TestSolveModes(t *testing.T) {
	canceled, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name      string
		opt       Options
		solutions int64
		stop      Stop
	}{
		{"count all", Options{}, 92, Exhausted},
		{"first", Options{MaxSolutions: 1}, 1, SolutionLimit},
		{"uniqueness check", Options{MaxSolutions: 2}, 2, SolutionLimit},
		{"up to 10", Options{MaxSolutions: 10}, 10, SolutionLimit},
		{"more than there are", Options{MaxSolutions: 100}, 92, Exhausted},
		{"node budget", Options{NodeBudget: 20}, 0, NodeBudget},
		{"canceled", Options{Context: canceled}, 0, Canceled},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := NewLinks(queens(8)).Solve(tc.opt)
			assert.Equal(t, tc.solutions, r.Solutions)
			assert.Equal(t, tc.stop, r.Stop)
			if tc.opt.NodeBudget > 0 {
				assert.Equal(t, tc.opt.NodeBudget, r.Nodes)
			}
			if tc.solutions > 0 {
				assert.Len(t, r.First, 8)
			} else {
				assert.Nil(t, r.First)
			}
		})
	}
}

func TestStatsAreConsistent(t *testing.T) {
	r := NewLinks(queens(6)).Solve(Options{})
	var sum int64
	for _, n := range r.PerLevel {
		sum += n
	}
	assert.Equal(t, r.Nodes, sum)
	assert.Equal(t, int64(1), r.PerLevel[0], "one root")
	assert.Equal(t, len(r.PerLevel)-1, r.MaxLevel)
	assert.Equal(t, 6, r.MaxLevel, "solutions sit at depth 6")
	assert.Positive(t, r.Updates)
}

func TestSolveIntoReusesResult(t *testing.T) {
	m := NewLinks(queens(10))
	var r Result
	m.SolveInto(&r, Options{MaxSolutions: 1})
	first := slices.Clone(r.First)
	allocs := testing.AllocsPerRun(20, func() { m.SolveInto(&r, Options{MaxSolutions: 1}) })
	assert.Zero(t, allocs)
	assert.Equal(t, first, r.First)
}

func TestRandomHeuristicIsSeeded(t *testing.T) {
	a := NewLinks(queens(8)).Solve(Options{Heuristic: MRVRandom, Seed: 1, MaxSolutions: 1})
	b := NewLinks(queens(8)).Solve(Options{Heuristic: MRVRandom, Seed: 1, MaxSolutions: 1})
	assert.Equal(t, a.First, b.First)
	assert.Equal(t, a.Nodes, b.Nodes)
	differs := false
	for seed := uint64(2); seed < 20 && !differs; seed++ {
		c := NewLinks(queens(8)).Solve(Options{Heuristic: MRVRandom, Seed: seed, MaxSolutions: 1})
		differs = !slices.Equal(a.First, c.First)
	}
	assert.True(t, differs, "some seed gives another first solution")
}

func TestParseHeuristic(t *testing.T) {
	for _, h := range []Heuristic{MRV, FirstItem, MRVRandom} {
		got, err := ParseHeuristic(h.String())
		require.NoError(t, err)
		assert.Equal(t, h, got)
	}
	_, err := ParseHeuristic("best")
	assert.ErrorContains(t, err, `unknown heuristic "best"`)
}

func TestForcedOptionsComeFirst(t *testing.T) {
	tests := []struct {
		name      string
		forced    []int
		solutions int64
	}{
		{"B leads to the cover", []int{1}, 1},
		{"A leads nowhere", []int{0}, 0},
		{"B then D", []int{1, 3}, 1},
		{"B then C clash on item 3", []int{1, 2}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := NewLinks(seedMatrix(t))
			opt := Options{Forced: tc.forced}
			r := m.Solve(opt)
			assert.Equal(t, tc.solutions, r.Solutions)
			if tc.solutions > 0 {
				assert.Equal(t, tc.forced, r.First[:len(tc.forced)])
			}
			evs, st := collect(m, opt)
			assert.Equal(t, r.Nodes, st.Nodes)
			assert.Equal(t, r.Updates, st.Updates)
			var tried []int
			for _, e := range evs {
				if e.Kind == Try && int(e.Level) < len(tc.forced) {
					tried = append(tried, int(e.Option))
				}
			}
			for _, k := range tried {
				assert.Contains(t, tc.forced, k, "only forced options are tried at forced levels")
			}
		})
	}
}

// TestTick checks the search calls Options.Tick every 1024 nodes, from
// the first, on the fast path and on a Stepper alike, while the stats so
// far can be read.
func TestTick(t *testing.T) {
	m := NewLinks(queens(10))
	var r Result
	var ticks int
	var seen []int64
	m.SolveInto(&r, Options{Tick: func() { ticks++; seen = append(seen, r.Nodes) }})
	require.Greater(t, r.Nodes, int64(2048))
	assert.Equal(t, int((r.Nodes-1)/1024+1), ticks)
	assert.Equal(t, []int64{0, 1024, 2048}, seen[:3], "the stats so far, at each tick")

	stepped := 0
	s := m.Search(Options{Tick: func() { stepped++ }})
	for e, ok := s.Next(); ok && e.Kind != Done; e, ok = s.Next() {
	}
	assert.Equal(t, ticks, stepped, "a Stepper ticks as the fast path does")
}

func TestStatsStringPlural(t *testing.T) {
	for _, tt := range []struct {
		solutions int64
		want      string
	}{{0, "0 solutions,"}, {1, "1 solution,"}, {2, "2 solutions,"}} {
		assert.True(t, strings.HasPrefix(Stats{Solutions: tt.solutions}.String(), tt.want), Stats{Solutions: tt.solutions}.String())
	}
}
