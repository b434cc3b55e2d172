package explain_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/explain"
	"xcover/app/player"
	"xcover/app/problem"
	"xcover/dlx"
	"xcover/sudoku/exact"
	"xcover/sudoku/format"
)

// focus is the player's place in the search, as the pages mark it.
func focus(pl *player.Player) explain.Focus {
	return explain.StepFocus(pl.Branching(), pl.Level(), pl.Chosen())
}

// lensOf is the lens on the player's step.
func lensOf(pl *player.Player) *explain.Links { return explain.NewLens(pl.Links(), focus(pl)) }

// checkLens checks what lens l of the player's step shows: the engine's
// links among its nodes (checkArrows), the problem's names, the branched
// item's header and the tried option's items, within the caps.
func checkLens(t *testing.T, l *explain.Links, pl *player.Player) {
	t.Helper()
	m := pl.Problem()
	checkArrows(t, l, pl.Links().View())
	items, options := map[int]bool{}, map[int]bool{}
	for _, n := range l.Nodes {
		switch n.Kind {
		case explain.Header:
			items[n.Item] = true
			require.Equal(t, m.ItemName(n.Item), n.Name)
		case explain.OptionNode:
			options[n.Option] = true
			require.Equal(t, m.OptionName(n.Option), n.Name)
			require.True(t, items[n.Item], "node %d is in a column the lens shows", n.ID)
		default:
			require.Fail(t, "a lens shows no root")
		}
	}
	require.LessOrEqual(t, len(items), explain.MaxLensItems)
	require.LessOrEqual(t, len(options), explain.MaxLensOptions)
	f := l.Focus
	if f.Item < 0 {
		require.NotEmpty(t, l.Nodes, "a lens is never empty")
		if len(f.Chosen) > 0 {
			checkSolutionLens(t, l, options)
		} else {
			checkPreviewLens(t, l, pl.Links().View(), items, options)
		}
		return
	}
	require.True(t, items[f.Item], "the branched item's column")
	if f.Option >= 0 {
		require.True(t, options[f.Option], "the tried option's row")
		for _, i := range m.OptionItems(nil, f.Option) {
			require.True(t, items[i], "the tried option's item %d", i)
		}
	}
}

// checkSolutionLens checks lens l of a solution (its focus's Chosen)
// shows its first options, as many as it has columns, each with a node.
func checkSolutionLens(t *testing.T, l *explain.Links, options map[int]bool) {
	t.Helper()
	chosen := l.Focus.Chosen
	shown := min(len(chosen), explain.MaxLensItems, explain.MaxLensOptions)
	require.Len(t, options, shown)
	for _, k := range chosen[:shown] {
		require.True(t, options[k], "the solution's option %d", k)
	}
	require.Equal(t, len(chosen)-shown, l.MoreOptions)
}

// checkPreviewLens checks lens l before a choice shows the items still to
// cover (the root's list in view v), fewest options first, and the
// options of the one with fewest.
func checkPreviewLens(t *testing.T, l *explain.Links, v dlx.LinkView, items, options map[int]bool) {
	t.Helper()
	var active []int
	for h := v.Right[0]; h != 0; h = v.Right[h] {
		active = append(active, int(h-1))
	}
	require.Len(t, items, min(len(active), explain.MaxLensItems))
	most, first := 0, active[0]
	for i := range items {
		require.Contains(t, active, i, "item %d is still to cover", i)
		most = max(most, l.Size(i))
	}
	for _, i := range active {
		if !items[i] {
			require.GreaterOrEqual(t, l.Size(i), most, "item %d, left out, has no fewer options than those shown", i)
		}
		if l.Size(i) < l.Size(first) {
			first = i
		}
	}
	require.Len(t, options, min(l.Size(first), explain.MaxLensOptions))
	for k := range options {
		nodes := l.OptionNodes(k)
		require.True(t, slices.ContainsFunc(nodes, func(x int32) bool { return v.Top[x] == explain.HeaderID(first) }),
			"option %d is one of item %d's, the first with fewest options", k, first)
	}
}

// TestLensFollowsEngine steps searches of big and small matrices forwards
// and back: at every event the lens shows the engine's links among its
// nodes, in the problem's words; it keeps its nodes while the step's
// covers and uncovers run (their nodes dim, they do not go); and stepping
// back shows at each position what stepping forwards showed.
func TestLensFollowsEngine(t *testing.T) {
	s9, _, err := format.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", format.Options{})
	require.NoError(t, err)
	e9, err := exact.Encode(s9, exact.Full)
	require.NoError(t, err)
	m4, opt4 := sudoku4(t)
	pento, err := linksOf(problem.Pentomino(3, 20))
	require.NoError(t, err)
	queens8, err := linksOf(problem.Queens(8))
	require.NoError(t, err)
	tests := []struct {
		name   string
		m      *dlx.Links
		opt    dlx.Options
		events int
	}{
		{"9x9 sudoku", e9.Links, dlx.Options{Forced: e9.Forced}, 600},
		{"4x4 sudoku", m4, opt4, 2000},
		{"pentominoes 3x20", pento, dlx.Options{}, 600},
		{"8 queens", queens8, dlx.Options{}, 800},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pl := player.NewPlayer(tt.m, tt.opt, 0)
			var lenses []*explain.Links
			var foci []explain.Focus
			for pl.Pos() < tt.events {
				l := lensOf(pl)
				checkLens(t, l, pl)
				if k := len(lenses) - 1; k >= 0 && equalFocus(foci[k], l.Focus) {
					require.Equal(t, lenses[k].Nodes, l.Nodes, "event %d: the step's lens keeps its nodes", pl.Pos())
				}
				lenses, foci = append(lenses, l), append(foci, l.Focus)
				if !pl.Step() {
					break
				}
			}
			for pl.Back() {
				if pl.Pos() >= len(lenses) {
					continue
				}
				l := lensOf(pl)
				checkLens(t, l, pl)
				want := lenses[pl.Pos()]
				require.Equal(t, want.Nodes, l.Nodes, "back to event %d", pl.Pos())
				require.Equal(t, want.Arrows(), l.Arrows(), "back to event %d", pl.Pos())
				require.Empty(t, explain.Diff(want, l), "back to event %d", pl.Pos())
			}
		})
	}
}

// equalFocus reports whether two foci are the same step.
func equalFocus(a, b explain.Focus) bool {
	return a.Item == b.Item && a.Option == b.Option && slices.Equal(a.Chosen, b.Chosen)
}

// TestLensOfTheSeedExample checks a lens worked by hand: branching on item
// 0 and trying A = {0, 3, 6}, after its covers, it shows the columns 0, 3
// and 6 with the options their lists held when the step began (A and B,
// then C, E and F of column 6), and the columns of those options' other
// nodes: all seven items.
func TestLensOfTheSeedExample(t *testing.T) {
	m := seedMatrix(t)
	pl := player.NewPlayer(m, dlx.Options{}, 0)
	for pl.Pos() < 5 { // branch on 0, cover 0, try A, cover 3, cover 6
		require.True(t, pl.Step())
	}
	require.Equal(t, dlx.Cover, pl.Last().Kind)
	l := lensOf(pl)
	assert.Equal(t, explain.Focus{Item: 0, Option: 0, Chosen: []int{}}, l.Focus)
	var items []int
	rows := map[string][]int{}
	for _, n := range l.Nodes {
		if n.Kind == explain.Header {
			items = append(items, n.Item)
		} else {
			rows[n.Name] = append(rows[n.Name], n.Item)
		}
	}
	assert.Equal(t, []int{0, 1, 2, 3, 4, 5, 6}, items)
	assert.Equal(t, map[string][]int{"A": {0, 3, 6}, "B": {0, 3}, "C": {3, 4, 6}, "E": {1, 2, 5, 6}, "F": {1, 6}}, rows)
	assert.Zero(t, l.MoreItems)
	assert.Zero(t, l.MoreOptions)
	for _, n := range l.Nodes { // the covers of 0, 3 and 6 took out B, C, E and F's other nodes
		if n.Kind == explain.OptionNode && n.Name != "A" {
			hidden := n.Item != 0 && n.Item != 3 && n.Item != 6 || n.Name == "B" && n.Item == 3 || n.Name == "C" && n.Item == 6
			assert.Equal(t, !hidden, l.Live(n.ID), "%s's node in column %d", n.Name, n.Item)
		}
	}
}

// TestLensCaps checks a lens on an item with more options than it shows:
// it shows as many items and options as its size asks for, within the
// lens's bounds (NewLens: the most), and counts the rest.
func TestLensCaps(t *testing.T) {
	p := dlx.NewProblem(15, 0)
	for k := range 14 { // item 0 in every option, with one other each
		_, err := p.AddOption(0, k+1)
		require.NoError(t, err)
	}
	m := dlx.NewLinks(p)
	for _, tc := range []struct {
		name           string
		size           explain.LensSize
		items, options int
	}{
		{"the most", explain.FullLens, explain.MaxLensItems, explain.MaxLensOptions},
		{"a phone's", explain.LensSize{Items: 5, Options: 6}, 5, 6},
		{"too small", explain.LensSize{Items: 1, Options: 0}, explain.MinLensItems, explain.MinLensOptions},
		{"too big", explain.LensSize{Items: 40, Options: 40}, explain.MaxLensItems, explain.MaxLensOptions},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var r explain.Reader
			l := r.Lens(m, explain.Focus{Item: 0, Option: -1}, tc.size)
			options, items := map[int]bool{}, 0
			for _, n := range l.Nodes {
				if n.Kind == explain.Header {
					items++
				} else {
					options[n.Option] = true
				}
			}
			assert.Equal(t, tc.items, items)
			assert.Len(t, options, tc.options)
			assert.Equal(t, 14-tc.options, l.MoreOptions)
			assert.Equal(t, 1+tc.options-tc.items, l.MoreItems)
		})
	}
	assert.Equal(t, explain.NewLens(m, explain.Focus{Item: 0, Option: -1}).Nodes,
		new(explain.Reader).Lens(m, explain.Focus{Item: 0, Option: -1}, explain.FullLens).Nodes, "NewLens is the most")

	start := explain.NewLens(m, explain.NoFocus)
	var headers []int
	for _, n := range start.Nodes {
		if n.Kind == explain.Header {
			headers = append(headers, n.Item)
		}
	}
	assert.Equal(t, []int{1, 2, 3, 4, 5, 6, 7}, headers, "before a choice: the items with fewest options (1 each), in order")
	assert.Equal(t, 15-explain.MaxLensItems, start.MoreItems, "item 0 (14 options) and 7 more left out")
}

// TestLensAtTheEnds checks the lens of a search with no item branched on:
// before the first choice, the items still to cover, fewest options first,
// and the options of the first; at a solution (or the last one found, at
// the end), its options with their items.
func TestLensAtTheEnds(t *testing.T) {
	m := seedMatrix(t) // Knuth's: seven items, options A to F
	pl := player.NewPlayer(m, dlx.Options{}, 0)
	start := lensOf(pl)
	names := func(l *explain.Links, kind explain.Kind) []string {
		var out []string
		for _, n := range l.Nodes {
			if n.Kind == kind && !slices.Contains(out, n.Name) {
				out = append(out, n.Name)
			}
		}
		return out
	}
	sizes := map[string]int{}
	for _, n := range start.Nodes {
		if n.Kind == explain.Header {
			sizes[n.Name] = start.Size(n.Item)
		}
	}
	assert.Len(t, sizes, explain.MaxLensItems, "every item of the seven")
	options := names(start, explain.OptionNode)
	least := len(options) + 99
	for _, s := range sizes {
		least = min(least, s)
	}
	assert.Len(t, options, least, "the options of an item with the fewest")

	for !pl.AtEnd() {
		require.True(t, pl.Step() || pl.AtEnd())
		if pl.Last().Kind == dlx.Solution {
			l := lensOf(pl)
			got := names(l, explain.OptionNode)
			want := []string{}
			for _, k := range pl.Chosen() {
				want = append(want, pl.Problem().OptionName(k))
			}
			assert.ElementsMatch(t, want, got, "at the solution, its options")
		}
	}
	found := pl.Found()
	require.NotEmpty(t, found, "the search found a solution")
	end := explain.NewLens(pl.Links(), explain.Focus{Item: -1, Option: -1, Chosen: found})
	var got []int
	for _, n := range end.Nodes {
		if n.Kind == explain.OptionNode && !slices.Contains(got, n.Option) {
			got = append(got, n.Option)
			assert.Equal(t, explain.Chosen, end.Role(n.ID), "option %d is marked chosen", n.Option)
		}
	}
	assert.ElementsMatch(t, found, got, "at the end, the last solution found")
}

// TestStepFocus checks the focus of a player's place in the search.
func TestStepFocus(t *testing.T) {
	tests := []struct {
		name        string
		item, level int
		chosen      []int
		want        explain.Focus
	}{
		{"at the start", -1, 0, nil, explain.Focus{Item: -1, Option: -1}},
		{"branching at level 2", 4, 2, []int{7, 9}, explain.Focus{Item: 4, Option: -1, Chosen: []int{7, 9}}},
		{"trying at level 1", 3, 1, []int{7, 9}, explain.Focus{Item: 3, Option: 9, Chosen: []int{7}}},
		{"at a solution", -1, 2, []int{7, 9}, explain.Focus{Item: -1, Option: -1, Chosen: []int{7, 9}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			chosen := slices.Clone(tt.chosen)
			f := explain.StepFocus(tt.item, tt.level, chosen)
			assert.Equal(t, tt.want, f)
			if len(chosen) > 0 {
				chosen[0] = -5 // the search goes on
				assert.NotEqual(t, -5, f.Chosen[0], "the focus keeps its own copy")
			}
		})
	}
}

// TestReaderReusesMemory reads the lens, and whole links, frame after
// frame as a view does, giving back each frame's links once the next is
// read (a picture holds the last): every read equals a fresh one (NewLens,
// NewLinks), forwards and back, from one matrix to another, colors and
// bounds included.
func TestReaderReusesMemory(t *testing.T) {
	s9, _, err := format.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", format.Options{})
	require.NoError(t, err)
	e9, err := exact.Encode(s9, exact.Full)
	require.NoError(t, err)
	queens5, err := linksOf(problem.Queens(5))
	require.NoError(t, err)
	colored := parse(t, "0:2|A B | x\nA x:red\nA B x:red\nB x:blue\n")
	var r explain.Reader
	var held *explain.Links
	same := func(want, got *explain.Links, what string) {
		t.Helper()
		require.True(t, slices.Equal(want.Nodes, got.Nodes), "%s: nodes %v, want %v", what, got.Nodes, want.Nodes)
		require.Equal(t, want.Focus, got.Focus, what)
		require.Equal(t, [2]int{want.MoreItems, want.MoreOptions}, [2]int{got.MoreItems, got.MoreOptions}, what)
		require.Equal(t, want.Arrows(), got.Arrows(), what)
		require.Empty(t, explain.Diff(want, got), what)
		for _, n := range want.Nodes {
			require.Equal(t, want.Describe(n.ID), got.Describe(n.ID), what)
		}
	}
	for _, tc := range []struct {
		name string
		m    *dlx.Links
		opt  dlx.Options
		lens bool
	}{
		{"9x9 sudoku lens", e9.Links, dlx.Options{Forced: e9.Forced}, true},
		{"5 queens whole", queens5, dlx.Options{}, false},
		{"colors and bounds whole", colored, dlx.Options{}, false},
		{"5 queens lens", queens5, dlx.Options{}, true},
	} {
		pl := player.NewPlayer(tc.m, tc.opt, 0)
		read := func() {
			var want, got *explain.Links
			if tc.lens {
				want, got = lensOf(pl), r.Lens(pl.Links(), focus(pl), explain.FullLens)
			} else {
				want, err = explain.NewLinks(pl.Links())
				require.NoError(t, err)
				got, err = r.Links(pl.Links())
				require.NoError(t, err)
			}
			same(want, got, fmt.Sprintf("%s, event %d", tc.name, pl.Pos()))
			if held != nil {
				r.Free(held)
			}
			held = got
		}
		for pl.Pos() < 300 && pl.Step() {
			read()
		}
		for back := 0; back < 100 && pl.Back(); back++ {
			read()
		}
	}
}

// TestReaderKeepsWholeNodes: reading all of a matrix's links again into
// links given back that were read from it keeps their nodes, names
// included, and makes no garbage; the links are the engine's still.
func TestReaderKeepsWholeNodes(t *testing.T) {
	m := parse(t, "A B C | x\nA B x:red\nB C\nA C x:blue\nC\n")
	pl := player.NewPlayer(m, dlx.Options{}, 0)
	var r explain.Reader
	l, err := r.Links(pl.Links())
	require.NoError(t, err)
	allocs := testing.AllocsPerRun(50, func() {
		r.Free(l)
		l, err = r.Links(pl.Links())
	})
	require.NoError(t, err)
	assert.Zero(t, allocs, "a read into links given back")
	for pl.Step() {
		r.Free(l)
		l, err = r.Links(pl.Links())
		require.NoError(t, err)
		want, err := explain.NewLinks(pl.Links())
		require.NoError(t, err)
		require.Equal(t, want.Nodes, l.Nodes, "event %d", pl.Pos())
		require.Empty(t, explain.Diff(want, l), "event %d", pl.Pos())
	}
}
