package dlx

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// BenchmarkEvents measures the event stream: every event of counting the
// 10 queens' solutions, pulled one at a time from the Stepper and through
// the iterator.
func BenchmarkEvents(b *testing.B) {
	m := NewLinks(queens(10))
	b.Run("stepper", func(b *testing.B) {
		var n int64
		for b.Loop() {
			s := m.Search(Options{})
			for _, ok := s.Next(); ok; _, ok = s.Next() {
				n++
			}
		}
		b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "events/s")
	})
	b.Run("iterator", func(b *testing.B) {
		var n int64
		for b.Loop() {
			for range Events(m, Options{}) {
				n++
			}
		}
		b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "events/s")
	})
}

// BenchmarkSolveQueens measures the fast path counting the 10 queens' 724
// solutions.
func BenchmarkSolveQueens(b *testing.B) {
	m := NewLinks(queens(10))
	var r Result
	for b.Loop() {
		m.SolveInto(&r, Options{})
	}
	b.ReportMetric(float64(r.Nodes)*float64(b.N)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkKnuth counts the standard problems of the speed goals on
// smaller sizes, so that -benchtime runs stay short, with each engine:
// pentominoes in 3x20 (the goal is 6x10, minutes of benchmark),
// Algorithm X as Knuth's DLX1 and SSXCC; a word search of four words in
// 5x5 (the goal six), Algorithm C as DLX2; partridge n = 5 (the goal 6),
// Algorithm M as DLX3; the dodecahedron's Hamiltonian cycles; 8 queens
// with its diagonals secondary.
func BenchmarkKnuth(b *testing.B) {
	for _, file := range []string{"pentominoes3x20.dlx.gz", "wordsearch4.dlx.gz", "partridge5.dlx.gz", "dodecahedron.dlx.gz", "queens8.dlx"} {
		p := readInstance(b, file)
		for _, engine := range Engines {
			e, err := NewEngine(engine, p)
			require.NoError(b, err)
			b.Run(file[:strings.IndexByte(file, '.')]+"/"+engine, func(b *testing.B) {
				var r Result
				for b.Loop() {
					e.SolveInto(&r, Options{})
				}
				b.ReportMetric(float64(r.Updates)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mupdates/s")
			})
		}
	}
}
