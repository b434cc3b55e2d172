package dlx

import (
	"fmt"
	"math"
	"strings"
	"unicode"
	"unsafe"
)

// Colors, as in Knuth's Algorithm C (TAOCP 7.2.2.1): an option may give a
// secondary item a color. Options that give an item the same color may be
// chosen together; an option that names the item without a color may not
// be chosen with any other that names it. Choosing an option purifies each
// item it colors: the options that give the item another color (or none)
// are hidden, those that give it the same color stay but are marked, so
// that covers later skip their node, and committing them does nothing more
// for the item. Backtracking unpurifies.
//
// Each node's color is kept in Links.colors, indexed as the nodes: 0 for
// none, c > 0 for color c (named colorNames[c-1]), -c while purified by an
// option of the same color, so that the color is never lost.

// colorLink is what the hide loops read of a node beside its up and down
// links: its color, and right, the next node of its option (after the
// last, the first), so that they step over no spacer. A spacer's test
// mispredicts about once an option; without it a word search counts in a
// tenth less time, pentominoes in a sixth less. Color and link are read
// from one array: a second one is a second base the loop keeps in a
// register.
type colorLink struct{ color, right int32 }

// linkRight sets the right links of m.linked, if any. index calls it
// once the options are added.
func (m *Links) linkRight() {
	links := m.linked
	if links == nil {
		return
	}
	for k := range m.p.Options() {
		first := m.firstNode(k)
		x := first
		for ; m.tops[x+1] > 0; x++ {
			links[x].right = x + 1
		}
		links[x].right = first
	}
}

// color returns node x's color: 0 for none, -c when purified.
func (m *Links) color(x int32) int32 {
	if m.colors == nil {
		return 0
	}
	return m.colors[x].color
}

// AddColoredOption appends an option covering the given items, item j with
// color colors[j] ("" for none), and returns its index. Only secondary
// items take colors; a color's name has no white space, ':' or '|'. An
// option with no color is AddOption's.
func (p *Problem) AddColoredOption(items []int, colors []string) (int, error) {
	if len(colors) != len(items) {
		return p.Options(), fmt.Errorf("option %d: %d items but %d colors", p.Options(), len(items), len(colors))
	}
	for j, c := range colors {
		if c == "" {
			continue
		}
		if err := checkColor(c); err != nil {
			return p.Options(), fmt.Errorf("option %d: %w", p.Options(), err)
		}
		if it := items[j]; it >= 0 && it < p.primary {
			return p.Options(), fmt.Errorf("option %d gives primary item %s a color; only secondary items have colors", p.Options(), p.ItemName(it))
		}
	}
	k, err := p.AddOption(items...)
	if err != nil {
		return k, err
	}
	for j, c := range colors {
		if c == "" {
			continue
		}
		if p.colors == nil {
			p.colors = make([]int32, len(p.items))
		}
		p.colors[p.optStart[k]+int32(j)] = p.colorID(c)
	}
	return k, nil
}

// checkColor reports whether c can name a color.
func checkColor(c string) error {
	if c == "" || strings.ContainsFunc(c, func(r rune) bool { return unicode.IsSpace(r) || r == ':' || r == '|' }) {
		return fmt.Errorf("color %q: a color is a name without white space, ':' or '|'", c)
	}
	return nil
}

// colorID returns the number of the color named c, adding it if it is new.
func (p *Problem) colorID(c string) int32 {
	for k, name := range p.colorNames {
		if name == c {
			return int32(k + 1)
		}
	}
	p.colorNames = append(p.colorNames, c)
	return int32(len(p.colorNames))
}

// HasColors reports whether an option gives an item a color: the search is
// then Knuth's Algorithm C (or M, with bounds).
func (p *Problem) HasColors() bool { return p.colors != nil }

// OptionColor returns the color option k gives item i, or "" when it gives
// none or does not name i.
func (p *Problem) OptionColor(k, i int) string {
	if p.colors == nil || k < 0 || k >= p.Options() {
		return ""
	}
	first, end := p.optionEntries(k)
	for e := first; e < end; e++ {
		if int(p.items[e]) == i {
			return p.colorName(p.colors[e])
		}
	}
	return ""
}

// colorName returns the name of color c, purified (-c) or not, "" for 0.
func (p *Problem) colorName(c int32) string {
	if c < 0 {
		c = -c
	}
	if c == 0 {
		return ""
	}
	return p.colorNames[c-1]
}

// nodeOf returns option k's node in the list of item header i, or 0.
func (m *Links) nodeOf(k, i int32) int32 {
	for x := m.firstNode(int(k)); m.tops[x] > 0; x++ {
		if m.tops[x] == i {
			return x
		}
	}
	return 0
}

// hide takes the nodes of p's option other than p out of their items'
// lists, all but the purified ones, and returns how many it took: Knuth's
// hide' of Algorithms C and M (hideFrom of one option).
func (m *Links) hide(p int32) int64 {
	return m.hideFrom(p, m.nodes[p].down, noColor, 0)
}

// unhide undoes hide(p) and returns hide's count.
func (m *Links) unhide(p int32) int64 {
	return m.unhideFrom(p, m.nodes[p].up, noColor, 0)
}

// colorBase returns the base of the colors and right links the hide loops
// read, m.linked: m's colors, or, when it has none, zeros that the loops
// never change, so that they need not test for none: Algorithm M without
// colors runs hideFrom in hide and unhide, and Algorithm X's hideAll reads
// only the right links.
func (m *Links) colorBase() base[colorLink] {
	return base[colorLink]{unsafe.Pointer(unsafe.SliceData(m.linked))}
}

// coverColored is cover for a matrix with colors: the options of item x
// are hidden but for their purified nodes.
func (m *Links) coverColored(x int32) int64 {
	m.unlinkItem(x)
	return 1 + m.hideFrom(m.nodes[x].down, x, noColor, 0)
}

// uncoverColored undoes coverColored(x) and returns its count.
func (m *Links) uncoverColored(x int32) int64 {
	updates := 1 + m.unhideFrom(m.nodes[x].up, x, noColor, 0)
	m.relinkItem(x)
	return updates
}

// noColor is a color that no node has, purified or not (-noColor wraps
// to noColor): hideFrom hides every option with it.
const noColor = math.MinInt32

// purify commits node p's color to its item: every other option in the
// item's list that gives it another color, or none, is hidden, and those
// that give it the same color are marked purified. It returns the nodes
// hidden, as Knuth counts a purification's updates.
func (m *Links) purify(p int32) int64 {
	i := m.tops[p]
	return m.hideFrom(m.nodes[i].down, i, m.colors[p].color, p)
}

// unpurify undoes purify(p) and returns its count.
func (m *Links) unpurify(p int32) int64 {
	i := m.tops[p]
	return m.unhideFrom(m.nodes[i].up, i, m.colors[p].color, p)
}

// hideFrom hides the options of an item's list from node first down to
// node end (not included): all but those that give the item color c,
// which it marks purified (-c) instead, and leaves node skip, which gives
// it c too, as it is. Hiding an option,
// Knuth's hide', takes its nodes other than the one in the list out of
// their items' lists, all but the purified ones. It returns the nodes it
// took out. It is cover's loop (the whole list, c = noColor, skip = 0),
// purify's (skip is the purifying node, in the list when its item is not
// covered, as in Algorithm M) and hide's (one option). The loops are
// written out in this one function and its reverse, which are most of a
// colored search's time; the arrays are read through bases, as cover
// reads them.
func (m *Links) hideFrom(first, end, c, skip int32) int64 {
	nodes, tops, colors := m.nodeBase(), m.topBase(), m.colorBase()
	var updates int64
	for p := first; p != end; p = nodes.at(p).down {
		if cp := &colors.at(p).color; *cp == c {
			if p != skip {
				*cp = -c
			}
			continue
		}
		for q := colors.at(p).right; q != p; {
			cq := *colors.at(q)
			if cq.color >= 0 {
				top, n := *tops.at(q), *nodes.at(q)
				nodes.at(n.up).down = n.down
				nodes.at(n.down).up = n.up
				*tops.at(top)--
				updates++
			}
			q = cq.right
		}
	}
	return updates
}

// unhideFrom undoes hideFrom(first, end, c, skip): it walks up the list
// from last, the node above end, until stop, the node above first (the
// whole list: from the header's up to the header), the options bottom to
// top. Within an option it puts the nodes back left to right, as hideFrom
// took them out: each is in another item's list, so their order does not
// matter, and the right links give only that one. It returns hideFrom's
// count.
func (m *Links) unhideFrom(last, stop, c, skip int32) int64 {
	nodes, tops, colors := m.nodeBase(), m.topBase(), m.colorBase()
	var updates int64
	for p := last; p != stop; p = nodes.at(p).up {
		if cp := &colors.at(p).color; *cp == -c || p == skip {
			*cp = c
			continue
		}
		for q := colors.at(p).right; q != p; {
			cq := *colors.at(q)
			if cq.color >= 0 {
				top, n := *tops.at(q), *nodes.at(q)
				nodes.at(n.up).down = q
				nodes.at(n.down).up = q
				*tops.at(top)++
				updates++
			}
			q = cq.right
		}
	}
	return updates
}

// commit is what choosing an option does to its item at node q other
// than the one branched on, in Algorithm M with colors (Algorithm C does
// the same inline, in commitOthers): it covers an item the option gives
// no color, purifies one it gives a color, and leaves one already
// purified to that color alone.
func (m *Links) commit(q int32) int64 {
	switch c := m.colors[q].color; {
	case c == 0:
		return m.coverColored(m.tops[q])
	case c > 0:
		return m.purify(q)
	}
	return 0
}

// uncommit undoes commit(q) and returns its count.
func (m *Links) uncommit(q int32) int64 {
	switch c := m.colors[q].color; {
	case c == 0:
		return m.uncoverColored(m.tops[q])
	case c > 0:
		return m.unpurify(q)
	}
	return 0
}

// commitOthers commits the items of p's option other than p's own, in
// order: coverOthers for a matrix with colors.
func (m *Links) commitOthers(p int32) int64 {
	nodes, tops := m.nodeBase(), m.topBase()
	colors := m.colorBase()
	var updates int64
	for q := colors.at(p).right; q != p; q = colors.at(q).right {
		i := *tops.at(q)
		switch c := colors.at(q).color; {
		case c == 0:
			updates += m.coverColored(i)
		case c > 0: // purify(q), with what the loop has read
			updates += m.hideFrom(nodes.at(i).down, i, c, q)
		}
	}
	return updates
}

// uncommitOthers undoes commitOthers(p), right to left.
func (m *Links) uncommitOthers(p int32) int64 {
	nodes, tops := m.nodeBase(), m.topBase()
	colors := m.colorBase()
	var updates int64
	for q := p - 1; q != p; q-- {
		i := *tops.at(q)
		switch c := colors.at(q).color; {
		case i <= 0:
			q = nodes.at(q).down + 1
		case c == 0:
			updates += m.uncoverColored(i)
		case c > 0: // unpurify(q)
			updates += m.unhideFrom(nodes.at(i).up, i, c, q)
		}
	}
	return updates
}

// OptionText returns option k as Knuth's format writes it: its items'
// names in order, each secondary item with its color as item:color.
func (p *Problem) OptionText(k int) string {
	var b strings.Builder
	p.writeOption(&b, k, p.ItemName)
	return b.String()
}

// textWriter is where writeOption writes: a strings.Builder or a
// bufio.Writer.
type textWriter interface {
	WriteString(s string) (int, error)
	WriteByte(c byte) error
}

// writeOption writes option k as Knuth's format does, each item named by
// name.
func (p *Problem) writeOption(w textWriter, k int, name func(int) string) {
	first, end := p.optionEntries(k)
	for e := first; e < end; e++ {
		if e > first {
			w.WriteByte(' ')
		}
		w.WriteString(name(int(p.items[e])))
		if p.colors != nil && p.colors[e] != 0 {
			w.WriteByte(':')
			w.WriteString(p.colorName(p.colors[e]))
		}
	}
}
