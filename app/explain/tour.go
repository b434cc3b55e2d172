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

// The lines of AlgorithmCells, by number.
const (
	CellsSearch      = iota + 1 // search: solve(0), then stop (the start, and Done)
	CellsSolve                  // solve(level):
	CellsNone                   // if the list has no active primary item:
	CellsSolution               // report the solution; return (Solution)
	CellsChoose                 // choose the active item i of smallest size (Branch)
	CellsDeadEnd                // if s = 0: dead end; return (DeadEnd)
	CellsCoverItem              // mark the trail; cover(i) (the chosen item's Cover)
	CellsTry                    // for each option o of i's set (Try)
	CellsCommit                 // mark the trail; commit o's other items (no event)
	CellsCoverOther             // no color: cover it (their Covers)
	CellsPurify                 // a color: purify it (Purify)
	CellsRecurse                // solve(level + 1) (no event)
	CellsRestoreTry             // restore the sizes saved since the mark (Restore)
	CellsLeave                  // leave o (Leave)
	CellsRestoreItem            // restore the sizes saved since i's mark; return (Restore)
)

// CellsTour is Tour on the dancing cells: the same run of the seed's
// example, one stop per step worth telling, said of the cells' arrays:
// the blocks and their sizes, the list, the trail. The cells choose as the
// links do but once, where two items tie and the list's order, which the
// swaps changed, picks the other; they try the same options and find the
// same solution.
func CellsTour() []TourStep {
	none := -1
	return []TourStep{
		{Pos: 0, Line: CellsSearch, Item: none, Option: none,
			Say: "The same search on Knuth's dancing cells: each item keeps its options in a block of one array, the live ones first, up to its size; the list keeps the items still to cover first."},
		{Pos: 1, Line: CellsChoose, Item: 0, Option: none,
			Say: "Choose the item of smallest size, the first in the list on a tie: item 0, size 2, its block holding A and B."},
		{Pos: 2, Line: CellsCoverItem, Item: 0, Option: none,
			Say: "Cover item 0: it swaps past the list's active part, and A and B leave their other items' blocks, each swapped with the block's last live node as the size drops by one."},
		{Pos: 3, Line: CellsTry, Item: 0, Option: 0,
			Say: "Try A, the first live option of item 0. The trail is marked: a size changed after the mark is saved there first."},
		{Pos: 5, Line: CellsCoverOther, Item: 6, Option: 0,
			Say: "A also covers items 3 and 6: C, E and F are swapped past the sizes of their other items' blocks."},
		{Pos: 6, Line: CellsChoose, Item: 1, Option: none,
			Say: "One level down, item 1's size is 0: E and F were swapped out of its live part."},
		{Pos: 7, Line: CellsDeadEnd, Item: 1, Option: none,
			Say: "A dead end: nothing can cover item 1, so no solution contains A. The search backtracks."},
		{Pos: 8, Line: CellsRestoreTry, Item: 0, Option: 0,
			Say: "Backtracking moves no node: the sizes saved on the trail since trying A come back, and the nodes just past them are live again, in a new order, which a set does not mind."},
		{Pos: 9, Line: CellsLeave, Item: 0, Option: 0,
			Say: "A leaves the partial solution."},
		{Pos: 10, Line: CellsTry, Item: 0, Option: 1,
			Say: "Try the next live option of item 0, B."},
		{Pos: 11, Line: CellsCoverOther, Item: 3, Option: 1,
			Say: "B also covers item 3: C, which clashes with B, is swapped out."},
		{Pos: 12, Line: CellsChoose, Item: 4, Option: none,
			Say: "One level down, the smallest size is item 4's: one option left, D."},
		{Pos: 14, Line: CellsTry, Item: 4, Option: 3,
			Say: "Cover item 4 and try D, its only option."},
		{Pos: 16, Line: CellsCoverOther, Item: 2, Option: 3,
			Say: "D also covers items 5 and 2: E, which clashes with D, is swapped out."},
		{Pos: 17, Line: CellsChoose, Item: 6, Option: none,
			Say: "Items 1 and 6 both have size 1, option F. The links chose item 1, first in their header list; the cells choose item 6, first in their list, which the swaps reordered."},
		{Pos: 19, Line: CellsTry, Item: 6, Option: 5,
			Say: "Cover item 6 and try F, as the links did."},
		{Pos: 20, Line: CellsCoverOther, Item: 1, Option: 5,
			Say: "F also covers item 1: the list's active part is empty."},
		{Pos: 21, Line: CellsSolution, Item: none, Option: none,
			Say: "Every item is covered exactly once, by B, D and F: the links' solution {B, D, F}, found on the same path of options."},
		{Pos: 21, Line: CellsSolution, Item: none, Option: none, Offer: "sudoku",
			Say: "A sudoku is an exact cover problem too: each cell, and each value in each row, column and box, is an item. Try one."},
	}
}
