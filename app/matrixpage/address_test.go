package matrixpage

import (
	"fmt"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/apptest"
	"xcover/app/problem"
	"xcover/app/puzzle"
	"xcover/app/ui"
	"xcover/dlx"
)

// arrive plays a link's seek to its end, as the page's frames do.
func arrive(t *testing.T, p *Page) {
	t.Helper()
	for i := 0; p.playback.Transport.Seeking; i++ {
		require.Less(t, i, 100_000, "the seek ends")
		p.playback.Advance(1 << 20)
	}
	p.landed()
}

// follow opens a link on a fresh page and seeks its event.
func follow(t *testing.T, query, fragment string) *Page {
	t.Helper()
	p := apptest.Mount(t, &Page{})
	p.follow(query, fragment)
	arrive(t, p)
	return p
}

// TestMatrixPageFollowsLinks opens links: each one's problem, engine and
// heuristic, at its event, and the notice when the event is not shown.
func TestMatrixPageFollowsLinks(t *testing.T) {
	seed := apptest.Mount(t, &Page{}).play // the seed example's whole search
	for seed.Step() {
	}
	end := seed.Pos()
	for _, tc := range []struct {
		query     string
		preset    string
		size      int
		engine    string
		heuristic dlx.Heuristic
		pos       int
		notice    string
	}{
		{"", "Seed example", 0, "links", dlx.MRV, 0, ""},
		{"preset=queens&n=6&s=40", "N queens", 6, "links", dlx.MRV, 40, ""},
		{"preset=langford&n=4&s=3&engine=cells&h=first", "Langford pairs", 4, "cells", dlx.FirstItem, 3, ""},
		{"preset=seed&s=5000", "Seed example", 0, "links", dlx.MRV, end, fmt.Sprintf("The link's event 5,000 is past the end of the search: here is its last event, %d.", end)},
		{"preset=queens&n=12&s=70000", "N queens", 12, "links", dlx.MRV, puzzle.MaxLinkStep, "The link's event 70,000 is further than a link replays: here is event 65,536."},
	} {
		t.Run(tc.query, func(t *testing.T) {
			p := follow(t, tc.query, "")
			require.GreaterOrEqual(t, p.addr.preset, 0)
			pr := problem.MatrixPresets[p.addr.preset]
			assert.Equal(t, tc.preset, pr.Name)
			if tc.size > 0 {
				assert.Equal(t, tc.size, p.sizes[p.addr.preset])
			}
			assert.Equal(t, tc.engine, p.engine)
			assert.Equal(t, tc.heuristic, p.heuristic)
			assert.Equal(t, tc.pos, p.play.Pos())
			assert.Equal(t, tc.notice, p.notice)
			if tc.notice == "" {
				assert.Equal(t, tc.query, p.link().Query(), "the page writes the link it opened")
			}
		})
	}
}

// TestMatrixPageLinksAProblemOfTheUsers takes a problem typed in, on the
// dancing cells, steps it, and opens its link on a fresh page: the same
// problem at the same event, with the same narration.
func TestMatrixPageLinksAProblemOfTheUsers(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	require.True(t, p.loadText("| a problem of my own\na b c | x\n|= A\na x:red\n|= B\nb c\n|= C\nb x:blue\nc\n"))
	p.setEngine("cells")
	for range 7 {
		p.play.Step()
	}
	fragment, ok := p.fragment()
	require.True(t, ok)
	query := p.link().Query()
	assert.Equal(t, "s=7&engine=cells", query)

	q := follow(t, query, fragment)
	assert.Empty(t, q.notice)
	assert.Equal(t, -1, q.addr.preset, "a problem of the user's")
	assert.Equal(t, p.sheet, q.sheet)
	assert.Equal(t, "cells", q.engine)
	assert.Equal(t, 7, q.play.Pos())
	assert.Equal(t, p.Narration(), q.Narration())
}

// TestMatrixPageRefusesBadLinks opens links that cannot be read, or whose
// problem cannot be: the page shows its default, and the notice says why
// in one line.
func TestMatrixPageRefusesBadLinks(t *testing.T) {
	bad, _ := problem.Link{Text: "a b\na c\n"}.Fragment()
	for _, tc := range []struct{ query, fragment, notice string }{
		{"preset=chess", "", `The link's preset "chess" is none of`},
		{"s=1", bad, `The link's problem, line 2, column 3: unknown item "c" in option`},
		{"", "dlx=@@", "The link's problem is not base64url"},
	} {
		p := follow(t, tc.query, tc.fragment)
		assert.Contains(t, p.notice, tc.notice)
		assert.Equal(t, 0, p.addr.preset, "the default problem")
		assert.Equal(t, 0, p.play.Pos())
		assert.Equal(t, "links", p.engine)
	}
}

// TestMatrixPageNamesItsDownloads checks the name a download gives the
// problem: the preset's and its size's, the file's it came from, or
// problem.dlx.
func TestMatrixPageNamesItsDownloads(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	assert.Equal(t, "seed.dlx", p.downloadName())
	p.sizes[1] = 6
	p.loadPreset(1)
	assert.Equal(t, "queens-6.dlx", p.downloadName())
	require.True(t, p.loadText("a b\na\nb\n"))
	assert.Equal(t, "problem.dlx", p.downloadName())
	mine := problem.NewLoad("mine.dlx", "a\na\n")
	_, err := mine.All()
	require.NoError(t, err)
	p.takeText(mine, "a\na\n")
	p.files.name = "mine.dlx"
	p.edit(func(s *problem.Sheet) { s.AddItem() })
	assert.Equal(t, "mine.dlx", p.downloadName(), "an edit keeps the file's name")
}

// TestMatrixPageOpensInSlices opens a file's problem and the text box's
// as the frames do: after a frame that waits, one reads the item line,
// the next ones the options, LoadSlice bytes each, and the last takes the
// problem, the one read; a mistake in a file is told, naming the file,
// and the problem stays.
func TestMatrixPageOpensInSlices(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	seed := p.play
	var ctx app.Context // neither path here defers work
	p.startOpened(&opened{name: "four.dlx.gz", text: problem.Queens(4).Text()})
	require.True(t, p.readOpened(ctx))
	assert.Nil(t, p.files.opened.load, "the first frame waits")
	require.True(t, p.readOpened(ctx))
	require.True(t, p.readOpened(ctx))
	assert.True(t, p.files.opened.read, "a small problem is read in two frames")
	assert.Same(t, seed, p.play, "the frames only read the problem")
	read := p.files.opened.load.Problem()
	require.True(t, p.readOpened(ctx))
	assert.Same(t, read, p.play.Problem(), "the next takes it, as read")
	assert.Equal(t, 16, p.play.Problem().Options())
	assert.Equal(t, "four.dlx", p.downloadName())
	assert.False(t, p.readOpened(ctx), "nothing more to do")

	big := problem.Queens(80).Text()
	require.Greater(t, len(big), 3*LoadSlice)
	p.startOpened(&opened{name: "big.dlx", text: big, settled: true})
	frames := 0
	for p.files.opened != nil {
		require.True(t, p.readOpened(ctx))
		frames++
	}
	slices := len(big) / LoadSlice // each a line's end past LoadSlice bytes
	assert.True(t, frames >= 2+slices && frames <= 3+slices, "%d frames: the item line, %d slices of options, the take", frames, slices)
	want, err := problem.Queens(80).Problem()
	require.NoError(t, err)
	assert.Equal(t, knuthText(t, want), knuthText(t, p.play.Problem()))
	fragment, linkable := problem.Link{Text: p.sheet.Text()}.Fragment()
	assert.Equal(t, fragment, p.addr.fragment, "the link made as the problem was read")
	assert.Equal(t, linkable, p.addr.linkable)
	assert.False(t, p.addr.stale)

	four := p.play
	p.startOpened(&opened{name: "bad.dlx", text: "a\nb\n", settled: true})
	require.True(t, p.readOpened(ctx))
	require.True(t, p.readOpened(ctx))
	assert.Equal(t, `bad.dlx: line 2, column 1: unknown item "b" in option`, p.notice)
	assert.False(t, p.readOpened(ctx))
	assert.Same(t, four, p.play, "the problem stays")

	p.startOpened(&opened{text: "a b\na\nb\n", settled: true}) // the text box's
	p.readOpened(ctx)
	p.readOpened(ctx)
	p.readOpened(ctx)
	assert.Equal(t, "a b\na\nb\n", p.text)
	assert.Equal(t, 2, p.play.Problem().Options())
	assert.Equal(t, "problem.dlx", p.downloadName())
}

// TestMatrixPageOpensBesideTheSearch reads a problem in the Scheduler's
// slices beside the solutions' search: the newest work goes first, a
// restart of the old problem keeps the new one's reading, and a second
// file replaces the first being read.
func TestMatrixPageOpensBesideTheSearch(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	var ctx app.Context
	p.solve(3) // the first three solutions: the page's own frames list them
	require.True(t, p.tasks.Runs(p.batch))
	first := &opened{name: "first.dlx", text: problem.Queens(5).Text()}
	p.startOpened(first)
	assert.Equal(t, ui.Sliced(first), p.tasks.Next(), "the file, the newest work, goes first")
	p.restart() // as a change of engine does: the old problem's work goes
	assert.Nil(t, p.batch)
	assert.True(t, p.tasks.Runs(first), "the file's reading stays")
	second := &opened{name: "second.dlx", text: problem.Queens(6).Text()}
	p.startOpened(second)
	assert.False(t, p.tasks.Runs(first), "a second file takes the first's place")
	for p.readOpened(ctx) {
	}
	assert.Equal(t, 36, p.play.Problem().Options())
	assert.Equal(t, "second.dlx", p.downloadName())
	assert.False(t, p.tasks.Busy())
}

// knuthText is m in Knuth's format.
func knuthText(t *testing.T, m *dlx.Problem) string {
	t.Helper()
	var b strings.Builder
	require.NoError(t, m.WriteKnuth(&b))
	return b.String()
}
