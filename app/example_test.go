package app_test

import (
	"fmt"

	xapp "xcover/app"
	"xcover/dlx"
)

// A problem in Knuth's format, with named options, solved and drawn.
func ExampleParseSheet() {
	s, err := xapp.ParseSheet("0 1 2 3 4 5 6\n|= A\n0 3 6\n|= B\n0 3\n|= C\n3 4 6\n|= D\n2 4 5\n|= E\n1 2 5 6\n|= F\n1 6\n")
	if err != nil {
		fmt.Println(err)
		return
	}
	m, _ := s.Matrix()
	r := m.Solve(dlx.Options{})
	fmt.Print(r.Solutions, " cover:\n", xapp.Draw(m, r.First).Text())
	_, err = xapp.ParseSheet("a b\n|= X\na c\n")
	fmt.Println(err)
	// Output:
	// 1 cover:
	// B
	// D
	// F
	// line 3, column 3: unknown item "c" in option
}

// Eight queens: rows and columns are primary items, diagonals secondary.
func ExampleQueens() {
	m, _ := xapp.Queens(8).Matrix()
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
