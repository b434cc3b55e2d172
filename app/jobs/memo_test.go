package jobs

import (
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/problem"
	"xcover/app/puzzle"
	"xcover/dlx"
	"xcover/sudoku"
	"xcover/sudoku/format"
)

// TestMemoCountJobsAddUp counts domino tilings by memoizing in parts, as
// the page's workers do: the parts' exact counts, past 64 bits, add up to
// the whole, and each part tells its progress with its cache's figures.
func TestMemoCountJobsAddUp(t *testing.T) {
	text := problem.Dominoes(12, 12, false).Text()
	for _, parts := range []int{1, 2, 3} {
		sum := new(big.Int)
		for part := range parts {
			now := time.Unix(0, 0)
			clock := func() time.Time { now = now.Add(100 * time.Millisecond); return now }
			var answers []Answer
			count(Job{ID: 7, Kind: Count, Format: Knuth, Problem: text, Parts: parts, Part: part, Memo: true}, func(a Answer) { answers = append(answers, a) }, clock)
			require.NotEmpty(t, answers)
			last := answers[len(answers)-1]
			require.Empty(t, last.Error)
			assert.False(t, last.Progress)
			assert.Equal(t, "exhausted", last.Stop)
			assert.Positive(t, last.Entries)
			assert.Positive(t, last.Bytes)
			for i, a := range answers {
				back, err := ParseAnswer(a.Encode())
				require.NoError(t, err)
				assert.Equal(t, a, back, "answer %d read back", i)
			}
			n, ok := new(big.Int).SetString(last.Exact, 10)
			require.True(t, ok, last.Exact)
			sum.Add(sum, n)
		}
		assert.Equal(t, "53060477521960000", sum.String(), "%d parts", parts)
	}
	cells := answer(t, Job{Kind: Count, Format: Knuth, Problem: text, Parts: 1, Memo: true, Engine: "cells"})
	assert.Contains(t, cells.Error, "a memoized count follows the dancing links")
	big16 := problem.Dominoes(16, 16, false).Text()
	last, _ := ask(t, Job{Kind: Count, Format: Knuth, Problem: big16, Parts: 1, Memo: true})
	assert.Equal(t, "2444888770250892795802079170816", last.Exact, "past 64 bits")
	assert.Equal(t, int64(1<<63-1), last.Solutions, "the int64 count clipped")
}

// TestCheapestJob finds the three cheapest tilings of a priced board in
// a worker's job: their costs ascend, each listed solution is a tiling
// whose options' costs add up to its cost, and the first is the
// cheapest a memoized count's ZDD finds.
func TestCheapestJob(t *testing.T) {
	sheet := problem.Dominoes(4, 4, true)
	a := answer(t, Job{Kind: Cheapest, Format: Knuth, Problem: sheet.Text(), Keep: 3})
	require.Empty(t, a.Error)
	require.Len(t, a.Listed, 3)
	require.Len(t, a.Costs, 3)
	p, err := sheet.Problem()
	require.NoError(t, err)
	for i, l := range a.Listed {
		assert.Len(t, l.Options, 8, "a tiling of 16 cells")
		assert.Equal(t, p.CostOf(l.Options), a.Costs[i])
		if i > 0 {
			assert.GreaterOrEqual(t, a.Costs[i], a.Costs[i-1])
		}
	}
	memo, err := dlx.NewMemo(p, dlx.MemoOptions{ZDD: true})
	require.NoError(t, err)
	memo.Count(dlx.Subtree{})
	assert.Equal(t, memo.ZDD().Cheapest(1, p.Cost)[0].Cost, a.Costs[0])
	bad := answer(t, Job{Kind: Cheapest, Format: Knuth, Problem: "a\na |x\n"})
	assert.Contains(t, bad.Error, "line 2, column 4")
}

// TestSharesJob shares out the solutions of a sudoku with several: the
// shares of each cell's candidates add up to the count, and a puzzle with
// too many solutions (an empty grid) stops and says so.
func TestSharesJob(t *testing.T) {
	st := puzzle.State{Puzzle: mustGrid(t, "1...\n..3.\n....\n...2")}
	last, all := ask(t, Job{Kind: Shares, Format: Sudoku, Problem: st.Query()})
	require.Empty(t, last.Error)
	require.False(t, last.Progress)
	total, ok := new(big.Int).SetString(last.Exact, 10)
	require.True(t, ok)
	require.Greater(t, total.Int64(), int64(1), "several solutions")
	perCell := map[[2]int]*big.Int{}
	for _, sh := range last.Shares {
		n, ok := new(big.Int).SetString(sh.Count, 10)
		require.True(t, ok)
		key := [2]int{sh.Row, sh.Col}
		if perCell[key] == nil {
			perCell[key] = new(big.Int)
		}
		perCell[key].Add(perCell[key], n)
	}
	assert.Len(t, perCell, 16-3, "every empty cell")
	for cell, n := range perCell {
		assert.Equal(t, total, n, "cell %v: its candidates' shares add up to the count", cell)
	}
	for _, a := range all[:len(all)-1] {
		assert.True(t, a.Progress)
	}
	empty := puzzle.State{Puzzle: mustGrid(t, strings.Repeat(".", 81))}
	now := time.Unix(0, 0)
	var answers []Answer
	shares(Job{Kind: Shares, Format: Sudoku, Problem: empty.Query()}, func(a Answer) { answers = append(answers, a) }, func() time.Time { now = now.Add(time.Second); return now })
	end := answers[len(answers)-1]
	assert.Contains(t, end.Error, "too many solutions to share out")
	assert.Greater(t, len(answers), 1, "progress as it went")
	assert.Positive(t, answers[0].Entries)
}

// mustGrid reads a puzzle.
func mustGrid(t *testing.T, text string) sudoku.Grid {
	t.Helper()
	g, _, err := format.Parse(text, format.Options{})
	require.NoError(t, err)
	return g
}
