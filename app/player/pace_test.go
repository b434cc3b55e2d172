package player

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPaceDue(t *testing.T) {
	tests := []struct {
		name   string
		speed  float64
		frames []float64 // frame times, ms
		due    []int
	}{
		{"first frame counts as 1/60 s", 100, []float64{5000}, []int{1}},
		{"10/s over 100 ms frames", 10, []float64{1000, 1100, 1200, 1300, 1400}, []int{0, 1, 1, 1, 1}},
		{"fractions carry", 10, []float64{1000, 1050, 1100, 1150}, []int{0, 0, 1, 0}},
		{"a long pause counts 250 ms", 100, []float64{1000, 5000}, []int{1, 25}},
		{"full speed has no limit", 0, []float64{1000, 1016}, []int{math.MaxInt, math.MaxInt}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var p Pace
			for i, s := range Speeds {
				if s == tt.speed {
					p.Speed = i
				}
			}
			var got []int
			for _, now := range tt.frames {
				got = append(got, p.Due(now))
			}
			assert.Equal(t, tt.due, got)
		})
	}
}

func TestPaceLabel(t *testing.T) {
	p := Pace{Speed: 9}
	assert.Equal(t, "1,000/s", p.Label())
	p.Speed = len(Speeds) - 1
	assert.Equal(t, "max", p.Label())
	p.Resume()
	assert.Zero(t, p.carry)
}
