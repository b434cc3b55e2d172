package jobs

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/player"
	"xcover/app/problem"
	"xcover/dlx"
)

// TestCountJobsAddUp counts problems in parts, as the page's workers do:
// the parts' counts, nodes and updates add up to the whole's, their listed solutions,
// merged by subtree, are the whole search's first solutions in its order,
// and each part tells Knuth's estimate of the whole's work from its share
// of the probes, which together make an estimate within 2x.
func TestCountJobsAddUp(t *testing.T) {
	for _, tt := range []struct {
		name  string
		sheet problem.Sheet
		keep  int
	}{
		{"8 queens", problem.Queens(8), 10},
		{"Langford 7", problem.Langford(7), 100},
		{"pentominoes 3x20", problem.Pentomino(3, 20), 8},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m, err := linksOf(tt.sheet)
			require.NoError(t, err)
			var first [][]int
			whole := m.Solve(dlx.Options{OnSolution: func(o []int) {
				if len(first) < tt.keep {
					first = append(first, slices.Clone(o))
				}
			}})
			for _, parts := range []int{1, 2, 3, 8} {
				var sum, nodes, updates int64
				var listed [][]dlx.PartSolution
				var estimates Estimates
				for part := range parts {
					last, all := ask(t, Job{Kind: Count, Format: Knuth, Problem: tt.sheet.Text(), Parts: parts, Part: part, Keep: tt.keep})
					require.Empty(t, last.Error)
					assert.False(t, last.Progress)
					assert.Equal(t, "exhausted", last.Stop)
					sum, nodes, updates = sum+last.Solutions, nodes+last.Nodes, updates+last.Updates
					var mine []dlx.PartSolution
					probes := 0
					for _, a := range all {
						estimates.Add(a)
						probes += a.Probes
						mine = append(mine, a.Listed...)
					}
					assert.LessOrEqual(t, len(mine), tt.keep)
					listed = append(listed, mine)
					assert.Equal(t, (Probes+parts-1)/parts, probes, "%d parts: part %d's share of the probes, told once", parts, part)
				}
				assert.InEpsilon(t, float64(whole.Nodes), estimates.Mean(), 1, "%d parts: the estimate within 2x", parts)
				require.Equal(t, whole.Solutions, sum, "%d parts", parts)
				require.Equal(t, whole.Nodes, nodes, "%d parts: the nodes add up", parts)
				require.Equal(t, whole.Updates, updates, "%d parts: the updates add up", parts)
				var got [][]int
				for _, l := range dlx.MergeParts(tt.keep, listed...) {
					got = append(got, l.Options)
				}
				assert.Equal(t, first, got, "%d parts: the first solutions in the search's order", parts)
			}
		})
	}
}

// TestCountJobsWithCells counts problems in parts with the dancing cells:
// the parts' counts add up to the whole's, and every solution a part lists
// is one of the whole's. (Their nodes need not add up: see
// dlx.Cells.SearchSubtreeInto.)
func TestCountJobsWithCells(t *testing.T) {
	for _, sheet := range []problem.Sheet{problem.Queens(8), problem.Langford(7)} {
		p, err := sheet.Problem()
		require.NoError(t, err)
		all := map[string]bool{}
		whole := dlx.NewCells(p).Solve(dlx.Options{OnSolution: func(o []int) { all[fmt.Sprint(sorted(o))] = true }})
		for _, parts := range []int{1, 2, 3, 8} {
			var sum int64
			for part := range parts {
				last, answers := ask(t, Job{Kind: Count, Format: Knuth, Problem: sheet.Text(), Engine: "cells", Parts: parts, Part: part, Keep: 1000})
				require.Empty(t, last.Error)
				assert.Equal(t, "exhausted", last.Stop)
				sum += last.Solutions
				for _, a := range answers {
					for _, l := range a.Listed {
						assert.True(t, all[fmt.Sprint(sorted(l.Options))], "%d parts: %v is a solution", parts, l.Options)
					}
				}
			}
			assert.Equal(t, whole.Solutions, sum, "%d parts", parts)
		}
	}
}

// sorted returns the options sorted.
func sorted(options []int) []int {
	s := slices.Clone(options)
	slices.Sort(s)
	return s
}

// TestEstimates averages the parts' estimates by their probes.
func TestEstimates(t *testing.T) {
	for _, tt := range []struct {
		name    string
		answers []Answer
		want    float64
	}{
		{"none", nil, 0},
		{"answers without an estimate", []Answer{{Nodes: 5}, {Progress: true}}, 0},
		{"one part", []Answer{{Estimate: 1200, Probes: 1000}}, 1200},
		{"even parts", []Answer{{Estimate: 1000, Probes: 500}, {Estimate: 3000, Probes: 500}}, 2000},
		{"uneven parts", []Answer{{Estimate: 1000, Probes: 334}, {Estimate: 4000, Probes: 333}, {Estimate: 1000, Probes: 333}, {Nodes: 7}}, 1999},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var e Estimates
			for _, a := range tt.answers {
				e.Add(a)
			}
			assert.InDelta(t, tt.want, e.Mean(), 0.001)
		})
	}
}

// TestCountTellsProgress checks a count tells its progress as it goes,
// with growing counts and the next subtree it searches, before its end,
// on a clock that runs fast.
func TestCountTellsProgress(t *testing.T) {
	now := time.Unix(0, 0)
	clock := func() time.Time { now = now.Add(100 * time.Millisecond); return now }
	var answers []Answer
	count(Job{ID: 4, Kind: Count, Format: Knuth, Problem: problem.Queens(8).Text(), Parts: 1}, func(a Answer) { answers = append(answers, a) }, clock)
	require.Greater(t, len(answers), 2)
	for i, a := range answers {
		assert.Equal(t, 4, a.ID)
		assert.Equal(t, i < len(answers)-1, a.Progress, "answer %d", i)
		if i > 0 {
			assert.GreaterOrEqual(t, a.Nodes, answers[i-1].Nodes)
		}
	}
	assert.Equal(t, int64(92), answers[len(answers)-1].Solutions)
	m, err := linksOf(problem.Queens(8))
	require.NoError(t, err)
	cut := len(dlx.Split(m, dlx.Options{}, dlx.PartsPerWorker))
	for i, a := range answers {
		if i > 0 {
			assert.GreaterOrEqual(t, a.Next, answers[i-1].Next, "answer %d: the next subtree only moves on", i)
		}
		assert.LessOrEqual(t, a.Next, cut, "answer %d", i)
	}
	assert.Equal(t, cut, answers[len(answers)-1].Next, "at the end, every subtree searched")
	assert.Positive(t, answers[0].Estimate, "the first answer tells the estimate")
}

// TestCountTellsProgressWithinSubtrees counts pentominoes 3x20, whose
// subtrees take thousands of nodes each, on a clock that runs fast: the
// count tells its progress within a subtree too (the same next subtree,
// more nodes), its counts never go back, and its end is the whole's.
func TestCountTellsProgressWithinSubtrees(t *testing.T) {
	now := time.Unix(0, 0)
	clock := func() time.Time { now = now.Add(100 * time.Millisecond); return now }
	var answers []Answer
	sheet := problem.Pentomino(3, 20)
	count(Job{Kind: Count, Format: Knuth, Problem: sheet.Text(), Parts: 1}, func(a Answer) { answers = append(answers, a) }, clock)
	within := 0
	for i := 1; i < len(answers); i++ {
		a, before := answers[i], answers[i-1]
		assert.GreaterOrEqual(t, a.Nodes, before.Nodes, "answer %d", i)
		assert.GreaterOrEqual(t, a.Updates, before.Updates, "answer %d", i)
		if a.Progress && a.Next == before.Next && a.Nodes > before.Nodes {
			within++
		}
	}
	assert.Positive(t, within, "progress told within a subtree")
	m, err := linksOf(sheet)
	require.NoError(t, err)
	whole := m.Solve(dlx.Options{})
	last := answers[len(answers)-1]
	assert.Equal(t, whole.Solutions, last.Solutions)
	assert.Equal(t, whole.Nodes, last.Nodes)
}

// TestCountListsInChunks lists 10 queens' 724 solutions on a clock that
// stands still: the count tells them listChunk at a time, even within one
// subtree, and each once, in the search's order.
func TestCountListsInChunks(t *testing.T) {
	m, err := linksOf(problem.Queens(10))
	require.NoError(t, err)
	var whole [][]int
	m.Solve(dlx.Options{OnSolution: func(o []int) { whole = append(whole, slices.Clone(o)) }})
	require.Len(t, whole, 724)
	still := func() time.Time { return time.Unix(0, 0) }
	var answers []Answer
	count(Job{Kind: Count, Format: Knuth, Problem: problem.Queens(10).Text(), Parts: 1, Keep: 1000}, func(a Answer) { answers = append(answers, a) }, still)
	var got [][]int
	for i, a := range answers {
		assert.LessOrEqual(t, len(a.Listed), listChunk, "answer %d", i)
		for _, l := range a.Listed {
			got = append(got, l.Options)
		}
	}
	assert.Len(t, answers, 724/listChunk+1, "a progress answer per chunk, then the end")
	assert.Equal(t, whole, got)
}

// TestCountASudoku counts a puzzle with several solutions in parts.
func TestCountASudoku(t *testing.T) {
	puzzle := "p=8.........95.......76.........426798...571243...893165......916....3.487....1.532"
	var sum int64
	for part := range 3 {
		a := answer(t, Job{Kind: Count, Format: Sudoku, Problem: puzzle, Parts: 3, Part: part})
		require.Empty(t, a.Error)
		sum += a.Solutions
	}
	assert.Greater(t, sum, int64(1))
}

// TestCountPartsListAsTheyGo follows 10 queens counted in 3 parts, with a
// progress answer after each subtree, as the page's batch does, the
// parts' answers taken in turn: at every answer the batch's list is the
// start of the whole search's first 100 solutions, it grows before the
// parts end, and it is all of them at the end.
func TestCountPartsListAsTheyGo(t *testing.T) {
	const parts, keep = 3, 100
	m, err := linksOf(problem.Queens(10))
	require.NoError(t, err)
	var first [][]int
	m.Solve(dlx.Options{MaxSolutions: keep, OnSolution: func(o []int) { first = append(first, slices.Clone(o)) }})
	now := time.Unix(0, 0)
	fast := func() time.Time { now = now.Add(time.Second); return now }
	answers := make([][]Answer, parts)
	for part := range parts {
		count(Job{Kind: Count, Format: Knuth, Problem: problem.Queens(10).Text(), Parts: parts, Part: part, Keep: keep},
			func(a Answer) { answers[part] = append(answers[part], a) }, fast)
	}
	b := player.NewSplitBatch(keep, parts)
	shownEarly := 0
	for k := 0; !b.Done; k++ {
		require.Less(t, k, 10_000, "the batch ends")
		for part := range parts {
			if k >= len(answers[part]) {
				continue
			}
			a := answers[part][k]
			b.Report(part, player.PartReport{Solutions: a.Solutions, Nodes: a.Nodes, Updates: a.Updates,
				Listed: a.Listed, Next: a.Next, Elapsed: a.Elapsed, Done: !a.Progress})
			require.LessOrEqual(t, len(b.Solutions), keep)
			if len(b.Solutions) > 0 {
				require.Equal(t, first[:len(b.Solutions)], b.Solutions, "answer %d of part %d: the whole's first, in order", k, part)
			}
			if !b.Done {
				shownEarly = max(shownEarly, len(b.Solutions))
			}
		}
	}
	assert.Equal(t, first, b.Solutions)
	assert.Positive(t, shownEarly, "solutions listed before the parts end")
}

// linksOf is the dancing links of sheet s's problem.
func linksOf(s problem.Sheet) (*dlx.Links, error) {
	p, err := s.Problem()
	if err != nil {
		return nil, err
	}
	return dlx.NewLinks(p), nil
}
