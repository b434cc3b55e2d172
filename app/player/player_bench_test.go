package player

import (
	"testing"

	"xcover/app/puzzle"
	"xcover/dlx"
	"xcover/sudoku/format"
)

// hardestBoard is the forum-hardest preset's board.
func hardestBoard(b testing.TB) *Board {
	g, _, err := format.Parse(puzzle.Presets[2].Puzzle, format.Options{})
	if err != nil {
		b.Fatal(err)
	}
	board, err := NewBoard(g, dlx.Options{})
	if err != nil {
		b.Fatal(err)
	}
	return board
}

// BenchmarkPlayerForward measures applying events at full speed, the
// player's bookkeeping included.
func BenchmarkPlayerForward(b *testing.B) {
	board := hardestBoard(b)
	n := 0
	for b.Loop() {
		if !board.Player.Step() {
			board.Player.Seek(0)
		}
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "events/s")
}

// BenchmarkPlayerBack measures stepping back from the end of the hardest
// preset's whole run, inside the kept window and beyond it (a replay).
func BenchmarkPlayerBack(b *testing.B) {
	board := hardestBoard(b)
	p := board.Player
	p.Seek(1 << 40)
	b.ReportMetric(float64(p.Known()), "events")
	b.Run("window", func(b *testing.B) {
		for b.Loop() {
			p.Back()
			p.Step()
		}
	})
	b.Run("replay", func(b *testing.B) {
		for b.Loop() {
			p.Seek(p.log.Base() - 1)
			p.Seek(1 << 40)
		}
	})
}
