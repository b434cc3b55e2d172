package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/draw"
	"xcover/app/explain"
	"xcover/app/player"
	"xcover/app/player/playertest"
	"xcover/app/problem"
	"xcover/app/puzzle"
	"xcover/dlx"
	"xcover/sudoku/format"
)

// TestLensFor picks the lens for the room its canvas has and the pitch of
// its pictures: fewer columns on a phone than on a laptop and for long
// names than for short ones, fewer rows in a short box, the biggest lens
// where there is no bound.
func TestLensFor(t *testing.T) {
	long := draw.Pitch{Column: 114, Row: 50, Items: 50}
	for _, tc := range []struct {
		name  string
		w, h  float64
		pitch draw.Pitch
		want  explain.LensSize
	}{
		{"a phone, 390x844", 366, 394, sudokuPitch, explain.LensSize{Items: 5, Options: 8}},
		{"a laptop's sudoku page, 1280x800", 440, 350, sudokuPitch, explain.LensSize{Items: 6, Options: 6}},
		{"long names on a laptop's matrix page", 592, 498, long, explain.LensSize{Items: 6, Options: 8}},
		{"long names on a phone", 368, 542, long, explain.LensSize{Items: 3, Options: 8}},
		{"no bound", 0, 0, sudokuPitch, explain.FullLens},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, LensFor(tc.w, tc.h, tc.pitch))
		})
	}
}

// TestLensFitLearnsThePitch sizes a lens by sudoku's pitch until a
// picture is drawn, then by the widest and tallest drawn, which only grows.
func TestLensFitLearnsThePitch(t *testing.T) {
	var f lensFit
	assert.Equal(t, explain.FullLens, f.size(), "the room unknown")
	f.room = [2]float64{440, 350}
	assert.Equal(t, LensFor(440, 350, sudokuPitch), f.size())
	assert.True(t, f.learn(draw.Pitch{Column: 114, Row: 50, Items: 63}), "long names: fewer columns")
	assert.Equal(t, LensFor(440, 350, draw.Pitch{Column: 114, Row: 50, Items: 63}), f.size())
	assert.False(t, f.learn(draw.Pitch{Column: 52, Row: 37, Items: 50}), "a smaller picture changes nothing")
	assert.Equal(t, draw.Pitch{Column: 114, Row: 50, Items: 63}, f.pitch)
	assert.True(t, f.learn(draw.Pitch{Column: 114, Row: 63, Items: 76}), "taller rows: fewer")
	assert.Equal(t, draw.Pitch{Column: 114, Row: 63, Items: 76}, f.pitch)
}

// TestLensReadsInItsRoom lays out lenses as a page does, sized to their
// canvas's room by what they have drawn (lensFit), at every step of a
// sudoku's first 400 events and of pentominoes' (long option names), in
// a phone's room and a laptop's: after its first picture, each is drawn
// at readableScale or more, and a lens that leaves items out shows as
// many as fit. A sudoku lens has the pitch a lens guesses before it draws.
func TestLensReadsInItsRoom(t *testing.T) {
	g, _, err := format.Parse(puzzle.Presets[0].Puzzle, format.Options{})
	require.NoError(t, err)
	b, err := player.NewBoard(g, dlx.Options{})
	require.NoError(t, err)
	m := playertest.Links(t, problem.Pentomino(6, 10))
	for _, tc := range []struct {
		name  string
		pl    *player.Player
		rooms [][2]float64
	}{
		{"sudoku", b.Player, [][2]float64{{366, 394}, {440, 350}}},
		{"pentominoes", player.NewPlayer(m, dlx.Options{}, 0), [][2]float64{{368, 542}, {592, 498}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, room := range tc.rooms {
				pl, f := tc.pl, lensFit{room: room}
				pl.Seek(0)
				var r explain.Reader
				checked, cut := 0, 0
				for k := 0; k < 400 && pl.Step(); k++ {
					var pic *draw.LinksPicture
					for redraws := 0; pic == nil || f.learn(pic.Pitch()); redraws++ {
						require.Less(t, redraws, 4, "the lens settles")
						pic = draw.NewLinksPicture(r.Lens(pl.Links(), StepFocus(pl), f.size()), nil)
					}
					s, l := pic.Scene(), pic.Links()
					if s.W == 0 {
						continue // nothing branched on
					}
					checked++
					scale := min(room[0]/float64(s.W), room[1]/float64(s.H))
					require.GreaterOrEqual(t, scale, readableScale, "event %d in %v: a %dx%d picture", k, room, s.W, s.H)
					if l.MoreItems > 0 {
						cols := 0
						for _, n := range l.Nodes {
							cols = max(cols, n.Col+1)
						}
						require.Equal(t, min(f.size().Items, explain.MaxLensItems), cols, "event %d in %v", k, room)
						cut++
					}
				}
				assert.Greater(t, checked, 100, "pictures laid out in %v", room)
				if tc.name == "sudoku" {
					assert.Equal(t, sudokuPitch, f.pitch, "a lens guesses sudoku's pitch right")
				}
				assert.Greater(t, cut, 10, "lenses that leave items out in %v", room)
			}
		})
	}
}
