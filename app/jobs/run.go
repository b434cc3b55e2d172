package jobs

import (
	"cmp"
	"fmt"
	"slices"
	"time"

	"xcover/app/problem"
	"xcover/app/puzzle"
	"xcover/dlx"
	"xcover/sudoku"
	"xcover/sudoku/exact"
	"xcover/sudoku/generate"
	"xcover/sudoku/logic"
)

// Handle does job (a query Encode wrote) and tells post its answers (the
// same): a count's progress as it goes, then its end; one answer to any
// other job.
func Handle(job string, post func(answer string)) {
	j, err := ParseJob(job)
	if err != nil {
		post(Answer{Error: "a job that does not read: " + err.Error()}.Encode())
		return
	}
	Run(j, func(a Answer) { post(a.Encode()) })
}

// Run does job j and tells post its answers.
func Run(j Job, post func(Answer)) {
	switch j.Kind {
	case Generate:
		post(newPuzzle(j))
	case Count:
		count(j, post, time.Now)
	case Cheapest:
		post(cheapest(j))
	case Shares:
		shares(j, post, time.Now)
	default:
		post(Answer{ID: j.ID, Error: fmt.Sprintf("no job %q", j.Kind)})
	}
}

// newPuzzle makes the puzzle job j asks for.
func newPuzzle(j Job) Answer {
	a := Answer{ID: j.ID}
	rules, ok, err := puzzle.ParseState(j.Rules)
	if err != nil || !ok {
		a.Error = fmt.Sprintf("the rules do not read: %q", j.Rules)
		return a
	}
	d, err := logic.ParseDifficulty(j.Difficulty)
	if err != nil {
		a.Error = err.Error()
		return a
	}
	g, err := generate.NewGenerator(generate.GenerateOptions{Shape: rules.Puzzle.Shape, Variant: rules.Variant, Difficulty: d, Seed: j.Seed})
	if err == nil {
		var p sudoku.Grid
		var r logic.Rating
		if p, r, err = g.Next(); err == nil {
			a.Puzzle, a.Rating = puzzle.State{Puzzle: p, Variant: rules.Variant}.Query(), r.String()
			return a
		}
	}
	a.Error = err.Error()
	return a
}

// Probes is how many random paths the estimate of a count's work walks,
// all its parts together.
const Probes = 1000

// Estimates averages the estimates that a count's parts tell, each
// weighted by its probes: the mean of all their paths, as one estimate
// of that many probes would be. The zero value has none.
type Estimates struct {
	sum    float64 // the estimates times their probes
	probes int
}

// Add takes in the estimate an answer tells, if any.
func (e *Estimates) Add(a Answer) {
	if a.Probes > 0 {
		e.sum += a.Estimate * float64(a.Probes)
		e.probes += a.Probes
	}
}

// Mean is the estimate of the whole search's nodes so far, 0 before any.
func (e Estimates) Mean() float64 {
	if e.probes == 0 {
		return 0
	}
	return e.sum / float64(e.probes)
}

// progressEvery is how often the parts of a count, all together, tell
// their progress (their counts so far and the solutions listed since):
// each part every progressEvery times the parts, so that the page renders
// its progress four times a second however many workers count.
const progressEvery = 250 * time.Millisecond

// listChunk is how many listed solutions make a count tell its progress
// at once, even in the middle of a subtree: the page reads each answer in
// one go, which must stay short.
const listChunk = 100

// add adds a search's counts to the answer's.
func (a *Answer) add(s dlx.Stats) {
	a.Solutions, a.Nodes, a.Updates = a.Solutions+s.Solutions, a.Nodes+s.Nodes, a.Updates+s.Updates
}

// count counts part j.Part of j.Parts of the problem's search, listing
// up to j.Keep solutions, telling post its progress (and the next subtree
// it searches) as it goes, at most every progressEvery times the parts
// (clock tells the time, asked between subtrees and every 1,024 nodes
// within one), and whenever it has listed listChunk solutions, then its
// end.
func count(j Job, post func(Answer), clock func() time.Time) {
	a := Answer{ID: j.ID}
	p, err := problemOf(j.Format, j.Problem)
	if err == nil && (j.Parts < 1 || j.Part < 0 || j.Part >= j.Parts) {
		err = fmt.Errorf("part %d of %d", j.Part, j.Parts)
	}
	var h dlx.Heuristic
	if err == nil && j.Heuristic != "" {
		h, err = dlx.ParseHeuristic(j.Heuristic)
	}
	var m dlx.Engine
	switch engine := cmp.Or(j.Engine, "links"); {
	case err != nil:
	case j.Memo && engine != "links":
		err = fmt.Errorf("a memoized count follows the dancing links' parts: engine %q", engine)
	default:
		m, err = dlx.NewEngine(engine, p)
	}
	if err != nil {
		a.Error = err.Error()
		post(a)
		return
	}
	if j.Memo {
		countMemo(j, m, h, post, clock)
		return
	}
	start := clock()
	opt := dlx.Options{Heuristic: h, Seed: j.Seed}
	// Each part walks its share of the estimate's probes first, from a
	// seed of its own: the page averages them (Estimates), and no part
	// waits on the whole estimate before it counts.
	a.Probes = (Probes + j.Parts - 1) / j.Parts
	a.Estimate = m.Estimate(opt, a.Probes, uint64(j.Part)+1)
	cut := dlx.Split(m, opt, j.Parts*dlx.PartsPerWorker)
	told, listed, every := start, 0, progressEvery*time.Duration(j.Parts)
	var live dlx.Result // the subtree being searched, as it goes
	tell := func(now time.Time) {
		told = now
		p := a
		p.add(live.Stats)
		p.Progress, p.Elapsed = true, now.Sub(start)
		post(p)
		a.Estimate, a.Probes, a.Listed = 0, 0, a.Listed[:0:0] // each told once
	}
	due := func() {
		if now := clock(); now.Sub(told) >= every {
			tell(now)
		}
	}
	list := func(s int, options []int) {
		if listed < j.Keep {
			a.Listed, listed = append(a.Listed, dlx.PartSolution{Subtree: s, Options: slices.Clone(options)}), listed+1
		}
		if len(a.Listed) >= listChunk { // mid-subtree too: one subtree may hold thousands
			tell(clock())
		}
	}
	a.Next = j.Part
	for s := j.Part; s < len(cut); s += j.Parts {
		o := opt
		o.OnSolution = func(options []int) { list(s, options) }
		o.Tick = due // mid-subtree too: one subtree may take hours
		m.SearchSubtreeInto(&live, o, cut[s])
		a.add(live.Stats)
		live.Stats = dlx.Stats{PerLevel: live.PerLevel[:0]}
		a.Next = s + j.Parts
		due()
	}
	a.Stop, a.Elapsed = dlx.Exhausted.String(), clock().Sub(start)
	post(a)
}

// cheapest finds the cheapest solutions job j asks for.
func cheapest(j Job) Answer {
	a := Answer{ID: j.ID}
	p, err := problemOf(j.Format, j.Problem)
	var h dlx.Heuristic
	if err == nil && j.Heuristic != "" {
		h, err = dlx.ParseHeuristic(j.Heuristic)
	}
	var sols []dlx.Costed
	var r dlx.Result
	if err == nil {
		sols, r, err = dlx.Cheapest(p, max(j.Keep, 1), dlx.Options{Heuristic: h})
	}
	if err != nil {
		a.Error = err.Error()
		return a
	}
	a.Solutions, a.Nodes, a.Updates, a.Elapsed, a.Stop = r.Solutions, r.Nodes, r.Updates, r.Elapsed, r.Stop.String()
	for _, s := range sols {
		a.Listed = append(a.Listed, dlx.PartSolution{Options: s.Options})
		a.Costs = append(a.Costs, s.Cost)
	}
	return a
}

// problemOf reads a count's problem.
func problemOf(format, text string) (*dlx.Problem, error) {
	switch format {
	case Knuth:
		s, err := problem.ParseSheet(text)
		if err != nil {
			return nil, err
		}
		return s.Problem()
	case Sudoku:
		e, err := sudokuOf(text)
		if err != nil {
			return nil, err
		}
		return e.Problem, nil
	}
	return nil, fmt.Errorf("no problem format %q", format)
}

// sudokuOf encodes the puzzle with its rules that text holds as a link's
// query (puzzle.State): its reduced encoding, whose options are the
// candidates of the cells left empty.
func sudokuOf(text string) (*exact.VariantEncoding, error) {
	st, ok, err := puzzle.ParseState(text)
	if err != nil || !ok {
		return nil, fmt.Errorf("the puzzle does not read: %q", text)
	}
	b, err := st.Variant.Board(st.Puzzle.Shape)
	if err != nil {
		return nil, err
	}
	return exact.EncodeVariant(b, st.Puzzle, exact.Reduced)
}
