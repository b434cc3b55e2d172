package player

import (
	"xcover/sudoku/solve"
)

// StepUntil steps forward until stop reports true for the step just
// applied, or the end; it reports whether stop matched. At most limit steps
// are applied (no limit when limit <= 0). The pages play to a step with a
// Transport, in frames; the tests step at once.
func (p *MethodPlayer) StepUntil(stop func(solve.Step) bool, limit int) bool {
	for n := 0; limit <= 0 || n < limit; n++ {
		if !p.Step() {
			return false
		}
		if s, _ := p.Last(); stop(s) {
			return true
		}
	}
	return false
}
