// Package playertest helps tests that need a whole search played: it
// plays one with a search tree observing the player. Only tests import it.
package playertest

import (
	"testing"

	"github.com/stretchr/testify/require"

	"xcover/app/player"
	"xcover/app/problem"
	"xcover/dlx"
)

// FullTree plays the whole search of s with a tree observing the player.
func FullTree(t *testing.T, s problem.Sheet, opt dlx.Options, limit int) (*player.Tree, *player.Player) {
	t.Helper()
	m, err := s.Matrix()
	require.NoError(t, err)
	pl := player.NewPlayer(m, opt, 0)
	tree := player.NewTree(limit)
	pl.Observe(tree.Add)
	for pl.Step() {
	}
	return tree, pl
}
