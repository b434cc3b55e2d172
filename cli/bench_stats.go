package cli

import (
	"slices"
	"time"
)

// timing is what one run of a whole process took: its wall time, and its
// CPU time (user and system, every thread's), which the load of a shared
// machine moves far less.
type timing struct {
	wall, cpu time.Duration
}

// walls and cpus pick one measure of each run.
func walls(ts []timing) []time.Duration {
	return pick(ts, func(t timing) time.Duration { return t.wall })
}
func cpus(ts []timing) []time.Duration {
	return pick(ts, func(t timing) time.Duration { return t.cpu })
}

// pick returns f of each timing.
func pick(ts []timing, f func(timing) time.Duration) []time.Duration {
	ds := make([]time.Duration, len(ts))
	for i, t := range ts {
		ds[i] = f(t)
	}
	return ds
}

// interleave runs every one of n solvers once per round, in the order
// 0, 1, ..., n-1 in each round (A B A B), so that a change in the machine's
// load hits all of them alike. It returns times[solver][round]; the first
// error stops it.
func interleave[T any](rounds, n int, run func(solver int) (T, error)) ([][]T, error) {
	times := make([][]T, n)
	for round := 0; round < rounds; round++ {
		for s := range n {
			d, err := run(s)
			if err != nil {
				return nil, err
			}
			times[s] = append(times[s], d)
		}
	}
	return times, nil
}

// median is the middle of xs (the mean of the two middles for an even
// count); 0 for none. xs is not changed.
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// seconds turns durations into seconds.
func seconds(ds []time.Duration) []float64 {
	xs := make([]float64, len(ds))
	for i, d := range ds {
		xs[i] = d.Seconds()
	}
	return xs
}

// spread is a ratio's median and range over the rounds.
type spread struct {
	median, min, max float64
}

// ratios compares a with b round by round: the median of a[i]/b[i] and its
// range. a and b hold the same rounds; a zero b[i] round is left out.
func ratios(a, b []time.Duration) spread {
	var rs []float64
	for i := range min(len(a), len(b)) {
		if b[i] > 0 {
			rs = append(rs, float64(a[i])/float64(b[i]))
		}
	}
	if len(rs) == 0 {
		return spread{}
	}
	return spread{median(rs), slices.Min(rs), slices.Max(rs)}
}
