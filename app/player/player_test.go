package player

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/problem"
	"xcover/dlx"
	"xcover/sudoku/exact"
	"xcover/sudoku/format"
)

// snapshot is what a viewer sees at one position.
type snapshot struct {
	nodes, updates, solutions int64
	perLevel                  []int64
	chosen                    []int
	active                    []bool
	live                      []bool
	sizes                     []int
}

func snap(m dlx.Engine, st dlx.Stats, chosen []int) snapshot {
	s := snapshot{nodes: st.Nodes, updates: st.Updates, solutions: st.Solutions, perLevel: slices.Clone(st.PerLevel), chosen: slices.Clone(chosen)}
	for i := range m.Problem().Items() {
		s.active = append(s.active, m.Active(i))
		s.sizes = append(s.sizes, m.Size(i))
	}
	for k := range m.Problem().Options() {
		s.live = append(s.live, m.Live(k))
	}
	if len(s.chosen) == 0 {
		s.chosen = nil
	}
	return s
}

func (p *Player) snap() snapshot { return snap(p.View(), p.Stats(), p.Chosen()) }

// engineOf is the dancing links of sheet s's problem.
func engineOf(s problem.Sheet) (dlx.Engine, error) {
	p, err := s.Problem()
	if err != nil {
		return nil, err
	}
	return dlx.NewLinks(p), nil
}

// problems are small searches with backtracking, several solutions and
// forced options.
func problems(t testing.TB) map[string]func() (dlx.Engine, dlx.Options) {
	return map[string]func() (dlx.Engine, dlx.Options){
		"seed": func() (dlx.Engine, dlx.Options) {
			m, err := dlx.ParseKnuth(strings.NewReader("0 1 2 3 4 5 6\n0 3 6\n0 3\n3 4 6\n2 4 5\n1 2 5 6\n1 6\n"))
			require.NoError(t, err)
			return dlx.NewLinks(m), dlx.Options{}
		},
		"4x4 sudoku, all": func() (dlx.Engine, dlx.Options) {
			g, _, err := format.Parse("1...\n..3.\n.4..\n...2", format.Options{})
			require.NoError(t, err)
			e, err := exact.Encode(g, exact.Full)
			require.NoError(t, err)
			return e.Links, dlx.Options{Forced: e.Forced}
		},
	}
}

// TestPlayerFollowsEngine checks the player's state after every event
// against the engine's own, then steps back to every position and compares
// with what it saw going forwards.
func TestPlayerFollowsEngine(t *testing.T) {
	for name, build := range problems(t) {
		t.Run(name, func(t *testing.T) {
			m, opt := build()
			engine := m.Search(opt)
			p := NewPlayer(m, opt, 0)
			seen := []snapshot{p.snap()}
			for e, ok := engine.Next(); ok; e, ok = engine.Next() {
				next, ok := p.Next()
				require.True(t, ok)
				require.Equal(t, e, next)
				require.True(t, p.Step())
				want := snap(engine.Engine(), engine.Stats(), engine.Chosen())
				require.Equal(t, want, p.snap(), "after event %d %v", p.Pos(), e)
				seen = append(seen, p.snap())
			}
			require.False(t, p.Step())
			require.True(t, p.AtEnd())
			for k := len(seen) - 2; k >= 0; k-- {
				require.True(t, p.Back())
				require.Equal(t, seen[k], p.snap(), "back at position %d", k)
			}
			require.False(t, p.Back())
		})
	}
}

// TestSeekEqualsRerun checks that seeking to any position, from anywhere and
// with a window too small to hold the run, gives the state that running
// from the start to that position gives, with either engine (the cells
// keep what reverts the events the player keeps).
func TestSeekEqualsRerun(t *testing.T) {
	links, opt := problems(t)["4x4 sudoku, all"]()
	for _, name := range dlx.Engines {
		m, err := dlx.NewEngine(name, links.Problem())
		require.NoError(t, err)
		fresh := NewPlayer(m, opt, 0)
		var seen []snapshot
		for {
			seen = append(seen, fresh.snap())
			if !fresh.Step() {
				break
			}
		}
		for _, keep := range []int{4, 64, 0} {
			t.Run(fmt.Sprintf("%s, keep %d", name, keep), func(t *testing.T) {
				p := NewPlayer(m, opt, keep)
				for _, k := range []int{len(seen) - 1, 0, 17, 3, len(seen) / 2, len(seen) - 1, 1, len(seen) / 3} {
					p.Seek(k)
					require.Equal(t, k, p.Pos())
					require.Equal(t, seen[k], p.snap(), "seek to %d", k)
				}
				p.Seek(len(seen) - 1)
				for k := len(seen) - 2; k > len(seen)-40; k-- {
					require.True(t, p.Back())
					require.Equal(t, seen[k], p.snap(), "back to %d", k)
				}
			})
		}
	}
}

func TestChoiceSteps(t *testing.T) {
	m, opt := problems(t)["seed"]()
	p := NewPlayer(m, opt, 0)
	var kinds []dlx.Kind
	for p.StepChoice() {
		kinds = append(kinds, p.Last().Kind)
		assert.True(t, IsChoice(p.Last()))
	}
	assert.Equal(t, []dlx.Kind{
		dlx.Branch, dlx.Try, dlx.Branch, dlx.DeadEnd, dlx.Leave,
		dlx.Try, dlx.Branch, dlx.Try, dlx.Branch, dlx.Try, dlx.Solution,
		dlx.Leave, dlx.Leave, dlx.Leave, dlx.Done,
	}, kinds)
	var back []dlx.Kind
	for p.BackChoice() {
		if p.Pos() > 0 {
			back = append(back, p.Last().Kind)
		}
	}
	assert.Equal(t, 0, p.Pos())
	slices.Reverse(back)
	assert.Equal(t, kinds[:len(kinds)-1], back)
}

func TestBranchingAndTrying(t *testing.T) {
	m, opt := problems(t)["seed"]()
	p := NewPlayer(m, opt, 0)
	assert.Equal(t, -1, p.Branching())
	assert.Equal(t, -1, p.Trying())
	p.Step() // branch on item 0
	assert.Equal(t, 0, p.Branching())
	p.Step() // cover 0
	p.Step() // try option 0 (A)
	assert.Equal(t, 0, p.Branching())
	assert.Equal(t, 0, p.Trying())
	require.True(t, p.StepUntil(func(e dlx.Event) bool { return e.Kind == dlx.Solution }, 0))
	assert.Equal(t, -1, p.Branching())
	assert.Equal(t, []int{1, 3, 5}, p.Chosen())
	assert.Equal(t, int64(1), p.Stats().Solutions)
}

func TestSeekTry(t *testing.T) {
	m, opt := problems(t)["4x4 sudoku, all"]()
	for _, keep := range []int{0, 8} {
		p := NewPlayer(m, opt, keep)
		require.True(t, p.StepUntil(func(e dlx.Event) bool { return e.Kind == dlx.Solution }, 0))
		chosen := slices.Clone(p.Chosen())
		end := p.Pos()
		for level := len(chosen) - 1; level >= 0; level-- {
			p.Seek(end)
			if until := p.SeekTry(level); until != nil {
				require.True(t, p.StepUntil(until, 0))
			}
			last := p.Last()
			require.Equal(t, dlx.Try, last.Kind)
			require.Equal(t, level, int(last.Level))
			require.Equal(t, chosen[:level+1], p.Chosen(), "keep %d level %d", keep, level)
		}
	}
}

// TestBranchingBackAndForth checks the item branched on reads the same at
// every position, reached forwards or by stepping back: stepping back over
// a branch shows again the item an earlier branch left at its level.
func TestBranchingBackAndForth(t *testing.T) {
	g, _, err := format.Parse(strings.Repeat(".", 16), format.Options{}) // 288 solutions: it backtracks
	require.NoError(t, err)
	b, err := NewBoard(g, dlx.Options{})
	require.NoError(t, err)
	pl := b.Player
	forwards := []int{pl.Branching()}
	for pl.Step() {
		forwards = append(forwards, pl.Branching())
	}
	require.Greater(t, len(forwards), 100)
	for k := len(forwards) - 1; k > 0; k-- {
		require.True(t, pl.Back())
		require.Equal(t, forwards[k-1], pl.Branching(), "position %d, stepping back", k-1)
	}
}

// TestFound checks the player keeps the last solution found on its way:
// none at the start, each solution's options from its event on, the last
// one at the end, none once stepped back over it; a seek back to the end
// finds it again.
func TestFound(t *testing.T) {
	for name, mk := range problems(t) {
		t.Run(name, func(t *testing.T) {
			e, opt := mk()
			pl := NewPlayer(e, opt, 0)
			assert.Nil(t, pl.Found(), "nothing found at the start")
			var last []int
			for pl.Step() {
				if ev := pl.Last(); ev.Kind == dlx.Solution {
					last = slices.Clone(ev.Options)
				}
				assert.Equal(t, last, pl.Found(), "event %d", pl.Pos())
			}
			require.True(t, pl.AtEnd())
			end := pl.Pos()
			if last == nil {
				return
			}
			for pl.Last().Kind != dlx.Solution {
				require.True(t, pl.Back())
				assert.Equal(t, last, pl.Found(), "back to event %d, past the last solution", pl.Pos())
			}
			require.True(t, pl.Back())
			assert.Nil(t, pl.Found(), "stepped back over the last solution")
			pl.Seek(end)
			assert.Equal(t, last, pl.Found(), "at the end again")
		})
	}
}
