package dlx

import "unsafe"

// chunkBits sets the entries of one chunk of a chunked array: 2^16.
const chunkBits = 16

// chunked is an array of entries of width elements each, kept in chunks
// of 2^chunkBits entries: growing it copies nothing, and its memory is
// never held twice, as a slice's is while append copies it.
type chunked[T any] struct {
	width  int
	chunks [][]T
	n      int // entries
}

// at returns entry e's elements.
func (a *chunked[T]) at(e int) []T {
	c := a.chunks[e>>chunkBits]
	k := (e & (1<<chunkBits - 1)) * a.width
	return c[k : k+a.width : k+a.width]
}

// push appends an entry, whose elements are v (width of them, or none
// for zeros), if the budget allows it. The first chunk grows as a slice
// does, so that a small count takes little memory; the others are made
// whole.
func (a *chunked[T]) push(b *memBudget, v ...T) bool {
	switch {
	case a.n < 1<<chunkBits:
		if len(a.chunks) == 0 {
			a.chunks = append(a.chunks, nil)
		}
		c, ok := grow(a.chunks[0], a.width, b)
		if !ok {
			return false
		}
		a.chunks[0] = c[:len(c)+a.width]
	case a.n>>chunkBits == len(a.chunks):
		var zero T
		size := (1 << chunkBits) * a.width
		if !b.take(int64(size) * int64(unsafe.Sizeof(zero))) {
			return false
		}
		a.chunks = append(a.chunks, make([]T, size))
	}
	copy(a.at(a.n), v)
	a.n++
	return true
}
