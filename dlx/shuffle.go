package dlx

import "math/rand/v2"

// Shuffled returns a copy of p with its options in a random order drawn
// from seed, the same order for the same seed, each option with its
// items, colors, cost and name. Its solutions are p's, and the search
// meets them in another order: as Knuth's DLX programs do given a seed
// (s<seed>), which inserts each option at a random place in its items'
// lists, so that other solutions come first.
func (p *Problem) Shuffled(seed uint64) *Problem {
	rng := rand.New(rand.NewPCG(seed, seed^0x5eed5eed5eed5eed))
	return p.reordered(rng.Perm(p.Options()))
}
