package sudoku

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// requireUniqueMinimal checks with the solver that p has one solution and
// that removing any given (or, symmetric, any given with its opposite)
// leaves more than one.
func requireUniqueMinimal(t *testing.T, v Variant, p Grid, symmetric bool) {
	t.Helper()
	o, err := v.Solve(p, DLX, Limits{MaxSolutions: 2})
	require.NoError(t, err)
	require.True(t, o.Unique(), "not unique: %s", p)
	if v.Classic() {
		c, err := DLX.Solve(p, Limits{MaxSolutions: 2})
		require.NoError(t, err)
		require.True(t, c.Unique())
	}
	nn := len(p.Cells)
	for i, x := range p.Cells {
		if x == 0 {
			continue
		}
		q := p.Clone()
		q.Cells[i] = 0
		if symmetric {
			q.Cells[nn-1-i] = 0
		}
		o, err := v.Solve(q, DLX, Limits{MaxSolutions: 2})
		require.NoError(t, err)
		require.Equal(t, int64(2), o.Solutions, "given %d can go: %s", i, p)
	}
}

func TestGenerateUniqueMinimal(t *testing.T) {
	for _, tc := range []struct {
		variant   string
		seeds     int
		symmetric bool
	}{
		{"classic", 40, false}, {"classic", 10, true}, {"x", 5, false},
		{"windoku", 5, false}, {"anti-king", 3, false}, {"anti-knight", 2, false},
	} {
		v := mustVariant(t, tc.variant)
		for seed := range uint64(tc.seeds) {
			g, err := NewGenerator(GenerateOptions{Variant: v, Difficulty: AnyDifficulty, Seed: seed, Symmetric: tc.symmetric})
			require.NoError(t, err)
			p, _, err := g.Next()
			require.NoError(t, err)
			if tc.symmetric {
				for i, x := range p.Cells {
					require.Equal(t, x != 0, p.Cells[len(p.Cells)-1-i] != 0, "not symmetric: %s", p)
				}
			}
			requireUniqueMinimal(t, v, p, tc.symmetric)
		}
	}
}

func TestGenerateReproducible(t *testing.T) {
	make3 := func() []string {
		g, err := NewGenerator(GenerateOptions{Difficulty: Medium, Seed: 42})
		require.NoError(t, err)
		var out []string
		for range 3 {
			p, r, err := g.Next()
			require.NoError(t, err)
			assert.Equal(t, Medium, r.Difficulty)
			out = append(out, p.String())
		}
		return out
	}
	assert.Equal(t, make3(), make3())
}

func TestGenerateInSlices(t *testing.T) {
	whole, err := NewGenerator(GenerateOptions{Difficulty: Hard, Seed: 7})
	require.NoError(t, err)
	want, _, err := whole.Next()
	require.NoError(t, err)
	sliced, err := NewGenerator(GenerateOptions{Difficulty: Hard, Seed: 7})
	require.NoError(t, err)
	_, _, err = sliced.Result()
	assert.ErrorContains(t, err, "no puzzle ready yet")
	steps := 0
	for !sliced.Step(1) {
		steps++
	}
	got, r, err := sliced.Result()
	require.NoError(t, err)
	assert.Equal(t, want, got)
	assert.Equal(t, Hard, r.Difficulty)
	assert.Greater(t, steps, 81)
}

func TestGenerateDifficulty(t *testing.T) {
	for _, d := range []Difficulty{Easy, Medium, Hard, Expert} {
		g, err := NewGenerator(GenerateOptions{Difficulty: d, Seed: 11})
		require.NoError(t, err)
		p, r, err := g.Next()
		require.NoError(t, err)
		assert.Equal(t, d, r.Difficulty)
		b, _ := Variant{}.Board(p.Shape)
		again, err := b.Rate(p)
		require.NoError(t, err)
		assert.Equal(t, r, again)
	}
}

func TestGenerateAttemptsBounded(t *testing.T) {
	g, err := NewGenerator(GenerateOptions{Variant: Variant{AntiKnight: true}, Difficulty: Easy, Seed: 1, MaxAttempts: 2})
	require.NoError(t, err)
	_, _, err = g.Next()
	assert.ErrorIs(t, err, ErrDifficultyNotReached)
	assert.ErrorContains(t, err, "2 puzzles made, none easy")
}
