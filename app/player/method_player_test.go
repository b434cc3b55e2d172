package player

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/puzzle"
	"xcover/sudoku"
	"xcover/sudoku/format"
	"xcover/sudoku/solve"
)

// marksView is what a viewer sees of a method player at one position.
type marksView struct {
	values string
	cands  string
	counts Counts
}

func marksOf(p *MethodPlayer) marksView {
	m := p.Marks()
	return marksView{fmt.Sprint(m.Values), fmt.Sprint(m.Cands), p.Counts()}
}

func TestMethodPlayerStepsBackAndSeeks(t *testing.T) {
	puzzle := mustGrid(t, puzzle.Presets[0].Puzzle)
	for _, m := range solve.Methods {
		for _, keep := range []int{0, 7} {
			t.Run(fmt.Sprintf("%s/keep %d", m, keep), func(t *testing.T) {
				p, err := NewMethodPlayer(m, sudoku.Variant{}, puzzle, solve.Limits{MaxSolutions: 2}, keep)
				require.NoError(t, err)
				defer p.Close()
				seen := []marksView{marksOf(p)}
				var solved []uint8
				for p.Step() {
					seen = append(seen, marksOf(p))
					if s, _ := p.Last(); s.Kind == solve.StepSolution {
						solved = slices.Clone(p.Marks().Values)
					}
				}
				require.True(t, p.AtEnd(), "pos %d known %d finished %v", p.Pos(), p.Known(), p.Finished())
				last, ok := p.Last()
				require.True(t, ok)
				require.Equal(t, solve.StepDone, last.Kind)
				out, ok := p.Outcome()
				require.True(t, ok)
				require.Equal(t, int64(1), out.Solutions)
				assert.Equal(t, out.Solution.Cells, solved, "the grid is solved at the solution step")
				assert.Equal(t, out.Stats.Placements, p.Counts().Placed)
				assert.Equal(t, out.Stats.Eliminations, p.Counts().Eliminated)

				for k := len(seen) - 1; k > 0; k-- {
					require.True(t, p.Back())
					require.Equal(t, seen[k-1], marksOf(p), "back to %d", k-1)
				}
				require.False(t, p.Back())
				rng := rand.New(rand.NewPCG(1, 2))
				for range 30 {
					k := rng.IntN(len(seen))
					p.Seek(k)
					require.Equal(t, k, p.Pos())
					require.Equal(t, seen[k], marksOf(p), "seek %d", k)
				}
			})
		}
	}
}

func TestMethodPlayerStepUntil(t *testing.T) {
	p, err := NewMethodPlayer(solve.Logic, sudoku.Variant{}, mustGrid(t, puzzle.Presets[2].Puzzle), solve.Limits{MaxSolutions: 1}, 0)
	require.NoError(t, err)
	defer p.Close()
	isSolution := func(s solve.Step) bool { return s.Kind == solve.StepSolution }
	require.True(t, p.StepUntil(isSolution, 0))
	s, _ := p.Last()
	assert.Equal(t, solve.StepSolution, s.Kind)
	assert.Equal(t, int64(1), p.Counts().Solutions)
	assert.NotContains(t, p.Marks().Values, uint8(0), "solved at the solution")
	assert.False(t, p.StepUntil(isSolution, 0), "no second solution before the end")
	assert.True(t, p.AtEnd())

	p.Seek(0)
	assert.False(t, p.StepUntil(isSolution, 3), "three steps do not reach it")
	assert.Equal(t, 3, p.Pos())
}

func TestMethodPlayerRejectsClash(t *testing.T) {
	_, err := NewMethodPlayer(solve.Backtrack, sudoku.Variant{}, mustGrid(t, "11"+puzzle.Presets[3].Puzzle[2:]), solve.Limits{}, 0)
	assert.Error(t, err)
}

// mustGrid reads a puzzle, keeping one whose givens clash.
func mustGrid(t *testing.T, text string) sudoku.Grid {
	g, _, err := format.Parse(text, format.Options{})
	var clash *sudoku.ConflictError
	if !errors.As(err, &clash) {
		require.NoError(t, err)
	}
	return g
}
