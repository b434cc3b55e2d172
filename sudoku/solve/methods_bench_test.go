package solve

import (
	"testing"

	"xcover/sudoku/internal/sudokutest"
)

// BenchmarkMethods solves top1465 with each method, on the fast path and
// with a step callback that does nothing, to show what making the steps
// costs. Plain and candidate backtracking get a node budget.
func BenchmarkMethods(b *testing.B) {
	puzzles := sudokutest.Load(b, "top1465")
	for _, m := range Methods {
		lim := Limits{MaxSolutions: 1, NodeBudget: setBudget[m]}
		for _, steps := range []bool{false, true} {
			name := m.String() + "/solve"
			var emit func(Step) bool
			if steps {
				name = m.String() + "/steps"
				emit = func(Step) bool { return true }
			}
			s := Solver{Method: m, Limits: lim}
			b.Run(name, func(b *testing.B) {
				n := 0
				var nodes int64
				for b.Loop() {
					var o Outcome
					var err error
					if p := puzzles[n%len(puzzles)]; steps {
						o, err = m.run(p, lim, emit)
					} else {
						o, err = s.Solve(p)
					}
					if err != nil {
						b.Fatal(err)
					}
					nodes += o.Stats.Nodes
					n++
				}
				b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "puzzles/s")
				b.ReportMetric(float64(nodes)/float64(n), "nodes/puzzle")
			})
		}
	}
}
