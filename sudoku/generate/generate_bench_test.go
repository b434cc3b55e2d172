package generate

import (
	"slices"
	"testing"
	"time"

	"xcover/sudoku/logic"
)

// BenchmarkGenerate measures one unique, minimal 9x9 classic puzzle of any
// difficulty; the goal is a median under 20 ms. It reports the
// median as median-ms.
func BenchmarkGenerate(b *testing.B) {
	g, err := NewGenerator(GenerateOptions{Difficulty: logic.AnyDifficulty, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	var times []time.Duration
	for b.Loop() {
		start := time.Now()
		if _, _, err := g.Next(); err != nil {
			b.Fatal(err)
		}
		times = append(times, time.Since(start))
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "median-ms")
}
