package sudoku_test

import (
	"errors"
	"fmt"
	"time"

	"xcover/sudoku"
)

func ExampleParseVariant() {
	v, err := sudoku.ParseVariant("anti-knight+x")
	if err != nil {
		panic(err)
	}
	fmt.Println(v, v.Diagonals, v.AntiKnight)
	// Output: x+anti-knight true true
}

func ExampleVariant_Board() {
	b, err := sudoku.Variant{Windows: true}.Board(sudoku.Shape{BoxRows: 3, BoxCols: 3})
	if err != nil {
		panic(err)
	}
	last := b.Units[len(b.Units)-1]
	fmt.Println(len(b.Units), last.Name(), len(b.Peers(10)))
	// Output: 31 window 4 23
}

func ExampleBoard_Encode() {
	b, _ := sudoku.Variant{AntiKing: true}.Board(sudoku.Shape{BoxRows: 3, BoxCols: 3})
	g, _ := sudoku.EmptyGrid(9)
	e, err := b.Encode(g, sudoku.Full)
	if err != nil {
		panic(err)
	}
	last := e.Problem.Items() - 1
	fmt.Println(e.Problem.Primary(), e.Problem.Secondary(), e.Group(last), e.ItemName(last))
	// Output: 324 2448 king pair king pair r9c8-r9c9 has 9
}

func ExampleVariant_Solve() {
	p, _, _ := sudoku.Parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", sudoku.Options{})
	_, err := sudoku.Variant{Diagonals: true}.Solve(p, sudoku.Logic, sudoku.Limits{MaxSolutions: 2})
	fmt.Println(err)
	// Output: the logic method knows only rows, columns and boxes and cannot play x (dlx plays every variant): variant unsupported
}

func ExampleParseRegions() {
	_, err := sudoku.ParseRegions("1122\n1322\n3344\n3344", 4, 1)
	fmt.Println(err)
	// Output: jigsaw layout: line 1, column 1 (r1c1): region 1 has 3 cells, want 4
}

func ExampleNewGenerator() {
	g, err := sudoku.NewGenerator(sudoku.GenerateOptions{Difficulty: sudoku.Easy, Seed: 1})
	if err != nil {
		panic(err)
	}
	p, r, err := g.Next()
	fmt.Println(len(p.Cells), r.Difficulty, err)
	// Output: 81 easy <nil>
}

func ExampleGenerator_StepUntil() {
	opt := sudoku.GenerateOptions{Difficulty: sudoku.Hard, Seed: 7}
	g, err := sudoku.NewGenerator(opt)
	if err != nil {
		panic(err)
	}
	// A page works a few milliseconds each animation frame.
	frames := 1
	for !g.StepUntil(time.Now().Add(8 * time.Millisecond)) {
		frames++
	}
	p, r, err := g.Result()
	// The puzzle is the one the seed gives, however the work was sliced.
	again, _ := sudoku.NewGenerator(opt)
	q, _, _ := again.Next()
	fmt.Println(r.Difficulty, err, p.Equal(q), frames > 0)
	// Output: hard <nil> true true
}

func ExampleGenerator_Step() {
	g, _ := sudoku.NewGenerator(sudoku.GenerateOptions{Variant: sudoku.Variant{AntiKnight: true}, Difficulty: sudoku.Easy, Seed: 1, MaxWork: 300_000})
	for !g.Step(1000) {
	}
	_, _, err := g.Result()
	fmt.Println(errors.Is(err, sudoku.ErrWorkBound))
	fmt.Println(err)
	// Output:
	// true
	// no easy anti-knight puzzle within 300000 units of work (1 rated, the last expert): work bound spent
}

func ExampleParseDifficulty() {
	d, err := sudoku.ParseDifficulty("any")
	fmt.Println(d == sudoku.AnyDifficulty, d, err)
	// Output: true any <nil>
}

func ExampleBoard_Rate() {
	b, _ := sudoku.Variant{}.Board(sudoku.Shape{BoxRows: 3, BoxCols: 3})
	p, _, _ := sudoku.Parse("..9..1..........6..5..4.7......3.....65.....4.7.52..3..3.1..62.82.7..59.9........", sudoku.Options{})
	r, err := b.Rate(p)
	fmt.Println(r.Difficulty, r.Hardest, err)
	// Output: hard naked triple <nil>
}

func ExampleBoard_Hint() {
	b, _ := sudoku.Variant{}.Board(sudoku.Shape{BoxRows: 3, BoxCols: 3})
	p, _, _ := sudoku.Parse(".816...9............4.376..6..4..5...3.....7...7..2..4..521.3............7...481.", sudoku.Options{})
	d, err := b.Hint(p)
	fmt.Println(d.Technique, d.Cells, err)
	fmt.Println(d.Text(9))
	// Output:
	// naked single [5] <nil>
	// naked single: r1c6 has one candidate left
}
