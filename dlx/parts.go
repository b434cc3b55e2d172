package dlx

import (
	"fmt"
	"slices"
)

// Subtree is a piece of a search tree that can be searched on its own:
// the options chosen on the path from the root to it, level by level, and
// the items the search branched on to choose them (SearchSubtree takes
// the same path), or, when Solution is set, a
// solution that the search found above the cut (those options cover every
// primary item), which counts once, or, when DeadEnd is set, a dead end
// above the cut, which counts its node. Shared is how many nodes of its
// path, from the root, the subtree before it in the cut has too: those
// count in that one (see SearchSubtree).
type Subtree struct {
	Path     []int
	Items    []int
	Solution bool
	DeadEnd  bool
	Shared   int
}

// PartSolution is a solution that a part of a count found: its options,
// and the index of its subtree in the cut (Split), by which the parts'
// solutions merge into the order a search of the whole finds them in.
type PartSolution struct {
	Subtree int
	Options []int
}

// MergeParts returns the first keep of the parts' solutions, in the order
// a search of the whole finds them: by subtree, and within one subtree as
// its part found them.
func MergeParts(keep int, parts ...[]PartSolution) []PartSolution {
	var all []PartSolution
	for _, p := range parts {
		all = append(all, p...)
	}
	slices.SortStableFunc(all, func(a, b PartSolution) int { return a.Subtree - b.Subtree })
	return all[:min(len(all), keep)]
}

// PartsPerWorker is how many subtrees Split aims at for each part, so
// that parts of uneven subtrees still take about as long as each other.
const PartsPerWorker = 32

// MaxSubtrees bounds how many subtrees Split makes, whatever the parts.
const MaxSubtrees = 1 << 16

// Split cuts the search tree of e under opt at its first levels into at
// least want subtrees, fewer when the tree has fewer nodes there (at most
// MaxSubtrees): it deepens the cut a level at a time, each subtree
// replaced by its children in the order the search meets them, until
// there are enough. The subtrees are in the order the search meets them,
// and the same for the same engine, problem, opt and want: the parts of a count dealt
// out by Part agree on them whichever machine makes them. Together they
// hold every node of the tree once: dead ends and solutions above the cut
// are subtrees of their own, and a node above the cut counts in the first
// subtree below it (Shared).
// opt's limits (solutions, budget, forced options) are not used.
func Split(e Engine, opt Options, want int) []Subtree {
	opt = Options{Heuristic: opt.Heuristic, Seed: opt.Seed, Context: opt.Context}
	cut := []Subtree{{}}
	for len(cut) < want {
		var next []Subtree
		grew := false
		for _, t := range cut {
			if t.Solution || t.DeadEnd || len(next) >= MaxSubtrees {
				next = append(next, t)
				continue
			}
			kids, item, solution := children(e, opt, t.Path)
			grew = grew || len(kids) > 0 || solution
			switch {
			case solution:
				next = append(next, Subtree{Path: t.Path, Items: t.Items, Solution: true})
			case len(kids) == 0:
				next = append(next, Subtree{Path: t.Path, Items: t.Items, DeadEnd: true})
			default:
				items := append(slices.Clip(t.Items), item)
				for _, k := range kids {
					next = append(next, Subtree{Path: append(slices.Clip(t.Path), k), Items: items})
				}
			}
		}
		cut = next
		if !grew {
			break
		}
	}
	for j := 1; j < len(cut); j++ { // the nodes above the cut that the subtree before has
		a, b := cut[j-1].Path, cut[j].Path
		n := 0
		for n < len(a) && n < len(b) && a[n] == b[n] {
			n++
		}
		cut[j].Shared = n + 1 // the root, and the options the two paths share
	}
	return cut
}

// children returns the options the search of e tries below path, in
// order, and the item it branches on to try them, or reports that path is
// a solution; none for a dead end.
func children(e Engine, opt Options, path []int) (options []int, item int, solution bool) {
	opt.Forced = path
	s := e.Search(opt)
	for {
		ev, ok := s.Next()
		switch {
		case !ok || ev.Kind == Done:
			return nil, 0, false
		case ev.Kind == Solution:
			return nil, 0, true
		case ev.Kind == Branch && int(ev.Level) == len(path):
			return e.branches(s, ev), int(ev.Item), false
		case ev.Kind == DeadEnd || ev.Kind == Leave:
			return nil, 0, false // a forced option the path's others removed
		}
	}
}

// Part returns the subtrees of part index of parts: the subtrees dealt
// out in turn, the first to part 0, the next to part 1, and so on round
// the parts, so that each part has some of the tree's every region. The
// parts of a count made with the same engine, problem, opt and parts are disjoint and
// together make the whole tree: their counts add up to the whole count.
func Part(subtrees []Subtree, parts, index int) []Subtree {
	var out []Subtree
	for j := index; j < len(subtrees); j += parts {
		out = append(out, subtrees[j])
	}
	return out
}

// CountPart counts the solutions of part index of parts (0 <= index <
// parts) of e's search under opt, as Split and Part cut and deal the tree;
// the counts of all the parts add up to the whole count, for any parts.
func CountPart(e Engine, opt Options, parts, index int) (Result, error) {
	if parts < 1 || index < 0 || index >= parts {
		return Result{}, fmt.Errorf("part %d of %d: want 0 <= part < parts", index, parts)
	}
	return Count(e, opt, Part(Split(e, opt, parts*PartsPerWorker), parts, index)), nil
}

// Count counts the solutions in subtrees of e's search under opt (see
// Split), stopping at opt's node budget or context. The stats are the
// subtrees' (SearchSubtree) added up: the nodes and updates of all the
// subtrees of a cut add up to the whole search's.
func Count(e Engine, opt Options, subtrees []Subtree) Result {
	var total Result
	opt.MaxSolutions = 0
	for _, t := range subtrees {
		r := SearchSubtree(e, opt, t)
		total.add(r)
		if r.Stop != Exhausted {
			total.Stop = r.Stop
			return total
		}
		if opt.NodeBudget > 0 {
			opt.NodeBudget = max(opt.NodeBudget-r.Nodes, 1)
		}
	}
	return total
}

// SearchSubtree searches subtree t of e's search under opt (see Split),
// telling opt.OnSolution its solutions, and returns what it found. Its
// nodes are those of the subtree and of its path from the root that the
// subtree before it in the cut does not have (Subtree.Shared), level by
// level, and so are its updates: the search follows the path branching
// on the items the whole search branches on (Subtree.Items), so that a
// cut's subtrees add up to the whole tree in nodes and updates too.
func SearchSubtree(e Engine, opt Options, t Subtree) Result {
	var r Result
	e.SearchSubtreeInto(&r, opt, t)
	return r
}

// SearchSubtreeInto is SearchSubtree writing into r as it goes (see
// SolveInto), without the nodes of the path that the subtree before has,
// or their updates. A solution or a dead end above the cut is searched as
// any subtree: the search forced along its path meets it at the path's
// end.
func (m *Links) SearchSubtreeInto(r *Result, opt Options, t Subtree) {
	opt.Forced, opt.items, opt.shared = t.Path, t.Items, t.Shared
	m.SolveInto(r, opt)
}

// add adds r's counts to t's.
func (t *Result) add(r Result) {
	t.Solutions += r.Solutions
	t.Nodes += r.Nodes
	t.Updates += r.Updates
	t.Elapsed += r.Elapsed
	for l, n := range r.PerLevel {
		for len(t.PerLevel) <= l {
			t.PerLevel = append(t.PerLevel, 0)
		}
		t.PerLevel[l] += n
	}
	t.MaxLevel = max(t.MaxLevel, r.MaxLevel)
}
