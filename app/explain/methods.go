package explain

import (
	"strings"

	"xcover/sudoku"
)

// MethodStart is the line of every method's code lit at the start, before
// any step, and at the end (StepDone): its first, "search: ...".
const MethodStart = 1

// methodCode is each method's pseudocode, by sudoku.Method.
var methodCode = map[sudoku.Method]Code{
	sudoku.DLX: code("Exact cover (Algorithm X)",
		0, "search: solve(0) on the exact cover matrix, then stop",
		0, "solve(level):",
		1, "if every cell, row, column and box is covered: report the solution",
		1, "choose the constraint with the fewest candidates left",
		1, "if it has none: contradiction; return",
		1, "for each candidate cell=value that meets it:",
		2, "place it: cover its constraints",
		2, "solve(level + 1)",
		2, "take it back: uncover its constraints",
	),
	sudoku.Backtrack: code("Backtracking",
		0, "search: fill(the first cell), then stop",
		0, "fill(cell):",
		1, "skip the cells already filled",
		1, "if no cell is left: report the solution; return",
		1, "if no value fits the cell: contradiction; return",
		1, "for each value v not in the cell's row, column or box:",
		2, "write v in the cell",
		2, "fill(the next cell)",
		2, "erase v",
	),
	sudoku.Candidates: code("Candidate backtracking",
		0, "search: start from the candidates, walk the empty cells, stop",
		0, "strike the givens' values out of their peers' candidates",
		0, "at each empty cell, in order:",
		1, "if every cell is filled: report the solution; step back",
		1, "if the cell has no candidate left: contradiction; step back",
		1, "take its lowest candidate v",
		1, "write v; go on to the next cell",
		0, "step back: give the cell its struck candidates back",
		1, "erase the previous cell's value v",
		1, "strike v out of that cell's candidates",
	),
	sudoku.Logic: code("Logic with search",
		0, "search: start from the candidates, solve(0), stop",
		0, "strike the givens' values out of their peers' candidates",
		0, "solve(depth):",
		1, "apply the rules, smallest first, until none makes progress:",
		2, "place a single (naked or hidden)",
		2, "strike out what a value placed or a tuple excludes",
		2, "if a cell or a value has no place left: contradiction",
		1, "if every cell is filled: report the solution",
		1, "else guess the lowest candidate v of the cell with the fewest",
		2, "place v; solve(depth + 1)",
		2, "undo everything since the guess",
		2, "strike v out of the cell; solve(depth) again",
	),
	sudoku.Rules: code("Rule elimination",
		0, "search: start from the candidates, solve(0), stop",
		0, "strike the givens' values out of their peers' candidates",
		0, "solve(depth):",
		1, "apply the rule until nothing changes:",
		2, "a cell left with one value holds it",
		2, "strike that value out of its row, column and box",
		2, "if a cell has no value left: contradiction",
		1, "if every cell is filled: count the solution",
		1, "else guess the lowest candidate v of the cell with the fewest",
		2, "place v; solve(depth + 1)",
		2, "undo everything since the guess",
		2, "strike v out of the cell; solve(depth) again",
	),
}

// MethodCode returns method m's pseudocode, and false for an unknown method.
func MethodCode(m sudoku.Method) (Code, bool) {
	c, ok := methodCode[m]
	return c, ok
}

// The steps MethodLine tells apart by their reasons, which the sudoku
// package writes: the givens struck out at the start (its strikeGivens), a
// guess placed, and a guess's value struck out once explored.
const (
	givensReason   = "the givens"
	guessReason    = "guess"
	exploredReason = " is explored, so "
)

// MethodLine returns the line of method m's code (MethodCode) that step s
// runs: a function of the step alone, so that it is the same whichever way
// a method player reached it (pass MethodPlayer.Last). At position 0 the
// line is MethodStart. It returns 0 for an unknown method.
func MethodLine(m sudoku.Method, s sudoku.Step) int {
	if s.Kind == sudoku.StepDone {
		return MethodStart
	}
	givens := s.Kind == sudoku.StepEliminate && strings.HasPrefix(s.Reason, givensReason)
	switch m {
	case sudoku.DLX:
		return map[sudoku.StepKind]int{sudoku.StepSolution: 3, sudoku.StepContradiction: 5,
			sudoku.StepPlace: 7, sudoku.StepUnplace: 9}[s.Kind]
	case sudoku.Backtrack:
		return map[sudoku.StepKind]int{sudoku.StepSolution: 4, sudoku.StepContradiction: 5,
			sudoku.StepPlace: 7, sudoku.StepUnplace: 9}[s.Kind]
	case sudoku.Candidates:
		if givens {
			return 2
		}
		return map[sudoku.StepKind]int{sudoku.StepSolution: 4, sudoku.StepContradiction: 5,
			sudoku.StepGuess: 6, sudoku.StepPlace: 7, sudoku.StepRestore: 8, sudoku.StepUnplace: 9,
			sudoku.StepEliminate: 10}[s.Kind]
	case sudoku.Logic, sudoku.Rules:
		switch {
		case givens:
			return 2
		case s.Kind == sudoku.StepPlace && s.Reason == guessReason:
			return 10
		case s.Kind == sudoku.StepEliminate && strings.Contains(s.Reason, exploredReason):
			return 12
		}
		return map[sudoku.StepKind]int{sudoku.StepPlace: 5, sudoku.StepEliminate: 6, sudoku.StepContradiction: 7,
			sudoku.StepSolution: 8, sudoku.StepGuess: 9, sudoku.StepUnplace: 11, sudoku.StepRestore: 11}[s.Kind]
	}
	return 0
}

// MethodLineAt returns the line lit at a method player's position, given
// its last step (MethodPlayer.Last): MethodStart at position 0, when ok is
// false.
func MethodLineAt(m sudoku.Method, last sudoku.Step, ok bool) int {
	if !ok {
		return MethodStart
	}
	return MethodLine(m, last)
}
