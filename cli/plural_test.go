package cli

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCount(t *testing.T) {
	for _, tc := range []struct {
		n    int64
		noun string
		want string
	}{
		{1, "solution", "1 solution"},
		{0, "solution", "0 solutions"},
		{2, "solution", "2 solutions"},
		{-1, "node", "-1 nodes"},
		{1, "guess", "1 guess"},
		{3, "guess", "3 guesses"},
		{2, "box", "2 boxes"},
		{2, "match", "2 matches"},
		{2, "mesh", "2 meshes"},
		{1, "cache entry", "1 cache entry"},
		{5, "cache entry", "5 cache entries"},
		{2, "day", "2 days"},
		{2, "y", "2 ys"},
		{1_000_000, "ZDD node", "1000000 ZDD nodes"},
	} {
		assert.Equal(t, tc.want, count(tc.n, tc.noun))
	}
	assert.Equal(t, "2 puzzles", count(2, "puzzle"), "an int as well as an int64")
}

func TestNounFor(t *testing.T) {
	for x, want := range map[float64]string{0: "nodes", 0.5: "nodes", 1: "node", 1.5: "nodes", 1.23e6: "nodes"} {
		assert.Equal(t, want, nounFor(x, "node"), "%v", x)
	}
}
