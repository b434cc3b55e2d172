package ui

import (
	"slices"
	"time"
)

// Sliced is long work that the frames run a slice at a time:
// player.Outright, Batch, Compare and Race, a puzzle being made, a hint
// being looked for, a problem's file being read. A Scheduler tells jobs apart by ==: a Sliced is a
// pointer.
type Sliced interface {
	// Run works for about budget and reports whether the work is done.
	Run(budget time.Duration) bool
}

// Scheduler runs a page's long work in the animation frames' slices, the
// one scheduler of every page: each frame gives the newest job started a
// slice of the frame's share of SolveBudget (half of it while a search
// plays beside it), and the job started before it goes on once it is
// done. A page starts work with Start and calls Slice from its frame.
type Scheduler struct {
	// Frames is the page's frame loop, which grants the budget and which
	// Start starts.
	Frames *FrameLoop
	jobs   []Sliced
}

// Start schedules job in the frames, ahead of the work already there.
func (s *Scheduler) Start(job Sliced) {
	s.Drop(job)
	s.jobs = append(s.jobs, job)
	s.Frames.Start()
}

// Drop takes job out of the schedule, if it is there.
func (s *Scheduler) Drop(job Sliced) {
	s.jobs = slices.DeleteFunc(s.jobs, func(j Sliced) bool { return j == job })
}

// Clear takes every job out of the schedule.
func (s *Scheduler) Clear() { s.jobs = s.jobs[:0] }

// Busy reports whether work is scheduled.
func (s *Scheduler) Busy() bool { return len(s.jobs) > 0 }

// Next is the job the next slice runs, or nil when none is scheduled.
func (s *Scheduler) Next() Sliced {
	if len(s.jobs) == 0 {
		return nil
	}
	return s.jobs[len(s.jobs)-1]
}

// Runs reports whether job is scheduled.
func (s *Scheduler) Runs(job Sliced) bool { return slices.Contains(s.jobs, job) }

// Budget is this frame's slice of the work: its share of SolveBudget,
// half of it when shared with a search that plays.
func (s *Scheduler) Budget(shared bool) time.Duration {
	budget := s.Frames.Budget(SolveBudget)
	if shared {
		budget /= 2
	}
	return budget
}

// Slice runs the newest job for budget (see Budget), and takes it out once
// it is done. It returns the job if it is done, else nil (also when there
// was none).
func (s *Scheduler) Slice(budget time.Duration) (finished Sliced) {
	job := s.Next()
	if job == nil || !job.Run(budget) {
		return nil
	}
	s.Drop(job)
	return job
}
