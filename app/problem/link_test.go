package problem

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/puzzle"
	"xcover/dlx"
)

// TestLinkRoundTrips writes links and reads them back: the same link,
// its query and fragment as written.
func TestLinkRoundTrips(t *testing.T) {
	for _, tc := range []struct {
		name      string
		link      Link
		query     string
		textFirst string // how the fragment starts, "" for none
	}{
		{"the default", DefaultLink(), "", ""},
		{"the default at an event", Link{Preset: "seed", Event: 5, Engine: "links"}, "preset=seed&s=5", ""},
		{"queens", Link{Preset: "queens", Size: 8, Event: 123, Engine: "links"}, "preset=queens&n=8&s=123", ""},
		{"the cells, first item", Link{Preset: "langford", Size: 11, Engine: "cells", Heuristic: dlx.FirstItem}, "preset=langford&n=11&engine=cells&h=first", ""},
		{"random ties", Link{Preset: "sudoku", Engine: "links", Heuristic: dlx.MRVRandom}, "preset=sudoku&h=random", ""},
		{"a text", Link{Text: "a b | c\n|= X\na c:red\nb\n", Event: 7, Engine: "links"}, "s=7", "dlx="},
		{"a text on the cells", Link{Text: Queens(12).Text(), Event: 1, Engine: "cells"}, "s=1&engine=cells", "dlx="},
		{"an empty text", Link{Engine: "links"}, "", "dlx="},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.query, tc.link.Query())
			fragment, ok := tc.link.Fragment()
			require.True(t, ok, "short enough for a link")
			if tc.textFirst == "" {
				assert.Empty(t, fragment)
			} else {
				assert.True(t, strings.HasPrefix(fragment, tc.textFirst), fragment)
			}
			back, err := ParseLink(tc.link.Query(), fragment)
			require.NoError(t, err)
			assert.Equal(t, tc.link, back)
		})
	}
}

// TestLinkFragmentCompresses checks that a problem's text is deflated in
// the fragment, and that a problem whose text is too long for a link says
// so.
func TestLinkFragmentCompresses(t *testing.T) {
	text := Pentomino(6, 10).Text()
	fragment, ok := Link{Text: text}.Fragment()
	require.True(t, ok)
	assert.Less(t, len(fragment), len(text)/2, "56 KB of text in a link of 20 KB")

	// Text that does not compress: random names.
	var b strings.Builder
	b.WriteString("a\n")
	seed := uint32(1)
	for b.Len() < MaxLinkText*2 {
		seed = seed*1664525 + 1013904223
		b.WriteString("|= " + base64.RawURLEncoding.EncodeToString([]byte{byte(seed >> 24), byte(seed >> 16), byte(seed >> 8), byte(seed)}) + "\na\n")
	}
	fragment, ok = Link{Text: b.String()}.Fragment()
	assert.False(t, ok, "too long for a link")
	assert.Empty(t, fragment, "no fragment: the address stays bare")
}

// deflated writes text as a link's fragment holds it.
func deflated(text string) string {
	var b bytes.Buffer
	w, _ := flate.NewWriter(&b, flate.BestSpeed)
	_, _ = w.Write([]byte(text))
	_ = w.Close()
	return base64.RawURLEncoding.EncodeToString(b.Bytes())
}

// TestLinkRefusesWhatItCannotRead reads bad links: each is refused with a
// one-line message that names the part of the link at fault, and the link
// read is the default one.
func TestLinkRefusesWhatItCannotRead(t *testing.T) {
	for _, tc := range []struct {
		query, fragment, want string
	}{
		{"preset=chess", "", `The link's preset "chess" is none of seed, queens, langford, pentominoes, sudoku, wordsearch, dominoes, squares`},
		{"preset=queens&n=99", "", `The link's size n="99" is not a size of queens: 4, 5, 6, 7, 8, 9, 10, 11, 12`},
		{"preset=queens&n=eight", "", `The link's size n="eight" is not a size of queens`},
		{"preset=seed&n=3", "", `The link's preset seed has no size, and the link gives n="3"`},
		{"preset=queens&s=-4", "", `The link's event "-4" is not a count of events`},
		{"s=x", "", `The link's event "x" is not a count of events`},
		{"engine=bits", "", `The link's engine "bits" is none of links, cells`},
		{"h=best", "", `The link's heuristic "best" is none of mrv, first, random`},
		{"s=%zz", "", `The link's query: invalid URL escape "%zz"`},
		{"preset=queens", "dlx=" + deflated("a\na\n"), "The link gives both a preset and a problem"},
		{"", "dlx=!!!", "The link's problem is not base64url: illegal base64 data at input byte 0"},
		{"", "dlx=" + base64.RawURLEncoding.EncodeToString([]byte("not deflated")), "The link's problem does not unpack: flate: corrupt input"},
		{"", "dlx=" + deflated(strings.Repeat("a ", puzzle.MaxInput)), "The link's problem unpacks to more than 256 KB; this page takes at most 256 KB."},
		{"", "dlx=" + strings.Repeat("A", MaxLinkText+1), "The link's problem is 65 KB long; a link holds at most 64 KB."},
		{"p=" + strings.Repeat(".", puzzle.MaxInput), "", "The link is 257 KB; this page takes at most 256 KB."},
	} {
		l, err := ParseLink(tc.query, tc.fragment)
		require.Error(t, err, "%.60s #%.60s", tc.query, tc.fragment)
		assert.Contains(t, err.Error(), tc.want)
		assert.NotContains(t, err.Error(), "\n", "one line")
		assert.Equal(t, DefaultLink(), l, "the page falls back to its default")
	}
}

// TestLinkIgnoresWhatIsNotItsOwn reads links with parts of other pages'
// links or anchors: they are no part of the problem.
func TestLinkIgnoresWhatIsNotItsOwn(t *testing.T) {
	l, err := ParseLink("p=123&preset=queens", "top")
	require.NoError(t, err)
	assert.Equal(t, Link{Preset: "queens", Size: 8, Engine: "links"}, l, "a preset's default size")
}
