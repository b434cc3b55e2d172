package player

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestTapeKeepsTheLastEvents(t *testing.T) {
	tests := []struct {
		keep, made, base int
	}{
		{keep: 4, made: 0, base: 0},
		{keep: 4, made: 3, base: 0},
		{keep: 4, made: 4, base: 0},
		{keep: 4, made: 9, base: 5},
		{keep: 1, made: 7, base: 6},
	}
	for _, tt := range tests {
		tp := newTape[int](tt.keep)
		for k := range tt.made {
			tp.record(10 * k)
		}
		assert.Equal(t, tt.base, tp.base(), "keep %d made %d", tt.keep, tt.made)
		for k := tp.base(); k < tt.made; k++ {
			assert.Equal(t, 10*k, tp.at(k))
		}
		assert.LessOrEqual(t, len(tp.ring), tt.keep)
		tp.reset()
		assert.Equal(t, 0, tp.base())
		tp.record(5)
		assert.Equal(t, 5, tp.at(0))
	}
}
