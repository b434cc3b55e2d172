package draw_test

import (
	"fmt"

	"xcover/app/draw"
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
