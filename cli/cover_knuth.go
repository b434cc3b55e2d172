package cli

import (
	"errors"
	"flag"
	"fmt"
)

// knuthFlags are cover's flags after the options of Knuth's DLX
// programs: -every M writes every M-th solution (his m<M>), and -shuffle
// puts the options in a random order drawn from -seed (as his s<seed>
// does), so that other solutions come first. -progress (his d<delta>)
// and -timeout (his T<mems>) count time instead of his mems.
type knuthFlags struct {
	every   int64
	shuffle bool
}

// register adds -every and -shuffle to fs.
func (k *knuthFlags) register(fs *flag.FlagSet) {
	fs.Int64Var(&k.every, "every", 1, "write only every `M`-th solution: the M-th, the 2M-th and so on (at least 1)")
	fs.BoolVar(&k.shuffle, "shuffle", false, "put the options in a random order drawn from -seed before the search, so that other solutions come first; the count is the same")
}

// check refuses an -every below 1, or given where no solutions are
// written one by one; set holds the flags given.
func (k knuthFlags) check(c *coverConfig, set map[string]bool) error {
	switch {
	case k.every < 1:
		return fmt.Errorf("-every %d: want 1 or more", k.every)
	case set["every"] && (c.count || c.estimate || c.memo.on || c.memo.best > 0):
		return errors.New("-every thins the solutions written: it does not go with -count, -estimate, -memo, -zdd, -sample or -best")
	}
	return nil
}

// thin returns write, called for every k.every-th solution only.
func (k knuthFlags) thin(write func(options []int)) func(options []int) {
	if k.every <= 1 {
		return write
	}
	var n int64
	return func(options []int) {
		if n++; n%k.every == 0 {
			write(options)
		}
	}
}
