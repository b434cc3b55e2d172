package dlx

import "math/rand/v2"

// Estimate returns Knuth's estimate of the number of nodes of the cells'
// search tree under opt's heuristic, as Solve counts them, from probes
// random paths down it (see Links.Estimate). seed makes it repeatable;
// opt's limits are not used. It walks from the cells as Load made them,
// as Solve searches them.
func (c *Cells) Estimate(opt Options, probes int, seed uint64) float64 {
	if probes < 1 {
		return 0
	}
	rng := rand.New(rand.NewPCG(seed, seed^0x2545f4914f6cdd1d))
	if c.p.HasBounds() {
		return estimatePaths(c, Options{Heuristic: opt.Heuristic, Seed: opt.Seed}, probes, rng)
	}
	ch := newChooser(opt.Heuristic, opt.Seed)
	c.rewind()
	c.moved = true
	c.fast = c.bases()
	var sum float64
	for range probes {
		root := c.mark()
		est, weight := 1.0, 1.0 // the path's guess so far, and the product of its degrees
		for c.active > 0 {
			h, size := ch.pickCells(c)
			if size == 0 { // a dead end
				break
			}
			weight *= float64(size)
			est += weight
			x := c.cells[h+rng.Int32N(size)]
			coverFast[byTrail, withColors](c, h)
			commitFast[byTrail, withColors](c, x)
		}
		sum += est
		c.restoreFast(root)
	}
	return sum / float64(probes)
}
