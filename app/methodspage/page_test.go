package methodspage

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/apptest"
	"xcover/app/player"
	"xcover/app/puzzle"
	"xcover/app/ui"
	"xcover/dlx"
	"xcover/sudoku/solve"
)

func TestMethodsPagePlaysToTheSolution(t *testing.T) {
	p := &Page{}
	p.OnInit()
	require.NotNil(t, p.player)
	p.player.Step()
	p.play(p.transport.Play, nil)
	require.True(t, p.transport.Playing)
	assert.Equal(t, 1, p.player.Pos(), "playing goes on from where the player is")
	p.transport.Pace.Speed = len(player.Speeds) - 1 // full speed
	for p.transport.Playing {
		p.advance(p.transport.Pace.Due(0))
	}
	s, _ := p.player.Last()
	assert.Equal(t, solve.StepSolution, s.Kind, "play stops at the solution")
	assert.NotContains(t, p.player.Marks().Values, uint8(0))

	p.play(p.transport.Jump, nil)
	for p.transport.Playing {
		p.advance(p.transport.Pace.Due(0))
	}
	assert.True(t, p.player.AtEnd(), "to end goes through to the end")
	o, ok := p.player.Outcome()
	require.True(t, ok)
	assert.Equal(t, "solved, unique", outcomeText(o))
}

func TestMethodsPageMethodAndRace(t *testing.T) {
	p := &Page{}
	p.OnInit()
	p.method = solve.Candidates
	p.load(puzzle.Presets[4].Puzzle) // unsolvable
	require.NotNil(t, p.player)
	assert.Equal(t, solve.Candidates, p.player.Method())
	p.startRace()
	require.NotNil(t, p.race)
	apptest.RunSlices(t, p.race.Run, ui.SolveBudget)
	want := map[solve.Method]string{
		solve.DLX:        "no solution",
		solve.Backtrack:  "no solution",
		solve.Candidates: "unsolvable: r1c9 has no candidates",
		solve.Logic:      "unsolvable: r1c9 has no candidates",
		solve.Rules:      "unsolvable: r1c9 has no candidates",
	}
	require.Len(t, p.race.Lanes, len(want))
	for _, l := range p.race.Lanes {
		assert.Equal(t, want[l.Method], outcomeText(l.Outcome), l.Method.String())
	}

	p.racers = make([]bool, len(solve.Methods))
	p.startRace()
	assert.Equal(t, "Tick at least one method to race.", p.message)
}

// TestOutcomeText sums up each way a search can end, in words that count
// right.
func TestOutcomeText(t *testing.T) {
	for _, tc := range []struct {
		o    solve.Outcome
		want string
	}{
		{solve.Outcome{Unsolvable: "r1c9 has no candidates"}, "unsolvable: r1c9 has no candidates"},
		{solve.Outcome{Stop: dlx.NodeBudget}, "budget exceeded (0 solutions so far)"},
		{solve.Outcome{Stop: dlx.NodeBudget, Solutions: 1}, "budget exceeded (1 solution so far)"},
		{solve.Outcome{Stop: dlx.NodeBudget, Solutions: 1234}, "budget exceeded (1,234 solutions so far)"},
		{solve.Outcome{Stop: dlx.Canceled, Solutions: 1}, "stopped"},
		{solve.Outcome{Stop: dlx.Exhausted}, "no solution"},
		{solve.Outcome{Stop: dlx.Exhausted, Solutions: 1}, "solved, unique"},
		{solve.Outcome{Stop: dlx.SolutionLimit, Solutions: 1}, "solved"},
		{solve.Outcome{Stop: dlx.SolutionLimit, Solutions: 2}, "at least 2 solutions"},
		{solve.Outcome{Stop: dlx.Exhausted, Solutions: 288}, "288 solutions"},
	} {
		assert.Equal(t, tc.want, outcomeText(tc.o), "%+v", tc.o)
	}
}
