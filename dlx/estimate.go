package dlx

import "math/rand/v2"

// Estimate returns Knuth's estimate of the number of nodes of m's search
// tree under opt's heuristic ("Estimating the efficiency of backtrack
// programs", 1975), as Solve counts them (every node entered: branches,
// dead ends, solutions). It walks probes random paths down the tree, each
// node of a path one of the options of the item the search would branch
// on, chosen at random, and averages over the paths 1 + d1 + d1*d2 + ...,
// where dk is the number of options at the path's level k: each path's
// guess at the nodes of every level. The mean of a path's guess is the
// true count, so the estimate comes closer the more probes; how fast
// depends on how even the tree is. A probe costs a path's covers, no more:
// a few hundred probes tell in a moment what a count would take hours to.
// seed makes the estimate repeatable; opt's limits are not used.
func (m *Links) Estimate(opt Options, probes int, seed uint64) float64 {
	if probes < 1 {
		return 0
	}
	rng := rand.New(rand.NewPCG(seed, seed^0x2545f4914f6cdd1d))
	if m.bound != nil {
		return estimatePaths(m, Options{Heuristic: opt.Heuristic, Seed: opt.Seed}, probes, rng)
	}
	c := NewLinks(m.p)
	c.index()
	ch := newChooser(opt.Heuristic, opt.Seed)
	var sum float64
	path := make([]int32, 0, c.primary)
	for range probes {
		est, weight := 1.0, 1.0 // the path's guess so far, and the product of its degrees
		for {
			i, size := ch.choose(c)
			if i == 0 || size == 0 { // a solution, or a dead end
				break
			}
			weight *= float64(size)
			est += weight
			x := c.nodes[i].down // the option taken: the k-th of the item's list
			for k := rng.IntN(int(size)); k > 0; k-- {
				x = c.nodes[x].down
			}
			c.cover(i)
			c.coverOthers(x)
			path = append(path, x)
		}
		sum += est
		for len(path) > 0 { // back to the root
			x := path[len(path)-1]
			path = path[:len(path)-1]
			c.uncoverOthers(x)
			c.uncover(c.tops[x])
		}
	}
	return sum / float64(probes)
}

// estimatePaths is Estimate for Algorithm M, whose branches are more than
// an item's options: each probe goes down by the paths that Split uses,
// its children found by a search of e forced along the path so far. A
// probe costs the square of its depth in levels, still a moment for
// hundreds.
func estimatePaths(e Engine, opt Options, probes int, rng *rand.Rand) float64 {
	var sum float64
	for range probes {
		est, weight := 1.0, 1.0
		var path []int
		for {
			kids, _, solution := children(e, opt, path)
			if solution || len(kids) == 0 {
				break
			}
			weight *= float64(len(kids))
			est += weight
			path = append(path, kids[rng.IntN(len(kids))])
		}
		sum += est
	}
	return sum / float64(probes)
}
