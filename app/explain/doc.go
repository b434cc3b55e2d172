// Package explain is the model behind the pages' explanations of the
// search, in plain Go with no browser: what the views draw, not how.
//
// It owns three things:
//
//   - the pseudocode of Knuth's Algorithms X, C (colors) and M
//     (multiplicities) (AlgorithmX, AlgorithmC, AlgorithmM) and of each
//     classic sudoku method (MethodCode), and which line a player's
//     position lights with the values in play (Trace, MethodLine);
//   - the dancing links as Knuth draws them (Links): all of a small
//     matrix's nodes (NewLinks), or a lens on the search's step in any
//     matrix (NewLens), laid out in rows and columns, their up, down, left
//     and right links as arrows, each node's fields and its part in the
//     step (Focus, Role), and the links an event changes, in the order the
//     engine changes them (Links.Dance, Diff);
//   - the guided first run of the seed's example (Tour).
//
// Everything here is a function of the engine's events and arrays: a
// position shows the same whether the player stepped forwards to it, back
// to it or jumped there. It imports dlx and sudoku, nothing of the browser.
package explain
