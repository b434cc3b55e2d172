package problem

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/apptest"
	"xcover/dlx"
)

// wholeSheet reads text at once, as the parts a Load puts together read
// it: the options' names, dlx.ParseKnuth, and SheetOf.
func wholeSheet(text string) (Sheet, error) {
	names, err := optionNames(text)
	if err != nil {
		return Sheet{}, err
	}
	m, err := dlx.ParseKnuth(strings.NewReader(text))
	if err != nil {
		return Sheet{}, err
	}
	s := SheetOf(m)
	for k, name := range names {
		s.Options[k].Name = name
	}
	return s, nil
}

// loadIn reads text with a Load in slices of slice bytes, and returns the
// load and how many steps it took.
func loadIn(t *testing.T, name, text string, slice int) (*Load, int, error) {
	t.Helper()
	l := NewLoad(name, text)
	for steps := 1; ; steps++ {
		require.LessOrEqual(t, steps, len(text)+2, "the load ends")
		done, err := l.Step(slice)
		if err != nil || done {
			return l, steps, err
		}
	}
}

// TestLoadReadsInSlices reads problems in slices of every size, from a
// byte (a line a step) to the whole text: the sheet, the exact cover
// problem and the link's fragment are those the whole text makes, in
// about one step per slice.
func TestLoadReadsInSlices(t *testing.T) {
	for _, tc := range []struct{ name, text string }{
		{"the seed", SeedExample().Text()},
		{"queens", Queens(8).Text()},
		{"colors, bounds, costs and names", "| a comment\n2:3|a 2|b 0:1|c | x y\n\na x:red |3\n|= P\nb c y\n| between\na b x:blue y:red |1 |2\nc\n"},
		{"a last line without its newline", "a b\na\nb"},
		{"carriage returns", "a b\r\na\r\n|= B\r\nb\r\n"},
		{"no options", "| only items\na b\n"},
		{"partridge", apptest.Testdata(t, "partridge-6.dlx")},
		{"wordsearch", apptest.Testdata(t, "wordsearch-5x5.dlx")},
	} {
		want, err := wholeSheet(tc.text)
		require.NoError(t, err, tc.name)
		wantProblem, err := want.Problem()
		require.NoError(t, err, tc.name)
		wantFragment, wantOK := Link{Text: want.Text()}.Fragment()
		for _, slice := range []int{1, 17, 1000, 32 << 10, len(tc.text)} {
			t.Run(fmt.Sprintf("%s in slices of %d", tc.name, slice), func(t *testing.T) {
				l, steps, err := loadIn(t, "", tc.text, slice)
				require.NoError(t, err)
				assert.Equal(t, want, l.Sheet())
				require.NoError(t, l.Sheet().Check(), "what reads is a problem")
				require.NotNil(t, l.Problem())
				assert.Equal(t, knuthOf(t, wantProblem), knuthOf(t, l.Problem()))
				for k := range wantProblem.Options() {
					assert.Equal(t, wantProblem.OptionName(k), l.Problem().OptionName(k))
				}
				assert.Equal(t, wantProblem.HasBounds(), l.Problem().HasBounds())
				fragment, ok := l.Fragment()
				assert.Equal(t, wantOK, ok)
				assert.Equal(t, wantFragment, fragment)
				assert.LessOrEqual(t, steps, 2+len(tc.text)/slice, "the item line, then a slice a step")
			})
		}
	}
}

// knuthOf is m in Knuth's format.
func knuthOf(t *testing.T, m *dlx.Problem) string {
	t.Helper()
	var b strings.Builder
	require.NoError(t, m.WriteKnuth(&b))
	return b.String()
}

// TestLoadTellsMistakes reads bad texts in slices of every size: each
// fails as the whole text does, at the same line and column, a file's
// naming the file.
func TestLoadTellsMistakes(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"no items", "| nothing\n\n", "line 2: no items: the first line must name the items"},
		{"an unknown item", "a b\na\n| c\nb\nc\n", `line 5, column 1: unknown item "c" in option`},
		{"an item twice", "a b\nb\na  b a\n", `line 3, column 6: option names item "a" twice`},
		{"a name twice", "a b\n|= X\na\n|= X\nb\n", `line 4, column 4: option name "X" is used twice (first on line 2)`},
		{"a bad item line", "a a\na\n", `line 1, column 3: item "a" is named twice`},
		{"a bad cost", "a\na |x\n", `line 2, column 4: cost "x": want a whole number from 0 to ` + fmt.Sprint(int64(dlx.MaxCost))},
		{"bad UTF-8 in a comment", "a\n| \xff\na\n", "line 2, column 3: text is not valid UTF-8"},
	} {
		_, err := wholeSheet(tc.text)
		require.EqualError(t, err, tc.want, tc.name)
		for _, slice := range []int{1, 5, len(tc.text)} {
			_, _, err := loadIn(t, "", tc.text, slice)
			assert.EqualError(t, err, tc.want, "%s in slices of %d", tc.name, slice)
			l, _, err := loadIn(t, "bad.dlx", tc.text, slice)
			assert.EqualError(t, err, "bad.dlx: "+tc.want, "%s in slices of %d", tc.name, slice)
			assert.Nil(t, l.Problem())
		}
	}
}
