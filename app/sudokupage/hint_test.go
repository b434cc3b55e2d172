package sudokupage

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/apptest"
	"xcover/app/puzzle"
	"xcover/sudoku"
)

// TestHint checks the hint names a technique and marks its cells without
// giving the value, says when a guess is needed, and goes with the puzzle.
func TestHint(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	require.True(t, p.loadText(puzzle.Presets[0].Puzzle, sudoku.Options{}))
	p.showHint()
	b, err := sudoku.Variant{}.Board(p.puzzle.Shape)
	require.NoError(t, err)
	d, err := b.Hint(p.puzzle)
	require.NoError(t, err)
	want := "Hint: " + article(d.Technique.String()) + " " + d.Technique.String()
	if d.Unit != "" {
		want += " in " + d.Unit
	}
	assert.Equal(t, want+". Look at the marked cells.", p.hint, "the technique and where, not the value")
	assert.Equal(t, d.Cells, p.hintCells)
	assert.NotEmpty(t, p.hintCells)
	require.True(t, p.loadText(puzzle.Presets[2].Puzzle, sudoku.Options{})) // forum hardest
	assert.Empty(t, p.hint, "a new puzzle drops the hint")
	p.showHint()
	assert.NotEmpty(t, p.hint)
	require.True(t, p.loadText(strings.Repeat(".", 81), sudoku.Options{}))
	p.showHint()
	assert.Contains(t, p.hint, "No hint", "an empty grid has many solutions")
}

func TestArticle(t *testing.T) {
	for _, tc := range []struct{ name, want string }{
		{"naked single", "a"}, {"locked candidates", "a"}, {"X-wing", "an"}, {"XY-wing", "an"},
		{"swordfish", "a"}, {"chain", "a"}, {"", "a"},
	} {
		assert.Equal(t, tc.want, article(tc.name), tc.name)
	}
}
