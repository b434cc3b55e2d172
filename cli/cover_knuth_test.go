package cli

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/problem"
	"xcover/dlx"
)

// TestCoverEvery checks that -every M writes the M-th, 2M-th, ...
// solutions of the full listing, in a part too, and refuses an M below 1
// or a mode that writes no solutions one by one.
func TestCoverEvery(t *testing.T) {
	text := problem.Langford(7).Text() // 52 solutions
	for _, tc := range []struct {
		name string
		args []string
	}{
		{"whole", nil},
		{"a part", []string{"-parts", "3", "-part", "1"}},
		{"the cells", []string{"-engine", "cells"}},
		{"with -max", []string{"-max", "20"}},
		{"on two goroutines", []string{"-j", "2"}},
		{"shuffled, on three goroutines", []string{"-j", "3", "-shuffle", "-seed", "4"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := run(t, text, append([]string{"cover", "-progress", "0"}, tc.args...)...)
			require.Equal(t, 0, code, errs)
			all := paragraphs(out)
			require.NotEmpty(t, all)
			for _, m := range []int{1, 2, 7, 100} {
				code, out, errs := run(t, text, append([]string{"cover", "-progress", "0", "-every", strconv.Itoa(m)}, tc.args...)...)
				require.Equal(t, 0, code, errs)
				var want []string
				for i := m - 1; i < len(all); i += m {
					want = append(want, all[i])
				}
				assert.Equal(t, want, paragraphs(out), "-every %d", m)
			}
		})
	}
	for _, tc := range []struct {
		args []string
		err  string
	}{
		{[]string{"-every", "0"}, "-every 0: want 1 or more"},
		{[]string{"-every", "-3"}, "-every -3: want 1 or more"},
		{[]string{"-every", "2", "-count"}, "-every thins the solutions written: it does not go with -count, -estimate, -memo, -zdd, -sample or -best"},
		{[]string{"-every", "2", "-estimate"}, "-every thins the solutions written: it does not go with -count, -estimate, -memo, -zdd, -sample or -best"},
		{[]string{"-every", "2", "-memo", "-sample", "3"}, "-every thins the solutions written: it does not go with -count, -estimate, -memo, -zdd, -sample or -best"},
		{[]string{"-every", "2", "-best", "3"}, "-every thins the solutions written: it does not go with -count, -estimate, -memo, -zdd, -sample or -best"},
		{[]string{"-every", "x"}, `invalid value "x" for flag -every: parse error`},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			code, out, errs := run(t, text, append([]string{"cover"}, tc.args...)...)
			assert.Equal(t, 2, code)
			assert.Empty(t, out)
			assert.Equal(t, "xcover cover: "+tc.err+"\n", errs)
		})
	}
}

// TestCoverShuffle checks that -shuffle, for a seed, brings the solutions
// in another order that the seed alone decides, written in the input's
// words: the same solutions, as many as without it, with either engine,
// by a count, a listing, a part or the memo.
func TestCoverShuffle(t *testing.T) {
	for _, tc := range []struct {
		name, text string
	}{
		{"queens 8", problem.Queens(8).Text()},
		{"colors", "a b | x y\na x:A\nb x:A y\nb x:B\na y\n"},
		{"bounds", "1:2|a b\na\na b\nb\n"},
	} {
		for _, engine := range dlx.Engines {
			t.Run(tc.name+"/"+engine, func(t *testing.T) {
				base := []string{"cover", "-progress", "0", "-engine", engine}
				_, whole, _ := run(t, tc.text, base...)
				_, wantCount, _ := run(t, tc.text, append(base, "-count")...)
				firsts := map[string]bool{}
				for _, seed := range []string{"1", "2", "3", "4", "5"} {
					shuffle := append(slices.Clone(base), "-shuffle", "-seed", seed)
					code, out, errs := run(t, tc.text, shuffle...)
					require.Equal(t, 0, code, errs)
					assert.Equal(t, sortedSolutions(paragraphs(whole)), sortedSolutions(paragraphs(out)), "seed %s: the same solutions, in the input's words", seed)
					_, again, _ := run(t, tc.text, shuffle...)
					assert.Equal(t, out, again, "seed %s: the same order again", seed)
					firsts[paragraphs(out)[0]] = true
					_, n, _ := run(t, tc.text, append(shuffle, "-count")...)
					assert.Equal(t, wantCount, n, "seed %s", seed)
					sum := 0
					for part := range 3 {
						_, n, _ := run(t, tc.text, append(shuffle, "-count", "-parts", "3", "-part", strconv.Itoa(part))...)
						k, err := strconv.Atoi(strings.TrimSpace(n))
						require.NoError(t, err, n)
						sum += k
					}
					assert.Equal(t, wantCount, strconv.Itoa(sum)+"\n", "seed %s: the parts add up", seed)
					if engine == "links" {
						_, n, _ = run(t, tc.text, append(shuffle, "-memo", "-count")...)
						assert.Equal(t, wantCount, n, "seed %s: the memo", seed)
					}
				}
				if len(paragraphs(whole)) > 1 {
					assert.Greater(t, len(firsts), 1, "the seeds bring other solutions first")
				}
			})
		}
	}
}
