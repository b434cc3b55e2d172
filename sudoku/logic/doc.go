// Package logic solves sudoku as people do: the human techniques, from
// singles to chains (Technique, Deduction), the rating of a puzzle by the
// hardest technique it needs (Rate, Rating, Difficulty), the next hint on
// a grid (Hint, and Hinter to find it in slices of work), and the warm-up
// calls a browser makes before its first rating (WarmUp).
package logic
