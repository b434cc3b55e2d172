package cli

import (
	"slices"
	"time"
)

// interleave runs every one of n solvers once per round, in the order
// 0, 1, ..., n-1 in each round (A B A B), so that a change in the machine's
// load hits all of them alike. It returns times[solver][round]; the first
// error stops it.
func interleave(rounds, n int, run func(solver int) (time.Duration, error)) ([][]time.Duration, error) {
	times := make([][]time.Duration, n)
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
