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

// code numbers lines given as indentation and text.
func code(title string, lines ...any) Code {
	c := Code{Title: title}
	for i := 0; i+1 < len(lines); i += 2 {
		c.Lines = append(c.Lines, Line{N: len(c.Lines) + 1, Indent: lines[i].(int), Text: lines[i+1].(string)})
	}
	return c
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

// AlgorithmX is Knuth's Algorithm X in a compact recursive form; its
// lines are numbered by the constants XSearch..XUncoverItem.
var AlgorithmX = code("Algorithm X",
	0, "search: solve(0), then stop",
	0, "solve(level):",
	1, "if no primary item is left:",
	2, "report the solution; return",
	1, "choose an item i with the fewest options, s of them",
	1, "if s = 0: dead end; return",
	1, "cover(i)",
	1, "for each option o in i's list, top to bottom:",
	2, "cover o's other items, left to right",
	2, "solve(level + 1)",
	2, "uncover o's other items, right to left",
	2, "leave o: take it out of the solution",
	1, "uncover(i); return",
)
