package explain

import "xcover/dlx"

// Algorithm is a search's pseudocode and the line each of its events
// lights: Knuth's Algorithm X, C (colors) or M (multiplicities), in a
// compact recursive form written for this page.
type Algorithm struct {
	Code
	lines [nSteps]uint8 // the line each step lights
	last  step          // the step that ends a level: its branch item leaves play
}

// step is the part of a search an event plays, whatever the algorithm.
type step uint8

const (
	stepStart        step = iota // before the first event, and Done
	stepSolution                 // Solution
	stepBranch                   // Branch
	stepDeadEnd                  // DeadEnd
	stepUseItem                  // Use of the item branched on
	stepCoverItem                // Cover of the item branched on
	stepTweak                    // Tweak
	stepTry                      // Try
	stepUseOther                 // Use of a tried option's other item
	stepCoverUsed                // Cover of an other item whose uses are spent
	stepCoverOther               // Cover of another item
	stepPurify                   // Purify
	stepUncoverOther             // Uncover of another item
	stepUnpurify                 // Unpurify
	stepUnuseOther               // Unuse of another item
	stepLeave                    // Leave
	stepClose                    // Close and Reopen
	stepUntweak                  // Untweak
	stepUncoverItem              // Uncover of the item branched on
	stepUnuseItem                // Unuse of the item branched on
	stepRestoreTry               // Restore of the sizes an option's commits changed (the dancing cells)
	stepRestoreItem              // Restore of the sizes the item's cover changed (the dancing cells)
	nSteps
)

// stepOf returns the step event e plays, given prev, the event just before
// it. The item branched on is told from the others by what comes before
// its Cover (its Branch, or in Algorithm M its Use) and its Uncover (the
// Leave of its last option, or in Algorithm M the last Untweak, a Reopen,
// or its own Cover when too few options are left), never by a Cover or
// Uncover of another item.
func stepOf(prev, e dlx.Event) step {
	switch e.Kind {
	case dlx.Branch:
		return stepBranch
	case dlx.DeadEnd:
		return stepDeadEnd
	case dlx.Solution:
		return stepSolution
	case dlx.Try:
		return stepTry
	case dlx.Leave:
		return stepLeave
	case dlx.Tweak:
		return stepTweak
	case dlx.Untweak:
		return stepUntweak
	case dlx.Close, dlx.Reopen:
		return stepClose
	case dlx.Purify:
		return stepPurify
	case dlx.Restore:
		if e.Option < 0 {
			return stepRestoreItem
		}
		return stepRestoreTry
	case dlx.Unpurify:
		return stepUnpurify
	case dlx.Use:
		if e.Option < 0 {
			return stepUseItem
		}
		return stepUseOther
	case dlx.Unuse:
		if e.Option < 0 {
			return stepUnuseItem
		}
		return stepUnuseOther
	case dlx.Cover:
		switch {
		case prev.Kind == dlx.Branch || prev.Kind == dlx.Use && prev.Option < 0:
			return stepCoverItem
		case prev.Kind == dlx.Use:
			return stepCoverUsed
		}
		return stepCoverOther
	case dlx.Uncover:
		switch prev.Kind {
		case dlx.Leave, dlx.Untweak, dlx.Reopen, dlx.Cover:
			return stepUncoverItem
		}
		return stepUncoverOther
	}
	return stepStart
}

// LineOf returns the line of a that event e runs, given prev, the event
// just before it (the zero Event for the first).
func (a *Algorithm) LineOf(prev, e dlx.Event) int { return int(a.lines[stepOf(prev, e)]) }

// AlgorithmX is Knuth's Algorithm X; its lines are numbered by the
// constants XSearch..XUncoverItem.
var AlgorithmX = Algorithm{
	Code: Code{Title: "Algorithm X", Lines: []Line{
		{1, 0, "search: solve(0), then stop"},
		{2, 0, "solve(level):"},
		{3, 1, "if no primary item is left:"},
		{4, 2, "report the solution; return"},
		{5, 1, "choose an item i with the fewest options, s of them"},
		{6, 1, "if s = 0: dead end; return"},
		{7, 1, "cover(i)"},
		{8, 1, "for each option o in i's list, top to bottom:"},
		{9, 2, "cover o's other items, left to right"},
		{10, 2, "solve(level + 1)"},
		{11, 2, "uncover o's other items, right to left"},
		{12, 2, "leave o: take it out of the solution"},
		{13, 1, "uncover(i); return"},
	}},
	lines: [nSteps]uint8{ // the line each step lights
		stepStart: XSearch, stepSolution: XSolution, stepBranch: XChoose, stepDeadEnd: XDeadEnd,
		stepCoverItem: XCoverItem, stepTry: XTry, stepCoverOther: XCoverOthers, stepUncoverOther: XUncoverOthers,
		stepLeave: XLeave, stepUncoverItem: XUncoverItem,
	},
	last: stepUncoverItem,
}

// AlgorithmC is Knuth's Algorithm C: X with colors, an option's secondary
// items committed (covered, or purified to the option's color) instead of
// covered.
var AlgorithmC = Algorithm{
	Code: Code{Title: "Algorithm C", Lines: []Line{
		{1, 0, "search: solve(0), then stop"},
		{2, 0, "solve(level):"},
		{3, 1, "if no primary item is left:"},
		{4, 2, "report the solution; return"},
		{5, 1, "choose an item i with the fewest options, s of them"},
		{6, 1, "if s = 0: dead end; return"},
		{7, 1, "cover(i): its options leave, but for nodes marked"},
		{8, 1, "for each option o in i's list, top to bottom:"},
		{9, 2, "commit o's other items, left to right:"},
		{10, 3, "no color: cover it"},
		{11, 3, "a color: purify it (other colors leave, its own is marked)"},
		{12, 2, "solve(level + 1)"},
		{13, 2, "uncommit o's other items, right to left:"},
		{14, 3, "a color: unpurify it"},
		{15, 3, "no color: uncover it"},
		{16, 2, "leave o: take it out of the solution"},
		{17, 1, "uncover(i); return"},
	}},
	lines: [nSteps]uint8{ // the line each step lights
		stepStart: 1, stepSolution: 4, stepBranch: 5, stepDeadEnd: 6,
		stepCoverItem: 7, stepTry: 8, stepCoverOther: 10, stepPurify: 11,
		stepUncoverOther: 15, stepUnpurify: 14, stepLeave: 16, stepUncoverItem: 17,
	},
	last: stepUncoverItem,
}

// AlgorithmM is Knuth's Algorithm M: C with multiplicities, each primary
// item covered between its bounds, an option set aside once tried so
// that a set of options is found once.
var AlgorithmM = Algorithm{
	Code: Code{Title: "Algorithm M", Lines: []Line{
		{1, 0, "search: solve(0), then stop"},
		{2, 0, "solve(level):"},
		{3, 1, "if no primary item is left to branch on:"},
		{4, 2, "report the solution; return"},
		{5, 1, "choose an item i with the fewest ways on, s of them"},
		{6, 1, "if s = 0: dead end; return"},
		{7, 1, "use i once"},
		{8, 1, "if i has no uses left: cover(i)"},
		{9, 1, "for each option o in i's list, while enough are left:"},
		{10, 2, "unless i takes o alone: set o aside from now on"},
		{11, 2, "try o: put it in the solution"},
		{12, 2, "commit o's other items, left to right:"},
		{13, 3, "primary: use it once"},
		{14, 3, "its uses spent: cover it"},
		{15, 3, "secondary, no color: cover it"},
		{16, 3, "a color: purify it (other colors leave, its own is marked)"},
		{17, 2, "solve(level + 1)"},
		{18, 2, "uncommit o's other items, right to left:"},
		{19, 3, "covered: uncover it"},
		{20, 3, "a color: unpurify it"},
		{21, 3, "primary: give its use back"},
		{22, 2, "leave o: take it out of the solution"},
		{23, 1, "if none is left and i's lower bound is met: close i, solve(level + 1), reopen i"},
		{24, 1, "put back the options set aside"},
		{25, 1, "if i was covered: uncover(i)"},
		{26, 1, "give i's use back; return"},
	}},
	lines: [nSteps]uint8{ // the line each step lights
		stepStart: 1, stepSolution: 4, stepBranch: 5, stepDeadEnd: 6,
		stepUseItem: 7, stepCoverItem: 8, stepTweak: 10, stepTry: 11,
		stepUseOther: 13, stepCoverUsed: 14, stepCoverOther: 15, stepPurify: 16,
		stepUncoverOther: 19, stepUnpurify: 20, stepUnuseOther: 21, stepLeave: 22,
		stepClose: 23, stepUntweak: 24, stepUncoverItem: 25, stepUnuseItem: 26,
	},
	last: stepUnuseItem,
}

// AlgorithmCells is Knuth's dancing cells (SSXCC), Algorithm C on sparse
// sets: an item's options are the live part of its block, a take swaps a
// node past the size, and a backtrack restores the sizes saved on the
// trail since its mark.
var AlgorithmCells = Algorithm{
	Code: Code{Title: "Dancing cells", Lines: []Line{
		{1, 0, "search: solve(0), then stop"},
		{2, 0, "solve(level):"},
		{3, 1, "if the list has no active primary item:"},
		{4, 2, "report the solution; return"},
		{5, 1, "choose the active item i of smallest size s, the first in the list"},
		{6, 1, "if s = 0: dead end; return"},
		{7, 1, "mark the trail; cover(i): swap i past the list's active part, and each option of i's set out of its other items' sets"},
		{8, 1, "for each option o of i's set, places 0 to s - 1:"},
		{9, 2, "mark the trail; commit o's other items, left to right:"},
		{10, 3, "no color: cover it"},
		{11, 3, "a color: purify it (other colors' options out, its own marked)"},
		{12, 2, "solve(level + 1)"},
		{13, 2, "restore the sizes saved since the mark: the sets are back"},
		{14, 2, "leave o: take it out of the solution"},
		{15, 1, "restore the sizes saved since i's mark; return"},
	}},
	lines: [nSteps]uint8{ // the line each step lights
		stepStart: 1, stepSolution: 4, stepBranch: 5, stepDeadEnd: 6,
		stepCoverItem: 7, stepTry: 8, stepCoverOther: 10, stepPurify: 11,
		stepLeave: 14, stepRestoreTry: 13, stepRestoreItem: 15,
	},
	last: stepRestoreItem,
}

// AlgorithmCellsM is the dancing cells with multiplicities, as Knuth's
// SSMCC searches them: a binary tree, each node including the first
// option of the item chosen, or excluding it once every solution with it
// is found.
var AlgorithmCellsM = Algorithm{
	Code: Code{Title: "Dancing cells, multiplicities", Lines: []Line{
		{1, 0, "search: solve(0), then stop"},
		{2, 0, "solve(level):"},
		{3, 1, "if no primary item is left to branch on:"},
		{4, 2, "report the solution; return"},
		{5, 1, "choose the item i with the fewest ways on; o is the first option of its set; with two ways, mark the trail"},
		{6, 1, "include o: use its primary items once, cover those spent and its uncolored secondary items, purify its colored ones"},
		{7, 1, "a change that leaves an item fewer options than it needs: dead end; return"},
		{8, 1, "solve(level + 1)"},
		{9, 1, "leave o: take it out of the solution"},
		{10, 1, "restore the sizes saved since the mark"},
		{11, 1, "exclude o: take it out of i's set; solve(level + 1)"},
	}},
	lines: [nSteps]uint8{ // the line each step lights
		stepStart: 1, stepSolution: 4, stepBranch: 5, stepDeadEnd: 7,
		stepTweak: 11, stepTry: 6, stepLeave: 9, stepRestoreTry: 10,
	},
	last: stepRestoreItem,
}

// AlgorithmOf returns the algorithm named as dlx.Matrix.Algorithm names
// it: "C", "M", or X for any other name.
func AlgorithmOf(name string) *Algorithm {
	switch name {
	case "C":
		return &AlgorithmC
	case "M":
		return &AlgorithmM
	}
	return &AlgorithmX
}

// AlgorithmFor returns the algorithm an engine (dlx.Engines) searches a
// problem of the algorithm named (see AlgorithmOf) with: the dancing
// cells', with or without multiplicities, or AlgorithmOf's.
func AlgorithmFor(engine, name string) *Algorithm {
	if engine == "cells" {
		if name == "M" {
			return &AlgorithmCellsM
		}
		return &AlgorithmCells
	}
	return AlgorithmOf(name)
}
