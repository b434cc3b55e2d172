package solve

import (
	"context"
	"fmt"
	"strings"
	"time"

	"xcover/sudoku"
	"xcover/sudoku/exact"
)

// Method is a way to solve a sudoku. Every method takes the same Limits,
// returns the same Outcome and can report its work as a stream of Steps.
type Method uint8

const (
	// DLX is the exact cover search (Knuth's Algorithm X with dancing
	// links) through the reduced encoding: the Solver.
	DLX Method = iota
	// Backtrack is plain backtracking: cells in row-major order, values
	// 1..n, keep a value that clashes with no row, column or box, undo on
	// failure.
	Backtrack
	// Candidates is candidate backtracking: every empty cell's candidates
	// first (no candidates at all means unsolvable, naming the cell), then
	// the empty cells in order, each taking its lowest remaining candidate,
	// stepping back and striking out the previous cell's value when stuck.
	Candidates
	// Logic is inference with search: singles and naked and hidden tuples
	// in every row, column and box, smallest rule first; when they stall,
	// a guess in the cell with the fewest candidates, undone on
	// contradiction.
	Logic
	// Rules is rule elimination: two cells of one row, column or box
	// cannot hold the same value, applied until nothing changes; then the
	// solutions still possible are counted, and listed when there are
	// fewer than ListLimit.
	Rules
)

// Methods lists every method, in the order of the constants.
var Methods = []Method{DLX, Backtrack, Candidates, Logic, Rules}

var methodNames = [...]string{"dlx", "backtrack", "candidates", "logic", "rules"}

// String names the method as ParseMethod reads it: "dlx", "backtrack",
// "candidates", "logic" or "rules".
func (m Method) String() string {
	if int(m) < len(methodNames) {
		return methodNames[m]
	}
	return fmt.Sprintf("Method(%d)", uint8(m))
}

// ParseMethod reads a method's name, as String writes it.
func ParseMethod(name string) (Method, error) {
	for i, s := range methodNames {
		if strings.EqualFold(name, s) {
			return Method(i), nil
		}
	}
	return 0, fmt.Errorf("unknown method %q (methods: %s)", name, strings.Join(methodNames[:], ", "))
}

// ListLimit bounds Outcome.All: the solutions are listed only when there
// are fewer than this many.
const ListLimit = 100

// MaxTuple is the largest naked or hidden tuple the logic method knows (a quad).
const MaxTuple = 4

// Limits say when a method stops.
type Limits struct {
	// MaxSolutions stops the search after this many solutions: 1 finds
	// the first, 2 tells a unique solution, 0 counts them all.
	MaxSolutions int64
	// NodeBudget stops the search once it has visited this many nodes
	// (see Stats.Nodes); 0 means no budget.
	NodeBudget int64
	// Context, when not nil, stops the search when it is done; it is
	// checked every 1024 nodes.
	Context context.Context
	// Tuples is the largest naked or hidden tuple the logic method looks
	// for: 1 for singles only, 2 adds pairs, 3 triples, 4 (MaxTuple) quads.
	// 0 means MaxTuple. Other methods ignore it.
	Tuples int
}

// Stats measure one run of a method.
type Stats struct {
	// Nodes of the search tree visited, what Limits.NodeBudget counts: for
	// dlx Knuth's nodes; for backtrack and candidates one per value placed
	// by the search; for logic and rules the root and one per guess.
	Nodes        int64
	Guesses      int64 // values tried where the method had to choose
	Placements   int64 // values written into cells, guessed or deduced
	Eliminations int64 // candidates struck out of cells
	Updates      int64 // dlx only: link updates, Knuth's measure of work
	Elapsed      time.Duration
}

// String writes the stats on one line.
func (s Stats) String() string {
	return fmt.Sprintf("%d nodes, %d guesses, %d placements, %d eliminations, %v",
		s.Nodes, s.Guesses, s.Placements, s.Eliminations, s.Elapsed)
}

// Outcome is what a method found for one puzzle.
type Outcome struct {
	Method Method
	// Solution is the first solution found; its Cells are nil when there is none.
	Solution  sudoku.Grid
	Solutions int64 // solutions found, up to Limits.MaxSolutions
	// All lists every solution found when there are fewer than ListLimit,
	// in the order found; nil otherwise.
	All  []sudoku.Grid
	Stop exact.Stop // why the search ended
	// Unsolvable, when not empty, tells why the method knew there is no
	// solution before searching: "r4c7 has no candidates".
	Unsolvable string
	Stats      Stats
}

// Unique reports whether the search proved there is exactly one solution.
func (o Outcome) Unique() bool { return o.Solutions == 1 && o.Stop == exact.Exhausted }

// run solves puzzle with method m and, when emit is not nil, hands it each
// step as it happens (the dlx method's fast path, with no steps, is the
// Solver's). The search stops early, cleanly, when emit returns
// false. It fails when the puzzle is not a grid of its shape or its givens
// break a rule; then emit is not called.
func (m Method) run(puzzle sudoku.Grid, lim Limits, emit func(Step) bool) (Outcome, error) {
	if err := m.check(puzzle); err != nil {
		return Outcome{Method: m}, err
	}
	r := newRun(m, puzzle, nil, lim)
	r.emit = emit
	m.search(r)
	return r.finish(), nil
}

// check fails when the puzzle is not a grid of its shape, its givens break
// a rule, or m is no method.
func (m Method) check(puzzle sudoku.Grid) error {
	if err := puzzle.Validate(); err != nil {
		return err
	}
	if int(m) >= len(methodNames) {
		return fmt.Errorf("unknown method %d", uint8(m))
	}
	return nil
}

// search runs method m's search for r, which has its puzzle (validated,
// under its board's rules when it has one) and limits.
func (m Method) search(r *run) {
	switch m {
	case DLX:
		s, _ := exact.NewSearch(r.board, r.puzzle, r.lim.MaxSolutions, r.lim.NodeBudget, r.lim.Context) // the givens are valid
		newDLXStepper(r, s).solve()
	case Backtrack:
		newBacktracker(r).solve()
	case Candidates:
		newWalker(r).solve()
	case Logic, Rules:
		newLogic(r, m).solve()
	}
}

// run is what every method's search shares: the limits, the step sink,
// the outcome being built and whether the search must unwind.
type run struct {
	lim    Limits
	emit   func(Step) bool // nil on the fast path
	puzzle sudoku.Grid
	board  *sudoku.Board // the variant's rules laid out; nil for classic sudoku
	out    Outcome
	start  time.Time
	halted bool // a limit was reached or the consumer stopped: unwind
	quit   bool // the consumer stopped: send nothing more
}

// newRun makes the run of method m's search of puzzle, under board b's
// rules (nil: classic sudoku's), within the limits.
func newRun(m Method, puzzle sudoku.Grid, b *sudoku.Board, lim Limits) *run {
	r := &run{lim: lim, puzzle: puzzle, board: b, start: time.Now()}
	r.out.Method = m
	return r
}

// node counts a visit to a search node. It returns false, and halts the
// search, when the node budget is spent or the context is done.
func (r *run) node() bool {
	st := &r.out.Stats
	if r.lim.NodeBudget > 0 && st.Nodes >= r.lim.NodeBudget {
		r.halt(exact.NodeBudget)
		return false
	}
	if r.lim.Context != nil && st.Nodes&1023 == 0 && r.lim.Context.Err() != nil {
		r.halt(exact.Canceled)
		return false
	}
	st.Nodes++
	return true
}

// halt stops the search for the given reason.
func (r *run) halt(s exact.Stop) {
	r.out.Stop, r.halted = s, true
}

// send hands s to the consumer. It returns false, and halts the search,
// when the consumer wants no more. Callers check emit != nil first, so the
// fast path builds no steps.
func (r *run) send(s Step) bool {
	if r.quit {
		return false
	}
	if !r.emit(s) {
		r.quit, r.halted = true, true
		r.out.Stop = exact.Canceled
		return false
	}
	return true
}

// solution records a complete grid. It returns false when the search must
// stop: the solution limit is reached or the consumer quit.
func (r *run) solution(cells []uint8) bool {
	o := &r.out
	o.Solutions++
	if o.Solutions == 1 {
		o.Solution = sudoku.Grid{Shape: r.puzzle.Shape, Cells: append([]uint8(nil), cells...)}
	}
	switch {
	case o.Solutions < ListLimit:
		o.All = append(o.All, sudoku.Grid{Shape: r.puzzle.Shape, Cells: append([]uint8(nil), cells...)})
	case o.Solutions == ListLimit:
		o.All = nil
	}
	if r.emit != nil && !r.send(Step{Kind: StepSolution, Cell: -1, Count: o.Solutions}) {
		return false
	}
	if r.lim.MaxSolutions > 0 && o.Solutions >= r.lim.MaxSolutions {
		r.halt(exact.SolutionLimit)
		return false
	}
	return true
}

// finish times the run, sends the last step and returns the outcome.
func (r *run) finish() Outcome {
	if r.emit != nil && !r.quit {
		r.send(Step{Kind: StepDone, Cell: -1, Stop: r.out.Stop, Count: r.out.Solutions})
	}
	r.out.Stats.Elapsed = time.Since(r.start)
	return r.out
}

// exactOutcome returns the exact cover solver's result and list of
// solutions in the form every method shares. Guesses and Placements count
// one per node below the root, each of which follows an option tried.
func exactOutcome(r exact.Result, all []sudoku.Grid, err error) (Outcome, error) {
	if err != nil {
		return Outcome{Method: DLX}, err
	}
	st := r.Stats
	o := Outcome{
		Method:    DLX,
		Solutions: r.Solutions,
		Stop:      r.Stop,
		All:       all,
		Stats: Stats{Nodes: st.Nodes, Guesses: max(st.Nodes-1, 0), Placements: max(st.Nodes-1, 0),
			Updates: st.Updates, Elapsed: st.Elapsed},
	}
	if r.Solution.Cells != nil {
		o.Solution = r.Solution
	}
	return o, nil
}

// dlxStepper runs the exact cover search step by step and maps its
// moves to steps: trying an option places its value, leaving it unplaces
// it, a dead end is a contradiction.
type dlxStepper struct {
	*run
	s *exact.Search
}

// newDLXStepper makes the stepper of search s, of r's puzzle within r's
// limits.
func newDLXStepper(r *run, s *exact.Search) *dlxStepper { return &dlxStepper{run: r, s: s} }

// solve runs the search to its end, or until the consumer quits.
func (d *dlxStepper) solve() {
	for !d.halted {
		mv, ok := d.s.Next()
		if !ok {
			break
		}
		var st Step
		switch mv.Kind {
		case exact.MovePlace:
			// Trying the option at level l makes l+1 placements, as the
			// other methods count; leaving it, l again.
			st = Step{Kind: StepPlace, Cell: mv.Cell, Value: mv.Value, Depth: mv.Level + 1}
		case exact.MoveUnplace:
			st = Step{Kind: StepUnplace, Cell: mv.Cell, Value: mv.Value, Depth: mv.Level}
		case exact.MoveDeadEnd:
			st = Step{Kind: StepContradiction, Cell: mv.Cell, Depth: mv.Level, Reason: mv.Item + " has no options left"}
		case exact.MoveNode:
			d.out.Stats.Nodes++ // kept live for Live.Stats; set exactly below
			continue
		case exact.MoveSolution:
			d.out.Stats.Nodes++
			d.solution(d.s.Cells())
			continue
		case exact.MoveDone:
			if !d.halted {
				d.out.Stop = mv.Stop
			}
			continue
		}
		d.send(st)
	}
	nodes, updates := d.s.Stats()
	d.out.Stats = Stats{Nodes: nodes, Guesses: max(nodes-1, 0), Placements: max(nodes-1, 0), Updates: updates}
}
