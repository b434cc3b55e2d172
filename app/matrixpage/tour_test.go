package matrixpage

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/apptest"
)

// TestTourRunsToTheSolution walks the tour to its end: each stop puts the
// player at its position with its item lit, and the last shows the
// solution {B, D, F} and offers a sudoku.
func TestTourRunsToTheSolution(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	p.loadPreset(1) // another problem first: the tour loads its own
	p.startTour()
	for k, st := range tourSteps {
		require.Equal(t, k, p.tour)
		assert.Equal(t, st.Pos, p.play.Pos(), "stop %d", k)
		if st.Item >= 0 {
			assert.Equal(t, []int{st.Item}, p.Hover.Items, "stop %d", k)
		}
		p.tourAt(p.tour + 1)
	}
	require.Equal(t, len(tourSteps)-1, p.tour, "the last stop stays")
	var names []string
	for _, k := range p.play.Chosen() {
		names = append(names, p.play.Problem().OptionName(k))
	}
	assert.Equal(t, []string{"B", "D", "F"}, names)
	assert.Equal(t, "sudoku", tourSteps[p.tour].Offer)
	p.loadPreset(1)
	assert.Equal(t, -1, p.tour, "loading another problem ends the tour")
}
