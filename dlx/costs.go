package dlx

import (
	"fmt"
	"math"
)

// MaxCost is the largest cost an option may have, and the largest sum of
// costs a solution may have: sums of any solution's costs stay below the
// overflow of an int64.
const MaxCost = math.MaxInt64 / (1 << 20)

// SetCost gives option k a cost, a nonnegative integer: the cheapest
// solutions (Cheapest, ZDD.Cheapest) are those whose options' costs sum
// least, as in Knuth's DLX5. Options have no cost (0) until given one.
func (p *Problem) SetCost(k int, cost int64) error {
	if k < 0 || k >= p.Options() {
		return fmt.Errorf("no option %d: options are 0..%d", k, p.Options()-1)
	}
	if cost < 0 || cost > MaxCost {
		return fmt.Errorf("cost %d: want 0 to %d", cost, int64(MaxCost))
	}
	if p.costs == nil {
		if cost == 0 {
			return nil
		}
		p.costs = make([]int64, p.Options())
	}
	p.costs = append(p.costs, make([]int64, p.Options()-len(p.costs))...)
	p.costs[k] = cost
	return nil
}

// Cost returns option k's cost.
func (p *Problem) Cost(k int) int64 {
	if k < len(p.costs) {
		return p.costs[k]
	}
	return 0
}

// HasCosts reports whether some option has a cost.
func (p *Problem) HasCosts() bool { return p.costs != nil }

// CostOf returns the sum of the costs of the given options.
func (p *Problem) CostOf(options []int) int64 {
	var sum int64
	for _, k := range options {
		sum += p.Cost(k)
	}
	return sum
}
