// Package player steps searches for the pages, in plain Go with no browser:
//
//   - Player goes forwards and backwards over Algorithm X's events (cover,
//     uncover, branch, try, solution...), keeping the live matrix and
//     stats in step; MethodPlayer does the same over a classic method's
//     steps; both record what they played on a tape;
//   - Board is a sudoku being solved by a Player; Tree is the search tree
//     built from the events; Pace turns a speed into the events due at
//     each animation frame;
//   - Outright, Batch, Compare and Race run searches to their end in
//     bounded time slices, so that a page never freezes.
//
// It imports dlx and sudoku, and nothing of the browser.
package player
