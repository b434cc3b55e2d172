package explain

// TourStep is one stop of the guided first run: the player position to go
// to, a sentence to show, and what the sentence points at, for the views
// to highlight.
type TourStep struct {
	Pos  int    // the player position: the number of events applied
	Say  string // the sentence shown
	Line int    // the AlgorithmX line it points at: the one lit at Pos
	// Item and Option are the matrix column and row it points at, -1 for
	// none. In the links view, Item is a header (HeaderID) and Option a
	// row of option nodes (Links.OptionNodes).
	Item, Option int
	// Offer, when not empty, is the page the step offers to go on to:
	// "sudoku" at the end of the tour.
	Offer string
}

// TourProblem names the problem the tour runs: the seed's example
// (app/problem.SeedExample), with its items 0..6 and options A..F, searched
// with the default options (MRV).
const TourProblem = "Seed example"

// Tour returns the guided first run: the seed's example searched from the
// start to its solution {B, D, F}, one stop per step worth telling, then an
// offer to try a sudoku. Its positions only go forwards, and each stop's
// Line is the one Trace lights there.
func Tour() []TourStep {
	none := -1
	return []TourStep{
		{Pos: 0, Line: XSearch, Item: none, Option: none,
			Say: "Choose some of the options A to F, the rows, so that every item 0 to 6, a column, is covered exactly once. Algorithm X searches for such a choice: follow it step by step."},
		{Pos: 1, Line: XChoose, Item: 0, Option: none,
			Say: "First, choose an item to cover. Algorithm X takes the one with the fewest options, to branch as little as possible: item 0, which only A and B contain."},
		{Pos: 2, Line: XCoverItem, Item: 0, Option: none,
			Say: "Cover item 0: its header leaves the list of items, and A and B leave the lists of their other items. In the links, the neighbours of each removed node now link past it, while the node still points at them."},
		{Pos: 3, Line: XTry, Item: 0, Option: 0,
			Say: "Try the first option in item 0's list, A: it joins the partial solution."},
		{Pos: 5, Line: XCoverOthers, Item: 6, Option: 0,
			Say: "A also covers items 3 and 6, so they are covered in turn: the options that clash with A there, C, E and F, leave the matrix."},
		{Pos: 6, Line: XChoose, Item: 1, Option: none,
			Say: "One level down, choose again: item 1 has no option left, since E and F both clashed with A."},
		{Pos: 7, Line: XDeadEnd, Item: 1, Option: none,
			Say: "A dead end: nothing can cover item 1, so no solution contains A. The search backtracks."},
		{Pos: 9, Line: XUncoverOthers, Item: 3, Option: 0,
			Say: "Backtracking uncovers A's items in reverse order, 6 then 3. Each removed node still points at its old neighbours, so the links dance back exactly as they were."},
		{Pos: 10, Line: XLeave, Item: 0, Option: 0,
			Say: "A leaves the partial solution."},
		{Pos: 11, Line: XTry, Item: 0, Option: 1,
			Say: "Try the next option in item 0's list, B."},
		{Pos: 12, Line: XCoverOthers, Item: 3, Option: 1,
			Say: "B also covers item 3: cover it, and C, which clashes with B, leaves."},
		{Pos: 13, Line: XChoose, Item: 4, Option: none,
			Say: "One level down, choose the item with the fewest options: item 4, with one option left, D."},
		{Pos: 14, Line: XCoverItem, Item: 4, Option: none,
			Say: "Cover item 4."},
		{Pos: 15, Line: XTry, Item: 4, Option: 3,
			Say: "Try D, its only option."},
		{Pos: 17, Line: XCoverOthers, Item: 2, Option: 3,
			Say: "D also covers items 5 and 2: cover them, and E, which clashes with D, leaves."},
		{Pos: 18, Line: XChoose, Item: 1, Option: none,
			Say: "One level further down, item 1 has one option left, F."},
		{Pos: 20, Line: XTry, Item: 1, Option: 5,
			Say: "Cover item 1 and try F."},
		{Pos: 21, Line: XCoverOthers, Item: 6, Option: 5,
			Say: "F also covers item 6: cover it. No item is left uncovered."},
		{Pos: 22, Line: XSolution, Item: none, Option: none,
			Say: "Every item is covered exactly once, by B, D and F: the solution {B, D, F}. The search would go on backtracking, to show that it is the only one."},
		{Pos: 22, Line: XSolution, Item: none, Option: none, Offer: "sudoku",
			Say: "A sudoku is an exact cover problem too: each cell, and each value in each row, column and box, is an item. Try one."},
	}
}
