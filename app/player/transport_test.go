package player

import (
	"math"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/problem"
	"xcover/dlx"
)

// TestBreakpoints checks which events each breakpoint stops at.
func TestBreakpoints(t *testing.T) {
	tests := []struct {
		name string
		b    Breakpoints
		e    dlx.Event
		want bool
	}{
		{"solution", Breakpoints{Solution: true}, dlx.Event{Kind: dlx.Solution}, true},
		{"solution off", Breakpoints{}, dlx.Event{Kind: dlx.Solution}, false},
		{"dead end", Breakpoints{DeadEnd: true}, dlx.Event{Kind: dlx.DeadEnd}, true},
		{"dead end off", Breakpoints{Solution: true}, dlx.Event{Kind: dlx.DeadEnd}, false},
		{"branch at the level", Breakpoints{Level: 3}, dlx.Event{Kind: dlx.Branch, Level: 3}, true},
		{"branch at another level", Breakpoints{Level: 3}, dlx.Event{Kind: dlx.Branch, Level: 2}, false},
		{"no level", Breakpoints{}, dlx.Event{Kind: dlx.Branch, Level: 0}, false},
		{"the end, always", Breakpoints{}, dlx.Event{Kind: dlx.Done}, true},
		{"a cover, never", Breakpoints{Solution: true, DeadEnd: true, Level: 1}, dlx.Event{Kind: dlx.Cover, Level: 1}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { assert.Equal(t, tt.want, tt.b.At(tt.e)) })
	}
}

// TestTransportStops plays the seed's example and checks where playing
// stops: at a breakpoint, where until says, past the breakpoints when
// jumping, at the end, and after due steps.
func TestTransportStops(t *testing.T) {
	m, err := engineOf(problem.SeedExample())
	require.NoError(t, err)
	tests := []struct {
		name      string
		breaks    Breakpoints
		jump      bool
		until     func(dlx.Event) bool
		due       int
		wantLast  dlx.Kind
		wantPause bool
	}{
		{"at the solution", Breakpoints{Solution: true}, false, nil, math.MaxInt, dlx.Solution, true},
		{"at a dead end first", Breakpoints{Solution: true, DeadEnd: true}, false, nil, math.MaxInt, dlx.DeadEnd, true},
		{"until a try", Breakpoints{}, false, func(e dlx.Event) bool { return e.Kind == dlx.Try }, math.MaxInt, dlx.Try, true},
		{"a jump passes the breakpoints", Breakpoints{Solution: true, DeadEnd: true}, true, nil, math.MaxInt, dlx.Done, true},
		{"a jump to the solution", Breakpoints{DeadEnd: true}, true, func(e dlx.Event) bool { return e.Kind == dlx.Solution }, math.MaxInt, dlx.Solution, true},
		{"due steps only", Breakpoints{}, false, nil, 1, dlx.Branch, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pl := NewPlayer(m, dlx.Options{}, 0)
			var tr Transport[dlx.Event]
			if tt.jump {
				tr.Jump(tt.until)
			} else {
				tr.Play(tt.until)
			}
			tr.Advance(tt.due, StepEvent(pl), tt.breaks.At, time.Hour)
			assert.Equal(t, tt.wantLast, pl.Last().Kind)
			assert.Equal(t, !tt.wantPause, tr.Playing)
			if tt.wantPause {
				assert.False(t, tr.Pace.Rush, "pausing ends a jump")
			}
		})
	}
}

// TestTransportBudget checks a frame's budget cuts playing short without
// pausing it.
func TestTransportBudget(t *testing.T) {
	m, err := engineOf(problem.Queens(8))
	require.NoError(t, err)
	pl := NewPlayer(m, dlx.Options{}, 0)
	var tr Transport[dlx.Event]
	tr.Jump(nil)
	tr.Advance(math.MaxInt, StepEvent(pl), Breakpoints{}.At, 0)
	assert.Equal(t, checkEvery, pl.Pos(), "the first look at the clock ends the slice")
	assert.True(t, tr.Playing)
}
