package problem_test

import (
	"fmt"

	"xcover/app/problem"
	"xcover/dlx"
)

// A problem in Knuth's format, with named options, and its one cover.
func ExampleParseSheet() {
	s, err := problem.ParseSheet("0 1 2 3 4 5 6\n|= A\n0 3 6\n|= B\n0 3\n|= C\n3 4 6\n|= D\n2 4 5\n|= E\n1 2 5 6\n|= F\n1 6\n")
	if err != nil {
		fmt.Println(err)
		return
	}
	m, _ := s.Problem()
	r := dlx.NewLinks(m).Solve(dlx.Options{})
	fmt.Println(r.Solutions, "cover:")
	for _, k := range r.First {
		fmt.Println(m.OptionName(k))
	}
	_, err = problem.ParseSheet("a b\n|= X\na c\n")
	fmt.Println(err)
	// Output:
	// 1 cover:
	// B
	// D
	// F
	// line 3, column 3: unknown item "c" in option
}

// A link to eight queens at event 123, and a problem of one's own,
// carried in the link's fragment, read back.
func ExampleParseLink() {
	queens := problem.Link{Preset: "queens", Size: 8, Event: 123, Engine: "links"}
	fmt.Println("/matrix?" + queens.Query())

	own := problem.Link{Text: "a b\na\nb\n", Event: 2, Engine: "cells"}
	fragment, _ := own.Fragment()
	back, err := problem.ParseLink(own.Query(), fragment)
	fmt.Printf("%q at event %d on the %s, %v\n", back.Text, back.Event, back.Engine, err)

	_, err = problem.ParseLink("preset=queens&n=3", "")
	fmt.Println(err)
	// Output:
	// /matrix?preset=queens&n=8&s=123
	// "a b\na\nb\n" at event 2 on the cells, <nil>
	// The link's size n="3" is not a size of queens: 4, 5, 6, 7, 8, 9, 10, 11, 12
}

// A problem's text read a slice at a time, as a page reads a big one over
// several frames: the item line first, then about 8 bytes of options a
// step; the problem to search is built as it is read.
func ExampleLoad() {
	l := problem.NewLoad("", "a b c\n|= X\na b\nc\n|= Y\na\nb c\n")
	steps := 0
	for done := false; !done; steps++ {
		var err error
		if done, err = l.Step(8); err != nil {
			fmt.Println(err)
			return
		}
	}
	m := l.Problem()
	fmt.Println(steps, "steps:", len(l.Sheet().Options), "options,", m.Options(), "in the problem")
	for k := range m.Options() {
		fmt.Println(m.OptionName(k))
	}
	_, linkable := l.Fragment()
	fmt.Println("a link holds it:", linkable)
	// Output:
	// 4 steps: 4 options, 4 in the problem
	// X
	// c
	// Y
	// b c
	// a link holds it: true
}
