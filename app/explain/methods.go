package explain

import (
	"strings"

	"xcover/sudoku/solve"
)

// MethodStart is the line of every method's code lit at the start, before
// any step, and at the end (StepDone): its first, "search: ...".
const MethodStart = 1

// methodCode is each method's pseudocode, by solve.Method.
var methodCode = [...]Code{
	solve.DLX: {Title: "Exact cover (Algorithm X)", Lines: []Line{
		{1, 0, "search: solve(0) on the exact cover matrix, then stop"},
		{2, 0, "solve(level):"},
		{3, 1, "if every cell, row, column and box is covered: report the solution"},
		{4, 1, "choose the constraint with the fewest candidates left"},
		{5, 1, "if it has none: contradiction; return"},
		{6, 1, "for each candidate cell=value that meets it:"},
		{7, 2, "place it: cover its constraints"},
		{8, 2, "solve(level + 1)"},
		{9, 2, "take it back: uncover its constraints"},
	}},
	solve.Backtrack: {Title: "Backtracking", Lines: []Line{
		{1, 0, "search: fill(the first cell), then stop"},
		{2, 0, "fill(cell):"},
		{3, 1, "skip the cells already filled"},
		{4, 1, "if no cell is left: report the solution; return"},
		{5, 1, "if no value fits the cell: contradiction; return"},
		{6, 1, "for each value v not in the cell's row, column or box:"},
		{7, 2, "write v in the cell"},
		{8, 2, "fill(the next cell)"},
		{9, 2, "erase v"},
	}},
	solve.Candidates: {Title: "Candidate backtracking", Lines: []Line{
		{1, 0, "search: start from the candidates, walk the empty cells, stop"},
		{2, 0, "strike the givens' values out of their peers' candidates"},
		{3, 0, "at each empty cell, in order:"},
		{4, 1, "if every cell is filled: report the solution; step back"},
		{5, 1, "if the cell has no candidate left: contradiction; step back"},
		{6, 1, "take its lowest candidate v"},
		{7, 1, "write v; go on to the next cell"},
		{8, 0, "step back: give the cell its struck candidates back"},
		{9, 1, "erase the previous cell's value v"},
		{10, 1, "strike v out of that cell's candidates"},
	}},
	solve.Logic: {Title: "Logic with search", Lines: []Line{
		{1, 0, "search: start from the candidates, solve(0), stop"},
		{2, 0, "strike the givens' values out of their peers' candidates"},
		{3, 0, "solve(depth):"},
		{4, 1, "apply the rules, smallest first, until none makes progress:"},
		{5, 2, "place a single (naked or hidden)"},
		{6, 2, "strike out what a value placed or a tuple excludes"},
		{7, 2, "if a cell or a value has no place left: contradiction"},
		{8, 1, "if every cell is filled: report the solution"},
		{9, 1, "else guess the lowest candidate v of the cell with the fewest"},
		{10, 2, "place v; solve(depth + 1)"},
		{11, 2, "undo everything since the guess"},
		{12, 2, "strike v out of the cell; solve(depth) again"},
	}},
	solve.Rules: {Title: "Rule elimination", Lines: []Line{
		{1, 0, "search: start from the candidates, solve(0), stop"},
		{2, 0, "strike the givens' values out of their peers' candidates"},
		{3, 0, "solve(depth):"},
		{4, 1, "apply the rule until nothing changes:"},
		{5, 2, "a cell left with one value holds it"},
		{6, 2, "strike that value out of its row, column and box"},
		{7, 2, "if a cell has no value left: contradiction"},
		{8, 1, "if every cell is filled: count the solution"},
		{9, 1, "else guess the lowest candidate v of the cell with the fewest"},
		{10, 2, "place v; solve(depth + 1)"},
		{11, 2, "undo everything since the guess"},
		{12, 2, "strike v out of the cell; solve(depth) again"},
	}},
}

// MethodCode returns method m's pseudocode, and false for an unknown method.
func MethodCode(m solve.Method) (Code, bool) {
	if int(m) >= len(methodCode) {
		return Code{}, false
	}
	return methodCode[m], true
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
	case solve.Candidates:
		if givens {
			return 2
		}
	case solve.Logic, solve.Rules:
		switch {
		case givens:
			return 2
		case s.Kind == solve.StepPlace && s.Reason == guessReason:
			return 10
		case s.Kind == solve.StepEliminate && strings.Contains(s.Reason, exploredReason):
			return 12
		}
	}
	if int(m) >= len(methodLines) || int(s.Kind) >= len(methodLines[m]) {
		return 0
	}
	return int(methodLines[m][s.Kind])
}

// methodLines is the line of each method's code a step of each kind runs,
// by solve.Method and solve.StepKind, the cases MethodLine tells apart by
// the step's reason aside; 0 for a kind the method does not step.
var methodLines = [...][solve.StepDone]uint8{
	solve.DLX:       {solve.StepSolution: 3, solve.StepContradiction: 5, solve.StepPlace: 7, solve.StepUnplace: 9},
	solve.Backtrack: {solve.StepSolution: 4, solve.StepContradiction: 5, solve.StepPlace: 7, solve.StepUnplace: 9},
	solve.Candidates: {solve.StepSolution: 4, solve.StepContradiction: 5, solve.StepGuess: 6, solve.StepPlace: 7,
		solve.StepRestore: 8, solve.StepUnplace: 9, solve.StepEliminate: 10},
	solve.Logic: logicLines,
	solve.Rules: logicLines,
}

// logicLines is the line each kind of step runs in the code of Logic and
// of Rules, which number their lines alike.
var logicLines = [solve.StepDone]uint8{solve.StepPlace: 5, solve.StepEliminate: 6, solve.StepContradiction: 7,
	solve.StepSolution: 8, solve.StepGuess: 9, solve.StepUnplace: 11, solve.StepRestore: 11}

// MethodLineAt returns the line lit at a method player's position, given
// its last step (MethodPlayer.Last): MethodStart at position 0, when ok is
// false.
func MethodLineAt(m solve.Method, last solve.Step, ok bool) int {
	if !ok {
		return MethodStart
	}
	return MethodLine(m, last)
}
