package explain

import "xcover/dlx"

// Helpers for the tests, which are in package explain_test.

// Explain returns what the position after events shows: a pure function
// of the events up to the position, which Trace computes incrementally.
func Explain(events []dlx.Event) Lit {
	t := NewTrace(1)
	for k, e := range events {
		t.Record(k, e)
	}
	l, _ := t.At(len(events))
	return l
}

// Line returns the line numbered n, and false when there is none.
func (c Code) Line(n int) (Line, bool) {
	if n < 1 || n > len(c.Lines) {
		return Line{}, false
	}
	return c.Lines[n-1], true
}
