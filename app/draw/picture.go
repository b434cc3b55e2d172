package draw

import (
	"fmt"
	"strconv"
	"strings"

	"xcover/dlx"
	"xcover/sudoku"
)

// Picture is a solution drawn for its problem: a board of Rows x Cols
// cells, each with a text and a tone (0 plain, k > 0 the k-th piece's
// colour), or, when the problem has no board, the chosen options' names.
type Picture struct {
	Rows, Cols int
	Cells      []string
	Tones      []int
	// Box is a sudoku's box shape (rows, columns), for its thick lines;
	// zero for other boards.
	Box   [2]int
	Lines []string // no board: one option per line
}

// Text writes the picture as plain text: the board's rows, cells separated
// by spaces, or the options, one per line.
func (p Picture) Text() string {
	if p.Rows == 0 {
		return strings.Join(p.Lines, "\n") + "\n"
	}
	var b strings.Builder
	for r := range p.Rows {
		b.WriteString(strings.Join(p.Cells[r*p.Cols:(r+1)*p.Cols], " "))
		b.WriteByte('\n')
	}
	return b.String()
}

// Draw draws solution options of m on the board its items' names describe:
// cells rRcC and a piece name per option (a packing, such as pentominoes),
// rows rR and columns cC (queens), cells pRC with rows rRV (a sudoku), or
// places pK and numbers K (Langford pairs). Otherwise, or when an option
// does not fit the board, it lists the options.
func Draw(m *dlx.Problem, options []int) Picture {
	for _, draw := range []func(*dlx.Problem, []int) (Picture, bool){drawPacking, drawSudoku, drawQueens, drawLangford} {
		if p, ok := draw(m, options); ok {
			return p
		}
	}
	p := Picture{}
	for _, k := range options {
		p.Lines = append(p.Lines, m.OptionName(k))
	}
	return p
}

// numbers reads name as prefix followed by count decimal numbers separated
// by the given separators ("r3c5" is "r", 3, "c", 5); ok is false when it
// is not one.
func numbers(name string, parts ...string) ([]int, bool) {
	var out []int
	for i, part := range parts {
		if !strings.HasPrefix(name, part) {
			return nil, false
		}
		name = name[len(part):]
		end := len(name)
		if i+1 < len(parts) {
			end = strings.Index(name, parts[i+1])
		}
		if end <= 0 {
			return nil, false
		}
		n, err := strconv.Atoi(name[:end])
		if err != nil || n < 1 {
			return nil, false
		}
		out = append(out, n)
		name = name[end:]
	}
	return out, name == ""
}

// board returns an empty picture of rows x cols cells.
func board(rows, cols int) Picture {
	p := Picture{Rows: rows, Cols: cols, Cells: make([]string, rows*cols), Tones: make([]int, rows*cols)}
	for i := range p.Cells {
		p.Cells[i] = "."
	}
	return p
}

// extentOf returns the largest numbers of the items whose names match
// parts (see numbers), or ok false when none does.
func extentOf(m *dlx.Problem, parts ...string) (top []int, ok bool) {
	for i := range m.Items() {
		v, match := numbers(m.ItemName(i), parts...)
		if !match {
			continue
		}
		if top == nil {
			top = make([]int, len(v))
		}
		for j := range v {
			top[j] = max(top[j], v[j])
		}
	}
	return top, top != nil
}

// drawPacking draws options of cells rRcC and one piece name each: a
// cell shows its piece's name, or the color the option gives it (a word
// search's letter).
func drawPacking(m *dlx.Problem, options []int) (Picture, bool) {
	size, ok := extentOf(m, "r", "c")
	if !ok {
		return Picture{}, false
	}
	p := board(size[0], size[1])
	tones := map[string]int{}
	var items []int
	for _, k := range options {
		items = m.OptionItems(items[:0], k)
		var cells []int
		var colors []string
		piece := ""
		for _, it := range items {
			if rc, ok := numbers(m.ItemName(it), "r", "c"); ok {
				cells = append(cells, (rc[0]-1)*p.Cols+rc[1]-1)
				colors = append(colors, m.OptionColor(k, it))
			} else if piece == "" {
				piece = m.ItemName(it)
			} else {
				return Picture{}, false
			}
		}
		if piece == "" {
			return Picture{}, false
		}
		if tones[piece] == 0 {
			tones[piece] = len(tones) + 1
		}
		for j, c := range cells {
			p.Cells[c], p.Tones[c] = piece, tones[piece]
			if colors[j] != "" {
				p.Cells[c] = colors[j]
			}
		}
	}
	return p, true
}

// drawQueens draws options of a row rR and a column cC each as queens.
func drawQueens(m *dlx.Problem, options []int) (Picture, bool) {
	rows, ok1 := extentOf(m, "r")
	cols, ok2 := extentOf(m, "c")
	if !ok1 || !ok2 {
		return Picture{}, false
	}
	p := board(rows[0], cols[0])
	var items []int
	for _, k := range options {
		r, c := 0, 0
		for _, it := range m.OptionItems(items[:0], k) {
			if v, ok := numbers(m.ItemName(it), "r"); ok {
				r = v[0]
			} else if v, ok := numbers(m.ItemName(it), "c"); ok {
				c = v[0]
			}
		}
		if r == 0 || c == 0 {
			return Picture{}, false
		}
		p.Cells[(r-1)*p.Cols+c-1], p.Tones[(r-1)*p.Cols+c-1] = "Q", 1
	}
	return p, true
}

// drawSudoku draws options of a cell pRC and a row rRV each as values.
func drawSudoku(m *dlx.Problem, options []int) (Picture, bool) {
	size, ok := extentOf(m, "p")
	if !ok || size[0] < 11 || size[0] > 99 {
		return Picture{}, false
	}
	n := size[0] / 10
	p := board(n, n)
	if s, err := sudoku.ShapeFor(n); err == nil {
		p.Box = [2]int{s.BoxRows, s.BoxCols}
	}
	var items []int
	for _, k := range options {
		cell, value := -1, 0
		for _, it := range m.OptionItems(items[:0], k) {
			name := m.ItemName(it)
			if v, ok := numbers(name, "p"); ok && len(name) == 3 {
				cell = (v[0]/10-1)*n + v[0]%10 - 1
			} else if v, ok := numbers(name, "r"); ok && len(name) == 3 {
				value = v[0] % 10
			}
		}
		if cell < 0 || cell >= n*n || value == 0 {
			return Picture{}, false
		}
		p.Cells[cell] = strconv.Itoa(value)
	}
	return p, true
}

// drawLangford draws options of a number K and places pI each as the row
// of places.
func drawLangford(m *dlx.Problem, options []int) (Picture, bool) {
	places, ok := extentOf(m, "p")
	if !ok {
		return Picture{}, false
	}
	p := board(1, places[0])
	var items []int
	for _, k := range options {
		value := ""
		var at []int
		for _, it := range m.OptionItems(items[:0], k) {
			name := m.ItemName(it)
			if v, ok := numbers(name, "p"); ok {
				at = append(at, v[0]-1)
			} else if _, err := strconv.Atoi(name); err == nil && value == "" {
				value = name
			} else {
				return Picture{}, false
			}
		}
		if value == "" {
			return Picture{}, false
		}
		for _, i := range at {
			p.Cells[i] = value
		}
	}
	return p, true
}

// SolutionsText writes solutions of m as text: each one numbered and drawn
// as Draw draws it.
func SolutionsText(m *dlx.Problem, solutions [][]int) string {
	var b strings.Builder
	for i, s := range solutions {
		fmt.Fprintf(&b, "solution %d\n%s\n", i+1, Draw(m, s).Text())
	}
	return b.String()
}
