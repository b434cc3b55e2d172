package methodspage

import (
	"html"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/apptest"
	"xcover/app/puzzle"
	"xcover/app/ui"
	"xcover/sudoku"
	"xcover/sudoku/format"
	"xcover/sudoku/solve"
)

// The published solutions of the X-sudoku and jigsaw presets.
var published = map[int]string{
	8:  "259613847381947265674528913896371452123456789745289136518732694932164578467895321",
	10: "845279361359162784281395476467918235574623918136754829928536147792481653613847592",
}

// TestMethodsRefuseVariants plays each method on each variant preset: the
// classic methods say in the player's place that they cannot play it,
// instead of answering wrong; Algorithm X plays it to the published
// solution.
func TestMethodsRefuseVariants(t *testing.T) {
	for preset, solution := range published {
		pr := puzzle.Presets[preset]
		for _, m := range solve.Methods {
			t.Run(pr.Name+" "+m.String(), func(t *testing.T) {
				p := apptest.Mount(t, &Page{})
				p.method = m
				p.loadPreset(pr)
				assert.Empty(t, p.message)
				page := html.UnescapeString(app.HTMLString(p.Render()))
				if m != solve.DLX {
					assert.Nil(t, p.player, "nothing is played")
					title := map[int]string{8: "X-sudoku", 10: "jigsaw"}[preset]
					want := methodTitles[m] + " plays classic rules only (rows, columns and boxes); " + title + " needs Algorithm X, which plays any rules as an exact cover matrix."
					assert.Equal(t, want, p.refusal)
					assert.Contains(t, page, want)
					assert.Regexp(t, `<a [^>]*href="\./\?p=[^"]*&variant=`+pr.Variant+`"`, page, "a link to the sudoku page with the rules")
					assert.Contains(t, page, `id="m-open-sudoku"`)
					assert.Contains(t, page, methodTitles[m]+" (classic rules only)")
					p.method = solve.DLX // as "Play it with Algorithm X" does
					p.restart()
					assert.Empty(t, p.refusal)
				}
				require.NotNil(t, p.player)
				p.play(p.transport.Jump, nil)
				for p.transport.Playing {
					p.advance(p.transport.Pace.Due(0))
				}
				o, ok := p.player.Outcome()
				require.True(t, ok)
				assert.Equal(t, "solved, unique", outcomeText(o))
				require.Len(t, o.All, 1)
				assert.Equal(t, solution, format.Format(o.All[0], format.Style{Layout: format.OneLine, Blank: '.'})[:81])
			})
		}
	}
}

// TestMethodsRaceVariant races every method on X-sudoku: Algorithm X
// races and solves it, the others have a row each saying they cannot.
func TestMethodsRaceVariant(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	p.loadPreset(puzzle.Presets[8])
	p.startRace()
	require.NotNil(t, p.race)
	apptest.RunSlices(t, p.race.Run, ui.SolveBudget)
	require.Len(t, p.race.Lanes, 1)
	lane := p.race.Lanes[0]
	assert.Equal(t, solve.DLX, lane.Method)
	assert.Equal(t, "solved, unique", outcomeText(lane.Outcome))
	assert.Equal(t, published[8], strings.TrimSpace(format.Format(lane.Outcome.Solution, format.Style{Layout: format.OneLine, Blank: '.'})))
	assert.Equal(t, []solve.Method{solve.Backtrack, solve.Candidates, solve.Logic, solve.Rules}, p.refused)
	lanes := html.UnescapeString(app.HTMLString(p.renderLanes()))
	for _, m := range p.refused {
		assert.Contains(t, lanes, `id="lane-`+m.String()+`"`)
	}
	assert.Equal(t, 4, strings.Count(lanes, "cannot play X-sudoku: classic rules only"))

	p.racers[0] = false // dlx
	p.startRace()
	assert.Equal(t, "None of the methods ticked can play X-sudoku: tick dlx, Algorithm X, to race.", p.message)
}

// TestMethodsVariantLinks opens links with rules and a method: the
// method that cannot play them says so; one naming Algorithm X plays; a
// link's bad layout is kept in the box with its message.
func TestMethodsVariantLinks(t *testing.T) {
	x, jig := puzzle.Presets[8], puzzle.Presets[10]
	for _, tc := range []struct {
		name, query  string
		method       solve.Method
		refused      bool
		layoutError  string
		gridHasClass string
	}{
		{"x, backtrack", "p=" + x.Puzzle + "&variant=x&m=backtrack", solve.Backtrack, true, "", "diagonal"},
		{"x, dlx", "p=" + x.Puzzle + "&variant=x", solve.DLX, false, "", "diagonal"},
		{"jigsaw, rules", "p=" + jig.Puzzle + "&regions=" + jig.Layout + "&m=rules", solve.Rules, true, "", "box-left"},
		{"classic, rules", "p=" + puzzle.Presets[0].Puzzle + "&m=rules", solve.Rules, false, "", "box-left"},
		{"bad layout", "p=" + jig.Puzzle + "&regions=" + jig.Layout[:80], solve.DLX, false, "The link's jigsaw layout: column 80: 80 cells, want 81", "box-left"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := apptest.Mount(t, &Page{})
			p.restore(tc.query)
			assert.Empty(t, p.message)
			assert.Equal(t, tc.method, p.method)
			assert.Equal(t, tc.refused, p.refusal != "", p.refusal)
			assert.Equal(t, tc.layoutError, p.in.Rules.LayoutError)
			assert.Equal(t, !tc.refused && tc.layoutError == "", p.player != nil)
			assert.Contains(t, app.HTMLString(p.renderMarksGrid()), tc.gridHasClass)
			if tc.layoutError != "" {
				assert.Equal(t, jig.Layout[:80], p.in.Rules.Layout, "the link's text is kept")
				assert.Equal(t, "Fix the jigsaw layout to start.", p.Narration())
			}
		})
	}
}

// TestMethodsVariantClash checks givens that break a variant's rule are
// shown as a clash even for a method that cannot play the variant.
func TestMethodsVariantClash(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	p.method = solve.Backtrack
	g, err := sudoku.EmptyGrid(9)
	require.NoError(t, err)
	g.Set(0, 0, 1)
	g.Set(8, 8, 1)
	p.in.Rules.Tick("x", true, g.Shape)
	p.SetPuzzle(g)
	assert.Equal(t, "r1c1 and r9c9 both hold 1 in diagonal 1", p.message)
	assert.Equal(t, []int{0, 80}, p.conflict)
	assert.Empty(t, p.refusal, "the clash comes first")
	assert.True(t, p.blocked)
}
