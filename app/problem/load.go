package problem

import (
	"strings"

	"xcover/app/puzzle"
	"xcover/dlx"
)

// Load reads a problem's text in Knuth's format in slices, as ParseSheet
// reads it at once: a page reads a big problem over several frames, each
// of them short. Each Step reads the options of about a slice's bytes of
// lines; when the last is read, Sheet holds the problem's sheet, Problem
// the exact cover problem built from it (as Sheet.Problem builds it) and
// Fragment its link's fragment (as Link.Fragment writes the sheet's
// Text), so that the page need not make them again at once.
type Load struct {
	name, text string
	names      map[int]string // the options' names (see optionNames)
	head       string         // the item line
	at, line   int            // where the next unread line starts, and its number (from 1)
	sheet      Sheet
	problem    *dlx.Problem
	link       *linkWriter
	started    bool
}

// NewLoad starts reading text, a problem's in Knuth's format: a file's
// when name is not "" (a mistake is then a *FileError naming it, as
// ParseFile's), else a *dlx.ParseError as ParseSheet's.
func NewLoad(name, text string) *Load { return &Load{name: name, text: text} }

// Step reads the next slice of the text: the item line and the options'
// names the first time, then the options of about slice bytes of lines
// (at least one line). It reports whether the whole text is read; a
// mistake ends the load.
func (l *Load) Step(slice int) (done bool, err error) {
	if !l.started {
		l.started = true
		err = l.start()
	} else {
		err = l.options(slice)
	}
	if err != nil {
		if l.name != "" {
			err = &FileError{Name: strings.Map(printable, l.name), Err: err}
		}
		l.problem = nil
		return true, err
	}
	return l.at >= len(l.text), nil
}

// All reads the rest of the text at once and returns its sheet, as
// ParseSheet (or ParseFile) does; Problem is then its problem.
func (l *Load) All() (Sheet, error) {
	for {
		if done, err := l.Step(len(l.text)); err != nil {
			return Sheet{}, err
		} else if done {
			return l.sheet, nil
		}
	}
}

// Sheet is the sheet read; complete once Step reported done with no
// error.
func (l *Load) Sheet() Sheet { return l.sheet }

// Problem is the exact cover problem of the sheet read, as Sheet.Problem
// builds it (what reads passes Sheet.Check), once Step reported done with
// no error.
func (l *Load) Problem() *dlx.Problem { return l.problem }

// Fragment is the fragment of a link to the sheet read, as Link.Fragment
// writes it for the sheet's Text, once Step reported done with no error
// (before, "" and false).
func (l *Load) Fragment() (fragment string, ok bool) {
	if l.link == nil {
		return "", false
	}
	return l.link.Fragment()
}

// start checks the text's length, reads the options' names and the item
// line, and readies the problem for the options.
func (l *Load) start() error {
	if err := puzzle.InputTooLong("The problem", l.text); err != nil {
		return err
	}
	names, err := optionNames(l.text)
	if err != nil {
		return err
	}
	l.names = names
	for l.at < len(l.text) {
		line := l.nextLine()
		if trimmed := strings.TrimSpace(line); trimmed == "" || trimmed[0] == '|' {
			continue
		}
		m, err := dlx.ParseKnuth(strings.NewReader(l.text[:l.at]))
		if err != nil {
			return err
		}
		l.head = line
		l.sheet = SheetOf(m)
		l.problem = l.sheet.newProblem()
		var b strings.Builder
		l.sheet.writeHead(&b)
		l.link = newLinkWriter()
		l.link.WriteString(b.String())
		return nil
	}
	_, err = dlx.ParseKnuth(strings.NewReader(l.text)) // no item line: its error
	return err
}

// options reads the options of the next lines, about slice bytes of them
// and at least one.
func (l *Load) options(slice int) error {
	from, first := l.at, l.line+1
	for l.at < len(l.text) && (l.at == from || l.at-from < slice) {
		l.nextLine()
	}
	m, err := dlx.ParseKnuth(strings.NewReader(l.head + "\n" + l.text[from:l.at]))
	if err != nil {
		if pe, ok := err.(*dlx.ParseError); ok { // line 2 of the slice is line first of the text
			return &dlx.ParseError{Line: pe.Line - 2 + first, Col: pe.Col, Msg: pe.Msg}
		}
		return err
	}
	k := len(l.sheet.Options)
	l.sheet.Options = append(l.sheet.Options, make([]Row, m.Options())...)
	rowsOf(m, l.sheet.Options[k:])
	for r := k; r < len(l.sheet.Options); r++ {
		l.sheet.Options[r].Name = l.names[r]
	}
	if !l.link.long { // else no link holds it: its text is not written
		var b strings.Builder
		l.sheet.writeRows(&b, k, len(l.sheet.Options))
		l.link.WriteString(b.String())
	}
	return l.sheet.addRows(l.problem, k)
}

// nextLine reads the line at l.at, without its newline, and moves past
// it.
func (l *Load) nextLine() string {
	rest := l.text[l.at:]
	line, _, found := strings.Cut(rest, "\n")
	l.at += len(line)
	if found {
		l.at++
	}
	l.line++
	return line
}
