package matrixpage

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/apptest"
	"xcover/app/draw"
	"xcover/app/player"
	"xcover/app/problem"
	"xcover/app/puzzle"
	"xcover/dlx"
)

// loadText loads text as the text box's Load does over several frames,
// at once: it reads the problem, then takes it; it reports whether the
// text was a problem.
func (p *Page) loadText(text string) bool {
	load := problem.NewLoad("", text)
	if _, err := load.All(); err != nil {
		p.textMistake(text, err)
		return false
	}
	p.takeText(load, text)
	return true
}

func TestMatrixPageStartsWithTheSeedExample(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	require.NoError(t, app.Match(app.Div().ID("xcover").Class("matrix-page"), p, 0))
	require.NotNil(t, p.play)
	assert.Equal(t, problem.SeedExample().Text(), p.text)
	assert.Contains(t, p.Narration(), "Ready: 6 options over 7 items (7 primary)")
	assert.Equal(t, 16, p.playback.Zoom, "a small matrix is drawn big")
}

func TestMatrixPagePlaysToTheCover(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	p.playback.Transport.Pace.Speed = len(player.Speeds) - 1 // full speed
	p.playback.Transport.Playing = true
	for p.playback.Transport.Playing {
		p.playback.Advance(p.playback.Transport.Pace.Due(0))
	}
	last := p.play.Last()
	require.Equal(t, dlx.Solution, last.Kind)
	var names []string
	for _, k := range last.Options {
		names = append(names, p.play.Problem().OptionName(k))
	}
	assert.Equal(t, []string{"B", "D", "F"}, names)
	assert.Equal(t, 5, len(p.tree.Nodes), "the tree grew with the player")
	assert.Equal(t, 4, p.tree.Current(p.play.Pos(), p.play.Level()), "the solution's node")
}

func TestMatrixPageKeepsBadText(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	before := p.play
	bad := "0 1 2\n0 1\n1 3\n"
	assert.False(t, p.loadText(bad))
	assert.Equal(t, bad, p.text, "the text stays")
	assert.Equal(t, `The text, line 3, column 3: unknown item "3" in option`, p.message)
	assert.Same(t, before, p.play, "the problem is unchanged")
	require.NoError(t, app.Match(app.P().ID("matrix-message").Class("error").Attr("role", "alert"), p.renderText(), 4))

	assert.True(t, p.loadText("a b | c\na c\nb\n"))
	assert.Empty(t, p.message)
	assert.Equal(t, 1, p.play.Problem().Secondary())
	assert.Equal(t, "a b | c\na c\nb\n", p.text, "a good text stays as typed")
}

func TestMatrixPageGridEditsRewriteTheText(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	p.edit(func(s *problem.Sheet) { s.Toggle(1, 6) }) // B = {0, 3, 6}
	assert.Contains(t, p.text, "|= B\n0 3 6\n")
	assert.NotNil(t, p.play)
	p.edit(func(s *problem.Sheet) { p.selRow = s.AddOption() })
	assert.Contains(t, p.message, `row 7 (option "") is empty`)
	assert.Nil(t, p.play, "nothing to play while the matrix is bad")
	assert.Equal(t, 6, p.selRow)
	p.edit(func(s *problem.Sheet) { s.Toggle(6, 2) })
	assert.Empty(t, p.message)
	assert.True(t, len(p.text) > 0 && p.text[len(p.text)-2:] == "2\n")
	back, err := problem.ParseSheet(p.text)
	require.NoError(t, err)
	assert.Equal(t, p.sheet, back)
}

func TestMatrixPageListsCountsAndCompares(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	p.sizes[1] = 6
	p.loadPreset(1) // 6 queens
	p.solve(KeepAll)
	apptest.RunSlices(t, p.batch.Run, time.Millisecond)
	assert.Len(t, p.batch.Solutions, 4)
	assert.Contains(t, batchVerdict(p.batch, nil), "4 solutions in all")
	p.solve(0)
	apptest.RunSlices(t, p.batch.Run, time.Millisecond)
	assert.Empty(t, p.batch.Solutions)
	assert.Equal(t, int64(4), p.batch.Stats().Solutions)

	p.startCompare()
	apptest.RunSlices(t, p.compare.Run, time.Millisecond)
	table := p.renderCompare()
	require.NoError(t, app.Match(app.Td().Class("num").Text("4"), table, 2, 1, 0, 1), "MRV finds the 4 solutions")
	p.heuristic = dlx.FirstItem
	p.restart()
	assert.Nil(t, p.compare, "a new search drops the old results")
	assert.Contains(t, p.Narration(), "the first item left")
}

func TestMatrixPageKeepsWhereTheTextIsWrong(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	assert.False(t, p.loadText("a b\na c\n"))
	require.NotNil(t, p.mistake, "an unknown item is a mistake at a place")
	assert.Equal(t, 2, p.mistake.Line)
	assert.Equal(t, "a b\na c\n", p.text, "the text is kept")

	assert.False(t, p.loadText(strings.Repeat("a ", puzzle.MaxInput)))
	assert.Nil(t, p.mistake, "a text too long has no place to point at")
	assert.Equal(t, "The problem is 512 KB; this page takes at most 256 KB.", p.message, "in the page's words")

	assert.True(t, p.loadText("a b\na b\n"))
	assert.Nil(t, p.mistake)
}

// TestMatrixPageDrawsBoardsAFewAFrame lists pentominoes in a 5x12 box: the
// list grows by at most BoardCellsPerFrame cells a frame, up to
// SolutionsShown boards, a frame that draws boards searches nothing, the
// search goes on once they are drawn, and a new search starts it over.
func TestMatrixPageDrawsBoardsAFewAFrame(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	p.sizes[3] = 5
	p.loadPreset(3)
	p.solve(KeepAll)
	for len(p.batch.Solutions) <= SolutionsShown {
		p.batch.Run(time.Millisecond)
	}
	perFrame := BoardCellsPerFrame / (5 * 12)
	for frames := 1; len(p.boards) < SolutionsShown; frames++ {
		nodes := p.batch.Stats().Nodes
		busy, drew := p.work(time.Millisecond)
		require.True(t, busy)
		require.True(t, drew)
		require.LessOrEqual(t, len(p.boards), frames*perFrame)
		require.Equal(t, nodes, p.batch.Stats().Nodes, "a frame that draws boards searches nothing")
	}
	nodes := p.batch.Stats().Nodes
	busy, drew := p.work(time.Millisecond)
	assert.True(t, busy)
	assert.False(t, drew)
	assert.Greater(t, p.batch.Stats().Nodes, nodes, "the boards drawn, the search goes on")
	assert.Len(t, p.boards, SolutionsShown)
	assert.Equal(t, draw.Draw(p.play.Problem(), p.batch.Solutions[0]), p.boards[0])
	p.solve(1)
	assert.Empty(t, p.boards, "a new search starts the list over")
}

// TestMatrixPageDrawsTheLastBoards lists six queens' 4 solutions, found
// and ended in one frame's slice: the frames go on until their boards are
// drawn, then stop.
func TestMatrixPageDrawsTheLastBoards(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	p.sizes[1] = 6
	p.loadPreset(1)
	p.solve(100)
	busy, drew := p.work(time.Minute)
	require.True(t, p.batch.Done)
	require.Len(t, p.batch.Solutions, 4)
	assert.True(t, busy, "the boards are still to draw")
	assert.False(t, drew)
	for frames := 0; busy; frames++ {
		require.Less(t, frames, 10)
		busy, _ = p.work(time.Minute)
	}
	assert.Len(t, p.boards, 4)
}

// TestMatrixPageRestsWhileWorkersCount follows a count that runs on two
// workers: a frame with nothing new wants no more frames (the workers'
// answers start them), one after an answer that lists solutions draws
// their boards, and once they are drawn the frames rest again; a
// comparison of the heuristics still runs in the frames.
func TestMatrixPageRestsWhileWorkersCount(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	p.loadPreset(1)
	p.batch = player.NewSplitBatch(10, 2)
	busy, drew := p.work(time.Millisecond)
	assert.False(t, busy, "nothing to do between the workers' answers")
	assert.False(t, drew)
	listed := []dlx.PartSolution{{Subtree: 0, Options: p.play.Engine().Solve(dlx.Options{MaxSolutions: 1}).First}}
	p.batch.Report(0, player.PartReport{Solutions: 1, Nodes: 9, Listed: listed, Next: 2})
	p.batch.Report(1, player.PartReport{Nodes: 4, Next: 3})
	require.Len(t, p.batch.Solutions, 1)
	busy, drew = p.work(time.Millisecond)
	assert.True(t, busy)
	assert.True(t, drew, "the answer's board is drawn")
	assert.Len(t, p.boards, 1)
	busy, _ = p.work(time.Millisecond)
	assert.False(t, busy, "the board drawn, the frames rest")

	p.startCompare()
	for frames := 0; !p.compare.Done(); frames++ {
		require.Less(t, frames, 1000, "the comparison runs in the frames beside a count on the workers")
		busy, _ = p.work(time.Millisecond)
		require.True(t, busy || p.compare.Done())
	}
}

// TestMatrixPageShortensWideOptions narrates the try of an option of 300
// items, which has no name of its own, with a shortened name that tells
// its size, as the algorithm panel and the tree do.
func TestMatrixPageShortensWideOptions(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	var items []string
	for i := range 300 {
		items = append(items, fmt.Sprintf("i%d", i))
	}
	line := strings.Join(items, " ") + "\n"
	require.True(t, p.loadText(line+line), p.message) // the items, then one option of them all
	for p.play.Last().Kind != dlx.Try && p.play.Step() {
	}
	require.Equal(t, dlx.Try, p.play.Last().Kind)
	narration := p.Narration()
	assert.Contains(t, narration, "Try 'i0 i1 i2")
	assert.Contains(t, narration, "… (300 items)'")
	assert.Less(t, len(narration), 120)
	for p.play.Step() {
	}
	assert.Contains(t, describeNode(p.tree, len(p.tree.Nodes)-1, p.play), "after trying 'i0 i1")
	assert.Contains(t, describeNode(p.tree, len(p.tree.Nodes)-1, p.play), "… (300 items)'")
}

// TestMatrixPageWorkersOnly asks for a memoized count and the cheapest
// solutions with no worker ready: neither starts, nor falls back to the
// page's frames, and the solutions' line says why; a plain count still
// runs in the frames.
func TestMatrixPageWorkersOnly(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	p.setSheet(problem.Dominoes(4, 4, true))
	p.memo = true
	p.solve(0)
	assert.Nil(t, p.batch)
	assert.Equal(t, unreadyWorkers, p.unready)
	p.findCheapest()
	assert.Nil(t, p.batch)
	assert.Equal(t, unreadyWorkers, p.unready)
	p.memo = false
	p.solve(0)
	assert.Empty(t, p.unready)
	apptest.RunSlices(t, p.batch.Run, time.Millisecond)
	assert.Equal(t, int64(36), p.batch.Stats().Solutions)
}
