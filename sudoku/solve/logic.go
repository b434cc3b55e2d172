package solve

import (
	"fmt"
	"math/bits"
	"strconv"

	"xcover/sudoku"
)

// logic is inference with search, the core of two methods. The logic
// method applies singles and naked and hidden tuples, always the smallest
// rule that makes progress first; the rules method applies only the
// pairwise exclusion rule (a cell left with one value excludes it from
// every cell sharing its row, column or box). When the rules stall, both
// guess in the cell with the fewest candidates, undo the guess's
// consequences once it is explored, and strike the guessed value from the
// cell before inferring again; the rules method counts the solutions this
// way.
type logic struct {
	*run
	g      *geometry
	rules  bool // the rules method
	tuples int  // the largest tuple looked for
	all    uint64
	cells  []uint8
	cands  []uint64      // a placed cell's candidates are its value alone
	open   int           // cells without a value
	used   []uint64      // the values the givens hold in each unit
	trail  []change      // every change, to undo back to a point
	idx    []int32       // scratch: the cells or values a tuple is chosen from
	masks  []uint64      // scratch: their candidates or places
	chosen [MaxTuple]int // scratch: the indexes into idx of a tuple
}

// change is one entry of the trail: a value placed, or candidates struck out.
type change struct {
	cell  int32
	value uint8  // the value placed; 0 when candidates were struck out
	mask  uint64 // the candidates struck out
}

// rule is what caused a step of the logic core.
type rule uint8

const (
	rulePeer         rule = iota // a placed value excludes it from the cell's peers
	ruleHolds                    // a placed cell keeps no other candidate
	ruleNakedSingle              // a cell has one candidate left
	ruleHiddenSingle             // a value has one place left in a unit
	ruleNaked                    // k cells of a unit share k candidates
	ruleHidden                   // k values of a unit share k cells
	ruleGuess                    // the search chose a value
	ruleTried                    // a guess was explored, so the cell cannot hold its value
)

// cause is a rule with what it needs to be told in words; building the
// words is left to when a step is sent.
type cause struct {
	rule  rule
	size  int    // a tuple's size
	unit  int32  // the unit of a single or tuple
	cell  int32  // rulePeer, ruleHolds: the placed cell
	value uint8  // rulePeer, ruleHolds, ruleHiddenSingle: the value
	set   uint64 // a tuple's values
}

var tupleNames = [...]string{"", "single", "pair", "triple", "quad"}

// newLogic sets up the logic or rules method on r's puzzle.
func newLogic(r *run, m Method) *logic {
	g := geometryOf(r.puzzle.Shape)
	l := &logic{run: r, g: g, rules: m == Rules, all: sudoku.AllValues(g.n), cells: r.puzzle.Clone().Cells}
	l.tuples = r.lim.Tuples
	if l.tuples <= 0 || l.tuples > MaxTuple {
		l.tuples = MaxTuple
	}
	l.used = make([]uint64, 3*g.n)
	l.cands = startCandidates(r.puzzle, g, l.used)
	for _, v := range l.cells {
		if v == 0 {
			l.open++
		}
	}
	return l
}

// solve runs the method: the candidates from the givens, then inference
// and search from the root.
func (l *logic) solve() {
	if l.startSearch(l.g, l.cells, l.cands, l.used) && l.node() {
		l.search(0)
	}
}

// search infers all it can at depth (guesses on the stack), then records a
// solution or guesses on, and undoes its work. It returns false when the
// search must stop.
func (l *logic) search(depth int32) bool {
	mark := len(l.trail)
	if l.propagate(depth) {
		if l.open == 0 {
			if !l.solution(l.cells) {
				return false
			}
		} else if !l.branch(depth) {
			return false
		}
	}
	if l.halted {
		return false
	}
	l.undo(mark, depth)
	return !l.halted
}

// branch guesses the lowest candidate v of the cell c with the fewest.
// Once that guess is explored (it failed, or its solutions are counted),
// c cannot hold v in what is left to search: branch strikes v out of c at
// this depth and searches on from there, so the inference knows it when
// the next value is guessed.
func (l *logic) branch(depth int32) bool {
	c := l.pick()
	choices := l.cands[c]
	if !l.node() {
		return false
	}
	v := uint8(bits.TrailingZeros64(choices) + 1)
	l.out.Stats.Guesses++
	if l.emit != nil && !l.send(Step{Kind: StepGuess, Cell: c, Value: v, Mask: choices, Depth: depth + 1}) {
		return false
	}
	mark := len(l.trail)
	if l.place(c, v, cause{rule: ruleGuess}, depth+1) {
		if !l.search(depth + 1) {
			return false
		}
	} else if l.halted {
		return false
	}
	if l.undo(mark, depth); l.halted {
		return false
	}
	bit := uint64(1) << (v - 1)
	if choices == bit { // v was the last value c could hold
		return true
	}
	if !l.eliminate(c, bit, cause{rule: ruleTried, cell: c, value: v}, depth) {
		return !l.halted
	}
	return l.search(depth)
}

// pick returns the empty cell with the fewest candidates, the first in
// row-major order among equals.
func (l *logic) pick() int32 {
	best, fewest := int32(-1), 65
	for i, v := range l.cells {
		if v == 0 {
			if k := bits.OnesCount64(l.cands[i]); k < fewest {
				best, fewest = int32(i), k
				if k <= 2 {
					break
				}
			}
		}
	}
	return best
}

// propagate applies the rules until none makes progress, smallest first:
// after each deduction it starts again from naked singles. It returns
// false on a contradiction or when the search must stop.
func (l *logic) propagate(depth int32) bool {
	for !l.halted && l.open > 0 {
		progress, ok := l.nakedSingles(depth)
		if !ok || l.halted {
			return false
		}
		if progress || l.rules {
			if progress {
				continue
			}
			return true
		}
		if progress, ok = l.hiddenSingle(depth); !ok {
			return false
		}
		for k := 2; !progress && k <= l.tuples; k++ {
			if progress, ok = l.nakedTuple(k, depth); ok && !progress {
				progress, ok = l.hiddenTuple(k, depth)
			}
			if !ok {
				return false
			}
		}
		if !progress {
			return true
		}
	}
	return !l.halted
}

// nakedSingles places every empty cell left with one candidate.
func (l *logic) nakedSingles(depth int32) (progress, ok bool) {
	for i, v := range l.cells {
		if v == 0 && l.cands[i]&(l.cands[i]-1) == 0 {
			v := uint8(bits.TrailingZeros64(l.cands[i]) + 1)
			if !l.place(int32(i), v, cause{rule: ruleNakedSingle}, depth) {
				return true, false
			}
			progress = true
		}
	}
	return progress, true
}

// hiddenSingle places one value that has a single place left in a unit.
// A value with no place left in a unit is a contradiction.
func (l *logic) hiddenSingle(depth int32) (progress, ok bool) {
	for u, cells := range l.g.units {
		var once, twice uint64
		for _, c := range cells {
			twice |= once & l.cands[c]
			once |= l.cands[c]
		}
		if missing := l.all &^ once; missing != 0 {
			if l.emit != nil {
				v := bits.TrailingZeros64(missing) + 1
				l.send(Step{Kind: StepContradiction, Cell: -1, Depth: depth,
					Reason: fmt.Sprintf("%d has no place left in %s", v, l.g.unitName(int32(u)))})
			}
			return false, false
		}
		for single := once &^ twice; single != 0; single &= single - 1 {
			bit := single & -single
			for _, c := range cells {
				if l.cands[c]&bit != 0 && l.cells[c] == 0 {
					v := uint8(bits.TrailingZeros64(bit) + 1)
					return true, l.place(c, v, cause{rule: ruleHiddenSingle, unit: int32(u), value: v}, depth)
				}
			}
		}
	}
	return false, true
}

// place writes v into empty cell c, strikes out its other candidates and
// strikes v out of its peers. It returns false on a contradiction (a peer
// left without candidates) or when the search must stop.
func (l *logic) place(c int32, v uint8, why cause, depth int32) bool {
	l.cells[c] = v
	l.open--
	l.trail = append(l.trail, change{cell: c, value: v})
	l.out.Stats.Placements++
	if l.emit != nil && !l.send(Step{Kind: StepPlace, Cell: c, Value: v, Depth: depth, Reason: l.placeReason(c, v, why)}) {
		return false
	}
	bit := uint64(1) << (v - 1)
	if others := l.cands[c] &^ bit; others != 0 {
		if !l.eliminate(c, others, cause{rule: ruleHolds, cell: c, value: v}, depth) {
			return false
		}
	}
	for _, p := range l.g.peers[c] {
		if l.cands[p]&bit != 0 && !l.eliminate(p, bit, cause{rule: rulePeer, cell: c, value: v}, depth) {
			return false
		}
	}
	return true
}

// eliminate strikes the candidates in mask (all present) out of cell c. It
// returns false when c has none left, a contradiction, or when the search
// must stop.
func (l *logic) eliminate(c int32, mask uint64, why cause, depth int32) bool {
	l.cands[c] &^= mask
	l.trail = append(l.trail, change{cell: c, mask: mask})
	l.out.Stats.Eliminations += int64(bits.OnesCount64(mask))
	if l.emit != nil && !l.send(Step{Kind: StepEliminate, Cell: c, Mask: mask, Depth: depth, Reason: l.eliminateReason(c, mask, why)}) {
		return false
	}
	if l.cands[c] == 0 {
		if l.emit != nil {
			l.send(Step{Kind: StepContradiction, Cell: c, Depth: depth, Reason: l.g.cellName(c) + " has no candidates left"})
		}
		return false
	}
	return true
}

// undo takes back every change after the trail's first mark entries, last
// first, sending the steps that revert them.
func (l *logic) undo(mark int, depth int32) {
	for len(l.trail) > mark {
		ch := l.trail[len(l.trail)-1]
		l.trail = l.trail[:len(l.trail)-1]
		st := Step{Kind: StepRestore, Cell: ch.cell, Mask: ch.mask, Depth: depth}
		if ch.value != 0 {
			l.cells[ch.cell] = 0
			l.open++
			st = Step{Kind: StepUnplace, Cell: ch.cell, Value: ch.value, Depth: depth}
		} else {
			l.cands[ch.cell] |= ch.mask
		}
		if l.emit != nil && !l.quit {
			l.send(st)
		}
	}
}

// placeReason tells in words why v goes into cell c.
func (l *logic) placeReason(c int32, v uint8, why cause) string {
	val := strconv.Itoa(int(v))
	switch why.rule {
	case ruleNakedSingle:
		if l.rules {
			return l.g.cellName(c) + " can only be " + val
		}
		return "naked single: " + l.g.cellName(c) + " can only be " + val
	case ruleHiddenSingle:
		return "hidden single: " + val + " has one place in " + l.g.unitName(why.unit)
	}
	return "guess"
}

// eliminateReason tells in words why the candidates in mask leave cell c:
// "naked pair {3,8} in row 4 removes 3 from r4c7".
func (l *logic) eliminateReason(c int32, mask uint64, why cause) string {
	g := l.g
	val := strconv.Itoa(int(why.value))
	switch why.rule {
	case ruleHolds:
		return g.cellName(c) + " holds " + val
	case rulePeer:
		if l.rules {
			return g.cellName(why.cell) + " and " + g.cellName(c) + " share " + g.unitName(l.shared(why.cell, c)) +
				" and " + g.cellName(why.cell) + " holds " + val
		}
		return g.cellName(why.cell) + "=" + val + " removes " + val + " from " + g.cellName(c)
	case ruleTried:
		return g.cellName(c) + "=" + val + " is explored, so " + g.cellName(c) + " is not " + val
	case ruleNaked, ruleHidden:
		kind := "naked "
		if why.rule == ruleHidden {
			kind = "hidden "
		}
		return kind + tupleNames[why.size] + " " + valueSet(why.set) + " in " + g.unitName(why.unit) +
			" removes " + valueList(mask) + " from " + g.cellName(c)
	}
	return ""
}

// shared returns the first unit (row, column, box) cells a and b share.
func (l *logic) shared(a, b int32) int32 {
	ua, ub := l.g.cellUnits[a], l.g.cellUnits[b]
	for k := range ua {
		if ua[k] == ub[k] {
			return ua[k]
		}
	}
	return -1
}
