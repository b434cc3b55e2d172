package explain

import (
	"strings"

	"xcover/sudoku/solve"
)

// MethodStart is the line of every method's code lit at the start, before
// any step, and at the end (StepDone): its first, "search: ...".
const MethodStart = 1

// methodCode is each method's pseudocode, by solve.Method.
var methodCode = map[solve.Method]Code{
	solve.DLX: code("Exact cover (Algorithm X)",
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
	solve.Backtrack: code("Backtracking",
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
	solve.Candidates: code("Candidate backtracking",
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
	solve.Logic: code("Logic with search",
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
	solve.Rules: code("Rule elimination",
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
func MethodCode(m solve.Method) (Code, bool) {
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
func MethodLine(m solve.Method, s solve.Step) int {
	if s.Kind == solve.StepDone {
		return MethodStart
	}
	givens := s.Kind == solve.StepEliminate && strings.HasPrefix(s.Reason, givensReason)
	switch m {
	case solve.DLX:
		return map[solve.StepKind]int{solve.StepSolution: 3, solve.StepContradiction: 5,
			solve.StepPlace: 7, solve.StepUnplace: 9}[s.Kind]
	case solve.Backtrack:
		return map[solve.StepKind]int{solve.StepSolution: 4, solve.StepContradiction: 5,
			solve.StepPlace: 7, solve.StepUnplace: 9}[s.Kind]
	case solve.Candidates:
		if givens {
			return 2
		}
		return map[solve.StepKind]int{solve.StepSolution: 4, solve.StepContradiction: 5,
			solve.StepGuess: 6, solve.StepPlace: 7, solve.StepRestore: 8, solve.StepUnplace: 9,
			solve.StepEliminate: 10}[s.Kind]
	case solve.Logic, solve.Rules:
		switch {
		case givens:
			return 2
		case s.Kind == solve.StepPlace && s.Reason == guessReason:
			return 10
		case s.Kind == solve.StepEliminate && strings.Contains(s.Reason, exploredReason):
			return 12
		}
		return map[solve.StepKind]int{solve.StepPlace: 5, solve.StepEliminate: 6, solve.StepContradiction: 7,
			solve.StepSolution: 8, solve.StepGuess: 9, solve.StepUnplace: 11, solve.StepRestore: 11}[s.Kind]
	}
	return 0
}

// MethodLineAt returns the line lit at a method player's position, given
// its last step (MethodPlayer.Last): MethodStart at position 0, when ok is
// false.
func MethodLineAt(m solve.Method, last solve.Step, ok bool) int {
	if !ok {
		return MethodStart
	}
	return MethodLine(m, last)
}
