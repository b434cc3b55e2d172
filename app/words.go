package app

import (
	"errors"
	"fmt"
	"strconv"
	"time"

	"xcover/sudoku"
)

// formatCount writes n with thousands separators: 1,234,567.
func formatCount(n int64) string {
	s := strconv.FormatInt(n, 10)
	if n < 0 {
		return "-" + formatCount(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// plural writes a count of things: "1 option", "1,234 options".
func plural(n int64, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return formatCount(n) + " " + word + "s"
}

// formatDuration writes a time the way every page shows times: three
// significant digits and a unit, "3.30 ms", "14.8 s", and "<1 ms" for
// less than a millisecond (the browser's clock is coarser than that).
func formatDuration(d time.Duration) string {
	if d < time.Millisecond {
		return "<1 ms"
	}
	v, unit := float64(d)/float64(time.Millisecond), "ms"
	if v >= 999.5 { // 999.5 ms and more round to seconds
		v, unit = d.Seconds(), "s"
	}
	decimals := 0
	switch {
	case v < 9.995:
		decimals = 2
	case v < 99.95:
		decimals = 1
	}
	return strconv.FormatFloat(v, 'f', decimals, 64) + " " + unit
}

// describeStep writes a method's step in one line for a grid of side n,
// as sudoku.Step.Describe does, counting solutions right.
func describeStep(s sudoku.Step, n int) string {
	if s.Kind == sudoku.StepDone {
		return fmt.Sprintf("done: %s, %s", s.Stop, plural(s.Count, "solution"))
	}
	return s.Describe(n)
}

// located words where a reading mistake is, "line 1, column 2: ...",
// instead of the command line's "1:2: ...". Other errors come back as
// they are.
func located(err error) error {
	var pe *sudoku.ParseError
	if !errors.As(err, &pe) || pe.Line == 0 {
		return err
	}
	where := "line " + strconv.Itoa(pe.Line)
	if pe.Col > 0 {
		where += ", column " + strconv.Itoa(pe.Col)
	}
	return &sudoku.ParseError{Msg: where + ": " + pe.Msg, Err: pe.Err}
}
