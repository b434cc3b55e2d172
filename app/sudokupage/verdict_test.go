package sudokupage

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/apptest"
	"xcover/app/player"
	"xcover/app/puzzle"
	"xcover/app/workers"
	"xcover/dlx"
	"xcover/sudoku"
	"xcover/sudoku/format"
)

func TestBenchSolve(t *testing.T) {
	r, err := BenchSolve(puzzle.Presets[0].Puzzle + "\n" + puzzle.Presets[1].Puzzle + "\n" + puzzle.Presets[4].Puzzle + "\n")
	require.NoError(t, err)
	assert.Equal(t, 3, r.Puzzles)
	assert.Equal(t, 2, r.Solved, "the unsolvable preset has no solution")
	_, err = BenchSolve("123\n")
	assert.Error(t, err)
}

func TestOutrightCancel(t *testing.T) {
	g, err := sudoku.EmptyGrid(9)
	require.NoError(t, err)
	o, err := player.NewOutright(nil, g, 0)
	require.NoError(t, err)
	assert.False(t, o.Run(time.Millisecond), "counting every 9x9 grid takes a while")
	o.Cancel()
	assert.True(t, o.Run(time.Millisecond))
	assert.Equal(t, dlx.Canceled, o.Stop)
	assert.Contains(t, verdict(o), "Stopped after")
	assert.Regexp(t, `: [0-9,]+ solutions? so far$`, verdict(o))
}

// TestCountOnWorkersGivesAVerdict follows a count that runs in two parts
// on the workers: the verdict says it counts until the last part ends,
// then tells the count; a count that a part could not make says why.
func TestCountOnWorkersGivesAVerdict(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	p.outright, p.verdict = &player.Outright{Batch: player.NewSplitBatch(0, 2)}, "Counting..."
	p.outright.Report(0, player.PartReport{Solutions: 1, Nodes: 40, Next: 1, Elapsed: time.Second, Done: true})
	p.counted()
	assert.Equal(t, "Counting...", p.verdict, "one part still counts")
	p.outright.Report(1, player.PartReport{Nodes: 30, Next: 2, Elapsed: time.Second, Done: true})
	p.counted()
	assert.True(t, p.outright.Done)
	assert.Regexp(t, `^Unique solution, proved in `, p.verdict)

	p.counting = &workers.Counting{Batch: player.NewSplitBatch(0, 1), Workers: 1, Err: "the puzzle does not read"}
	p.outright = &player.Outright{Batch: p.counting.Batch}
	p.counting.Batch.Cancel()
	p.counted()
	assert.Equal(t, "The count failed: the puzzle does not read", p.verdict, "not a Stop")
}

func TestVerdicts(t *testing.T) {
	for _, tc := range []struct {
		preset int
		max    int64
		want   string
	}{
		{0, 1, "Solved in"},
		{0, 2, "Unique solution, proved in"},
		{4, 2, "No solution"},
		{5, 2, "Not unique: at least 2 solutions"},
		{5, 0, "872 solutions, counted in"},
	} {
		g, _, err := format.Parse(puzzle.Presets[tc.preset].Puzzle, format.Options{})
		require.NoError(t, err)
		o, err := player.NewOutright(nil, g, tc.max)
		require.NoError(t, err)
		apptest.RunSlices(t, o.Run, time.Second)
		assert.Contains(t, verdict(o), tc.want, "%s max %d", puzzle.Presets[tc.preset].Name, tc.max)
	}
}
