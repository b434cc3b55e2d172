package logic

import (
	"errors"
	"fmt"
	"math/bits"

	"xcover/sudoku"
	"xcover/sudoku/exact"
	"xcover/sudoku/solve"
)

// Rating is how hard a puzzle is for a person: solved by the techniques,
// always the easiest that applies, with a guess (the solution's value in
// the cell with the fewest candidates) whenever they all stall.
type Rating struct {
	Difficulty Difficulty
	Hardest    Technique              // the hardest technique needed (Guess when logic stalls)
	Uses       [numTechniques - 1]int // how often each technique was used, indexed by Technique-1
	Guesses    int                    // how often logic stalled
	// Score sums each step's weight, from 1 for a single to 100 for a
	// guess: it orders puzzles within a band and across them.
	Score int
}

// Count returns how often technique t was used.
func (r Rating) Count(t Technique) int {
	if t == NoTechnique || t >= numTechniques {
		return 0
	}
	return r.Uses[t-1]
}

// String writes the rating on one line: "medium (hardest: naked pair x2;
// score 63)".
func (r Rating) String() string {
	guesses := "guesses"
	if r.Guesses == 1 {
		guesses = "guess"
	}
	return fmt.Sprintf("%s (hardest: %s x%d; %d %s; score %d)", r.Difficulty, r.Hardest, r.Count(r.Hardest), r.Guesses, guesses, r.Score)
}

// Rater rates a puzzle a step at a time, so that the generator can share
// its work out in bounded slices.
type Rater struct {
	s      *logicState
	sol    []uint8
	rating Rating
	rung   int // the technique of the ladder unit tries next
}

// NewRater starts rating puzzle, whose solution is sol.
func NewRater(b *sudoku.Board, puzzle sudoku.Grid, sol []uint8) *Rater {
	return &Rater{s: newLogicState(b, puzzle), sol: sol}
}

// Rating is the rating so far: the whole rating once Unit has reported
// done.
func (r *Rater) Rating() Rating { return r.rating }

// step makes one deduction (or guess) and returns it; done reports that
// the grid was full already.
func (r *Rater) step() (d Deduction, done bool) {
	s := r.s
	if !s.open() {
		return Deduction{}, true
	}
	d, ok := s.find()
	if !ok {
		d = r.guess()
	}
	r.take(d)
	return d, false
}

// Unit does a smaller part of the rating than step: it tries one
// technique of the ladder on the grid as it is, the one after those that
// failed, and makes its deduction if it finds one (a guess once they all
// failed); it reports whether the rating is done. Units make the same
// deductions as steps, in the same order; the longest, a search for
// chains, is one technique's work instead of the whole ladder's.
func (r *Rater) Unit() (done bool) {
	s := r.s
	if !s.open() {
		return true
	}
	if r.rung < len(ladder) {
		d, ok := ladder[r.rung](s)
		if !ok {
			r.rung++
			return false
		}
		r.take(d)
		return false
	}
	r.take(r.guess())
	return false
}

// guess places the solution's value in the empty cell with the fewest
// candidates, when no technique applies.
func (r *Rater) guess() Deduction {
	c := r.s.fewest()
	r.rating.Guesses++
	return Deduction{Technique: Guess, Place: r.s.cand(c, int(r.sol[c]))}
}

// take makes deduction d and counts it in the rating; the ladder starts
// again from the easiest technique.
func (r *Rater) take(d Deduction) {
	r.s.apply(d)
	r.rung = 0
	t := d.Technique
	r.rating.Uses[t-1]++
	r.rating.Score += weights[t]
	if t > r.rating.Hardest {
		r.rating.Hardest = t
		r.rating.Difficulty = t.Difficulty()
	}
}

// fewest returns the empty cell with the fewest candidates.
func (s *logicState) fewest() int {
	best, k := -1, 65
	for c, v := range s.cells {
		if n := bits.OnesCount64(s.cands[c]); v == 0 && n < k {
			best, k = c, n
		}
	}
	return best
}

// Rate rates puzzle under the board's rules. It fails when the puzzle
// breaks a rule or does not have exactly one solution (wrapping
// exact.ErrNotUnique).
func Rate(b *sudoku.Board, puzzle sudoku.Grid) (Rating, error) {
	return RateWithin(b, puzzle, solve.Limits{})
}

// RateWithin is Rate with the search that proves the puzzle has one
// solution held to lim's node budget and context (its other limits are
// not used): a search stopped before it could tell fails, wrapping
// sudoku.ErrWorkBound or the context's error. The rating is also stopped by the
// context, between two of its steps.
func RateWithin(b *sudoku.Board, puzzle sudoku.Grid, lim solve.Limits) (Rating, error) {
	sol, err := exact.ProveUnique(b, puzzle, lim.NodeBudget, lim.Context)
	if err != nil {
		return Rating{}, err
	}
	r := NewRater(b, puzzle, sol)
	for _, done := r.step(); !done; _, done = r.step() {
		if lim.Context != nil && lim.Context.Err() != nil {
			return Rating{}, lim.Context.Err()
		}
	}
	return r.rating, nil
}

// Hint returns the next logical deduction on grid g (a puzzle with some
// cells filled in) under the board's rules: the easiest technique that
// applies, where, and what it yields. It is a pure function of the grid:
// the candidates are worked out from the filled cells. When no technique
// applies the Deduction's Technique is Guess; when the grid is full it is
// NoTechnique. It fails when the grid breaks a rule, or has no solution
// (a value filled in is wrong) or several (wrapping exact.ErrNotUnique). It
// runs a Hinter to the end, without a work bound: proving a big grid with
// few givens has one solution can take minutes, so a page that must stay
// responsive runs a Hinter in slices instead.
func Hint(b *sudoku.Board, g sudoku.Grid) (Deduction, error) {
	h := NewHinter(b, g, 0)
	for !h.Step(1 << 20) {
	}
	return h.Result()
}

// Hinter finds what Hint does in small units of work that it can stop
// between, so that a browser page can run it for a few milliseconds each
// animation frame without freezing. A unit is a node of the exact cover
// search that checks the grid has exactly one solution (counting up to
// two), or one technique of the ladder tried, from the easiest. The check
// is what can take long, minutes for a 25x25 grid with random givens, so
// a Hinter can be given a bound on its nodes; once the grid is proved
// unique, at most one unit per technique is left, each a scan of the
// grid's units or cells that took at most a few milliseconds natively
// (tens in WebAssembly) on the 25x25 grids measured (the chains, whose
// search grows fastest, are only looked for up to 9x9).
type Hinter struct {
	b       *sudoku.Board
	g       sudoku.Grid
	maxWork int64 // the check's bound, in nodes; 0: none
	check   exact.Uniqueness
	started bool        // the check has started
	s       *logicState // the candidates, once the grid is proved unique
	rung    int         // the next technique of the ladder to try
	work    int64       // units done
	done    bool
	d       Deduction
	err     error
}

// NewHinter prepares the hint for grid g under the board's rules; its
// check gives up after maxWork nodes (0: never), failing with an error
// that wraps sudoku.ErrWorkBound.
func NewHinter(b *sudoku.Board, g sudoku.Grid, maxWork int64) *Hinter {
	return &Hinter{b: b, g: g.Clone(), maxWork: maxWork}
}

// Step does budget units of work towards the hint and reports whether it
// is found (or the Hinter failed): then Result tells it. It stops early
// after a technique tried, which on a big grid can take as long as
// thousands of the check's nodes, so that its caller looks at the clock
// between two. The check's first exact.QuickNodes nodes run in one go, so Step
// may do up to exact.QuickNodes-1 units more than budget.
func (h *Hinter) Step(budget int) (done bool) {
	for budget > 0 && !h.done {
		if h.s != nil {
			h.try()
			h.work++
			break
		}
		units := 1
		switch {
		case h.started:
			h.checked(h.check.Step())
		default:
			h.started = true
			if err := h.b.Validate(h.g); err != nil {
				h.finish(Deduction{}, err)
				break
			}
			var over bool
			over, units = h.check.Start(h.b, h.g)
			h.checked(over)
		}
		budget -= units
		h.work += int64(units)
		if h.s == nil && !h.done && h.maxWork > 0 && h.work >= h.maxWork {
			h.finish(Deduction{}, exact.WorkBoundError(h.maxWork))
		}
	}
	return h.done
}

// checked ends the check once it is over: the grid's candidates are worked
// out when it has one solution.
func (h *Hinter) checked(over bool) {
	switch {
	case !over:
	case !h.check.Unique():
		h.finish(Deduction{}, h.check.Err())
	default:
		h.s = newLogicState(h.b, h.g)
		if !h.s.open() {
			h.finish(Deduction{Technique: NoTechnique}, nil)
		}
	}
}

// try tries the next technique of the ladder; once they all fail, a guess
// is needed.
func (h *Hinter) try() {
	if d, ok := ladder[h.rung](h.s); ok {
		h.finish(d, nil)
		return
	}
	if h.rung++; h.rung == len(ladder) {
		h.finish(Deduction{Technique: Guess}, nil)
	}
}

// finish ends the Hinter with its result.
func (h *Hinter) finish(d Deduction, err error) {
	h.done, h.d, h.err = true, d, err
}

// Result returns the hint (see Hint) once Step has reported done, or the
// error that stopped it; before, it returns an error.
func (h *Hinter) Result() (Deduction, error) {
	if !h.done {
		return Deduction{}, errors.New("hinter: no hint yet: call Step until it reports done")
	}
	return h.d, h.err
}
