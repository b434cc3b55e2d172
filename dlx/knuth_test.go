package dlx

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseKnuth(t *testing.T) {
	m, err := ParseKnuth(strings.NewReader("| a comment\n\nA B C | x y\nA x\n  B C y  \n| another\nC\n"))
	require.NoError(t, err)
	assert.Equal(t, 3, m.Primary())
	assert.Equal(t, 2, m.Secondary())
	assert.Equal(t, 3, m.Options())
	assert.Equal(t, "y", m.ItemName(4))
	assert.Equal(t, 1, m.ItemIndex("B"))
	assert.Equal(t, -1, m.ItemIndex("Z"))
	assert.Equal(t, "B C y", m.OptionName(1))
	assert.Equal(t, []int{1, 2, 4}, m.OptionItems(nil, 1))
	r := NewLinks(m).Solve(Options{})
	assert.Equal(t, int64(1), r.Solutions, "{A x} and {B C y}")
}

func TestParseKnuthBarNeedsNoSpaces(t *testing.T) {
	m, err := ParseKnuth(strings.NewReader("A B|c\nA c\nB\n"))
	require.NoError(t, err)
	assert.Equal(t, 2, m.Primary())
	assert.Equal(t, 1, m.Secondary())
	assert.Equal(t, int64(1), NewLinks(m).Solve(Options{}).Solutions)
}

func TestParseKnuthErrors(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"empty", "", "line 1: no items"},
		{"only comments", "| nothing\n|\n", "line 2: no items"},
		{"unknown item", "A B\nA C\n", `line 2, column 3: unknown item "C" in option`},
		{"item twice in option", "A B\nB A B\n", `line 2, column 5: option names item "B" twice`},
		{"duplicate name", "A B A\n", `line 1, column 5: item "A" is named twice`},
		{"two bars", "A | B | C\n", "line 1, column 7: a second '|' in the item line"},
		{"no primary", "  | x y\n", "no items"},
		{"color of an unknown item", "A | x\nA y:red\n", `line 2, column 3: unknown item "y" in option`},
		{"color in item line", "A | x:red\n", `line 1, column 5: item "x:red": an item's name has no ':'`},
		{"color of a primary item", "A | x\nA:red x\n", `line 2, column 1: primary item "A" has a color`},
		{"empty color", "A | x\nA x:\n", `line 2, column 5: color "": a color is a name`},
		{"color with a colon", "A | x\nA x:a:b\n", `line 2, column 5: color "a:b"`},
		{"bounds on a secondary item", "A | 2|x\n", `line 1, column 5: secondary item "x" has bounds`},
		{"upper bound zero", "0|A\n", `line 1, column 1: item "A": bounds 0:0`},
		{"lower above upper", "B 3:2|A\n", `line 1, column 3: item "A": bounds 3:2`},
		{"bounded name with a colon", "2|A:b\n", `line 1, column 3: item "A:b": an item's name has no ':'`},
		{"primary missing before bar", "| x\n", "no items"},
		{"bad utf-8", "A B\nA \xff\n", "line 2, column 3: text is not valid UTF-8"},
		{"cost not a number", "A B\nA |x\n", `line 2, column 4: cost "x": want a whole number`},
		{"negative cost", "A B\nA |-3\n", `line 2, column 4: cost "-3": want a whole number`},
		{"fractional cost", "A B\nA |2.5\n", `line 2, column 4: cost "2.5"`},
		{"cost too big", "A B\nA |99999999999999999999\n", `line 2, column 4: cost "99999999999999999999"`},
		{"bar with no cost", "A B\nA B |\n", "line 2, column 5: '|' ends the option"},
		{"item after a cost", "A B\nA |3 B\n", `line 2, column 6: "B" after the option's cost`},
		{"bad utf-8 after a replacement character", "A B\n\uFFFD A \xff\n", "line 2, column 7: text is not valid UTF-8"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseKnuth(strings.NewReader(tc.text))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

// TestParseKnuthCosts reads options' costs as DLX5 does, "|n" at the
// end, summed, and writes them back.
func TestParseKnuthCosts(t *testing.T) {
	p, err := ParseKnuth(strings.NewReader("a b | s\na b |3\na s:x |1 |2\nb\nb |0\n"))
	require.NoError(t, err)
	require.True(t, p.HasCosts())
	assert.Equal(t, []int64{3, 3, 0, 0}, []int64{p.Cost(0), p.Cost(1), p.Cost(2), p.Cost(3)})
	assert.Equal(t, "a s:x", p.OptionText(1))
	var text bytes.Buffer
	require.NoError(t, p.WriteKnuth(&text))
	assert.Equal(t, "a b | s\na b |3\na s:x |3\nb\nb\n", text.String())
	plain, err := ParseKnuth(strings.NewReader("a\na\n"))
	require.NoError(t, err)
	assert.False(t, plain.HasCosts())
}

func TestParseKnuthLimits(t *testing.T) {
	small := knuthLimits{items: 3, entries: 5}
	_, err := parseKnuth(strings.NewReader("A B | c\nA c\nB\nA B\n"), small)
	require.NoError(t, err, "exactly at the limits")
	_, err = parseKnuth(strings.NewReader("A B | c d\n"), small)
	assert.EqualError(t, err, "line 1: 4 items; the most a matrix may have is 3")
	_, err = parseKnuth(strings.NewReader("A B | c\nA c\n| comment\nB\n\nA B c\n"), small)
	assert.EqualError(t, err, "line 6: more than 5 entries (item names in options): the matrix is too big")

	// The real limits: an item line too long for them.
	names := make([]string, MaxKnuthItems+1)
	for i := range names {
		names[i] = strconv.Itoa(i)
	}
	_, err = ParseKnuth(strings.NewReader(strings.Join(names, " ") + "\n"))
	assert.EqualError(t, err, fmt.Sprintf("line 1: %d items; the most a matrix may have is %d", MaxKnuthItems+1, MaxKnuthItems))
}

func TestParseKnuthLongLine(t *testing.T) {
	_, err := ParseKnuth(strings.NewReader("A\n" + strings.Repeat("A", MaxKnuthLine+1) + "\n"))
	assert.ErrorContains(t, err, "line 2: line longer than")
}

func TestKnuthRoundTrip(t *testing.T) {
	for name, m := range map[string]*Problem{"seed": seedMatrix(t), "queens 5": queens(5)} {
		t.Run(name, func(t *testing.T) {
			var buf bytes.Buffer
			require.NoError(t, m.WriteKnuth(&buf))
			back, err := ParseKnuth(&buf)
			require.NoError(t, err)
			var again bytes.Buffer
			require.NoError(t, back.WriteKnuth(&again))
			var first bytes.Buffer
			require.NoError(t, m.WriteKnuth(&first))
			assert.Equal(t, first.String(), again.String())
			assert.Equal(t, NewLinks(m).Solve(Options{}).Solutions, NewLinks(back).Solve(Options{}).Solutions)
			assert.Equal(t, m.Primary(), back.Primary())
			assert.Equal(t, m.Secondary(), back.Secondary())
		})
	}
}

func TestKnuthColorsAndBounds(t *testing.T) {
	text := "| bounds and colors\n2:3|A 1|B 0:1|C D | x y\nA x:red\nA B x:red y:blue\nC y\nD C y:blue\n"
	m, err := ParseKnuth(strings.NewReader(text))
	require.NoError(t, err)
	assert.True(t, m.HasColors())
	assert.True(t, m.HasBounds())
	assert.Equal(t, "M", m.Algorithm())
	for i, want := range [][2]int{{2, 3}, {1, 1}, {0, 1}, {1, 1}, {0, 1}, {0, 1}} {
		lower, upper := m.Bounds(i)
		assert.Equal(t, want, [2]int{lower, upper}, "item %s", m.ItemName(i))
	}
	assert.Equal(t, "blue", m.OptionColor(1, 5))
	assert.Equal(t, "red", m.OptionColor(1, 4))
	assert.Equal(t, "", m.OptionColor(2, 5), "no color")
	assert.Equal(t, "", m.OptionColor(0, 5), "not in the option")
	var buf bytes.Buffer
	require.NoError(t, m.WriteKnuth(&buf))
	written := buf.String()
	assert.Equal(t, "2:3|A B 0:1|C D | x y\nA x:red\nA B x:red y:blue\nC y\nD C y:blue\n", written)
	back, err := ParseKnuth(&buf)
	require.NoError(t, err)
	var again bytes.Buffer
	require.NoError(t, back.WriteKnuth(&again))
	assert.Equal(t, written, again.String())

	colored, err := ParseKnuth(strings.NewReader("A B | x\nA x:1\nB x:1\nB x:2\n"))
	require.NoError(t, err)
	assert.Equal(t, "C", colored.Algorithm())
	assert.False(t, colored.HasBounds())
	assert.Equal(t, int64(1), NewLinks(colored).Solve(Options{}).Solutions, "{A x:1, B x:1}")
}

func TestWriteKnuthMakesNamesSafe(t *testing.T) {
	m := NewProblem(2, 1)
	m.SetItemName(0, "row 1")
	m.SetItemName(1, "a|b")
	m.SetItemName(2, "c:d")
	m.AddOption(0, 2)
	m.AddOption(1)
	var buf bytes.Buffer
	require.NoError(t, m.WriteKnuth(&buf))
	assert.Equal(t, "row_1 a_b | c_d\nrow_1 c_d\na_b\n", buf.String())
}

// TestWriteKnuthRefuses checks WriteKnuth fails, writing nothing, for the
// problems its text would not read back as.
func TestWriteKnuthRefuses(t *testing.T) {
	clash := NewProblem(2, 0)
	clash.SetItemName(0, "a b")
	clash.SetItemName(1, "a_b")
	unnamed := NewProblem(2, 0) // item 0 is written 0, as item 1 is named
	unnamed.SetItemName(1, "0")
	for _, tc := range []struct {
		name string
		m    *Problem
		want string
	}{
		{"names alike once written", clash, `items "a b" and "a_b" would both be written a_b`},
		{"a name like an unnamed item's number", unnamed, `items "0" and "0" would both be written 0`},
		{"no primary item", NewProblem(0, 2), "at least one primary item"},
	} {
		var buf bytes.Buffer
		err := tc.m.WriteKnuth(&buf)
		require.Error(t, err, tc.name)
		assert.Contains(t, err.Error(), tc.want, tc.name)
		assert.Zero(t, buf.Len(), tc.name)
	}
}

func FuzzParseKnuth(f *testing.F) {
	f.Add(seedText)
	f.Add("A B | c\nA c\nB\n")
	f.Add("A\nA A\n")
	f.Add("| only a comment\n")
	f.Add("A B\nA Z\n")
	f.Add("2:3|A 1|B C | x y\nA x:red\nA B x:red y:blue\nC y\nA C y:blue\n")
	f.Add("0:2|p q | s\np s:a\np q s:a\nq s:b\n")
	f.Add("1|A B|c\nA c:x:y\n")
	f.Add("A B | c\nA |3\nB c:x |1 |2\nA B |\n")
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ParseKnuth(strings.NewReader(text))
		if err != nil {
			if _, ok := err.(*ParseError); !ok {
				t.Fatalf("error %v is not a *ParseError", err)
			}
			return
		}
		var buf bytes.Buffer
		if err := m.WriteKnuth(&buf); err != nil {
			t.Fatal(err)
		}
		back, err := ParseKnuth(&buf)
		if err != nil {
			t.Fatalf("written problem does not parse back: %v\n%s", err, buf.String())
		}
		for k := range m.Options() {
			if back.Cost(k) != m.Cost(k) {
				t.Fatalf("round trip changed option %d's cost from %d to %d", k, m.Cost(k), back.Cost(k))
			}
		}
		if back.Options() != m.Options() || back.Items() != m.Items() || back.Algorithm() != m.Algorithm() {
			t.Fatalf("round trip changed the problem: %d/%d options, %d/%d items, algorithm %s/%s", back.Options(), m.Options(), back.Items(), m.Items(), back.Algorithm(), m.Algorithm())
		}
		r := NewLinks(m).Solve(Options{NodeBudget: 10000})
		if r.Nodes > 10000 {
			t.Fatalf("node budget overrun: %d", r.Nodes)
		}
		if rb := NewLinks(back).Solve(Options{NodeBudget: 10000}); rb.Solutions != r.Solutions || rb.Nodes != r.Nodes {
			t.Fatalf("round trip changed the search: %v, then %v", r.Stats, rb.Stats)
		}
	})
}
