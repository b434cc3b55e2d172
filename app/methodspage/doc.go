// Package methodspage is the /methods page: the classic sudoku methods
// (backtracking, candidates, logic, rules, and Algorithm X beside them)
// played step by step over the grid's values and candidates, and raced
// side by side on the same puzzle.
package methodspage
