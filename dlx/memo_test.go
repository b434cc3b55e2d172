package dlx

import (
	"context"
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// zddSolutions returns every solution of z, each a sorted list of
// options, by walking every path to the terminal 1.
func zddSolutions(z *ZDD) [][]int {
	var out [][]int
	var walk func(n uint32, path []int)
	walk = func(n uint32, path []int) {
		switch n {
		case 0:
			return
		case 1:
			out = append(out, slices.Clone(path))
			return
		}
		walk(z.Hi(n), append(path, z.Option(n)))
		walk(z.Lo(n), path)
	}
	walk(z.Root, nil)
	return sortSolutions(out)
}

// TestMemoAgreesWithBruteForce counts thousands of small random problems
// (X, C, M, and C with M) by memoizing, on both heuristics that order
// the cache, and checks the count and the ZDD's solutions against an
// enumeration of every set of options.
func TestMemoAgreesWithBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for n := range 4000 {
		p := randomProblem(rng, n%4)
		want := bruteForce(p)
		for _, h := range []Heuristic{MRV, FirstItem} {
			c, err := NewMemo(p, MemoOptions{Heuristic: h, ZDD: true})
			require.NoError(t, err)
			r := c.Count(Subtree{})
			require.Equal(t, Exhausted, r.Stop)
			text := knuthText(t, p)
			require.Equal(t, int64(len(want)), r.Count.Int64(), "problem %d (%s, %s):\n%s", n, p.Algorithm(), h, text)
			require.Equal(t, want, zddSolutions(c.ZDD()), "problem %d (%s, %s):\n%s", n, p.Algorithm(), h, text)
			require.Equal(t, r.Count, c.ZDD().Count())
		}
	}
}

// TestMemoKnuthInstances counts the problems of testdata/knuth and of
// the repository's testdata by memoizing: the counts of the plain search.
func TestMemoKnuthInstances(t *testing.T) {
	tests := []struct {
		file      string
		solutions int64
	}{
		{"queens8.dlx", 92},
		{"langford8.dlx", 150},
		{"pentominoes3x20.dlx.gz", 8},
		{"wordsearch4.dlx.gz", 379152},
		{"dodecahedron.dlx.gz", 300},
		{"partridge5.dlx.gz", 0},
		{"queens8-bounds.dlx", 92},
		{"wordsearch3-bounds.dlx", 1280},
		{"dodecahedron-bounds.dlx.gz", 300},
		{"../../../testdata/langford-12.dlx.gz", 108144},
		{"../../../testdata/queens-13.dlx.gz", 73712},
		{"../../../testdata/wordsearch-5x5.dlx.gz", 4957680},
		{"../../../testdata/pentominoes-6x10.dlx.gz", 9356},
		{"../../../testdata/partridge-6.dlx.gz", 0},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			p := readInstance(t, tc.file)
			c, err := NewMemo(p, MemoOptions{})
			require.NoError(t, err)
			r := c.Count(Subtree{})
			assert.Equal(t, Exhausted, r.Stop)
			assert.Equal(t, tc.solutions, r.Count.Int64())
		})
	}
}

// dominoes returns the problem of the domino tilings of a rows x cols
// board: an item per cell, row by row, an option per domino.
func dominoes(rows, cols int) *Problem {
	p := NewProblem(rows*cols, 0)
	for r := range rows {
		for c := range cols {
			p.SetItemName(r*cols+c, fmt.Sprintf("%d.%d", r, c))
			if c+1 < cols {
				p.AddOption(r*cols+c, r*cols+c+1)
			}
			if r+1 < rows {
				p.AddOption(r*cols+c, (r+1)*cols+c)
			}
		}
	}
	return p
}

// transferCount counts the domino tilings of a rows x cols board by a
// transfer matrix: cell by cell in row order, over which of the next cols
// cells the dominoes placed so far fill (bit k: the cell k places on).
func transferCount(rows, cols int) *big.Int {
	ways := map[uint64]*big.Int{0: big.NewInt(1)}
	add := func(m map[uint64]*big.Int, profile uint64, n *big.Int) {
		if m[profile] == nil {
			m[profile] = new(big.Int)
		}
		m[profile].Add(m[profile], n)
	}
	for r := range rows {
		for c := range cols {
			next := map[uint64]*big.Int{}
			for profile, n := range ways {
				switch {
				case profile&1 != 0: // filled already
					add(next, profile>>1, n)
				default:
					if r+1 < rows { // a domino down, to the cell cols places on
						add(next, profile>>1|1<<(cols-1), n)
					}
					if c+1 < cols && profile&2 == 0 { // a domino right
						add(next, (profile|2)>>1, n)
					}
				}
			}
			ways = next
		}
	}
	if ways[0] == nil {
		return new(big.Int)
	}
	return ways[0]
}

// TestMemoCountsDominoesExactly counts domino tilings past 64 bits and
// checks them against the transfer matrix computed here.
func TestMemoCountsDominoesExactly(t *testing.T) {
	for _, size := range [][2]int{{2, 3}, {4, 4}, {3, 8}, {8, 8}, {5, 12}, {12, 12}, {16, 16}} {
		rows, cols := size[0], size[1]
		t.Run(fmt.Sprintf("%dx%d", rows, cols), func(t *testing.T) {
			if rows*cols >= 256 && testing.Short() {
				t.Skip("16x16 takes a second or two; run without -short")
			}
			c, err := NewMemo(dominoes(rows, cols), MemoOptions{})
			require.NoError(t, err)
			r := c.Count(Subtree{})
			require.Equal(t, Exhausted, r.Stop)
			assert.Equal(t, transferCount(rows, cols).String(), r.Count.String())
		})
	}
	want, _ := new(big.Int).SetString("2444888770250892795802079170816", 10)
	assert.Equal(t, want, transferCount(16, 16), "the 16x16 count that DLX6's 64-bit counts overflow")
}

// TestMemoStopsAtItsMemoryCap counts 12x12 dominoes within a cap too
// small for the cache: the count stops with MemoryFull, within the cap,
// and a count within a cap big enough is exact.
func TestMemoStopsAtItsMemoryCap(t *testing.T) {
	p := dominoes(12, 12)
	c, err := NewMemo(p, MemoOptions{MaxBytes: 1 << 20, ZDD: true})
	require.NoError(t, err)
	r := c.Count(Subtree{})
	assert.Equal(t, MemoryFull, r.Stop)
	assert.LessOrEqual(t, r.Bytes, int64(1<<20))
	c, err = NewMemo(p, MemoOptions{MaxBytes: 64 << 20, ZDD: true})
	require.NoError(t, err)
	r = c.Count(Subtree{})
	require.Equal(t, Exhausted, r.Stop)
	assert.Equal(t, "53060477521960000", r.Count.String())
	assert.Equal(t, int64(74049), r.Nodes, "DLX6's search nodes")
}

// TestMemoParts counts the parts of a cut by memoizing: their counts add
// up to the whole, with colors and with bounds.
func TestMemoParts(t *testing.T) {
	for _, file := range []string{"langford8.dlx", "wordsearch4.dlx.gz", "queens8-bounds.dlx", "dodecahedron-bounds.dlx.gz"} {
		t.Run(file, func(t *testing.T) {
			p := readInstance(t, file)
			whole := NewLinks(p).Solve(Options{}).Solutions
			c, err := NewMemo(p, MemoOptions{})
			require.NoError(t, err)
			sum := new(big.Int)
			cut := Split(NewLinks(p), Options{}, 40)
			for _, st := range cut {
				r := c.Count(st)
				require.Equal(t, Exhausted, r.Stop)
				sum.Add(sum, r.Count)
			}
			assert.Equal(t, whole, sum.Int64())
		})
	}
}

// TestMemoCanceled stops a count by its context: Canceled, and the next
// count of the same Memo starts afresh and is exact.
func TestMemoCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	c, err := NewMemo(dominoes(12, 12), MemoOptions{Context: ctx})
	require.NoError(t, err)
	assert.Equal(t, Canceled, c.Count(Subtree{}).Stop)
	c.opt.Context = nil
	assert.Equal(t, "53060477521960000", c.Count(Subtree{}).Count.String())
}
