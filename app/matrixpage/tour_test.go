package matrixpage

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/apptest"
)

// TestTourRunsToTheSolution walks the tour to its end with each engine:
// each stop puts the player at its position with its item lit, and the
// last shows the solution {B, D, F} and offers a sudoku. Switching the
// engine mid-tour starts the tour again on it.
func TestTourRunsToTheSolution(t *testing.T) {
	for _, engine := range []string{"links", "cells"} {
		t.Run(engine, func(t *testing.T) {
			p := apptest.Mount(t, &Page{})
			p.loadPreset(1) // another problem first: the tour loads its own
			p.setEngine(engine)
			p.startTour()
			steps := p.tourSteps()
			for k, st := range steps {
				require.Equal(t, k, p.tour)
				assert.Equal(t, st.Pos, p.play.Pos(), "stop %d", k)
				if st.Item >= 0 {
					assert.Equal(t, []int{st.Item}, p.playback.Hover.Items, "stop %d", k)
				}
				p.tourAt(p.tour + 1)
			}
			require.Equal(t, len(steps)-1, p.tour, "the last stop stays")
			var names []string
			for _, k := range p.play.Chosen() {
				names = append(names, p.play.Problem().OptionName(k))
			}
			assert.ElementsMatch(t, []string{"B", "D", "F"}, names)
			assert.Equal(t, "sudoku", steps[p.tour].Offer)
			assert.Equal(t, engine, p.play.Engine().Name())
			other := map[string]string{"links": "cells", "cells": "links"}[engine]
			p.setEngine(other)
			assert.Equal(t, 0, p.tour, "another engine: the tour from its start")
			assert.Equal(t, other, p.play.Engine().Name())
			p.loadPreset(1)
			assert.Equal(t, -1, p.tour, "loading another problem ends the tour")
		})
	}
}
