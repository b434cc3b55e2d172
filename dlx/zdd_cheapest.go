package dlx

// Cheapest returns the k cheapest solutions of the diagram, cheapest
// first, their costs summed from cost (an option's cost). Each node keeps
// the k least costs of its solutions, made from its branches' in one pass
// in order (a node comes after its branches); the solutions are then
// read off by their ranks from the root. Among solutions of one cost, the
// one through the hi branch comes first.
func (z *ZDD) Cheapest(k int, cost func(option int) int64) []Costed {
	if k <= 0 {
		return nil
	}
	// least[n] holds node n's k least costs, ascending.
	least := make([][]int64, len(z.opt))
	least[1] = []int64{0}
	for n := 2; n < len(z.opt); n++ {
		lo, hi, c := least[z.lo[n]], least[z.hi[n]], cost(int(z.opt[n]))
		out := make([]int64, 0, min(k, len(lo)+len(hi)))
		for a, b := 0, 0; len(out) < k && (a < len(lo) || b < len(hi)); {
			if b < len(hi) && (a == len(lo) || hi[b]+c <= lo[a]) {
				out = append(out, hi[b]+c)
				b++
			} else {
				out = append(out, lo[a])
				a++
			}
		}
		least[n] = out
	}
	var sols []Costed
	for rank := range least[z.Root] {
		sols = append(sols, Costed{least[z.Root][rank], z.ranked(least, cost, rank)})
	}
	return sols
}

// ranked returns the options of the solution of the given rank by cost
// from the root, merging the branches' costs as Cheapest did.
func (z *ZDD) ranked(least [][]int64, cost func(int) int64, rank int) []int {
	var options []int
	for n := z.Root; n > 1; {
		lo, hi, c := least[z.lo[n]], least[z.hi[n]], cost(int(z.opt[n]))
		a, b := 0, 0
		for {
			if b < len(hi) && (a == len(lo) || hi[b]+c <= lo[a]) {
				if a+b == rank {
					options = append(options, int(z.opt[n]))
					n, rank = z.hi[n], b
					break
				}
				b++
			} else {
				if a+b == rank {
					n, rank = z.lo[n], a
					break
				}
				a++
			}
		}
	}
	return options
}
