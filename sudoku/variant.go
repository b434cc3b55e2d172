package sudoku

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Variant is a set of rules added to (or, for jigsaw, replacing some of)
// the classic ones. Its zero value is classic sudoku. Rules combine: X and
// anti-knight together is a Variant with both fields set.
type Variant struct {
	Diagonals  bool // X-sudoku: both main diagonals hold each value once
	Windows    bool // windoku: the extra boxes between the boxes hold each value once
	AntiKnight bool // no two cells a knight's move apart hold the same value
	AntiKing   bool // no two cells a king's move apart hold the same value
	// Jigsaw replaces the boxes by irregular regions, given in Regions.
	Jigsaw  bool
	Regions Regions // the jigsaw's regions; nil unless Jigsaw
}

// ErrVariantUnsupported is wrapped by the error of a method asked to play
// a variant it knows nothing of: only the exact cover method (solve.DLX)
// plays every variant.
var ErrVariantUnsupported = errors.New("variant unsupported")

// ErrWorkBound is wrapped by the error of work stopped at its bound: a
// generator that spent its MaxWork units of work on one puzzle, a
// logic.Hinter or logic.RateWithin whose search could not tell within its
// nodes whether the grid has exactly one solution.
var ErrWorkBound = errors.New("work bound spent")

// variantNames are the names ParseVariant reads, in the order String writes them.
var variantNames = []string{"x", "windoku", "anti-knight", "anti-king", "jigsaw"}

// VariantNames lists the names ParseVariant reads, besides "classic".
func VariantNames() []string { return append([]string(nil), variantNames...) }

// ParseVariant reads a variant's name as String writes it: "classic" (or
// empty), one of "x", "windoku", "anti-knight", "anti-king", "jigsaw", or
// several joined by "+", such as "x+anti-knight". A jigsaw's regions are
// not part of the name: set Regions (see ParseRegions).
func ParseVariant(name string) (Variant, error) {
	var v Variant
	if name == "" || strings.EqualFold(name, "classic") {
		return v, nil
	}
	for _, part := range strings.Split(name, "+") {
		switch strings.ToLower(strings.TrimSpace(part)) {
		case "x", "diagonal":
			v.Diagonals = true
		case "windoku", "window":
			v.Windows = true
		case "anti-knight", "antiknight":
			v.AntiKnight = true
		case "anti-king", "antiking":
			v.AntiKing = true
		case "jigsaw":
			v.Jigsaw = true
		case "classic":
			return v, fmt.Errorf("variant %q: classic is not joined with +: the other rules add to classic sudoku's already", name)
		default:
			return v, fmt.Errorf("unknown variant %q (variants: classic, %s, or several joined by +)", part, strings.Join(variantNames, ", "))
		}
	}
	return v, nil
}

// String names the variant as ParseVariant reads it: "classic", "x",
// "x+anti-knight".
func (v Variant) String() string {
	var parts []string
	for i, on := range []bool{v.Diagonals, v.Windows, v.AntiKnight, v.AntiKing, v.Jigsaw} {
		if on {
			parts = append(parts, variantNames[i])
		}
	}
	if len(parts) == 0 {
		return "classic"
	}
	return strings.Join(parts, "+")
}

// Equal reports whether v and w are the same rules, a jigsaw's regions
// included.
func (v Variant) Equal(w Variant) bool {
	return v.Diagonals == w.Diagonals && v.Windows == w.Windows && v.AntiKnight == w.AntiKnight &&
		v.AntiKing == w.AntiKing && v.Jigsaw == w.Jigsaw && slices.Equal(v.Regions, w.Regions)
}

// Classic reports whether v adds no rule to classic sudoku.
func (v Variant) Classic() bool {
	return !v.Diagonals && !v.Windows && !v.AntiKnight && !v.AntiKing && !v.Jigsaw
}

// Unit is a set of n cells that holds each value once: a row, a column, a
// box or jigsaw region, a diagonal or a window.
type Unit struct {
	Label string  // the group: "row", "column", "box", "region", "diagonal" or "window"
	Index int     // from 0 within its group
	Cells []int32 // the cells, row-major indexes
}

// Name writes the unit as people say it: "row 3", "diagonal 2", "window 4".
func (u Unit) Name() string { return fmt.Sprintf("%s %d", u.Label, u.Index+1) }

// Pair is two cells that must hold different values although they share
// no unit: a knight's or a king's move apart.
type Pair struct {
	Label string // "knight pair" or "king pair"
	A, B  int32  // the cells, row-major indexes, A < B
}

// Name writes the pair as "knight pair r1c1-r2c3".
func (p Pair) Name(n int) string {
	return fmt.Sprintf("%s %s-%s", p.Label, CellName(int(p.A)/n, int(p.A)%n), CellName(int(p.B)/n, int(p.B)%n))
}

// Board is a variant laid out on a grid shape: its units and pairs, and
// each cell's peers (the cells that cannot share its value). Build it with
// Variant.Board; it is read-only and safe to share.
type Board struct {
	Shape    Shape
	Variant  Variant
	Units    []Unit // rows, columns, boxes or regions, then diagonals, then windows
	Pairs    []Pair // knight pairs, then king pairs
	peers    [][]int32
	peerBits [][]uint64 // per cell, its peers as a set of cells
	inUnits  [][]int32  // per cell, the units holding it
}

// Fits returns nil when the variant's rules, a jigsaw's regions aside, can
// be played on shape s, and otherwise why not: the shape must be valid,
// windows need square boxes of side 2 or more, and a jigsaw's side is at
// most MaxJigsaw. It is Board's check without
// the board, cheap enough for a page to ask of every rule at every frame.
func (v Variant) Fits(s Shape) error {
	if err := s.Validate(); err != nil {
		return err
	}
	if v.Windows && (s.BoxRows != s.BoxCols || s.BoxRows < 2) {
		return fmt.Errorf("windoku needs square boxes of side 2 or more, not %s", s)
	}
	if v.Jigsaw && s.N() > MaxJigsaw {
		return fmt.Errorf("a jigsaw's side is at most %d (a label a region), not %d", MaxJigsaw, s.N())
	}
	return nil
}

// Board lays the variant out on shape s. It fails when the variant does
// not fit the shape (see Fits), or a jigsaw's regions are not valid for it
// (see Regions.Check).
func (v Variant) Board(s Shape) (*Board, error) {
	if err := v.Fits(s); err != nil {
		return nil, err
	}
	n := s.N()
	b := &Board{Shape: s, Variant: v}
	add := func(label string, idx int, cells []int32) {
		b.Units = append(b.Units, Unit{Label: label, Index: idx, Cells: cells})
	}
	for r := range n {
		cells := make([]int32, n)
		for c := range n {
			cells[c] = int32(r*n + c)
		}
		add("row", r, cells)
	}
	for c := range n {
		cells := make([]int32, n)
		for r := range n {
			cells[r] = int32(r*n + c)
		}
		add("column", c, cells)
	}
	if v.Jigsaw {
		if err := v.Regions.Check(n); err != nil {
			return nil, err
		}
		for k := range n {
			var cells []int32
			for i, reg := range v.Regions {
				if int(reg) == k {
					cells = append(cells, int32(i))
				}
			}
			add("region", k, cells)
		}
	} else {
		if v.Regions != nil {
			return nil, errors.New("regions are given but the variant is not jigsaw")
		}
		boxes := make([][]int32, n)
		for i := range n * n {
			k := s.Box(i/n, i%n)
			boxes[k] = append(boxes[k], int32(i))
		}
		for k, cells := range boxes {
			add("box", k, cells)
		}
	}
	if v.Diagonals {
		main, anti := make([]int32, n), make([]int32, n)
		for r := range n {
			main[r], anti[r] = int32(r*n+r), int32(r*n+n-1-r)
		}
		add("diagonal", 0, main)
		add("diagonal", 1, anti)
	}
	if v.Windows {
		b.addWindows()
	}
	b.link()
	if v.AntiKnight {
		b.addPairs("knight pair", [][2]int{{1, 2}, {2, 1}, {1, -2}, {2, -1}})
	}
	if v.AntiKing {
		b.addPairs("king pair", [][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}})
	}
	words := (n*n + 63) / 64
	b.peerBits = make([][]uint64, n*n)
	for c, ps := range b.peers {
		b.peerBits[c] = make([]uint64, words)
		for _, p := range ps {
			b.peerBits[c][p/64] |= 1 << (p % 64)
		}
	}
	return b, nil
}

// addWindows adds windoku's windows: with square boxes of side k, the
// (k-1)^2 boxes of k x k cells that start one cell after each box corner
// but the last, as the four shaded boxes of a 9x9 windoku.
func (b *Board) addWindows() {
	s := b.Shape
	k, n := s.BoxRows, s.N()
	w := 0
	for wr := 0; wr < k-1; wr++ {
		for wc := 0; wc < k-1; wc++ {
			r0, c0 := 1+wr*(k+1), 1+wc*(k+1)
			var cells []int32
			for r := r0; r < r0+k; r++ {
				for c := c0; c < c0+k; c++ {
					cells = append(cells, int32(r*n+c))
				}
			}
			b.Units = append(b.Units, Unit{Label: "window", Index: w, Cells: cells})
			w++
		}
	}
}

// link fills each cell's units and peers from the units.
func (b *Board) link() {
	n := b.Shape.N()
	b.inUnits = make([][]int32, n*n)
	for u, unit := range b.Units {
		for _, c := range unit.Cells {
			b.inUnits[c] = append(b.inUnits[c], int32(u))
		}
	}
	b.peers = make([][]int32, n*n)
	seen := make([]int32, n*n)
	for i := range seen {
		seen[i] = -1
	}
	for c := range n * n {
		seen[c] = int32(c)
		for _, u := range b.inUnits[c] {
			for _, p := range b.Units[u].Cells {
				if seen[p] != int32(c) {
					seen[p] = int32(c)
					b.peers[c] = append(b.peers[c], p)
				}
			}
		}
	}
}

// addPairs adds a pair for every two cells one of the moves apart (each
// move given once, with its opposite implied) and makes them peers.
func (b *Board) addPairs(label string, moves [][2]int) {
	n := b.Shape.N()
	for a := range n * n {
		r, c := a/n, a%n
		for _, m := range moves {
			r2, c2 := r+m[0], c+m[1]
			if r2 < 0 || r2 >= n || c2 < 0 || c2 >= n {
				continue
			}
			bb := int32(r2*n + c2)
			lo, hi := int32(a), bb
			if lo > hi {
				lo, hi = hi, lo
			}
			b.Pairs = append(b.Pairs, Pair{Label: label, A: lo, B: hi})
			if !b.IsPeer(lo, hi) {
				b.peers[lo] = append(b.peers[lo], hi)
				b.peers[hi] = append(b.peers[hi], lo)
			}
		}
	}
}

// IsPeer reports whether cell c is among a's peers.
func (b *Board) IsPeer(a, c int32) bool {
	if b.peerBits != nil {
		return b.peerBits[a][c/64]&(1<<(c%64)) != 0
	}
	for _, p := range b.peers[a] {
		if p == c {
			return true
		}
	}
	return false
}

// UnitsOf returns the indexes in Units of the units holding cell c. The
// slice is the board's: do not change it.
func (b *Board) UnitsOf(c int) []int32 { return b.inUnits[c] }

// PeerSet returns cell c's peers as a set of cells, bit p%64 of word p/64
// for cell p. The slice is the board's: do not change it.
func (b *Board) PeerSet(c int) []uint64 { return b.peerBits[c] }

// Peers returns the cells that cannot hold cell c's value: those sharing a
// unit or a pair with it. The slice is the board's: do not change it.
func (b *Board) Peers(c int) []int32 { return b.peers[c] }

// Validate checks that g has the board's shape, values in range and no
// value twice in a unit or in a pair. A clash is a *ConflictError whose
// Unit names the unit ("diagonal 1", "region 4") or the pair ("a knight's
// move").
func (b *Board) Validate(g Grid) error {
	n := b.Shape.N()
	if g.Shape != b.Shape {
		return fmt.Errorf("grid %s does not fit a board of %s", g.Shape, b.Shape)
	}
	if len(g.Cells) != n*n {
		return fmt.Errorf("grid %s has %d cells, want %d", g.Shape, len(g.Cells), n*n)
	}
	for i, v := range g.Cells {
		if int(v) > n {
			return fmt.Errorf("%s: value %d is out of range 1..%d", CellName(i/n, i%n), v, n)
		}
	}
	var first [MaxSize + 1]int32 // the cell holding each value in the unit, +1
	for _, u := range b.Units {
		clear(first[:])
		for _, c := range u.Cells {
			v := g.Cells[c]
			if v == 0 {
				continue
			}
			if f := first[v] - 1; f >= 0 {
				return &ConflictError{Value: int(v), Unit: u.Name(), R1: int(f) / n, C1: int(f) % n, R2: int(c) / n, C2: int(c) % n}
			}
			first[v] = c + 1
		}
	}
	for _, p := range b.Pairs {
		if v := g.Cells[p.A]; v != 0 && v == g.Cells[p.B] {
			move := "a knight's move"
			if p.Label == "king pair" {
				move = "a king's move"
			}
			return &ConflictError{Value: int(v), Unit: move, R1: int(p.A) / n, C1: int(p.A) % n, R2: int(p.B) / n, C2: int(p.B) % n}
		}
	}
	return nil
}

// IsSolution reports whether g is complete, breaks none of the board's
// rules and keeps every given of puzzle.
func (b *Board) IsSolution(g, puzzle Grid) bool {
	if b.Validate(g) != nil || len(puzzle.Cells) != len(g.Cells) {
		return false
	}
	for i, v := range g.Cells {
		if v == 0 || (puzzle.Cells[i] != 0 && puzzle.Cells[i] != v) {
			return false
		}
	}
	return true
}

// Candidates returns each cell's candidates (bit v-1 for value v) given
// the filled cells: a filled cell's value alone, an empty cell's values
// no peer holds.
func (b *Board) Candidates(cells []uint8, dst []uint64) []uint64 {
	n := b.Shape.N()
	all := AllValues(n)
	if cap(dst) < len(cells) {
		dst = make([]uint64, len(cells))
	}
	dst = dst[:len(cells)]
	for c, v := range cells {
		if v != 0 {
			dst[c] = 1 << (v - 1)
			continue
		}
		m := all
		for _, p := range b.peers[c] {
			if w := cells[p]; w != 0 {
				m &^= 1 << (w - 1)
			}
		}
		dst[c] = m
	}
	return dst
}
