package e2e

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// firstScreen are the panels of the sudoku pages (/ and /methods) that
// show together on a laptop's first screen: the grid, the player and the
// pseudocode with its lit line.
var firstScreen = []string{".grid", `[aria-label="player"]`, `aside[aria-label*="step by step"]`}

// sudokuPages are the pages with a sudoku grid: their paths, their names
// in the screenshots and their step button.
var sudokuPages = []struct{ path, name, step string }{
	{"/", "sudoku", "#step"},
	{"/methods", "methods", "#m-step"},
}

// TestE2EFirstScreen checks, at 1280x800, that the grid, the player and
// the pseudocode of the sudoku pages are fully on the first screen, after
// a step has lit a line.
func TestE2EFirstScreen(t *testing.T) {
	for _, pg := range sudokuPages {
		t.Run(pg.name, func(t *testing.T) {
			p := newPage(t)
			p.open(pg.path)
			p.click(pg.step)
			p.waitFor(`document.querySelector("#code li.lit") !== null`, 5*time.Second)
			for _, sel := range firstScreen {
				b := p.boxOf(sel)
				t.Logf("%s %s: %+v", pg.path, sel, b)
				assert.True(t, b.Top >= 0 && b.Left >= 0 && b.Bottom <= float64(laptop.H) && b.Right <= float64(laptop.W),
					"%s %s is not fully on the first screen at %s: %+v", pg.path, sel, laptop, b)
			}
			p.screenshotOf(pg.name, laptop, "first-step")
		})
	}
}

// TestE2EWideGridKeepsItsColumn loads the 16x16 preset, a grid wider than
// the grid's column at its narrowest, on the sudoku pages at 1280x800 and
// at 1150x800, where three columns no longer fit beside it: the column
// widens to hold the grid, which does not run under the player, and the
// page keeps to the window.
func TestE2EWideGridKeepsItsColumn(t *testing.T) {
	for _, pg := range sudokuPages {
		t.Run(pg.name, func(t *testing.T) {
			p := newPage(t)
			p.open(pg.path)
			p.click(sudokuPreset(t, "16x16"))
			p.waitFor(`document.querySelectorAll(".grid .cell").length == 256`, 5*time.Second)
			for _, s := range []screen{laptop, {1150, 800}} {
				p.resize(s)
				grid, player := p.boxOf(".grid"), p.boxOf(`[aria-label="player"]`)
				assert.Greater(t, grid.Right-grid.Left, 430.0, "the 16x16 grid is wider than the column's narrowest")
				assert.False(t, overlap(grid, player), "%s at %s: the grid %+v runs under the player %+v", pg.path, s, grid, player)
				assert.LessOrEqual(t, evalJS[int](p, `document.documentElement.scrollWidth`), s.W, "%s at %s: the page is wider than the window", pg.path, s)
				p.screenshotOf(pg.name, s, "16x16")
			}
		})
	}
}

// overlap reports whether boxes a and b share any area.
func overlap(a, b box) bool {
	return a.Left < b.Right && b.Left < a.Right && a.Top < b.Bottom && b.Top < a.Bottom
}
