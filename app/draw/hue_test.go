package draw

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestColorHue(t *testing.T) {
	assert.Equal(t, -1, ColorHue(""))
	seen := map[int]bool{}
	for _, c := range []string{"D", "A", "N", "C", "E", "red", "blue"} {
		h := ColorHue(c)
		assert.True(t, h >= 0 && h < 360, c)
		assert.Equal(t, h, ColorHue(c), "the same hue every time")
		seen[h] = true
	}
	assert.Len(t, seen, 7, "different names, different hues")
}
