package explain_test

import (
	"fmt"
	"strings"

	"xcover/app/explain"
	"xcover/app/player"
	"xcover/app/problem"
	"xcover/dlx"
	"xcover/sudoku/solve"
)

// A Trace beside the player: record every event the player generates, and
// read the lit line and the values in play at the player's position.
func ExampleTrace() {
	p, _ := problem.SeedExample().Problem()
	pl := player.NewPlayer(dlx.NewLinks(p), dlx.Options{}, 0)
	tr := explain.NewTrace(0)
	pl.Observe(tr.Record)
	show := func() {
		lit, _ := tr.At(pl.Pos())
		line := explain.AlgorithmX.Lines[lit.Line-1] // numbered from 1
		fmt.Printf("%2d %s%s | %+v\n", pl.Pos(), strings.Repeat("  ", line.Indent), line.Text, lit.Values)
	}
	for range 3 {
		pl.Step()
		show()
	}
	pl.Back() // stepping back shows what stepping forwards did
	show()
	// Output:
	//  1   choose an item i with the fewest options, s of them | {Level:0 Item:0 Size:2 Option:-1}
	//  2   cover(i) | {Level:0 Item:0 Size:2 Option:-1}
	//  3   for each option o in i's list, top to bottom: | {Level:0 Item:0 Size:2 Option:0}
	//  2   cover(i) | {Level:0 Item:0 Size:2 Option:-1}
}

// A Trace over a search's events, without a player: a position shows
// what the events up to it make it show.
func ExampleTrace_At() {
	p, _ := problem.SeedExample().Problem()
	tr := explain.NewTrace(0)
	var events []dlx.Event
	for e := range dlx.Events(dlx.NewLinks(p), dlx.Options{}) {
		tr.Record(len(events), e)
		events = append(events, e)
	}
	lit, _ := tr.At(7)
	fmt.Println(events[6].Narrate(p))
	fmt.Println(lit.Line == explain.XDeadEnd, lit.Values)
	// Output:
	// Dead end: '1' has no options left, backtrack
	// true {1 1 0 -1}
}

// The links of the seed example, and the changes covering item 0 makes.
func ExampleLinks_Dance() {
	p, _ := problem.SeedExample().Problem()
	l, _ := explain.NewLinks(dlx.NewLinks(p))
	fmt.Println(len(l.Nodes), "nodes,", len(l.Arrows()), "arrows")
	f, _ := l.Fields(1) // item 0's header
	fmt.Printf("item 0's header: %+v\n", f)
	covered, changes := l.Dance(dlx.Event{Kind: dlx.Cover, Item: 0})
	for _, c := range changes {
		fmt.Printf("%d.%s: %d -> %d\n", c.Node, c.Field, c.From, c.To)
	}
	fmt.Println("header live:", covered.Live(1), "size of item 3:", covered.Size(3))
	_, back := covered.Dance(dlx.Event{Kind: dlx.Uncover, Item: 0})
	fmt.Println(len(back), "changes back, first:", back[0].Node, back[0].Field)
	// Output:
	// 25 nodes, 98 arrows
	// item 0's header: {Up:13 Down:9 Left:0 Right:2 Top:2}
	// 0.right: 1 -> 2
	// 2.left: 1 -> 0
	// 4.down: 10 -> 14
	// 14.up: 10 -> 4
	// 4.len: 3 -> 2
	// 7.down: 11 -> 18
	// 18.up: 11 -> 7
	// 7.len: 4 -> 3
	// 4.down: 14 -> 16
	// 16.up: 14 -> 4
	// 4.len: 2 -> 1
	// header live: false size of item 3: 1
	// 11 changes back, first: 4 len
}

// NewLinks refuses a matrix too big to read.
func ExampleNewLinks() {
	p, _ := problem.Queens(8).Problem()
	_, err := explain.NewLinks(dlx.NewLinks(p))
	fmt.Println(err)
	// Output:
	// too big to draw the links: 46 items and 64 options (at most 40 and 80)
}

// A classic method's pseudocode, and the line a step lights.
func ExampleMethodLine() {
	code, _ := explain.MethodCode(solve.Backtrack)
	fmt.Println(code.Title)
	s := solve.Step{Kind: solve.StepPlace, Cell: 1, Value: 2, Depth: 1}
	line := code.Lines[explain.MethodLine(solve.Backtrack, s)-1] // numbered from 1
	fmt.Println(line.N, line.Text)
	// Output:
	// Backtracking
	// 7 write v in the cell
}

// The tour's first stops.
func ExampleTour() {
	for _, st := range explain.Tour()[:3] {
		fmt.Printf("pos %d, line %d, item %d: %.40s...\n", st.Pos, st.Line, st.Item, st.Say)
	}
	// Output:
	// pos 0, line 1, item -1: Choose some of the options A to F, the r...
	// pos 1, line 5, item 0: First, choose an item to cover. Algorith...
	// pos 2, line 7, item 0: Cover item 0: its header leaves the list...
}
