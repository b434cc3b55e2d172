package jobs

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/puzzle"
	"xcover/sudoku"
)

// ask posts job j as the page does and reads the answer.
func ask(t *testing.T, j Job) Answer {
	t.Helper()
	a, err := ParseAnswer(Handle(j.Encode()))
	require.NoError(t, err)
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
		band    sudoku.Difficulty
	}{
		{"9x9 hard", sudoku.Shape{BoxRows: 3, BoxCols: 3}, sudoku.Variant{}, sudoku.Hard},
		{"6x6 any", sudoku.Shape{BoxRows: 2, BoxCols: 3}, sudoku.Variant{}, sudoku.AnyDifficulty},
		{"X-sudoku easy", sudoku.Shape{BoxRows: 3, BoxCols: 3}, x, sudoku.Easy},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			job := Job{ID: 7, Kind: "generate", Rules: rulesOf(t, tt.shape, tt.variant), Difficulty: tt.band.String(), Seed: 3}
			a := ask(t, job)
			require.Empty(t, a.Error)
			assert.Equal(t, 7, a.ID)
			st, ok, err := puzzle.ParseState(a.Puzzle)
			require.NoError(t, err)
			require.True(t, ok)
			assert.Equal(t, tt.shape, st.Puzzle.Shape)
			assert.Equal(t, tt.variant.String(), st.Variant.String())
			o, err := st.Variant.Solve(st.Puzzle, sudoku.DLX, sudoku.Limits{MaxSolutions: 2})
			require.NoError(t, err)
			assert.Equal(t, int64(1), o.Solutions, "one solution")
			b, err := st.Variant.Board(st.Puzzle.Shape)
			require.NoError(t, err)
			r, err := b.Rate(st.Puzzle)
			require.NoError(t, err)
			assert.Equal(t, r.String(), a.Rating)
			if tt.band != sudoku.AnyDifficulty {
				assert.Equal(t, tt.band, r.Difficulty)
			}
			assert.Equal(t, a, ask(t, job), "the same seed, the same puzzle")
		})
	}
}

// TestBadJobs checks a job the worker cannot do gets an error, not a
// crash.
func TestBadJobs(t *testing.T) {
	a, err := ParseAnswer(Handle("id=x&seed=1"))
	require.NoError(t, err)
	assert.Contains(t, a.Error, "a job that does not read")
	assert.Contains(t, ask(t, Job{Kind: "fly"}).Error, `no job "fly"`)
	assert.NotEmpty(t, ask(t, Job{Kind: "generate", Rules: "p=12", Difficulty: "any"}).Error)
	assert.NotEmpty(t, ask(t, Job{Kind: "generate", Rules: rulesOf(t, sudoku.Shape{BoxRows: 3, BoxCols: 3}, sudoku.Variant{}), Difficulty: "impossible"}).Error)
}

// TestJobsRoundTrip writes jobs and answers and reads them back, odd
// characters included.
func TestJobsRoundTrip(t *testing.T) {
	j := Job{ID: 3, Kind: "generate", Rules: "p=....&variant=x+anti-knight", Difficulty: "any", Seed: 1 << 63}
	got, err := ParseJob(j.Encode())
	require.NoError(t, err)
	assert.Equal(t, j, got)
	a := Answer{ID: 9, Puzzle: "p=1.2&b=2x3", Rating: "hard (hardest: chain x2; 0 guesses; score 140)", Error: "a & b = c"}
	back, err := ParseAnswer(a.Encode())
	require.NoError(t, err)
	assert.Equal(t, a, back)
	_, err = ParseJob("%zz")
	assert.Error(t, err)
	_, err = ParseAnswer("id=one")
	assert.Error(t, err)
}

// FuzzParseJob reads any text as a job without panicking; a job that reads
// writes back to the same job.
func FuzzParseJob(f *testing.F) {
	f.Add(Job{ID: 1, Kind: "generate", Rules: "p=...", Difficulty: "hard", Seed: 5}.Encode())
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
