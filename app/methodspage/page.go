package methodspage

import (
	"cmp"
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/player"
	"xcover/app/puzzle"
	"xcover/app/puzzle/input"
	"xcover/app/ui"
	"xcover/app/words"
	"xcover/dlx"
	"xcover/sudoku"
	"xcover/sudoku/format"
	"xcover/sudoku/solve"
)

// RaceBudget is the node budget of each method in a race, so that plain
// backtracking on a hard puzzle ends in reasonable time.
const RaceBudget = 2_000_000

// Page plays the classic sudoku methods, and Algorithm X beside
// them, step by step on the grid, and races them against each other on the
// same puzzle.
type Page struct {
	app.Compo

	puzzle   sudoku.Grid
	message  string
	conflict []int // cells of a clash between givens
	method   solve.Method
	tuples   int            // the logic method's largest tuple
	in       input.Input    // the rules picked, a jigsaw's layout and the paste box
	laid     *sudoku.Board  // the rules laid out on the puzzle's shape; nil while they cannot be
	drawn    []string       // each cell's classes for the rules (input.RuleClasses), made with laid
	blocked  bool           // the rules cannot be laid out or the givens break one: nothing can play
	refusal  string         // why the method cannot play the rules; empty when it can
	refused  []solve.Method // the methods ticked for the race that cannot play the rules

	player *player.MethodPlayer // nil while the puzzle breaks a rule
	// transport is the player's play button: playing or paused, seeking,
	// at its pace. Unexported, so that go-app leaves it alone: it copies
	// a component's exported fields from a new one when it updates it in
	// place (a link to the page itself, which the app never makes).
	transport player.Transport[solve.Step]

	racers []bool // which methods race, by solve.Methods index
	race   *player.Race
	frames *ui.FrameLoop
	tasks  ui.Scheduler // the race, in the frames' slices
	addr   ui.Address   // the address bar: the puzzle, its rules, the method and the step
}

// OnInit loads the default puzzle.
func (p *Page) OnInit() {
	p.transport.Pace.Speed = 6
	p.method = solve.Logic
	p.tuples = solve.MaxTuple
	p.racers = make([]bool, len(solve.Methods))
	for i := range p.racers {
		p.racers[i] = true
	}
	p.in.Paste = puzzle.Presets[0].Puzzle
	p.load(puzzle.Presets[0].Puzzle)
}

// OnNav takes the puzzle, its rules and the method from the URL, as the
// sudoku page writes them (p, b, variant, regions) plus m, the method; the
// page writes the URL from then on.
func (p *Page) OnNav(ctx app.Context) {
	p.restore(ctx.Page().URL().RawQuery)
	p.addr.Open(ctx)
}

// restore takes the puzzle, method and step of a link's query (see
// input.Input.Restore).
func (p *Page) restore(query string) {
	s, ok := p.in.Restore(p, query)
	if !ok {
		return
	}
	p.method = s.Method
	p.SetPuzzle(s.Puzzle)
	if p.player != nil {
		p.message = puzzle.SeekLink(p.player, s.Step)
	}
}

// OnMount starts the frame loop's callback and marks the page laid out
// once it has rendered.
func (p *Page) OnMount(ctx app.Context) {
	p.frames = ui.NewFrameLoop(ctx, p.frame)
	p.tasks.Frames = p.frames
	ctx.Defer(ui.MarkLaidOut)
}

// OnResize marks the page laid out for the window's new size: its layout
// is the style sheet's alone, done by the time go-app tells the resize.
func (p *Page) OnResize(ctx app.Context) { ctx.Defer(ui.MarkLaidOut) }

// OnDismount ends the searches and releases the callback.
func (p *Page) OnDismount() {
	p.stopRace()
	if p.player != nil {
		p.player.Close()
	}
	if p.frames != nil {
		p.frames.Release()
	}
}

// load reads a puzzle in any format; on error the message says why and the
// current puzzle stays.
func (p *Page) load(text string) bool { return p.in.Load(p, text, format.Options{}) }

// Puzzle is the puzzle as typed, whatever its rules (input.Host).
func (p *Page) Puzzle() sudoku.Grid { return p.puzzle }

// Say shows what is wrong with the input (input.Host).
func (p *Page) Say(msg string) { p.message = msg }

// SetPuzzle makes g the puzzle, fits the rules to its shape and starts the
// chosen method on it.
func (p *Page) SetPuzzle(g sudoku.Grid) {
	p.puzzle, p.message = g, p.in.Rules.Fit(g.Shape)
	p.stopRace()
	p.race = nil
	p.tasks.Clear()
	p.restart()
}

// limits are what the player's search stops at: the rules method counts
// every solution (and lists them when fewer than solve.ListLimit), the
// others stop at a second one, which proves the first unique.
func (p *Page) limits() solve.Limits {
	lim := solve.Limits{MaxSolutions: 2, Tuples: p.tuples}
	if p.method == solve.Rules {
		lim.MaxSolutions = 0
	}
	return lim
}

// restart starts the player over with the current puzzle, rules and
// method. There is nothing to play while the rules cannot be laid out (a
// jigsaw's layout box says why), when the givens break a rule (the
// message names the clash) or when the method cannot play the rules (the
// refusal says so, in the player's place).
func (p *Page) restart() {
	p.transport.Pause()
	if p.player != nil {
		p.player.Close()
		p.player = nil
	}
	p.conflict, p.refusal, p.blocked = nil, "", true
	var msg string
	if p.laid, p.drawn, msg = p.in.Rules.Lay(p.puzzle.Shape); p.laid == nil {
		p.message = cmp.Or(msg, p.message)
		return
	}
	if err := p.laid.Validate(p.puzzle); err != nil {
		p.message, p.conflict = err.Error(), puzzle.ClashCells(err, p.puzzle.N())
		return
	}
	p.blocked = false
	if p.method.Plays(p.in.Rules.Variant) != nil {
		p.refusal = refusal(p.method, p.in.Rules.Variant)
		return
	}
	pl, err := player.NewMethodPlayer(p.method, p.in.Rules.Variant, p.puzzle, p.limits(), 0)
	if err != nil {
		p.message = err.Error()
		return
	}
	p.player = pl
}

// SyncURL writes the puzzle, method and step into the address bar, at
// most a few times a second (ui.Address), once the page has read its
// address.
func (p *Page) SyncURL(app.Context) {
	step := 0
	if p.player != nil {
		step = p.player.Pos()
	}
	p.addr.SetQuery(puzzle.State{Puzzle: p.puzzle, Step: step, Method: p.method, Variant: p.in.Rules.Variant}.Query())
}

// play starts the player with start, the Transport's Play (to the next
// solution) or Jump (past every solution), to where until says (nil: the
// end), unless there is nothing to play. ▶▶ jumps to the next guess
// (isGuess) this way, in the frames' slices: plain backtracking can place
// values for millions of steps before one.
func (p *Page) play(start func(until func(solve.Step) bool), until func(solve.Step) bool) {
	if p.player == nil || p.player.AtEnd() {
		return
	}
	start(until)
	p.frames.Start()
}

// isGuess reports whether step s is a guess, a contradiction or a
// solution: where ▶▶ stops.
func isGuess(s solve.Step) bool {
	return s.Kind == solve.StepGuess || s.Kind == solve.StepContradiction || s.Kind == solve.StepSolution
}

// seek moves the player to step k, as the timeline asks: at once when the
// player keeps the steps on the way, otherwise by replaying them in the
// frames' slices (see Transport.Seek).
func (p *Page) seek(k int) {
	if p.player != nil && p.transport.Seek(p.player, k) {
		p.frames.Start()
	}
}

// startRace races the chosen methods that can play the rules on the
// puzzle; those that cannot are listed apart, saying so.
func (p *Page) startRace() {
	p.stopRace()
	var methods []solve.Method
	p.refused = nil
	for i, on := range p.racers {
		switch m := solve.Methods[i]; {
		case !on:
		case m.Plays(p.in.Rules.Variant) != nil:
			p.refused = append(p.refused, m)
		default:
			methods = append(methods, m)
		}
	}
	switch {
	case len(methods) == 0 && len(p.refused) > 0:
		p.message = "None of the methods ticked can play " + puzzle.Title(p.in.Rules.Variant) + ": tick dlx, Algorithm X, to race."
		return
	case len(methods) == 0:
		p.message = "Tick at least one method to race."
		return
	}
	r, err := player.NewRace(p.puzzle, p.in.Rules.Variant, methods, solve.Limits{MaxSolutions: 2, NodeBudget: RaceBudget, Tuples: p.tuples})
	if err != nil {
		p.message = err.Error()
		return
	}
	if p.race != nil {
		p.tasks.Drop(p.race) // left unfinished, if it was
	}
	p.race = r
	p.tasks.Start(r)
}

// stopRace cancels a race in progress.
func (p *Page) stopRace() {
	if p.race != nil && !p.race.Done() {
		p.race.Cancel()
		p.tasks.Drop(p.race)
	}
}

// frame does one frame's work: a slice of the race, and the steps the
// speed asks for, within the frame's budget. It reports whether more
// frames are wanted.
func (p *Page) frame(ctx app.Context, now float64) bool {
	due := p.transport.Pace.Due(now)
	p.tasks.Slice(p.tasks.Budget(p.transport.Playing))
	racing := p.tasks.Busy()
	if p.transport.Playing && p.player != nil {
		p.advance(due)
		if !p.transport.Playing {
			p.SyncURL(ctx)
		}
	}
	return racing || p.transport.Playing
}

// advance plays up to due steps, within the frame's budget, stopping at
// the next solution unless jumping.
func (p *Page) advance(due int) {
	step := func() (solve.Step, bool) {
		if !p.player.Step() {
			return solve.Step{}, false
		}
		return p.player.Last()
	}
	atSolution := func(s solve.Step) bool { return s.Kind == solve.StepSolution }
	p.transport.Advance(due, step, atSolution, p.frames.Budget(ui.PlayBudget))
}

// Narration says in words what the last step did.
func (p *Page) Narration() string {
	switch {
	case p.player == nil && p.in.Rules.LayoutError != "":
		return "Fix the jigsaw layout to start."
	case p.player == nil:
		return "Fix the puzzle to start."
	case p.transport.Seeking:
		return ui.Replaying("step", p.player)
	}
	s, ok := p.player.Last()
	if !ok {
		return fmt.Sprintf("Ready: %s on a puzzle with %s. Step or play.", methodTitles[p.method], words.Plural(int64(p.puzzle.Givens()), "given"))
	}
	return describeStep(s, p.puzzle.N())
}

// methodTitles name the methods for people.
var methodTitles = map[solve.Method]string{
	solve.DLX:        "Algorithm X (dancing links)",
	solve.Backtrack:  "Plain backtracking",
	solve.Candidates: "Candidate backtracking",
	solve.Logic:      "Most-constrained cell with singles and tuples",
	solve.Rules:      "Rule elimination and solution counting",
}

// outcomeText sums up a finished search in a few words.
func outcomeText(o solve.Outcome) string {
	switch {
	case o.Unsolvable != "":
		return "unsolvable: " + o.Unsolvable
	case o.Stop == dlx.NodeBudget:
		return "budget exceeded (" + words.Plural(o.Solutions, "solution") + " so far)"
	case o.Stop == dlx.Canceled:
		return "stopped"
	case o.Solutions == 0:
		return "no solution"
	case o.Unique():
		return "solved, unique"
	case o.Stop == dlx.SolutionLimit && o.Solutions == 1:
		return "solved"
	case o.Stop == dlx.SolutionLimit:
		return "at least " + words.Plural(o.Solutions, "solution")
	}
	return words.Plural(o.Solutions, "solution")
}

// describeStep writes a method's step in one line for a grid of side n,
// as solve.Step.Describe does, counting solutions right.
func describeStep(s solve.Step, n int) string {
	if s.Kind == solve.StepDone {
		return fmt.Sprintf("done: %s, %s", s.Stop, words.Plural(s.Count, "solution"))
	}
	return s.Describe(n)
}
