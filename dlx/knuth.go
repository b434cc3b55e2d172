package dlx

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The largest text and matrix ParseKnuth accepts: the longest line in
// bytes, the most items, and the most entries (item names in options, the
// 1s of the matrix). A 64x64 sudoku has 16,384 items and about a million
// entries; 4M entries take about 50 MB.
const (
	MaxKnuthLine    = 1 << 20
	MaxKnuthItems   = 1 << 17
	MaxKnuthEntries = 1 << 22
)

// knuthLimits are the matrix limits ParseKnuth enforces (tests use
// smaller ones).
type knuthLimits struct{ items, entries int }

// ParseError is a mistake in Knuth-format text, at a line and column
// (both from 1; column 0 when the whole line is meant).
type ParseError struct {
	// Line and Col are where the error is, from 1; Col counts bytes, and
	// is 0 when the error is about the whole line.
	Line, Col int
	Msg       string // what is wrong
}

// Error writes "line 3, column 7: unknown item "X"".
func (e *ParseError) Error() string {
	if e.Col == 0 {
		return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
	}
	return fmt.Sprintf("line %d, column %d: %s", e.Line, e.Col, e.Msg)
}

// token is a word of a line and the column (from 1) where it starts.
type token struct {
	text string
	col  int
}

// tokens splits a line into words separated by white space; '|' is always a
// word of its own.
func tokens(line string) []token {
	var out []token
	start := -1
	flush := func(end int) {
		if start >= 0 {
			out = append(out, token{line[start:end], start + 1})
			start = -1
		}
	}
	for i, r := range line {
		switch {
		case unicode.IsSpace(r):
			flush(i)
		case r == '|':
			flush(i)
			out = append(out, token{"|", i + 1})
		case start < 0:
			start = i
		}
	}
	flush(len(line))
	return out
}

// ParseKnuth reads a matrix in the text format of Knuth's DLX programs
// (DLX1, DLX2 and DLX3). The first line names the primary items, then a
// '|' and the secondary items, if any; a primary item may have bounds, as
// "u:v|name" (covered at least u and at most v times) or "v|name"
// (exactly v times). Each later line is an option: the names of its items,
// a secondary item with a color as "name:color", and last, as Knuth's DLX5
// reads them, costs "|n" (nonnegative integers, summed: see SetCost).
// Lines that start with '|'
// are comments; blank lines are skipped. Item names are kept; options are
// named after their items (see OptionName). A mistake is a *ParseError.
//
// A matrix over MaxKnuthItems items or MaxKnuthEntries entries is an error.
func ParseKnuth(r io.Reader) (*Problem, error) {
	return parseKnuth(r, knuthLimits{MaxKnuthItems, MaxKnuthEntries})
}

// parseKnuth is ParseKnuth within the given limits.
func parseKnuth(r io.Reader, limits knuthLimits) (*Problem, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), MaxKnuthLine)
	var m *Problem
	index := map[string]int{}
	lineNo := 0
	var items []int
	var colors []string
	var seenOn []int // the line each item was last named on, to find one named twice
	entries := 0
	for sc.Scan() {
		lineNo++
		line := sc.Text()
		if !utf8.ValidString(line) {
			return nil, &ParseError{lineNo, badUTF8(line), "text is not valid UTF-8"}
		}
		trimmed := strings.TrimSpace(line)
		if trimmed == "" || trimmed[0] == '|' {
			continue
		}
		if m == nil {
			var err error
			if m, err = parseItems(line, index, lineNo); err != nil {
				return nil, err
			}
			if m.Items() > limits.items {
				return nil, &ParseError{lineNo, 0, fmt.Sprintf("%d items; the most a matrix may have is %d", m.Items(), limits.items)}
			}
			seenOn = make([]int, m.Items())
			continue
		}
		toks := tokens(line)
		if entries += len(toks); entries > limits.entries {
			return nil, &ParseError{lineNo, 0, fmt.Sprintf("more than %d entries (item names in options): the matrix is too big", limits.entries)}
		}
		items, colors = items[:0], colors[:0]
		colored := false
		toks, cost, err := optionCost(toks, lineNo)
		if err != nil {
			return nil, err
		}
		for _, t := range toks {
			name, color, hasColor := strings.Cut(t.text, ":")
			it, ok := index[name]
			if !ok {
				return nil, &ParseError{lineNo, t.col, fmt.Sprintf("unknown item %q in option", name)}
			}
			if seenOn[it] == lineNo {
				return nil, &ParseError{lineNo, t.col, fmt.Sprintf("option names item %q twice", name)}
			}
			if hasColor {
				if err := checkColor(color); err != nil {
					return nil, &ParseError{lineNo, t.col + len(name) + 1, err.Error()}
				}
				if it < m.primary {
					return nil, &ParseError{lineNo, t.col, fmt.Sprintf("primary item %q has a color; only secondary items have colors", name)}
				}
				colored = true
			}
			seenOn[it] = lineNo
			items = append(items, it)
			colors = append(colors, color)
		}
		var k int
		if colored {
			k, err = m.AddColoredOption(items, colors)
		} else {
			k, err = m.AddOption(items...)
		}
		if err == nil && cost > 0 {
			err = m.SetCost(k, cost)
		}
		if err != nil {
			return nil, &ParseError{lineNo, 0, err.Error()}
		}
	}
	if err := sc.Err(); err != nil {
		if err == bufio.ErrTooLong {
			return nil, &ParseError{lineNo + 1, 0, fmt.Sprintf("line longer than %d bytes", MaxKnuthLine)}
		}
		return nil, err
	}
	if m == nil {
		return nil, &ParseError{max(lineNo, 1), 0, "no items: the first line must name the items"}
	}
	return m, nil
}

// optionCost takes the costs off the end of an option's words: from its
// first '|' on, each '|' followed by a nonnegative integer, as Knuth's
// DLX5 reads them, summed. It returns the words before them and the cost.
func optionCost(toks []token, lineNo int) ([]token, int64, error) {
	end := len(toks)
	for k, t := range toks {
		if t.text == "|" {
			end = k
			break
		}
	}
	var cost int64
	for k := end; k < len(toks); k += 2 {
		if toks[k].text != "|" {
			return nil, 0, &ParseError{lineNo, toks[k].col, fmt.Sprintf("%q after the option's cost: costs come last, each as |3", toks[k].text)}
		}
		if k+1 == len(toks) {
			return nil, 0, &ParseError{lineNo, toks[k].col, "'|' ends the option: a cost follows '|', as |3"}
		}
		n, err := strconv.ParseInt(toks[k+1].text, 10, 64)
		if err != nil || n < 0 || n > MaxCost || cost+n > MaxCost {
			return nil, 0, &ParseError{lineNo, toks[k+1].col, fmt.Sprintf("cost %q: want a whole number from 0 to %d", toks[k+1].text, int64(MaxCost))}
		}
		cost += n
	}
	return toks[:end], cost, nil
}

// badUTF8 returns the column (from 1) of the first invalid UTF-8 byte of line.
func badUTF8(line string) int {
	for i := 0; i < len(line); {
		r, size := utf8.DecodeRuneInString(line[i:])
		if r == utf8.RuneError && size == 1 {
			return i + 1
		}
		i += size
	}
	return 0
}

// parseItems reads the item line into a new matrix, filling index with the
// names. A primary item may have bounds, as in Knuth's DLX3: "u:v|name"
// (covered u to v times) or "v|name" (exactly v times).
func parseItems(line string, index map[string]int, lineNo int) (*Problem, error) {
	type bounded struct {
		name         string
		lower, upper int
	}
	var primary, secondary []bounded
	bar := false
	for _, w := range words(line) {
		lower, upper, name, isBound := boundSpec(w.text)
		var toks []token
		if isBound {
			toks = []token{{name, w.col + len(w.text) - len(name)}}
		} else {
			toks = tokens(w.text)
			for k := range toks {
				toks[k].col += w.col - 1
			}
		}
		for _, t := range toks {
			switch {
			case t.text == "|" && bar:
				return nil, &ParseError{lineNo, t.col, "a second '|' in the item line"}
			case t.text == "|":
				bar = true
			case strings.ContainsRune(t.text, ':'):
				return nil, &ParseError{lineNo, t.col, fmt.Sprintf("item %q: an item's name has no ':' (colors go in options, item:color)", t.text)}
			case isBound && bar:
				return nil, &ParseError{lineNo, w.col, fmt.Sprintf("secondary item %q has bounds; only primary items have them", t.text)}
			case isBound && (upper < 1 || lower > upper):
				return nil, &ParseError{lineNo, w.col, fmt.Sprintf("item %q: bounds %d:%d; want lower <= upper and upper >= 1", t.text, lower, upper)}
			default:
				if _, dup := index[t.text]; dup {
					return nil, &ParseError{lineNo, t.col, fmt.Sprintf("item %q is named twice", t.text)}
				}
				index[t.text] = len(index)
				if bar {
					secondary = append(secondary, bounded{t.text, 0, 1})
				} else if isBound {
					primary = append(primary, bounded{t.text, lower, upper})
				} else {
					primary = append(primary, bounded{t.text, 1, 1})
				}
			}
		}
	}
	if len(primary) == 0 {
		return nil, &ParseError{lineNo, 1, "the item line names no primary items"}
	}
	m := NewProblem(len(primary), len(secondary))
	for i, it := range append(primary, secondary...) {
		m.SetItemName(i, it.name)
		if i < len(primary) {
			m.SetBounds(i, it.lower, it.upper) // checked above
		}
	}
	return m, nil
}

// words splits a line into words separated by white space.
func words(line string) []token {
	var out []token
	start := -1
	for i, r := range line + " " {
		switch {
		case unicode.IsSpace(r) && start >= 0:
			out = append(out, token{line[start:i], start + 1})
			start = -1
		case !unicode.IsSpace(r) && start < 0:
			start = i
		}
	}
	return out
}

// boundSpec reads a word "u:v|name" or "v|name", a primary item with
// bounds; ok is false when the word is not one.
func boundSpec(w string) (lower, upper int, name string, ok bool) {
	spec, name, found := strings.Cut(w, "|")
	if !found || name == "" || strings.ContainsRune(name, '|') {
		return 0, 0, "", false
	}
	lo, hi, twoBounds := strings.Cut(spec, ":")
	if !twoBounds {
		lo, hi = spec, spec
	}
	lower, okLo := boundNumber(lo)
	upper, okHi := boundNumber(hi)
	return lower, upper, name, okLo && okHi
}

// boundNumber reads a bound: decimal digits, at most six of them.
func boundNumber(s string) (int, bool) {
	if s == "" || len(s) > 6 {
		return 0, false
	}
	n := 0
	for _, r := range s {
		if r < '0' || r > '9' {
			return 0, false
		}
		n = 10*n + int(r-'0')
	}
	return n, true
}

// WriteKnuth writes m in the format ParseKnuth reads, with its bounds,
// colors and costs. White space, '|' and ':' in item names become '_'. It writes
// nothing and fails when the text would not read back as m: when m has no
// primary item (the item line would start with '|', a comment), or when
// two items' names are written alike.
func (m *Problem) WriteKnuth(w io.Writer) error {
	if m.primary == 0 {
		return errors.New("Knuth's format needs at least one primary item")
	}
	names := make([]string, m.Items())
	item := make(map[string]int, len(names))
	for i := range names {
		names[i] = knuthName(m.ItemName(i))
		if j, dup := item[names[i]]; dup {
			return fmt.Errorf("items %q and %q would both be written %s: rename one", m.ItemName(j), m.ItemName(i), names[i])
		}
		item[names[i]] = i
	}
	bw := bufio.NewWriter(w)
	for i, name := range names {
		if i == m.primary {
			bw.WriteString(" |")
		}
		if i > 0 {
			bw.WriteByte(' ')
		}
		switch lower, upper := m.Bounds(i); {
		case i >= m.primary || upper == 1 && lower == 1:
		case lower == upper:
			fmt.Fprintf(bw, "%d|", upper)
		default:
			fmt.Fprintf(bw, "%d:%d|", lower, upper)
		}
		bw.WriteString(name)
	}
	bw.WriteByte('\n')
	name := func(i int) string { return names[i] }
	for k := range m.Options() {
		m.writeOption(bw, k, name)
		if c := m.Cost(k); c > 0 {
			bw.WriteString(" |")
			bw.WriteString(strconv.FormatInt(c, 10))
		}
		bw.WriteByte('\n')
	}
	return bw.Flush()
}

// knuthName makes a name safe to write as one word of Knuth's format.
func knuthName(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) || r == '|' || r == ':' {
			return '_'
		}
		return r
	}, s)
}
