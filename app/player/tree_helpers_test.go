package player

import (
	"testing"

	"xcover/app/problem"

	"github.com/stretchr/testify/require"

	"xcover/dlx"
)

// fullTree plays the whole search of s with a tree observing the player.
func FullTree(t *testing.T, s problem.Sheet, opt dlx.Options, limit int) (*Tree, *Player) {
	t.Helper()
	m, err := s.Matrix()
	require.NoError(t, err)
	pl := NewPlayer(m, opt, 0)
	tree := NewTree(limit)
	pl.Observe(tree.Add)
	for pl.Step() {
	}
	return tree, pl
}
