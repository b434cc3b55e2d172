package exact

import (
	"math/rand/v2"

	"xcover/dlx"
	"xcover/sudoku"
)

// The search for a first solution restarts, on a big grid, to escape the
// heavy tail of its run times: the plain search (MRV, the first item on
// ties) fills the grid row by row and, on a blank 64x64, gets stuck in the
// last band for more than 50M nodes, though it finds a blank 49x49 in
// 195,115 nodes. So a first search runs plain for firstPlan.plain nodes,
// which covers every ordinary puzzle and the blank grids up to 49x49; then
// it restarts from the root on trees of its own, each with a few of the
// cells' places in the tie-break order swapped with their neighbours'
// (swapCells), on budgets of firstPlan.unit times Luby's sequence (Luby,
// Sinclair and Zuckerman, 1993; Gomes, Selman and Kautz's remedy for heavy
// tails). Counting and uniqueness checks never restart.
//
// On a blank 64x64, seeds 1 to 5 found a grid in 2.4M to 12.2M nodes; a
// swap rate of 0.003 or 0.03, or a unit of 65,536, did worse on the same
// seeds. Random ties at every level, or every cell's order shuffled, lose
// the row-by-row fill that makes the plain search good, and find nothing
// in millions of nodes.
var firstPlan = restartPlan{plain: 250_000, unit: 16_384, rate: 0.01}

// restartPlan is how a first search restarts.
type restartPlan struct {
	// plain is the plain search's budget before the restarts, in nodes.
	plain int64
	// unit is the budget of Luby's unit restarts, in nodes: a few times
	// what a descent through a 64x64 grid takes.
	unit int64
	// rate is the chance that a cell trades its place in the tie-break
	// order with the next cell's.
	rate float64
}

// luby returns the i-th term, from 1, of Luby's sequence: 1 1 2 1 1 2 4 1 1
// 2 1 1 2 4 8 ...: 2^(k-1) when i is 2^k-1, else the term at i less the
// largest 2^(k-1)-1 below it.
func luby(i int) int64 {
	for {
		k := 1
		for 1<<k-1 < i {
			k++
		}
		if i == 1<<k-1 {
			return 1 << (k - 1)
		}
		i -= 1<<(k-1) - 1
	}
}

// restarts reports whether a search under opt looks for a first solution
// the way restarts can: with MRV, free to choose from the root.
func restarts(opt dlx.Options) bool {
	return opt.MaxSolutions == 1 && opt.Heuristic == dlx.MRV && len(opt.Forced) == 0
}

// solveFirst searches puzzle for a first solution: plain, then on
// restarts, until one is found, a tree is searched to the end (there is
// none), the node budget is spent or the context is done. It leaves in
// s.res the stats of all the runs and the last run's stop and solution.
func (s *Solver) solveFirst(puzzle sudoku.Grid) error {
	opt, plan := s.Options, s.plan
	if plan == nil {
		plan = &firstPlan
	}
	budget := opt.NodeBudget
	total := dlx.Stats{PerLevel: s.spentLevels[:0]}
	defer func() {
		s.spentLevels = total.PerLevel
		total.PerLevel = append(s.res.PerLevel[:0], total.PerLevel...)
		s.res.Stats, s.spent = total, 0
	}()
	for i := 0; ; i++ {
		opt.NodeBudget = plan.plain
		if i == 1 { // the first restart: the swaps' generator, from the seed
			if s.swaps == nil {
				s.swaps = rand.New(&s.pcg)
			}
			s.pcg.Seed(opt.Seed, 0x5eed)
		}
		if i > 0 {
			opt.NodeBudget = plan.unit * luby(i)
			s.enc.swaps, s.enc.swapRate = s.swaps, plan.rate
		}
		if budget > 0 {
			opt.NodeBudget = min(opt.NodeBudget, budget-total.Nodes)
		}
		err := s.enc.encode(puzzle, Reduced)
		s.enc.swaps = nil
		if err != nil {
			return err
		}
		s.spent = total.Nodes
		s.enc.Links.SolveInto(&s.res, opt)
		total.Add(s.res.Stats)
		if s.res.Stop != dlx.NodeBudget || budget > 0 && total.Nodes >= budget {
			return nil
		}
	}
}

// swapCells swaps, in the order of the open cells' items, the first
// cells ones, each with the next at e.swapRate, from the first to the
// last: a cell may so move on by several places.
func (e *Encoding) swapCells(cells int32) {
	for j := int32(0); j+1 < cells; j++ {
		if e.swaps.Float64() < e.swapRate {
			a, b := e.items[j], e.items[j+1]
			e.items[j], e.items[j+1] = b, a
			e.itemAt[a], e.itemAt[b] = j+1, j
		}
	}
}
