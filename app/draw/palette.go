package draw

import "math"

// RGB is a colour.
type RGB struct{ R, G, B uint8 }

// Palette colours the matrix in one of the page's colour schemes. Its
// colours are the page's own, so that the canvas agrees with the grid and
// the dancing links: the background and the text, and the Okabe-Ito
// accents, told apart by people with any common colour blindness. Every
// other colour is mixed from them (see newPalette).
type Palette struct {
	// web/xcover.css's --bg and --fg: the 0s and the live 1s.
	Background, Ink RGB
	// web/xcover.css's --branch, --trying and --placed: the item branched
	// on, the option tried and the options of the partial solution.
	Branch, Tried, Chosen RGB
	// inks[g][i] is the colour of ink i on ground g; inkNone's is the
	// ground's own.
	inks [groundKinds][inkKinds]RGB
}

// The palettes of the page's two colour schemes: web/xcover.css's :root
// and its prefers-color-scheme: light block.
var (
	Dark = newPalette(Palette{
		Background: RGB{0x1b, 0x1d, 0x23},
		Ink:        RGB{0xe8, 0xe8, 0xe8},
		Branch:     RGB{0xe6, 0x9f, 0x00}, // orange
		Tried:      RGB{0x56, 0xb4, 0xe9}, // sky blue
		Chosen:     RGB{0x00, 0x9e, 0x73}, // bluish green
	})
	Light = newPalette(Palette{
		Background: RGB{0xfa, 0xfa, 0xfa},
		Ink:        RGB{0x1b, 0x1d, 0x23},
		Branch:     RGB{0xe6, 0x9f, 0x00}, // orange
		Tried:      RGB{0x00, 0x72, 0xb2}, // blue
		Chosen:     RGB{0x00, 0x7a, 0x5a}, // bluish green, darkened
	})
)

// The grounds a cell of the matrix can sit on, by precedence: where a
// row's ground and a column's cross, the cell takes the higher. The item
// branched on and the option tried are lines in bands of their accents,
// so that they are found at a glance: each line keeps the plain ground, so
// that its 1s stand out in their accent, between two rails of a tint (its
// halo), which turn to a tick of the full accent beside each of its 1s
// (ticks take a halo's place, so that they are above no other ground).
// Zoomed in, where a line's cells are big enough to see, the line has no
// halo and is a stripe of the tint instead (so a line and a stripe are
// never drawn together). The pointer's row and columns are lit.
const (
	groundPlain uint8 = iota
	groundBranchHalo
	groundTriedHalo
	groundHover
	groundBranchLine
	groundTriedLine
	groundBranchStripe
	groundTriedStripe
	groundBranchTick
	groundTriedTick
	groundKinds
)

// The inks of a cell, by how notable they are: none (a 0), a 1 of a removed
// option or a covered item, a live 1, a 1 in the column branched on, of the
// partial solution, of the option tried. Where cells share a pixel (a big
// matrix drawn scaled down), the pixel shows the most notable.
const (
	inkNone uint8 = iota
	inkDim
	inkLive
	inkBranch
	inkChosen
	inkTried
	inkKinds
)

// How the derived colours mix the palette's own: the share of the accent
// in a band's halo and in a stripe, of the ink in the pointer's ground and
// in a dimmed 1.
const (
	haloShare  = 0.55
	hoverShare = 0.14
	dimShare   = 0.30
)

// minContrast is the least contrast ratio (WCAG's, as for graphics) of a
// 1 that is not dimmed against the ground it sits on.
const minContrast = 3

// newPalette derives p's grounds and inks from its own colours. A 1's ink
// is its colour, moved towards the palette's ink (or, where that cannot
// do, its background) as far as it takes to stand out minContrast from its
// ground; a dimmed 1 is the ground mixed with a little of a live 1's ink,
// fainter than any live 1 but never the ground.
func newPalette(p Palette) Palette {
	grounds := [groundKinds]RGB{
		groundPlain:        p.Background,
		groundBranchHalo:   mix(p.Background, p.Branch, haloShare),
		groundTriedHalo:    mix(p.Background, p.Tried, haloShare),
		groundHover:        mix(p.Background, p.Ink, hoverShare),
		groundBranchLine:   p.Background,
		groundTriedLine:    p.Background,
		groundBranchStripe: mix(p.Background, p.Branch, haloShare),
		groundTriedStripe:  mix(p.Background, p.Tried, haloShare),
		groundBranchTick:   p.Branch,
		groundTriedTick:    p.Tried,
	}
	for g, ground := range grounds {
		live := legible(p.Ink, ground, p.Background)
		p.inks[g] = [inkKinds]RGB{
			inkNone:   ground,
			inkDim:    mix(ground, live, dimShare),
			inkLive:   live,
			inkBranch: legible(p.Branch, ground, p.Ink, p.Background),
			inkChosen: legible(p.Chosen, ground, p.Ink, p.Background),
			inkTried:  legible(p.Tried, ground, p.Ink, p.Background),
		}
	}
	return p
}

// legible returns c, or else c mixed with the first of towards that can
// make it stand out minContrast from ground, in the least share (in
// eighths) that does; failing all, the last of towards.
func legible(c, ground RGB, towards ...RGB) RGB {
	for _, t := range towards {
		for k := range 9 {
			if m := mix(c, t, float64(k)/8); contrast(m, ground) >= minContrast {
				return m
			}
		}
	}
	return towards[len(towards)-1]
}

// mix returns a with a share t of b (0: a, 1: b).
func mix(a, b RGB, t float64) RGB {
	ch := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return RGB{ch(a.R, b.R), ch(a.G, b.G), ch(a.B, b.B)}
}

// contrast is the contrast ratio of two colours, from 1 (the same
// lightness) to 21 (black and white), as WCAG defines it.
func contrast(a, b RGB) float64 {
	la, lb := a.luminance(), b.luminance()
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// luminance is c's relative luminance, as WCAG defines it.
func (c RGB) luminance() float64 {
	lin := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}
