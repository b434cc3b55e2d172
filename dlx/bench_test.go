package dlx

import "testing"

// BenchmarkEvents measures the event stream: every event of counting the
// 10 queens' solutions, pulled one at a time from the Stepper and through
// the iterator.
func BenchmarkEvents(b *testing.B) {
	m := queens(10)
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
			for range m.Events(Options{}) {
				n++
			}
		}
		b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "events/s")
	})
}

// BenchmarkSolveQueens measures the fast path counting the 10 queens' 724
// solutions.
func BenchmarkSolveQueens(b *testing.B) {
	m := queens(10)
	var r Result
	for b.Loop() {
		m.SolveInto(&r, Options{})
	}
	b.ReportMetric(float64(r.Nodes)*float64(b.N)/b.Elapsed().Seconds(), "nodes/s")
}
