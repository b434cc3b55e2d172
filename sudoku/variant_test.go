package sudoku

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// mustVariant parses a variant's name or fails the test.
func mustVariant(t testing.TB, name string) Variant {
	t.Helper()
	v, err := ParseVariant(name)
	require.NoError(t, err)
	return v
}

// jigsawLayout is a 9x9 jigsaw: the classic boxes with r3c3 given to the
// second region and r1c4 to the first.
const jigsawLayout = `111122333
111222333
112222333
444555666
444555666
444555666
777888999
777888999
777888999`

func TestParseVariant(t *testing.T) {
	for _, tc := range []struct {
		in, want string
	}{
		{"", "classic"}, {"classic", "classic"}, {"x", "x"}, {"Windoku", "windoku"},
		{"anti-knight", "anti-knight"}, {"anti-king", "anti-king"}, {"jigsaw", "jigsaw"},
		{"anti-knight+x", "x+anti-knight"},
	} {
		v, err := ParseVariant(tc.in)
		require.NoError(t, err, tc.in)
		assert.Equal(t, tc.want, v.String(), tc.in)
	}
	_, err := ParseVariant("hexagon")
	assert.ErrorContains(t, err, `unknown variant "hexagon"`)
	_, err = ParseVariant("x+classic")
	assert.EqualError(t, err, `variant "x+classic": classic is not joined with +: the other rules add to classic sudoku's already`)
}

func TestVariantEncodingCounts(t *testing.T) {
	regions, err := ParseRegions(jigsawLayout, 9, 1)
	require.NoError(t, err)
	s9 := Shape{BoxRows: 3, BoxCols: 3}
	for _, tc := range []struct {
		name               string
		variant            Variant
		shape              Shape
		primary, secondary int
		groups             map[string]int // items per group label
	}{
		{"classic", Variant{}, s9, 324, 0, map[string]int{"cell": 81, "row": 81, "column": 81, "box": 81}},
		{"x", Variant{Diagonals: true}, s9, 342, 0, map[string]int{"diagonal": 18}},
		{"windoku", Variant{Windows: true}, s9, 360, 0, map[string]int{"window": 36}},
		// 4*(n-1)*(n-2) = 224 knight pairs, 9 values each.
		{"anti-knight", Variant{AntiKnight: true}, s9, 324, 2016, map[string]int{"knight pair": 2016}},
		// 2*9*8 straight and 2*8*8 diagonal king pairs = 272, 9 values each.
		{"anti-king", Variant{AntiKing: true}, s9, 324, 2448, map[string]int{"king pair": 2448}},
		{"jigsaw", Variant{Jigsaw: true, Regions: regions}, s9, 324, 0, map[string]int{"region": 81, "box": 0}},
		{"x 6x6", Variant{Diagonals: true}, Shape{BoxRows: 2, BoxCols: 3}, 4*36 + 12, 0, map[string]int{"diagonal": 12}},
		{"windoku 4x4", Variant{Windows: true}, Shape{BoxRows: 2, BoxCols: 2}, 4*16 + 4, 0, map[string]int{"window": 4}},
		{"windoku 16x16", Variant{Windows: true}, Shape{BoxRows: 4, BoxCols: 4}, 4*256 + 9*16, 0, map[string]int{"window": 144}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := tc.variant.Board(tc.shape)
			require.NoError(t, err)
			g, err := NewGrid(tc.shape)
			require.NoError(t, err)
			e, err := b.Encode(g, Full)
			require.NoError(t, err)
			n := tc.shape.N()
			assert.Equal(t, tc.primary, e.Problem.Primary())
			assert.Equal(t, tc.secondary, e.Problem.Secondary())
			assert.Equal(t, n*n*n, e.Problem.Options())
			got := map[string]int{}
			for i := range e.Problem.Items() {
				got[e.Group(i)]++
			}
			for label, want := range tc.groups {
				assert.Equal(t, want, got[label], label)
			}
		})
	}
}

func TestVariantItemNames(t *testing.T) {
	b, err := Variant{Diagonals: true, AntiKnight: true}.Board(Shape{BoxRows: 3, BoxCols: 3})
	require.NoError(t, err)
	g, _ := NewGrid(b.Shape)
	e, err := b.Encode(g, Full)
	require.NoError(t, err)
	m := e.Problem
	assert.GreaterOrEqual(t, m.ItemIndex("diagonal 1 has 7"), 0)
	assert.GreaterOrEqual(t, m.ItemIndex("diagonal 2 has 9"), 0)
	assert.GreaterOrEqual(t, m.ItemIndex("knight pair r1c1-r2c3 has 5"), 0)
	assert.Equal(t, "r1c1=1", m.OptionName(0))
}

func TestVariantBoardErrors(t *testing.T) {
	_, err := Variant{Windows: true}.Board(Shape{BoxRows: 2, BoxCols: 3})
	assert.ErrorContains(t, err, "windoku needs square boxes")
	_, err = Variant{Jigsaw: true}.Board(Shape{BoxRows: 3, BoxCols: 3})
	assert.ErrorContains(t, err, "0 cells, want 81")
}

func TestVariantValidate(t *testing.T) {
	b, err := Variant{Diagonals: true, AntiKnight: true}.Board(Shape{BoxRows: 3, BoxCols: 3})
	require.NoError(t, err)
	g, _ := NewGrid(b.Shape)
	g.Set(0, 0, 5)
	g.Set(8, 8, 5)
	var ce *ConflictError
	require.ErrorAs(t, b.Validate(g), &ce)
	assert.Equal(t, "diagonal 1", ce.Unit)
	g, _ = NewGrid(b.Shape)
	g.Set(2, 4, 5)
	g.Set(4, 5, 5)
	assert.EqualError(t, b.Validate(g), "r3c5 and r5c6 both hold 5 in a knight's move")
}

func TestVariantSolveRefusesOtherMethods(t *testing.T) {
	g, _ := EmptyGrid(9)
	for _, m := range []Method{Backtrack, Candidates, Logic, Rules} {
		_, err := Variant{Diagonals: true}.Solve(g, m, Limits{MaxSolutions: 1})
		assert.ErrorIs(t, err, ErrVariantUnsupported, m.String())
		assert.ErrorContains(t, err, "the "+m.String()+" method knows only rows, columns and boxes and cannot play x")
	}
	o, err := Variant{}.Solve(g, Logic, Limits{MaxSolutions: 1})
	require.NoError(t, err)
	assert.True(t, o.Solution.IsSolved())
}

// checkRules checks a complete grid against the variant's rules worked
// out afresh, without a Board: every row, column, box or region,
// diagonal and window holds each value once, and no two cells a knight's
// or king's move apart share a value.
func checkRules(t *testing.T, g Grid, v Variant) {
	t.Helper()
	n := g.N()
	distinct := func(what string, cells [][2]int) {
		seen := map[int]bool{}
		for _, rc := range cells {
			x := g.Get(rc[0], rc[1])
			require.True(t, x >= 1 && x <= n && !seen[x], "%s: value %d twice or out of range", what, x)
			seen[x] = true
		}
	}
	for i := range n {
		var row, col, diag, anti [][2]int
		for j := range n {
			row = append(row, [2]int{i, j})
			col = append(col, [2]int{j, i})
			diag = append(diag, [2]int{j, j})
			anti = append(anti, [2]int{j, n - 1 - j})
		}
		distinct("row", row)
		distinct("column", col)
		if v.Diagonals {
			distinct("diagonal", diag)
			distinct("anti-diagonal", anti)
		}
	}
	groups := map[int][][2]int{}
	for r := range n {
		for c := range n {
			k := (r/g.BoxRows)*g.BoxRows + c/g.BoxCols
			if v.Jigsaw {
				k = int(v.Regions[r*n+c])
			}
			groups[k] = append(groups[k], [2]int{r, c})
		}
	}
	for _, cells := range groups {
		distinct("box or region", cells)
	}
	if v.Windows {
		k := g.BoxRows
		for wr := 0; wr < k-1; wr++ {
			for wc := 0; wc < k-1; wc++ {
				var cells [][2]int
				for r := range k {
					for c := range k {
						cells = append(cells, [2]int{1 + wr*(k+1) + r, 1 + wc*(k+1) + c})
					}
				}
				distinct("window", cells)
			}
		}
	}
	for r := range n {
		for c := range n {
			for dr := -2; dr <= 2; dr++ {
				for dc := -2; dc <= 2; dc++ {
					r2, c2 := r+dr, c+dc
					if r2 < 0 || r2 >= n || c2 < 0 || c2 >= n || (dr == 0 && dc == 0) {
						continue
					}
					knight := dr*dr+dc*dc == 5
					king := dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1
					if (knight && v.AntiKnight) || (king && v.AntiKing) {
						require.NotEqual(t, g.Get(r, c), g.Get(r2, c2), "r%dc%d and r%dc%d", r+1, c+1, r2+1, c2+1)
					}
				}
			}
		}
	}
}

func TestVariantSolveChecksEveryRule(t *testing.T) {
	regions, err := ParseRegions(jigsawLayout, 9, 1)
	require.NoError(t, err)
	for _, v := range []Variant{
		{Diagonals: true}, {Windows: true}, {AntiKnight: true}, {AntiKing: true},
		{Jigsaw: true, Regions: regions}, {Diagonals: true, Windows: true},
	} {
		t.Run(v.String(), func(t *testing.T) {
			gen, err := NewGenerator(GenerateOptions{Variant: v, Difficulty: AnyDifficulty, Seed: 3})
			require.NoError(t, err)
			p, _, err := gen.Next()
			require.NoError(t, err)
			o, err := v.Solve(p, DLX, Limits{MaxSolutions: 2})
			require.NoError(t, err)
			require.True(t, o.Unique())
			checkRules(t, o.Solution, v)
			for i, x := range p.Cells {
				if x != 0 {
					require.Equal(t, x, o.Solution.Cells[i])
				}
			}
		})
	}
}

// TestVariantSolveListsFew holds a variant's search to the classic one's
// bookkeeping: the solutions are decoded only while fewer than ListLimit
// are found (counting an empty grid's does not keep them all), and the
// stats count a guess and a placement per node below the root.
func TestVariantSolveListsFew(t *testing.T) {
	g, err := EmptyGrid(9)
	require.NoError(t, err)
	v := Variant{Diagonals: true}
	base := testing.AllocsPerRun(1, func() { _, err = v.Solve(g, DLX, Limits{MaxSolutions: 1}) })
	require.NoError(t, err)
	for _, tc := range []struct {
		max    int64
		listed int
	}{
		{ListLimit - 1, ListLimit - 1},
		{20 * ListLimit, 0}, // all decoded would be 20 times as many allocations
	} {
		var o Outcome
		allocs := testing.AllocsPerRun(1, func() {
			o, err = v.Solve(g, DLX, Limits{MaxSolutions: tc.max})
		})
		require.NoError(t, err)
		assert.Equal(t, tc.max, o.Solutions)
		assert.Len(t, o.All, tc.listed)
		assert.Less(t, allocs, base+3*ListLimit, "solutions decoded past the list's limit")
		require.NotNil(t, o.Solution.Cells)
		checkRules(t, o.Solution, v)
		assert.Equal(t, o.Stats.Nodes-1, o.Stats.Guesses)
		assert.Equal(t, o.Stats.Nodes-1, o.Stats.Placements)
		assert.Positive(t, o.Stats.Updates)
	}
}

func TestVariantSmallShapes(t *testing.T) {
	for _, tc := range []struct {
		v     Variant
		shape Shape
	}{
		{Variant{Diagonals: true}, Shape{BoxRows: 2, BoxCols: 3}},
		{Variant{Windows: true}, Shape{BoxRows: 2, BoxCols: 2}},
		{Variant{AntiKing: true}, Shape{BoxRows: 2, BoxCols: 3}},
	} {
		gen, err := NewGenerator(GenerateOptions{Shape: tc.shape, Variant: tc.v, Difficulty: AnyDifficulty, Seed: 9})
		require.NoError(t, err)
		p, _, err := gen.Next()
		require.NoError(t, err, tc.v.String())
		o, err := tc.v.Solve(p, DLX, Limits{MaxSolutions: 2})
		require.NoError(t, err)
		require.True(t, o.Unique())
		checkRules(t, o.Solution, tc.v)
	}
}

func TestVariantNoSolutionGrid(t *testing.T) {
	// Anti-king on 4x4 has no grid: whatever the first row a b c d, the
	// second is forced to c d a b, and then r3c1 and r3c2 both need b.
	gen, err := NewGenerator(GenerateOptions{Shape: Shape{BoxRows: 2, BoxCols: 2}, Variant: Variant{AntiKing: true}, Seed: 1})
	require.NoError(t, err)
	_, _, err = gen.Next()
	assert.EqualError(t, err, "anti-king: no solution grid exists on 4x4 (2x2 boxes)")
	assert.Less(t, gen.Work(), int64(1000), "the search of every grid is short")
}

// Fits answers as Board does, without laying the board out.
func TestFitsAgreesWithBoard(t *testing.T) {
	shapes := []Shape{{BoxRows: 1, BoxCols: 1}, {BoxRows: 1, BoxCols: 4}, {BoxRows: 2, BoxCols: 2}, {BoxRows: 2, BoxCols: 3},
		{BoxRows: 3, BoxCols: 3}, {BoxRows: 3, BoxCols: 4}, {BoxRows: 4, BoxCols: 4}, {BoxRows: 0, BoxCols: 3}, {BoxRows: 9, BoxCols: 9},
		{BoxRows: 2, BoxCols: 31}, {BoxRows: 7, BoxCols: 9}, {BoxRows: 8, BoxCols: 8}}
	for _, s := range shapes {
		for _, name := range append(VariantNames(), "classic", "x+windoku+anti-king") {
			v, err := ParseVariant(name)
			require.NoError(t, err)
			if v.Jigsaw {
				v.Regions = BoxRegions(s)
			}
			_, boardErr := v.Board(s)
			fitErr := v.Fits(s)
			if boardErr == nil {
				assert.NoError(t, fitErr, "%s on %s", name, s)
			} else {
				assert.EqualError(t, fitErr, boardErr.Error(), "%s on %s", name, s)
			}
		}
	}
}

func TestVariantEqual(t *testing.T) {
	boxes := BoxRegions(Shape{BoxRows: 3, BoxCols: 3})
	moved := slices.Clone(boxes)
	moved[0], moved[3] = moved[3], moved[0]
	for _, tc := range []struct {
		name string
		v, w Variant
		want bool
	}{
		{"classic", Variant{}, Variant{}, true},
		{"x and x", Variant{Diagonals: true}, Variant{Diagonals: true}, true},
		{"x and windoku", Variant{Diagonals: true}, Variant{Windows: true}, false},
		{"anti-knight and anti-king", Variant{AntiKnight: true}, Variant{AntiKing: true}, false},
		{"jigsaws alike", Variant{Jigsaw: true, Regions: boxes}, Variant{Jigsaw: true, Regions: slices.Clone(boxes)}, true},
		{"jigsaws apart", Variant{Jigsaw: true, Regions: boxes}, Variant{Jigsaw: true, Regions: moved}, false},
		{"jigsaw and classic", Variant{Jigsaw: true}, Variant{}, false},
	} {
		assert.Equal(t, tc.want, tc.v.Equal(tc.w), tc.name)
		assert.Equal(t, tc.want, tc.w.Equal(tc.v), tc.name)
	}
}
