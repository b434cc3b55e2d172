package cli

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"xcover/app/problem"
)

// TestTimeout checks that -timeout stops cover and solve as Ctrl-C does,
// writing what was done, but saying that the time limit stopped them and
// exiting 124; the inputs after are left. A search done within the limit
// goes as without it.
func TestTimeout(t *testing.T) {
	long := problem.Queens(16).Text()
	blank := strings.Repeat(".", 81) + "\n"
	stop := `stopped at the time limit \(-timeout 100ms\)`
	for _, tc := range []struct {
		name  string
		stdin func(t *testing.T) io.Reader
		args  []string
		out   string // what stdout must match
		err   string // what stderr must match
	}{
		{"counting", readerOf(long), []string{"cover", "-count"}, `^$`,
			`^xcover cover: stdin: ` + stop + ` after \d+ nodes: \d+ solutions so far\n$`},
		{"counting with the cells, the second input left", readerOf(long), []string{"cover", "-count", "-engine", "cells", "-", "-"}, `^$`,
			`^xcover cover: stdin: ` + stop + ` after \d+ nodes: \d+ solutions so far\n$`},
		{"listing: the solutions so far", readerOf(long), []string{"cover"}, `^([^\n]+\n)+(\n([^\n]+\n)+)*$`,
			`^xcover cover: stdin: ` + stop + ` after \d+ nodes: \d+ solutions so far\n$`},
		{"memoizing", readerOf(problem.Queens(20).Text()), []string{"cover", "-memo", "-count"}, `^$`,
			`^xcover cover: stdin: ` + stop + ` after \d+ nodes, \d+ cache entries: the count is not done\n$`},
		{"reading", func(t *testing.T) io.Reader {
			r, w := io.Pipe()
			t.Cleanup(func() { w.Close() })
			go io.WriteString(w, "a b\na\n") // and no end of input
			return r
		}, []string{"cover", "-count"}, `^$`, `^xcover cover: stdin: ` + stop + ` while reading\n$`},
		{"solving", readerOf(blank), []string{"solve", "-count"}, `^(\d{81}( \d+ solutions)? \(canceled\)|canceled)\n$`,
			`^xcover solve: stdin:1: ` + stop + ` after \d+ nodes: \d+ solutions so far\n1 puzzle: .*\nxcover solve: ` + stop + `\n$`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errs bytes.Buffer
			start := time.Now()
			args := append([]string{tc.args[0], "-timeout", "100ms", "-progress", "0"}, tc.args[1:]...)
			code := Main(Env{Stdin: tc.stdin(t), Stdout: &out, Stderr: &errs}, args)
			assert.Less(t, time.Since(start), 10*time.Second, "stopped soon after the limit")
			assert.Equal(t, timedOut, code, errs.String())
			assert.Regexp(t, tc.out, out.String())
			assert.Regexp(t, tc.err, errs.String())
		})
	}
	code, out, errs := run(t, problem.Queens(6).Text(), "cover", "-count", "-timeout", "1h")
	assert.Equal(t, 0, code, errs)
	assert.Equal(t, "4\n", out, "done within the limit")
	code, out, errs = run(t, easy+"\n", "solve", "-timeout", "1h")
	assert.Equal(t, 0, code, errs)
	assert.Equal(t, easySolved+"\n", out, "done within the limit")
}

// readerOf returns a maker of a reader of s.
func readerOf(s string) func(*testing.T) io.Reader {
	return func(*testing.T) io.Reader { return strings.NewReader(s) }
}
