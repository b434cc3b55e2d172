package sudokupage

import (
	"fmt"
	"html"
	"math/big"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/jobs"
	"xcover/app/puzzle"
	"xcover/app/words"
	"xcover/dlx"
	"xcover/sudoku"
)

// severalBudget bounds the search that tells, as a puzzle is set, whether
// it has several solutions, and so whether the share-out is offered: a
// few milliseconds at most. A puzzle it cannot tell about is offered the
// share-out once Check uniqueness or Count solutions finds a second.
const severalBudget = 20_000

// hasSeveral reports whether the board's puzzle is known to have more
// than one solution, from a search of at most severalBudget nodes.
func (p *Page) hasSeveral() bool {
	pl := p.board.Player
	r := pl.Engine().Fresh().Solve(dlx.Options{Forced: pl.Options().Forced, MaxSolutions: 2, NodeBudget: severalBudget})
	return r.Solutions >= 2
}

// shareOut is the share-out of a puzzle's solutions on a worker
// (jobs.Shares): its progress, then how many solutions hold each
// candidate.
type shareOut struct {
	waiting bool                // no worker was ready: the first to be starts it
	last    jobs.Answer         // the worker's last answer
	total   *big.Int            // the solutions, once counted
	count   map[[3]int]*big.Int // by row, column and value: the solutions that hold it
	done    bool
}

// startShares starts sharing out the puzzle's solutions, unless it is
// doing so or has.
func (p *Page) startShares() {
	if p.share != nil || p.board == nil {
		return
	}
	p.share = &shareOut{}
	p.sendShares()
}

// sendShares asks the first worker to share out the puzzle's solutions;
// when it is not ready, the share-out waits for it (see workerReady).
func (p *Page) sendShares() {
	s := p.share
	job := jobs.Job{Kind: jobs.Shares, Format: jobs.Sudoku, Problem: puzzle.State{Puzzle: p.puzzle, Variant: p.in.Rules.Variant}.Query()}
	w := p.pool.First()
	sent := false
	if w != nil {
		_, sent = w.Do(job, func(ctx app.Context, a jobs.Answer) {
			if p.share != s {
				return // another puzzle since
			}
			s.last = a
			if !a.Progress {
				s.done = true
				s.total, _ = new(big.Int).SetString(a.Exact, 10)
				s.count = map[[3]int]*big.Int{}
				for _, sh := range a.Shares {
					s.count[[3]int{sh.Row, sh.Col, sh.Value}], _ = new(big.Int).SetString(sh.Count, 10)
				}
			}
		})
	}
	s.waiting = !sent
}

// stopShares drops the share-out, stopping the worker if it is at it.
func (p *Page) stopShares() {
	if s := p.share; s != nil && !s.done && !s.waiting {
		p.pool.Restart()
	}
	p.share = nil
}

// renderShares draws the share-out: its progress, then the grid with each
// candidate shaded by the share of the solutions that hold it.
func (p *Page) renderShares() app.UI {
	s := p.share
	status := "Counting the solutions by memoizing, on a worker..."
	switch {
	case s == nil:
	case s.waiting:
		status = "Waiting for a worker to count the solutions..."
	case s.last.Error != "":
		status = "No share-out: " + s.last.Error + ". Fill in more cells."
	case !s.done:
		status = fmt.Sprintf("Counting the solutions by memoizing, on a worker: %s, %s cache hits, %s subproblems cached (%.0f MB) in %s",
			words.Plural(s.last.Nodes, "node"), words.Count(s.last.Hits), words.Count(s.last.Entries), float64(s.last.Bytes)/(1<<20), words.Duration(s.last.Elapsed))
	default:
		status = fmt.Sprintf("%s solutions, counted by memoizing in %s; each candidate shaded by its share of them (hover for the count).",
			words.Exact(s.total), words.Duration(s.last.Elapsed))
	}
	body := []app.UI{app.P().ID("shares-status").Attr("aria-live", "polite").Text(status)}
	if s != nil && s.done && s.total != nil && s.total.Sign() > 0 {
		body = append(body, p.renderShareGrid(s))
	}
	return app.Div().ID("shares-panel").Class("shares").Body(body...)
}

// renderShareGrid draws the grid: a given as itself, an empty cell as its
// candidates, as pencil marks are laid out, each shaded by its share. It
// is one piece of HTML (sharesHTML): go-app mounting a node per candidate
// took a slow machine's frame past 50 ms.
func (p *Page) renderShareGrid(s *shareOut) app.UI {
	return app.Raw(sharesHTML(p.puzzle, s))
}

// sharesHTML writes the share-out's grid.
func sharesHTML(g sudoku.Grid, s *shareOut) string {
	n := g.N()
	rows, cols := g.Shape.BoxRows, g.Shape.BoxCols
	total := new(big.Float).SetInt(s.total)
	var b strings.Builder
	fmt.Fprintf(&b, `<div id="shares" class="share-grid" role="img" aria-label="%s" style="grid-template-columns: repeat(%d, 1fr)">`,
		html.EscapeString(fmt.Sprintf("Share of solutions: each candidate of the %dx%d grid shaded by the share of the puzzle's %s solutions that hold it", n, n, words.Exact(s.total))), n)
	for i, v := range g.Cells {
		r, c := i/n, i%n
		class := "share-cell"
		if c%cols == cols-1 && c < n-1 {
			class += " box-right"
		}
		if r%rows == rows-1 && r < n-1 {
			class += " box-bottom"
		}
		if v != 0 {
			fmt.Fprintf(&b, `<div class="%s given">%d</div>`, class, v)
			continue
		}
		fmt.Fprintf(&b, `<div class="%s" style="grid-template-columns: repeat(%d, 1fr); grid-template-rows: repeat(%d, 1fr)">`, class, cols, rows)
		for value := 1; value <= n; value++ {
			k := s.count[[3]int{r, c, value}]
			if k == nil {
				b.WriteString(`<span class="mark"></span>`)
				continue
			}
			share, _ := new(big.Float).Quo(new(big.Float).SetInt(k), total).Float64()
			color := "inherit"
			if share > 0.55 {
				color = "#fff"
			}
			fmt.Fprintf(&b, `<span class="mark" style="background: rgba(37, 99, 235, %.2f); color: %s" title="%s">%d</span>`,
				0.08+0.72*share, color,
				html.EscapeString(fmt.Sprintf("%d at r%dc%d: in %s of %s solutions (%.1f%%)", value, r+1, c+1, words.Exact(k), words.Exact(s.total), 100*share)), value)
		}
		b.WriteString(`</div>`)
	}
	b.WriteString(`</div>`)
	return b.String()
}
