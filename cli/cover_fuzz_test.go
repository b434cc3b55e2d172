package cli

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/problem"
)

// FuzzCoverInput feeds `xcover cover` any input, with a node budget: it
// never panics or stalls; it counts (the count as the only line) or tells
// one error line naming the input, the line and column of a mistake; its
// listing has as many solutions as its count; and the counts of three
// parts add up to the whole when no part spends the budget.
func FuzzCoverInput(f *testing.F) {
	for _, s := range []string{knuthExample, twoCovers, problem.Queens(5).Text(), problem.Langford(4).Text(),
		"a b\nc\n", "| only a comment\n", "a a\n", "a | b | c\n", "a:1 b\na\n", "a b\na a\n", "\xff\n", "a\n\n  a  \n| a\n"} {
		f.Add([]byte(s))
	}
	const budget = "2000"
	f.Fuzz(func(t *testing.T, data []byte) {
		input := string(data)
		code, out, errs := run(t, input, "cover", "-count", "-budget", budget, "-progress", "0")
		if code != 0 {
			require.Equal(t, 1, code, errs)
			assert.Empty(t, out)
			require.Equal(t, 1, strings.Count(errs, "\n"), "one error line: %q", errs)
			assert.Regexp(t, `^xcover cover: stdin: (line \d+(, column \d+)?: |node budget spent after)`, errs)
			return
		}
		assert.Empty(t, errs)
		require.Regexp(t, `^\d+\n$`, out)
		count, err := strconv.Atoi(strings.TrimSpace(out))
		require.NoError(t, err)
		code, out, errs = run(t, input, "cover", "-budget", budget, "-progress", "0")
		require.Equal(t, 0, code, errs)
		assert.Len(t, paragraphs(out), count, "a solution a paragraph")
		sum := 0
		for i := range 3 {
			code, out, errs := run(t, input, "cover", "-count", "-budget", budget, "-progress", "0", "-parts", "3", "-part", strconv.Itoa(i))
			if code == 1 && strings.Contains(errs, "node budget spent") {
				return // a part counts the levels above its cut again: it may spend the budget that the whole did not
			}
			require.Equal(t, 0, code, errs)
			n, err := strconv.Atoi(strings.TrimSpace(out))
			require.NoError(t, err, out)
			sum += n
		}
		assert.Equal(t, count, sum, "the parts add up")
	})
}
