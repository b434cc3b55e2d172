package dlx

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestShuffled checks that a shuffled problem holds the same options, with
// their colors, costs and names, in another order that the seed alone
// decides, and has as many solutions, on each algorithm's kind of problem.
func TestShuffled(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		solutions  int64
	}{
		{"queens 8", knuthText(t, queens(8)), 92},
		{"colors", "a b | x y\na x:A\nb x:A y\nb x:B\na y\n", 2},
		{"bounds", "1:2|a b\na\na b\nb\n", 3},
		{"costs", "a b\na |3\nb |1\na b |5\n", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := ParseKnuth(strings.NewReader(tc.text))
			require.NoError(t, err)
			p.SetOptionName(0, "the first")
			orders := map[string]bool{}
			for seed := range uint64(8) {
				s := p.Shuffled(seed)
				assert.Equal(t, options(p), options(s), "seed %d: the same options", seed)
				assert.Equal(t, options(s), options(p.Shuffled(seed)), "seed %d: the same order again", seed)
				assert.Equal(t, tc.solutions, NewLinks(s).Solve(Options{}).Solutions, "seed %d", seed)
				orders[strings.Join(optionTexts(s), ";")] = true
			}
			assert.Greater(t, len(orders), 1, "the seeds give other orders")
		})
	}
}

// optionTexts lists p's options in order, each with its name and cost.
func optionTexts(p *Problem) []string {
	var out []string
	for k := range p.Options() {
		out = append(out, p.OptionText(k)+" |"+strconv.FormatInt(p.Cost(k), 10)+" "+p.OptionName(k))
	}
	return out
}

// options lists p's options as optionTexts writes them, sorted.
func options(p *Problem) []string {
	out := optionTexts(p)
	slices.Sort(out)
	return out
}
