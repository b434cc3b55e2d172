package app_test

import (
	"fmt"

	"xcover/app/problem"

	xapp "xcover/app"
	"xcover/dlx"
)

// Eight queens: rows and columns are primary items, diagonals secondary.
func ExampleQueens() {
	m, _ := problem.Queens(8).Matrix()
	r := m.Solve(dlx.Options{})
	fmt.Println(r.Solutions, "solutions")
	fmt.Print(xapp.Draw(m, r.First).Text())
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
