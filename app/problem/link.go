package problem

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"errors"
	"io"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"xcover/app/puzzle"
	"xcover/app/words"
	"xcover/dlx"
)

// MaxLinkText is the longest problem's text a link holds, as its fragment
// writes it (compressed, in base64): a few thousand options of most
// problems. A problem whose text takes more is not kept in the address.
const MaxLinkText = 64 << 10

// textKey starts the fragment of a link that holds its problem's text:
// "#dlx=" then the text, deflated and in base64url.
const textKey = "dlx="

// Link is what the exact cover page keeps in its address, so that a reload
// or a shared link comes back to it: the problem, a preset at a size or a
// text, the player's event, the engine and the heuristic.
//
// A preset and the rest go in the query ("preset=queens&n=8&s=123");
// a problem's text goes in the fragment, which the browser never sends to
// the server ("#dlx=..."), compressed (see Fragment).
type Link struct {
	Preset string // a preset's Key; "" when Text holds the problem
	Size   int    // the preset's size, one of its Sizes; 0 when it has none
	Text   string // the problem in Knuth's format, when not a preset
	Event  int    // the player's position, in events
	Engine string // the engine the player searches with (dlx.Engines)
	// Heuristic is how the player's search branches.
	Heuristic dlx.Heuristic
}

// DefaultLink is the page as it opens without a link: the first preset,
// at the start, on the dancing links, branching on the fewest options.
func DefaultLink() Link {
	return Link{Preset: MatrixPresets[0].Key, Engine: dlx.Engines[0]}
}

// Query writes the link's query: preset and n (the preset and its size),
// s (the event, when not 0), engine (when not the links) and h (the
// heuristic, when not the fewest options); "" for the default link.
func (l Link) Query() string {
	if l == DefaultLink() {
		return ""
	}
	var parts []string
	add := func(key, value string) { parts = append(parts, key+"="+url.QueryEscape(value)) }
	if l.Preset != "" {
		add("preset", l.Preset)
		if l.Size != 0 {
			add("n", strconv.Itoa(l.Size))
		}
	}
	if l.Event > 0 {
		add("s", strconv.Itoa(l.Event))
	}
	if l.Engine != dlx.Engines[0] {
		add("engine", l.Engine)
	}
	if l.Heuristic != dlx.MRV {
		add("h", l.Heuristic.String())
	}
	return strings.Join(parts, "&")
}

// Fragment writes the link's fragment: its text deflated and in base64url
// after "dlx=", "" for a preset. ok is false, and the fragment "", when it
// is longer than MaxLinkText: too long for a link.
func (l Link) Fragment() (fragment string, ok bool) {
	if l.Preset != "" {
		return "", true
	}
	w := newLinkWriter()
	w.WriteString(l.Text)
	return w.Fragment()
}

// linkWriter writes a link's fragment (see Link.Fragment) from its text,
// written in pieces: a page writes a big problem's over several frames.
// It stops compressing once the fragment is too long for a link.
type linkWriter struct {
	packed bytes.Buffer
	w      *flate.Writer
	long   bool // too long for a link
}

// newLinkWriter starts a link's fragment.
func newLinkWriter() *linkWriter {
	lw := &linkWriter{}
	// The fastest level: the best packs a third better but takes 15 times
	// as long, tens of milliseconds in the page for a big problem.
	lw.w, _ = flate.NewWriter(&lw.packed, flate.BestSpeed) // the level is valid
	return lw
}

// WriteString adds the next piece of the text.
func (lw *linkWriter) WriteString(s string) {
	if lw.long {
		return
	}
	_, _ = lw.w.Write([]byte(s)) // a bytes.Buffer does not fail
	lw.long = base64.RawURLEncoding.EncodedLen(lw.packed.Len()) > MaxLinkText
}

// Fragment ends the text and returns the fragment, as Link.Fragment.
func (lw *linkWriter) Fragment() (fragment string, ok bool) {
	if !lw.long {
		_ = lw.w.Close()
		lw.long = base64.RawURLEncoding.EncodedLen(lw.packed.Len()) > MaxLinkText
	}
	if lw.long {
		return "", false
	}
	return textKey + base64.RawURLEncoding.EncodeToString(lw.packed.Bytes()), true
}

// ParseLink reads a link from its query and fragment (unescaped, as
// url.URL holds it). A link with neither a preset nor a text is the first
// preset; a fragment other than a text's is no part of it. err says what is
// wrong with the link, in a sentence that names the part at fault; l is
// then the default link.
func ParseLink(query, fragment string) (l Link, err error) {
	l, err = parseLink(query, fragment)
	if err != nil {
		return DefaultLink(), err
	}
	return l, nil
}

// parseLink reads a link as ParseLink does, but on error returns what it
// read so far.
func parseLink(query, fragment string) (l Link, err error) {
	if err := puzzle.InputTooLong("The link", query); err != nil {
		return l, err
	}
	v, err := url.ParseQuery(query)
	if err != nil {
		return l, errors.New("The link's query: " + err.Error())
	}
	hasText := strings.HasPrefix(fragment, textKey)
	switch preset := v.Get("preset"); {
	case hasText && preset != "":
		return l, errors.New("The link gives both a preset and a problem: it may give one")
	case hasText:
		if l.Text, err = readText(fragment[len(textKey):]); err != nil {
			return l, err
		}
	case preset == "":
		l.Preset = MatrixPresets[0].Key
	default:
		if l.Preset, l.Size, err = readPreset(preset, v.Get("n")); err != nil {
			return l, err
		}
	}
	if l.Event, err = puzzle.ParseLinkStep("event", v.Get("s")); err != nil {
		return l, err
	}
	if l.Engine = v.Get("engine"); l.Engine == "" {
		l.Engine = dlx.Engines[0]
	} else if !slices.Contains(dlx.Engines, l.Engine) {
		return l, errors.New("The link's engine " + strconv.Quote(l.Engine) + " is none of " + strings.Join(dlx.Engines, ", "))
	}
	if h := v.Get("h"); h != "" {
		if l.Heuristic, err = dlx.ParseHeuristic(h); err != nil {
			return l, errors.New("The link's heuristic " + strconv.Quote(h) + " is none of mrv, first, random")
		}
	}
	return l, nil
}

// readPreset reads a link's preset, by its key, and its size (text, ""
// for the preset's default).
func readPreset(key, text string) (preset string, size int, err error) {
	i := slices.IndexFunc(MatrixPresets, func(pr MatrixPreset) bool { return pr.Key == key })
	if i < 0 {
		keys := make([]string, len(MatrixPresets))
		for k, pr := range MatrixPresets {
			keys[k] = pr.Key
		}
		return "", 0, errors.New("The link's preset " + strconv.Quote(key) + " is none of " + strings.Join(keys, ", "))
	}
	pr := MatrixPresets[i]
	switch n, err := strconv.Atoi(text); {
	case text == "":
		return key, pr.Default, nil
	case len(pr.Sizes) == 0:
		return "", 0, errors.New("The link's preset " + key + " has no size, and the link gives n=" + strconv.Quote(text))
	case err != nil || !slices.Contains(pr.Sizes, n):
		sizes := make([]string, len(pr.Sizes))
		for k, n := range pr.Sizes {
			sizes[k] = strconv.Itoa(n)
		}
		return "", 0, errors.New("The link's size n=" + strconv.Quote(text) + " is not a size of " + key + ": " + strings.Join(sizes, ", "))
	default:
		return key, n, nil
	}
}

// readText reads the text a link's fragment holds after textKey: base64url
// of the deflated text, at most MaxLinkText long, unpacking to at most
// puzzle.MaxInput bytes.
func readText(encoded string) (string, error) {
	if len(encoded) > MaxLinkText {
		return "", errors.New("The link's problem is " + words.Bytes(int64(len(encoded))) + " long; a link holds at most " + words.Bytes(MaxLinkText) + ".")
	}
	packed, err := base64.RawURLEncoding.DecodeString(encoded)
	if err != nil {
		return "", errors.New("The link's problem is not base64url: " + err.Error())
	}
	text, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(packed)), puzzle.MaxInput+1))
	switch {
	case err != nil:
		return "", errors.New("The link's problem does not unpack: " + err.Error())
	case len(text) > puzzle.MaxInput:
		return "", errors.New("The link's problem unpacks to more than " + words.Bytes(puzzle.MaxInput) + "; this page takes at most " + words.Bytes(puzzle.MaxInput) + ".")
	}
	return string(text), nil
}
