package dlx

import (
	"context"
	"fmt"
	"iter"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// linksOf is a links stepper's engine.
func linksOf(s Stepper) *Links { return s.Engine().(*Links) }

// collect runs the stepper to the end, keeping a copy of each solution.
func collect(m Engine, opt Options) ([]Event, Stats) {
	s := m.Search(opt)
	var evs []Event
	for e, ok := s.Next(); ok; e, ok = s.Next() {
		e.Options = slices.Clone(e.Options)
		evs = append(evs, e)
	}
	return evs, s.Stats()
}

// engines returns both engines of problem p.
func engines(p *Problem) []Engine { return []Engine{NewLinks(p), NewCells(p)} }

func TestEventsAgreeWithSolve(t *testing.T) {
	for name, build := range smallProblems(t) {
		for _, opt := range []Options{{}, {MaxSolutions: 1}, {MaxSolutions: 2}, {Heuristic: FirstItem}, {Heuristic: MRVRandom, Seed: 3}, {NodeBudget: 77}, {Forced: []int{1}}, {Forced: []int{1, 3}}, {Forced: []int{7}}} {
			for _, e := range engines(build()) {
				t.Run(fmt.Sprintf("%s %s %+v", e.Name(), name, opt), func(t *testing.T) {
					var fast, slow [][]int
					opt.OnSolution = func(o []int) { fast = append(fast, slices.Clone(o)) }
					r := e.Solve(opt)
					opt.OnSolution = nil
					evs, st := collect(e, opt)
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
					if opt.NodeBudget > 0 && r.Stop == NodeBudget {
						assert.Equal(t, opt.NodeBudget, r.Nodes, "the budget, to the node")
					}
				})
			}
		}
	}
}

func TestSeedExampleEventSequence(t *testing.T) {
	m := seedMatrix(t)
	var got []string
	for e := range Events(NewLinks(m), Options{}) {
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
	evs, _ := collect(NewLinks(queens(6)), Options{})
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

// TestReplayReproducesEngineState applies each event to an engine of its
// own and compares its links with the stepper's after every event, then
// reverts the events one by one and compares with the recorded states.
func TestReplayReproducesEngineState(t *testing.T) {
	for name, m := range map[string]*Problem{"seed": seedMatrix(t), "queens 5": queens(5), "queens 6": queens(6)} {
		t.Run(name, func(t *testing.T) {
			s := NewLinks(m).Search(Options{})
			replay := NewLinks(m)
			var evs []Event
			states := []*Links{replay.duplicate()}
			var updates int64
			for e, ok := s.Next(); ok; e, ok = s.Next() {
				updates += replay.Apply(e)
				require.True(t, replay.sameLinks(linksOf(s)), "after event %d %v", len(evs), e)
				require.Equal(t, s.Stats().Updates, updates)
				evs = append(evs, e)
				states = append(states, replay.duplicate())
			}
			for k := len(evs) - 1; k >= 0; k-- {
				updates -= replay.Revert(evs[k])
				require.True(t, replay.sameLinks(states[k]), "reverting event %d %v", k, evs[k])
			}
			assert.Zero(t, updates)
			assert.True(t, replay.sameLinks(NewLinks(m)))
		})
	}
}

func TestChosenFollowsTryAndLeave(t *testing.T) {
	for _, eng := range engines(queens(6)) {
		s := eng.Search(Options{})
		stack := []int{}
		for e, ok := s.Next(); ok; e, ok = s.Next() {
			switch e.Kind {
			case Try:
				stack = append(stack, int(e.Option))
			case Leave:
				stack = stack[:len(stack)-1]
			}
			require.Equal(t, stack, s.Chosen(), "%s, after %v", eng.Name(), e)
		}
	}
}

func TestPullCanBeAbandoned(t *testing.T) {
	m := NewLinks(queens(8))
	next, stop := iter.Pull(Events(m, Options{}))
	for range 100 {
		_, ok := next()
		require.True(t, ok)
	}
	stop()
	_, ok := next()
	assert.False(t, ok)
	// The engine is untouched by the abandoned search.
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
		for _, e := range engines(queens(8)) {
			evs, st := collect(e, tc.opt)
			last := evs[len(evs)-1]
			assert.Equal(t, Done, last.Kind, e.Name())
			assert.Equal(t, tc.stop, last.Stop, e.Name())
			if tc.opt.NodeBudget > 0 {
				assert.Equal(t, tc.opt.NodeBudget, st.Nodes, e.Name())
			}
			r := e.Solve(tc.opt)
			assert.Equal(t, tc.stop, r.Stop, e.Name())
		}
	}
}

// A search stopped at its node budget and resumed as a Stepper makes one
// search: the same solutions, in order, and the same stats as one that
// never stopped, wherever it stopped.
func TestResumeGoesOnWhereSolveStopped(t *testing.T) {
	for name, build := range smallProblems(t) {
		for _, opt := range []Options{{}, {MaxSolutions: 2}, {Heuristic: FirstItem}, {Forced: []int{1}}, {Forced: []int{0, 1, 2}}} {
			var want [][]int
			opt.OnSolution = func(o []int) { want = append(want, slices.Clone(o)) }
			whole := NewLinks(build()).Solve(opt)
			for budget := int64(1); budget <= whole.Nodes; budget++ {
				t.Run(fmt.Sprintf("%s %+v budget %d", name, opt, budget), func(t *testing.T) {
					var got [][]int
					first := opt
					first.NodeBudget = budget
					first.OnSolution = func(o []int) { got = append(got, slices.Clone(o)) }
					m := NewLinks(build())
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
							got = append(got, slices.Clone(e.Options))
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
	m := NewLinks(queens(6))
	r := m.Solve(Options{})
	assert.Nil(t, m.Resume(&r, Options{}), "an exhausted search")
	r = m.Solve(Options{MaxSolutions: 1})
	assert.Nil(t, m.Resume(&r, Options{}), "a solution limit")
	r = m.Solve(Options{NodeBudget: 5})
	m.Restore()
	assert.Nil(t, m.Resume(&r, Options{}), "an engine restored since")
	r = m.Solve(Options{NodeBudget: 5})
	m.Load(queens(4))
	assert.Nil(t, m.Resume(&r, Options{}), "an engine loaded since")
	m = NewLinks(queens(6))
	r = m.Solve(Options{NodeBudget: 5})
	assert.NotNil(t, m.Resume(&r, Options{}))
}

// TestNarrateWith narrates events with the names a caller gives, and
// Narrate with the problem's own.
func TestNarrateWith(t *testing.T) {
	m := NewProblem(2, 0)
	_, err := m.AddOption(0, 1)
	require.NoError(t, err)
	m.SetItemName(0, "a")
	m.SetOptionName(0, "A")
	short := func(prefix string) func(int) string {
		return func(i int) string { return prefix + strconv.Itoa(i) }
	}
	for _, tc := range []struct {
		e          Event
		own, given string
	}{
		{Event{Kind: Branch, Item: 0, Size: 1}, "Branch on 'a': 1 option", "Branch on 'item0': 1 option"},
		{Event{Kind: Try, Option: 0}, "Try 'A'", "Try 'option0'"},
		{Event{Kind: Leave, Option: 0}, "Leave 'A', backtrack", "Leave 'option0', backtrack"},
		{Event{Kind: Cover, Item: 1}, "Cover '1'", "Cover 'item1'"},
	} {
		assert.Equal(t, tc.own, tc.e.Narrate(m))
		assert.Equal(t, tc.given, tc.e.NarrateWith(short("item"), short("option")))
	}
}
