package dlx

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Problem is an exact cover problem: its items, primary then secondary, and
// its options, each a set of items, with their names, the colors options
// give secondary items and the bounds of primary items. It holds no search
// state: an engine (Links, Cells) searches it beside it, and any number of
// engines may share one problem, on any goroutines, once it is built. Build
// it with NewProblem (or Reset) and AddOption, or read it with ParseKnuth.
//
// A solution is a set of options that covers every primary item once (or
// within its bounds, see SetBounds) and no secondary item twice (unless
// the options that share it give it one color, see AddColoredOption). As
// in Knuth's algorithms, the search branches on primary items, so an
// option of secondary items alone is never part of a solution.
type Problem struct {
	primary, secondary int
	// optStart[k] is where option k's entries start in items (and
	// colors); the last entry, optStart[Options()], is their end.
	optStart []int32
	items    []int32 // each entry's item
	// colors holds each entry's color: 0 for none, c > 0 for color c,
	// named colorNames[c-1]; nil when no option gives an item a color.
	colors     []int32
	colorNames []string
	// lower and upper hold each primary item's bounds; nil when every
	// item is 1:1.
	lower, upper []int32
	// costs holds each option's cost (see SetCost); nil when none has one.
	costs     []int64
	itemNames []string
	optNames  []string
	// seen holds, for each item, the last option that named it plus one,
	// to find an item named twice in an option (see AddOptions).
	seen    []int32
	scratch []int32 // AddOption's items
}

// NewProblem returns a problem with the given numbers of primary and
// secondary items and no options. Items are numbered from 0: primary items
// first, then secondary ones.
func NewProblem(primary, secondary int) *Problem {
	p := &Problem{}
	p.Reset(primary, secondary)
	return p
}

// Reset empties p and gives it new items, reusing its memory: a batch
// solver resets one problem per puzzle instead of allocating a new one.
// Names, colors and bounds are dropped.
func (p *Problem) Reset(primary, secondary int) {
	if primary < 0 || secondary < 0 {
		panic("dlx: negative item count")
	}
	p.primary, p.secondary = primary, secondary
	p.optStart = append(p.optStart[:0], 0)
	p.items = p.items[:0]
	p.colors, p.colorNames, p.lower, p.upper, p.costs = nil, nil, nil, nil, nil
	p.itemNames, p.optNames = p.itemNames[:0], p.optNames[:0]
	p.seen = resize(p.seen, primary+secondary)
	clear(p.seen)
}

// Items is the number of items, primary and secondary.
func (p *Problem) Items() int { return p.primary + p.secondary }

// Primary is the number of primary items; they are items 0..Primary()-1.
func (p *Problem) Primary() int { return p.primary }

// Secondary is the number of secondary items; they follow the primary ones.
func (p *Problem) Secondary() int { return p.secondary }

// Options is the number of options.
func (p *Problem) Options() int { return len(p.optStart) - 1 }

// Entries is the number of entries: the items of all the options, the 1s
// of the problem's matrix.
func (p *Problem) Entries() int { return len(p.items) }

// AddOption appends an option covering the given items and returns its
// index. The option must name at least one item, and no item twice.
func (p *Problem) AddOption(items ...int) (int, error) {
	if len(items) == 0 {
		return p.Options(), fmt.Errorf("option %d is empty", p.Options())
	}
	p.scratch = p.scratch[:0]
	for _, it := range items {
		if it < 0 || it >= p.Items() { // before it is made an int32
			return p.Options(), p.badItem(p.Options(), it)
		}
		p.scratch = append(p.scratch, int32(it))
	}
	return p.AddOptions(len(items), p.scratch)
}

// AddOptions appends options of width items each, read in turn from items,
// and returns the index of the first. It is AddOption for a builder that
// makes many options at once, such as a sudoku encoding: each option is
// checked the same way, without the cost of a call per option. When an
// option is invalid, AddOptions returns its error and the options before it
// stay added.
func (p *Problem) AddOptions(width int, items []int32) (int, error) {
	first := p.Options()
	if width < 1 || len(items)%width != 0 {
		return first, fmt.Errorf("%d items do not make options of %d items", len(items), width)
	}
	start := len(p.items)
	p.items = append(p.items, items...)
	if k := checkOptions(p.seen, items, width, int32(first)); k >= 0 {
		p.items = p.items[:start+k/width*width]
		p.addStarts(first, k/width, width)
		return first + k/width, p.badItem(first+k/width, int(items[k]))
	}
	p.addStarts(first, len(items)/width, width)
	return first, nil
}

// checkOptions checks options of width items each, read in turn from
// items, the first one numbered first: it returns the index in items of
// the first item out of range (0..len(seen)-1) or already in its option,
// else -1. An option whose items rise is good when its last is in range:
// a compare an item, where most builders, a sudoku's encoding among
// them, list items in order. Another is checked against seen, which
// holds, for each item, the number of the last option so checked that
// named it, plus one.
func checkOptions(seen []int32, items []int32, width int, first int32) int {
	n := uint32(len(seen))
	for k := 0; k+width <= len(items); k += width {
		o := items[k : k+width : k+width]
		rise := o[0] >= 0 && uint32(o[len(o)-1]) < n
		for j := 1; j < len(o) && rise; j++ {
			rise = o[j] > o[j-1]
		}
		if rise {
			continue
		}
		stamp := first + int32(k/width) + 1
		for j, it := range o {
			if uint32(it) >= n || seen[uint32(it)] == stamp {
				for _, it := range o[:j] { // the bad option's number is the next one's
					seen[it] = 0
				}
				return k + j
			}
			seen[uint32(it)] = stamp
		}
	}
	return -1
}

// addStarts records the starts of count options of width entries each,
// appended after option first-1, and gives them no colors.
func (p *Problem) addStarts(first, count, width int) {
	starts := slices.Grow(p.optStart, count)[:first+1+count]
	at := starts[first]
	for k := range starts[first+1:] {
		at += int32(width)
		starts[first+1+k] = at
	}
	p.optStart = starts
	if p.colors != nil {
		p.colors = append(p.colors, make([]int32, len(p.items)-len(p.colors))...)
	}
}

// badItem returns the error for option opt naming item it, which is out of
// range or already in the option.
func (p *Problem) badItem(opt, it int) error {
	if n := p.Items(); it < 0 || it >= n {
		return fmt.Errorf("option %d names item %d; items are 0..%d", opt, it, n-1)
	}
	return fmt.Errorf("option %d names item %s twice", opt, p.ItemName(it))
}

// OptionItems appends the items of option k to dst and returns it.
func (p *Problem) OptionItems(dst []int, k int) []int {
	for _, it := range p.items[p.optStart[k]:p.optStart[k+1]] {
		dst = append(dst, int(it))
	}
	return dst
}

// optionEntries returns the entries of option k: the first and one past
// the last.
func (p *Problem) optionEntries(k int) (first, end int32) {
	return p.optStart[k], p.optStart[k+1]
}

// Size returns how many options contain item i.
func (p *Problem) Size(i int) int {
	n := 0
	for _, it := range p.items {
		if int(it) == i {
			n++
		}
	}
	return n
}

// sizes returns how many options contain each item.
func (p *Problem) sizes() []int32 {
	sizes := make([]int32, p.Items())
	for _, it := range p.items {
		sizes[it]++
	}
	return sizes
}

// SetItemName names item i for display.
func (p *Problem) SetItemName(i int, name string) {
	p.itemNames = setName(p.itemNames, p.Items(), i, name)
}

// SetOptionName names option k for display.
func (p *Problem) SetOptionName(k int, name string) {
	p.optNames = setName(p.optNames, p.Options(), k, name)
}

// setName stores name at index i of names, growing it to n entries when needed.
func setName(names []string, n, i int, name string) []string {
	if len(names) < n {
		names = append(names, make([]string, n-len(names))...)
	}
	names[i] = name
	return names
}

// ItemName returns item i's name, or its number when it has none.
func (p *Problem) ItemName(i int) string {
	if i >= 0 && i < len(p.itemNames) && p.itemNames[i] != "" {
		return p.itemNames[i]
	}
	return strconv.Itoa(i)
}

// OptionName returns option k's name, or the names of its items joined by
// spaces when it has none.
func (p *Problem) OptionName(k int) string {
	if k < len(p.optNames) && p.optNames[k] != "" {
		return p.optNames[k]
	}
	var b strings.Builder
	for j, it := range p.items[p.optStart[k]:p.optStart[k+1]] {
		if j > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(p.ItemName(int(it)))
	}
	return b.String()
}

// ItemIndex returns the item with the given name, or -1.
func (p *Problem) ItemIndex(name string) int {
	for i := range p.Items() {
		if p.ItemName(i) == name {
			return i
		}
	}
	return -1
}

// Clone returns a copy of p that shares no memory with it.
func (p *Problem) Clone() *Problem {
	return &Problem{
		primary:    p.primary,
		secondary:  p.secondary,
		optStart:   slices.Clone(p.optStart),
		items:      slices.Clone(p.items),
		colors:     clone(p.colors),
		colorNames: clone(p.colorNames),
		lower:      clone(p.lower),
		upper:      clone(p.upper),
		costs:      clone(p.costs),
		itemNames:  slices.Clone(p.itemNames),
		optNames:   slices.Clone(p.optNames),
		seen:       slices.Clone(p.seen),
	}
}

// clone returns a copy of s that shares no memory with it; nil stays nil.
func clone[T any](s []T) []T { return copyInto(nil, s) }

// copyInto returns a copy of s in dst's array when it is big enough; nil
// for nil.
func copyInto[T any](dst, s []T) []T {
	if s == nil {
		return nil
	}
	return append(dst[:0], s...)
}

// resize returns s with length n, reusing its array when it is big enough.
func resize[T any](s []T, n int) []T {
	if cap(s) >= n {
		return s[:n]
	}
	return make([]T, n, n+n/4)
}
