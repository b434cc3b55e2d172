package logic

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"xcover/sudoku"
	"xcover/sudoku/solve"
)

// Technique is a logical deduction a person makes on a grid's candidates,
// from the easiest to the hardest; Guess is what is left when none applies.
type Technique uint8

const (
	NoTechnique      Technique = iota // nothing to deduce: the grid is full
	NakedSingle                       // a cell has one candidate left
	HiddenSingle                      // a value has one place left in a unit
	LockedCandidates                  // a value's places in a unit all see other cells, which lose it
	NakedPair                         // two cells of a unit share two candidates
	HiddenPair                        // two values of a unit share two cells
	NakedTriple                       // three cells of a unit share three candidates
	HiddenTriple                      // three values of a unit share three cells
	XWing                             // a value's places in two rows lie in two columns (or the other way round)
	XYWing                            // a cell {x,y} sees cells {x,z} and {y,z}: whatever sees both loses z
	Swordfish                         // a value's places in three rows lie in three columns (or the other way round)
	XYZWing                           // a cell {x,y,z} sees cells {x,z} and {y,z}: whatever sees all three loses z
	NakedQuad                         // four cells of a unit share four candidates
	HiddenQuad                        // four values of a unit share four cells
	Jellyfish                         // a value's places in four rows lie in four columns (or the other way round)
	Chain                             // an alternating chain of strong and weak links: one of its ends is true
	Guess                             // no technique applies: a value must be tried
	numTechniques
)

var techniqueNames = [...]string{"none", "naked single", "hidden single", "locked candidates",
	"naked pair", "hidden pair", "naked triple", "hidden triple", "X-wing", "XY-wing", "swordfish",
	"XYZ-wing", "naked quad", "hidden quad", "jellyfish", "chain", "guess"}

// String names the technique: "naked single", "locked candidates", "guess".
func (t Technique) String() string {
	if int(t) < len(techniqueNames) {
		return techniqueNames[t]
	}
	return fmt.Sprintf("Technique(%d)", uint8(t))
}

// Difficulty is a band of the rating: the hardest technique a puzzle needs.
type Difficulty uint8

const (
	Easy   Difficulty = iota // singles only
	Medium                   // locked candidates and pairs
	Hard                     // triples, fish, wings, quads and chains
	Expert                   // logic stalls: guesses are needed
)

// AnyDifficulty asks the generator for a puzzle of whatever difficulty
// comes first; it is no band of a rating.
const AnyDifficulty Difficulty = 255

var difficultyNames = [...]string{"easy", "medium", "hard", "expert"}

// String names the difficulty as ParseDifficulty reads it: "easy",
// "expert", "any" for AnyDifficulty.
func (d Difficulty) String() string {
	switch {
	case int(d) < len(difficultyNames):
		return difficultyNames[d]
	case d == AnyDifficulty:
		return "any"
	}
	return fmt.Sprintf("Difficulty(%d)", uint8(d))
}

// ParseDifficulty reads "easy", "medium", "hard", "expert" or "any"
// (AnyDifficulty), in any case.
func ParseDifficulty(s string) (Difficulty, error) {
	for i, name := range difficultyNames {
		if strings.EqualFold(s, name) {
			return Difficulty(i), nil
		}
	}
	if strings.EqualFold(s, "any") {
		return AnyDifficulty, nil
	}
	return 0, fmt.Errorf("unknown difficulty %q (want easy, medium, hard, expert or any)", s)
}

// Difficulty is the band of a puzzle whose hardest technique is t.
func (t Technique) Difficulty() Difficulty {
	switch {
	case t <= HiddenSingle:
		return Easy
	case t <= HiddenPair:
		return Medium
	case t <= Chain:
		return Hard
	}
	return Expert
}

// weights are each technique's part of a rating's score.
var weights = [numTechniques]int{0, 1, 1, 4, 6, 8, 12, 14, 16, 18, 20, 22, 26, 28, 32, 40, 100}

// nakedTuples and hiddenTuples are the techniques of a tuple by its size.
var (
	nakedTuples  = [solve.MaxTuple + 1]Technique{2: NakedPair, 3: NakedTriple, 4: NakedQuad}
	hiddenTuples = [solve.MaxTuple + 1]Technique{2: HiddenPair, 3: HiddenTriple, 4: HiddenQuad}
)

// Deduction is one logical step on a grid: the technique, where it works
// and what it yields, a value placed or candidates struck out.
type Deduction struct {
	Technique Technique
	Unit      string // the unit it works in, "row 3", "diagonal 1"; empty for a naked single or a guess
	Cells     []int  // the cells it rests on, row-major indexes
	Values    []int  // the values it is about
	// Place is the value the step writes; its Value is 0 when the step
	// only strikes out candidates.
	Place        sudoku.Candidate
	Eliminations []sudoku.Candidate // the candidates the step strikes out
}

// logicState is a grid being solved by techniques: each cell's value and
// candidates under a board's rules.
type logicState struct {
	b     *sudoku.Board
	n     int
	cells []uint8
	cands []uint64
	idx   []int    // scratch: cells or values a tuple is chosen from
	masks []uint64 // scratch: their candidates or places
	seen  []uint64 // scratch: the cells every one of some cells sees (seenByAll)
}

// newLogicState sets up the candidates of grid g on board b.
func newLogicState(b *sudoku.Board, g sudoku.Grid) *logicState {
	s := &logicState{b: b, n: b.Shape.N(), cells: append([]uint8(nil), g.Cells...)}
	s.cands = b.Candidates(s.cells, nil)
	return s
}

// place writes v into cell c and strikes v out of its peers.
func (s *logicState) place(c int, v uint8) {
	s.cells[c] = v
	bit := uint64(1) << (v - 1)
	s.cands[c] = bit
	for _, p := range s.b.Peers(int(c)) {
		s.cands[p] &^= bit
	}
}

// apply makes the deduction's changes.
func (s *logicState) apply(d Deduction) {
	for _, e := range d.Eliminations {
		s.cands[e.Row*s.n+e.Col] &^= 1 << (e.Value - 1)
	}
	if p := d.Place; p.Value != 0 {
		s.place(p.Row*s.n+p.Col, uint8(p.Value))
	}
}

// open reports whether the grid has an empty cell.
func (s *logicState) open() bool {
	for _, v := range s.cells {
		if v == 0 {
			return true
		}
	}
	return false
}

// cand returns the candidate value v of cell c.
func (s *logicState) cand(c, v int) sudoku.Candidate {
	return sudoku.Candidate{Row: c / s.n, Col: c % s.n, Value: v}
}

// ladder lists the techniques' finders, from the easiest to the hardest,
// in the order of the Technique constants.
var ladder = []func(*logicState) (Deduction, bool){
	(*logicState).nakedSingle,
	(*logicState).hiddenSingle,
	(*logicState).locked,
	func(s *logicState) (Deduction, bool) { return s.nakedTuple(2) },
	func(s *logicState) (Deduction, bool) { return s.hiddenTuple(2) },
	func(s *logicState) (Deduction, bool) { return s.nakedTuple(3) },
	func(s *logicState) (Deduction, bool) { return s.hiddenTuple(3) },
	func(s *logicState) (Deduction, bool) { return s.fish(2) },
	(*logicState).xyWing,
	func(s *logicState) (Deduction, bool) { return s.fish(3) },
	(*logicState).xyzWing,
	func(s *logicState) (Deduction, bool) { return s.nakedTuple(4) },
	func(s *logicState) (Deduction, bool) { return s.hiddenTuple(4) },
	func(s *logicState) (Deduction, bool) { return s.fish(4) },
	(*logicState).chain,
}

// find returns the easiest deduction the grid allows; ok is false when
// none of the techniques applies.
func (s *logicState) find() (d Deduction, ok bool) {
	for _, f := range ladder {
		if d, ok = f(s); ok {
			return d, true
		}
	}
	return Deduction{}, false
}

// nakedSingle finds an empty cell left with one candidate.
func (s *logicState) nakedSingle() (Deduction, bool) {
	for c, v := range s.cells {
		if m := s.cands[c]; v == 0 && m != 0 && m&(m-1) == 0 {
			val := bits.TrailingZeros64(m) + 1
			return Deduction{Technique: NakedSingle, Cells: []int{c}, Values: []int{val}, Place: s.cand(c, val)}, true
		}
	}
	return Deduction{}, false
}

// hiddenSingle finds a value with one place left in a unit.
func (s *logicState) hiddenSingle() (Deduction, bool) {
	for _, u := range s.b.Units {
		for v := 1; v <= s.n; v++ {
			if places, placed := s.placesOf(v, u.Cells); !placed && bits.OnesCount64(places) == 1 {
				at := int(u.Cells[bits.TrailingZeros64(places)])
				return Deduction{Technique: HiddenSingle, Unit: u.Name(), Cells: []int{at}, Values: []int{v}, Place: s.cand(at, v)}, true
			}
		}
	}
	return Deduction{}, false
}

// placesOf returns where value v may go among a unit's cells (bit j:
// cells[j] is empty and has v as a candidate), and whether one of them
// holds v already.
func (s *logicState) placesOf(v int, cells []int32) (places uint64, placed bool) {
	bit := uint64(1) << (v - 1)
	for j, c := range cells {
		if s.cells[c] == uint8(v) {
			return 0, true
		}
		if s.cells[c] == 0 && s.cands[c]&bit != 0 {
			places |= 1 << j
		}
	}
	return places, false
}

// locked finds a value whose places in a unit all see some other cells
// that hold it as a candidate: those cells lose it (pointing and claiming
// in classic sudoku; with a variant's units and pairs, any cell seeing
// them all).
func (s *logicState) locked() (Deduction, bool) {
	for _, u := range s.b.Units {
		for v := 1; v <= s.n; v++ {
			mask, placed := s.placesOf(v, u.Cells)
			if placed || bits.OnesCount64(mask) < 2 {
				continue
			}
			var places []int
			for ; mask != 0; mask &= mask - 1 {
				places = append(places, int(u.Cells[bits.TrailingZeros64(mask)]))
			}
			elims := s.seenByAll(places, v)
			if len(elims) > 0 {
				return Deduction{Technique: LockedCandidates, Unit: u.Name(), Cells: places, Values: []int{v}, Eliminations: elims}, true
			}
		}
	}
	return Deduction{}, false
}

// nakedTuple finds k empty cells of a unit whose candidates are k values
// between them, some of which other cells of the unit hold as candidates.
func (s *logicState) nakedTuple(k int) (Deduction, bool) {
	for _, u := range s.b.Units {
		s.idx, s.masks = s.idx[:0], s.masks[:0]
		for _, c := range u.Cells {
			if m := s.cands[c]; s.cells[c] == 0 && bits.OnesCount64(m) <= k {
				s.idx = append(s.idx, int(c))
				s.masks = append(s.masks, m)
			}
		}
		var found Deduction
		ok := s.tuples(k, func(pick []int, union uint64) bool {
			in := map[int]bool{}
			for _, i := range pick {
				in[s.idx[i]] = true
			}
			var elims []sudoku.Candidate
			for _, c := range u.Cells {
				if s.cells[c] == 0 && !in[int(c)] {
					for m := s.cands[c] & union; m != 0; m &= m - 1 {
						elims = append(elims, s.cand(int(c), bits.TrailingZeros64(m)+1))
					}
				}
			}
			if len(elims) == 0 {
				return false
			}
			found = Deduction{Technique: nakedTuples[k], Unit: u.Name(), Values: valuesOf(union), Eliminations: elims}
			for _, i := range pick {
				found.Cells = append(found.Cells, s.idx[i])
			}
			return true
		})
		if ok {
			return found, true
		}
	}
	return Deduction{}, false
}

// hiddenTuple finds k values whose places in a unit are k cells between
// them, some of which hold other candidates too.
func (s *logicState) hiddenTuple(k int) (Deduction, bool) {
	for _, u := range s.b.Units {
		s.idx, s.masks = s.idx[:0], s.masks[:0]
		for v := 1; v <= s.n; v++ {
			if places, placed := s.placesOf(v, u.Cells); !placed && bits.OnesCount64(places) <= k {
				s.idx = append(s.idx, v)
				s.masks = append(s.masks, places)
			}
		}
		var found Deduction
		ok := s.tuples(k, func(pick []int, union uint64) bool {
			var keep uint64
			for _, i := range pick {
				keep |= 1 << (s.idx[i] - 1)
			}
			var elims []sudoku.Candidate
			var cells []int
			for m := union; m != 0; m &= m - 1 {
				c := int(u.Cells[bits.TrailingZeros64(m)])
				cells = append(cells, c)
				for x := s.cands[c] &^ keep; x != 0; x &= x - 1 {
					elims = append(elims, s.cand(c, bits.TrailingZeros64(x)+1))
				}
			}
			if len(elims) == 0 {
				return false
			}
			found = Deduction{Technique: hiddenTuples[k], Unit: u.Name(), Cells: cells, Values: valuesOf(keep), Eliminations: elims}
			return true
		})
		if ok {
			return found, true
		}
	}
	return Deduction{}, false
}

// tuples calls try with every k of s.masks (their indexes in order in
// pick) whose union has k bits, until try returns true; it reports
// whether one did (see solve.ChooseTuple).
func (s *logicState) tuples(k int, try func(pick []int, union uint64) bool) bool {
	var pick [solve.MaxTuple]int
	return solve.ChooseTuple(s.masks, pick[:k], func(union uint64) bool { return try(pick[:k], union) })
}

// valuesOf lists the values of a candidate set.
func valuesOf(m uint64) []int {
	var out []int
	for ; m != 0; m &= m - 1 {
		out = append(out, bits.TrailingZeros64(m)+1)
	}
	return out
}

// Text tells the deduction in words, without naming the value a
// placement writes beyond what the technique shows: "hidden single: 7 has
// one place in box 2, r1c5".
func (d Deduction) Text(n int) string {
	cells := func(cs []int) string {
		var names []string
		for _, c := range cs {
			names = append(names, sudoku.CellName(c/n, c%n))
		}
		return strings.Join(names, ", ")
	}
	vals := func(vs []int) string {
		var out []string
		for _, v := range vs {
			out = append(out, strconv.Itoa(v))
		}
		return strings.Join(out, ",")
	}
	elims := func() string {
		var out []string
		for _, e := range d.Eliminations {
			out = append(out, e.Name())
		}
		return strings.Join(out, ", ")
	}
	switch d.Technique {
	case NoTechnique:
		return "the grid is full"
	case NakedSingle:
		return "naked single: " + cells(d.Cells) + " has one candidate left"
	case HiddenSingle:
		return "hidden single: " + vals(d.Values) + " has one place left in " + d.Unit
	case LockedCandidates:
		return fmt.Sprintf("locked candidates: in %s, %s can only go in %s; every cell that sees them all loses it: %s",
			d.Unit, vals(d.Values), cells(d.Cells), elims())
	case XYWing:
		return fmt.Sprintf("XY-wing: pivot %s with pincers %s: whatever the pivot holds, a pincer is %s, so every cell that sees both pincers loses it: %s",
			cells(d.Cells[:1]), cells(d.Cells[1:]), vals(d.Values), elims())
	case XYZWing:
		return fmt.Sprintf("XYZ-wing: pivot %s with pincers %s: one of the three is %s, so every cell that sees all three loses it: %s",
			cells(d.Cells[:1]), cells(d.Cells[1:]), vals(d.Values), elims())
	case Chain:
		return d.chainText(n, elims())
	case Guess:
		return "no known technique applies: a guess is needed"
	}
	return fmt.Sprintf("%s {%s} in %s at %s: strike out %s", d.Technique, vals(d.Values), d.Unit, cells(d.Cells), elims())
}
