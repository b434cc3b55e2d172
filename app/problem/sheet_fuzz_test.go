package problem

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/dlx"
)

// FuzzParseSheet checks that any text either reads as a sheet whose text
// reads back the same, or fails with a *dlx.ParseError.
func FuzzParseSheet(f *testing.F) {
	f.Add(SeedExample().Text())
	f.Add(Queens(4).Text())
	f.Add("a b | c\n|= X\na c\n| a comment\nb\n")
	f.Add("a b\n|= X\n|= Y\na b\n")
	f.Add("|= X\na b\n")
	f.Add(WordSearch([]string{"AB", "BA"}, 2, 2).Text())
	f.Add(Squares(3).Text())
	f.Add("2:3|a 2|b 0:1|c | x y\na x:red\n|= P\nb c y\na b x:blue y:red\n")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := ParseSheet(text)
		if err != nil {
			var pe *dlx.ParseError
			require.True(t, errors.As(err, &pe), "%v is not a *dlx.ParseError", err)
			return
		}
		require.NoError(t, s.Check())
		back, err := ParseSheet(s.Text())
		require.NoError(t, err, "the sheet's own text: %q", s.Text())
		assert.Equal(t, s, back)
	})
}
