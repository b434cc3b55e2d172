package cli

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/problem"
)

// countLines runs cover -count -json on text for each part of parts, with
// args, and returns the lines.
func countLines(t *testing.T, text string, parts int, args ...string) []string {
	t.Helper()
	var lines []string
	for i := range parts {
		code, out, errs := run(t, text, append([]string{"cover", "-count", "-json", "-progress", "0", "-parts", strconv.Itoa(parts), "-part", strconv.Itoa(i)}, args...)...)
		require.Equal(t, 0, code, errs)
		require.Equal(t, 1, strings.Count(out, "\n"), out)
		lines = append(lines, strings.TrimSuffix(out, "\n"))
	}
	return lines
}

// TestCoverJSON checks the line of cover -count -json: its fields, for a
// plain count and a memoized one, and a fingerprint that names the
// problem's content, not its white space or comments.
func TestCoverJSON(t *testing.T) {
	text := problem.Queens(8).Text()
	for _, args := range [][]string{nil, {"-engine", "cells"}, {"-memo"}, {"-j", "2"}} {
		line := countLines(t, text, 2, args...)[1]
		var l countLine
		require.NoError(t, json.Unmarshal([]byte(line), &l), line)
		assert.Regexp(t, `^sha256:[0-9a-f]{64}$`, l.Fingerprint)
		assert.Equal(t, 2, l.Parts)
		assert.Equal(t, 1, l.Part)
		assert.Regexp(t, `^\d+$`, l.Count, "a string of digits")
		assert.Positive(t, l.Nodes, args)
		assert.Positive(t, l.Updates, args)
		assert.Equal(t, "mrv", l.Heuristic)
		assert.Equal(t, len(args) > 0 && args[0] == "-memo", l.Memo)
		if len(args) > 0 && args[0] == "-engine" {
			assert.Equal(t, "cells", l.Engine)
		} else {
			assert.Equal(t, "links", l.Engine)
		}
	}
	fp := func(text string) string {
		var l countLine
		require.NoError(t, json.Unmarshal([]byte(countLines(t, text, 1)[0]), &l))
		return l.Fingerprint
	}
	spaced := "| a comment\n  a   b c d e f g\n\nc e\n|another\na d g\nb  c f\na d f\nb g\nd e g\n"
	assert.Equal(t, fp(knuthExample), fp(spaced), "white space and comments")
	assert.NotEqual(t, fp(knuthExample), fp(strings.Replace(knuthExample, "b g\n", "b g e\n", 1)), "an option changed")
	assert.NotEqual(t, fp("a b\na\nb\n"), fp("a | b\na\nb\n"), "a primary item made secondary")

	code, _, errs := run(t, text, "cover", "-json")
	assert.Equal(t, 2, code)
	assert.Contains(t, errs, "-json writes a count: give -count too")
}

// TestSum adds up the parts of counts made by cover -count -json, with
// each engine, with -memo, on one goroutine or two, read from files and
// stdin, and checks the whole count and that the parts' nodes add up to
// the whole search's.
func TestSum(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name  string
		text  string
		count string
		parts int
		args  []string
	}{
		{"queens 8", problem.Queens(8).Text(), "92", 5, nil},
		{"queens 8 cells", problem.Queens(8).Text(), "92", 3, []string{"-engine", "cells"}},
		{"langford 8 memo", problem.Langford(8).Text(), "300", 4, []string{"-memo"}},
		{"langford 8 on 2 goroutines", problem.Langford(8).Text(), "300", 7, []string{"-j", "2"}},
		{"more parts than subtrees", knuthExample, "1", 9, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lines := countLines(t, tc.text, tc.parts, tc.args...)
			// Two files, in any order, with a progress line and a blank one between.
			a := writeFile(t, dir, "a.jsonl", strings.Join(lines[:tc.parts/2], "\n")+"\n")
			b := writeFile(t, dir, "b.jsonl", "xcover cover: 2 s: 1k nodes\n\n"+strings.Join(lines[tc.parts/2:], "\n")+"\n")
			code, out, errs := run(t, "", "sum", b, a)
			require.Equal(t, 0, code, errs)
			assert.Equal(t, tc.count+"\n", out)
			code, out, errs = run(t, strings.Join(lines, "\n"), "sum", "-stats")
			require.Equal(t, 0, code, errs)
			assert.Equal(t, tc.count+"\n", out)
			assert.Regexp(t, `^xcover sum: `+strconv.Itoa(tc.parts)+` parts: `+tc.count+` solutions, \d+ nodes, \d+ updates, [\d.]+ s of search\n$`, errs)
		})
	}
	// The parts' nodes and updates add up to the whole's, with the links.
	text := problem.Langford(8).Text()
	whole := countLines(t, text, 1)[0]
	_, _, errs := run(t, strings.Join(countLines(t, text, 6), "\n"), "sum", "-stats")
	var l countLine
	require.NoError(t, json.Unmarshal([]byte(whole), &l))
	assert.Contains(t, errs, fmt.Sprintf(" %d nodes, %d updates", l.Nodes, l.Updates))
}

// TestSumBig adds counts past 64 bits exactly.
func TestSumBig(t *testing.T) {
	line := func(part int, count string) string {
		return fmt.Sprintf(`{"fingerprint":"sha256:%s","engine":"links","heuristic":"mrv","seed":1,"memo":true,"parts":2,"part":%d,"count":"%s","nodes":1,"updates":2,"seconds":0.5}`,
			strings.Repeat("ab", 32), part, count)
	}
	code, out, errs := run(t, line(0, "18446744073709551615")+"\n"+line(1, "18446744073709551617")+"\n", "sum")
	require.Equal(t, 0, code, errs)
	assert.Equal(t, "36893488147419103232\n", out)
}

// TestSumRefuses checks that sum refuses what is not one count's parts,
// each once, with a line that says what and where.
func TestSumRefuses(t *testing.T) {
	dir := t.TempDir()
	q := countLines(t, problem.Queens(6).Text(), 3)
	other := countLines(t, problem.Queens(7).Text(), 3)
	four := countLines(t, problem.Queens(6).Text(), 4)
	cells := countLines(t, problem.Queens(6).Text(), 3, "-engine", "cells")
	file := writeFile(t, dir, "parts.jsonl", q[0]+"\n"+q[1]+"\n")
	for _, tc := range []struct {
		name  string
		stdin string
		args  []string
		err   string
	}{
		{"a part missing", q[0] + "\n" + q[2] + "\n", nil, "xcover sum: parts missing of 3: 1\n"},
		{"a part twice", q[0] + "\n" + q[1] + "\n" + q[2] + "\n" + q[1] + "\n", nil, "xcover sum: stdin: line 4: part 1 of 3 again, first read at stdin: line 2\n"},
		{"a part twice, in two files", q[2] + "\n" + q[1] + "\n", []string{file, "-"}, "xcover sum: stdin: line 2: part 1 of 3 again, first read at " + file + ": line 2\n"},
		{"another problem", q[0] + "\n" + other[1] + "\n", nil, "xcover sum: stdin: line 2: another problem (fingerprint "},
		{"another K", q[0] + "\n" + four[1] + "\n", nil, "xcover sum: stdin: line 2: another cut: 4 parts, not 3 than stdin: line 1\n"},
		{"another engine", q[0] + "\n" + cells[1] + "\n" + q[2] + "\n", nil, "xcover sum: stdin: line 2: another cut: -engine cells -heuristic mrv -seed 1, not -engine links"},
		{"bad JSON", q[0] + "\n" + `{"fingerprint": "sha256:` + "\n", nil, "xcover sum: stdin: line 2, column 24: unexpected end of JSON input\n"},
		{"a plain count", "92\n", nil, "xcover sum: stdin: line 1, column 2: not a JSON object\n"},
		{"nothing", "\n", nil, "xcover sum: no count lines read (write them with xcover cover -count -json)\n"},
		{"a missing file", "", []string{filepath.Join(dir, "none")}, "no such file or directory\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := run(t, tc.stdin, append([]string{"sum"}, tc.args...)...)
			assert.Equal(t, 1, code)
			assert.Empty(t, out)
			assert.Equal(t, 1, strings.Count(errs, "\n"), "one line: %q", errs)
			assert.Contains(t, errs, tc.err)
		})
	}
	code, _, errs := run(t, "", "sum", "-h")
	assert.Equal(t, 0, code)
	assert.Contains(t, errs, "usage: xcover sum [flags] [FILE...]")
	assert.Contains(t, errs, "-stats")
}

// TestParseCountLine checks the line parser's refusals, each naming the
// field or the column.
func TestParseCountLine(t *testing.T) {
	good := map[string]any{"fingerprint": "sha256:" + strings.Repeat("0f", 32), "engine": "links", "heuristic": "mrv", "seed": 1,
		"memo": false, "parts": 4, "part": 3, "count": "12", "nodes": 5, "updates": 9, "seconds": 0.25}
	with := func(k string, v any) []byte {
		m := map[string]any{}
		for key, val := range good {
			m[key] = val
		}
		if v == nil {
			delete(m, k)
		} else {
			m[k] = v
		}
		b, err := json.Marshal(m)
		require.NoError(t, err)
		return b
	}
	l, err := parseCountLine(with("count", "12"))
	require.NoError(t, err)
	assert.Equal(t, countLine{Fingerprint: good["fingerprint"].(string), Engine: "links", Heuristic: "mrv", Seed: 1, Parts: 4, Part: 3, Count: "12", Nodes: 5, Updates: 9, Seconds: 0.25}, l)
	for _, tc := range []struct {
		line []byte
		err  string
	}{
		{with("count", 12), `: want a JSON string, not number`},
		{with("count", "-3"), `: count "-3": want its decimal digits`},
		{with("count", ""), `: count "": want its decimal digits`},
		{with("part", 4), `: part 4: want 0 to 3`},
		{with("parts", 0), `: parts 0: want 1 to 65536`},
		{with("engine", "sparse"), `: engine "sparse": want links or cells`},
		{with("heuristic", "best"), `unknown heuristic "best"`},
		{with("fingerprint", "md5:00"), `: fingerprint "md5:00": want sha256: and 64 hex digits`},
		{with("nodes", -1), `: nodes, updates and seconds: want 0 or more`},
		{with("seed", nil), `: no "seed": not a line of xcover cover -count -json`},
		{with("extra", 1), `json: unknown field "extra"`},
		{[]byte(`[1, 2]`), `, column 1: not a JSON object`},
		{[]byte(`{"count": "1"} {}`), `, column 16: invalid character '{' after top-level value`},
	} {
		_, err := parseCountLine(tc.line)
		require.Error(t, err, string(tc.line))
		assert.Contains(t, err.Error(), tc.err, string(tc.line))
	}
}
