package sudokupage

import (
	"slices"
	"time"

	"xcover/app/puzzle"
	"xcover/app/ui"
	"xcover/sudoku"
	"xcover/sudoku/format"
	"xcover/sudoku/generate"
	"xcover/sudoku/logic"
	"xcover/sudoku/solve"
)

// warmUp runs the code New puzzle needs once, in the page's idle time
// from a second after it loads (its own start comes first), a part per
// task: each technique of the rating, the solver, the rating's logic and
// a whole generation in slices, of a hard puzzle, whose rating runs the
// hard techniques (the chains' code compiled in a new puzzle's slice made
// a long task), all on a 6x6 grid, where the code runs in a fraction of
// the time a 9x9 grid takes, so that compiling is most of each task; then
// a 9x9 generation in slices, which Chromium runs until it has optimized
// the code (its baseline code is several times slower). Chromium compiles WebAssembly lazily, each function on its first
// call, and the first new puzzle would otherwise compile some 240
// functions in one task (20 ms of CPU time; tasks of 35-75 ms seen on a
// loaded host). Once warm, the page sets window.xcoverWarm, which the
// end-to-end tests wait for; the page warms up once, not at each visit.
// It returns nil when warm already.
func warmUp() *ui.Idle {
	if warmedUp {
		return nil
	}
	return ui.RunWhenIdle(warmUpAfter, markWarm, warmUpTasks()...)
}

// workerReady starts a share-out that waits for the worker, and ends the
// warm-up: with the worker making new puzzles, the page runs none of
// their code but the job's, which it runs once in idle time (the first
// New puzzle's click compiled it, a task of 20-35 ms at 2x throttle).
// Then the page is as warm as it gets.
func (p *Page) workerReady() {
	if p.share != nil && p.share.waiting {
		p.sendShares()
	}
	p.warm.Release()
	p.warm = nil
	if warmedUp {
		return
	}
	p.warm = ui.RunWhenIdle(0, markWarm, func(time.Duration) bool {
		if job, ok := p.newPuzzleJob(1); ok {
			_ = job.Encode()
		}
		return true
	})
}

// markWarm notes that the page is warm.
func markWarm() {
	warmedUp = true
	ui.SetGlobal("xcoverWarm", true)
}

// warmedUp is whether warmUp has run to its end in this page.
var warmedUp bool

// warmUpAfter is how long after the page mounts warmUp starts.
const warmUpAfter = time.Second

// warmUpTasks are warmUp's parts, in order.
func warmUpTasks() []ui.IdleTask {
	// A 6x6 puzzle runs the same code as a 9x9 one in a fraction of the
	// time: each task's cost is the compiling, not the puzzle.
	easy, _, _ := format.Parse(puzzle.Presets[slices.IndexFunc(puzzle.Presets, func(p puzzle.Preset) bool { return p.Name == "6x6" })].Puzzle, format.Options{})
	var techniques []ui.IdleTask // each technique of the rating, a task each
	if b, err := (sudoku.Variant{}).Board(easy.Shape); err == nil {
		for _, call := range logic.WarmUp(b, easy) {
			techniques = append(techniques, func(time.Duration) bool { call(); return true })
		}
	}
	return append(techniques, []ui.IdleTask{
		func(time.Duration) bool {
			s := solve.Solver{Limits: solve.Limits{MaxSolutions: 2}}
			_, _ = s.Solve(easy)
			return true
		},
		func(time.Duration) bool {
			if b, err := (sudoku.Variant{}).Board(easy.Shape); err == nil {
				_, _ = logic.Rate(b, easy)
			}
			return true
		},
		generateIn(sudoku.Shape{BoxRows: 2, BoxCols: 3}), // compiles the generator's code
		generateIn(sudoku.Shape{BoxRows: 3, BoxCols: 3}), // runs it on 9x9 until the browser optimizes it
	}...)
}

// generateIn is a warm-up task that makes a hard puzzle of shape in
// slices of the idle time, and takes it.
func generateIn(shape sudoku.Shape) ui.IdleTask {
	var gen *generate.Generator
	return func(budget time.Duration) bool {
		if gen == nil {
			var err error
			if gen, err = generate.NewGenerator(generate.GenerateOptions{Shape: shape, Difficulty: logic.Hard, Seed: 1}); err != nil {
				return true
			}
		}
		if !gen.StepUntil(time.Now().Add(budget)) {
			return false
		}
		_, _, _ = gen.Result()
		return true
	}
}
