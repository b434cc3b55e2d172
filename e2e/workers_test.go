package e2e

import (
	"fmt"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/draw"
	"xcover/app/matrixpage"
	"xcover/app/problem"
	"xcover/dlx"
)

// pentominoesOnWorkers opens the matrix page with the browser saying it
// has cores cores, waits for as many workers, and loads pentominoes in a
// box of rows rows, whose matrix has the size given.
func pentominoesOnWorkers(t *testing.T, cores, rows int, size string) *page {
	p := newPage(t)
	_, err := chromedp.Call(p.ctx, emulation.SetHardwareConcurrencyOverride, emulation.SetHardwareConcurrencyOverrideParams{HardwareConcurrency: int64(cores)})
	require.NoError(t, err)
	p.open("/matrix")
	p.waitFor(`document.documentElement.dataset.workers == "`+strconv.Itoa(cores)+`"`, 20*time.Second)
	p.click("#mpreset-3")
	p.setValue("#mpreset-size-3", strconv.Itoa(rows), "change")
	p.waitFor(`document.getElementById("matrix-size").innerText == `+jsString(size), 5*time.Second)
	return p
}

// countOnWorkers counts pentominoes 4x15 on the matrix page with the
// browser saying it has cores cores, and returns the count's progress line
// at the end and how long the count took, from the click to the count.
func countOnWorkers(t *testing.T, cores int, smooth bool) (string, time.Duration) {
	p := pentominoesOnWorkers(t, cores, 4, "1,696 options x 72 items")
	time.Sleep(time.Second) // what loading the preset left to do is not the count's
	start := time.Now()
	p.click("#count-solutions")
	p.waitFor(`document.getElementById("count-progress")?.getAttribute("aria-label") == "count progress"`, 5*time.Second)
	if smooth {
		p.staysSmooth(fmt.Sprintf("counting pentominoes 4x15 on %d workers", cores), 2*time.Second)
	}
	p.waitForMutation(`document.getElementById("count-progress").innerText.startsWith("Counted")`, 120*time.Second)
	took := time.Since(start)
	line := p.text("#count-progress")
	p.screenshotOf("matrix", laptop, fmt.Sprintf("count-on-%d-workers", cores))
	return line, took
}

// TestE2ECountOnWorkers counts pentominoes 4x15 (1,472 solutions) on the
// matrix page's Web Workers, one per core: the count is right, the
// progress names the workers and ends with the count, and the page's
// thread stays free while they count (its CPU throttled). The counts on
// one worker and on two take turns, three times, which goes first in
// turn too; the median of the three ratios, the speed-up of two cores
// over one, is logged with its spread (the aim is 1.7x) and must show
// that the parts run side by side.
func TestE2ECountOnWorkers(t *testing.T) {
	const pairs = 3
	var ratios []float64
	for k := range pairs {
		var one, two time.Duration
		count := func(cores int) time.Duration {
			line, took := countOnWorkers(t, cores, false)
			assert.Regexp(t, fmt.Sprintf(`^Counted on %d workers?: 1,472 solutions, [\d,]+ nodes in `, cores), line)
			return took
		}
		if k%2 == 0 {
			one, two = count(1), count(2)
		} else {
			two, one = count(2), count(1)
		}
		t.Logf("pentominoes 4x15: one worker %s, two workers %s", one.Round(time.Millisecond), two.Round(time.Millisecond))
		ratios = append(ratios, one.Seconds()/two.Seconds())
	}
	slices.Sort(ratios)
	speedUp := ratios[pairs/2]
	t.Logf("pentominoes 4x15, %d pairs of counts: two workers %.2fx as fast as one (median; %.2f-%.2fx; the aim is 1.7x)", pairs, speedUp, ratios[0], ratios[pairs-1])
	assert.Greater(t, speedUp, 1.2, "two workers count side by side")
	countOnWorkers(t, 2, true) // again, for the page's smoothness: its measure is not the count's time
}

// TestE2EListOnWorkers lists all of pentominoes 6x10's solutions on the
// matrix page's two workers: the first boards show while the workers
// still count, the first being the whole search's first solution, and
// the page stays smooth as they come.
func TestE2EListOnWorkers(t *testing.T) {
	p := pentominoesOnWorkers(t, 2, 6, "2,056 options x 72 items")
	p.setValue("#keep", strconv.Itoa(matrixpage.KeepAll), "change")
	time.Sleep(time.Second) // what loading the preset left to do is not the list's
	p.click("#list-solutions")
	p.waitFor(`document.getElementById("count-progress")?.innerText.startsWith("Counting on 2 workers")`, 5*time.Second)
	p.staysSmooth("listing pentominoes 6x10 on 2 workers", 2*time.Second)
	p.waitFor(`document.querySelectorAll("#solution-list .solution").length > 0 && document.getElementById("count-progress").innerText.startsWith("Counting on 2 workers")`, 60*time.Second)

	m, err := problem.Pentomino(6, 10).Matrix()
	require.NoError(t, err)
	first := m.Solve(dlx.Options{MaxSolutions: 1}).First
	want := draw.Draw(m, first).Cells
	got := evalJS[[]string](p, `Array.from(document.querySelectorAll("#solution-list .solution:first-child .pc")).map(c => c.textContent)`)
	assert.Equal(t, want, got, "board #1 is the whole search's first solution")
	p.click("#stop-solutions")
}
