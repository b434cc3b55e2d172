package exact

import (
	"testing"

	"github.com/stretchr/testify/require"

	"xcover/dlx"
	"xcover/sudoku/format"
)

// TestPartsOfASudoku counts a puzzle with several solutions in K parts,
// K from 1 to 64, through its exact cover encoding: the parts add up.
func TestPartsOfASudoku(t *testing.T) {
	g, _, err := format.Parse("8.........95.......76.........426798...571243...893165......916....3.487....1.532", format.Options{})
	require.NoError(t, err)
	e, err := Encode(g, Reduced)
	require.NoError(t, err)
	m := e.Links
	whole := m.Solve(dlx.Options{}).Solutions
	require.Greater(t, whole, int64(1))
	for k := 1; k <= 64; k++ {
		cut := dlx.Split(m, dlx.Options{}, k*dlx.PartsPerWorker)
		var sum int64
		for i := range k {
			sum += dlx.Count(m, dlx.Options{}, dlx.Part(cut, k, i)).Solutions
		}
		require.Equal(t, whole, sum, "%d parts", k)
	}
}
