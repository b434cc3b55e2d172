package ui

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// sliceJob is a job done after a number of slices, which notes its budgets.
type sliceJob struct {
	left    int
	budgets []time.Duration
}

func (s *sliceJob) Run(budget time.Duration) bool {
	s.budgets = append(s.budgets, budget)
	s.left--
	return s.left <= 0
}

func TestSchedulerRunsTheNewestJobThenTheOneBefore(t *testing.T) {
	var s Scheduler
	assert.Nil(t, s.Slice(time.Millisecond), "nothing to run")
	assert.Nil(t, s.Next())
	a, b := &sliceJob{left: 2}, &sliceJob{left: 1}
	s.Start(a)
	assert.Equal(t, Sliced(a), s.Next())
	assert.Nil(t, s.Slice(time.Millisecond), "a is not done after one slice")
	s.Start(b)
	assert.Equal(t, Sliced(b), s.Next(), "the newest runs next")
	assert.True(t, s.Runs(a) && s.Runs(b))
	assert.Equal(t, Sliced(b), s.Slice(2*time.Millisecond), "b, the newest, runs first and is done")
	assert.False(t, s.Runs(b))
	assert.Equal(t, Sliced(a), s.Slice(3*time.Millisecond), "then a goes on")
	assert.False(t, s.Busy())
	assert.Equal(t, []time.Duration{time.Millisecond, 3 * time.Millisecond}, a.budgets)
	assert.Equal(t, []time.Duration{2 * time.Millisecond}, b.budgets)
}

func TestSchedulerStartDropClear(t *testing.T) {
	var s Scheduler
	a, b := &sliceJob{left: 5}, &sliceJob{left: 5}
	s.Start(a)
	s.Start(b)
	s.Start(a) // started again: ahead of b, once
	s.Slice(time.Millisecond)
	assert.Len(t, a.budgets, 1)
	assert.Empty(t, b.budgets)
	s.Drop(a)
	assert.False(t, s.Runs(a))
	assert.True(t, s.Busy())
	s.Clear()
	assert.False(t, s.Busy())
}

func TestSchedulerBudget(t *testing.T) {
	var s Scheduler // without a frame loop, the whole SolveBudget
	assert.Equal(t, SolveBudget, s.Budget(false))
	assert.Equal(t, SolveBudget/2, s.Budget(true), "half of it beside a search that plays")
}
