package explain

// Line is one line of pseudocode.
type Line struct {
	N      int    // the line's number, from 1
	Indent int    // its indentation level, from 0
	Text   string // the code, without indentation
}

// Code is a piece of pseudocode: a title and its numbered lines.
type Code struct {
	Title string
	Lines []Line
}

// The lines of AlgorithmX, by number.
const (
	XSearch        = iota + 1 // search: solve(0), then stop (the start, and Done)
	XSolve                    // solve(level):
	XAllCovered               // if no primary item is left:
	XSolution                 // report the solution; return (Solution)
	XChoose                   // choose an item i with the fewest options, s of them (Branch)
	XDeadEnd                  // if s = 0: dead end; return (DeadEnd)
	XCoverItem                // cover(i) (the chosen item's Cover)
	XTry                      // for each option o in i's list, top to bottom: (Try)
	XCoverOthers              // cover o's other items, left to right (their Covers)
	XRecurse                  // solve(level + 1) (no event: the next Branch is a level down)
	XUncoverOthers            // uncover o's other items, right to left (their Uncovers)
	XLeave                    // leave o: take it out of the solution (Leave)
	XUncoverItem              // uncover(i); return (the chosen item's Uncover)
)
