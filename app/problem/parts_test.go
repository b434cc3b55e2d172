package problem

import (
	"testing"

	"github.com/stretchr/testify/require"

	"xcover/dlx"
)

// TestPartsAddUpOnPresets counts presets in K parts, K from 1 to 64, as
// independent processes would (dlx.Split, dlx.Part, dlx.Count): the
// parts' counts add up to the whole count.
func TestPartsAddUpOnPresets(t *testing.T) {
	for _, tt := range []struct {
		name  string
		sheet func() (Sheet, error)
	}{
		{"pentominoes 3x20", func() (Sheet, error) { return Pentomino(3, 20), nil }},
		{"4x4 sudoku, blank", func() (Sheet, error) { return SudokuSheet(4) }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, err := tt.sheet()
			require.NoError(t, err)
			p, err := s.Problem()
			require.NoError(t, err)
			m := dlx.NewLinks(p)
			whole := m.Solve(dlx.Options{}).Solutions
			require.Positive(t, whole)
			for k := 1; k <= 64; k++ {
				cut := dlx.Split(m, dlx.Options{}, k*dlx.PartsPerWorker)
				var sum int64
				for i := range k {
					sum += dlx.Count(m, dlx.Options{}, dlx.Part(cut, k, i)).Solutions
				}
				require.Equal(t, whole, sum, "%d parts", k)
			}
		})
	}
}
