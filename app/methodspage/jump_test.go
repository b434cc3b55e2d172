package methodspage

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestMethodsJumpKeepsTheSpeed jumps to the end on the methods page: the
// speed stays as the user set it.
func TestMethodsJumpKeepsTheSpeed(t *testing.T) {
	m := &Page{}
	m.OnInit()
	speed := m.Speed
	m.play(m.Transport.Jump)
	for m.Playing {
		m.advance(m.Due(0))
	}
	assert.True(t, m.player.AtEnd())
	assert.Equal(t, speed, m.Speed)
	assert.False(t, m.Rush)
}
