package input

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/puzzle"
	"xcover/sudoku"
	"xcover/sudoku/format"
)

// Rules is the rules picker both sudoku pages show: a checkbox per rule of
// sudoku.VariantNames (X, windoku, anti-knight, anti-king, jigsaw, in any
// combination), and for a jigsaw its layout box, with what is wrong with
// the layout shown at its place. Its zero value is classic sudoku.
type Rules struct {
	// Variant is the rules ticked; a jigsaw's Regions are set while its
	// layout reads, nil otherwise.
	Variant sudoku.Variant
	// Layout is the layout box's text, kept as typed whatever happens.
	Layout string
	// LayoutError says what is wrong with Layout, naming the place; empty
	// when it reads.
	LayoutError string

	laid *laying // Lay's last layout, kept while the shape and rules stay
}

// laying is what Lay made of the rules on a shape: a page lays them out
// at each new puzzle, most often the same.
type laying struct {
	shape   sudoku.Shape
	variant sudoku.Variant // with its own copy of the regions
	board   *sudoku.Board
	classes []string
	msg     string
}

// ErrLayout is why a jigsaw cannot be played while its layout does not
// read: the layout box says what is wrong.
var ErrLayout = errors.New("the jigsaw's layout needs fixing: see the message under it")

// ruleLabels are the checkboxes' labels and what each rule asks, by rule
// name.
var ruleLabels = map[string]struct{ label, about string }{
	"x":           {"X-sudoku", "both main diagonals hold each value once"},
	"windoku":     {"windoku", "the extra boxes between the boxes hold each value once"},
	"anti-knight": {"anti-knight", "no two cells a knight's move apart hold the same value"},
	"anti-king":   {"anti-king", "no two cells a king's move apart hold the same value"},
	"jigsaw":      {"jigsaw", "irregular regions, given by a layout, replace the boxes"},
}

// Set makes v the rules, a jigsaw's regions written in the layout box.
func (r *Rules) Set(v sudoku.Variant) {
	r.Variant, r.LayoutError = v, ""
	if v.Jigsaw && v.Regions != nil {
		r.Layout = v.Regions.String()
	}
}

// ReadLink reads a page link's query (see puzzle.ParseState) and takes its
// rules; a jigsaw's layout that does not read goes into the layout box,
// its message under it, and the puzzle loads all the same. It reports
// whether there is a puzzle to load: not when the link has none, nor when
// err says why the link cannot be read, the rules then staying as they
// were.
func (r *Rules) ReadLink(query string) (s puzzle.State, ok bool, err error) {
	s, ok, err = puzzle.ParseState(query)
	if !ok && err == nil {
		return s, false, nil
	}
	if err = r.fromLink(s, err); err != nil {
		return s, false, err
	}
	return s, true, nil
}

// fromLink takes the rules of a link's state s, as puzzle.ParseState read
// it with err: a jigsaw's layout that does not read goes into the layout
// box, its message under it, and the state can be loaded all the same. It
// returns what is left of err for the page to tell; when that is not nil,
// the rules are as they were.
func (r *Rules) fromLink(s puzzle.State, err error) error {
	var bad *puzzle.LayoutError
	switch {
	case errors.As(err, &bad):
		r.setBadLayout(s.Variant, bad, s.Puzzle.Shape)
		return nil
	case err == nil:
		r.Set(s.Variant)
	}
	return err
}

// setBadLayout makes v the rules of a jigsaw whose layout does not read:
// err's text goes in the layout box (the boxes of shape s when it has
// none) and its message under it.
func (r *Rules) setBadLayout(v sudoku.Variant, err *puzzle.LayoutError, s sudoku.Shape) {
	r.Variant, r.Layout, r.LayoutError = v, err.Text, err.Error()
	r.Variant.Jigsaw, r.Variant.Regions = true, nil
	if strings.TrimSpace(r.Layout) == "" {
		r.Layout = puzzle.BoxLayout(s)
	}
}

// ReadPreset reads preset pr's puzzle and makes its rules the rules:
// classic for a classic preset.
func (r *Rules) ReadPreset(pr puzzle.Preset) (sudoku.Grid, error) {
	g, err := puzzle.ReadPuzzle("The preset", pr.Puzzle, format.Options{})
	if err != nil {
		return g, err
	}
	v, err := pr.Rules(g.N())
	if err == nil {
		r.Set(v)
	}
	return g, err
}

// ReadPuzzle reads pasted text as the pages take it (see
// puzzle.ReadPuzzle): a jigsaw's puzzle line followed by its layout (see
// puzzle.SplitLayout) ticks jigsaw, its layout in the box.
func (r *Rules) ReadPuzzle(text string, opt format.Options) (sudoku.Grid, error) {
	grid, layout, jigsaw := puzzle.SplitLayout(text)
	if !jigsaw {
		grid = text
	}
	g, err := puzzle.ReadPuzzle("The puzzle", grid, opt)
	if err == nil && jigsaw {
		r.Layout = layout
		r.Tick("jigsaw", true, g.Shape)
	}
	return g, err
}

// has reports whether rule (a name of sudoku.VariantNames) is ticked.
func (r *Rules) has(rule string) bool {
	return slices.Contains(strings.Split(r.Variant.String(), "+"), rule)
}

// Tick turns rule (a name of sudoku.VariantNames) on or off, on a grid of
// shape s. A jigsaw turned on reads the layout box, which starts from the
// shape's boxes, to be reshaped, when it is empty.
func (r *Rules) Tick(rule string, on bool, s sudoku.Shape) {
	var names []string
	for _, name := range sudoku.VariantNames() {
		if name == rule && on || name != rule && r.has(name) {
			names = append(names, name)
		}
	}
	v, err := sudoku.ParseVariant(strings.Join(names, "+"))
	if err != nil {
		return // cannot happen: the names are the variant's own
	}
	v.Regions = r.Variant.Regions
	if !v.Jigsaw {
		v.Regions = nil
	}
	r.Variant = v
	if rule == "jigsaw" && on {
		if strings.TrimSpace(r.Layout) == "" {
			r.Layout = puzzle.BoxLayout(s)
		}
		r.ReadLayout(s.N())
	}
	if !v.Jigsaw {
		r.LayoutError = ""
	}
}

// ReadLayout reads the layout box for a grid of side n: the jigsaw's
// regions when it reads, else nil regions and the message naming the
// place at fault. It reports whether the layout reads.
func (r *Rules) ReadLayout(n int) bool {
	rs, err := puzzle.ReadLayout("The jigsaw layout", r.Layout, n)
	r.Variant.Regions, r.LayoutError = rs, ""
	if err != nil {
		r.LayoutError = err.Error()
		return false
	}
	return true
}

// Fit adapts the rules to a grid of shape s, after a change of size: a
// rule the shape cannot play is turned off, and a jigsaw's layout of
// another side starts again from the shape's boxes. It returns what it
// changed, in a sentence, or "".
func (r *Rules) Fit(s sudoku.Shape) string {
	var said []string
	for _, name := range sudoku.VariantNames() {
		v, _ := sudoku.ParseVariant(name)
		if err := v.Fits(s); r.has(name) && err != nil {
			r.Tick(name, false, s)
			title := puzzle.Title(v)
			said = append(said, strings.ToUpper(title[:1])+title[1:]+" is off: "+err.Error()+".")
		}
	}
	if n := s.N(); r.Variant.Jigsaw && r.Variant.Regions != nil && len(r.Variant.Regions) != n*n {
		r.Layout = puzzle.BoxLayout(s)
		r.ReadLayout(n)
		said = append(said, fmt.Sprintf("The jigsaw layout starts again from the %dx%d boxes.", n, n))
	}
	return strings.Join(said, " ")
}

// Board lays the rules out on shape s: ErrLayout while a jigsaw's layout
// does not read, or why the shape cannot play them.
func (r *Rules) Board(s sudoku.Shape) (*sudoku.Board, error) {
	if r.Variant.Jigsaw && r.Variant.Regions == nil {
		return nil, ErrLayout
	}
	return r.Variant.Board(s)
}

// Lay lays the rules out on shape s for a page: the board, nil while they
// cannot be laid out, each cell's classes (see RuleClasses), and what the
// page's message says of it: nothing when the rules lay out, or when the
// layout box already says what is wrong with a jigsaw's layout. The board
// and classes are the same from one call to the next while the shape and
// rules are: callers only read them.
func (r *Rules) Lay(s sudoku.Shape) (b *sudoku.Board, classes []string, msg string) {
	if l := r.laid; l != nil && l.shape == s && l.variant.Equal(r.Variant) {
		return l.board, l.classes, l.msg
	}
	b, err := r.Board(s)
	if err != nil && err != ErrLayout {
		msg = err.Error()
	}
	v := r.Variant
	v.Regions = slices.Clone(v.Regions)
	r.laid = &laying{shape: s, variant: v, board: b, classes: RuleClasses(s, b), msg: msg}
	return b, r.laid.classes, msg
}

// Render draws the picker for a grid of shape s: a rule the shape cannot
// play is disabled and says why. changed runs after the user changes the
// rules or applies a layout, for the page to start over with them.
func (r *Rules) Render(s sudoku.Shape, changed func(ctx app.Context)) app.UI {
	var boxes []app.UI
	for _, name := range sudoku.VariantNames() {
		v, _ := sudoku.ParseVariant(name)
		misfit := v.Fits(s)
		// The scope names the shape: a handler made for another shape is replaced.
		parts := []app.UI{
			app.Input().ID("variant-"+name).Type("checkbox").Checked(r.has(name)).Disabled(misfit != nil).
				OnChange(func(ctx app.Context, e app.Event) {
					r.Tick(name, ctx.JSSrc().Get("checked").Bool(), s)
					changed(ctx)
				}, app.EventScope(name+s.String())),
			app.Text(ruleLabels[name].label),
		}
		label := app.Label().Class("rule").Title(ruleLabels[name].about)
		if misfit != nil {
			parts = append(parts, app.Span().ID("variant-"+name+"-note").Class("muted").
				Text(fmt.Sprintf(" (not available for %dx%d)", s.N(), s.N())))
			label = label.Title(misfit.Error())
		}
		boxes = append(boxes, label.Body(parts...))
	}
	body := []app.UI{app.Legend().Text("Rules"), app.Div().Class("row").Body(boxes...)}
	if r.Variant.Jigsaw {
		n := s.N()
		body = append(body, app.Div().Class("row").Body(
			app.Textarea().ID("layout").Class("layout").Attr("spellcheck", "false").
				Attr("aria-label", fmt.Sprintf("jigsaw layout: %d lines of %d region labels, a digit or letter per cell", n, n)).
				Attr("aria-describedby", "layout-error").
				Style("height", fmt.Sprintf("%dlh", min(n, 16)+1)).Style("width", fmt.Sprintf("%dch", n+6)).
				Text(r.Layout).OnInput(func(ctx app.Context, e app.Event) {
				r.Layout = ctx.JSSrc().Get("value").String()
			}),
			app.Button().ID("use-layout").Text("Use layout").OnClick(func(ctx app.Context, e app.Event) {
				r.ReadLayout(n)
				changed(ctx)
			}, app.EventScope(s.String()))),
			app.If(r.LayoutError != "", func() app.UI {
				return app.P().ID("layout-error").Class("error").Attr("role", "alert").Text(r.LayoutError)
			}),
		)
	}
	return app.FieldSet().ID("rules").Class("rules").Body(body...)
}

// RuleClasses returns each cell's classes for the grid of shape s under
// rules (nil draws the shape's boxes): "box-top" and "box-left" where a
// box or a jigsaw's region starts, drawn as a thick line, "diagonal" on
// X-sudoku's diagonals and "window" in windoku's windows.
func RuleClasses(s sudoku.Shape, rules *sudoku.Board) []string {
	n := s.N()
	region := sudoku.BoxRegions(s)
	classes := make([]string, n*n)
	if rules != nil {
		for _, u := range rules.Units {
			for _, c := range u.Cells {
				switch u.Label {
				case "region":
					region[c] = uint8(u.Index)
				case "diagonal", "window":
					if !strings.Contains(classes[c], u.Label) {
						classes[c] += " " + u.Label
					}
				}
			}
		}
	}
	for i := range classes {
		r, c := i/n, i%n
		if r == 0 || region[i-n] != region[i] {
			classes[i] += " box-top"
		}
		if c == 0 || region[i-1] != region[i] {
			classes[i] += " box-left"
		}
	}
	return classes
}

// GridName names a grid's rules for a screen reader's label: "sudoku",
// "X-sudoku", "windoku + jigsaw".
func GridName(v sudoku.Variant) string {
	if v.Classic() {
		return "sudoku"
	}
	return puzzle.Title(v)
}
