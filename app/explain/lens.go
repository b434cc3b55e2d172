package explain

import (
	"cmp"
	"slices"

	"xcover/dlx"
)

// The most and fewest items and options a lens shows (see LensSize); it
// counts the rest (see Links.MoreItems), so that its picture stays
// readable at sudoku's scale.
const (
	MinLensItems   = 3
	MaxLensItems   = 7
	MinLensOptions = 3
	MaxLensOptions = 8
)

// LensSize is how many items and options a lens shows at most: a page
// picks it for the room its picture has (a phone's is narrower), within
// MinLensItems to MaxLensItems and MinLensOptions to MaxLensOptions.
type LensSize struct{ Items, Options int }

// FullLens is the biggest lens.
var FullLens = LensSize{MaxLensItems, MaxLensOptions}

// Clamp returns s within the lens's bounds.
func (s LensSize) Clamp() LensSize {
	return LensSize{min(max(s.Items, MinLensItems), MaxLensItems), min(max(s.Options, MinLensOptions), MaxLensOptions)}
}

// NewLens returns the links of any matrix m around the search's step at f,
// laid out as NewLinks lays out a whole matrix, in the same rows and
// columns order: the column of the item branched on and the options in its
// list; for the option being tried, its other items' columns, each with
// the options in its list; and the columns where those options have their
// other nodes, the nodes the covers take out, those with most first. The options are those the
// lists held when the step began (before it covered anything), so that a
// cover's nodes stay in the lens, dimmed, as it takes them out: the lens
// keeps its nodes for the whole step, forwards and back. The tried option
// comes first, then the columns' options in turn (each column's first,
// then each one's second...); past MaxLensOptions options and MaxLensItems
// items the lens counts what it leaves out.
//
// With no item branched on, the lens shows what is at stake all the same:
// at a solution (f.Chosen holds its options; a page gives the last
// solution found at the search's end) its options (see solutionLens);
// before the first choice, the items still to cover (see previewLens).
func NewLens(m *dlx.Links, f Focus) *Links {
	var r Reader
	return r.Lens(m, f, FullLens)
}

// Lens is NewLens of at most size's items and options, read into memory
// given back (see Reader).
func (r *Reader) Lens(m *dlx.Links, f Focus, size LensSize) *Links {
	size = size.Clamp()
	l := r.read(m)
	l.Focus = f
	if f.Item < 0 || f.Item >= l.v.Items {
		if len(f.Chosen) > 0 {
			l.solutionLens(f.Chosen, size)
		} else {
			l.previewLens(size)
		}
		return l
	}
	steps := l.covers(f)
	start := l.cloneInto(r.scratch)
	r.scratch = start
	for _, i := range slices.Backward(steps) { // undo the step's covers, last first
		if h := HeaderID(i); start.v.Right[start.v.Left[h]] != h { // covered
			start.dance(dlx.Event{Kind: dlx.Uncover, Item: int32(i)}, nil)
		}
	}

	// The options: the tried one, then those of the step's columns, as the
	// step found them, a column's next in turn, so that every column shows
	// some.
	var options []int
	if f.Option >= 0 {
		options = append(options, f.Option)
	}
	lists := make([][]int, len(steps))
	for c, i := range steps {
		for x := start.v.Down[HeaderID(i)]; x != HeaderID(i); x = start.v.Down[x] {
			lists[c] = append(lists[c], l.optionOf(x))
		}
	}
	for k := 0; ; k++ {
		more := false
		for _, list := range lists {
			if k < len(list) {
				more = true
				if !slices.Contains(options, list[k]) {
					options = append(options, list[k])
				}
			}
		}
		if !more {
			break
		}
	}
	shownOptions := options[:min(len(options), size.Options)]
	l.MoreOptions = len(options) - len(shownOptions)

	// The items: the step's, then those where the options shown have most
	// nodes (the first met first among equals).
	var others []int
	count := map[int]int{}
	for _, k := range shownOptions {
		for _, x := range l.OptionNodes(k) {
			if i := int(l.v.Top[x] - 1); !slices.Contains(steps, i) {
				if count[i] == 0 {
					others = append(others, i)
				}
				count[i]++
			}
		}
	}
	slices.SortStableFunc(others, func(a, b int) int { return count[b] - count[a] })
	items := append(slices.Clone(steps), others...)
	shownItems := items[:min(len(items), size.Items)]
	l.MoreItems = len(items) - len(shownItems)

	l.layOut(shownItems, shownOptions)
	return l
}

// layOut adds the headers of items and the nodes of options in their
// columns, in the matrix's order: items left to right, options top to
// bottom. It sorts items and options.
func (l *Links) layOut(items, options []int) {
	slices.Sort(items)
	slices.Sort(options)
	for c, i := range items {
		l.add(Node{ID: HeaderID(i), Kind: Header, Col: c, Item: i, Option: -1, Name: l.itemName(i)})
	}
	for r, k := range options {
		for _, x := range l.OptionNodes(k) {
			i := int(l.v.Top[x] - 1)
			if c, ok := slices.BinarySearch(items, i); ok {
				l.add(Node{ID: x, Kind: OptionNode, Row: r + 1, Col: c, Item: i, Option: k, Name: l.optionName(k), Color: l.color(k, i)})
			}
		}
	}
}

// previewLens lays out the lens before a choice: the items still to
// cover (those in the root's list), fewest options first, as the search
// picks the item it branches on (their headers show their sizes), and the
// options of the first of them, the choice about to be made.
func (l *Links) previewLens(size LensSize) {
	var items []int
	for h := l.v.Right[0]; h != 0; h = l.v.Right[h] {
		items = append(items, int(h-1))
	}
	slices.SortStableFunc(items, func(a, b int) int { return cmp.Compare(l.v.Top[HeaderID(a)], l.v.Top[HeaderID(b)]) })
	shownItems := slices.Clone(items[:min(len(items), size.Items)])
	l.MoreItems = len(items) - len(shownItems)
	var options []int
	if len(items) > 0 {
		h := HeaderID(items[0])
		for x := l.v.Down[h]; x != h; x = l.v.Down[x] {
			options = append(options, l.optionOf(x))
		}
	}
	shownOptions := options[:min(len(options), size.Options)]
	l.MoreOptions = len(options) - len(shownOptions)
	l.layOut(shownItems, shownOptions)
}

// solutionLens lays out the lens on a solution, its options chosen: the
// first of them, in the order chosen, as many as there are columns, so
// that every row shows a node, each in a row with its items' columns
// (each option's first item, then each one's second...).
func (l *Links) solutionLens(chosen []int, size LensSize) {
	shown := chosen[:min(len(chosen), size.Options, size.Items)]
	l.MoreOptions = len(chosen) - len(shown)
	items := l.itemsInTurn(shown)
	shownItems := slices.Clone(items[:min(len(items), size.Items)])
	l.MoreItems = len(l.itemsInTurn(chosen)) - len(shownItems)
	l.layOut(shownItems, slices.Clone(shown))
}

// itemsInTurn returns the items of options, once each: each option's
// first item (its nodes' order), then each one's second, and so on.
func (l *Links) itemsInTurn(options []int) []int {
	var items []int
	for k := 0; ; k++ {
		more := false
		for _, o := range options {
			if nodes := l.OptionNodes(o); k < len(nodes) {
				more = true
				if i := int(l.v.Top[nodes[k]] - 1); !slices.Contains(items, i) {
					items = append(items, i)
				}
			}
		}
		if !more {
			return items
		}
	}
}

// covers returns the items the step at f covers, in the engine's order:
// the item branched on, then the tried option's other items, left to right
// from its node in that item's column and round.
func (l *Links) covers(f Focus) []int {
	out := []int{f.Item}
	if f.Option < 0 || f.Option >= len(l.v.OptionStart) {
		return out
	}
	nodes := l.OptionNodes(f.Option)
	at := slices.IndexFunc(nodes, func(x int32) bool { return l.v.Top[x] == HeaderID(f.Item) })
	if at < 0 { // not an option of the item: the engine would not try it
		return out
	}
	for k := 1; k < len(nodes); k++ {
		out = append(out, int(l.v.Top[nodes[(at+k)%len(nodes)]]-1))
	}
	return out
}

// optionOf returns the option of option node x.
func (l *Links) optionOf(x int32) int {
	k, _ := slices.BinarySearch(l.v.OptionStart, x+1)
	return k - 1
}
