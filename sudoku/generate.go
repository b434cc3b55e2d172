package sudoku

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"

	"xcover/dlx"
)

// AnyDifficulty asks the generator for a puzzle of whatever difficulty
// comes first.
const AnyDifficulty Difficulty = 255

// DefaultAttempts bounds the puzzles a generator makes and rates to find
// one of the difficulty asked, when GenerateOptions.MaxAttempts is 0.
const DefaultAttempts = 5000

// ErrDifficultyNotReached is wrapped by the error of a generator that made
// MaxAttempts puzzles without one of the difficulty asked.
var ErrDifficultyNotReached = errors.New("no puzzle of the difficulty asked")

// GenerateOptions say what puzzles a Generator makes.
type GenerateOptions struct {
	Shape      Shape      // the grid's shape; the zero value is 9x9 with 3x3 boxes
	Variant    Variant    // the rules; the zero value is classic
	Difficulty Difficulty // the band wanted, or AnyDifficulty
	// Symmetric keeps the givens symmetric under a half turn: givens are
	// removed in pairs (a cell and its opposite), so "minimal" means no
	// such pair can go.
	Symmetric   bool
	Seed        uint64 // the same seed and options give the same puzzles
	MaxAttempts int    // puzzles made at most to find one of Difficulty; 0 means DefaultAttempts
}

// Generator makes puzzles with a unique solution, minimal (no given can
// be removed, or no symmetric pair of givens with Symmetric), of a chosen
// difficulty, reproducibly from a seed. It works in bounded slices: Step
// does a given amount of work and returns, so a browser page can call it
// once per animation frame without freezing. Each puzzle is made by
// filling a random solution grid (exact cover search with random
// tie-breaks, then the values shuffled), removing givens in random order
// while the solution stays unique (exact cover search counting up to two
// solutions), and rating the result; when the rating is not in the band
// asked, it starts again, at most MaxAttempts times.
type Generator struct {
	opt      GenerateOptions
	board    *Board
	rng      *rand.Rand
	k        counter
	phase    genPhase
	attempts int
	sol      []uint8
	puzzle   Grid
	orbits   [][2]int32 // the cells removed together, in the order tried; [1] is -1 alone
	next     int        // the next orbit to try
	rater    *rater
	err      error
	work     int64
}

// genPhase is where a Generator is in making a puzzle.
type genPhase uint8

const (
	phaseFill  genPhase = iota // make a random solution grid
	phaseDig                   // remove givens while the solution stays unique
	phaseRate                  // rate the puzzle
	phaseReady                 // a puzzle (or an error) waits for Result
)

// NewGenerator returns a generator for the options. It fails when the
// variant makes no sense on the shape.
func NewGenerator(opt GenerateOptions) (*Generator, error) {
	if opt.Shape == (Shape{}) {
		opt.Shape = Shape{BoxRows: 3, BoxCols: 3}
	}
	if opt.Difficulty > Expert && opt.Difficulty != AnyDifficulty {
		return nil, fmt.Errorf("difficulty %d: want easy, medium, hard, expert or any", opt.Difficulty)
	}
	if opt.MaxAttempts <= 0 {
		opt.MaxAttempts = DefaultAttempts
	}
	b, err := opt.Variant.Board(opt.Shape)
	if err != nil {
		return nil, err
	}
	return &Generator{opt: opt, board: b, rng: rand.New(rand.NewPCG(opt.Seed, 0x786376657231))}, nil
}

// Step does at most budget units of work towards the next puzzle (a unit
// is one exact cover search of the grid or one rating step: for 9x9 some
// tens of microseconds) and reports whether a puzzle, or an error, is
// ready for Result.
func (g *Generator) Step(budget int) (done bool) {
	for ; budget > 0 && g.phase != phaseReady; budget-- {
		g.work++
		switch g.phase {
		case phaseFill:
			g.fill()
		case phaseDig:
			g.dig()
		case phaseRate:
			if g.rater.step() {
				g.rated()
			}
		}
	}
	return g.phase == phaseReady
}

// Result returns the puzzle Step made and its rating, or the error that
// stopped it (wrapping ErrDifficultyNotReached after MaxAttempts puzzles
// out of the band), and sets the generator to make the next puzzle. Before
// Step reports done it returns an error.
func (g *Generator) Result() (Grid, Rating, error) {
	if g.phase != phaseReady {
		return Grid{}, Rating{}, errors.New("generator: no puzzle ready yet: call Step until it reports done")
	}
	var r Rating
	if g.rater != nil {
		r = g.rater.rating
	}
	p, err := g.puzzle, g.err
	g.phase, g.attempts, g.err = phaseFill, 0, nil
	return p, r, err
}

// Next makes the next puzzle at once: Step until done, then Result.
func (g *Generator) Next() (Grid, Rating, error) {
	for !g.Step(1 << 20) {
	}
	return g.Result()
}

// Attempts returns how many puzzles the generator has made for the one it
// is working on (or has ready).
func (g *Generator) Attempts() int { return g.attempts }

// Work returns the units of work done since the generator was made.
func (g *Generator) Work() int64 { return g.work }

// fill makes a random solution grid and the order to remove its cells in.
func (g *Generator) fill() {
	g.attempts++
	g.rater = nil
	b := g.board
	n := b.Shape.N()
	g.sol = make([]uint8, n*n)
	for !g.randomFill(g.sol, b.candidates(g.sol, nil), 50*n*n) {
		if g.attempts++; g.attempts > g.opt.MaxAttempts {
			g.err = fmt.Errorf("%s: no solution grid found on %s", b.Variant, b.Shape)
			g.phase = phaseReady
			return
		}
		clear(g.sol)
	}
	perm := g.rng.Perm(n)
	for i, v := range g.sol {
		g.sol[i] = uint8(perm[v-1] + 1)
	}
	g.puzzle = Grid{Shape: b.Shape, Cells: append([]uint8(nil), g.sol...)}
	g.orbits = g.orbits[:0]
	nn := int32(n * n)
	for c := range nn {
		switch o := nn - 1 - c; {
		case !g.opt.Symmetric:
			g.orbits = append(g.orbits, [2]int32{c, -1})
		case c < o:
			g.orbits = append(g.orbits, [2]int32{c, o})
		case c == o:
			g.orbits = append(g.orbits, [2]int32{c, -1})
		}
	}
	g.rng.Shuffle(len(g.orbits), func(i, j int) { g.orbits[i], g.orbits[j] = g.orbits[j], g.orbits[i] })
	g.next = 0
	g.phase = phaseDig
}

// randomFill fills the empty cells of cells (whose candidates are cands)
// by backtracking: the cell with the fewest candidates first, its values
// in random order. It reports whether it found a solution grid within
// budget nodes; cells is left full then, and as it was otherwise.
func (g *Generator) randomFill(cells []uint8, cands []uint64, budget int) bool {
	nodes := 0
	var rec func() bool
	rec = func() bool {
		if nodes++; nodes > budget {
			return false
		}
		best, fewest := -1, 65
		for c, v := range cells {
			if k := bits.OnesCount64(cands[c]); v == 0 && k < fewest {
				best, fewest = c, k
			}
		}
		if best < 0 {
			return true
		}
		vals := valuesOf(cands[best])
		g.rng.Shuffle(len(vals), func(i, j int) { vals[i], vals[j] = vals[j], vals[i] })
		peers := g.board.peers[best]
		saved := make([]uint64, len(peers))
		for _, v := range vals {
			bit := uint64(1) << (v - 1)
			ok := true
			for i, p := range peers {
				saved[i] = cands[p]
				if cells[p] == 0 {
					cands[p] &^= bit
					ok = ok && cands[p] != 0
				}
			}
			cells[best] = uint8(v)
			if ok && rec() {
				return true
			}
			cells[best] = 0
			for i, p := range peers {
				cands[p] = saved[i]
			}
		}
		return false
	}
	return rec()
}

// dig tries to remove the next orbit of givens, keeping it when the
// solution would no longer be unique. Removing givens only adds
// solutions, so a given kept once can never go later: one pass leaves the
// puzzle minimal.
func (g *Generator) dig() {
	if g.next == len(g.orbits) {
		g.rater = newRater(g.board, g.puzzle, g.sol)
		g.phase = phaseRate
		return
	}
	o := g.orbits[g.next]
	g.next++
	cells := g.puzzle.Cells
	for _, c := range o {
		if c >= 0 {
			cells[c] = 0
		}
	}
	if g.k.count(g.board, g.puzzle, 2, dlx.Options{}) != 1 {
		for _, c := range o {
			if c >= 0 {
				cells[c] = g.sol[c]
			}
		}
	}
}

// rated ends a puzzle: ready when its difficulty is the one asked (or any),
// else the next attempt, or the error once the attempts are spent.
func (g *Generator) rated() {
	d := g.rater.rating.Difficulty
	switch {
	case g.opt.Difficulty == AnyDifficulty || d == g.opt.Difficulty:
		g.phase = phaseReady
	case g.attempts >= g.opt.MaxAttempts:
		g.err = fmt.Errorf("%d puzzles made, none %s (the last was %s): %w", g.attempts, g.opt.Difficulty, d, ErrDifficultyNotReached)
		g.phase = phaseReady
	default:
		g.phase = phaseFill
	}
}
