package cli

import (
	"fmt"
	"strings"
	"time"
)

// benchTable writes the side-by-side table in fixed-width columns, so that
// the rows of every set line up although each set is printed as soon as it
// is timed.
type benchTable struct {
	cols    benchColumns
	solvers []peer // xcover's runs, then the peers
	peers   []peer
	setW    int // the widths of the set, count and solver columns
	unitW   int
	solverW int
}

// ratioWidth fits "12.34x (12.34-12.34)".
const ratioWidth = 20

// benchColumns names the first two columns of a table: what is timed and
// what it counts.
type benchColumns struct{ set, count string }

// The tables of puzzle sets and of exact cover problems.
var (
	setColumns     = benchColumns{"set", "puzzles"}
	problemColumns = benchColumns{"problem", "solutions"}
)

// newBenchTable returns the table of sets timed with solvers, xcover's runs
// then peers, its first columns named by cols, with columns wide enough
// for every set and solver.
func newBenchTable(cols benchColumns, sets []string, solvers, peers []peer) benchTable {
	t := benchTable{cols: cols, solvers: solvers, peers: peers, setW: len(cols.set), unitW: max(7, len(cols.count)), solverW: len("solver")}
	for _, s := range sets {
		t.setW = max(t.setW, len(strings.TrimSpace(s)))
	}
	for _, s := range solvers {
		t.solverW = max(t.solverW, len(s.name))
	}
	return t
}

// header is the table's first line.
func (t benchTable) header() string {
	line := fmt.Sprintf("%-*s  %*s  %-*s  %7s  %7s", t.setW, t.cols.set, t.unitW, t.cols.count, t.solverW, "solver", "wall s", "CPU s")
	for _, p := range t.peers {
		line += fmt.Sprintf("  %-*s  %-*s", ratioWidth, "vs "+p.name+", wall", ratioWidth, "CPU")
	}
	return strings.TrimRight(line, " ")
}

// row is solver s's line for a set of n puzzles (or a problem of n
// solutions): its median times and, when peers holds the peers' timings,
// its ratios to each.
func (t benchTable) row(set string, n, s int, times []timing, peers [][]timing) string {
	return t.rowOf(set, n, t.solvers[s].name, times, peers)
}

// rowOf is row for the solver named solver; a nil timing of peers leaves
// its columns blank.
func (t benchTable) rowOf(set string, n int, solver string, times []timing, peers [][]timing) string {
	line := fmt.Sprintf("%-*s  %*d  %-*s  %7.3f  %7.3f", t.setW, set, t.unitW, n, t.solverW, solver,
		median(seconds(walls(times))), median(seconds(cpus(times))))
	for _, p := range peers {
		if p == nil {
			line += fmt.Sprintf("  %-*s  %-*s", ratioWidth, "", ratioWidth, "")
			continue
		}
		line += fmt.Sprintf("  %-*s  %-*s", ratioWidth, ratioText(walls(times), walls(p)), ratioWidth, ratioText(cpus(times), cpus(p)))
	}
	return strings.TrimRight(line, " ")
}

// speedUp is the line of the parallel run's speed-up over one core.
func (t benchTable) speedUp(set string, n, jobs int, one, many []timing) string {
	return fmt.Sprintf("%-*s  %*d  %-*s  %s", t.setW, set, t.unitW, n, t.solverW, fmt.Sprintf("speed-up on %d cores", jobs),
		ratioText(walls(one), walls(many)))
}

// ratioText writes a/b round by round as "0.85x (0.80-0.91)".
func ratioText(a, b []time.Duration) string {
	r := ratios(a, b)
	return fmt.Sprintf("%.2fx (%.2f-%.2f)", r.median, r.min, r.max)
}
