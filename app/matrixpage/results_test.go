package matrixpage

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"xcover/app/draw"
)

// TestBoardHTML writes solutions' pictures as the list shows them: toned
// cells in the board's columns, a box's thick lines, and option names
// escaped.
func TestBoardHTML(t *testing.T) {
	for _, tc := range []struct {
		name string
		pic  draw.Picture
		want string
	}{
		{"board", draw.Picture{Rows: 2, Cols: 2, Cells: []string{"F", "F", "<", "&"}, Tones: []int{1, 1, 0, 14}},
			`<div class="solution"><div class="solution-title">#3</div><div class="board" style="grid-template-columns: repeat(2, 1.5em)">` +
				`<span class="pc tone-1">F</span><span class="pc tone-1">F</span><span class="pc">&lt;</span><span class="pc tone-2">&amp;</span></div></div>`},
		{"boxes", draw.Picture{Rows: 2, Cols: 2, Cells: []string{"1", "2", "2", "1"}, Tones: make([]int, 4), Box: [2]int{1, 1}},
			`<div class="solution"><div class="solution-title">#3</div><div class="board" style="grid-template-columns: repeat(2, 1.5em)">` +
				`<span class="pc">1</span><span class="pc box-left">2</span><span class="pc box-top">2</span><span class="pc box-top box-left">1</span></div></div>`},
		{"options", draw.Picture{Lines: []string{"a b", `"x"<y>`}},
			`<div class="solution"><div class="solution-title">#3</div><ul class="solution-options"><li>a b</li><li>&#34;x&#34;&lt;y&gt;</li></ul></div>`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, boardHTML(3, tc.pic))
		})
	}
}
