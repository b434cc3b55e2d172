package methodspage

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/puzzle"
	"xcover/sudoku/solve"
)

// TestMethodsJumpKeepsTheSpeed jumps to the end on the methods page: the
// speed stays as the user set it.
func TestMethodsJumpKeepsTheSpeed(t *testing.T) {
	m := &Page{}
	m.OnInit()
	speed := m.transport.Pace.Speed
	m.play(m.transport.Jump, nil)
	for m.transport.Playing {
		m.advance(m.transport.Pace.Due(0))
	}
	assert.True(t, m.player.AtEnd())
	assert.Equal(t, speed, m.transport.Pace.Speed)
	assert.False(t, m.transport.Pace.Rush)
}

// TestMethodsNextGuessInSlices plays plain backtracking on the forum's
// hardest puzzle to its next guess: the click makes no step itself, the
// frames do, each within its slice, and the player stops just after the
// first guess, contradiction or solution.
func TestMethodsNextGuessInSlices(t *testing.T) {
	m := &Page{}
	m.OnInit()
	m.method = solve.Backtrack
	m.loadPreset(puzzle.Presets[2])
	require.NotNil(t, m.player)
	m.play(m.transport.Jump, isGuess)
	assert.Zero(t, m.player.Pos(), "the click steps nothing itself")
	frames := 0
	for m.transport.Playing {
		due := m.transport.Pace.Due(0)
		before := m.player.Pos()
		m.advance(due)
		assert.LessOrEqual(t, m.player.Pos()-before, due)
		frames++
	}
	last, ok := m.player.Last()
	require.True(t, ok)
	assert.True(t, isGuess(last), "stopped at %v", last.Kind)
	for k := 1; k < m.player.Pos(); k++ {
		m.player.Seek(k)
		s, _ := m.player.Last()
		assert.False(t, isGuess(s), "an earlier stop at step %d", k)
	}
	assert.Positive(t, frames)
}
