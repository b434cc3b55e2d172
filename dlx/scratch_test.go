package dlx

import "testing"

func BenchmarkScratchCover(b *testing.B) {
	m := queens(12)
	var upd int64
	for b.Loop() {
		for x := int32(1); x <= int32(m.primary); x++ {
			upd += m.cover(x)
			upd += m.uncover(x)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(upd), "ns/update")
}
