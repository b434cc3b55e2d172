package apptest

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestTestdata(t *testing.T) {
	text := Testdata(t, "queens-13.dlx")
	assert.True(t, strings.HasPrefix(text, "| "), "Knuth's format, its comment line first: %.40q", text)
	assert.Greater(t, strings.Count(text, "\n"), 100, "the whole problem, uncompressed")
}
