package problem

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// FuzzParseLink checks that any query and fragment either read as a link
// that writes itself back the same, or are refused with a one-line
// message and the default link; never a panic.
func FuzzParseLink(f *testing.F) {
	f.Add("preset=queens&n=8&s=123", "")
	f.Add("s=7&engine=cells&h=first", "dlx="+deflated("a b | c\n|= X\na c:red\nb\n"))
	f.Add("preset=squares&n=4", "top")
	f.Add("", "dlx=")
	f.Add("preset=dominoes&n=106&h=random", "")
	f.Add("s=%zz;x", "dlx=AAAA")
	f.Fuzz(func(t *testing.T, query, fragment string) {
		l, err := ParseLink(query, fragment)
		if err != nil {
			assert.NotContains(t, err.Error(), "\n", "one line")
			assert.Equal(t, DefaultLink(), l)
			return
		}
		out, ok := l.Fragment()
		if !ok {
			return // a text that packs worse than the link had it: too long to write
		}
		back, err := ParseLink(l.Query(), out)
		require.NoError(t, err, "the link's own query %q", l.Query())
		assert.Equal(t, l, back)
		assert.Equal(t, l.Preset == "", strings.HasPrefix(out, textKey))
	})
}
