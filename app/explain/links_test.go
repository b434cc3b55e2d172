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
)

func links(t testing.TB, m *dlx.Links) *explain.Links {
	t.Helper()
	l, err := explain.NewLinks(m)
	require.NoError(t, err)
	return l
}

func TestNewLinksSize(t *testing.T) {
	langford, err := linksOf(problem.Langford(3))
	require.NoError(t, err)
	pento, err := linksOf(problem.Pentomino(3, 5))
	require.NoError(t, err)
	queens8, err := linksOf(problem.Queens(8))
	require.NoError(t, err)
	wide := dlx.NewProblem(explain.MaxLinkItems+1, 0)
	tall := dlx.NewProblem(1, 0)
	for range explain.MaxLinkOptions + 1 {
		_, err := tall.AddOption(0)
		require.NoError(t, err)
	}
	edge := dlx.NewProblem(explain.MaxLinkItems, 0)
	for k := range explain.MaxLinkOptions {
		_, err := edge.AddOption(k % explain.MaxLinkItems)
		require.NoError(t, err)
	}
	crowded := func(options int) *dlx.Problem { // options of all MaxLinkItems items
		m := dlx.NewProblem(explain.MaxLinkItems, 0)
		all := make([]int, explain.MaxLinkItems)
		for i := range all {
			all[i] = i
		}
		for range options {
			_, err := m.AddOption(all...)
			require.NoError(t, err)
		}
		return m
	}
	require.Zero(t, explain.MaxLinkNodes%explain.MaxLinkItems)
	full := explain.MaxLinkNodes / explain.MaxLinkItems
	tests := []struct {
		name string
		m    *dlx.Problem
		ok   bool
	}{
		{"seed example", seedMatrix(t).Problem(), true},
		{"4 queens", queens4(t).Problem(), true},
		{"Langford 3", langford.Problem(), true},
		{"pentomino 3x5", pento.Problem(), false},
		{"8 queens", queens8.Problem(), false},
		{"41 items", wide, false},
		{"81 options", tall, false},
		{"40 items and 80 options", edge, true},
		{"240 option nodes", crowded(full), true},
		{"280 option nodes", crowded(full + 1), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, err := explain.NewLinks(dlx.NewLinks(tt.m))
			require.Equal(t, err, explain.Fits(tt.m), "Fits tells what NewLinks does")
			if !tt.ok {
				require.ErrorIs(t, err, explain.ErrTooBig)
				assert.Nil(t, l)
				return
			}
			require.NoError(t, err)
			assert.NotEmpty(t, l.Arrows())
		})
	}
}

func TestLinksLayout(t *testing.T) {
	m := seedMatrix(t)
	l := links(t, m)
	// A root, 7 headers and the options' 3+2+3+3+4+2 nodes.
	require.Len(t, l.Nodes, 1+7+17)
	root := l.Nodes[0]
	assert.Equal(t, explain.Node{ID: 0, Kind: explain.Root, Item: -1, Option: -1, Name: "root"}, root)
	for i := range 7 {
		h := l.Nodes[i+1]
		assert.Equal(t, explain.Header, h.Kind)
		assert.Equal(t, 0, h.Row)
		assert.Equal(t, i+1, h.Col)
		assert.Equal(t, m.Size(i), l.Size(i))
	}
	var rows [][]string
	for _, n := range l.Nodes[8:] {
		require.Equal(t, explain.OptionNode, n.Kind)
		assert.Equal(t, n.Option+1, n.Row)
		assert.Equal(t, n.Item+1, n.Col)
		for len(rows) < n.Row {
			rows = append(rows, nil)
		}
		rows[n.Row-1] = append(rows[n.Row-1], n.Name+m.Problem().ItemName(n.Item))
	}
	assert.Equal(t, [][]string{{"A0", "A3", "A6"}, {"B0", "B3"}, {"C3", "C4", "C6"}, {"D2", "D4", "D5"},
		{"E1", "E2", "E5", "E6"}, {"F1", "F6"}}, rows)
	for _, n := range l.Nodes {
		assert.True(t, l.Live(n.ID), "node %d", n.ID)
	}
	_, ok := l.Node(-1)
	assert.False(t, ok)
	_, ok = l.Fields(1000)
	assert.False(t, ok)

	// Option A's ring: its nodes link left and right to each other.
	a := l.Nodes[8]
	f, ok := l.Fields(a.ID)
	require.True(t, ok)
	assert.Equal(t, a.ID+2, f.Left)
	assert.Equal(t, a.ID+1, f.Right)
	assert.Equal(t, int32(1), f.Top) // item 0's header
	assert.Equal(t, int32(1), f.Up)  // the first node of item 0's list
	h, _ := l.Fields(1)
	assert.Equal(t, explain.Fields{Up: a.ID + 4 /* B's first node, after A's three and a spacer */, Down: a.ID, Left: 0, Right: 2, Top: 2}, h)
}

// checkArrows checks that l's arrows are the engine's arrays, v: every
// vertical link and every item list link as the engine has it, and every
// live node's neighbours linking to it while a hidden one's link past it.
func checkArrows(t *testing.T, l *explain.Links, v dlx.LinkView) {
	t.Helper()
	for _, a := range l.Arrows() {
		switch a.Dir {
		case explain.Up:
			require.Equal(t, v.Up[a.From], a.To, "%+v", a)
		case explain.Down:
			require.Equal(t, v.Down[a.From], a.To, "%+v", a)
		case explain.Left, explain.Right:
			if n, _ := l.Node(a.From); n.Kind != explain.OptionNode {
				want := v.Left[a.From]
				if a.Dir == explain.Right {
					want = v.Right[a.From]
				}
				require.Equal(t, want, a.To, "%+v", a)
			} else {
				require.Positive(t, v.Top[a.To], "%+v links to a spacer", a)
			}
		}
	}
	for _, n := range l.Nodes {
		if n.Kind == explain.OptionNode {
			live := v.Down[v.Up[n.ID]] == n.ID
			require.Equal(t, live, l.Live(n.ID), "node %d", n.ID)
			if !live { // its neighbours link past it
				require.NotEqual(t, n.ID, v.Up[v.Down[n.ID]])
			}
		}
	}
	for i := range v.Items {
		require.Equal(t, int(v.Top[i+1]), l.Size(i))
	}
}

// TestLinksFollowEngine steps a real search of the seed example and checks,
// after every event, that the links drawn are the engine's arrays, that
// Dance's changes lead from the last state to the engine's, and that the
// changes are what Diff finds; then it reverts the run on a replayed copy
// and checks every state again, back to the initial links exactly.
func TestLinksFollowEngine(t *testing.T) {
	langford3, err := linksOf(problem.Langford(3))
	require.NoError(t, err)
	langford4, err := linksOf(problem.Langford(4))
	require.NoError(t, err)
	queens5, err := linksOf(problem.Queens(5))
	require.NoError(t, err)
	for name, m := range map[string]*dlx.Links{"seed example": seedMatrix(t), "4 queens": queens4(t), "5 queens": queens5,
		"Langford 3": langford3, "Langford 4": langford4} {
		t.Run(name, func(t *testing.T) {
			s := m.Search(dlx.Options{})
			initial := links(t, linksOfStepper(s))
			checkArrows(t, initial, linksOfStepper(s).View())
			states := []*explain.Links{initial}
			var evs []dlx.Event
			covers := 0
			for {
				e, ok := s.Next()
				if !ok {
					break
				}
				evs = append(evs, e)
				now := links(t, linksOfStepper(s))
				checkArrows(t, now, linksOfStepper(s).View())
				last := states[len(states)-1]
				danced, changes := last.Dance(e)
				require.Equal(t, now.Arrows(), danced.Arrows(), "event %d: %v", len(evs)-1, e)
				for _, n := range now.Nodes {
					want, _ := now.Fields(n.ID)
					got, _ := danced.Fields(n.ID)
					require.Equal(t, want, got)
				}
				diff := explain.Diff(last, now)
				require.ElementsMatch(t, diff, net(changes), "event %d: %v", len(evs)-1, e)
				if e.Kind == dlx.Cover {
					covers++
					require.NotEmpty(t, changes)
					// Uncover dances the same changes back, in reverse.
					back, undo := now.Dance(e.Inverse())
					require.Equal(t, last.Arrows(), back.Arrows())
					require.Equal(t, reversed(changes), undo)
				} else if e.Kind != dlx.Uncover {
					require.Empty(t, changes)
					require.Empty(t, diff)
				}
				states = append(states, now)
			}
			require.Positive(t, covers)
			require.Equal(t, initial.Arrows(), states[len(states)-1].Arrows())

			// Stepping back, on a copy replayed as a player keeps one.
			view := m.Fresh().(*dlx.Links)
			for _, e := range evs {
				view.Apply(e)
			}
			for k := len(evs) - 1; k >= 0; k-- {
				view.Revert(evs[k])
				l := links(t, view)
				checkArrows(t, l, view.View())
				require.Equal(t, states[k].Arrows(), l.Arrows(), "back to %d", k)
				require.Empty(t, explain.Diff(states[k], l))
			}
			require.Equal(t, initial.Arrows(), links(t, view).Arrows())
		})
	}
}

// TestLinksWithPlayer checks the links of the app's Player's matrix, the
// one the view draws, going forwards and back.
func TestLinksWithPlayer(t *testing.T) {
	m := seedMatrix(t)
	pl := player.NewPlayer(m, dlx.Options{}, 4)
	var states [][]explain.Arrow
	for {
		states = append(states, links(t, pl.Links()).Arrows())
		if !pl.Step() {
			break
		}
	}
	for pl.Back() {
		require.Equal(t, states[pl.Pos()], links(t, pl.Links()).Arrows(), "back to %d", pl.Pos())
	}
	require.Equal(t, states[0], links(t, pl.Links()).Arrows())
}

// net keeps the last change of each field, from its first From: what
// changes leave different.
func net(changes []explain.Change) []explain.Change {
	type key struct {
		id int32
		f  explain.Field
	}
	first := map[key]int{}
	var out []explain.Change
	for _, c := range changes {
		k := key{c.Node, c.Field}
		if i, ok := first[k]; ok {
			out[i].To = c.To
			continue
		}
		first[k] = len(out)
		out = append(out, c)
	}
	return slices.DeleteFunc(out, func(c explain.Change) bool { return c.From == c.To })
}

// reversed returns changes undone: in reverse order, each from its To back
// to its From.
func reversed(changes []explain.Change) []explain.Change {
	out := make([]explain.Change, 0, len(changes))
	for _, c := range slices.Backward(changes) {
		out = append(out, explain.Change{Node: c.Node, Field: c.Field, From: c.To, To: c.From})
	}
	return out
}

func TestLinksPointers(t *testing.T) {
	l := links(t, seedMatrix(t))
	for _, st := range explain.Tour() {
		if st.Item >= 0 {
			n, ok := l.Node(explain.HeaderID(st.Item))
			require.True(t, ok)
			assert.Equal(t, explain.Header, n.Kind)
			assert.Equal(t, st.Item, n.Item)
		}
		if st.Option >= 0 {
			ids := l.OptionNodes(st.Option)
			require.NotEmpty(t, ids)
			for _, id := range ids {
				n, ok := l.Node(id)
				require.True(t, ok)
				assert.Equal(t, st.Option, n.Option)
			}
		}
	}
	assert.Len(t, l.OptionNodes(4), 4) // E = {1, 2, 5, 6}
	assert.Nil(t, l.OptionNodes(-1))
	assert.Nil(t, l.OptionNodes(6))
}

// TestLinksDescribe checks the words a node's fields are shown in, for
// each kind of node, before and after a cover.
func TestLinksDescribe(t *testing.T) {
	l := links(t, seedMatrix(t))
	covered, _ := l.Dance(dlx.Event{Kind: dlx.Cover, Item: 0})
	a := l.OptionNodes(0)[0] // option A's node of item 0
	tests := []struct {
		name string
		l    *explain.Links
		id   int32
		want string
	}{
		{"the root", l, 0, "node 0 (root): up 0, down 0, left 7, right 1, top 0"},
		{"a header", l, explain.HeaderID(0), fmt.Sprintf("node 1 (0): up %d, down %d, left 0, right 2, len 2", l.OptionNodes(1)[0], a)},
		{"an option's node", l, a, fmt.Sprintf("node %d (option A, item 0): up 1, down %d, left %d, right %d, top 1", a, l.OptionNodes(1)[0], a+2, a+1)},
		{"a covered header", covered, explain.HeaderID(0), fmt.Sprintf("node 1 (0): up %d, down %d, left 0, right 2, len 2", l.OptionNodes(1)[0], a)},
		{"the root past the covered header", covered, 0, "node 0 (root): up 0, down 0, left 7, right 2, top 0"},
		{"no such node", l, -1, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.l.Describe(tt.id))
		})
	}
}
