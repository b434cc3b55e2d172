package matrixpage

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"xcover/app/player/playertest"
	"xcover/app/problem"
	"xcover/dlx"
)

func TestDescribeNode(t *testing.T) {
	tree, pl := playertest.FullTree(t, problem.SeedExample(), dlx.Options{}, 0)
	var got []string
	for k := range tree.Nodes {
		got = append(got, describeNode(tree, k, pl))
	}
	// Events: 1 branch on 0, 2 cover 0, 3 try A, 4-5 cover 3 and 6, 6
	// branch on 1 (E and F are gone); 7 dead end, 8-9 uncover, 10 leave A,
	// 11 try B, 12 cover 3, 13 branch on 4 (only D left), 14 cover 4, 15 try
	// D, 16-17 cover 5 and 2, 18 branch on 1 (only F), 19 cover 1, 20 try
	// F, 21 cover 6, 22 the solution.
	assert.Equal(t, []string{
		"Level 0, event 1: branch on '0' (2 options)",
		"Level 1, event 6, after trying 'A': dead end, '1' has no options",
		"Level 1, event 13, after trying 'B': branch on '4' (1 option)",
		"Level 2, event 18, after trying 'D': branch on '1' (1 option)",
		"Level 3, event 22, after trying 'F': a solution",
	}, got)
}
