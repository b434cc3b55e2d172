package player

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/problem"
	"xcover/app/puzzle"
	"xcover/dlx"
	"xcover/sudoku"
	"xcover/sudoku/solve"
)

// frameSlice is how many events a test's frame plays: the pages bound a
// frame by time, the tests by count.
const frameSlice = 25

// counted returns a player of the 6 queens' whole search keeping keep
// events, the number of events it has made so far (a replay's events
// counted again), and what a viewer sees at every position of the run.
func counted(t *testing.T, keep int) (*Player, *int, []snapshot) {
	t.Helper()
	m, err := engineOf(problem.Queens(6))
	require.NoError(t, err)
	var opt dlx.Options
	fresh := NewPlayer(m, opt, 0)
	seen := []snapshot{fresh.snap()}
	for fresh.Step() {
		seen = append(seen, fresh.snap())
	}
	p := NewPlayer(m, opt, keep)
	made := new(int)
	p.Observe(func(int, dlx.Event) { *made++ })
	return p, made, seen
}

// TestTransportSeekIsBounded seeks all over a run far longer than the
// events kept, as a timeline does: a seek makes at most one new event (the
// step into the unknown), each frame after it at most its slice, and it
// lands on the very state that running from the start gives. A seek into
// the events kept lands at once.
func TestTransportSeekIsBounded(t *testing.T) {
	const keep = 16
	p, made, seen := counted(t, keep)
	end := len(seen) - 1
	require.Greater(t, end, 20*keep, "the run is far longer than the window")
	var tr Transport[dlx.Event]
	tr.Play(nil)
	breaks := Breakpoints{Solution: true, DeadEnd: true, Level: 2} // a seek passes them
	replayed := 0
	for _, k := range []int{end / 2, 3, end, 0, 17, end / 3, end - 5, end / 3, end/3 - keep + 1, end - 1, 1, end + 3, end / 4} {
		before := *made
		replays := tr.Seek(p, k)
		require.LessOrEqual(t, *made-before, 1, "seek to %d: the call makes one new event at most", k)
		assert.Equal(t, replays, tr.Playing && tr.Seeking && tr.Pace.Rush, "seek to %d: a replay is a jump", k)
		if replays {
			replayed++
		}
		for frames := 0; tr.Playing; frames++ {
			require.Less(t, frames, len(seen), "seek to %d: the replay ends", k)
			before := *made
			tr.Advance(frameSlice, StepEvent(p), breaks.At, time.Hour)
			require.LessOrEqual(t, *made-before, frameSlice, "seek to %d: a frame makes its slice at most", k)
		}
		assert.False(t, tr.Seeking, "seek to %d: it is over", k)
		want := min(k, end)
		require.Equal(t, want, p.Pos(), "seek to %d", k)
		require.Equal(t, seen[want], p.snap(), "seek to %d", k)
	}
	assert.Greater(t, replayed, 5, "most seeks replay")

	p.Seek(end / 2)
	for _, k := range []int{end/2 - keep + 1, end / 2, end/2 + 1} {
		before := *made
		require.False(t, tr.Seek(p, k), "seek to %d: the events on the way are kept", k)
		assert.LessOrEqual(t, *made-before, 1, "seek to %d", k)
		require.Equal(t, seen[k], p.snap(), "seek to %d", k)
	}
}

// TestSeekTryReplaysOnce goes back to the Try of each level of a deep
// partial solution, with a window too small to hold it: the call makes no
// event, and the replay that follows makes each event up to the Try once,
// stopping there.
func TestSeekTryReplaysOnce(t *testing.T) {
	p, made, seen := counted(t, 8)
	solutions := 0
	require.True(t, p.StepUntil(func(e dlx.Event) bool {
		if e.Kind == dlx.Solution {
			solutions++
		}
		return solutions == 3
	}, 0))
	chosen := slices.Clone(p.Chosen())
	end := p.Pos()
	replayed := 0
	for level := len(chosen) - 1; level >= 0; level-- {
		t.Run(fmt.Sprintf("level %d", level), func(t *testing.T) {
			p.Seek(end)
			before := *made
			until := p.SeekTry(level)
			require.Equal(t, before, *made, "the call makes no event")
			if until != nil {
				replayed++
				require.Equal(t, 0, p.Pos(), "the replay starts from the start")
				require.True(t, p.StepUntil(until, 0))
				assert.Equal(t, p.Pos(), *made-before, "each event is made once")
			}
			last := p.Last()
			require.Equal(t, dlx.Try, last.Kind)
			require.Equal(t, level, int(last.Level))
			require.Equal(t, chosen[:level+1], p.Chosen())
			require.Equal(t, seen[p.Pos()], p.snap())
		})
	}
	assert.Greater(t, replayed, 0, "some Try was out of the window")
}

// TestReplayKeepsTheRunKnown checks a replay from the start forgets
// nothing of the run's length: a timeline keeps its end while a seek
// replays the search.
func TestReplayKeepsTheRunKnown(t *testing.T) {
	p, _, seen := counted(t, 8)
	end := len(seen) - 1
	p.Seek(end + 1)
	require.True(t, p.AtEnd())
	p.Seek(1) // a replay from the start
	assert.Equal(t, end, p.Known())
	assert.True(t, p.Finished())
	assert.False(t, p.AtEnd())
}

// TestMethodSeekIsBounded seeks a method's run, longer than the steps
// kept, as the methods page's timeline does: a seek pulls at most one new
// step, and lands on the grid and counts that stepping from the start
// gives.
func TestMethodSeekIsBounded(t *testing.T) {
	const keep = 7
	start := func() *MethodPlayer {
		p, err := NewMethodPlayer(solve.Logic, sudoku.Variant{}, mustGrid(t, puzzle.Presets[0].Puzzle), solve.Limits{MaxSolutions: 2}, keep)
		require.NoError(t, err)
		t.Cleanup(p.Close)
		return p
	}
	fresh := start()
	seen := []marksView{marksOf(fresh)}
	for fresh.Step() {
		seen = append(seen, marksOf(fresh))
	}
	end := len(seen) - 1
	require.Greater(t, end, 10*keep)
	p := start()
	var tr Transport[solve.Step]
	replayed := 0
	for _, k := range []int{end / 2, 2, end, end - 3, end / 3, 0, end / 4} {
		before := p.tape.Len()
		replays := tr.Seek(p, k)
		pulled := p.tape.Len() - before
		if pulled < 0 { // it started over: a seek back
			pulled = p.tape.Len()
		}
		require.LessOrEqual(t, pulled, 1, "seek to %d: the call pulls one new step at most", k)
		assert.Equal(t, replays, tr.Seeking, "seek to %d", k)
		if replays {
			replayed++
		}
		for tr.Playing {
			tr.Advance(frameSlice, func() (solve.Step, bool) {
				if !p.Step() {
					return solve.Step{}, false
				}
				return p.Last()
			}, func(solve.Step) bool { return true }, time.Hour)
		}
		require.Equal(t, k, p.Pos(), "seek to %d", k)
		require.Equal(t, seen[k], marksOf(p), "seek to %d", k)
	}
	assert.Greater(t, replayed, 2, "most seeks replay")
}

// TestBackChoiceStaysInTheWindow steps back to the previous choice over
// the events kept only: it never replays the search, and stops at a choice
// or at the oldest event kept.
func TestBackChoiceStaysInTheWindow(t *testing.T) {
	m, err := engineOf(problem.Queens(6))
	require.NoError(t, err)
	const keep = 16
	p := NewPlayer(m, dlx.Options{}, keep)
	made := 0
	p.Observe(func(int, dlx.Event) { made++ })
	p.Seek(1000)
	for range 40 {
		before, pos := made, p.Pos()
		if !p.BackChoice() {
			break
		}
		assert.Equal(t, before, made, "no event replayed")
		assert.Less(t, p.Pos(), pos)
		assert.Less(t, pos-p.Pos(), keep, "within the window")
		base, _ := p.kept()
		assert.True(t, IsChoice(p.Last()) || p.Pos() <= base+1, "at %d: a choice, or the oldest event kept", p.Pos())
	}
	assert.Greater(t, p.Pos(), 900, "never past the window")
}
