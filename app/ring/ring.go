// Package ring keeps the last events of a run that may be far longer than
// memory allows: a Ring holds the most recent keep of them, in chunks of
// fixed size, so that recording an event never copies the ones before it
// (a growing slice copies megabytes at once when it doubles, a pause a
// frame cannot afford).
package ring

// chunk is how many events a chunk holds.
const chunk = 4096

// Ring records a run's events in order and keeps the last Keep of them:
// event k is kept while k >= Base().
type Ring[E any] struct {
	keep   int
	made   int
	chunks [][]E
}

// New returns an empty ring keeping up to keep events (at least one).
func New[E any](keep int) Ring[E] { return Ring[E]{keep: max(keep, 1)} }

// Keep is how many events the ring keeps.
func (r *Ring[E]) Keep() int { return r.keep }

// Len is the number of events recorded since the last Reset.
func (r *Ring[E]) Len() int { return r.made }

// Base is the first event still kept.
func (r *Ring[E]) Base() int { return max(r.made-r.keep, 0) }

// Reset forgets every event, keeping the memory for the next run.
func (r *Ring[E]) Reset() { r.made = 0 }

// Push records event e as event Len().
func (r *Ring[E]) Push(e E) {
	i := r.made % r.keep
	c := i / chunk
	if c == len(r.chunks) {
		r.chunks = append(r.chunks, make([]E, min(chunk, r.keep-c*chunk)))
	}
	r.chunks[c][i%chunk] = e
	r.made++
}

// At returns event k, which must lie in [Base(), Len()).
func (r *Ring[E]) At(k int) E {
	i := k % r.keep
	return r.chunks[i/chunk][i%chunk]
}
