// Package matrixpage is the /matrix page: any exact cover problem, edited
// as a 0/1 grid or as Knuth's text, played with the shared player beside
// its search tree, with its solutions listed and drawn, counted, or its
// heuristics compared.
package matrixpage
