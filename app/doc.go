// Package app is xcover's browser app, compiled to WebAssembly with go-app:
// it routes the three pages (Register) and makes the handler that serves
// them (Handler). Each page is a package of its own:
//
//   - sudokupage: the sudoku grid, its exact cover matrix and the player;
//   - matrixpage: any exact cover problem, its editor, search tree and
//     solutions;
//   - methodspage: the classic sudoku methods, played and raced.
//
// They share the controls in ui, which draw with draw and step the
// searches of player; puzzle holds the sudoku pages' presets and links,
// problem the exact cover problems, words the way counts and times are
// written. Only app, ui and the pages import go-app; everything else is
// plain Go, tested natively. See docs/architecture.md.
package app
