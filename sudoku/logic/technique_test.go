package logic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/sudoku"
	"xcover/sudoku/exact"
	"xcover/sudoku/format"
	"xcover/sudoku/internal/sudokutest"
)

// TestTechniquesUsed rates published puzzles (top1465) that need each
// technique of the ladder: the hardest technique, or one used on the way.
func TestTechniquesUsed(t *testing.T) {
	b, err := sudoku.Variant{}.Board(sudoku.Shape{BoxRows: 3, BoxCols: 3})
	require.NoError(t, err)
	for _, tc := range []struct {
		puzzle  string
		t       Technique
		hardest bool
	}{
		{".......92.37.......4.......8...6.1.......43.......9...2...5...6...1..74....8.....", LockedCandidates, true},
		{"1...48....5....9....6...3.....57.2..8.3.........9............4167..........2.....", NakedPair, true},
		{"3.7.4...........918........4.....7.....16.......25..........38..9....5...2.6.....", HiddenPair, true},
		{"......41.9..3.....3...2.....48..7..........52.1.......5..2....6.7....8......9....", NakedTriple, true},
		{".8..1......5....3.......4.....6.5.7.89....2.....3.....2.....1.9..67........4.....", HiddenTriple, true},
		{"2..6.34..17.....9............64....59...................53..6...8..7..1.....1....", XWing, true},
		{"9.....7.1.2.4...........5..7.1..5....8.....3.............82..4.1.9.........39....", XYWing, true},
		{"....3..715..4.2............2..6..4...38.7..............7..8..1.6..5..2...........", Swordfish, false},
		{"..3.......6.7.9..1...6......16...8.9.......24.98......5....2.6....5.4.3...9..32..", XYZWing, true},
		{"12......9.5..9.2.3........4.3.........18.........246......67.5...2.41.7.9........", NakedQuad, false},
		{".....17.....6....3.6.4.95.1.2.......3.9.7.......56.....1..4.6.........8.7.2.....9", HiddenQuad, false},
		{"...27...98...........4.8..132...69.......9.3.7..1....2..........948....6.789...2.", Jellyfish, false},
		{"4.35...2.....16...7............895.....3..8..2...........4...7..9....6...1.......", Chain, true},
	} {
		p, _, err := format.Parse(tc.puzzle, format.Options{})
		require.NoError(t, err)
		r, err := Rate(b, p)
		require.NoError(t, err)
		assert.Positive(t, r.Count(tc.t), "%s: %s", tc.t, r)
		if tc.hardest {
			assert.Equal(t, tc.t, r.Hardest, r.String())
			assert.Equal(t, tc.t.Difficulty(), r.Difficulty)
			assert.Zero(t, r.Guesses)
		}
	}
}

// TestDeductionsAreSound takes every deduction the ladder makes on
// published puzzles, easy and hardest, against their solutions: no
// technique strikes out a solution's value or places a wrong one.
func TestDeductionsAreSound(t *testing.T) {
	b, err := sudoku.Variant{}.Board(sudoku.Shape{BoxRows: 3, BoxCols: 3})
	require.NoError(t, err)
	var used [numTechniques]int
	for _, set := range []string{"top1465", "top50k-sample-500", "forum-hardest-1106"} {
		for _, p := range sudokutest.Load(t, set)[:100] {
			for tq, k := range checkDeductions(t, b, p, p.String()) {
				used[tq] += k
			}
		}
	}
	t.Logf("deductions by technique: %v", used)
	for tq := NakedSingle; tq < numTechniques; tq++ {
		if tq != HiddenQuad && tq != Jellyfish { // too rare in these puzzles' first hundreds
			assert.Positive(t, used[tq], "%s is exercised", tq)
		}
	}
}

// checkDeductions rates puzzle p on board b and holds every deduction
// against p's solution: no technique strikes out the answer or places a
// wrong value; what names the puzzle in messages. It returns how many
// deductions each technique made.
func checkDeductions(t *testing.T, b *sudoku.Board, p sudoku.Grid, what string) (used [numTechniques]int) {
	t.Helper()
	sol, err := exact.ProveUnique(b, p, 0, nil)
	require.NoError(t, err, what)
	n := b.Shape.N()
	r := NewRater(b, p, sol)
	for d, done := r.step(); !done; d, done = r.step() {
		used[d.Technique]++
		for _, e := range d.Eliminations {
			require.NotEqual(t, int(sol[e.Row*n+e.Col]), e.Value, "%s: %s strikes out the answer", what, d.Text(n))
		}
		if pl := d.Place; pl.Value != 0 {
			require.Equal(t, int(sol[pl.Row*n+pl.Col]), pl.Value, "%s: %s", what, d.Text(n))
		}
	}
	return used
}
