package solve

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"xcover/sudoku"
	"xcover/sudoku/exact"
)

// StepKind is the kind of a method's step.
type StepKind uint8

const (
	// StepPlace writes Value into Cell.
	StepPlace StepKind = iota
	// StepUnplace takes Value back out of Cell, undoing a StepPlace.
	StepUnplace
	// StepEliminate strikes the candidates in Mask out of Cell; Reason
	// says which rule did it and why.
	StepEliminate
	// StepRestore puts the candidates in Mask back into Cell, undoing a
	// StepEliminate when the search backtracks.
	StepRestore
	// StepGuess tells that the search chose Value for Cell among the
	// candidates in Mask; the StepPlace that follows writes it.
	StepGuess
	// StepContradiction tells that the search hit a dead end at Cell (-1
	// when it is a unit, not a cell); Reason says why.
	StepContradiction
	// StepSolution tells that the cells placed form a solution, the
	// Count-th one.
	StepSolution
	// StepDone is the last step: the search ended for the reason in Stop,
	// with Count solutions.
	StepDone
)

var stepNames = [...]string{"place", "unplace", "eliminate", "restore", "guess", "contradiction", "solution", "done"}

// String names the kind.
func (k StepKind) String() string {
	if int(k) < len(stepNames) {
		return stepNames[k]
	}
	return fmt.Sprintf("StepKind(%d)", uint8(k))
}

// Step is one thing a method did. It carries all that is needed to apply
// it to a view of the grid (Marks.Apply) and to take it back (Marks.Revert):
// only place, unplace, eliminate and restore change the grid; the others
// narrate.
type Step struct {
	Kind  StepKind
	Value uint8      // StepPlace, StepUnplace, StepGuess
	Stop  exact.Stop // StepDone
	Cell  int32      // row*n + column; -1 when the step is about no cell
	Depth int32      // the search depth: guesses (or placements) on the stack
	// Mask is a set of values, bit v-1 for value v: for StepEliminate and
	// StepRestore the candidates struck out or put back (exactly those
	// that change), for StepGuess the choices the cell had.
	Mask   uint64
	Count  int64  // StepSolution: the solution's number; StepDone: the solutions found
	Reason string // what rule or event caused the step, in words; may be empty
}

// Inverse returns the step that undoes s: place and unplace undo each
// other, as do eliminate and restore. The other kinds change nothing and
// are their own inverse.
func (s Step) Inverse() Step {
	switch s.Kind {
	case StepPlace:
		s.Kind = StepUnplace
	case StepUnplace:
		s.Kind = StepPlace
	case StepEliminate:
		s.Kind = StepRestore
	case StepRestore:
		s.Kind = StepEliminate
	}
	return s
}

// Describe writes the step in one line for a grid of side n: "place 5 in
// r3c4 (hidden single 5 in row 3)".
func (s Step) Describe(n int) string {
	cell := "-"
	if s.Cell >= 0 {
		cell = sudoku.CellName(int(s.Cell)/n, int(s.Cell)%n)
	}
	var b strings.Builder
	switch s.Kind {
	case StepPlace, StepUnplace:
		fmt.Fprintf(&b, "%s %d in %s", s.Kind, s.Value, cell)
	case StepEliminate, StepRestore:
		fmt.Fprintf(&b, "%s %s in %s", s.Kind, valueList(s.Mask), cell)
	case StepGuess:
		fmt.Fprintf(&b, "guess %d in %s from %s", s.Value, cell, valueSet(s.Mask))
	case StepContradiction:
		fmt.Fprintf(&b, "contradiction at %s", cell)
	case StepSolution:
		fmt.Fprintf(&b, "solution %d", s.Count)
	case StepDone:
		fmt.Fprintf(&b, "done: %s, %d solutions", s.Stop, s.Count)
	default:
		b.WriteString(s.Kind.String())
	}
	if s.Reason != "" {
		fmt.Fprintf(&b, " (%s)", s.Reason)
	}
	return b.String()
}

// valueList writes a set of values as "3,8".
func valueList(mask uint64) string {
	var buf [3 * sudoku.MaxSize]byte
	b := buf[:0]
	for ; mask != 0; mask &= mask - 1 {
		if len(b) > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(bits.TrailingZeros64(mask)+1), 10)
	}
	return string(b)
}

// valueSet writes a set of values as "{3,8}".
func valueSet(mask uint64) string { return "{" + valueList(mask) + "}" }
