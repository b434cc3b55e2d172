// Package sudokupage is the app's start page: the sudoku grid to type or
// paste into, its exact cover matrix, and the player over Algorithm X's
// events; "Solve", "Check uniqueness" and "Count solutions" run outright in
// slices. The puzzle and step live in the URL.
package sudokupage
