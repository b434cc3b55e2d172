package dlx

import (
	"context"
	"fmt"
	"iter"
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
func seedMatrix(t testing.TB) *Matrix {
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
func queens(n int) *Matrix {
	m := New(2*n, 2*(2*n-1))
	for r := range n {
		for c := range n {
			m.AddOption(r, n+c, 2*n+r+c, 2*n+(2*n-1)+(n-1-r+c))
		}
	}
	return m
}

func names(m *Matrix, opts []int) []string {
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
	r := m.Solve(Options{OnSolution: func(o []int) { all = append(all, names(m, o)) }})
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
				r := queens(tc.n).Solve(Options{Heuristic: h, Seed: 7})
				assert.Equal(t, tc.want, r.Solutions)
			})
		}
	}
}

func TestSolveThenRestoreLeavesMatrixUnchanged(t *testing.T) {
	for _, opt := range []Options{{}, {MaxSolutions: 1}, {MaxSolutions: 3}, {NodeBudget: 50}} {
		m := queens(8)
		before := m.Clone()
		r := m.Solve(opt)
		if r.Stop != Exhausted {
			assert.False(t, m.sameLinks(before), "a stopped search leaves its covers")
		}
		m.Restore()
		assert.True(t, m.sameLinks(before), "options %+v", opt)
	}
}

// An exhausted search skips the uncovers above its last level with options
// left, but the matrix's methods show the matrix as built, and a second
// search finds what the first did.
func TestExhaustedSolveSkipsItsLastUncovers(t *testing.T) {
	for _, tc := range []struct {
		name string
		m    *Matrix
		opt  Options
	}{
		{"queens 8, all", queens(8), Options{}},
		{"queens 6, unique check", queens(6), Options{MaxSolutions: 5}},
		{"queens 3, none", queens(3), Options{}},
		{"seed, first item", seedMatrix(t), Options{Heuristic: FirstItem}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := tc.m
			sizes := func() (out []int) {
				for i := range m.Items() {
					out = append(out, m.Size(i))
				}
				return out
			}
			live := func() (out []bool) {
				for k := range m.Options() {
					out = append(out, m.Live(k))
				}
				for i := range m.Items() {
					out = append(out, m.Active(i))
				}
				return out
			}
			wantSizes, wantLive, wantLinks := sizes(), live(), m.Links()
			first := m.Solve(tc.opt)
			require.Equal(t, Exhausted, first.Stop)
			assert.Positive(t, m.depth, "the covers above the last choice stay")
			assert.Equal(t, wantSizes, sizes())
			assert.Zero(t, m.depth, "Size put them back")
			m.Solve(tc.opt)
			assert.Equal(t, wantLive, live())
			m.Solve(tc.opt)
			assert.Equal(t, wantLinks, m.Links())
			again := m.Solve(tc.opt)
			first.Elapsed, again.Elapsed = 0, 0
			assert.Equal(t, first, again)
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
			r := queens(8).Solve(tc.opt)
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
	r := queens(6).Solve(Options{})
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
	m := queens(8)
	var r Result
	m.SolveInto(&r, Options{MaxSolutions: 1})
	first := slices.Clone(r.First)
	allocs := testing.AllocsPerRun(20, func() { m.SolveInto(&r, Options{MaxSolutions: 1}) })
	assert.Zero(t, allocs)
	assert.Equal(t, first, r.First)
}

// collect runs the stepper to the end.
func collect(m *Matrix, opt Options) ([]Event, Stats) {
	s := m.Search(opt)
	var evs []Event
	for e, ok := s.Next(); ok; e, ok = s.Next() {
		evs = append(evs, e)
	}
	return evs, s.Stats()
}

func TestEventsAgreeWithSolve(t *testing.T) {
	problems := map[string]func() *Matrix{
		"seed":     func() *Matrix { return seedMatrix(t) },
		"queens 6": func() *Matrix { return queens(6) },
		"queens 8": func() *Matrix { return queens(8) },
	}
	for name, build := range problems {
		for _, opt := range []Options{{}, {MaxSolutions: 1}, {MaxSolutions: 2}, {Heuristic: FirstItem}, {Heuristic: MRVRandom, Seed: 3}, {NodeBudget: 77}, {Forced: []int{1}}} {
			t.Run(fmt.Sprintf("%s %+v", name, opt), func(t *testing.T) {
				var fast, slow [][]int
				opt.OnSolution = func(o []int) { fast = append(fast, slices.Clone(o)) }
				r := build().Solve(opt)
				opt.OnSolution = nil
				evs, st := collect(build(), opt)
				for _, e := range evs {
					if e.Kind == Solution {
						slow = append(slow, e.Options)
					}
				}
				assert.Equal(t, fast, slow)
				assert.Equal(t, r.Nodes, st.Nodes)
				assert.Equal(t, r.Updates, st.Updates)
				assert.Equal(t, r.Solutions, st.Solutions)
				assert.Equal(t, r.PerLevel, st.PerLevel)
				assert.Equal(t, r.MaxLevel, st.MaxLevel)
				last := evs[len(evs)-1]
				assert.Equal(t, Done, last.Kind)
				assert.Equal(t, r.Stop, last.Stop)
			})
		}
	}
}

func TestSeedExampleEventSequence(t *testing.T) {
	m := seedMatrix(t)
	var got []string
	for e := range m.Events(Options{}) {
		got = append(got, e.Narrate(m))
	}
	// Item 0 has two options (A, B); A leaves item 1 with none.
	want := []string{
		"Branch on '0': 2 options",
		"Cover '0'",
		"Try 'A'",
		"Cover '3'",
		"Cover '6'",
		"Branch on '1': 0 options",
		"Dead end: '1' has no options left, backtrack",
		"Uncover '6'",
		"Uncover '3'",
		"Leave 'A', backtrack",
		"Try 'B'",
		"Cover '3'",
		"Branch on '4': 1 option",
	}
	require.GreaterOrEqual(t, len(got), len(want))
	assert.Equal(t, want, got[:len(want)])
	assert.Contains(t, got, "Solution found with 3 options")
	assert.Equal(t, "Done: exhausted", got[len(got)-1])
}

func TestEventLevelsAndPairs(t *testing.T) {
	evs, _ := collect(queens(6), Options{})
	depth := 0   // options tried and not left
	covered := 0 // covers not undone
	for _, e := range evs {
		switch e.Kind {
		case Try:
			require.Equal(t, int32(depth), e.Level)
			depth++
		case Leave:
			depth--
			require.Equal(t, int32(depth), e.Level)
		case Cover:
			covered++
		case Uncover:
			covered--
		case Solution:
			require.Equal(t, int32(depth), e.Level)
			require.Len(t, e.Options, depth)
		}
		require.GreaterOrEqual(t, covered, 0)
	}
	assert.Zero(t, depth)
	assert.Zero(t, covered)
}

// TestReplayReproducesEngineState applies each event to a fresh copy of the
// matrix and compares its links with the engine's after every event, then
// reverts the events one by one and compares with the recorded states.
func TestReplayReproducesEngineState(t *testing.T) {
	for name, m := range map[string]*Matrix{"seed": seedMatrix(t), "queens 5": queens(5), "queens 6": queens(6)} {
		t.Run(name, func(t *testing.T) {
			s := m.Search(Options{})
			replay := m.Clone()
			var evs []Event
			states := []*Matrix{replay.Clone()}
			var updates int64
			for e, ok := s.Next(); ok; e, ok = s.Next() {
				updates += replay.Apply(e)
				require.True(t, replay.sameLinks(s.Matrix()), "after event %d %v", len(evs), e)
				require.Equal(t, s.Stats().Updates, updates)
				evs = append(evs, e)
				states = append(states, replay.Clone())
			}
			for k := len(evs) - 1; k >= 0; k-- {
				updates -= replay.Revert(evs[k])
				require.True(t, replay.sameLinks(states[k]), "reverting event %d %v", k, evs[k])
			}
			assert.Zero(t, updates)
			assert.True(t, replay.sameLinks(m))
		})
	}
}

func TestChosenFollowsTryAndLeave(t *testing.T) {
	s := queens(6).Search(Options{})
	stack := []int{}
	for e, ok := s.Next(); ok; e, ok = s.Next() {
		switch e.Kind {
		case Try:
			stack = append(stack, int(e.Option))
		case Leave:
			stack = stack[:len(stack)-1]
		}
		require.Equal(t, stack, s.Chosen(), "after %v", e)
	}
}

func TestPullCanBeAbandoned(t *testing.T) {
	m := queens(8)
	next, stop := iter.Pull(m.Events(Options{}))
	for range 100 {
		_, ok := next()
		require.True(t, ok)
	}
	stop()
	_, ok := next()
	assert.False(t, ok)
	// The original matrix is untouched by the abandoned search.
	assert.Equal(t, int64(92), m.Solve(Options{}).Solutions)
}

func TestSearchStopsOnLimits(t *testing.T) {
	canceled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, tc := range []struct {
		opt  Options
		stop Stop
	}{
		{Options{MaxSolutions: 1}, SolutionLimit},
		{Options{NodeBudget: 10}, NodeBudget},
		{Options{Context: canceled}, Canceled},
	} {
		evs, st := collect(queens(8), tc.opt)
		last := evs[len(evs)-1]
		assert.Equal(t, Done, last.Kind)
		assert.Equal(t, tc.stop, last.Stop)
		if tc.opt.NodeBudget > 0 {
			assert.Equal(t, tc.opt.NodeBudget, st.Nodes)
		}
	}
}

func TestRandomHeuristicIsSeeded(t *testing.T) {
	a := queens(8).Solve(Options{Heuristic: MRVRandom, Seed: 1, MaxSolutions: 1})
	b := queens(8).Solve(Options{Heuristic: MRVRandom, Seed: 1, MaxSolutions: 1})
	assert.Equal(t, a.First, b.First)
	assert.Equal(t, a.Nodes, b.Nodes)
	differs := false
	for seed := uint64(2); seed < 20 && !differs; seed++ {
		c := queens(8).Solve(Options{Heuristic: MRVRandom, Seed: seed, MaxSolutions: 1})
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

func TestAddOptionErrors(t *testing.T) {
	m := New(3, 1)
	_, err := m.AddOption()
	assert.ErrorContains(t, err, "empty")
	_, err = m.AddOption(0, 4)
	assert.ErrorContains(t, err, "names item 4; items are 0..3")
	_, err = m.AddOption(1, 2, 1)
	assert.ErrorContains(t, err, "names item 1 twice")
	k, err := m.AddOption(0, 3)
	require.NoError(t, err)
	assert.Equal(t, 0, k)
	assert.Equal(t, []int{0, 3}, m.OptionItems(nil, k))
}

func TestLiveAndActive(t *testing.T) {
	m := seedMatrix(t)
	s := m.Search(Options{})
	// Branch on 0, cover 0: options A and B contain item 0 and leave the lists of 3 and 6.
	s.Next()
	s.Next()
	sm := s.Matrix()
	assert.False(t, sm.Active(0))
	assert.True(t, sm.Active(1))
	assert.False(t, sm.Live(0))
	assert.False(t, sm.Live(1))
	assert.True(t, sm.Live(2))
	assert.Equal(t, 1, sm.Size(3), "only C still holds 3")
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
			m := seedMatrix(t)
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

func TestAddOptionsInBulk(t *testing.T) {
	m := New(3, 0)
	first, err := m.AddOptions(2, []int32{0, 1, 1, 2})
	require.NoError(t, err)
	assert.Equal(t, 0, first)
	assert.Equal(t, []int{1, 2}, m.OptionItems(nil, 1))
	_, err = m.AddOptions(2, []int32{2, 0, 1, 1, 0, 2})
	assert.ErrorContains(t, err, "option 3 names item 1 twice")
	assert.Equal(t, 3, m.Options(), "the options before the bad one stay")
	_, err = m.AddOptions(2, []int32{0, 7})
	assert.ErrorContains(t, err, "option 3 names item 7; items are 0..2")
	_, err = m.AddOptions(2, []int32{0})
	assert.ErrorContains(t, err, "1 items do not make options of 2 items")
	assert.Equal(t, 3, m.Options())
	// The matrix still works: {0 1} cannot pair with {1 2} or {2 0}; {2 0}
	// leaves 1 alone; there is no exact cover of 0, 1, 2 with pairs.
	assert.Equal(t, int64(0), m.Solve(Options{}).Solutions)
	m.AddOption(1)
	assert.Equal(t, int64(1), m.Solve(Options{}).Solutions)
}

// TestResetShapes resets one matrix to item counts around the bitsets'
// word boundaries, with and without secondary items, bigger and smaller
// than before: every item is live in the right list with no options, and a
// secondary item with no options is never chosen, though its size is 0.
func TestResetShapes(t *testing.T) {
	m := New(5, 5)
	_, err := m.AddOptions(2, []int32{0, 5, 1, 6})
	require.NoError(t, err)
	for _, tc := range []struct{ primary, secondary int }{
		{0, 0}, {0, 2}, {2, 0}, {3, 2}, {63, 1}, {64, 0}, {64, 3}, {70, 3}, {1, 0},
	} {
		t.Run(fmt.Sprintf("%d+%d", tc.primary, tc.secondary), func(t *testing.T) {
			m.Reset(tc.primary, tc.secondary)
			n := tc.primary + tc.secondary
			assert.Equal(t, 0, m.Options())
			for i := range n {
				assert.True(t, m.Active(i), "item %d", i)
				assert.Equal(t, 0, m.Size(i), "item %d", i)
			}
			// Each list, followed forwards and backwards, holds its items in order.
			for root, want := range map[int32][]int32{
				0:            span(1, tc.primary),
				int32(n + 1): span(int32(tc.primary+1), tc.secondary),
			} {
				var fwd, back []int32 // at most n+1 steps each, should a list not close
				for x := m.items[root].next; x != root && len(fwd) <= n; x = m.items[x].next {
					fwd = append(fwd, x)
				}
				for x := m.items[root].prev; x != root && len(back) <= n; x = m.items[x].prev {
					back = slices.Insert(back, 0, x)
				}
				assert.Equal(t, want, fwd, "list from %d", root)
				assert.Equal(t, want, back, "list from %d backwards", root)
			}
			for i := range tc.primary {
				_, err := m.AddOption(i)
				require.NoError(t, err)
			}
			r := m.Solve(Options{})
			assert.Equal(t, int64(1), r.Solutions)
			assert.Len(t, r.First, tc.primary)
		})
	}
}

// span returns first, first+1, ..., first+count-1, or nil when count is 0.
func span(first int32, count int) []int32 {
	var s []int32
	for i := range int32(count) {
		s = append(s, first+i)
	}
	return s
}

// A search stopped at its node budget and resumed as a Stepper makes one
// search: the same solutions, in order, and the same stats as one that
// never stopped, wherever it stopped.
func TestResumeGoesOnWhereSolveStopped(t *testing.T) {
	problems := map[string]func() *Matrix{
		"seed":     func() *Matrix { return seedMatrix(t) },
		"queens 6": func() *Matrix { return queens(6) },
		"queens 8": func() *Matrix { return queens(8) },
	}
	for name, build := range problems {
		for _, opt := range []Options{{}, {MaxSolutions: 2}, {Heuristic: FirstItem}, {Forced: []int{1}}, {Forced: []int{0, 1, 2}}} {
			var want [][]int
			opt.OnSolution = func(o []int) { want = append(want, slices.Clone(o)) }
			whole := build().Solve(opt)
			for budget := int64(1); budget <= whole.Nodes; budget++ {
				t.Run(fmt.Sprintf("%s %+v budget %d", name, opt, budget), func(t *testing.T) {
					var got [][]int
					first := opt
					first.NodeBudget = budget
					first.OnSolution = func(o []int) { got = append(got, slices.Clone(o)) }
					m := build()
					r := m.Solve(first)
					if r.Stop != NodeBudget {
						require.Equal(t, whole.Nodes, budget, "only a budget of the whole search's nodes lets it end")
						return
					}
					rest := Options{MaxSolutions: opt.MaxSolutions} // the heuristic and forced options are the stopped search's
					s := m.Resume(&r, rest)
					require.NotNil(t, s)
					assert.Nil(t, m.Resume(&r, rest), "m is restored: nothing to resume twice")
					for e, ok := s.Next(); ok; e, ok = s.Next() {
						if e.Kind == Solution {
							got = append(got, e.Options)
						}
					}
					assert.Equal(t, want, got)
					st := s.Stats()
					assert.Equal(t, whole.Nodes, st.Nodes)
					assert.Equal(t, whole.Updates, st.Updates)
					assert.Equal(t, whole.Solutions, st.Solutions)
					assert.Equal(t, whole.PerLevel, st.PerLevel)
					assert.Equal(t, whole.MaxLevel, st.MaxLevel)
				})
			}
		}
	}
}

func TestResumeOnlyAfterABudgetStop(t *testing.T) {
	m := queens(6)
	r := m.Solve(Options{})
	assert.Nil(t, m.Resume(&r, Options{}), "an exhausted search")
	r = m.Solve(Options{MaxSolutions: 1})
	assert.Nil(t, m.Resume(&r, Options{}), "a solution limit")
	r = m.Solve(Options{NodeBudget: 5})
	m.Size(0)
	assert.Nil(t, m.Resume(&r, Options{}), "a matrix read since")
	r = m.Solve(Options{NodeBudget: 5})
	m.Reset(2, 0)
	assert.Nil(t, m.Resume(&r, Options{}), "a matrix reset since")
	m = queens(6)
	r = m.Solve(Options{NodeBudget: 5})
	assert.NotNil(t, m.Resume(&r, Options{}))
}
