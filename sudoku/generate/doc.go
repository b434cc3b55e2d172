// Package generate makes new sudoku puzzles of a difficulty, under any
// variant's rules: a random solution grid, givens taken away while one
// solution remains, rated by package logic until one of the difficulty
// asked comes out (Generator, GenerateOptions). A Generator works in
// bounded steps, so that a browser page can share its work out between
// animation frames.
package generate
