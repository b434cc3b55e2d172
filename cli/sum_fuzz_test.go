package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// FuzzParseCountLine checks that sum's line parser never panics, and that
// a line it takes says the same once written back and read again.
func FuzzParseCountLine(f *testing.F) {
	f.Add(`{"fingerprint":"sha256:` + strings.Repeat("ab", 32) + `","engine":"links","heuristic":"mrv","seed":1,"memo":false,"parts":2,"part":1,"count":"4523","nodes":1829085,"updates":622754042,"seconds":1.5}`)
	f.Add(`{"count": 1}`)
	f.Add(`{"fingerprint": "sha256:`)
	f.Add(`[]`)
	f.Add(`{"parts":1e99}`)
	f.Fuzz(func(t *testing.T, line string) {
		l, err := parseCountLine([]byte(line))
		if err != nil {
			require.NotContains(t, err.Error(), "\n", "a one-line error")
			return
		}
		b, err := json.Marshal(l)
		require.NoError(t, err)
		again, err := parseCountLine(b)
		require.NoError(t, err, string(b))
		require.Equal(t, l, again)
	})
}
