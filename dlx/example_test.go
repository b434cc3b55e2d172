package dlx_test

import (
	"fmt"
	"iter"
	"os"
	"strings"

	"xcover/dlx"
)

// The exact-cover seed's example: X = {0..6} and six subsets A..F; the only
// exact cover is {B, D, F}.
func Example() {
	m := dlx.NewProblem(7, 0)
	for _, set := range [][]int{{0, 3, 6}, {0, 3}, {3, 4, 6}, {2, 4, 5}, {1, 2, 5, 6}, {1, 6}} {
		m.AddOption(set...)
	}
	for k, name := range []string{"A", "B", "C", "D", "E", "F"} {
		m.SetOptionName(k, name)
	}
	r := dlx.NewLinks(m).Solve(dlx.Options{})
	fmt.Println(r.Solutions, "solution:")
	for _, k := range r.First {
		fmt.Println(m.OptionName(k), m.OptionItems(nil, k))
	}
	// Output:
	// 1 solution:
	// B [0 3]
	// D [2 4 5]
	// F [1 6]
}

func ExampleParseKnuth() {
	m, err := dlx.ParseKnuth(strings.NewReader(`| two primary items, one secondary
a b | c
a c
b c
a
b
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	r := dlx.NewLinks(m).Solve(dlx.Options{OnSolution: func(opts []int) {
		var sets []string
		for _, k := range opts {
			sets = append(sets, "{"+m.OptionName(k)+"}")
		}
		fmt.Println(strings.Join(sets, " "))
	}})
	fmt.Println(r.Solutions, "solutions")
	// Output:
	// {a c} {b}
	// {a} {b c}
	// {a} {b}
	// 3 solutions
}

func ExampleProblem_WriteKnuth() {
	m := dlx.NewProblem(2, 1)
	m.SetItemName(0, "p")
	m.SetItemName(1, "q")
	m.SetItemName(2, "s")
	m.AddOption(0, 2)
	m.AddOption(1)
	m.WriteKnuth(os.Stdout)
	// Output:
	// p q | s
	// p s
	// q
}

func ExampleEvents() {
	m, _ := dlx.ParseKnuth(strings.NewReader("a b\na\nb\na b\n"))
	for e := range dlx.Events(dlx.NewLinks(m), dlx.Options{MaxSolutions: 1}) {
		fmt.Println(e.Narrate(m))
	}
	// Output:
	// Branch on 'a': 2 options
	// Cover 'a'
	// Try 'a'
	// Branch on 'b': 1 option
	// Cover 'b'
	// Try 'b'
	// Solution found with 2 options
	// Done: solution limit reached
}

// A viewer pulls events one at a time and may stop whenever it likes.
func ExampleEvents_pull() {
	m, _ := dlx.ParseKnuth(strings.NewReader("a b\na\nb\na b\n"))
	next, stop := iter.Pull(dlx.Events(dlx.NewLinks(m), dlx.Options{}))
	defer stop()
	for range 3 {
		e, _ := next()
		fmt.Println(e)
	}
	// Output:
	// L0 branch on item 0 (2 options)
	// L0 cover item 0
	// L0 try option 0
}

func ExampleLinks_Search() {
	// Three items, three options each covering two: no exact cover.
	m, _ := dlx.ParseKnuth(strings.NewReader("a b c\na b\nb c\na c\n"))
	s := dlx.NewLinks(m).Search(dlx.Options{})
	for e, ok := s.Next(); ok; e, ok = s.Next() {
		if e.Kind == dlx.DeadEnd {
			fmt.Println(e.Narrate(m), "at level", e.Level)
		}
	}
	fmt.Println(s.Stats().Solutions, "solutions,", s.Stats().Nodes, "nodes")
	// Output:
	// Dead end: 'c' has no options left, backtrack at level 1
	// Dead end: 'b' has no options left, backtrack at level 1
	// 0 solutions, 3 nodes
}

// A search that stops at its node budget goes on, one event at a time, from
// where it stopped: the two parts make one search.
func ExampleLinks_Resume() {
	p := dlx.NewProblem(7, 0)
	for _, set := range [][]int{{0, 3, 6}, {0, 3}, {3, 4, 6}, {2, 4, 5}, {1, 2, 5, 6}, {1, 6}} {
		p.AddOption(set...)
	}
	m := dlx.NewLinks(p)
	r := m.Solve(dlx.Options{NodeBudget: 3})
	fmt.Println("stopped:", r.Stop, "after", r.Nodes, "nodes")
	s := m.Resume(&r, dlx.Options{})
	for e, ok := s.Next(); ok; e, ok = s.Next() {
		if e.Kind == dlx.Solution {
			fmt.Println("solution:", e.Options)
		}
	}
	whole := m.Solve(dlx.Options{})
	fmt.Println("nodes:", s.Stats().Nodes, "as one search:", whole.Nodes)
	// Output:
	// stopped: node budget spent after 3 nodes
	// solution: [1 3 5]
	// nodes: 5 as one search: 5
}

// Colors (Algorithm C): two words cross in a 1x3 strip of cells, the cells
// secondary items colored by their letters. "AB" and "BC" agree on cell 1
// only when placed as A B C.
func ExampleProblem_AddColoredOption() {
	m := dlx.NewProblem(2, 3)                                  // the words AB and BC; cells 0, 1, 2
	m.AddColoredOption([]int{0, 2, 3}, []string{"", "A", "B"}) // AB at cells 0-1
	m.AddColoredOption([]int{0, 3, 4}, []string{"", "A", "B"}) // AB at cells 1-2
	m.AddColoredOption([]int{1, 3, 4}, []string{"", "B", "C"}) // BC at cells 1-2
	m.AddColoredOption([]int{1, 2, 3}, []string{"", "B", "C"}) // BC at cells 0-1
	r := dlx.NewLinks(m).Solve(dlx.Options{})
	fmt.Println(m.Algorithm(), r.Solutions, r.First, m.OptionColor(2, 3))
	// Output:
	// C 1 [0 2] B
}

// Multiplicities (Algorithm M): T must be covered exactly twice, a and b
// once, c at most twice; the bounds go before the names in the item line.
func ExampleProblem_SetBounds() {
	m, err := dlx.ParseKnuth(strings.NewReader(`2|T a b 0:2|c
T a
T b
T c
a b
c
`))
	if err != nil {
		panic(err)
	}
	show := func(opts []int) {
		var names []string
		for _, k := range opts {
			names = append(names, "{"+m.OptionName(k)+"}")
		}
		fmt.Println(strings.Join(names, " "))
	}
	lower, upper := m.Bounds(3)
	fmt.Println(m.Algorithm(), m.ItemName(3), lower, upper)
	dlx.NewLinks(m).Solve(dlx.Options{OnSolution: show})
	m.SetBounds(3, 1, 2) // now c at least once
	fmt.Println("c 1:2")
	dlx.NewLinks(m).Solve(dlx.Options{OnSolution: show})
	// Output:
	// M c 0 2
	// {T a} {T b} {c}
	// {T a} {T b}
	// c 1:2
	// {T a} {T b} {c}
}

// An option's text names its items as the input did, with their colors.
func ExampleProblem_OptionText() {
	m, err := dlx.ParseKnuth(strings.NewReader("a b | x y\na x:red\nb x:red y\na y:blue\n"))
	if err != nil {
		panic(err)
	}
	for _, k := range dlx.NewLinks(m).Solve(dlx.Options{}).First {
		fmt.Println(m.OptionText(k))
	}
	// Output:
	// b x:red y
	// a x:red
}

// A memoized count of the domino tilings of a 12x12 board: 5.3e16
// tilings, from some fifty thousand subproblems.
func ExampleMemo() {
	const n = 12
	var b strings.Builder
	for r := range n {
		for c := range n {
			fmt.Fprintf(&b, "%d.%d ", r, c)
		}
	}
	b.WriteString("\n")
	for r := range n {
		for c := range n {
			if c+1 < n {
				fmt.Fprintf(&b, "%d.%d %d.%d\n", r, c, r, c+1)
			}
			if r+1 < n {
				fmt.Fprintf(&b, "%d.%d %d.%d\n", r, c, r+1, c)
			}
		}
	}
	p, _ := dlx.ParseKnuth(strings.NewReader(b.String()))
	memo, _ := dlx.NewMemo(p, dlx.MemoOptions{})
	r := memo.Count(dlx.Subtree{})
	fmt.Println(r.Count, "tilings,", r.Nodes, "nodes")
	// Output:
	// 53060477521960000 tilings, 74049 nodes
}

// The ZDD of the three tilings of a 2x3 board, and the cheapest of them
// when the vertical dominoes cost 1, the first 2.
func ExampleZDD() {
	p, _ := dlx.ParseKnuth(strings.NewReader("a b c d e f\na b\na d |2\nb c\nb e |1\nc f |1\nd e\ne f\n"))
	memo, _ := dlx.NewMemo(p, dlx.MemoOptions{ZDD: true})
	memo.Count(dlx.Subtree{})
	z := memo.ZDD()
	fmt.Println(z.Count(), "solutions,", z.Nodes(), "nodes")
	z.WriteKnuth(os.Stdout)
	for _, s := range z.Cheapest(1, p.Cost) {
		fmt.Println("cost", s.Cost)
		for _, k := range s.Options {
			fmt.Println(p.OptionText(k))
		}
	}
	// Output:
	// 3 solutions, 10 nodes
	// 2: (~6?0:1)
	// 3: (~5?0:2)
	// 4: (~1?0:3)
	// 5: (~7?0:1)
	// 6: (~3?0:5)
	// 7: (~5?0:1)
	// 8: (~4?6:7)
	// 9: (~2?4:8)
	// a: (~0?0:9)
	// cost 1
	// a b
	// c f
	// d e
}

// The two cheapest solutions by Knuth's branch and bound (DLX5).
func ExampleCheapest() {
	p, _ := dlx.ParseKnuth(strings.NewReader("a b c\na b |3\nc |1\na |2\nb c |2\nb |0\nc a |5\n"))
	sols, _, _ := dlx.Cheapest(p, 2, dlx.Options{})
	for _, s := range sols {
		fmt.Println(s.Cost, s.Options)
	}
	// Output:
	// 3 [2 4 1]
	// 4 [2 3]
}

// Shuffled puts the options in another order, the same for the same seed:
// the search meets the solutions in another order, and counts as many.
func ExampleProblem_Shuffled() {
	m, err := dlx.ParseKnuth(strings.NewReader("a b c\na\nb\nc\na b\nb c\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	s := m.Shuffled(3)
	first := dlx.NewLinks(m).Solve(dlx.Options{})
	shuffled := dlx.NewLinks(s).Solve(dlx.Options{})
	fmt.Println(first.Solutions, "and", shuffled.Solutions, "solutions")
	fmt.Println("first in the input's order:", text(m, first.First))
	fmt.Println("first shuffled:", text(s, shuffled.First))
	// Output:
	// 3 and 3 solutions
	// first in the input's order: {a} {b} {c}
	// first shuffled: {a b} {c}
}

// text writes a solution's options as the input writes them.
func text(m *dlx.Problem, options []int) string {
	var out []string
	for _, k := range options {
		out = append(out, "{"+m.OptionText(k)+"}")
	}
	return strings.Join(out, " ")
}
