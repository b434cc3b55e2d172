package dlx

import (
	"bytes"
	"fmt"
	"math"
	mrand "math/rand"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestZDDWriteKnuth writes the ZDD of the domino tilings of a 4x4 board
// and compares it with what Knuth's DLX6 writes for the same file, byte
// for byte (testdata/knuth/dominoes4x4.zdd, from "dlx6 m1").
func TestZDDWriteKnuth(t *testing.T) {
	p := readInstance(t, "dominoes4x4.dlx")
	c, err := NewMemo(p, MemoOptions{ZDD: true})
	require.NoError(t, err)
	r := c.Count(Subtree{})
	require.Equal(t, int64(36), r.Count.Int64())
	var got bytes.Buffer
	require.NoError(t, c.ZDD().WriteKnuth(&got))
	want, err := os.ReadFile(filepath.Join("testdata", "knuth", "dominoes4x4.zdd"))
	require.NoError(t, err)
	assert.Equal(t, string(want), got.String())
	assert.Equal(t, int64(36), c.ZDD().Count().Int64())
}

// TestZDDSamplesAreUniform draws samples of the 281 domino tilings of a
// 4x6 board: each is an exact cover, the same seed draws the same ones,
// and their frequencies pass a chi-square test of uniformity.
func TestZDDSamplesAreUniform(t *testing.T) {
	p := dominoes(4, 6)
	c, err := NewMemo(p, MemoOptions{ZDD: true})
	require.NoError(t, err)
	require.Equal(t, int64(281), c.Count(Subtree{}).Count.Int64())
	z := c.ZDD()
	const draws = 281 * 60
	rng := mrand.New(mrand.NewSource(42))
	seen := map[string]int{}
	var first []string
	for range draws {
		sol := z.Sample(rng, nil)
		require.NoError(t, checkSolution(p, sol))
		slices.Sort(sol)
		key := fmt.Sprint(sol)
		seen[key]++
		if len(first) < 5 {
			first = append(first, key)
		}
	}
	require.Len(t, seen, 281, "every tiling drawn")
	expected := float64(draws) / 281
	chi := 0.0
	for _, n := range seen {
		chi += (float64(n) - expected) * (float64(n) - expected) / expected
	}
	// The chi-square quantile at 0.999 for 280 degrees of freedom, by
	// Wilson and Hilferty's approximation: a uniform sampler fails one
	// seed in a thousand.
	df, z999 := 280.0, 3.0902
	limit := df * math.Pow(1-2/(9*df)+z999*math.Sqrt(2/(9*df)), 3)
	assert.Less(t, chi, limit, "chi-square of %d draws over 281 tilings", draws)
	assert.Greater(t, chi, df/3, "too even to be random")
	again := mrand.New(mrand.NewSource(42))
	for _, key := range first {
		sol := z.Sample(again, nil)
		slices.Sort(sol)
		assert.Equal(t, key, fmt.Sprint(sol), "the same seed draws the same")
	}
}

// TestZDDSamplesPastSixtyFourBits draws from the 16x16 board's 2.4e30
// tilings, whose counts need math/big: each sample is a tiling.
func TestZDDSamplesPastSixtyFourBits(t *testing.T) {
	if testing.Short() {
		t.Skip("counts 16x16 dominoes: a second or two; run without -short")
	}
	p := dominoes(16, 16)
	c, err := NewMemo(p, MemoOptions{ZDD: true})
	require.NoError(t, err)
	r := c.Count(Subtree{})
	require.Equal(t, "2444888770250892795802079170816", r.Count.String())
	rng := mrand.New(mrand.NewSource(1))
	for range 20 {
		require.NoError(t, checkSolution(p, c.ZDD().Sample(rng, nil)))
	}
}

// TestCheapestAgreesWithBruteForce gives random costs to thousands of
// small random problems, with and without colors, and checks the three
// cheapest from branch and bound and from the ZDD against an enumeration.
func TestCheapestAgreesWithBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for n := range 3000 {
		p := randomProblem(rng, n%2)
		for k := range p.Options() {
			require.NoError(t, p.SetCost(k, int64(rng.IntN(6))))
		}
		var want []int64
		for _, s := range bruteForce(p) {
			want = append(want, p.CostOf(s))
		}
		slices.Sort(want)
		want = want[:min(3, len(want))]
		text := knuthText(t, p)
		sols, r, err := Cheapest(p, 3, Options{})
		require.NoError(t, err)
		require.Equal(t, Exhausted, r.Stop)
		require.Equal(t, want, costs(sols), "branch and bound, problem %d:\n%s", n, text)
		for _, s := range sols {
			require.NoError(t, checkSolution(p, s.Options))
			require.Equal(t, p.CostOf(s.Options), s.Cost)
		}
		c, err := NewMemo(p, MemoOptions{ZDD: true})
		require.NoError(t, err)
		c.Count(Subtree{})
		fromZDD := c.ZDD().Cheapest(3, p.Cost)
		require.Equal(t, want, costs(fromZDD), "ZDD, problem %d:\n%s", n, text)
		for _, s := range fromZDD {
			require.NoError(t, checkSolution(p, s.Options))
			require.Equal(t, p.CostOf(s.Options), s.Cost)
		}
	}
}

// costs returns the costs of sols.
func costs(sols []Costed) []int64 {
	var out []int64
	for _, s := range sols {
		out = append(out, s.Cost)
	}
	return out
}

// TestCheapestAsDLX5 finds the cheapest solutions of two problems with
// costs, one with colors, and compares their costs with those Knuth's
// DLX5 prints for the same files ("The optimum costs are", with k6),
// by branch and bound and from the ZDD.
func TestCheapestAsDLX5(t *testing.T) {
	tests := []struct {
		file  string
		costs []int64
	}{
		{"dominoes6x6-costs.dlx", []int64{106, 108, 111, 112, 112, 112}},
		{"wordsearch4-costs.dlx", []int64{22, 23, 24, 25, 25, 25}},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			p := readInstance(t, tc.file)
			require.True(t, p.HasCosts())
			sols, _, err := Cheapest(p, 6, Options{})
			require.NoError(t, err)
			assert.Equal(t, tc.costs, costs(sols))
			c, err := NewMemo(p, MemoOptions{ZDD: true})
			require.NoError(t, err)
			c.Count(Subtree{})
			assert.Equal(t, tc.costs, costs(c.ZDD().Cheapest(6, p.Cost)))
		})
	}
}

// TestZDDOptionCounts counts, for each option of thousands of small
// random problems, the solutions that hold it, and checks them against
// an enumeration.
func TestZDDOptionCounts(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for n := range 2000 {
		p := randomProblem(rng, n%4)
		want := make([]int64, p.Options())
		for _, s := range bruteForce(p) {
			for _, k := range s {
				want[k]++
			}
		}
		c, err := NewMemo(p, MemoOptions{ZDD: true})
		require.NoError(t, err)
		c.Count(Subtree{})
		got := make([]int64, p.Options())
		for k, n := range c.ZDD().OptionCounts(p.Options()) {
			if n != nil {
				got[k] = n.Int64()
			}
		}
		require.Equal(t, want, got, "problem %d:\n%s", n, knuthText(t, p))
	}
}
