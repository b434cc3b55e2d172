package cli

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/dlx"
	"xcover/sudoku"
	"xcover/sudoku/format"
	"xcover/sudoku/solve"
)

// run runs the command line with stdin and returns its exit code, stdout and stderr.
func run(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Main(Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errb}, args)
	return code, out.String(), errb.String()
}

const (
	easy       = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"
	easySolved = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	several    = "8.........95.......76.........426798...571243...893165......916....3.487....1.532"
	unsolvable = "12345678........9" + "................................................................"
	// hardest is the forum's hardest: plain backtracking needs far more than
	// a small budget of nodes for it.
	hardest = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"
)

func TestSolveBatch(t *testing.T) {
	input := strings.Join([]string{
		"# a comment",
		easy,
		"12345",
		several,
		unsolvable,
		strings.ReplaceAll(easy, "0", "."),
	}, "\n") + "\n"
	code, out, errs := run(t, input, "solve", "-j", "2")
	assert.Equal(t, 1, code, "a bad line fails the run")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	require.Len(t, lines, 5, "one line per puzzle, the bad one included")
	assert.Equal(t, easySolved, lines[0])
	assert.Equal(t, "error", lines[1])
	assert.True(t, strings.HasSuffix(lines[2], " multiple"), lines[2])
	assert.Equal(t, "unsolvable", lines[3])
	assert.Equal(t, easySolved, lines[4], "a '.' puzzle gets digits too")
	assert.Contains(t, errs, "stdin:3")
	assert.Contains(t, errs, "5 puzzles: 3 solved (1 with several solutions, 0 not proven unique), 1 unsolvable, 0 over budget, 1 error;")
}

func TestSolveNumbersOnOneLine(t *testing.T) {
	code, out, _ := run(t, "1 0 3 0 0 4 0 2 2 0 0 1 0 1 0 3\n\n1 0 3 0 0 4 0 2 2 0 0 1 0 1 0 3\n", "solve", "-first")
	assert.Equal(t, 0, code)
	assert.Equal(t, strings.Repeat("1 2 3 4 3 4 1 2 2 3 4 1 4 1 2 3\n", 2), out, "one line per puzzle, as it came")
}

func TestSolveDashIsStdin(t *testing.T) {
	code, out, _ := run(t, easy+"\n", "solve", "-first", "-")
	assert.Equal(t, 0, code)
	assert.Equal(t, easySolved+"\n", out)
}

func TestSolveKeepsStyle(t *testing.T) {
	grid := "4 . | . .\n. . | 4 .\n----+----\n. 4 | . .\n. . | . 4\n"
	code, out, _ := run(t, grid, "solve", "-first")
	require.Equal(t, 0, code)
	g, st, err := format.Parse(out, format.Options{})
	require.NoError(t, err)
	assert.Equal(t, format.GridLines, st.Layout)
	assert.True(t, st.Separators)
	assert.Contains(t, out, "|")
	assert.True(t, g.IsSolved())
}

// TestSolveCountAndStats counts, and checks that -stats writes each
// puzzle's search on stderr, named by its line, before the summary,
// leaving stdout to the results.
func TestSolveCountAndStats(t *testing.T) {
	code, out, errs := run(t, strings.Repeat(".", 16)+"\n"+easy+"\n", "solve", "-count", "-stats", "-j", "2")
	require.Equal(t, 0, code)
	assert.Equal(t, "1234341221434321 288 solutions\n"+easySolved+"\n", out)
	lines := strings.Split(strings.TrimSuffix(errs, "\n"), "\n")
	require.Len(t, lines, 3, errs)
	assert.Regexp(t, `^xcover solve: stdin:1: \d+ nodes, \d+ guesses, \d+ placements, \d+ eliminations, \d+ updates, \S+$`, lines[0])
	assert.Regexp(t, `^xcover solve: stdin:2: \d+ nodes?, \d+ guess(es)?, \d+ placements?, \d+ eliminations?, \d+ updates?, \S+$`, lines[1])
	assert.Regexp(t, `^2 puzzles: 2 solved`, lines[2])
	code, out, _ = run(t, strings.Repeat(".", 16)+"\n", "solve", "-max", "5")
	require.Equal(t, 0, code)
	assert.Contains(t, out, " multiple")
}

func TestSolveBudget(t *testing.T) {
	code, out, errs := run(t, hardest+"\n", "solve", "-budget", "5")
	assert.Equal(t, 0, code)
	assert.Equal(t, "node budget spent\n", out)
	assert.Contains(t, errs, "1 over budget")

	// Backtracking finds easy's solution at node 4,209 and proves it unique
	// at 4,632: a budget between the two leaves it solved, unproven.
	code, out, errs = run(t, easy+"\n", "solve", "-method", "backtrack", "-budget", "4400")
	assert.Equal(t, 0, code)
	assert.Equal(t, easySolved+" (node budget spent)\n", out)
	assert.Contains(t, errs, "1 puzzle: 1 solved (0 with several solutions, 1 not proven unique), 0 unsolvable, 0 over budget")
}

func TestSolveShapeFlags(t *testing.T) {
	six := "1.....\n..2.3.\n.3....\n....4.\n.5.6..\n.....2\n"
	code, out, _ := run(t, six, "solve", "-box", "3x2", "-first")
	require.Equal(t, 0, code)
	g, _, err := format.Parse(out, format.Options{Shape: sudoku.Shape{BoxRows: 3, BoxCols: 2}})
	require.NoError(t, err)
	assert.True(t, g.IsSolved())
	for _, args := range [][]string{
		{"solve", "-box", "3by2"},
		{"solve", "-size", "9", "-box", "2x3"},
		{"solve", "-max", "0"},
		{"solve", "-heuristic", "best"},
		{"solve", "-nope"},
	} {
		code, _, errs := run(t, "", args...)
		assert.Equal(t, 2, code, "%v", args)
		assert.NotEmpty(t, errs)
	}
}

func TestSolveFiles(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.txt")
	require.NoError(t, os.WriteFile(a, []byte(easy+"\n"+easy+"\n"), 0o644))
	code, out, errs := run(t, "", "solve", a, filepath.Join(dir, "missing.txt"), a)
	assert.Equal(t, 1, code)
	assert.Equal(t, strings.Repeat(easySolved+"\n", 2)+"error\n"+strings.Repeat(easySolved+"\n", 2), out)
	assert.Contains(t, errs, "missing.txt")
}

// TestSolveParallelKeepsOrder solves 2,000 17-clue puzzles on one worker
// and on four and checks the outputs are the same, line for line, and valid.
func TestSolveParallelKeepsOrder(t *testing.T) {
	f, err := os.Open("../testdata/sudoku17-49151.txt.gz")
	require.NoError(t, err)
	defer f.Close()
	zr, err := gzip.NewReader(f)
	require.NoError(t, err)
	var in strings.Builder
	sc := bufio.NewScanner(zr)
	var puzzles []string
	for sc.Scan() && len(puzzles) < 2000 {
		puzzles = append(puzzles, sc.Text())
		in.WriteString(sc.Text() + "\n")
	}
	code1, out1, _ := run(t, in.String(), "solve", "-j", "1")
	code4, out4, _ := run(t, in.String(), "solve", "-j", "4")
	require.Equal(t, 0, code1)
	require.Equal(t, 0, code4)
	assert.Equal(t, out1, out4)
	lines := strings.Split(strings.TrimSuffix(out1, "\n"), "\n")
	require.Len(t, lines, len(puzzles))
	for i, line := range lines {
		p, _, err := format.Parse(puzzles[i], format.Options{})
		require.NoError(t, err)
		s, _, err := format.Parse(line, format.Options{})
		require.NoError(t, err, "line %d: %q", i+1, line)
		require.True(t, s.Solves(p), "line %d", i+1)
	}
}

func TestMainUsage(t *testing.T) {
	code, _, errs := run(t, "")
	assert.Equal(t, 2, code)
	assert.Contains(t, errs, "usage: xcover COMMAND")
	code, _, errs = run(t, "", "frobnicate")
	assert.Equal(t, 2, code)
	assert.Contains(t, errs, `unknown command "frobnicate"`)
	code, out, _ := run(t, "", "help")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "solve")
}

// TestSolveMethods solves the same puzzles with every method: the same
// lines, but for the reason a method gives for "unsolvable".
func TestSolveMethods(t *testing.T) {
	input := strings.Join([]string{easy, several, unsolvable, strings.Repeat(".", 16)}, "\n") + "\n"
	for _, m := range solve.Methods {
		code, out, errs := run(t, input, "solve", "-method", m.String())
		require.Equal(t, 0, code, m.String())
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		require.Len(t, lines, 4)
		assert.Equal(t, easySolved, lines[0], m.String())
		assert.True(t, strings.HasSuffix(lines[1], " multiple"), lines[1])
		assert.True(t, strings.HasSuffix(lines[3], " multiple"), lines[3])
		if m == solve.Candidates || m == solve.Logic || m == solve.Rules {
			assert.Equal(t, "unsolvable (r1c9 has no candidates)", lines[2], m.String())
		} else {
			assert.Equal(t, "unsolvable", lines[2], m.String())
		}
		assert.Contains(t, errs, "4 puzzles: 3 solved (2 with several solutions, 0 not proven unique), 1 unsolvable, 0 over budget, 0 errors")

		code, out, errs = run(t, strings.Repeat(".", 16)+"\n", "solve", "-method", m.String(), "-count", "-stats")
		require.Equal(t, 0, code)
		assert.Equal(t, "1234341221434321 288 solutions\n", out, m.String())
		updates := ""
		if m == solve.DLX {
			updates = `, \d+ updates`
		}
		assert.Regexp(t, `^xcover solve: stdin:1: \d+ nodes, \d+ guesses, \d+ placements, \d+ eliminations`+updates+`, \S+\n\d puzzle: `, errs, m.String())
	}
	code, out, errs := run(t, easy+"\n", "solve", "-method", "logic", "-tuples", "1", "-stats")
	require.Equal(t, 0, code)
	assert.Equal(t, easySolved+"\n", out)
	assert.Contains(t, errs, "xcover solve: stdin:1: 1 node, 0 guesses, ", "singles alone solve it at the root")

	code, out, errs = run(t, hardest+"\n", "solve", "-method", "backtrack", "-budget", "1000")
	assert.Equal(t, 0, code)
	assert.Equal(t, "node budget spent\n", out)
	assert.Contains(t, errs, "1 over budget")
}

// TestSolveList lists the solutions of a puzzle with several, as the
// rules method's seed does, with every method.
func TestSolveList(t *testing.T) {
	// a solved grid with a rectangle of 7s and 6s blanked: two solutions
	rectangle := "534..8912672195348198342567859..1423426853791713924856961537284287419635345286179"
	for _, m := range solve.Methods {
		code, out, _ := run(t, rectangle+"\n", "solve", "-method", m.String(), "-count", "-list")
		require.Equal(t, 0, code)
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		require.Len(t, lines, 3, m.String())
		assert.True(t, strings.HasSuffix(lines[0], " 2 solutions"), lines[0])
		p, _, err := format.Parse(rectangle, format.Options{})
		require.NoError(t, err)
		seen := map[string]bool{}
		for _, l := range lines[1:] {
			require.True(t, strings.HasPrefix(l, "  "), l)
			g, _, err := format.Parse(strings.TrimSpace(l), format.Options{})
			require.NoError(t, err)
			assert.True(t, g.Solves(p), m.String())
			seen[l] = true
		}
		assert.Len(t, seen, 2, "two different solutions")
	}
	code, out, _ := run(t, strings.Repeat(".", 16)+"\n", "solve", "-method", "rules", "-count", "-list")
	require.Equal(t, 0, code)
	assert.Equal(t, 1, strings.Count(out, "\n"), "288 solutions are too many to list")
}

func TestSolveMethodFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		err  string
	}{
		{[]string{"-method", "guess"}, `-method: unknown method "guess"`},
		{[]string{"-method", "logic", "-heuristic", "first"}, "-heuristic applies to -method dlx only, not logic"},
		{[]string{"-method", "rules", "-seed", "3"}, "-seed applies to -method dlx only, not rules"},
		{[]string{"-tuples", "2"}, "-tuples applies to -method logic only, not dlx"},
		{[]string{"-method", "logic", "-tuples", "5"}, "-tuples 5: must be between 1 and 4"},
	} {
		code, _, errs := run(t, "", append([]string{"solve"}, tc.args...)...)
		assert.Equal(t, 2, code, "%v", tc.args)
		assert.Contains(t, errs, tc.err)
	}
}

// TestTallyCount puts each kind of outcome in its column.
func TestTallyCount(t *testing.T) {
	for _, tc := range []struct {
		name      string
		solutions int64
		stop      dlx.Stop
		want      tally
	}{
		{"unique", 1, dlx.Exhausted, tally{solved: 1}},
		{"first solution asked for", 1, dlx.SolutionLimit, tally{solved: 1}},
		{"several", 2, dlx.SolutionLimit, tally{solved: 1, multiple: 1}},
		{"several, then the budget", 3, dlx.NodeBudget, tally{solved: 1, multiple: 1}},
		{"one, then the budget", 1, dlx.NodeBudget, tally{solved: 1, unproven: 1}},
		{"one, then canceled", 1, dlx.Canceled, tally{solved: 1, unproven: 1}},
		{"none", 0, dlx.Exhausted, tally{unsolvable: 1}},
		{"none within the budget", 0, dlx.NodeBudget, tally{budget: 1}},
		{"none before the cancel", 0, dlx.Canceled, tally{canceled: 1}},
	} {
		var got tally
		got.count(solve.Outcome{Solutions: tc.solutions, Stop: tc.stop})
		tc.want.puzzles = 1
		assert.Equal(t, tc.want, got, tc.name)
	}
}

func TestCompare(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "p.txt")
	require.NoError(t, os.WriteFile(f, []byte(strings.Join([]string{easy, several, unsolvable, hardest}, "\n")+"\n"), 0o644))
	code, out, _ := run(t, "", "compare", "-budget", "100000", f)
	require.Equal(t, 0, code)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	require.Len(t, lines, 2+len(solve.Methods))
	assert.Equal(t, "4 puzzles from "+f+"; node budget 100000", lines[0])
	assert.Equal(t, []string{"method", "puzzles", "solved", "unsolvable", "multiple", "unproven", "over", "budget", "nodes", "nodes/puzzle", "puzzles/s"}, strings.Fields(lines[1]))
	rows := map[string][]string{}
	for _, l := range lines[2:] {
		f := strings.Fields(l)
		rows[f[0]] = f[1:7]
	}
	for _, m := range []string{"dlx", "logic", "rules"} {
		assert.Equal(t, []string{"4", "3", "1", "1", "0", "0"}, rows[m], m)
	}
	for _, m := range []string{"backtrack", "candidates"} {
		assert.Equal(t, []string{"4", "2", "1", "1", "0", "1"}, rows[m], "%s: the hardest puzzle is over budget", m)
	}
	for _, args := range [][]string{{"compare"}, {"compare", "-methods", "dlx,nope", f}, {"compare", "-nope"}} {
		code, _, errs := run(t, "", args...)
		assert.Equal(t, 2, code, "%v", args)
		assert.NotEmpty(t, errs)
	}
	code, _, errs := run(t, "", "compare", filepath.Join(dir, "missing.txt"))
	assert.Equal(t, 1, code)
	assert.Contains(t, errs, "missing.txt")

	// A bad puzzle is told and left out, as solve does; the rest is compared.
	bad := filepath.Join(dir, "bad.txt")
	require.NoError(t, os.WriteFile(bad, []byte(easy+"\n12345\n"+several+"\n"), 0o644))
	code, out, errs = run(t, "", "compare", "-methods", "dlx", bad)
	assert.Equal(t, 1, code)
	assert.Contains(t, errs, bad+":2:")
	assert.Contains(t, out, "2 puzzles from "+bad)
}

// TestFlagErrors checks that flags that make no sense are refused with a
// usage error naming them, or, for a folder without data, a failure.
func TestFlagErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"solve", "-j", "-1"}, 2, "-j -1: want 1 to 1024"},
		{[]string{"solve", "-j", "1000000000"}, 2, "-j 1000000000: want 1 to 1024"},
		{[]string{"solve", "-first", "-count"}, 2, "-first and -count"},
		{[]string{"solve", "-count", "-max", "3"}, 2, "-max does not go with -first or -count"},
		{[]string{"solve", "-budget", "-1"}, 2, "-budget -1: want 0"},
		{[]string{"solve", "-box", "2x2x"}, 2, `-box "2x2x": want ROWSxCOLS`},
		{[]string{"compare", "-methods", "dlx,dlx", "f.txt"}, 2, "dlx is listed twice"},
		{[]string{"compare", "-budget", "-5", "f.txt"}, 2, "-budget -5: want 0"},
		{[]string{"bench", "-j", "-3"}, 2, "-j -3: want 1 to 1024"},
		{[]string{"bench", "-rounds", "0"}, 2, "-rounds 0: want at least 1"},
		{[]string{"bench", "extra"}, 2, `unexpected argument "extra"`},
		{[]string{"bench", "-data", "no-such-folder"}, 1, "no puzzle set in no-such-folder"},
	} {
		code, _, errs := run(t, "", tc.args...)
		assert.Equal(t, tc.code, code, "%v", tc.args)
		assert.Contains(t, errs, tc.want, "%v", tc.args)
	}
}
