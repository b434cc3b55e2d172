package exact

import (
	"context"

	"xcover/dlx"
	"xcover/sudoku"
)

// Stop tells why a search ended. It is the engine's own type, named here
// so that the packages above this one, which report it, need not import
// the engine.
type Stop = dlx.Stop

// Why a search ended: the engine's reasons, as Stop names them.
const (
	Exhausted     = dlx.Exhausted     // the whole tree was searched
	SolutionLimit = dlx.SolutionLimit // the solutions asked for were found
	NodeBudget    = dlx.NodeBudget    // the node budget was spent
	Canceled      = dlx.Canceled      // the context was done, or the consumer quit
)

// MoveKind is the kind of a Move.
type MoveKind uint8

const (
	MovePlace    MoveKind = iota // the search tries a candidate: Cell takes Value
	MoveUnplace                  // the search leaves a candidate: Cell loses Value
	MoveDeadEnd                  // an item has no options left: Item names it, Cell is its cell or -1
	MoveNode                     // the search branches: one more node
	MoveSolution                 // the candidates placed are a solution (a node too)
	MoveDone                     // the search ended, for the reason in Stop
)

// Move is one event of an exact cover search of a sudoku, in the
// sudoku's terms: Level is the search level the engine reports (the
// options tried above it).
type Move struct {
	Kind  MoveKind
	Cell  int32
	Value uint8
	Level int32
	Item  string // MoveDeadEnd: the item's name, "cell r3c5"
	Stop  Stop   // MoveDone
}

// Search is an exact cover search of a sudoku's encoding pulled one Move
// at a time, for a method that shows its steps.
type Search struct {
	enc   moveEncoding
	n     int // the grid's side
	s     dlx.Stepper
	cells []uint8 // the puzzle with the candidates tried so far placed
}

// moveEncoding is what a Search reads of an encoding: the classic one
// (Encoding) or a variant's (VariantEncoding).
type moveEncoding interface {
	Candidate(k int) sudoku.Candidate
	Decode(options []int) sudoku.Grid
	// deadEnd names matrix item i and gives its cell, or -1 when it is not
	// a cell's item.
	deadEnd(i int) (name string, cell int32)
}

// NewSearch encodes puzzle under the board's rules, or classic sudoku's
// when b is nil, in the reduced encoding (without names), and starts its
// search, which stops after maxSolutions solutions (0: all), nodeBudget
// nodes (0: no budget) or when ctx (may be nil) is done. It fails when
// the puzzle does not fit the board or its givens break a rule.
func NewSearch(b *sudoku.Board, puzzle sudoku.Grid, maxSolutions, nodeBudget int64, ctx context.Context) (*Search, error) {
	var enc moveEncoding
	var links *dlx.Links
	if b == nil {
		e := &Encoding{}
		if err := e.encode(puzzle, Reduced); err != nil {
			return nil, err
		}
		enc, links = e, e.Links
	} else {
		e := &VariantEncoding{Board: b}
		if err := e.encode(puzzle, Reduced); err != nil {
			return nil, err
		}
		enc, links = e, e.Links
	}
	opt := dlx.Options{MaxSolutions: maxSolutions, NodeBudget: nodeBudget, Context: ctx}
	return &Search{enc: enc, n: puzzle.N(), s: links.Search(opt), cells: puzzle.Clone().Cells}, nil
}

// Next returns the search's next move; ok is false once the search has
// ended. Engine events that tell nothing of the sudoku are skipped.
func (s *Search) Next() (m Move, ok bool) {
	for {
		ev, ok := s.s.Next()
		if !ok {
			return Move{}, false
		}
		switch ev.Kind {
		case dlx.Try, dlx.Leave:
			c := s.enc.Candidate(int(ev.Option))
			m = Move{Kind: MovePlace, Cell: int32(c.Row*s.n + c.Col), Value: uint8(c.Value), Level: ev.Level}
			s.cells[m.Cell] = m.Value
			if ev.Kind == dlx.Leave {
				m.Kind = MoveUnplace
				s.cells[m.Cell] = 0
			}
			return m, true
		case dlx.DeadEnd:
			name, cell := s.enc.deadEnd(int(ev.Item))
			return Move{Kind: MoveDeadEnd, Cell: cell, Level: ev.Level, Item: name}, true
		case dlx.Branch:
			return Move{Kind: MoveNode, Cell: -1, Level: ev.Level}, true
		case dlx.Solution:
			return Move{Kind: MoveSolution, Cell: -1, Level: ev.Level}, true
		case dlx.Done:
			return Move{Kind: MoveDone, Cell: -1, Level: ev.Level, Stop: ev.Stop}, true
		}
	}
}

// Cells returns the puzzle's cells with the candidates tried so far
// placed, as the moves so far place them. The slice is the Search's:
// do not change it.
func (s *Search) Cells() []uint8 { return s.cells }

// Chosen returns the puzzle with the candidates of the options chosen
// so far filled in.
func (s *Search) Chosen() sudoku.Grid { return s.enc.Decode(s.s.Chosen()) }

// Stats returns the search's nodes and link updates so far.
func (s *Search) Stats() (nodes, updates int64) {
	st := s.s.Stats()
	return st.Nodes, st.Updates
}
