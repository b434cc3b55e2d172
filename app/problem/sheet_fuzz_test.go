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

// FuzzLoad checks that any text reads in slices of any size as it does
// at once: the same sheet, or the same mistake.
func FuzzLoad(f *testing.F) {
	f.Add(SeedExample().Text(), uint8(1))
	f.Add("a b | c\n|= X\na c\n| a comment\nb\n", uint8(3))
	f.Add("2:3|a 2|b 0:1|c | x y\na x:red |2\n|= P\nb c y\na b x:blue y:red\n", uint8(9))
	f.Add("a b\na\n| c\nb\nc\n", uint8(2))
	f.Fuzz(func(t *testing.T, text string, slice uint8) {
		want, wantErr := wholeSheet(text)
		l := NewLoad("", text)
		for steps := 0; ; steps++ {
			require.LessOrEqual(t, steps, len(text)+1, "the load ends")
			done, err := l.Step(int(slice))
			if wantErr != nil {
				if err != nil {
					assert.Equal(t, wantErr.Error(), err.Error())
					return
				}
				require.False(t, done, "the load ends without the mistake %v", wantErr)
				continue
			}
			require.NoError(t, err)
			if done {
				assert.Equal(t, want, l.Sheet())
				return
			}
		}
	})
}
