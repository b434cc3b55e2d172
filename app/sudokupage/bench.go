package sudokupage

import (
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/ui"
	"xcover/sudoku/format"
	"xcover/sudoku/solve"
)

// BenchResult is what BenchSolve measured.
type BenchResult struct {
	Puzzles int
	Solved  int
	Elapsed time.Duration
}

// BenchSolve solves every puzzle of text (one per line, first solution, as
// the command line's benchmark does) and times it. It computes in one go:
// the page offers it to JavaScript as window.xcoverBench(text) to measure
// the engine's speed in the browser, not to users.
func BenchSolve(text string) (BenchResult, error) {
	grids, err := format.ReadGrids(strings.NewReader(text), "bench", format.Options{})
	if err != nil {
		return BenchResult{}, err
	}
	s := solve.Solver{Limits: solve.Limits{MaxSolutions: 1}}
	r := BenchResult{Puzzles: len(grids)}
	start := time.Now()
	for _, g := range grids {
		if res, err := s.Solve(g); err == nil && res.Solutions > 0 {
			r.Solved++
		}
	}
	r.Elapsed = time.Since(start)
	return r, nil
}

// exposeBench makes BenchSolve callable from JavaScript:
// xcoverBench(text) returns {puzzles, solved, ms} or {error}.
func exposeBench() app.Func {
	f := app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) == 0 {
			return map[string]any{"error": "xcoverBench(text) needs the puzzles"}
		}
		r, err := BenchSolve(args[0].String())
		if err != nil {
			return map[string]any{"error": err.Error()}
		}
		return map[string]any{"puzzles": r.Puzzles, "solved": r.Solved, "ms": float64(r.Elapsed.Microseconds()) / 1000}
	})
	ui.SetGlobal("xcoverBench", f)
	return f
}
