package dlx

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCellsCountAsSSXCC counts standard problems with the dancing cells
// and compares the solutions, nodes and updates with those Knuth's SSXCC
// prints for the same files: the cells branch as it does, on the same
// items in the same order, and count as it counts.
func TestCellsCountAsSSXCC(t *testing.T) {
	for _, tc := range []struct {
		file                      string
		solutions, nodes, updates int64
	}{
		{"queens8.dlx", 92, 1085, 16913},
		{"langford8.dlx", 150, 1410, 18262},
		{"pentominoes3x20.dlx.gz", 8, 32972, 11080022},
		{"wordsearch4.dlx.gz", 379152, 397049, 1936474},
		{"dodecahedron.dlx.gz", 300, 14090, 2930931},
		{"../../../testdata/queens-13.dlx.gz", 73712, 1464305, 23910336},
		{"../../../testdata/langford-12.dlx.gz", 108144, 1431232, 19143575},
	} {
		for _, counting := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/counting=%t", filepath.Base(tc.file), counting), func(t *testing.T) {
				c := NewCells(readInstance(t, tc.file))
				c.undoByCounting(counting)
				r := c.Solve(Options{})
				assert.Equal(t, [3]int64{tc.solutions, tc.nodes, tc.updates}, [3]int64{r.Solutions, r.Nodes, r.Updates})
				again := c.Solve(Options{})
				assert.Equal(t, [3]int64{r.Solutions, r.Nodes, r.Updates}, [3]int64{again.Solutions, again.Nodes, again.Updates},
					"a second search on the same cells, their order reshuffled by the first, counts the same")
			})
		}
	}
}

// TestCellsAgreeWithBruteForce checks the dancing cells on thousands of
// small random problems, plain, with colors, with bounds and with both,
// against an enumeration of every set of options: the same solutions,
// each valid, as many as the links count; the stepper agrees with Solve on the solutions, nodes and
// updates; every heuristic finds the same count.
func TestCellsAgreeWithBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for n := range 4000 {
		m := randomProblem(rng, n%4)
		want := bruteForce(m)
		c := NewCells(m)
		c.undoByCounting(n%8 < 4) // each way to undo, on each kind of problem
		var got [][]int
		r := c.Solve(Options{OnSolution: func(o []int) { got = append(got, slices.Clone(o)) }})
		for i := range m.Items() {
			require.Equal(t, m.Size(i), c.Size(i), "problem %d: the sizes are back", n)
		}
		for _, s := range got {
			require.NoError(t, checkSolution(m, s), "problem %d", n)
		}
		text := knuthText(t, m)
		require.Equal(t, want, sortSolutions(got), "problem %d (%s):\n%s", n, m.Algorithm(), text)
		require.Equal(t, NewLinks(m).Solve(Options{}).Solutions, r.Solutions, "problem %d: the links count the same:\n%s", n, text)
		evs, st := collect(c, Options{})
		require.Equal(t, Done, evs[len(evs)-1].Kind)
		require.Equal(t, [3]int64{r.Solutions, r.Nodes, r.Updates}, [3]int64{st.Solutions, st.Nodes, st.Updates}, "problem %d:\n%s", n, text)
		for _, h := range []Heuristic{FirstItem, MRVRandom} {
			require.Equal(t, r.Solutions, c.Solve(Options{Heuristic: h, Seed: uint64(n)}).Solutions, "%s, problem %d:\n%s", h, n, text)
		}
	}
}

// undoByCounting makes c's search undo its tries by counting sizes back up
// (or by the trail), whichever countingPays would choose.
func (c *Cells) undoByCounting(on bool) { c.counting, c.decided = on, true }

// sameCells reports whether c and o hold the same cells, nodes, marks,
// list of items and active parts: an engine replaying events is to match
// the stepper's to the order of the nodes within the sets.
func (c *Cells) sameCells(o *Cells) bool {
	return slices.Equal(c.cells, o.cells) && slices.Equal(c.nodes, o.nodes) && slices.Equal(c.list, o.list) &&
		c.active == o.active && c.activeSecondary == o.activeSecondary
}

// copyCells returns a copy of c's state, for comparing.
func (c *Cells) copyCells() *Cells {
	return &Cells{cells: slices.Clone(c.cells), nodes: slices.Clone(c.nodes), list: slices.Clone(c.list), active: c.active, activeSecondary: c.activeSecondary}
}

// TestCellsReplay applies each event of searches of random problems, and
// of the seed example and queens, to cells of their own, comparing them
// with the stepper's after every event to the order of the nodes in the
// sets and of the items in the list, then reverts the events one by one
// back to the start, through the same states, with the updates.
func TestCellsReplay(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	problems := []*Problem{seedMatrix(t), queens(5), queens(6)}
	for n := range 400 {
		problems = append(problems, randomProblem(rng, n%4))
	}
	for n, m := range problems {
		s := NewCells(m).Search(Options{})
		replay := NewCells(m)
		states := []*Cells{replay.copyCells()}
		var evs []Event
		var updates int64
		for e, ok := s.Next(); ok; e, ok = s.Next() {
			updates += replay.Apply(e)
			require.True(t, replay.sameCells(s.Engine().(*Cells)), "problem %d, after event %d %v:\n%s", n, len(evs), e, knuthText(t, m))
			require.Equal(t, s.Stats().Updates, updates, "problem %d, event %d", n, len(evs))
			evs = append(evs, e)
			states = append(states, replay.copyCells())
		}
		for k := len(evs) - 1; k >= 0; k-- {
			updates -= replay.Revert(evs[k])
			require.True(t, replay.sameCells(states[k]), "problem %d, reverting event %d %v", n, k, evs[k])
		}
		require.Zero(t, updates)
	}
}

// TestCellsUndoKeepsTheLast checks that cells replaying events keep what
// reverts the last KeepUndo events only: a revert further back is refused.
func TestCellsUndoKeepsTheLast(t *testing.T) {
	m := queens(6)
	c := NewCells(m)
	c.KeepUndo(3)
	var evs []Event
	for e := range Events(NewCells(m), Options{}) {
		c.Apply(e)
		if evs = append(evs, e); len(evs) == 20 {
			break
		}
	}
	for _, e := range slices.Backward(evs[len(evs)-3:]) {
		require.NotPanics(t, func() { c.Revert(e) })
	}
	assert.Panics(t, func() { c.Revert(evs[len(evs)-4]) }, "the fourth event back is not kept")
}

// TestCellsParts counts problems in K parts with the cells: the parts'
// solutions add up to the whole's; the subtree with no path is the whole
// search, nodes and updates included. (The parts' nodes need not add up
// to the whole's: each subtree's search starts from the list of items as
// its path leaves it, where the whole search's ties followed the list as
// the subtrees before had reshuffled it.)
func TestCellsParts(t *testing.T) {
	for _, m := range []*Problem{queens(6), queens(8), readInstance(t, "langford8.dlx"), readInstance(t, "wordsearch4.dlx.gz"),
		readInstance(t, "queens8-bounds.dlx"), readInstance(t, "wordsearch3-bounds.dlx")} {
		c := NewCells(m)
		whole := c.Solve(Options{})
		root := SearchSubtree(c, Options{}, Subtree{})
		assert.Equal(t, [3]int64{whole.Solutions, whole.Nodes, whole.Updates}, [3]int64{root.Solutions, root.Nodes, root.Updates})
		for _, k := range []int{1, 2, 3, 7, 64} {
			var sum int64
			for i := range k {
				r, err := CountPart(c, Options{}, k, i)
				require.NoError(t, err)
				sum += r.Solutions
			}
			assert.Equal(t, whole.Solutions, sum, "%d parts", k)
		}
	}
}

// TestCellsEstimate checks Knuth's estimate of the cells' tree against its
// true node count, and that a search after it searches as before.
func TestCellsEstimate(t *testing.T) {
	for _, m := range []*Problem{queens(8), readInstance(t, "langford8.dlx")} {
		c := NewCells(m)
		nodes := float64(c.Solve(Options{}).Nodes)
		est := c.Estimate(Options{}, 20000, 1)
		assert.InEpsilon(t, nodes, est, 0.1, "%.0f estimated, %.0f true", est, nodes)
		assert.Equal(t, est, c.Estimate(Options{}, 20000, 1), "the same seed, the same estimate")
		assert.Equal(t, nodes, float64(c.Solve(Options{}).Nodes), "a search after the estimate's walks")
	}
}
