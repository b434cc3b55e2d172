package methodspage

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/dlx"
	"xcover/sudoku/solve"
)

// TestMethodsWordsCountRight checks the methods page's texts that count
// things: one thing is singular, and big counts are grouped.
func TestMethodsWordsCountRight(t *testing.T) {
	methods := &Page{}
	methods.OnInit()
	require.True(t, methods.load(strings.Repeat(".", 80)+"1"))
	for _, tc := range []struct{ got, want string }{
		{methods.Narration(), "Ready: Most-constrained cell with singles and tuples on a puzzle with 1 given. Step or play."},
		{describeStep(solve.Step{Kind: solve.StepDone, Stop: dlx.Exhausted, Count: 1}, 9), "done: exhausted, 1 solution"},
		{outcomeText(solve.Outcome{Stop: dlx.Exhausted, Solutions: 1234}), "1,234 solutions"},
	} {
		assert.Equal(t, tc.want, tc.got)
	}
}
