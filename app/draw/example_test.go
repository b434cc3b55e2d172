package draw_test

import (
	"fmt"
	"strings"

	"xcover/app/draw"
	"xcover/app/explain"
	"xcover/app/problem"
	"xcover/dlx"
)

// ExampleDraw draws a solution of eight queens (rows and columns are
// primary items, diagonals secondary) on its board.
func ExampleDraw() {
	p, _ := problem.Queens(8).Problem()
	r := dlx.NewLinks(p).Solve(dlx.Options{})
	fmt.Println(r.Solutions, "solutions")
	fmt.Print(draw.Draw(p, r.First).Text())
	// Output:
	// 92 solutions
	// Q . . . . . . .
	// . . . . Q . . .
	// . . . . . . . Q
	// . . . . . Q . .
	// . . Q . . . . .
	// . . . . . . Q .
	// . Q . . . . . .
	// . . . Q . . . .
}

// ExampleSceneSVG saves the dancing links of Knuth's seed example, before
// the search starts, as a standalone SVG document: a box per node,
// labelled, and an arrow per link.
func ExampleSceneSVG() {
	p, _ := problem.SeedExample().Problem()
	l, _ := explain.NewLinks(dlx.NewLinks(p))
	s := draw.NewLinksPicture(l, nil).Scene()
	doc := draw.SceneSVG(s, draw.Ink{Background: "white", Panel: "white", Fg: "black", Muted: "gray",
		Branch: "orange", Trying: "blue", Placed: "green", Focus: "gold"})
	fmt.Println(len(s.Nodes), "nodes,", len(s.Arrows), "links")
	fmt.Println(strings.HasPrefix(doc, `<svg xmlns="http://www.w3.org/2000/svg"`), strings.Count(doc, `<g class="node`), "boxes")
	fmt.Println(strings.Contains(doc, ">root</text>"), strings.Contains(doc, ">len 2</text>"))
	// Output:
	// 25 nodes, 98 links
	// true 25 boxes
	// true true
}
