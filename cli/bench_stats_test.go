package cli

import (
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestInterleaveOrder(t *testing.T) {
	var order []int
	times, err := interleave(3, 2, func(s int) (time.Duration, error) {
		order = append(order, s)
		return time.Duration(len(order)), nil
	})
	require.NoError(t, err)
	assert.Equal(t, []int{0, 1, 0, 1, 0, 1}, order)
	assert.Equal(t, [][]time.Duration{{1, 3, 5}, {2, 4, 6}}, times)
}

func TestInterleaveStopsOnError(t *testing.T) {
	calls := 0
	_, err := interleave(5, 2, func(s int) (time.Duration, error) {
		calls++
		if calls == 3 {
			return 0, errors.New("boom")
		}
		return 1, nil
	})
	require.EqualError(t, err, "boom")
	assert.Equal(t, 3, calls)
}

func TestMedian(t *testing.T) {
	for _, tc := range []struct {
		in   []float64
		want float64
	}{
		{nil, 0},
		{[]float64{4}, 4},
		{[]float64{3, 1, 2}, 2},
		{[]float64{4, 1, 3, 2}, 2.5},
	} {
		in := append([]float64(nil), tc.in...)
		assert.Equal(t, tc.want, median(tc.in), "%v", tc.in)
		assert.Equal(t, in, tc.in, "median must not sort its input")
	}
}

func TestRatios(t *testing.T) {
	for _, tc := range []struct {
		name string
		a, b []time.Duration
		want spread
	}{
		{"none", nil, nil, spread{}},
		{"same", []time.Duration{2, 4}, []time.Duration{2, 4}, spread{1, 1, 1}},
		{"per round", []time.Duration{1, 6, 3}, []time.Duration{2, 4, 3}, spread{1, 0.5, 1.5}},
		{"zero peer round left out", []time.Duration{1, 2}, []time.Duration{0, 4}, spread{0.5, 0.5, 0.5}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.InDelta(t, tc.want.median, ratios(tc.a, tc.b).median, 1e-12)
			assert.InDelta(t, tc.want.min, ratios(tc.a, tc.b).min, 1e-12)
			assert.InDelta(t, tc.want.max, ratios(tc.a, tc.b).max, 1e-12)
		})
	}
}
