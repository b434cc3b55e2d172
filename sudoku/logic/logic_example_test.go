package logic_test

import (
	"fmt"

	"xcover/sudoku"
	"xcover/sudoku/format"
	"xcover/sudoku/logic"
)

func ExampleParseDifficulty() {
	d, err := logic.ParseDifficulty("any")
	fmt.Println(d == logic.AnyDifficulty, d, err)
	// Output: true any <nil>
}

func ExampleRate() {
	b, _ := sudoku.Variant{}.Board(sudoku.Shape{BoxRows: 3, BoxCols: 3})
	p, _, _ := format.Parse("..9..1..........6..5..4.7......3.....65.....4.7.52..3..3.1..62.82.7..59.9........", format.Options{})
	r, err := logic.Rate(b, p)
	fmt.Println(r.Difficulty, r.Hardest, err)
	// Output: hard naked triple <nil>
}

func ExampleHint() {
	b, _ := sudoku.Variant{}.Board(sudoku.Shape{BoxRows: 3, BoxCols: 3})
	p, _, _ := format.Parse(".816...9............4.376..6..4..5...3.....7...7..2..4..521.3............7...481.", format.Options{})
	d, err := logic.Hint(b, p)
	fmt.Println(d.Technique, d.Cells, err)
	fmt.Println(d.Text(9))
	// Output:
	// naked single [5] <nil>
	// naked single: r1c6 has one candidate left
}
