package workers

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"xcover/app/jobs"
	"xcover/app/player"
)

// TestCountingProgress words a count on the workers as it goes, with and
// without an estimate, at its end, and when a part could not count.
func TestCountingProgress(t *testing.T) {
	counting := func(estimate float64, done bool, err string) *Counting {
		c := &Counting{Batch: player.NewSplitBatch(0, 2), Workers: 2, Err: err, started: time.Now().Add(-4 * time.Second)}
		if estimate > 0 {
			c.Estimates.Add(jobs.Answer{Estimate: estimate, Probes: 500})
		}
		c.Batch.Report(0, player.PartReport{Solutions: 3, Nodes: 1000, Next: 2, Done: done})
		c.Batch.Report(1, player.PartReport{Solutions: 1, Nodes: 1000, Next: 3, Done: done})
		return c
	}
	for _, tt := range []struct {
		name string
		c    *Counting
		want string
	}{
		{"no estimate yet", counting(0, false, ""), `^Counting on 2 workers: 2,000 nodes; 4 solutions so far$`},
		{"a fifth of the estimate", counting(10000, false, ""), `^Counting on 2 workers: 2,000 nodes of about 10,000 \(20%, about 1[56] s left\); 4 solutions so far$`},
		{"a blank sudoku's estimate", counting(6.67e21, false, ""), `^Counting on 2 workers: 2,000 nodes of about 6\.7\x{00a0}×\x{00a0}10²¹; 4 solutions so far$`},
		{"the end", counting(10000, true, ""), `^Counted on 2 workers: 4 solutions, 2,000 nodes in 4\.\d+ s$`},
		{"a part that could not count", counting(0, false, "the problem does not read"), `^The count on 2 workers failed: the problem does not read$`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			assert.Regexp(t, tt.want, tt.c.Progress())
		})
	}
}
