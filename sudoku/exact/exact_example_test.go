package exact_test

import (
	"fmt"

	"xcover/sudoku"
	"xcover/sudoku/exact"
)

func ExampleEncodeVariant() {
	b, _ := sudoku.Variant{AntiKing: true}.Board(sudoku.Shape{BoxRows: 3, BoxCols: 3})
	g, _ := sudoku.EmptyGrid(9)
	e, err := exact.EncodeVariant(b, g, exact.Full)
	if err != nil {
		panic(err)
	}
	last := e.Problem.Items() - 1
	fmt.Println(e.Problem.Primary(), e.Problem.Secondary(), e.Group(last), e.ItemName(last))
	// Output: 324 2448 king pair king pair r9c8-r9c9 has 9
}
