package dlx

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestStatsAdd(t *testing.T) {
	for _, tc := range []struct {
		name string
		a, b Stats
		want Stats
	}{
		{"into nothing", Stats{}, Stats{Nodes: 3, Updates: 9, Solutions: 1, MaxLevel: 2, PerLevel: []int64{1, 1, 1}, Elapsed: time.Second},
			Stats{Nodes: 3, Updates: 9, Solutions: 1, MaxLevel: 2, PerLevel: []int64{1, 1, 1}, Elapsed: time.Second}},
		{"a shallower piece", Stats{Nodes: 4, Updates: 10, MaxLevel: 2, PerLevel: []int64{1, 2, 1}, Elapsed: time.Second},
			Stats{Nodes: 2, Updates: 5, Solutions: 2, MaxLevel: 1, PerLevel: []int64{1, 1}, Elapsed: time.Second},
			Stats{Nodes: 6, Updates: 15, Solutions: 2, MaxLevel: 2, PerLevel: []int64{2, 3, 1}, Elapsed: 2 * time.Second}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.a.Add(tc.b)
			assert.Equal(t, tc.want, tc.a)
		})
	}
}
