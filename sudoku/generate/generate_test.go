package generate

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/sudoku"
	"xcover/sudoku/exact"
	"xcover/sudoku/internal/samples"
	"xcover/sudoku/logic"
	"xcover/sudoku/solve"
)

// requireUniqueMinimal checks with the solver that p has one solution and
// that removing any given (or, symmetric, any given with its opposite)
// leaves more than one.
func requireUniqueMinimal(t *testing.T, v sudoku.Variant, p sudoku.Grid, symmetric bool) {
	t.Helper()
	o, err := (&solve.Solver{Method: solve.DLX, Variant: v, Limits: solve.Limits{MaxSolutions: 2}}).Solve(p)
	require.NoError(t, err)
	require.True(t, o.Unique(), "not unique: %s", p)
	if v.Classic() {
		c, err := (&solve.Solver{Method: solve.DLX, Limits: solve.Limits{MaxSolutions: 2}}).Solve(p)
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
		o, err := (&solve.Solver{Method: solve.DLX, Variant: v, Limits: solve.Limits{MaxSolutions: 2}}).Solve(q)
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
		v := samples.MustVariant(t, tc.variant)
		for seed := range uint64(tc.seeds) {
			g, err := NewGenerator(GenerateOptions{Variant: v, Difficulty: logic.AnyDifficulty, Seed: seed, Symmetric: tc.symmetric})
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
		g, err := NewGenerator(GenerateOptions{Difficulty: logic.Medium, Seed: 42})
		require.NoError(t, err)
		var out []string
		for range 3 {
			p, r, err := g.Next()
			require.NoError(t, err)
			assert.Equal(t, logic.Medium, r.Difficulty)
			out = append(out, p.String())
		}
		return out
	}
	assert.Equal(t, make3(), make3())
}

// TestGenerateSlicingKeepsPuzzles makes the same puzzles however the work
// is sliced: at once, one unit a call, a few units a call, up to a clock
// deadline that has passed (one unit a call) or that is far off.
func TestGenerateSlicingKeepsPuzzles(t *testing.T) {
	slicings := []struct {
		name string
		step func(g *Generator) bool
	}{
		{"1 unit", func(g *Generator) bool { return g.Step(1) }},
		{"7 units", func(g *Generator) bool { return g.Step(7) }},
		{"1000 units", func(g *Generator) bool { return g.Step(1000) }},
		{"deadline passed", func(g *Generator) bool { return g.StepUntil(time.Now()) }},
		{"deadline far", func(g *Generator) bool { return g.StepUntil(time.Now().Add(time.Hour)) }},
	}
	for _, opt := range []GenerateOptions{
		{Difficulty: logic.Hard, Seed: 7},
		{Difficulty: logic.AnyDifficulty, Seed: 3, Symmetric: true},
		{Variant: sudoku.Variant{Diagonals: true}, Difficulty: logic.Medium, Seed: 2},
		{Variant: sudoku.Variant{AntiKnight: true}, Difficulty: logic.AnyDifficulty, Seed: 0},
	} {
		whole, err := NewGenerator(opt)
		require.NoError(t, err)
		var want []sudoku.Grid
		for range 2 {
			p, _, err := whole.Next()
			require.NoError(t, err)
			want = append(want, p)
		}
		for _, sl := range slicings {
			g, err := NewGenerator(opt)
			require.NoError(t, err)
			_, _, err = g.Result()
			require.ErrorContains(t, err, "no puzzle ready yet")
			calls := 0
			for i := range want {
				for !sl.step(g) {
					calls++
				}
				got, r, err := g.Result()
				require.NoError(t, err)
				assert.True(t, want[i].Equal(got), "%s, %s, puzzle %d", opt.Variant, sl.name, i)
				if opt.Difficulty != logic.AnyDifficulty {
					assert.Equal(t, opt.Difficulty, r.Difficulty)
				}
			}
			if sl.name == "1 unit" || sl.name == "deadline passed" {
				assert.Greater(t, calls, 2*81, "%s: one unit a call", sl.name)
			}
		}
	}
}

// TestGenerateUnitsAreSmall steps an anti-knight generator, whose
// uniqueness checks run to tens of thousands of nodes, one unit a call: no
// call does more than a check's quick start, and the long checks go on
// across calls.
func TestGenerateUnitsAreSmall(t *testing.T) {
	g, err := NewGenerator(GenerateOptions{Variant: sudoku.Variant{AntiKnight: true}, Difficulty: logic.AnyDifficulty, Seed: 0})
	require.NoError(t, err)
	resumed, largest := 0, int64(0)
	for {
		before := g.Work()
		done := g.Step(1)
		largest = max(largest, g.Work()-before)
		if g.checking {
			resumed++
		}
		if done {
			break
		}
	}
	_, _, err = g.Result()
	require.NoError(t, err)
	assert.LessOrEqual(t, largest, int64(exact.QuickNodes))
	t.Logf("%d calls ended inside a check", resumed)
	assert.Greater(t, resumed, 1000, "checks run across calls")
}

// TestGenerateWorkBound asks for a band anti-knight puzzles rarely reach
// with a small work bound: the generator gives up once it is spent, naming
// the band and the variant.
func TestGenerateWorkBound(t *testing.T) {
	for _, tc := range []struct {
		opt  GenerateOptions
		want string
	}{
		{GenerateOptions{Variant: sudoku.Variant{AntiKnight: true}, Difficulty: logic.Easy, Seed: 1, MaxWork: 300_000},
			"no easy anti-knight puzzle within 300000 units of work ("},
		{GenerateOptions{Shape: sudoku.Shape{BoxRows: 2, BoxCols: 3}, Difficulty: logic.Expert, Seed: 1, MaxWork: 50_000},
			"no expert classic puzzle on 6x6 (2x3 boxes) within 50000 units of work ("},
		{GenerateOptions{Difficulty: logic.AnyDifficulty, Seed: 1, MaxWork: 10},
			"no classic puzzle within 10 units of work (no solution grid filled): work bound spent"},
		{GenerateOptions{Variant: sudoku.Variant{Jigsaw: true, Regions: sudoku.BoxRegions(sudoku.Shape{BoxRows: 3, BoxCols: 3})}, Difficulty: logic.AnyDifficulty, Seed: 1, MaxWork: 10},
			"no jigsaw puzzle within 10 units of work (no solution grid filled: the layout may admit none): work bound spent"},
	} {
		g, err := NewGenerator(tc.opt)
		require.NoError(t, err)
		_, _, err = g.Next()
		require.ErrorIs(t, err, sudoku.ErrWorkBound)
		assert.ErrorContains(t, err, tc.want)
		assert.LessOrEqual(t, g.Work(), tc.opt.MaxWork+exact.QuickNodes)
		p, _, err := g.Next()
		require.ErrorIs(t, err, sudoku.ErrWorkBound, "the next puzzle has the same bound: %s", p)
	}
}

func TestGenerateDifficulty(t *testing.T) {
	for _, d := range []logic.Difficulty{logic.Easy, logic.Medium, logic.Hard, logic.Expert} {
		g, err := NewGenerator(GenerateOptions{Difficulty: d, Seed: 11})
		require.NoError(t, err)
		p, r, err := g.Next()
		require.NoError(t, err)
		assert.Equal(t, d, r.Difficulty)
		b, _ := sudoku.Variant{}.Board(p.Shape)
		again, err := logic.Rate(b, p)
		require.NoError(t, err)
		assert.Equal(t, r, again)
	}
}

func TestGenerateAttemptsBounded(t *testing.T) {
	g, err := NewGenerator(GenerateOptions{Variant: sudoku.Variant{AntiKnight: true}, Difficulty: logic.Easy, Seed: 1, MaxAttempts: 2})
	require.NoError(t, err)
	_, _, err = g.Next()
	assert.ErrorIs(t, err, ErrDifficultyNotReached)
	assert.ErrorContains(t, err, "no easy anti-knight puzzle in 2 attempts (the last was expert)")
}

func TestDifficultyNames(t *testing.T) {
	for _, tc := range []struct {
		d    logic.Difficulty
		name string
	}{{logic.Easy, "easy"}, {logic.Medium, "medium"}, {logic.Hard, "hard"}, {logic.Expert, "expert"}, {logic.AnyDifficulty, "any"}} {
		assert.Equal(t, tc.name, tc.d.String())
		got, err := logic.ParseDifficulty(strings.ToUpper(tc.name))
		require.NoError(t, err)
		assert.Equal(t, tc.d, got)
	}
	assert.Equal(t, "Difficulty(7)", logic.Difficulty(7).String())
	_, err := logic.ParseDifficulty("fiendish")
	assert.EqualError(t, err, `unknown difficulty "fiendish" (want easy, medium, hard, expert or any)`)
}
