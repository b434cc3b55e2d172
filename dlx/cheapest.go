package dlx

import (
	"container/heap"
	"errors"
	"slices"
	"time"
)

// Costed is a solution with its cost: the sum of its options' costs.
type Costed struct {
	Cost    int64
	Options []int
}

// ErrCheapestBounds is what Cheapest returns for a problem with bounds.
var ErrCheapestBounds = errors.New("the cheapest solutions take no bounds (Algorithm M)")

// Cheapest returns the k cheapest solutions of p, cheapest first (ties in
// the order the search finds them), by Knuth's branch and bound of DLX5:
// each primary item levies a tax, the least that every option holding it
// still costs once the items before have levied theirs, so that every
// solution costs the taxes' sum plus its options' costs after tax; each
// item's options are tried cheapest first after tax, and a branch is cut
// off as soon as the cost so far, with what its option costs after tax,
// reaches the k-th cheapest found. opt's Heuristic, Seed, Context and
// Tick apply; the Result tells the search's stats and why it stopped.
func Cheapest(p *Problem, k int, opt Options) ([]Costed, Result, error) {
	if p.HasBounds() {
		return nil, Result{}, ErrCheapestBounds
	}
	start := time.Now()
	b := newBrancher(p, k, opt)
	b.m.index()
	b.search(0, 0)
	b.r.Elapsed = time.Since(start)
	return b.best(), b.r, nil
}

// brancher is Cheapest's search: a Links engine of p's options sorted by
// their cost after tax, and the k cheapest solutions so far.
type brancher struct {
	m     *Links
	order []int   // the sorted problem's options, as p's
	net   []int64 // each sorted option's cost after tax
	taxes int64   // the taxes' sum
	k     int
	found costedHeap // the k cheapest so far, the dearest on top
	seq   int        // solutions found, to keep ties in order
	opt   Options
	ch    chooser
	path  []int // the sorted options chosen
	r     Result
	check int64
}

// newBrancher levies the taxes and sorts p's options by cost after tax.
func newBrancher(p *Problem, k int, opt Options) *brancher {
	net := make([]int64, p.Options())
	for o := range net {
		net[o] = p.Cost(o)
	}
	var taxes int64
	holders := make([][]int, p.primary)
	for o := range net {
		first, end := p.optionEntries(o)
		for _, it := range p.items[first:end] {
			if int(it) < p.primary {
				holders[it] = append(holders[it], o)
			}
		}
	}
	for _, opts := range holders {
		if len(opts) == 0 {
			continue
		}
		tax := net[opts[0]]
		for _, o := range opts[1:] {
			tax = min(tax, net[o])
		}
		for _, o := range opts {
			net[o] -= tax
		}
		taxes += tax
	}
	order := make([]int, p.Options())
	for o := range order {
		order[o] = o
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmpInt64(net[a], net[b]) })
	sorted := p.reordered(order)
	b := &brancher{m: NewLinks(sorted), order: order, taxes: taxes, k: k, opt: opt,
		ch: newChooser(opt.Heuristic, opt.Seed), check: 1024}
	b.net = make([]int64, len(order))
	for s, o := range order {
		b.net[s] = net[o]
	}
	return b
}

// cmpInt64 compares two costs.
func cmpInt64(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// search searches below a node at level whose chosen options cost spent
// after tax, and reports whether the search stops.
func (b *brancher) search(level int, spent int64) bool {
	m := b.m
	b.r.countNode(level)
	if b.r.Nodes >= b.check {
		b.check += 1024
		if b.opt.Tick != nil {
			b.opt.Tick()
		}
		if b.opt.Context != nil && b.opt.Context.Err() != nil {
			b.r.Stop = Canceled
			return true
		}
	}
	first := m.items[0].next
	if first == 0 {
		b.r.Solutions++
		b.keep(b.taxes + spent)
		return false
	}
	i, size := b.ch.pick(m, first)
	if size == 0 {
		b.r.Updates++
		return false
	}
	b.r.Updates += m.cover(i)
	stop := false
	for x := m.nodes[i].down; x != i && !stop; x = m.nodes[x].down {
		o := m.optionOf(x)
		cost := spent + b.net[o]
		if len(b.found) == b.k && b.taxes+cost >= b.found[0].Cost {
			break // the options after cost as much or more
		}
		b.r.Updates += m.coverOthers(x)
		b.path = append(b.path, int(o))
		stop = b.search(level+1, cost)
		b.path = b.path[:len(b.path)-1]
		m.uncoverOthers(x)
	}
	m.uncover(i)
	return stop
}

// keep records the solution on the path, which costs cost, among the k
// cheapest when it is one of them.
func (b *brancher) keep(cost int64) {
	b.seq++
	if len(b.found) == b.k {
		if cost >= b.found[0].Cost {
			return
		}
		heap.Pop(&b.found)
	}
	sol := make([]int, len(b.path))
	for j, s := range b.path {
		sol[j] = b.order[s]
	}
	heap.Push(&b.found, seqCosted{Costed{cost, sol}, b.seq})
}

// best returns the k cheapest found, cheapest first.
func (b *brancher) best() []Costed {
	all := slices.Clone(b.found)
	slices.SortFunc(all, func(x, y seqCosted) int {
		if c := cmpInt64(x.Cost, y.Cost); c != 0 {
			return c
		}
		return x.seq - y.seq
	})
	out := make([]Costed, len(all))
	for j, c := range all {
		out[j] = c.Costed
	}
	return out
}

// seqCosted is a solution found, with its rank in the search's order.
type seqCosted struct {
	Costed
	seq int
}

// costedHeap is a max-heap of solutions by cost, the latest found on top
// among equals, so that the dearest is dropped first.
type costedHeap []seqCosted

func (h costedHeap) Len() int { return len(h) }
func (h costedHeap) Less(i, j int) bool {
	return h[i].Cost > h[j].Cost || h[i].Cost == h[j].Cost && h[i].seq > h[j].seq
}
func (h costedHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *costedHeap) Push(x any)   { *h = append(*h, x.(seqCosted)) }
func (h *costedHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// reordered returns a copy of p whose option s is p's option order[s],
// with its colors and costs; names stay with their options.
func (p *Problem) reordered(order []int) *Problem {
	q := NewProblem(p.primary, p.secondary)
	q.itemNames = slices.Clone(p.itemNames)
	q.colorNames = slices.Clone(p.colorNames)
	q.lower, q.upper = clone(p.lower), clone(p.upper)
	if p.colors != nil {
		q.colors = []int32{}
	}
	for s, o := range order {
		first, end := p.optionEntries(o)
		q.items = append(q.items, p.items[first:end]...)
		if p.colors != nil {
			q.colors = append(q.colors, p.colors[first:end]...)
		}
		q.optStart = append(q.optStart, int32(len(q.items)))
		if o < len(p.optNames) && p.optNames[o] != "" {
			q.SetOptionName(s, p.optNames[o])
		}
		if c := p.Cost(o); c > 0 {
			q.SetCost(s, c)
		}
	}
	return q
}
