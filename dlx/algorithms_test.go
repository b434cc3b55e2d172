package dlx

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// randomProblem makes a small random matrix: plain, with colors, with
// bounds, or with both, as kind says (bit 1 colors, bit 2 bounds).
func randomProblem(rng *rand.Rand, kind int) *Problem {
	primary, secondary := 1+rng.IntN(4), rng.IntN(4)
	m := NewProblem(primary, secondary)
	if kind&2 != 0 {
		for i := range primary {
			lower := rng.IntN(3)
			upper := max(lower, 1) + rng.IntN(2)
			m.SetBounds(i, lower, upper)
		}
	}
	for range 2 + rng.IntN(8) {
		var items []int
		var colors []string
		for it := range primary + secondary {
			if rng.IntN(3) != 0 {
				continue
			}
			items = append(items, it)
			c := ""
			if kind&1 != 0 && it >= primary && rng.IntN(3) != 0 {
				c = []string{"red", "blue"}[rng.IntN(2)]
			}
			colors = append(colors, c)
		}
		if len(items) == 0 {
			items, colors = []int{rng.IntN(primary)}, []string{""}
		}
		if _, err := m.AddColoredOption(items, colors); err != nil {
			panic(err)
		}
	}
	return m
}

// checkSolution reports what is wrong with opts as a solution of m: a
// primary item covered outside its bounds, a secondary item given two
// colors, or named with no color by one option and by another option too,
// an option of secondary items only, an option chosen twice.
func checkSolution(m *Problem, opts []int) error {
	uses := make([]int, m.Items())
	colors := make([]string, m.Items())
	seen := map[int]bool{}
	for _, k := range opts {
		if seen[k] {
			return fmt.Errorf("option %d chosen twice", k)
		}
		seen[k] = true
		primary := false
		for _, it := range m.OptionItems(nil, k) {
			c := m.OptionColor(k, it)
			if it >= m.Primary() {
				switch {
				case uses[it] > 0 && (c == "" || colors[it] == ""):
					return fmt.Errorf("item %d: an option with no color shares it", it)
				case uses[it] > 0 && c != colors[it]:
					return fmt.Errorf("item %d has colors %s and %s", it, colors[it], c)
				}
				colors[it] = c
			}
			primary = primary || it < m.Primary()
			uses[it]++
		}
		if !primary {
			return fmt.Errorf("option %d has no primary item", k)
		}
	}
	for i := range m.Primary() {
		if lower, upper := m.Bounds(i); uses[i] < lower || uses[i] > upper {
			return fmt.Errorf("item %d covered %d times, outside %d:%d", i, uses[i], lower, upper)
		}
	}
	return nil
}

// bruteForce returns every solution of m, each as a sorted list of
// options, found by trying every set of options.
func bruteForce(m *Problem) [][]int {
	var out [][]int
	for set := range 1 << m.Options() {
		var opts []int
		for k := range m.Options() {
			if set&(1<<k) != 0 {
				opts = append(opts, k)
			}
		}
		if checkSolution(m, opts) == nil {
			out = append(out, opts)
		}
	}
	return sortSolutions(out)
}

// sortSolutions sorts each solution's options, and the solutions.
func sortSolutions(sols [][]int) [][]int {
	for k, s := range sols {
		if s == nil {
			sols[k] = []int{}
		}
		slices.Sort(s)
	}
	slices.SortFunc(sols, slices.Compare)
	return sols
}

// TestAlgorithmsAgreeWithBruteForce checks X, C and M on thousands of
// small random problems against an enumeration of every set of options:
// the same solutions, each valid (every primary item within its bounds,
// every secondary item one color); the stepper agrees with Solve on the
// solutions, nodes and updates; every heuristic finds the same count.
func TestAlgorithmsAgreeWithBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := range 4000 {
		m := randomProblem(rng, n%4)
		want := bruteForce(m)
		l := NewLinks(m)
		var got [][]int
		r := l.Solve(Options{OnSolution: func(o []int) { got = append(got, slices.Clone(o)) }})
		for _, s := range got {
			require.NoError(t, checkSolution(m, s), "problem %d", n)
		}
		text := knuthText(t, m)
		require.Equal(t, want, sortSolutions(got), "problem %d (%s):\n%s", n, m.Algorithm(), text)
		require.Equal(t, int64(len(want)), r.Solutions)
		evs, st := collect(l, Options{})
		require.Equal(t, Done, evs[len(evs)-1].Kind)
		require.Equal(t, [3]int64{r.Solutions, r.Nodes, r.Updates}, [3]int64{st.Solutions, st.Nodes, st.Updates}, "problem %d:\n%s", n, text)
		if r.Solutions > 0 { // a search stopped at its first solution leaves the matrix as it was
			first := l.Solve(Options{MaxSolutions: 1})
			require.NoError(t, checkSolution(m, first.First))
			require.Equal(t, r.Stats.Nodes, l.Solve(Options{}).Nodes, "problem %d after a stopped search", n)
		}
		for _, h := range []Heuristic{FirstItem, MRVRandom} {
			require.Equal(t, r.Solutions, l.Solve(Options{Heuristic: h, Seed: uint64(n)}).Solutions, "%s, problem %d:\n%s", h, n, text)
		}
	}
}

// knuthText writes m in Knuth's format, for failure messages.
func knuthText(t *testing.T, m *Problem) string {
	var b strings.Builder
	require.NoError(t, m.WriteKnuth(&b))
	return b.String()
}

// TestReplayColorsAndBounds applies the events of searches of random
// problems with colors and bounds to a copy of the matrix, comparing its
// links, colors and bounds with the engine's after each, then reverts
// them all, back through the same states to the start, with the updates.
func TestReplayColorsAndBounds(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for n := range 400 {
		m := randomProblem(rng, 1+n%3)
		s := NewLinks(m).Search(Options{})
		replay := NewLinks(m)
		states := []*Links{replay.duplicate()}
		var evs []Event
		var updates int64
		for e, ok := s.Next(); ok; e, ok = s.Next() {
			updates += replay.Apply(e)
			require.True(t, replay.sameLinks(linksOf(s)), "problem %d, after event %d %v:\n%s", n, len(evs), e, knuthText(t, m))
			require.Equal(t, s.Stats().Updates, updates)
			evs = append(evs, e)
			states = append(states, replay.duplicate())
		}
		for k := len(evs) - 1; k >= 0; k-- {
			updates -= replay.Revert(evs[k])
			require.True(t, replay.sameLinks(states[k]), "problem %d, reverting event %d %v", n, k, evs[k])
		}
		require.Zero(t, updates)
		require.True(t, replay.sameLinks(NewLinks(m)))
	}
}

// TestPartsWithColorsAndBounds checks that the parts of a count add up to
// the whole for random problems with colors and bounds, that a search
// stopped by its node budget and resumed makes the whole search, and that
// the estimate of the nodes is exact on average over many probes.
func TestPartsWithColorsAndBounds(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for n := range 600 {
		m := randomProblem(rng, 1+n%3)
		l := NewLinks(m)
		whole := l.Solve(Options{})
		for k := 1; k <= 4; k++ {
			var sum int64
			for part := range k {
				r, err := CountPart(l, Options{}, k, part)
				require.NoError(t, err)
				sum += r.Solutions
			}
			require.Equal(t, whole.Solutions, sum, "problem %d in %d parts:\n%s", n, k, knuthText(t, m))
		}
		if whole.Nodes > 2 {
			var r Result
			l.SolveInto(&r, Options{NodeBudget: whole.Nodes / 2})
			s := l.Resume(&r, Options{})
			require.NotNil(t, s)
			for _, ok := s.Next(); ok; _, ok = s.Next() {
			}
			st := s.Stats()
			require.Equal(t, [3]int64{whole.Solutions, whole.Nodes, whole.Updates}, [3]int64{st.Solutions, st.Nodes, st.Updates}, "problem %d", n)
		}
	}
	l := NewLinks(randomProblem(rand.New(rand.NewPCG(7, 8)), 3))
	est := l.Estimate(Options{}, 20000, 9)
	assert.InEpsilon(t, float64(l.Solve(Options{}).Nodes), est, 0.05)
}

// TestLinkViewColorsAndBounds checks the colors and bounds a LinkView
// shows, before a search and while one purifies and uses.
func TestLinkViewColorsAndBounds(t *testing.T) {
	m, err := ParseKnuth(strings.NewReader("2|A B | x\nA x:red\nA B x:red\nB x:blue\n"))
	require.NoError(t, err)
	v := NewLinks(m).View()
	assert.Equal(t, []string{"red", "blue"}, v.ColorNames)
	assert.Equal(t, []int32{0, 2, 1}, v.Bound, "A has 2 uses, B 1")
	first := v.OptionStart[0]
	assert.Equal(t, int32(1), v.Color[first+1], "x:red in option 0")
	s := NewLinks(m).Search(Options{})
	for e, ok := s.Next(); ok && e.Kind != Purify; e, ok = s.Next() {
	}
	v = linksOf(s).View()
	assert.Equal(t, int32(-1), v.Color[v.OptionStart[1]+2], "option 1's x purified to red")
	assert.Less(t, v.Bound[1], int32(2), "A used")
	assert.Nil(t, NewLinks(queens(4)).View().Color)
	assert.Nil(t, NewLinks(queens(4)).View().Bound)
}

// TestNewEventKinds checks the names, one-line descriptions, narration
// and inverses of the events of Algorithms C and M.
func TestNewEventKinds(t *testing.T) {
	m, err := ParseKnuth(strings.NewReader("0:2|A B | x\nA x:red\nA B x:red\nB x:blue\n"))
	require.NoError(t, err)
	tests := []struct {
		e              Event
		name, line, my string
		inverse        Kind
	}{
		{Event{Kind: Purify, Level: 1, Item: 2, Option: 1}, "purify", "L1 purify item 2, option 1", "Purify 'x' to red: options with another color leave", Unpurify},
		{Event{Kind: Unpurify, Level: 1, Item: 2, Option: 2}, "unpurify", "L1 unpurify item 2, option 2", "Unpurify 'x' from blue", Purify},
		{Event{Kind: Use, Item: 0, Option: -1, Size: 1}, "use", "L0 use item 0 (1 left)", "Use 'A': 1 use left", Unuse},
		{Event{Kind: Unuse, Item: 0, Option: -1, Size: 2}, "unuse", "L0 unuse item 0 (2 left)", "Give a use back to 'A': 2 uses left", Use},
		{Event{Kind: Tweak, Item: 0, Option: 0}, "tweak", "L0 tweak item 0, option 0", "Set 'A x' aside: 'A' will not try it again", Untweak},
		{Event{Kind: Untweak, Item: 0, Option: 0}, "untweak", "L0 untweak item 0, option 0", "Put 'A x' back in the list of 'A'", Tweak},
		{Event{Kind: Close, Level: 2, Item: 0}, "close", "L2 close item 0", "Go on without 'A': no option left, its lower bound met", Reopen},
		{Event{Kind: Reopen, Level: 2, Item: 0}, "reopen", "L2 reopen item 0", "Reopen 'A'", Close},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.name, tc.e.Kind.String())
		assert.Equal(t, tc.line, tc.e.String())
		assert.Equal(t, tc.my, tc.e.Narrate(m))
		inv := tc.e.Inverse()
		assert.Equal(t, tc.inverse, inv.Kind)
		assert.Equal(t, tc.e, inv.Inverse())
	}
	assert.Equal(t, int32(2), Event{Kind: Use, Size: 1}.Inverse().Size, "uses left after the Unuse")
	assert.Equal(t, "Kind(99)", Kind(99).String())
	// Every kind undoes its inverse; those that change no links, and a kind
	// unknown, are their own.
	for k := Branch; k <= Restore; k++ {
		assert.Equal(t, k, Event{Kind: k}.Inverse().Inverse().Kind, "%v", k)
	}
	for _, k := range []Kind{Branch, DeadEnd, Solution, Done, Restore, Kind(99)} {
		assert.Equal(t, Event{Kind: k, Item: 1, Size: 3}, Event{Kind: k, Item: 1, Size: 3}.Inverse(), "%v", k)
	}
}

// TestViewInto reads the links at each event of searches into one
// LinkView, as a viewer does frame after frame: each read equals a fresh
// copy (View), from a colored problem to a plain one and a smaller one,
// and reuses the view's arrays when they are big enough.
func TestViewInto(t *testing.T) {
	colored, err := ParseKnuth(strings.NewReader("0:2|A B | x\nA x:red\nA B x:red\nB x:blue\n"))
	require.NoError(t, err)
	var v LinkView
	for _, m := range []*Problem{queens(6), colored, queens(4)} {
		s := NewLinks(m).Search(Options{})
		for range 200 {
			linksOf(s).ViewInto(&v)
			require.Equal(t, linksOf(s).View(), v)
			if _, ok := s.Next(); !ok {
				break
			}
		}
	}
	up := &v.Up[0]
	NewLinks(queens(4)).ViewInto(&v)
	assert.Same(t, up, &v.Up[0], "a matrix no bigger reuses the arrays")
}
