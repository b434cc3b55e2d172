package dlx

import "slices"

// sameLinks reports whether m and o have identical links, sizes, colors
// and bounds; tests use it to compare a replayed matrix with the engine's.
func (m *Links) sameLinks(o *Links) bool {
	m.index()
	o.index()
	if len(m.nodes) != len(o.nodes) || len(m.items) != len(o.items) {
		return false
	}
	for i := range m.nodes {
		if m.nodes[i] != o.nodes[i] {
			return false
		}
	}
	if !slices.Equal(m.tops, o.tops) {
		return false
	}
	for i := range m.items {
		if m.items[i] != o.items[i] {
			return false
		}
	}
	return slices.Equal(m.sizes, o.sizes) && slices.Equal(m.colors, o.colors) && slices.Equal(m.bound, o.bound)
}
