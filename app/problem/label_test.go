package problem

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLabel checks a long name is cut after a whole word, or between
// characters, and says how many items the option has; a short one is
// kept.
func TestLabel(t *testing.T) {
	long := strings.Repeat("x", maxLabel-1) + "é" // the cut falls inside "é"
	for _, tc := range []struct {
		name, in string
		items    int
		want     string
	}{
		{"short", "a b c", 3, "a b c"},
		{"at the limit", strings.Repeat("y", maxLabel), 1, strings.Repeat("y", maxLabel)},
		{"cut after a word", strings.Repeat("abcd ", 20), 20, strings.TrimSpace(strings.Repeat("abcd ", 12)) + " … (20 items)"},
		{"a word too long", long, 1, strings.Repeat("x", maxLabel-1) + " … (1 item)"},
	} {
		assert.Equal(t, tc.want, label(tc.in, tc.items), tc.name)
	}
}

// TestOptionLabel checks an option of 30,000 items is labelled by its
// first items and their number, in the sheet and in its matrix, and a
// named one by its name.
func TestOptionLabel(t *testing.T) {
	const wide = 30_000
	s := Sheet{Items: make([]Column, wide), Options: []Row{{}, {Name: "A", Items: []int{0}}}}
	for c := range s.Items {
		s.Items[c].Name = fmt.Sprintf("i%d", c)
		s.Options[0].Items = append(s.Options[0].Items, c)
	}
	m, err := s.Problem()
	require.NoError(t, err)
	want := "i0 i1 i2 i3 i4 i5 i6 i7 i8 i9 i10 i11 i12 i13 i14 i15 i16 … (30,000 items)"
	assert.Equal(t, want, s.OptionLabel(0))
	assert.Equal(t, want, OptionLabel(m, 0))
	assert.Equal(t, "A", s.OptionLabel(1))
	assert.Equal(t, "A", OptionLabel(m, 1))
}
