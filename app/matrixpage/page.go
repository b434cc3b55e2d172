package matrixpage

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/draw"
	"xcover/app/jobs"
	"xcover/app/player"
	"xcover/app/problem"
	"xcover/app/ui"
	"xcover/app/words"
	"xcover/app/workers"
	"xcover/dlx"
)

// MaxGridCells is the largest matrix (options times items) the page's grid
// editor shows as cells to click; a bigger one is edited as text.
const MaxGridCells = 4096

// SolutionsShown bounds the solutions the page draws; the export has all
// that were kept.
const SolutionsShown = 100

// BoardCellsPerFrame bounds the solutions' cells (or option lines) the
// page adds to the list in one frame on a fast machine, at least one
// solution; a frame adds its share (ui.FrameLoop.Budget) of them. Mounting
// elements costs the browser about 50 us each, and a hundred 60-cell
// boards at once froze the page for a third of a second.
const BoardCellsPerFrame = 120

// KeepAll is how many solutions "all" keeps, at most.
const KeepAll = 100_000

// CompareBudget is the node budget of each heuristic in the comparison.
const CompareBudget = 5_000_000

// Page is the page for any exact cover problem: presets, a grid
// editor and Knuth's text format kept in step, the player over Algorithm
// X's events with the matrix, the search tree, the solutions (listed or
// counted) and the heuristics side by side.
type Page struct {
	app.Compo
	// playback plays the search on screen: the player's controls, the
	// matrix and the frame loop; the page is its ui.PlaybackHost. It is a
	// value, as when it was embedded, so the pointers into it that its
	// handlers and callbacks hold stay good for the page's life. It is
	// unexported: go-app copies a component's exported fields from a new
	// one when it updates it in place (a link to the page itself, which
	// the app never makes), and a zero Playback has no frame loop.
	playback ui.Playback

	tasks ui.Scheduler // the solutions' search and the comparison, in the frames' slices

	sheet   problem.Sheet   // the problem as edited; may be bad (see message)
	text    string          // the text box's content, kept whatever happens
	message string          // what is wrong with the text or the sheet
	notice  string          // what is wrong with a link or a file opened, shown with the presets
	mistake *dlx.ParseError // where the last text loaded is wrong, if it says

	sizes     []int // each preset's chosen size
	heuristic dlx.Heuristic
	selRow    int // the editor's selected option, or -1
	selCol    int // the editor's selected item, or -1

	play       *player.Player // nil while the sheet is bad
	tree       *player.Tree
	treeRaster draw.TreeRaster
	treePixels ui.Pixels
	treeShown  treeShown // what the tree's canvas shows
	treeTip    string
	treeRec    ui.Recording // the tree's export menu's recording
	links      ui.LinksView // the dancing links: the whole figure or a lens
	cells      ui.CellsView // the dancing cells: every block, or a lens
	engine     string       // the player's engine: "links" or "cells" (dlx.Engines)

	tour      int  // the guided tour's stop, -1 when not touring
	tourOffer bool // the first visit: the tour is offered

	batch    *player.Batch     // the solutions being listed or counted
	counting *workers.Counting // the count on the workers, when batch runs there
	pool     *workers.Pool     // the workers
	runs     int               // how many batches were started: the list's key
	boards   []draw.Picture    // the batch's first solutions drawn, as the list shows them
	keep     int               // solutions to list: 1, 10, 100 or KeepAll
	memo     bool              // counts memoize subproblems (dlx.Memo)
	// cheapest is the cost of each solution the batch lists, when it
	// lists the cheapest (dlx.Cheapest); nil otherwise.
	cheapest []int64
	// unready says why work asked of the workers did not start: none was
	// ready yet ("" when it started).
	unready string
	zdd     *zddView // the ZDD of the solutions, once asked for
	compare *player.Compare

	addr  address // the page's address: the problem, event, engine and heuristic (address.go)
	files files   // files opened, dropped and downloaded, and pastes (files.go)
}

// The page is its Playback's host, and go-app tells it of resizes.
var (
	_ ui.PlaybackHost = (*Page)(nil)
	_ app.Resizer     = (*Page)(nil)
)

// OnInit loads the first preset before the first render.
func (p *Page) OnInit() {
	p.playback = ui.NewPlayback(p)
	p.links = ui.NewLinksView("links")
	p.cells = ui.NewCellsView("cells")
	p.engine = "links"
	p.tour = -1
	p.keep = 10
	p.selRow, p.selCol = -1, -1
	p.addr.event = -1
	for _, pr := range problem.MatrixPresets {
		p.sizes = append(p.sizes, pr.Default)
	}
	p.loadPreset(0)
}

// OnMount starts the frame loop's callback.
func (p *Page) OnMount(ctx app.Context) {
	p.playback.Frames = ui.NewFrameLoop(ctx, p.frame)
	p.tasks.Frames = p.playback.Frames
	p.playback.WatchViews(ctx)
	p.pool = workers.StartPool(ctx, nil)
	p.offerTour(ctx)
	p.listenForFiles(ctx)
	p.playback.Drawn = func() {
		p.drawTree()
		p.drawPicture()
		p.syncBox()
		p.SyncURL(ctx)
	}
	p.playback.RedrawAndMark(ctx)
}

// OnResize draws the pictures again when the window's size changes (a
// lens picks its size by the room it has), then marks the page laid out
// for the size.
func (p *Page) OnResize(ctx app.Context) { p.playback.RedrawAndMark(ctx) }

// OnDismount releases the JavaScript callbacks.
func (p *Page) OnDismount() {
	if p.playback.Frames != nil {
		p.playback.Frames.Release()
		p.playback.ReleaseViews()
		p.pool.Release()
		p.releaseFiles()
	}
}

// Player is the search's player, or nil while the sheet is bad.
func (p *Page) Player() *player.Player { return p.play }

// Narration says in plain words what the last event did.
func (p *Page) Narration() string {
	if p.play == nil {
		return "Fix the problem to start the search."
	}
	if p.play.Pos() == 0 {
		m := p.play.Problem()
		who := "Algorithm " + m.Algorithm() + " branches"
		if p.engine == "cells" {
			who = "The dancing cells branch"
		}
		return fmt.Sprintf("Ready: %s over %s (%d primary). %s on %s.",
			words.Plural(int64(m.Options()), "option"), words.Plural(int64(m.Items()), "item"), m.Primary(), who, heuristicWords[p.heuristic])
	}
	m := p.play.Problem()
	if e := p.play.Last(); e.Kind == dlx.Purify || e.Kind == dlx.Unpurify {
		return e.Narrate(m) // an item and its color: no option's long name
	}
	return p.play.Last().NarrateWith(m.ItemName, func(k int) string { return problem.OptionLabel(m, k) })
}

// heuristicWords says what each heuristic branches on.
var heuristicWords = map[dlx.Heuristic]string{
	dlx.MRV:       "the item with the fewest options",
	dlx.FirstItem: "the first item left",
	dlx.MRVRandom: "an item with the fewest options, ties broken at random",
}

// loadPreset makes preset i, at its chosen size, the problem.
func (p *Page) loadPreset(i int) {
	s, err := problem.MatrixPresets[i].Make(p.sizes[i])
	if err != nil {
		p.message = err.Error()
		return
	}
	p.selRow, p.selCol = -1, -1
	p.setSheet(s)
	p.addr.preset = i
	p.autoZoom()
}

// autoZoom picks a zoom that shows a small matrix big and a big one whole.
func (p *Page) autoZoom() {
	p.playback.Zoom = max(1, min(16, 360/max(len(p.sheet.Items), 1), 420/max(len(p.sheet.Options), 1)))
}

// setSheet makes s the problem, rewrites the text from it and starts a new
// search.
func (p *Page) setSheet(s problem.Sheet) {
	p.sheet, p.addr.preset = s, -1
	p.text = s.Text()
	p.showText()
	p.selRow = min(p.selRow, len(s.Options)-1)
	p.selCol = min(p.selCol, len(s.Items)-1)
	p.restart()
}

// edit changes the sheet with f, as the grid editor does.
func (p *Page) edit(f func(s *problem.Sheet)) {
	s := p.sheet.Clone()
	f(&s)
	p.setSheet(s)
}

// textMistake tells what is wrong with a problem's text, as the text
// box's Load reads it (see opened): the message says where the
// mistake is, and the problem stays as it was; the text stays as typed.
func (p *Page) textMistake(text string, err error) {
	p.text, p.mistake = text, nil
	p.message = textMessage(err)
	errors.As(err, &p.mistake)
}

// takeText makes the sheet l read from text the problem, a problem of the
// user's, with text in the text box; the exact cover problem and the
// link's fragment are the ones l made as it read.
func (p *Page) takeText(l *problem.Load, text string) {
	p.sheet, p.addr.preset, p.files.name = l.Sheet(), -1, ""
	p.text = text
	p.showText()
	p.selRow, p.selCol = -1, -1
	p.restartWith(l.Problem())
	p.autoZoom()
	p.addr.fragment, p.addr.linkable = l.Fragment()
	p.addr.stale = false
}

// restart builds the matrix and a new player, tree and raster, and drops
// the solutions and the comparison; when the sheet is bad the message says
// why and there is nothing to play.
func (p *Page) restart() { p.restartWith(nil) }

// restartWith is restart with the sheet's exact cover problem built
// already (a big problem's load builds it in slices as it reads it), or
// nil for restart to build it.
func (p *Page) restartWith(m *dlx.Problem) {
	p.playback.Transport.Pause()
	p.stopCount()
	p.tasks.Drop(p.batch) // the old problem's work; a problem being opened stays scheduled
	p.tasks.Drop(p.compare)
	p.play, p.tree, p.batch, p.boards, p.compare, p.zdd = nil, nil, nil, nil, nil, nil
	p.links.Reset()
	p.cells.Reset()
	p.tour = -1
	p.playback.Raster.Reset()
	p.treeTip, p.playback.Hover, p.playback.Tooltip = "", draw.NoHighlight, ""
	p.message, p.notice, p.addr.stale = "", "", true
	if m == nil {
		var err error
		if m, err = p.sheet.Problem(); err != nil {
			p.message = "The matrix: " + err.Error()
			return
		}
	}
	engine, err := dlx.NewEngine(p.engine, m)
	if err != nil {
		p.message = err.Error()
		return
	}
	keep := 0 // the player's default
	if p.engine == "cells" {
		keep = dlx.DefaultCellsUndo // each event's undo kept: a bounded memory
	}
	p.play = player.NewPlayer(engine, dlx.Options{Heuristic: p.heuristic, Seed: 1}, keep)
	p.tree = player.NewTree(0)
	p.playback.Watch(p.play, p.tree.Add)
}

// solve starts listing up to keep solutions (0: counting them all). A
// count, and a list of them all, run in parts on the page's workers when
// they are ready, one part on each core; the first few solutions, and
// everything where there are no workers, in the page's own frames; a
// memoized count only on the workers.
func (p *Page) solve(keep int) {
	if p.play == nil {
		return
	}
	p.stopCount()
	p.boards, p.cheapest, p.unready = nil, nil, ""
	p.runs++
	p.playback.Frames.Start()
	if keep == 0 || keep >= KeepAll {
		job := jobs.Job{Format: jobs.Knuth, Problem: p.sheet.Text(), Engine: p.engine, Heuristic: p.heuristic.String(), Seed: 1, Keep: keep}
		if p.memo && keep == 0 {
			job.Memo, job.Engine = true, "links" // a memoized count runs on the links
		}
		if c, ok := p.pool.Count(job, func(ctx app.Context) { p.playback.Frames.Start() }); ok {
			p.batch, p.counting = c.Batch, c
			return
		}
		if job.Memo { // the page's frames count only without memoizing
			p.batch, p.unready = nil, unreadyWorkers
			return
		}
	}
	opt := dlx.Options{Heuristic: p.heuristic, Seed: 1}
	if keep > 0 && keep < KeepAll {
		opt.MaxSolutions = int64(keep)
	}
	p.batch = player.NewBatch(p.play.Engine(), opt, keep)
	p.tasks.Start(p.batch)
}

// unreadyWorkers says that work which runs only on the workers (memoized
// counts, the cheapest solutions) waits for them to start.
const unreadyWorkers = "This runs on the page's workers, and none is ready yet: ask again in a moment."

// CheapestShown is how many of the cheapest solutions "Cheapest" lists.
const CheapestShown = 3

// findCheapest lists the problem's cheapest solutions, found by branch
// and bound on a worker (dlx.Cheapest), with their costs.
func (p *Page) findCheapest() {
	if p.play == nil {
		return
	}
	p.stopCount()
	p.boards, p.cheapest, p.unready = nil, nil, ""
	ready := p.pool.Ready()
	if len(ready) == 0 {
		p.batch, p.unready = nil, unreadyWorkers
		return
	}
	w := ready[0]
	p.runs++
	batch := player.NewSplitBatch(CheapestShown, 1)
	p.batch = batch
	job := jobs.Job{Kind: jobs.Cheapest, Format: jobs.Knuth, Problem: p.sheet.Text(), Heuristic: p.heuristic.String(), Keep: CheapestShown}
	w.Do(job, func(ctx app.Context, a jobs.Answer) {
		if p.batch != batch {
			return // another search has started since
		}
		if a.Error != "" {
			p.message = "Cheapest: " + a.Error
			batch.Cancel()
		} else {
			p.cheapest = a.Costs
			batch.Report(0, player.PartReport{Solutions: a.Solutions, Nodes: a.Nodes, Updates: a.Updates,
				Listed: a.Listed, Next: 1, Elapsed: a.Elapsed, Done: true})
		}
		p.playback.Frames.Start()
	})
}

// stopCount stops the solutions' search: the workers, whatever they are
// doing, when a count runs on them.
func (p *Page) stopCount() {
	if p.batch != nil && !p.batch.Done {
		if p.batch.Split() {
			p.pool.Restart()
		}
		p.batch.Cancel()
		p.tasks.Drop(p.batch)
	}
	p.counting = nil
}

// startCompare starts the heuristics' comparison.
func (p *Page) startCompare() {
	if p.play == nil {
		return
	}
	if p.compare != nil {
		p.tasks.Drop(p.compare) // left unfinished, if it was
	}
	p.compare = player.NewCompare(p.play.Engine(), CompareBudget)
	p.tasks.Start(p.compare)
}

// frame does one frame's work: the solutions' (work) and the events the
// player's speed asks for. It reports whether more frames are wanted.
func (p *Page) frame(ctx app.Context, now float64) bool {
	p.syncBox()
	if p.readOpened(ctx) {
		return true // the frame's work: reading the problem, or rendering it
	}
	busy, drew := p.work(p.tasks.Budget(p.playback.Transport.Playing))
	playing := p.playback.PlayFrame(ctx, now)
	p.landed()
	if busy && !playing && !drew && p.playback.Frames.Quiet(now) {
		ctx.PreventUpdate() // only the counts moved: they show ten times a second
	}
	return playing || busy
}

// work does a frame's share of the solutions' work: the next boards of
// the list, or else a slice of budget of the work scheduled (listing or
// counting solutions, the comparison). It reports whether more is left for the frames, and whether it
// drew boards. A count on the workers is not the frames' work: their
// answers start the frames that show them, and frames in between would
// only take the workers' cores. A frame that draws boards searches
// nothing: their render and mount are its work, and with a slice of
// search as well a slow machine's frame passed 50 ms.
func (p *Page) work(budget time.Duration) (busy, drew bool) {
	if p.drawBoards() {
		return true, true
	}
	p.tasks.Slice(budget)
	return p.tasks.Busy() || p.boardsWaiting(), false
}

// drawBoards draws the next solutions for the list, the frame's share of
// BoardCellsPerFrame cells' worth at most, up to SolutionsShown; it
// reports whether it drew any.
func (p *Page) drawBoards() bool {
	shown := len(p.boards)
	most := int(BoardCellsPerFrame * p.playback.Frames.Share())
	for cells := 0; p.boardsWaiting() && cells < most; {
		pic := draw.Draw(p.play.Problem(), p.batch.Solutions[len(p.boards)])
		p.boards = append(p.boards, pic)
		cells += max(len(pic.Cells), len(pic.Lines), 1)
	}
	return len(p.boards) > shown
}

// boardsWaiting reports whether solutions found are waiting for their
// boards in the list.
func (p *Page) boardsWaiting() bool {
	return p.batch != nil && len(p.boards) < min(len(p.batch.Solutions), SolutionsShown)
}

// batchVerdict describes the solutions' search so far; costs, when not
// nil, are those of the cheapest solutions it lists.
func batchVerdict(b *player.Batch, costs []int64) string {
	st := b.Stats()
	count := words.Plural(st.Solutions, "solution")
	if n, hits, _, _ := b.Exact(); n != nil && b.Done && b.Stop == dlx.Exhausted {
		count = words.Exact(n) + " solutions"
		if n.IsInt64() && n.Int64() == 1 {
			count = "1 solution"
		}
		return fmt.Sprintf("%s in all, counted by memoizing (%s, %s cache hits, %s)", count, words.Plural(st.Nodes, "node"), words.Count(hits), words.Duration(b.Elapsed))
	}
	switch {
	case costs != nil && len(b.Solutions) == 0:
		return fmt.Sprintf("No solution (%s)", words.Plural(st.Nodes, "node"))
	case len(costs) == 1:
		return fmt.Sprintf("The cheapest solution costs %d, found by branch and bound (%s, %s)", costs[0], words.Plural(st.Nodes, "node"), words.Duration(b.Elapsed))
	case costs != nil:
		return fmt.Sprintf("The cheapest solution costs %d: the %d cheapest, found by branch and bound, cost %s (%s, %s)",
			costs[0], len(costs), costList(costs), words.Plural(st.Nodes, "node"), words.Duration(b.Elapsed))
	case !b.Done:
		return fmt.Sprintf("Searching: %s so far, %s", count, words.Plural(st.Nodes, "node"))
	case b.Stop == dlx.Canceled:
		return fmt.Sprintf("Stopped: %s so far, %s", count, words.Plural(st.Nodes, "node"))
	case b.Stop == dlx.SolutionLimit:
		return fmt.Sprintf("The first %s (%s, %s)", count, words.Plural(st.Nodes, "node"), words.Duration(b.Elapsed))
	}
	return fmt.Sprintf("%s in all (%s, %s, %s)", count, words.Plural(st.Nodes, "node"), words.Plural(st.Updates, "update"), words.Duration(b.Elapsed))
}

// costList writes costs as "23, 24 and 26".
func costList(costs []int64) string {
	s := make([]string, len(costs))
	for i, c := range costs {
		s[i] = strconv.FormatInt(c, 10)
	}
	if len(s) == 1 {
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}
