package problem

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"xcover/dlx"
)

// Sheet is an exact cover problem as the matrix editor holds it: named
// items (the columns), primary ones first, then the secondary ones, and
// options (the rows), each a list of columns. It is plain data: the editor
// changes it, Problem builds the exact cover problem from it, Text writes it in
// Knuth's format and ParseSheet reads it back.
type Sheet struct {
	Items   []Column
	Options []Row
}

// Column is an item of a Sheet. A primary item may have bounds, as in
// Knuth's Algorithm M: covered at least Lower and at most Upper times;
// Upper 0 means none (exactly once).
type Column struct {
	Name         string
	Secondary    bool
	Lower, Upper int
}

// Bounded reports whether the item has bounds other than exactly once.
func (c Column) Bounded() bool { return c.Upper > 0 && (c.Lower != 1 || c.Upper != 1) }

// Head is the item as Knuth's item line writes it: its name, after its
// bounds when it has some ("2:3|a", "2|a" for exactly twice).
func (c Column) Head() string {
	switch {
	case !c.Bounded():
		return c.Name
	case c.Lower == c.Upper:
		return fmt.Sprintf("%d|%s", c.Upper, c.Name)
	}
	return fmt.Sprintf("%d:%d|%s", c.Lower, c.Upper, c.Name)
}

// Row is an option of a Sheet: its name ("" for none: it is then called by
// its items' names) and its items, as column indexes in the order given.
// Colors, when not nil, runs beside Items: the color the option gives each
// item ("" for none), as in Knuth's Algorithm C; only secondary items take
// one. Cost is what choosing it costs, as in Knuth's DLX5 (0: none).
type Row struct {
	Name   string
	Items  []int
	Colors []string
	Cost   int64
}

// Color returns the color option r gives item c, "" for none.
func (s Sheet) Color(r, c int) string {
	row := s.Options[r]
	if i := slices.Index(row.Items, c); i >= 0 && i < len(row.Colors) {
		return row.Colors[i]
	}
	return ""
}

// SetColor gives item c, which option r must have, the color ("" for
// none) in option r.
func (s *Sheet) SetColor(r, c int, color string) {
	row := &s.Options[r]
	i := slices.Index(row.Items, c)
	if i < 0 {
		return
	}
	if row.Colors == nil {
		if color == "" {
			return
		}
		row.Colors = make([]string, len(row.Items))
	}
	row.Colors[i] = color
	if !slices.ContainsFunc(row.Colors, func(c string) bool { return c != "" }) {
		row.Colors = nil
	}
}

// dropColors takes item c's colors out of every option.
func (s *Sheet) dropColors(c int) {
	for r := range s.Options {
		s.SetColor(r, c, "")
	}
}

// NameMark starts a comment line of Knuth's format that names the option on
// the next line: "|= A". Knuth's programs skip it as a comment.
const NameMark = "|="

// Clone returns a deep copy of s.
func (s Sheet) Clone() Sheet {
	c := Sheet{Items: slices.Clone(s.Items), Options: slices.Clone(s.Options)}
	for k := range c.Options {
		c.Options[k].Items = slices.Clone(c.Options[k].Items)
		c.Options[k].Colors = slices.Clone(c.Options[k].Colors)
	}
	return c
}

// Primary is the number of primary items.
func (s Sheet) Primary() int {
	n := 0
	for _, c := range s.Items {
		if !c.Secondary {
			n++
		}
	}
	return n
}

// Has reports whether option r contains item c.
func (s Sheet) Has(r, c int) bool { return slices.Contains(s.Options[r].Items, c) }

// Toggle puts item c into option r, or takes it out.
func (s *Sheet) Toggle(r, c int) {
	row := &s.Options[r]
	if i := slices.Index(row.Items, c); i >= 0 {
		row.Items = slices.Delete(row.Items, i, i+1)
		if row.Colors != nil {
			row.Colors = slices.Delete(row.Colors, i, i+1)
		}
	} else {
		row.Items = append(row.Items, c)
		if row.Colors != nil {
			row.Colors = append(row.Colors, "")
		}
	}
}

// AddOption appends an empty option and returns its index.
func (s *Sheet) AddOption() int {
	s.Options = append(s.Options, Row{})
	return len(s.Options) - 1
}

// RemoveOption deletes option r.
func (s *Sheet) RemoveOption(r int) { s.Options = slices.Delete(s.Options, r, r+1) }

// AddItem appends a primary item with a fresh name (the smallest number no
// item is called) after the other primary items, and returns its index.
func (s *Sheet) AddItem() int {
	name := ""
	for n := len(s.Items); name == ""; n++ {
		name = fmt.Sprint(n)
		if s.itemIndex(name) >= 0 {
			name = ""
		}
	}
	at := s.Primary()
	s.Items = slices.Insert(s.Items, at, Column{Name: name})
	s.renumber(func(c int) int {
		if c >= at {
			return c + 1
		}
		return c
	})
	return at
}

// RemoveItem deletes item c and takes it out of every option.
func (s *Sheet) RemoveItem(c int) {
	s.Items = slices.Delete(s.Items, c, c+1)
	for k := range s.Options {
		if i := slices.Index(s.Options[k].Items, c); i >= 0 {
			s.Toggle(k, c)
		}
	}
	s.renumber(func(x int) int {
		if x > c {
			return x - 1
		}
		return x
	})
}

// SetSecondary makes item c secondary or primary. The item moves to the
// end of the primary items, or to the start of the secondary ones, since
// the primary items come first; it returns the item's new index. A
// secondary item loses its bounds, a primary one its colors.
func (s *Sheet) SetSecondary(c int, secondary bool) int {
	col := s.Items[c]
	col.Secondary = secondary
	if secondary {
		col.Lower, col.Upper = 0, 0
	} else {
		s.dropColors(c)
	}
	rest := slices.Delete(slices.Clone(s.Items), c, c+1)
	at := 0
	for at < len(rest) && !rest[at].Secondary {
		at++
	}
	s.Items = slices.Insert(rest, at, col)
	s.renumber(func(x int) int {
		switch {
		case x == c:
			return at
		case x > c && x <= at:
			return x - 1
		case x < c && x >= at:
			return x + 1
		}
		return x
	})
	return at
}

// renumber maps every option's item indexes through f.
func (s *Sheet) renumber(f func(int) int) {
	for k := range s.Options {
		for j, c := range s.Options[k].Items {
			s.Options[k].Items[j] = f(c)
		}
	}
}

// itemIndex returns the item with the given name, or -1.
func (s Sheet) itemIndex(name string) int {
	return slices.IndexFunc(s.Items, func(c Column) bool { return c.Name == name })
}

// OptionName is option r's name, or its items' names when it has none.
func (s Sheet) OptionName(r int) string {
	if name := s.Options[r].Name; name != "" {
		return name
	}
	names := make([]string, len(s.Options[r].Items))
	for j, c := range s.Options[r].Items {
		names[j] = s.Items[c].Name
	}
	return strings.Join(names, " ")
}

// Check returns what stops the sheet from being a problem, naming the row
// or column (both from 1, as the editor shows them), or nil.
func (s Sheet) Check() error {
	if s.Primary() == 0 {
		return fmt.Errorf("no primary items: add a column, or make one primary")
	}
	columns := make(map[string]int, len(s.Items))
	for c, col := range s.Items {
		switch {
		case col.Name == "":
			return fmt.Errorf("column %d has no name", c+1)
		case strings.ContainsFunc(col.Name, badNameRune):
			return fmt.Errorf("column %d: item name %q may not hold spaces, '|' or ':'", c+1, col.Name)
		}
		if d, dup := columns[col.Name]; dup {
			return fmt.Errorf("columns %d and %d are both named %q", d+1, c+1, col.Name)
		}
		columns[col.Name] = c
		if col.Secondary && c < s.Primary() {
			return fmt.Errorf("column %d: secondary items come after the primary ones", c+1)
		}
		if col.Upper != 0 && (col.Secondary || col.Upper < 1 || col.Lower < 0 || col.Lower > col.Upper) {
			return fmt.Errorf("column %d: bounds %d:%d; a primary item's bounds are u:v with 0 <= u <= v and v >= 1", c+1, col.Lower, col.Upper)
		}
	}
	named := map[string]int{}
	seen := make([]int, len(s.Items)) // seen[c] is r+1 once row r has named column c
	for r, row := range s.Options {
		if len(row.Items) == 0 {
			return fmt.Errorf("row %d (option %q) is empty: give it an item", r+1, s.OptionName(r))
		}
		if row.Name != "" {
			if d, dup := named[row.Name]; dup {
				return fmt.Errorf("rows %d and %d are both named %q", d+1, r+1, row.Name)
			}
			named[row.Name] = r
		}
		for _, c := range row.Items {
			if c < 0 || c >= len(s.Items) {
				return fmt.Errorf("row %d names column %d; there are %d", r+1, c+1, len(s.Items))
			}
			if seen[c] == r+1 {
				return fmt.Errorf("row %d names item %q twice", r+1, s.Items[c].Name)
			}
			seen[c] = r + 1
		}
		if err := s.checkColors(r); err != nil {
			return err
		}
	}
	return nil
}

// checkColors returns what is wrong with option r's colors, or nil.
func (s Sheet) checkColors(r int) error {
	row := s.Options[r]
	if row.Colors == nil {
		return nil
	}
	if len(row.Colors) != len(row.Items) {
		return fmt.Errorf("row %d has %d items but %d colors", r+1, len(row.Items), len(row.Colors))
	}
	for j, color := range row.Colors {
		switch item := s.Items[row.Items[j]]; {
		case color == "":
		case !item.Secondary:
			return fmt.Errorf("row %d gives primary item %q a color; only secondary items have colors", r+1, item.Name)
		case strings.ContainsFunc(color, badNameRune):
			return fmt.Errorf("row %d: color %q of item %q may not hold spaces, '|' or ':'", r+1, color, item.Name)
		}
	}
	return nil
}

// badNameRune reports whether r cannot be part of an item's name in
// Knuth's format.
func badNameRune(r rune) bool { return r == '|' || r == ':' || unicode.IsSpace(r) }

// Problem builds the exact cover problem the engines search, with the
// sheet's names; it fails as Check does.
func (s Sheet) Problem() (*dlx.Problem, error) {
	if err := s.Check(); err != nil {
		return nil, err
	}
	m := s.newProblem()
	if err := s.addRows(m, 0); err != nil {
		return nil, err
	}
	return m, nil
}

// newProblem returns the problem of the sheet's items, with no options
// yet; the items' bounds are good (see Check).
func (s Sheet) newProblem() *dlx.Problem {
	primary := s.Primary()
	m := dlx.NewProblem(primary, len(s.Items)-primary)
	for i, c := range s.Items {
		m.SetItemName(i, c.Name)
		if c.Bounded() {
			m.SetBounds(i, c.Lower, c.Upper) // checked by Check, or read so
		}
	}
	return m
}

// addRows adds the sheet's options from the first on to m, which has
// the ones before.
func (s Sheet) addRows(m *dlx.Problem, first int) error {
	for r := first; r < len(s.Options); r++ {
		row := s.Options[r]
		var err error
		if row.Colors == nil {
			_, err = m.AddOption(row.Items...)
		} else {
			_, err = m.AddColoredOption(row.Items, row.Colors)
		}
		if err != nil {
			return err
		}
		if row.Name != "" {
			m.SetOptionName(r, row.Name)
		}
		if err := m.SetCost(r, row.Cost); err != nil {
			return fmt.Errorf("option %s: %v", s.OptionName(r), err)
		}
	}
	return nil
}

// Text writes the sheet in Knuth's format, with each named option's name
// on a NameMark line before it.
func (s Sheet) Text() string {
	var b strings.Builder
	s.writeHead(&b)
	s.writeRows(&b, 0, len(s.Options))
	return b.String()
}

// writeHead writes the sheet's item line, as Text does.
func (s Sheet) writeHead(b *strings.Builder) {
	for i, c := range s.Items {
		switch {
		case i == 0:
		case c.Secondary && !s.Items[i-1].Secondary:
			b.WriteString(" | ")
		default:
			b.WriteByte(' ')
		}
		b.WriteString(c.Head())
	}
	b.WriteByte('\n')
}

// writeRows writes options from to to (excluded), as Text does.
func (s Sheet) writeRows(b *strings.Builder, from, to int) {
	for _, row := range s.Options[from:to] {
		if row.Name != "" {
			b.WriteString(NameMark + " " + row.Name + "\n")
		}
		for j, c := range row.Items {
			if j > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(s.Items[c].Name)
			if j < len(row.Colors) && row.Colors[j] != "" {
				b.WriteString(":" + row.Colors[j])
			}
		}
		if row.Cost > 0 {
			fmt.Fprintf(b, " |%d", row.Cost)
		}
		b.WriteByte('\n')
	}
}

// ParseSheet reads a sheet in Knuth's format (see dlx.ParseKnuth), with
// options named by NameMark lines. A mistake is a *dlx.ParseError at its
// line and column. (Load reads it in slices.)
func ParseSheet(text string) (Sheet, error) { return NewLoad("", text).All() }

// SheetOf returns the sheet of a problem; options whose name is not their
// items' names keep it.
func SheetOf(m *dlx.Problem) Sheet {
	s := Sheet{Items: make([]Column, m.Items()), Options: make([]Row, m.Options())}
	for i := range s.Items {
		s.Items[i] = Column{Name: m.ItemName(i), Secondary: i >= m.Primary()}
		if lower, upper := m.Bounds(i); m.HasBounds() && i < m.Primary() && (lower != 1 || upper != 1) {
			s.Items[i].Lower, s.Items[i].Upper = lower, upper
		}
	}
	rowsOf(m, s.Options)
	for k := range s.Options {
		if name := m.OptionName(k); name != s.OptionName(k) {
			s.Options[k].Name = name
		}
	}
	return s
}

// rowsOf fills rows with the options of m, one row each, but their names:
// their items, colors and costs. The rows' items share one array, each
// row's capacity its length (an item put in a row moves it out).
func rowsOf(m *dlx.Problem, rows []Row) {
	all := make([]int, 0, m.Entries())
	for k := range rows {
		from := len(all)
		all = m.OptionItems(all, k)
		rows[k].Items = all[from:len(all):len(all)]
		rows[k].Colors = optionColors(m, k, rows[k].Items)
		rows[k].Cost = m.Cost(k)
	}
}

// optionColors returns the colors option k of m gives its items, nil when
// it gives none.
func optionColors(m *dlx.Problem, k int, items []int) []string {
	if !m.HasColors() {
		return nil
	}
	var colors []string
	for j, i := range items {
		if c := m.OptionColor(k, i); c != "" {
			if colors == nil {
				colors = make([]string, len(items))
			}
			colors[j] = c
		}
	}
	return colors
}

// optionNames reads the NameMark lines of Knuth-format text: the name of
// each option that has one, by option index. A name must be followed by its
// option and be used once.
func optionNames(text string) (map[int]string, error) {
	names := map[int]string{}
	first := map[string]int{} // name -> line
	pending, pendingLine := "", 0
	option, items := 0, false
	for i, line := range strings.Split(text, "\n") {
		lineNo := i + 1
		trimmed := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(trimmed, NameMark):
			col := strings.Index(line, NameMark) + 1
			name := strings.TrimSpace(trimmed[len(NameMark):])
			switch {
			case !items:
				return nil, &dlx.ParseError{Line: lineNo, Col: col, Msg: "an option's name before the item line"}
			case name == "":
				return nil, &dlx.ParseError{Line: lineNo, Col: col, Msg: "the option's name is missing after " + NameMark}
			case pending != "":
				return nil, emptyOption(pendingLine, pending)
			}
			if at, dup := first[name]; dup {
				return nil, &dlx.ParseError{Line: lineNo, Col: col + len(NameMark) + 1,
					Msg: fmt.Sprintf("option name %q is used twice (first on line %d)", name, at)}
			}
			first[name] = lineNo
			pending, pendingLine = name, lineNo
		case trimmed == "" || trimmed[0] == '|':
		case !items:
			items = true
		default:
			if pending != "" {
				names[option] = pending
				pending = ""
			}
			option++
		}
	}
	if pending != "" {
		return nil, emptyOption(pendingLine, pending)
	}
	return names, nil
}

// emptyOption is the error for a named option with no items line.
func emptyOption(line int, name string) error {
	return &dlx.ParseError{Line: line, Col: 1, Msg: fmt.Sprintf("option %q is empty: the line after its name must list its items", name)}
}

// HasCosts reports whether some option has a cost.
func (s Sheet) HasCosts() bool {
	for _, row := range s.Options {
		if row.Cost > 0 {
			return true
		}
	}
	return false
}
