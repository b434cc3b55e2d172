package sudokupage

import (
	"cmp"
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/player"
	"xcover/app/puzzle"
	"xcover/app/puzzle/input"
	"xcover/app/ui"
	"xcover/app/words"
	"xcover/app/workers"
	"xcover/dlx"
	"xcover/sudoku"
	"xcover/sudoku/format"
	"xcover/sudoku/logic"
)

// Page is xcover's page: the puzzle grid, the exact cover matrix and the
// player over Algorithm X's events.
type Page struct {
	app.Compo
	puzzleState // what the page holds of the puzzle in play, made anew with it

	puzzle sudoku.Grid // what the user typed; kept whatever happens
	in     input.Input // the rules picked, a jigsaw's layout and the paste box
	cursor int         // the selected cell
	shown  []shownCell // each cell as the grid last rendered it (renderGrid)
	// encoded is the last board encoded anew, under the rules laid
	// encodedBy, whose encoding the next puzzle's board shares (newBoard).
	encoded   *player.Board
	encodedBy *sudoku.Board
	// views are the board's cells as last read, and shownDrawn the rule
	// classes shown, for takeCells.
	views      []player.CellView
	shownDrawn []string
	// gridVersion changes whenever the grid's element or a cell does;
	// gridAttrs is what the element last showed (see renderGrid).
	gridVersion int
	gridAttrs   gridAttrs
	grid        *gridBox // the grid's element while mounted, for repaint
	gridBehind  bool     // cells are left to paint in the next frame (see gridBox.paint)

	// playback plays the search on screen: the player's controls, the
	// matrix and the frame loop; the page is its ui.PlaybackHost. It is a
	// value, as when it was embedded, so the pointers into it that its
	// handlers and callbacks hold stay good for the page's life. It is
	// unexported: go-app copies a component's exported fields from a new
	// one when it updates it in place (a link to the page itself, which
	// the app never makes), and a zero Playback has no frame loop.
	playback ui.Playback

	tasks ui.Scheduler // a new puzzle made, a hint looked for, an outright solve, in the frames' slices
	view  string       // what shows beside the grid: matrixView, lensView or sharesView
	links ui.LinksView // the lens

	maker maker      // the New puzzle control
	addr  ui.Address // the address bar: the puzzle, its rules and the step

	bench app.Func
	warm  *ui.Idle      // New puzzle's code run once in idle time (see warmUp), while there is no worker
	pool  *workers.Pool // the workers: new puzzles and counts off the page's thread, once ready
}

// The page is its Playback's host, and go-app tells it of resizes.
var (
	_ ui.PlaybackHost = (*Page)(nil)
	_ app.Resizer     = (*Page)(nil)
)

// puzzleState is what the page holds of the puzzle in play: SetPuzzle
// replaces it whole, so that nothing of the last puzzle stays.
type puzzleState struct {
	board    *player.Board // nil while the puzzle breaks a rule
	laid     *sudoku.Board // the rules laid out on the puzzle's shape; nil while they cannot be
	drawn    []string      // each cell's classes for the rules (input.RuleClasses), made with laid
	groups   itemGroups    // the board's matrix's item groups
	message  string        // what is wrong with the input
	conflict []int         // cells of a clash between givens

	// several is set when the puzzle is known to have several solutions
	// (see hasSeveral): their share-out is offered. share is the
	// share-out, once asked for.
	several bool
	share   *shareOut

	hint      string        // the last hint, in words
	hintCells []int         // the cells it rests on, marked in the grid
	hinter    *logic.Hinter // the hint being looked for, if any

	outright *player.Outright
	verdict  string // what the last outright solve found
	// verdictDue: the outright solve finished in the last frame, whose
	// work it was; this one shows its verdict.
	verdictDue bool
	counting   *workers.Counting // a count on the workers, if one runs
}

// OnInit loads the default puzzle before the first render.
func (p *Page) OnInit() {
	p.playback = ui.NewPlayback(p)
	p.links = ui.NewLinksView("lens")
	p.loadText(puzzle.Presets[0].Puzzle, format.Options{})
}

// OnNav restores the puzzle, its rules and the step from the URL, which
// the page writes from then on.
func (p *Page) OnNav(ctx app.Context) {
	p.restore(ctx.Page().URL().RawQuery)
	p.addr.Open(ctx)
	p.playback.Redraw(ctx)
}

// restore takes the puzzle and step of a link's query (see
// input.Input.Restore).
func (p *Page) restore(query string) {
	s, ok := p.in.Restore(p, query)
	if !ok {
		return
	}
	p.SetPuzzle(s.Puzzle)
	if p.board != nil {
		p.message = puzzle.SeekLink(p.board.Player, s.Step)
	}
}

// OnMount starts the frame loop's callback.
func (p *Page) OnMount(ctx app.Context) {
	p.playback.Frames = ui.NewFrameLoop(ctx, p.frame)
	p.tasks.Frames = p.playback.Frames
	p.playback.WatchViews(ctx)
	p.bench = exposeBench()
	p.warm = warmUp()
	p.pool = workers.StartPool(ctx, p.workerReady)
	p.playback.Drawn = p.drawLens
	p.playback.Repaint = p.repaint
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
		p.bench.Release()
		p.warm.Release()
		p.pool.Release()
	}
}

// loadText reads a puzzle in any format, or a jigsaw's puzzle line followed
// by its layout; on error the message says why and the current puzzle
// stays.
func (p *Page) loadText(text string, opt format.Options) bool { return p.in.Load(p, text, opt) }

// Puzzle is the puzzle as typed, whatever its rules (input.Host).
func (p *Page) Puzzle() sudoku.Grid { return p.puzzle }

// Say shows what is wrong with the input (input.Host).
func (p *Page) Say(msg string) { p.message = msg }

// SetPuzzle makes g the puzzle, fits the rules to its shape and starts a
// new search when its givens break no rule; otherwise the message names
// the clash. The pointer's highlight goes: it named an option of the old
// puzzle.
func (p *Page) SetPuzzle(g sudoku.Grid) {
	fitted := p.in.Rules.Fit(g.Shape)
	p.puzzle = g
	p.playback.Transport.Pause()
	p.stopCount()
	p.stopShares()
	p.puzzleState = puzzleState{message: fitted}
	p.tasks.Clear()
	p.maker = maker{band: p.maker.band}
	p.playback.Raster.Reset()
	p.links.Reset()
	p.playback.Highlight(-1)
	p.cursor = min(p.cursor, len(g.Cells)-1)
	var msg string
	if p.laid, p.drawn, msg = p.in.Rules.Lay(g.Shape); p.laid == nil {
		p.message = cmp.Or(msg, p.message)
		return
	}
	b, err := p.newBoard(g)
	if err != nil {
		p.message, p.conflict = err.Error(), puzzle.ClashCells(err, g.N())
		return
	}
	p.playback.Watch(b.Player, nil)
	p.board, p.groups = b, groupItems(b)
	p.several = p.hasSeveral()
}

// newBoard puts g on a board under the rules laid: it shares the last
// board's encoding when it has the same rules and shape, most often, so
// that a new puzzle's frame does not encode the grid anew.
func (p *Page) newBoard(g sudoku.Grid) (*player.Board, error) {
	if e := p.encoded; e != nil && e.Puzzle.Shape == g.Shape && p.encodedBy == p.laid {
		return e.Regiven(g, dlx.Options{})
	}
	b, err := player.NewVariantBoard(p.laid, g, dlx.Options{})
	if err == nil {
		p.encoded, p.encodedBy = b, p.laid
	}
	return b, err
}

// setCell changes one cell of the puzzle and starts over.
func (p *Page) setCell(i, v int) {
	g := p.puzzle.Clone()
	g.Cells[i] = uint8(v)
	p.SetPuzzle(g)
}

// newSize starts an empty grid of the given shape.
func (p *Page) newSize(s sudoku.Shape) {
	g, err := sudoku.NewGrid(s)
	if err != nil {
		p.message = err.Error()
		return
	}
	p.cursor = 0
	p.SetPuzzle(g)
}

// SyncURL writes the puzzle and step into the address bar, at most a few
// times a second (ui.Address), once the page has read its address.
func (p *Page) SyncURL(app.Context) {
	step := 0
	if p.board != nil {
		step = p.board.Player.Pos()
	}
	p.addr.SetQuery(puzzle.State{Puzzle: p.puzzle, Step: step, Variant: p.in.Rules.Variant}.Query())
}

// Player is the board's player, or nil while the puzzle breaks a rule.
func (p *Page) Player() *player.Player {
	if p.board == nil {
		return nil
	}
	return p.board.Player
}

// Narration says in plain words what the last event did.
func (p *Page) Narration() string {
	switch {
	case p.board == nil && p.in.Rules.LayoutError != "":
		return "Fix the jigsaw layout to start the search."
	case p.board == nil:
		return "Fix the puzzle to start the search."
	}
	pl := p.board.Player
	if pl.Pos() == 0 {
		return fmt.Sprintf("Ready: %s to place first, then Algorithm X branches on the item with the fewest options.", words.Plural(int64(p.puzzle.Givens()), "given"))
	}
	return pl.Last().Narrate(pl.Problem())
}
