package sudokupage

import (
	"html"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/apptest"
	"xcover/app/puzzle"
	"xcover/sudoku"
	"xcover/sudoku/format"
)

// The published solutions of the variant presets (sudoku's
// TestPublishedVariantPuzzles checks them against the engine).
const (
	xSolution      = "259613847381947265674528913896371452123456789745289136518732694932164578467895321"
	jigsawSolution = "845279361359162784281395476467918235574623918136754829928536147792481653613847592"
)

// solveOnPage solves the page's puzzle as its Solve button does, in
// slices, and returns the solution on one line.
func solveOnPage(t *testing.T, p *Page) string {
	t.Helper()
	require.True(t, p.startOutright(2), p.verdict)
	apptest.RunSlices(t, p.outright.Run, 5*time.Millisecond)
	require.NotNil(t, p.outright.First.Cells, "a solution")
	return strings.TrimSpace(format.Format(p.outright.First, format.Style{Layout: format.OneLine, Blank: '.'}))
}

// TestPageVariantMatrix picks each rule, alone or with others, on the
// sizes that play it: the matrix has the variant's items, labelled by
// group, and the player's search runs on it.
func TestPageVariantMatrix(t *testing.T) {
	classic := []string{"cell", "row", "column", "box"}
	nine, four, six, sixteen := puzzle.Sizes[2], puzzle.Sizes[0], puzzle.Sizes[1], puzzle.Sizes[4]
	tests := []struct {
		rules              []string
		shape              sudoku.Shape
		groups             []string
		primary, secondary int
	}{
		{nil, nine, classic, 324, 0},
		{[]string{"x"}, nine, append(classic, "diagonal"), 342, 0},
		{[]string{"windoku"}, nine, append(classic, "window"), 360, 0},
		{[]string{"anti-knight"}, nine, append(classic, "knight pair"), 324, 2016},
		{[]string{"anti-king"}, nine, append(classic, "king pair"), 324, 2448},
		{[]string{"jigsaw"}, nine, []string{"cell", "row", "column", "region"}, 324, 0},
		{[]string{"x", "windoku", "anti-knight", "anti-king"}, nine, append(classic, "diagonal", "window", "knight pair", "king pair"), 360 + 18, 2016 + 2448},
		{[]string{"x", "jigsaw"}, nine, []string{"cell", "row", "column", "region", "diagonal"}, 342, 0},
		{[]string{"windoku"}, four, append(classic, "window"), 64 + 4, 0},
		{[]string{"x", "anti-knight"}, six, append(classic, "diagonal", "knight pair"), 144 + 12, 4 * 5 * 4 * 6},
		{[]string{"windoku"}, sixteen, append(classic, "window"), 1024 + 9*16, 0},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.rules, "+")+" "+tt.shape.String(), func(t *testing.T) {
			p := apptest.Mount(t, &Page{})
			p.newSize(tt.shape)
			for _, rule := range tt.rules {
				p.in.Rules.Tick(rule, true, tt.shape)
			}
			p.SetPuzzle(p.puzzle) // as the picker does after a change
			require.NotNil(t, p.board, p.message)
			assert.Empty(t, p.message)
			m := p.board.Player.Problem()
			assert.Equal(t, tt.primary, m.Primary())
			assert.Equal(t, tt.secondary, m.Secondary())
			assert.Equal(t, tt.groups, p.groups.names)
			var shown []string
			for _, g := range p.matrixGroups() {
				shown = append(shown, app.HTMLString(g))
			}
			require.Len(t, shown, len(tt.groups))
			for k, name := range tt.groups {
				assert.Contains(t, shown[k], ">"+name+"<")
			}
			assert.True(t, p.board.Player.Step(), "the search runs")
		})
	}
}

// TestPageVariantPresets loads the variant presets: their rules are
// picked, the solve finds the published solution, and a classic preset
// after them plays classic rules again.
func TestPageVariantPresets(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	for _, tc := range []struct {
		preset   int
		variant  string
		solution string
	}{
		{8, "x", xSolution},
		{10, "jigsaw", jigsawSolution},
		{0, "classic", "534678912672195348198342567859761423426853791713924856961537284287419635345286179"},
	} {
		p.loadPreset(puzzle.Presets[tc.preset])
		assert.Equal(t, tc.variant, p.in.Rules.Variant.String())
		require.NotNil(t, p.board, p.message)
		assert.Equal(t, tc.solution, solveOnPage(t, p), puzzle.Presets[tc.preset].Name)
		assert.Contains(t, verdict(p.outright), "Unique solution")
	}
	p.loadPreset(puzzle.Presets[10])
	assert.Contains(t, p.in.Rules.Layout, "111112222\n", "the jigsaw's layout is in its box")
}

// TestPageVariantLinks opens links with rules: the rules, the puzzle and a
// jigsaw's regions are restored; an old link is classic; a bad layout
// shows its error at its place and keeps its text, with the puzzle loaded.
func TestPageVariantLinks(t *testing.T) {
	jig := puzzle.Presets[10]
	x := puzzle.Presets[8]
	badLayout := jig.Layout[:80] + "7"
	tests := []struct {
		name, query string
		variant     string
		board       bool
		layoutError string
		layout      string // in the layout box
	}{
		{"x", "p=" + x.Puzzle + "&variant=x", "x", true, "", ""},
		{"old link", "p=" + x.Puzzle, "classic", true, "", ""},
		{"jigsaw", "p=" + jig.Puzzle + "&variant=jigsaw&regions=" + jig.Layout, "jigsaw", true, "", "111112222\n333112222\n"},
		{"regions alone", "p=" + jig.Puzzle + "&regions=" + jig.Layout, "jigsaw", true, "", "111112222\n"},
		{"bad layout", "p=" + jig.Puzzle + "&variant=jigsaw&regions=" + badLayout, "jigsaw", false,
			"The link's jigsaw layout: column 58 (r7c4): region 7 has 10 cells, want 9", badLayout},
		{"no layout", "p=" + jig.Puzzle + "&variant=jigsaw", "jigsaw", false,
			"The link's jigsaw has no layout: give its regions, one label per cell", "111222333\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := apptest.Mount(t, &Page{})
			p.restore(tt.query)
			assert.Empty(t, p.message)
			assert.Equal(t, tt.variant, p.in.Rules.Variant.String())
			assert.Equal(t, 20, p.puzzle.Givens(), "the link's puzzle is loaded")
			assert.Equal(t, tt.board, p.board != nil)
			assert.Equal(t, tt.layoutError, p.in.Rules.LayoutError)
			assert.Contains(t, p.in.Rules.Layout, tt.layout)
			if tt.layoutError != "" {
				assert.Equal(t, "Fix the jigsaw layout to start the search.", p.Narration())
				page := html.UnescapeString(app.HTMLString(p.Render()))
				assert.Contains(t, page, `id="layout-error"`)
				assert.Contains(t, page, tt.layoutError)
			}
		})
	}
}

// TestPageBadLayoutKeepsText types a wrong layout into the box and uses
// it: the error names the place, the text and the puzzle stay, nothing is
// searched; the fixed layout plays.
func TestPageBadLayoutKeepsText(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	p.loadPreset(puzzle.Presets[10])
	before := p.puzzle.Clone()
	for _, tc := range []struct{ layout, want string }{
		{strings.Replace(puzzle.Presets[10].Layout, "99999", "99998", 1), "The jigsaw layout: column 1 (r1c1): region 9 has 8 cells, want 9"},
		{"111222333\n111222333\n111222333\n444555666\n444555666\n444555666\n777888999\n777888999\n777889999",
			"The jigsaw layout: line 7, column 4 (r7c4): region 8 has 8 cells, want 9"},
		{"111222333\n111222333\n111222333\n444555666\n444555666\n444555666\n777888999\n777888999\n777888?99",
			"The jigsaw layout: line 9, column 7 (r9c7): '?' is not a region label (a digit or a letter)"},
		{"211122333\n111222333\n111222333\n444555666\n444555666\n444555666\n777888999\n777888999\n777888999",
			"The jigsaw layout: line 1, column 5 (r1c5): region 2 is not connected: this cell is cut off from r1c1"},
	} {
		p.in.Rules.Layout = tc.layout
		assert.False(t, p.in.Rules.ReadLayout(9))
		p.SetPuzzle(p.puzzle)
		assert.Equal(t, tc.want, p.in.Rules.LayoutError)
		assert.Equal(t, tc.layout, p.in.Rules.Layout, "the text stays")
		assert.True(t, before.Equal(p.puzzle), "the puzzle stays")
		assert.Nil(t, p.board)
		assert.Empty(t, p.message, "the error is told at the layout")
	}
	p.in.Rules.Layout = puzzle.Presets[10].Layout
	assert.True(t, p.in.Rules.ReadLayout(9))
	p.SetPuzzle(p.puzzle)
	assert.Empty(t, p.in.Rules.LayoutError)
	require.NotNil(t, p.board)
	assert.Equal(t, jigsawSolution, solveOnPage(t, p))
}

// TestPageVariantSizes changes the size under rules: a rule the new size
// cannot play is turned off and said so, and its checkbox disabled with
// a note; a jigsaw's layout starts again from the new size's boxes.
func TestPageVariantSizes(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	p.in.Rules.Tick("windoku", true, p.puzzle.Shape)
	p.in.Rules.Tick("x", true, p.puzzle.Shape)
	p.SetPuzzle(p.puzzle)
	require.NotNil(t, p.board)
	p.newSize(puzzle.Sizes[1]) // 6x6: 2x3 boxes
	assert.Equal(t, "x", p.in.Rules.Variant.String())
	assert.Equal(t, "Windoku is off: windoku needs square boxes of side 2 or more, not 6x6 (2x3 boxes).", p.message)
	require.NotNil(t, p.board)
	rules := app.HTMLString(p.renderRules())
	windoku := regexp.MustCompile(`<input[^>]*id="variant-windoku"[^>]*>`).FindString(rules)
	assert.Regexp(t, ` disabled[ >]`, windoku, "the box cannot be ticked")
	assert.Contains(t, rules, "(not available for 6x6)")

	p.loadPreset(puzzle.Presets[10])
	p.newSize(puzzle.Sizes[0])
	assert.Equal(t, "jigsaw", p.in.Rules.Variant.String())
	assert.Equal(t, "1122\n1122\n3344\n3344\n", p.in.Rules.Layout)
	assert.Equal(t, "The jigsaw layout starts again from the 4x4 boxes.", p.message)
	require.NotNil(t, p.board)
}

// TestPagePastedJigsaw pastes a jigsaw as the command line reads one, its
// puzzle line and then its layout: both are taken.
func TestPagePastedJigsaw(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	jig := puzzle.Presets[10]
	require.True(t, p.loadText(jig.Puzzle+"\n"+jig.Layout, format.Options{}))
	assert.Equal(t, "jigsaw", p.in.Rules.Variant.String())
	assert.Equal(t, jig.Layout, p.in.Rules.Layout)
	require.NotNil(t, p.board)
	assert.Equal(t, jigsawSolution, solveOnPage(t, p))
}

// TestPageVariantClash checks givens that break a variant's own rule are
// shown as a clash in its unit or pair, and the grid draws the rules.
func TestPageVariantClash(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	p.newSize(puzzle.Sizes[2])
	p.in.Rules.Tick("x", true, p.puzzle.Shape)
	p.setCell(0, 1)
	p.setCell(80, 1)
	assert.Nil(t, p.board)
	assert.Equal(t, "r1c1 and r9c9 both hold 1 in diagonal 1", p.message)
	assert.Equal(t, []int{0, 80}, p.conflict)
	p.renderGrid()
	assert.Contains(t, p.shown[10].face.class, "diagonal", "r2c2 is on a diagonal")
	assert.True(t, strings.HasPrefix(p.shown[10].face.label, "r2c2: "), p.shown[10].face.label)
	assert.NotContains(t, p.shown[1].face.class, "diagonal", "r1c2 is on none")
	assert.Contains(t, app.HTMLString(p.renderGridBox()), "9x9 X-sudoku grid")

	p.in.Rules.Tick("x", false, p.puzzle.Shape)
	p.in.Rules.Tick("anti-knight", true, p.puzzle.Shape)
	p.setCell(80, 0)
	p.setCell(0, 0)
	p.setCell(2, 1)
	p.setCell(13, 1) // r2c5, a knight's move from r1c3, in another box
	assert.Equal(t, "r1c3 and r2c5 both hold 1 in a knight's move", p.message)
	assert.Equal(t, []int{2, 13}, p.conflict)
}

// TestPageVariantHint asks for a hint under a variant's rules.
func TestPageVariantHint(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	p.loadPreset(puzzle.Presets[8])
	hintNow(t, p)
	assert.True(t, strings.HasPrefix(p.hint, "Hint: a "), p.hint)
	assert.NotEmpty(t, p.hintCells)
}
