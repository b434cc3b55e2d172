package explain_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/explain"
	"xcover/app/player"
	"xcover/app/problem"
	"xcover/dlx"
)

// TestTour walks the tour's positions on a real run of the seed example
// and checks each stop's line against the one lit there, what it points
// at against the event and values in play, and that it ends at the
// solution {B, D, F} with an offer of a sudoku.
func TestTour(t *testing.T) {
	found := false
	for _, p := range problem.MatrixPresets {
		found = found || p.Name == explain.TourProblem
	}
	require.True(t, found, "the tour's problem %q is a preset", explain.TourProblem)
	m := seedMatrix(t)
	for _, tc := range []struct {
		name   string
		engine dlx.Engine
		alg    *explain.Algorithm
		tour   []explain.TourStep
	}{
		{"links", m, &explain.AlgorithmX, explain.Tour()},
		{"cells", dlx.NewCells(m.Problem()), &explain.AlgorithmCells, explain.CellsTour()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pl := player.NewPlayer(tc.engine, dlx.Options{}, 0)
			tr := explain.NewTraceOf(tc.alg, 0)
			pl.Observe(tr.Record)
			tour := tc.tour
			require.NotEmpty(t, tour)
			last := 0
			for i, st := range tour {
				require.GreaterOrEqual(t, st.Pos, last, "stop %d goes back", i)
				last = st.Pos
				pl.Seek(st.Pos)
				require.Equal(t, st.Pos, pl.Pos())
				lit, ok := tr.At(pl.Pos())
				require.True(t, ok)
				assert.Equal(t, lit.Line, st.Line, "stop %d: %s", i, st.Say)
				e := pl.Last()
				if st.Item >= 0 {
					assert.True(t, lit.Item == st.Item || (e.Kind != dlx.Try && e.Kind != dlx.Leave && int(e.Item) == st.Item),
						"stop %d points at item %d; lit %+v after %v", i, st.Item, lit, e)
				}
				if st.Option >= 0 {
					assert.True(t, lit.Option == st.Option || int(e.Option) == st.Option && (e.Kind == dlx.Leave || e.Kind == dlx.Restore),
						"stop %d points at option %d; lit %+v after %v", i, st.Option, lit, e)
				}
				assert.NotEmpty(t, st.Say)
				assert.LessOrEqual(t, len(st.Say), 220, "stop %d is short", i)
				if i < len(tour)-1 {
					assert.Empty(t, st.Offer)
				}
			}
			end := tour[len(tour)-1]
			assert.Equal(t, "sudoku", end.Offer)
			require.Equal(t, dlx.Solution, pl.Last().Kind)
			var names []string
			for _, k := range pl.Chosen() {
				names = append(names, m.Problem().OptionName(k))
			}
			assert.ElementsMatch(t, []string{"B", "D", "F"}, names)
		})
	}
}
