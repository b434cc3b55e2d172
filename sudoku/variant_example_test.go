package sudoku_test

import (
	"fmt"

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

func ExampleParseRegions() {
	_, err := sudoku.ParseRegions("1122\n1322\n3344\n3344", 4, 1)
	fmt.Println(err)
	// Output: jigsaw layout: line 1, column 1 (r1c1): region 1 has 3 cells, want 4
}
