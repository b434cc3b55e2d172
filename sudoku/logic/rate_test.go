package logic

import (
	"context"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/sudoku"
	"xcover/sudoku/exact"
	"xcover/sudoku/format"
	"xcover/sudoku/internal/sudokutest"
	"xcover/sudoku/solve"
)

// TestRatingOrder checks the rating against published sets: puzzles from
// top50k rate below the forum's hardest, by band, median score and median
// guesses. Most of top50k needs chains but no guess (hard), some a guess
// or more (expert); every one of the forum's hardest needs guesses.
func TestRatingOrder(t *testing.T) {
	if testing.Short() {
		t.Skip("rates 700 puzzles")
	}
	b, err := sudoku.Variant{}.Board(sudoku.Shape{BoxRows: 3, BoxCols: 3})
	require.NoError(t, err)
	rate := func(name string, limit int) (scores, guesses []int, bands [Expert + 1]int) {
		t.Helper()
		ps := sudokutest.Load(t, name)
		for _, p := range ps[:min(limit, len(ps))] {
			r, err := Rate(b, p)
			require.NoError(t, err)
			scores = append(scores, r.Score)
			bands[r.Difficulty]++
			guesses = append(guesses, r.Guesses)
		}
		slices.Sort(scores)
		slices.Sort(guesses)
		return scores, guesses, bands
	}
	easyS, easyG, easyB := rate("top50k-sample-500", 500)
	hardS, hardG, hardB := rate("forum-hardest-1106", 200)
	t.Logf("bands (easy, medium, hard, expert) %v vs %v; median score %d vs %d, median guesses %d vs %d",
		easyB, hardB, easyS[len(easyS)/2], hardS[len(hardS)/2], easyG[len(easyG)/2], hardG[len(hardG)/2])
	assert.Greater(t, easyB[Hard], len(easyS)/2, "most of top50k is solved by logic alone")
	assert.Equal(t, len(hardS), hardB[Expert], "every one of the hardest needs guesses")
	assert.Less(t, easyS[len(easyS)/2], hardS[len(hardS)/2])
	assert.Less(t, easyG[len(easyG)/2], hardG[len(hardG)/2])
	assert.Less(t, easyS[len(easyS)/4], hardS[len(hardS)/4])
	assert.Less(t, easyS[len(easyS)*3/4], hardS[len(hardS)*3/4])
}

func TestRateErrors(t *testing.T) {
	b, _ := sudoku.Variant{}.Board(sudoku.Shape{BoxRows: 3, BoxCols: 3})
	g, _ := sudoku.EmptyGrid(9)
	_, err := Rate(b, g)
	assert.ErrorIs(t, err, exact.ErrNotUnique)
	g.Set(0, 0, 1)
	g.Set(0, 1, 1)
	_, err = Rate(b, g)
	assert.EqualError(t, err, "r1c1 and r1c2 both hold 1 in row 1")
}

// TestRateWithin holds the rating's proof of one solution to a node budget
// and a context: stopped, it fails with ErrWorkBound or the context's
// error, and given room, it rates as Rate does.
func TestRateWithin(t *testing.T) {
	b, _ := sudoku.Variant{}.Board(sudoku.Shape{BoxRows: 3, BoxCols: 3})
	hard := sudokutest.Load(t, "forum-hardest-1106")[0]
	want, err := Rate(b, hard)
	require.NoError(t, err)
	got, err := RateWithin(b, hard, solve.Limits{NodeBudget: 1_000_000, Context: context.Background()})
	require.NoError(t, err)
	assert.Equal(t, want, got)
	_, err = RateWithin(b, hard, solve.Limits{NodeBudget: 5})
	assert.ErrorIs(t, err, sudoku.ErrWorkBound)
	assert.EqualError(t, err, "no proof of one solution within 5 nodes: work bound spent")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = RateWithin(b, hard, solve.Limits{Context: ctx})
	assert.ErrorIs(t, err, context.Canceled)
}

func TestHint(t *testing.T) {
	b, _ := sudoku.Variant{}.Board(sudoku.Shape{BoxRows: 3, BoxCols: 3})
	p, _, err := format.Parse(".816...9............4.376..6..4..5...3.....7...7..2..4..521.3............7...481.", format.Options{})
	require.NoError(t, err)
	o, err := (&solve.Solver{Method: solve.DLX, Limits: solve.Limits{MaxSolutions: 2}}).Solve(p)
	require.NoError(t, err)
	sol := o.Solution
	g := p.Clone()
	for range 100 {
		d, err := Hint(b, g)
		require.NoError(t, err)
		if d.Technique == NoTechnique {
			break
		}
		require.NotEqual(t, Guess, d.Technique, "an easy puzzle never stalls")
		require.NotEmpty(t, d.Text(9))
		for _, e := range d.Eliminations {
			require.NotEqual(t, e.Value, sol.Get(e.Row, e.Col), "hint strikes out the answer: %s", d.Text(9))
		}
		if d.Place.Value != 0 {
			require.Equal(t, sol.Get(d.Place.Row, d.Place.Col), d.Place.Value)
			g.Set(d.Place.Row, d.Place.Col, d.Place.Value)
		} else {
			// Only eliminations: fill one cell from the solution to move on.
			for i, x := range g.Cells {
				if x == 0 {
					g.Cells[i] = sol.Cells[i]
					break
				}
			}
		}
	}
	assert.True(t, g.Equal(sol))
	d, err := Hint(b, sol)
	require.NoError(t, err)
	assert.Equal(t, NoTechnique, d.Technique)
}

func TestHintGuessAndMistake(t *testing.T) {
	b, _ := sudoku.Variant{}.Board(sudoku.Shape{BoxRows: 3, BoxCols: 3})
	stalled := -1 // the first hardest puzzle on which no technique applies
	for i, hard := range sudokutest.Load(t, "forum-hardest-1106") {
		d, err := Hint(b, hard)
		require.NoError(t, err)
		if d.Technique == Guess {
			assert.Equal(t, "no known technique applies: a guess is needed", d.Text(9))
			stalled = i
			break
		}
	}
	require.NotEqual(t, -1, stalled, "no hardest puzzle stalls the techniques at the start")
	t.Logf("hardest puzzle %d stalls the techniques", stalled+1)
	p, _, err := format.Parse(".816...9............4.376..6..4..5...3.....7...7..2..4..521.3............7...481.", format.Options{})
	require.NoError(t, err)
	o, _ := (&solve.Solver{Method: solve.DLX, Limits: solve.Limits{MaxSolutions: 1}}).Solve(p)
	for i, x := range p.Cells {
		if x == 0 {
			p.Cells[i] = o.Solution.Cells[i]%9 + 1 // a wrong value
			if p.Validate() == nil {
				break
			}
			p.Cells[i] = 0
		}
	}
	_, err = Hint(b, p)
	assert.ErrorIs(t, err, exact.ErrNotUnique)
}

func TestHintText(t *testing.T) {
	for _, tc := range []struct {
		d    Deduction
		want string
	}{
		{Deduction{Technique: NakedSingle, Cells: []int{4}}, "naked single: r1c5 has one candidate left"},
		{Deduction{Technique: HiddenSingle, Unit: "box 2", Values: []int{7}}, "hidden single: 7 has one place left in box 2"},
		{Deduction{Technique: LockedCandidates, Unit: "box 1", Cells: []int{0, 1}, Values: []int{3},
			Eliminations: []sudoku.Candidate{{Row: 0, Col: 5, Value: 3}}}, "locked candidates: in box 1, 3 can only go in r1c1, r1c2; every cell that sees them all loses it: r1c6=3"},
		{Deduction{Technique: NakedPair, Unit: "row 1", Cells: []int{0, 1}, Values: []int{3, 8},
			Eliminations: []sudoku.Candidate{{Row: 0, Col: 5, Value: 3}}}, "naked pair {3,8} in row 1 at r1c1, r1c2: strike out r1c6=3"},
		{Deduction{Technique: XWing, Unit: "rows 2, 6", Cells: []int{11, 16, 47, 52}, Values: []int{7},
			Eliminations: []sudoku.Candidate{{Row: 3, Col: 2, Value: 7}}}, "X-wing {7} in rows 2, 6 at r2c3, r2c8, r6c3, r6c8: strike out r4c3=7"},
		{Deduction{Technique: XYWing, Cells: []int{0, 4, 27}, Values: []int{7}, Eliminations: []sudoku.Candidate{{Row: 3, Col: 4, Value: 7}}},
			"XY-wing: pivot r1c1 with pincers r1c5, r4c1: whatever the pivot holds, a pincer is 7, so every cell that sees both pincers loses it: r4c5=7"},
		{Deduction{Technique: XYZWing, Cells: []int{0, 1, 9}, Values: []int{5}, Eliminations: []sudoku.Candidate{{Row: 0, Col: 2, Value: 5}}},
			"XYZ-wing: pivot r1c1 with pincers r1c2, r2c1: one of the three is 5, so every cell that sees all three loses it: r1c3=5"},
		{Deduction{Technique: Chain, Cells: []int{0, 4, 4, 40}, Values: []int{2, 2, 7, 7}, Eliminations: []sudoku.Candidate{{Row: 0, Col: 3, Value: 7}}},
			"chain r1c1=2 = r1c5=2 - r1c5=7 = r5c5=7: if r1c1 is not 2, r5c5 is 7; every candidate that sees both is false: r1c4=7"},
		{Deduction{Technique: Chain, Cells: []int{0, 4, 4, 0}, Values: []int{2, 2, 7, 2}, Place: sudoku.Candidate{Row: 0, Col: 0, Value: 2}},
			"chain r1c1=2 = r1c5=2 - r1c5=7 = r1c1=2: if r1c1 were not 2 it would be, so it is"},
		{Deduction{Technique: Guess}, "no known technique applies: a guess is needed"},
	} {
		assert.Equal(t, tc.want, tc.d.Text(9))
	}
}

// TestRatingStringCountsGuesses checks one guess is singular.
func TestRatingStringCountsGuesses(t *testing.T) {
	for _, tc := range []struct {
		guesses int
		want    string
	}{{0, "; 0 guesses;"}, {1, "; 1 guess;"}, {2, "; 2 guesses;"}} {
		assert.Contains(t, Rating{Difficulty: Expert, Hardest: Guess, Guesses: tc.guesses}.String(), tc.want)
	}
}

// TestHinterUnits checks the Hinter finds what the techniques' ladder
// does, in units of work: a node of the check, then one technique tried,
// and never more than one technique a step; an easy grid needs one, a
// grid where logic stalls all of them.
func TestHinterUnits(t *testing.T) {
	b, _ := sudoku.Variant{}.Board(sudoku.Shape{BoxRows: 3, BoxCols: 3})
	easy, _, err := format.Parse(".816...9............4.376..6..4..5...3.....7...7..2..4..521.3............7...481.", format.Options{})
	require.NoError(t, err)
	for _, tc := range []struct {
		name   string
		g      sudoku.Grid
		tried  int
		reason Technique
	}{
		{"naked single", easy, 1, NakedSingle},
		{"logic stalls", sudokutest.Load(t, "forum-hardest-1106")[3], len(ladder), Guess}, // no technique applies to it as given
	} {
		h := NewHinter(b, tc.g, 0)
		require.False(t, h.Step(1), tc.name)
		require.Equal(t, int64(exact.QuickNodes), h.work, "%s: the check's first nodes go in one unit each, at once", tc.name)
		for h.s == nil {
			before := h.work
			require.False(t, h.Step(1), tc.name)
			require.Equal(t, before+1, h.work, "%s: one node a step", tc.name)
		}
		checked, steps := h.work, 1
		for !h.Step(1 << 20) {
			steps++
		}
		assert.Equal(t, tc.tried, steps, "%s: one technique a step, whatever its budget", tc.name)
		assert.Equal(t, checked+int64(tc.tried), h.work, tc.name)
		d, err := h.Result()
		require.NoError(t, err, tc.name)
		assert.Equal(t, tc.reason, d.Technique, tc.name)
		want, ok := newLogicState(b, tc.g).find()
		if !ok {
			want = Deduction{Technique: Guess}
		}
		assert.Equal(t, want, d, "%s: the ladder's deduction", tc.name)
	}
}

// TestHinterWorkBound checks the Hinter's check gives up after its bound,
// in steps of bounded work, with an error that says so; without a bound it
// ends with the hint.
func TestHinterWorkBound(t *testing.T) {
	b, _ := sudoku.Variant{}.Board(sudoku.Shape{BoxRows: 3, BoxCols: 3})
	hard := sudokutest.Load(t, "forum-hardest-1106")[0]
	const bound, budget = 1000, 100
	h := NewHinter(b, hard, bound)
	for i := 0; !h.Step(budget); i++ {
		require.Less(t, i, bound, "the hinter stops")
	}
	assert.Equal(t, int64(bound), h.work, "the check stops at its bound")
	_, err := h.Result()
	assert.ErrorIs(t, err, sudoku.ErrWorkBound)
	assert.EqualError(t, err, "no proof of one solution within 1000 nodes: work bound spent")

	h = NewHinter(b, hard, 0)
	require.False(t, h.Step(bound), "the check needs more than the bound")
	for !h.Step(budget) {
		require.LessOrEqual(t, h.work, int64(1_000_000), "the check ends")
	}
	_, err = h.Result()
	assert.NoError(t, err, "no bound: the check ends")
}
