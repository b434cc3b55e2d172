package logic

// Step is the Rater's step, for the tests outside the package, which may
// use the generator (it imports this package).
func (r *Rater) Step() (Deduction, bool) { return r.step() }

// CheckDeductions is checkDeductions, for the tests outside the package.
var CheckDeductions = checkDeductions
