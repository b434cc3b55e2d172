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

// ExamplePixelsSVG writes a picture of 3 x 2 pixels, a red column beside
// a blue block, as SVG shown ten times as big: a rectangle for each.
func ExamplePixelsSVG() {
	red, blue := []byte{255, 0, 0, 255}, []byte{0, 0, 255, 255}
	var pix []byte
	for range 2 {
		pix = append(append(append(pix, red...), blue...), blue...)
	}
	fmt.Println(draw.PixelsSVG(3, 2, pix, 10))
	// Output:
	// <svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" viewBox="0 0 3 2" shape-rendering="crispEdges"><path fill="#ff0000" d="M0 0h1v2h-1z"/><path fill="#0000ff" d="M1 0h2v2h-2z"/></svg>
}
