package sudokupage

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/puzzle"
	"xcover/app/ui"
	"xcover/dlx"
	"xcover/sudoku"
)

// warmUp runs the code New puzzle needs once, in the page's idle time
// from a second after it loads (its own start comes first), a part per
// task: each technique of the rating, the solver, the rating's logic, then
// a whole generation in slices, of a hard puzzle, whose rating runs the
// hard techniques (the chains' code compiled in a new puzzle's slice made
// a long task). Chromium compiles WebAssembly lazily, each function on its first
// call, and the first new puzzle would otherwise compile some 240
// functions in one task (20 ms of CPU time; tasks of 35-75 ms seen on a
// loaded host). Once warm, the page sets window.xcoverWarm, which the
// end-to-end tests wait for; the page warms up once, not at each visit.
// It returns nil when warm already.
func warmUp() *ui.Idle {
	if warmedUp {
		return nil
	}
	return ui.RunWhenIdle(warmUpAfter, func() {
		warmedUp = true
		app.Window().Set("xcoverWarm", true)
	}, warmUpTasks()...)
}

// warmedUp is whether warmUp has run to its end in this page.
var warmedUp bool

// warmUpAfter is how long after the page mounts warmUp starts.
const warmUpAfter = time.Second

// warmUpTasks are warmUp's parts, in order.
func warmUpTasks() []ui.IdleTask {
	easy, _, _ := sudoku.Parse(puzzle.Presets[0].Puzzle, sudoku.Options{})
	var gen *sudoku.Generator
	var techniques []ui.IdleTask // each technique of the rating, a task each
	if b, err := (sudoku.Variant{}).Board(easy.Shape); err == nil {
		for _, call := range b.WarmUp(easy) {
			techniques = append(techniques, func(time.Duration) bool { call(); return true })
		}
	}
	return append(techniques, []ui.IdleTask{
		func(time.Duration) bool {
			s := sudoku.Solver{Options: dlx.Options{MaxSolutions: 2}}
			_, _ = s.Solve(easy)
			return true
		},
		func(time.Duration) bool {
			if b, err := (sudoku.Variant{}).Board(easy.Shape); err == nil {
				_, _ = b.Rate(easy)
			}
			return true
		},
		func(budget time.Duration) bool {
			if gen == nil {
				var err error
				if gen, err = sudoku.NewGenerator(sudoku.GenerateOptions{Shape: easy.Shape, Difficulty: sudoku.Hard, Seed: 1}); err != nil {
					return true
				}
			}
			return gen.StepUntil(time.Now().Add(budget))
		},
		func(time.Duration) bool {
			if gen != nil {
				_, _, _ = gen.Result()
			}
			return true
		},
	}...)
}
