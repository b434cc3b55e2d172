package draw

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// cssVars reads the colour variables of web/xcover.css's :root (dark) and
// of its prefers-color-scheme: light block, which overrides some of them.
func cssVars(t *testing.T) (dark, light map[string]RGB) {
	b, err := os.ReadFile("../../web/xcover.css")
	require.NoError(t, err)
	css := string(b)
	lightAt := strings.Index(css, "@media (prefers-color-scheme: light)")
	require.Positive(t, lightAt, "the light scheme's block")
	decl := regexp.MustCompile(`(--[a-z-]+):\s*#([0-9a-f]{6});`)
	read := func(block string, into map[string]RGB) {
		for _, m := range decl.FindAllStringSubmatch(block, -1) {
			var c RGB
			_, err := fmt.Sscanf(m[2], "%02x%02x%02x", &c.R, &c.G, &c.B)
			require.NoError(t, err)
			into[m[1]] = c
		}
	}
	rootAt := strings.Index(css, ":root {")
	require.GreaterOrEqual(t, rootAt, 0)
	dark, light = map[string]RGB{}, map[string]RGB{}
	read(css[rootAt:rootAt+strings.Index(css[rootAt:], "}")], dark)
	for k, v := range dark {
		light[k] = v
	}
	block := css[lightAt:]
	read(block[:strings.Index(block, "}")], light)
	return dark, light
}

func TestPalettesAreThePageColours(t *testing.T) {
	dark, light := cssVars(t)
	for _, tc := range []struct {
		name string
		pal  *Palette
		css  map[string]RGB
	}{
		{"dark", &Dark, dark},
		{"light", &Light, light},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for v, c := range map[string]RGB{
				"--bg": tc.pal.Background, "--fg": tc.pal.Ink,
				"--branch": tc.pal.Branch, "--trying": tc.pal.Tried, "--placed": tc.pal.Chosen,
			} {
				require.Contains(t, tc.css, v)
				assert.Equal(t, tc.css[v], c, v)
			}
		})
	}
}

func TestContrast(t *testing.T) {
	black, white := RGB{}, RGB{0xff, 0xff, 0xff}
	for _, tc := range []struct {
		a, b RGB
		want float64
	}{
		{black, white, 21},
		{white, black, 21},
		{Dark.Branch, Dark.Branch, 1},
		{RGB{0x77, 0x77, 0x77}, white, 4.48}, // the classic grey on white
	} {
		assert.InDelta(t, tc.want, contrast(tc.a, tc.b), 0.01, "%v on %v", tc.a, tc.b)
	}
}

// TestInksStandOut holds every 1 the raster can draw, in every row and
// column state on every ground, to its contrast with that ground: a live
// 1 at least minContrast, a dimmed one visibly fainter but not gone.
func TestInksStandOut(t *testing.T) {
	groundNames := [...]string{"plain", "branch halo", "tried halo", "hover", "branch line", "tried line",
		"branch stripe", "tried stripe", "branch tick", "tried tick"}
	rows := [...]string{rowPlain: "plain", rowRemoved: "removed", rowChosen: "chosen", rowTried: "tried"}
	cols := [...]string{colPlain: "plain", colCovered: "covered", colBranch: "branch"}
	for _, pal := range []struct {
		name string
		p    *Palette
	}{{"dark", &Dark}, {"light", &Light}} {
		for g, gname := range groundNames {
			ground := pal.p.inks[g][inkNone]
			for rs, rname := range rows {
				for cs, cname := range cols {
					ink := inkOf(uint8(rs), uint8(cs))
					c := contrast(pal.p.inks[g][ink], ground)
					what := fmt.Sprintf("%s: a 1 of a %s row in a %s column on the %s ground", pal.name, rname, cname, gname)
					if ink != inkDim {
						assert.GreaterOrEqual(t, c, float64(minContrast), what)
						continue
					}
					assert.GreaterOrEqual(t, c, 1.4, what+" is visible")
					assert.Less(t, c, float64(minContrast), what+" is fainter than a live one")
				}
			}
		}
	}
}

// TestBandsStandOut holds the bands' halos to standing out from the plain
// ground, and their ticks from the halos.
func TestBandsStandOut(t *testing.T) {
	for _, pal := range []*Palette{&Dark, &Light} {
		ground := func(g uint8) RGB { return pal.inks[g][inkNone] }
		for _, tc := range []struct {
			name    string
			a, b    uint8
			atLeast float64
		}{
			{"branch halo on plain", groundBranchHalo, groundPlain, 1.5},
			{"tried halo on plain", groundTriedHalo, groundPlain, 1.5},
			{"branch tick in its halo", groundBranchTick, groundBranchHalo, 1.4},
			{"tried tick in its halo", groundTriedTick, groundTriedHalo, 1.4},
			{"branch stripe on plain", groundBranchStripe, groundPlain, 1.5},
			{"tried stripe on plain", groundTriedStripe, groundPlain, 1.5},
			{"the pointer's row on plain", groundHover, groundPlain, 1.3},
		} {
			assert.GreaterOrEqual(t, contrast(ground(tc.a), ground(tc.b)), tc.atLeast, "%v: %s", pal.Background, tc.name)
		}
		assert.Equal(t, pal.Background, ground(groundBranchLine), "a line keeps the plain ground")
		assert.Equal(t, pal.Background, ground(groundTriedLine))
	}
}
