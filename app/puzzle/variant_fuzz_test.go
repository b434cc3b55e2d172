package puzzle

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"xcover/sudoku/format"
)

// FuzzReadJigsaw checks the jigsaw readers never panic: a layout is read
// into valid regions or told in one line that keeps the text, and a
// pasted jigsaw splits into a puzzle line that reads and the rest.
func FuzzReadJigsaw(f *testing.F) {
	f.Add(Presets[10].Puzzle+"\n"+janko, uint8(9))
	f.Add("1122\n1122\n3344\n3344", uint8(4))
	f.Add("1122\n1322\n3344\n3344", uint8(4))
	f.Add("11-22|11 22\n+33 44\n3344x", uint8(4))
	f.Fuzz(func(t *testing.T, text string, side uint8) {
		n := int(side)
		rs, err := ReadLayout("The jigsaw layout", text, n)
		if err != nil {
			var le *LayoutError
			require.True(t, errors.As(err, &le), "%T", err)
			require.Equal(t, text, le.Text, "the text is kept")
			require.True(t, strings.HasPrefix(le.Msg, "The jigsaw layout"), le.Msg)
			require.NotContains(t, le.Msg, "\n")
		} else {
			require.NoError(t, rs.Check(n))
		}
		grid, layout, ok := SplitLayout(text)
		if !ok {
			return
		}
		require.Contains(t, text, grid)
		require.True(t, strings.HasSuffix(text, layout))
		_, err = ReadPuzzle("the text", grid, format.Options{})
		require.NoError(t, err)
	})
}
