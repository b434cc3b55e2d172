package problem

import (
	"fmt"
	"slices"

	"xcover/sudoku"
	"xcover/sudoku/exact"
)

// SeedExample is the exact cover example of the project's seed (and of
// many texts on Algorithm X): items 0..6 and options A={0,3,6}, B={0,3},
// C={3,4,6}, D={2,4,5}, E={1,2,5,6}, F={1,6}. Its one cover is {B,D,F}.
func SeedExample() Sheet {
	s := Sheet{}
	for i := range 7 {
		s.Items = append(s.Items, Column{Name: fmt.Sprint(i)})
	}
	for _, o := range []struct {
		name  string
		items []int
	}{{"A", []int{0, 3, 6}}, {"B", []int{0, 3}}, {"C", []int{3, 4, 6}}, {"D", []int{2, 4, 5}}, {"E", []int{1, 2, 5, 6}}, {"F", []int{1, 6}}} {
		s.Options = append(s.Options, Row{Name: o.name, Items: o.items})
	}
	return s
}

// Queens places n queens on an n x n board, none attacking another: the
// rows r1..rn and columns c1..cn are primary items, the diagonals aK (row
// plus column is K) and bK (row minus column plus n is K) secondary ones,
// since a diagonal may stay empty. Option "r3 c5 a8 b3" puts a queen on
// row 3, column 5.
func Queens(n int) Sheet {
	s := Sheet{}
	add := func(format string, from, to int, secondary bool) {
		for k := from; k <= to; k++ {
			s.Items = append(s.Items, Column{Name: fmt.Sprintf(format, k), Secondary: secondary})
		}
	}
	add("r%d", 1, n, false)
	add("c%d", 1, n, false)
	add("a%d", 2, 2*n, true)
	add("b%d", 1, 2*n-1, true)
	diagA, diagB := 2*n, 2*n+2*n-1 // the indexes of a2 and b1
	for r := 1; r <= n; r++ {
		for c := 1; c <= n; c++ {
			s.Options = append(s.Options, Row{Items: []int{r - 1, n + c - 1, diagA + r + c - 2, diagB + r - c + n - 1}})
		}
	}
	return s
}

// Langford places the pairs 1,1, 2,2, ..., n,n in a row of 2n places so
// that the two k's have k numbers between them: items 1..n (the pairs) and
// p1..p2n (the places). Option "2 p1 p4" puts the 2s in places 1 and 4.
func Langford(n int) Sheet {
	s := Sheet{}
	for k := 1; k <= n; k++ {
		s.Items = append(s.Items, Column{Name: fmt.Sprint(k)})
	}
	for p := 1; p <= 2*n; p++ {
		s.Items = append(s.Items, Column{Name: fmt.Sprintf("p%d", p)})
	}
	for k := 1; k <= n; k++ {
		for p := 1; p+k+1 <= 2*n; p++ {
			s.Options = append(s.Options, Row{Items: []int{k - 1, n + p - 1, n + p + k}})
		}
	}
	return s
}

// cell is a square of a board: row and column from 0.
type cell struct{ r, c int }

// Pentominoes are the twelve pentominoes in one orientation each, by
// Conway's letters.
var Pentominoes = []struct {
	Name  string
	Cells []cell
}{
	{"F", []cell{{0, 1}, {0, 2}, {1, 0}, {1, 1}, {2, 1}}},
	{"I", []cell{{0, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4}}},
	{"L", []cell{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {3, 1}}},
	{"N", []cell{{0, 1}, {1, 1}, {2, 0}, {2, 1}, {3, 0}}},
	{"P", []cell{{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}}},
	{"T", []cell{{0, 0}, {0, 1}, {0, 2}, {1, 1}, {2, 1}}},
	{"U", []cell{{0, 0}, {0, 2}, {1, 0}, {1, 1}, {1, 2}}},
	{"V", []cell{{0, 0}, {1, 0}, {2, 0}, {2, 1}, {2, 2}}},
	{"W", []cell{{0, 0}, {1, 0}, {1, 1}, {2, 1}, {2, 2}}},
	{"X", []cell{{0, 1}, {1, 0}, {1, 1}, {1, 2}, {2, 1}}},
	{"Y", []cell{{0, 1}, {1, 0}, {1, 1}, {2, 1}, {3, 1}}},
	{"Z", []cell{{0, 0}, {0, 1}, {1, 1}, {2, 1}, {2, 2}}},
}

// Pentomino packs the twelve pentominoes into a rows x cols box (rows*cols
// must be 60 for a cover): items are the pieces (F, I, ...) and the cells
// rRcC (from 1). Option "F r1c2 r1c3 r2c1 r2c2 r3c2" puts the F there. Every
// rotation and reflection is an option, so each packing comes with its
// mirror images (3x20: 2 packings, 8 covers; 6x10: 2,339 and 9,356).
func Pentomino(rows, cols int) Sheet {
	s := Sheet{}
	for _, p := range Pentominoes {
		s.Items = append(s.Items, Column{Name: p.Name})
	}
	for r := 1; r <= rows; r++ {
		for c := 1; c <= cols; c++ {
			s.Items = append(s.Items, Column{Name: fmt.Sprintf("r%dc%d", r, c)})
		}
	}
	pieces := len(Pentominoes)
	for k, p := range Pentominoes {
		for _, shape := range orientations(p.Cells) {
			h, w := extent(shape)
			for r := 0; r+h <= rows; r++ {
				for c := 0; c+w <= cols; c++ {
					items := []int{k}
					for _, x := range shape {
						items = append(items, pieces+(r+x.r)*cols+c+x.c)
					}
					s.Options = append(s.Options, Row{Items: items})
				}
			}
		}
	}
	return s
}

// orientations returns the distinct rotations and reflections of a shape,
// each moved to touch row 0 and column 0 and sorted.
func orientations(shape []cell) [][]cell {
	var out [][]cell
	cur := slices.Clone(shape)
	for flip := range 2 {
		for range 4 {
			cur = normalize(cur)
			if !slices.ContainsFunc(out, func(o []cell) bool { return slices.Equal(o, cur) }) {
				out = append(out, slices.Clone(cur))
			}
			for i, x := range cur { // a quarter turn
				cur[i] = cell{x.c, -x.r}
			}
		}
		if flip == 0 {
			for i, x := range cur { // a mirror image
				cur[i] = cell{x.r, -x.c}
			}
		}
	}
	return out
}

// normalize moves a shape to touch row 0 and column 0 and sorts its cells.
func normalize(shape []cell) []cell {
	minR, minC := shape[0].r, shape[0].c
	for _, x := range shape {
		minR, minC = min(minR, x.r), min(minC, x.c)
	}
	for i := range shape {
		shape[i].r -= minR
		shape[i].c -= minC
	}
	slices.SortFunc(shape, func(a, b cell) int {
		if a.r != b.r {
			return a.r - b.r
		}
		return a.c - b.c
	})
	return shape
}

// extent returns the height and width of a normalized shape.
func extent(shape []cell) (h, w int) {
	for _, x := range shape {
		h, w = max(h, x.r+1), max(w, x.c+1)
	}
	return h, w
}

// SudokuSheet is the exact cover matrix of an empty n x n sudoku, from
// exact.Encode: items pRC (cell RC filled), rRV, cCV and bBV (row, column,
// box holds V), options rRcC=V. Every solution is a filled grid.
func SudokuSheet(n int) (Sheet, error) {
	g, err := sudoku.EmptyGrid(n)
	if err != nil {
		return Sheet{}, err
	}
	e, err := exact.Encode(g, exact.Full)
	if err != nil {
		return Sheet{}, err
	}
	m := e.Problem
	for i := range m.Items() {
		it := e.Item(i)
		m.SetItemName(i, fmt.Sprintf("%c%d%d", "prcb"[it.Kind], it.A+1, it.B+1))
	}
	return SheetOf(m), nil
}

// MatrixPreset is a problem the matrix page offers with one click; Key
// names it in a link, Sizes lists the values of its size parameter (none:
// no parameter), Label names one.
type MatrixPreset struct {
	Name    string
	Key     string
	Sizes   []int
	Default int
	Label   func(size int) string
	Make    func(size int) (Sheet, error)
}

// nIs labels a size n.
func nIs(n int) string { return fmt.Sprintf("n=%d", n) }

// square labels the side n of a square board.
func square(n int) string { return fmt.Sprintf("%dx%d", n, n) }

// priced, added to a domino board's side, makes the preset's size of the
// board whose dominoes have costs.
const priced = 100

// dominoSize labels a size of the dominoes' preset: a board's side, and
// whether its dominoes have costs.
func dominoSize(n int) string {
	if n > priced {
		return square(n-priced) + ", priced"
	}
	return square(n)
}

// MatrixPresets are the matrix page's problems.
var MatrixPresets = []MatrixPreset{
	{Name: "Seed example", Key: "seed", Make: func(int) (Sheet, error) { return SeedExample(), nil }},
	{Name: "N queens", Key: "queens", Sizes: []int{4, 5, 6, 7, 8, 9, 10, 11, 12}, Default: 8, Label: nIs, Make: func(n int) (Sheet, error) { return Queens(n), nil }},
	{Name: "Langford pairs", Key: "langford", Sizes: []int{3, 4, 7, 8, 11, 12}, Default: 7, Label: nIs, Make: func(n int) (Sheet, error) { return Langford(n), nil }},
	{Name: "Pentominoes", Key: "pentominoes", Sizes: []int{3, 4, 5, 6}, Default: 3, Label: func(rows int) string { return fmt.Sprintf("%dx%d", rows, 60/rows) }, Make: func(rows int) (Sheet, error) { return Pentomino(rows, 60/rows), nil }},
	{Name: "4x4 sudoku", Key: "sudoku", Make: func(int) (Sheet, error) { return SudokuSheet(4) }},
	{Name: "Word search (colors)", Key: "wordsearch", Make: func(int) (Sheet, error) { return WordSearch(WordSearchWords, 5, 5), nil }},
	{Name: "Dominoes (costs)", Key: "dominoes", Sizes: []int{4, 6, 8, priced + 4, priced + 6}, Default: 8, Label: dominoSize, Make: func(n int) (Sheet, error) {
		return Dominoes(n%priced, n%priced, n > priced), nil
	}},
	{Name: "Squares (bounds)", Key: "squares", Sizes: []int{3, 4, 5}, Default: 4, Label: square, Make: func(n int) (Sheet, error) { return Squares(n), nil }},
}

// WordSearchWords are the words of the word search preset, hidden in a 5x5
// grid: 960 ways.
var WordSearchWords = []string{"DANCE", "LINKS", "COVER"}
