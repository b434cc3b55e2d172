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
	pl := player.NewPlayer(Links(t, s), opt, 0)
	tree := player.NewTree(limit)
	pl.Observe(tree.Add)
	for pl.Step() {
	}
	return tree, pl
}

// Links is the dancing links of sheet s's problem.
func Links(t testing.TB, s problem.Sheet) *dlx.Links {
	t.Helper()
	m, err := s.Problem()
	require.NoError(t, err)
	return dlx.NewLinks(m)
}
