package sudoku

import (
	"errors"
	"fmt"
	"math/bits"

	"xcover/dlx"
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

// ErrNotUnique is wrapped by the error of a rating or hint asked of a
// grid that has no solution or more than one.
var ErrNotUnique = errors.New("the puzzle does not have exactly one solution")

// rater rates a puzzle a step at a time, so that the generator can share
// its work out in bounded slices.
type rater struct {
	s      *logicState
	sol    []uint8
	rating Rating
}

// newRater starts rating puzzle, whose solution is sol.
func newRater(b *Board, puzzle Grid, sol []uint8) *rater {
	return &rater{s: newLogicState(b, puzzle), sol: sol}
}

// step makes one deduction (or guess) and returns it; done reports that
// the grid was full already.
func (r *rater) step() (d Deduction, done bool) {
	s := r.s
	if !s.open() {
		return Deduction{}, true
	}
	d, ok := s.find()
	if !ok {
		c := s.fewest()
		d = Deduction{Technique: Guess, Place: s.cand(c, int(r.sol[c]))}
		r.rating.Guesses++
	}
	s.apply(d)
	t := d.Technique
	r.rating.Uses[t-1]++
	r.rating.Score += weights[t]
	if t > r.rating.Hardest {
		r.rating.Hardest = t
		r.rating.Difficulty = t.Difficulty()
	}
	return d, false
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
// ErrNotUnique).
func (b *Board) Rate(puzzle Grid) (Rating, error) {
	sol, err := b.unique(puzzle)
	if err != nil {
		return Rating{}, err
	}
	r := newRater(b, puzzle, sol)
	for _, done := r.step(); !done; _, done = r.step() {
	}
	return r.rating, nil
}

// unique returns the only solution of puzzle, or fails.
func (b *Board) unique(puzzle Grid) ([]uint8, error) {
	if err := b.Validate(puzzle); err != nil {
		return nil, err
	}
	var k counter
	if got := k.count(b, puzzle, 2, dlx.Options{}); got != 1 {
		return nil, fmt.Errorf("%d solutions found: %w", got, ErrNotUnique)
	}
	return k.e.Decode(k.res.First).Cells, nil
}

// Hint returns the next logical deduction on grid g (a puzzle with some
// cells filled in) under the board's rules: the easiest technique that
// applies, where, and what it yields. It is a pure function of the grid:
// the candidates are worked out from the filled cells. When no technique
// applies the Deduction's Technique is Guess; when the grid is full it is
// NoTechnique. It fails when the grid breaks a rule, or has no solution
// (a value filled in is wrong) or several (wrapping ErrNotUnique).
func (b *Board) Hint(g Grid) (Deduction, error) {
	if _, err := b.unique(g); err != nil {
		return Deduction{}, err
	}
	s := newLogicState(b, g)
	if !s.open() {
		return Deduction{Technique: NoTechnique}, nil
	}
	if d, ok := s.find(); ok {
		return d, nil
	}
	return Deduction{Technique: Guess}, nil
}
