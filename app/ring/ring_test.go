package ring_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/ring"
)

func TestRingKeepsTheLastEvents(t *testing.T) {
	for _, tc := range []struct {
		name       string
		keep, push int
	}{
		{"fewer than kept", 10, 7},
		{"exactly kept", 10, 10},
		{"wrapped", 10, 25},
		{"several chunks", 10000, 9000},
		{"several chunks wrapped", 10000, 23457},
		{"a partial last chunk", 5000, 12001},
		{"keep one", 1, 5},
		{"keep nothing means one", 0, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := ring.New[int](tc.keep)
			for k := range tc.push {
				r.Push(k * 3)
			}
			require.Equal(t, tc.push, r.Len())
			assert.Equal(t, max(tc.push-r.Keep(), 0), r.Base())
			for k := r.Base(); k < r.Len(); k++ {
				require.Equal(t, k*3, r.At(k), "event %d", k)
			}
		})
	}
}

func TestRingResetStartsAgain(t *testing.T) {
	r := ring.New[string](3)
	for _, s := range []string{"a", "b", "c", "d"} {
		r.Push(s)
	}
	r.Reset()
	assert.Zero(t, r.Len())
	assert.Zero(t, r.Base())
	r.Push("x")
	r.Push("y")
	assert.Equal(t, []string{"x", "y"}, []string{r.At(0), r.At(1)})
}

func ExampleRing() {
	r := ring.New[string](2)
	for _, e := range []string{"branch", "try", "cover"} {
		r.Push(e)
	}
	for k := r.Base(); k < r.Len(); k++ {
		fmt.Println(k, r.At(k))
	}
	// Output:
	// 1 try
	// 2 cover
}
