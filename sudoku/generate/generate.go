package generate

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"xcover/sudoku"
	"xcover/sudoku/exact"
	"xcover/sudoku/logic"
)

// DefaultAttempts bounds the puzzles a generator makes and rates to find
// one of the difficulty asked, when GenerateOptions.MaxAttempts is 0.
const DefaultAttempts = 5000

// DefaultWorkPerCell bounds the work a generator spends on one puzzle,
// when GenerateOptions.MaxWork is 0: this many units (see Generator.Step)
// for each cell of the grid, 2,025,000 for 9x9: a few hundred classic
// puzzles, a few seconds natively.
const DefaultWorkPerCell = 25_000

// ErrDifficultyNotReached is wrapped by the error of a generator that made
// puzzles, MaxAttempts of them or as many as MaxWork allowed, without one
// of the difficulty asked.
var ErrDifficultyNotReached = errors.New("no puzzle of the difficulty asked")

// ErrNoSolutionGrid is wrapped by the error of a generator whose rules
// admit no solution grid at all (a jigsaw layout can be such).
var ErrNoSolutionGrid = errors.New("no solution grid exists")

// GenerateOptions say what puzzles a Generator makes.
type GenerateOptions struct {
	Shape      sudoku.Shape     // the grid's shape; the zero value is 9x9 with 3x3 boxes
	Variant    sudoku.Variant   // the rules; the zero value is classic
	Difficulty logic.Difficulty // the band wanted, or logic.AnyDifficulty
	// Symmetric keeps the givens symmetric under a half turn: givens are
	// removed in pairs (a cell and its opposite), so "minimal" means no
	// such pair can go.
	Symmetric   bool
	Seed        uint64 // the same seed and options give the same puzzles
	MaxAttempts int    // puzzles made at most to find one of Difficulty; 0 means DefaultAttempts
	// MaxWork bounds the units of work (see Generator.Step) spent on one
	// puzzle, all its attempts together; 0 means DefaultWorkPerCell for
	// each cell. Some bands are rare under some rules (an easy anti-knight
	// puzzle): the bound makes the generator give up in seconds.
	MaxWork int64
}

// Generator makes puzzles with a unique solution, minimal (no given can
// be removed, or no symmetric pair of givens with Symmetric), of a chosen
// difficulty, reproducibly from a seed. It works in small units that it
// can stop between, so a browser page can run it for a few milliseconds
// each animation frame without freezing: Step does a number of units,
// StepUntil works until a deadline. The puzzles depend on the options
// alone, never on how the work is sliced. Each puzzle is made by filling a
// random solution grid (backtracking with random value order, then the
// values shuffled), removing givens in random order while the solution
// stays unique (exact cover search counting up to two solutions), and
// rating the result; when the rating is not in the band asked, it starts
// again, at most MaxAttempts times and within MaxWork units.
type Generator struct {
	opt      GenerateOptions
	board    *sudoku.Board
	rng      *rand.Rand
	fill     *filler
	check    exact.Uniqueness
	phase    genPhase
	attempts int
	sol      []uint8
	puzzle   sudoku.Grid
	orbits   [][2]int32 // the cells removed together, in the order tried; [1] is -1 alone
	next     int        // the next orbit to try
	checking bool       // the uniqueness check of orbits[next-1]'s removal is under way
	rater    *logic.Rater
	err      error
	nRated   int              // the puzzles rated for the one being made
	last     logic.Difficulty // the band of the last of them
	work     int64            // units done since the generator was made
	spent    int64            // units done on the puzzle being made
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
	if opt.Shape == (sudoku.Shape{}) {
		opt.Shape = sudoku.Shape{BoxRows: 3, BoxCols: 3}
	}
	if opt.Difficulty > logic.Expert && opt.Difficulty != logic.AnyDifficulty {
		return nil, fmt.Errorf("difficulty %d: want easy, medium, hard, expert or any", opt.Difficulty)
	}
	if opt.MaxAttempts <= 0 {
		opt.MaxAttempts = DefaultAttempts
	}
	b, err := opt.Variant.Board(opt.Shape)
	if err != nil {
		return nil, err
	}
	if opt.MaxWork <= 0 {
		n := int64(opt.Shape.N())
		opt.MaxWork = DefaultWorkPerCell * n * n
	}
	g := &Generator{opt: opt, board: b, rng: rand.New(rand.NewPCG(opt.Seed, 0x786376657231))}
	g.fill = newFiller(b, g.rng)
	return g, nil
}

// Step does budget units of work towards the next puzzle, stopping early
// when a puzzle, or an error, is ready for Result, and reports whether one
// is. A unit is a search node, of the search that fills a solution grid
// or of the exact cover search that checks a removal keeps the solution
// unique, or one deduction of the rating: microseconds for 9x9. A check's
// first quickNodes nodes run in one go, so Step may do up to quickNodes-1
// units more than budget.
func (g *Generator) Step(budget int) (done bool) {
	for budget > 0 && g.phase != phaseReady {
		units := 1
		switch g.phase {
		case phaseFill:
			g.filling()
		case phaseDig:
			units = g.dig()
		case phaseRate:
			if g.rater.Unit() {
				g.finish()
			}
		}
		budget -= units
		g.work += int64(units)
		if g.spent += int64(units); g.spent > g.opt.MaxWork && g.phase != phaseReady {
			g.fail(fmt.Errorf("no %s within %d units of work (%s): %w", g.wanted(), g.opt.MaxWork, g.made(), sudoku.ErrWorkBound))
		}
	}
	return g.phase == phaseReady
}

// StepUntil works towards the next puzzle until the clock passes deadline,
// looking at it after every unit, and reports whether a puzzle, or an
// error, is ready for Result. A browser page calls it once a frame with a
// deadline a few milliseconds away.
func (g *Generator) StepUntil(deadline time.Time) (done bool) {
	for !g.Step(1) {
		if !time.Now().Before(deadline) {
			return false
		}
	}
	return true
}

// Result returns the puzzle Step made and its rating, or the error that
// stopped it (wrapping ErrDifficultyNotReached or sudoku.ErrWorkBound), and sets
// the generator to make the next puzzle. Before Step reports done it
// returns an error.
func (g *Generator) Result() (sudoku.Grid, logic.Rating, error) {
	if g.phase != phaseReady {
		return sudoku.Grid{}, logic.Rating{}, errors.New("generator: no puzzle ready yet: call Step until it reports done")
	}
	var r logic.Rating
	if g.err == nil {
		r = g.rater.Rating()
	}
	p, err := g.puzzle, g.err
	g.attempts, g.nRated, g.spent, g.err, g.rater = 0, 0, 0, nil, nil
	g.retry()
	return p, r, err
}

// Next makes the next puzzle at once: Step until done, then Result.
func (g *Generator) Next() (sudoku.Grid, logic.Rating, error) {
	for !g.Step(1 << 20) {
	}
	return g.Result()
}

// Attempts returns how many puzzles the generator has made for the one it
// is working on (or has ready).
func (g *Generator) Attempts() int { return g.attempts }

// Work returns the units of work done since the generator was made.
func (g *Generator) Work() int64 { return g.work }

// filling takes the search for a solution grid one node further; once the
// grid is full it shuffles the values, and the order to remove cells in.
func (g *Generator) filling() {
	switch g.fill.step() {
	case fillWorking:
		return
	case fillNone:
		g.fail(fmt.Errorf("%s: %w on %s", g.board.Variant, ErrNoSolutionGrid, g.board.Shape))
		return
	}
	g.attempts++
	b := g.board
	n := b.Shape.N()
	perm := g.rng.Perm(n)
	if cap(g.sol) < n*n {
		g.sol = make([]uint8, n*n)
	}
	g.sol = g.sol[:n*n]
	for i, v := range g.fill.cells {
		g.sol[i] = uint8(perm[v-1] + 1)
	}
	g.puzzle = sudoku.Grid{Shape: b.Shape, Cells: append([]uint8(nil), g.sol...)}
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
	g.next, g.checking = 0, false
	g.phase = phaseDig
}

// dig removes the next orbit of givens and starts checking the solution
// stays unique, or takes the check one node further; once it is over the
// orbit stays out, or comes back when the solution is no longer unique.
// Removing givens only adds solutions, so a given kept once can never go
// later: one pass leaves the puzzle minimal. It returns the units done.
func (g *Generator) dig() (units int) {
	units, done := 1, false
	switch {
	case g.checking:
		done = g.check.Step()
	case g.next == len(g.orbits):
		g.rater = logic.NewRater(g.board, g.puzzle, g.sol)
		g.phase = phaseRate
		return units
	default:
		for _, c := range g.orbits[g.next] {
			if c >= 0 {
				g.puzzle.Cells[c] = 0
			}
		}
		g.next++
		done, units = g.check.Start(g.board, g.puzzle)
	}
	if g.checking = !done; done && !g.check.Unique() {
		for _, c := range g.orbits[g.next-1] {
			if c >= 0 {
				g.puzzle.Cells[c] = g.sol[c]
			}
		}
	}
	return units
}

// finish ends a rated puzzle: ready when its difficulty is the one asked
// (or any), else the next attempt, or the error once the attempts are
// spent.
func (g *Generator) finish() {
	d := g.rater.Rating().Difficulty
	g.nRated, g.last = g.nRated+1, d
	switch {
	case g.opt.Difficulty == logic.AnyDifficulty || d == g.opt.Difficulty:
		g.phase = phaseReady
	case g.attempts >= g.opt.MaxAttempts:
		g.fail(fmt.Errorf("no %s in %d attempts (the last was %s): %w", g.wanted(), g.attempts, d, ErrDifficultyNotReached))
	default:
		g.retry()
	}
}

// retry starts the next attempt from an empty grid.
func (g *Generator) retry() {
	g.fill.restart()
	g.phase = phaseFill
}

// fail stops making the puzzle with err, for Result.
func (g *Generator) fail(err error) {
	g.err, g.phase = err, phaseReady
}

// wanted names the puzzle asked for: "hard anti-knight puzzle".
func (g *Generator) wanted() string {
	s := g.board.Variant.String() + " puzzle"
	if g.opt.Difficulty != logic.AnyDifficulty {
		s = g.opt.Difficulty.String() + " " + s
	}
	if g.opt.Shape != (sudoku.Shape{BoxRows: 3, BoxCols: 3}) {
		s += " on " + g.opt.Shape.String()
	}
	return s
}

// made tells what the attempts so far gave: "12 rated, the last expert",
// or that not even a solution grid was filled, which under a jigsaw
// layout may be because there is none: neither backtracking nor exact
// cover search tells so quickly on 9x9 (such a layout can keep either
// busy for minutes), so the work bound is what stops the generator.
func (g *Generator) made() string {
	switch {
	case g.attempts == 0 && g.board.Variant.Jigsaw:
		return "no solution grid filled: the layout may admit none"
	case g.attempts == 0:
		return "no solution grid filled"
	case g.nRated == 0:
		return "none rated"
	}
	return fmt.Sprintf("%d rated, the last %s", g.nRated, g.last)
}
