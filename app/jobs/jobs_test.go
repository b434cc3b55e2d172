package jobs

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/puzzle"
	"xcover/dlx"
	"xcover/sudoku"
	"xcover/sudoku/logic"
	"xcover/sudoku/solve"
)

// ask posts job j as the page does and reads its answers, the last one
// first.
func ask(t *testing.T, j Job) (last Answer, all []Answer) {
	t.Helper()
	Handle(j.Encode(), func(s string) {
		a, err := ParseAnswer(s)
		require.NoError(t, err)
		all = append(all, a)
	})
	require.NotEmpty(t, all)
	return all[len(all)-1], all
}

// answer is ask's last answer.
func answer(t *testing.T, j Job) Answer {
	t.Helper()
	a, _ := ask(t, j)
	return a
}

// rulesOf is a job's rules for an empty grid of shape under variant, as
// the page writes them.
func rulesOf(t *testing.T, shape sudoku.Shape, variant sudoku.Variant) string {
	t.Helper()
	g, err := sudoku.NewGrid(shape)
	require.NoError(t, err)
	return puzzle.State{Puzzle: g, Variant: variant}.Query()
}

// TestGenerateJob makes new puzzles as the page asks for them: each has
// one solution under its rules, rates in the band asked, and the same
// seed gives the same puzzle.
func TestGenerateJob(t *testing.T) {
	x, err := sudoku.ParseVariant("x")
	require.NoError(t, err)
	tests := []struct {
		name    string
		shape   sudoku.Shape
		variant sudoku.Variant
		band    logic.Difficulty
	}{
		{"9x9 hard", sudoku.Shape{BoxRows: 3, BoxCols: 3}, sudoku.Variant{}, logic.Hard},
		{"6x6 any", sudoku.Shape{BoxRows: 2, BoxCols: 3}, sudoku.Variant{}, logic.AnyDifficulty},
		{"X-sudoku easy", sudoku.Shape{BoxRows: 3, BoxCols: 3}, x, logic.Easy},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			job := Job{ID: 7, Kind: "generate", Rules: rulesOf(t, tt.shape, tt.variant), Difficulty: tt.band.String(), Seed: 3}
			a := answer(t, job)
			require.Empty(t, a.Error)
			assert.Equal(t, 7, a.ID)
			st, ok, err := puzzle.ParseState(a.Puzzle)
			require.NoError(t, err)
			require.True(t, ok)
			assert.Equal(t, tt.shape, st.Puzzle.Shape)
			assert.Equal(t, tt.variant.String(), st.Variant.String())
			o, err := (&solve.Solver{Method: solve.DLX, Variant: st.Variant, Limits: solve.Limits{MaxSolutions: 2}}).Solve(st.Puzzle)
			require.NoError(t, err)
			assert.Equal(t, int64(1), o.Solutions, "one solution")
			b, err := st.Variant.Board(st.Puzzle.Shape)
			require.NoError(t, err)
			r, err := logic.Rate(b, st.Puzzle)
			require.NoError(t, err)
			assert.Equal(t, r.String(), a.Rating)
			if tt.band != logic.AnyDifficulty {
				assert.Equal(t, tt.band, r.Difficulty)
			}
			assert.Equal(t, a, answer(t, job), "the same seed, the same puzzle")
		})
	}
}

// TestBadJobs checks a job the worker cannot do gets an error, not a
// crash.
func TestBadJobs(t *testing.T) {
	var got string
	Handle("id=x&seed=1", func(s string) { got = s })
	a, err := ParseAnswer(got)
	require.NoError(t, err)
	assert.Contains(t, a.Error, "a job that does not read")
	for _, j := range []Job{
		{Kind: "fly"},
		{Kind: Generate, Rules: "p=12", Difficulty: "any"},
		{Kind: Generate, Rules: rulesOf(t, sudoku.Shape{BoxRows: 3, BoxCols: 3}, sudoku.Variant{}), Difficulty: "impossible"},
		{Kind: Count, Format: Knuth, Problem: "a b\nc", Parts: 1},
		{Kind: Count, Format: "csv", Problem: "a", Parts: 1},
		{Kind: Count, Format: Knuth, Problem: "a\na", Parts: 2, Part: 2},
		{Kind: Count, Format: Knuth, Problem: "a\na", Parts: 1, Heuristic: "guess"},
		{Kind: Count, Format: Knuth, Problem: "a\na", Parts: 1, Engine: "sparse"},
		{Kind: Count, Format: Sudoku, Problem: "p=11" + strings.Repeat(".", 14), Parts: 1},
	} {
		assert.NotEmpty(t, answer(t, j).Error, "%+v", j)
	}
}

// TestJobsRoundTrip writes jobs and answers and reads them back, odd
// characters included.
func TestJobsRoundTrip(t *testing.T) {
	j := Job{ID: 3, Kind: Count, Rules: "p=....&variant=x+anti-knight", Difficulty: "any", Seed: 1 << 63,
		Format: Knuth, Problem: "a b | c\na c\n", Engine: "cells", Heuristic: "mrv", Parts: 4, Part: 3, Keep: 10, Memo: true}
	got, err := ParseJob(j.Encode())
	require.NoError(t, err)
	assert.Equal(t, j, got)
	a := Answer{ID: 9, Puzzle: "p=1.2&b=2x3", Rating: "hard (hardest: chain x2; 0 guesses; score 140)", Error: "a & b = c",
		Progress: true, Solutions: 5, Nodes: 1 << 40, Updates: 3, Stop: "exhausted", Elapsed: 1234567,
		Estimate: 1.5e12, Probes: 334, Next: 17, Exact: "123456789012345678901234567890", Hits: 4, Entries: 5, Bytes: 6 << 30, Costs: []int64{3, 0, 12}, Listed: []dlx.PartSolution{{Subtree: 3, Options: []int{0, 7}}, {Subtree: 0, Options: []int{2}}}}
	back, err := ParseAnswer(a.Encode())
	require.NoError(t, err)
	assert.Equal(t, a, back)
	_, err = ParseJob("%zz")
	assert.Error(t, err)
	for _, bad := range []string{"id=one", "counts=1.x.3", "counts=1.2", "counts=1.2.3.4", "listed=3:a", "listed=b:1", "estimate=e", "probes=many", "elapsed=1.5", "next=x"} {
		_, err = ParseAnswer(bad)
		assert.Error(t, err, bad)
	}
}

// FuzzParseJob reads any text as a job without panicking; a job that reads
// writes back to the same job.
func FuzzParseJob(f *testing.F) {
	f.Add(Job{ID: 1, Kind: Generate, Rules: "p=...", Difficulty: "hard", Seed: 5, Parts: 2, Keep: 3}.Encode())
	f.Add("id=&seed=")
	f.Fuzz(func(t *testing.T, s string) {
		j, err := ParseJob(s)
		if err != nil {
			return
		}
		back, err := ParseJob(j.Encode())
		require.NoError(t, err)
		assert.Equal(t, j, back)
	})
}

// FuzzParseAnswer reads any text as an answer without panicking; an
// answer that reads writes back to the same answer.
func FuzzParseAnswer(f *testing.F) {
	f.Add(Answer{ID: 1, Solutions: 3, Nodes: 9, Listed: []dlx.PartSolution{{Subtree: 1, Options: []int{4, 5}}}}.Encode())
	f.Add("listed=1:&counts=0.0.0")
	f.Add(Answer{ID: 2, Exact: "123456789012345678901234567890", Hits: 4, Entries: 5, Bytes: 6, Costs: []int64{7},
		Shares: []Share{{Row: 1, Col: 2, Value: 3, Count: "872"}}}.Encode())
	f.Add("share=1.2.3.x&cache=1.2&cost=-")
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAnswer(s)
		if err != nil {
			return
		}
		back, err := ParseAnswer(a.Encode())
		require.NoError(t, err)
		assert.Equal(t, a, back)
	})
}
