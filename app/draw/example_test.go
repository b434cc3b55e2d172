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
	m, _ := problem.Queens(8).Matrix()
	r := m.Solve(dlx.Options{})
	fmt.Println(r.Solutions, "solutions")
	fmt.Print(draw.Draw(m, r.First).Text())
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
