// Package jobs is the work the page hands to xcover's Web Workers
// (app/worker) and the workers' answers, written as URL queries (the page
// reads and writes those for its links already, so it compiles no new
// code to talk to a worker): plain Go, which the workers run in the
// browser and the tests run natively.
package jobs

import (
	"fmt"
	"math/big"
	"net/url"
	"strconv"
	"strings"
	"time"

	"xcover/dlx"
)

// The jobs a worker does.
const (
	// Generate makes a new sudoku puzzle: Rules, Difficulty, Seed.
	Generate = "generate"
	// Count counts, and lists up to Keep of, the solutions of part Part of
	// Parts of a problem's search (dlx.Split, dlx.Part): Format, Problem,
	// Heuristic, Seed. Its answers tell its progress as it goes, then its
	// end; each part's first tells Knuth's estimate of the whole search's
	// nodes from its share of the probes (see Estimates).
	Count = "count"
	// Cheapest finds the Keep cheapest solutions of a problem whose
	// options have costs, by branch and bound (dlx.Cheapest): Format,
	// Problem, Heuristic. Its one answer lists them, cheapest first, with
	// their Costs.
	Cheapest = "cheapest"
	// Shares counts a sudoku's solutions by memoizing, with the ZDD of
	// them all, and tells how many hold each candidate: Problem, a
	// puzzle with its rules (Format Sudoku). Its answers tell its
	// progress (the cache's figures), then its Exact count and Shares.
	Shares = "shares"
)

// The problems a count reads: Knuth's format (problem.ParseSheet), or a
// sudoku puzzle with its rules, as a link's query names them
// (puzzle.State).
const (
	Knuth  = "knuth"
	Sudoku = "sudoku"
)

// Job is what the page asks of a worker.
type Job struct {
	ID   int    // names the job in its answers
	Kind string // Generate or Count
	// Generate's: the grid's shape and rules as a link's query names them
	// (puzzle.State), and the difficulty band; Seed is the generator's.
	Rules      string
	Difficulty string
	Seed       uint64
	// Count's: the problem and its format, the engine (dlx.Engines; links
	// when empty), the heuristic (and Seed for its random tie-breaks), the
	// part, and how many solutions to list.
	Format, Problem, Engine, Heuristic string
	Parts, Part, Keep                  int
	// Memo counts by memoizing subproblems (dlx.Memo), exactly at any
	// size, on the dancing links; it lists nothing.
	Memo bool
}

// Encode writes the job as a URL query of its settings, then a line
// break and the problem's text as it is: escaping a big problem for a
// query cost the page's click that starts a count tens of milliseconds on
// a slow machine, once per worker.
func (j Job) Encode() string {
	return url.Values{
		"id": {strconv.Itoa(j.ID)}, "kind": {j.Kind}, "rules": {j.Rules}, "difficulty": {j.Difficulty},
		"seed": {strconv.FormatUint(j.Seed, 10)}, "format": {j.Format},
		"engine": {j.Engine}, "heuristic": {j.Heuristic}, "parts": {strconv.Itoa(j.Parts)}, "part": {strconv.Itoa(j.Part)},
		"keep": {strconv.Itoa(j.Keep)}, "memo": {flag(j.Memo)},
	}.Encode() + "\n" + j.Problem
}

// ParseJob reads a job that Encode wrote.
func ParseJob(s string) (Job, error) {
	query, problem, _ := strings.Cut(s, "\n") // a query has no line break: Encode escapes them
	v, err := url.ParseQuery(query)
	if err != nil {
		return Job{}, err
	}
	j := Job{Kind: v.Get("kind"), Rules: v.Get("rules"), Difficulty: v.Get("difficulty"), Format: v.Get("format"),
		Problem: problem, Engine: v.Get("engine"), Heuristic: v.Get("heuristic"), Memo: v.Get("memo") == "1"}
	r := reader{v: v}
	j.ID, j.Parts, j.Part, j.Keep = r.int("id"), r.int("parts"), r.int("part"), r.int("keep")
	j.Seed = r.uint("seed")
	return j, r.err
}

// Answer is a worker's answer to a job, or a count's progress.
type Answer struct {
	ID int
	// Error is what stopped the job, if anything did.
	Error string
	// Generate's: the new puzzle as a link's query (puzzle.State, rules
	// included) and its rating in words.
	Puzzle, Rating string
	// Count's: whether this is progress (more answers follow) or the end,
	// the counts so far, why the search ended (dlx.Stop's name), the
	// solutions listed since the answer before, the time spent, the part's
	// estimate of the whole search's nodes and the probes it took (0 when
	// not told: see Estimates), and Next,
	// the index in the cut (dlx.Split) of the next subtree the part
	// searches: it has searched all of its subtrees before that one.
	Progress                  bool
	Solutions, Nodes, Updates int64
	Stop                      string
	Listed                    []dlx.PartSolution
	Elapsed                   time.Duration
	Estimate                  float64
	Probes                    int
	Next                      int
	// A memoized count's: its exact count so far in decimal (Solutions
	// then holds as much of it as an int64 does), and its cache's hits,
	// entries and bytes.
	Exact                string
	Hits, Entries, Bytes int64
	// Cheapest's: the cost of each solution listed.
	Costs []int64
	// Shares': each candidate that some solution holds, with how many.
	Shares []Share
}

// Share is how many of a puzzle's solutions hold a candidate: Value in
// the cell at Row and Col (from 0), in Count solutions (decimal).
type Share struct {
	Row, Col, Value int
	Count           string
}

// flag writes a bool as a query's value: "1" or "".
func flag(b bool) string {
	if b {
		return "1"
	}
	return ""
}

// Encode writes the answer as a URL query.
func (a Answer) Encode() string {
	v := url.Values{"id": {strconv.Itoa(a.ID)}}
	set := func(k, s string) {
		if s != "" {
			v.Set(k, s)
		}
	}
	set("error", a.Error)
	set("puzzle", a.Puzzle)
	set("rating", a.Rating)
	set("stop", a.Stop)
	if a.Progress {
		v.Set("progress", "1")
	}
	if a.Solutions != 0 || a.Nodes != 0 || a.Updates != 0 {
		v.Set("counts", strconv.FormatInt(a.Solutions, 10)+"."+strconv.FormatInt(a.Nodes, 10)+"."+strconv.FormatInt(a.Updates, 10))
	}
	if a.Elapsed != 0 {
		v.Set("elapsed", strconv.FormatInt(int64(a.Elapsed), 10))
	}
	if a.Estimate != 0 {
		v.Set("estimate", strconv.FormatFloat(a.Estimate, 'g', -1, 64))
	}
	if a.Probes != 0 {
		v.Set("probes", strconv.Itoa(a.Probes))
	}
	if a.Next != 0 {
		v.Set("next", strconv.Itoa(a.Next))
	}
	set("exact", a.Exact)
	if a.Hits != 0 || a.Entries != 0 || a.Bytes != 0 {
		v.Set("cache", strconv.FormatInt(a.Hits, 10)+"."+strconv.FormatInt(a.Entries, 10)+"."+strconv.FormatInt(a.Bytes, 10))
	}
	for _, l := range a.Listed {
		v.Add("listed", writeListed(l))
	}
	for _, c := range a.Costs {
		v.Add("cost", strconv.FormatInt(c, 10))
	}
	for _, sh := range a.Shares {
		v.Add("share", fmt.Sprintf("%d.%d.%d.%s", sh.Row, sh.Col, sh.Value, sh.Count))
	}
	return v.Encode()
}

// ParseAnswer reads an answer that Encode wrote.
func ParseAnswer(s string) (Answer, error) {
	v, err := url.ParseQuery(s)
	if err != nil {
		return Answer{}, err
	}
	a := Answer{Error: v.Get("error"), Puzzle: v.Get("puzzle"), Rating: v.Get("rating"), Stop: v.Get("stop"),
		Progress: v.Get("progress") == "1", Exact: v.Get("exact")}
	r := reader{v: v}
	a.ID, a.Next, a.Probes = r.int("id"), r.int("next"), r.int("probes")
	a.Elapsed = time.Duration(r.int64("elapsed"))
	if e := v.Get("estimate"); e != "" && r.err == nil {
		a.Estimate, r.err = strconv.ParseFloat(e, 64)
	}
	if c := v.Get("counts"); c != "" && r.err == nil {
		a.Solutions, a.Nodes, a.Updates, r.err = readCounts(c)
	}
	if c := v.Get("cache"); c != "" && r.err == nil {
		a.Hits, a.Entries, a.Bytes, r.err = readCounts(c)
	}
	for _, s := range v["listed"] {
		if r.err != nil {
			break
		}
		var l dlx.PartSolution
		l, r.err = readListed(s)
		a.Listed = append(a.Listed, l)
	}
	for _, s := range v["cost"] {
		if r.err != nil {
			break
		}
		var c int64
		c, r.err = strconv.ParseInt(s, 10, 64)
		a.Costs = append(a.Costs, c)
	}
	for _, s := range v["share"] {
		if r.err != nil {
			break
		}
		var sh Share
		sh, r.err = readShare(s)
		a.Shares = append(a.Shares, sh)
	}
	return a, r.err
}

// writeListed writes a listed solution as "subtree:option.option...".
func writeListed(l dlx.PartSolution) string {
	b := strconv.AppendInt(nil, int64(l.Subtree), 10)
	for i, k := range l.Options {
		if i == 0 {
			b = append(b, ':')
		} else {
			b = append(b, '.')
		}
		b = strconv.AppendInt(b, int64(k), 10)
	}
	return string(b)
}

// readCounts reads an answer's counts, "solutions.nodes.updates", or its
// cache's, "hits.entries.bytes" (with
// strconv, not fmt's scanning: the page reads the first count's answer
// while a search runs, and compiling fmt's scanner then took a long task).
func readCounts(s string) (solutions, nodes, updates int64, err error) {
	var n [3]int64
	rest := s
	for i := range n {
		var f string
		var more bool
		f, rest, more = strings.Cut(rest, ".")
		if more != (i < 2) {
			return 0, 0, 0, fmt.Errorf("counts %q: not three numbers a.b.c", s)
		}
		if n[i], err = strconv.ParseInt(f, 10, 64); err != nil {
			return 0, 0, 0, fmt.Errorf("counts %q: %w", s, err)
		}
	}
	return n[0], n[1], n[2], nil
}

// readShare reads a share, "row.col.value.count".
func readShare(s string) (Share, error) {
	f := strings.SplitN(s, ".", 4)
	if len(f) != 4 {
		return Share{}, fmt.Errorf("a share %q: not row.col.value.count", s)
	}
	var n [3]int
	for i := range n {
		var err error
		if n[i], err = strconv.Atoi(f[i]); err != nil {
			return Share{}, fmt.Errorf("a share %q: %w", s, err)
		}
	}
	if _, ok := new(big.Int).SetString(f[3], 10); !ok {
		return Share{}, fmt.Errorf("a share %q: its count is no number", s)
	}
	return Share{Row: n[0], Col: n[1], Value: n[2], Count: f[3]}, nil
}

// readListed reads what writeListed wrote.
func readListed(s string) (dlx.PartSolution, error) {
	var l dlx.PartSolution
	head, rest, _ := strings.Cut(s, ":")
	n, err := strconv.Atoi(head)
	if err != nil {
		return l, fmt.Errorf("a listed solution %q: %w", s, err)
	}
	l.Subtree = n
	for rest != "" {
		var k string
		k, rest, _ = strings.Cut(rest, ".")
		o, err := strconv.Atoi(k)
		if err != nil {
			return l, fmt.Errorf("a listed solution %q: %w", s, err)
		}
		l.Options = append(l.Options, o)
	}
	return l, nil
}

// reader reads numbers from a query, keeping the first error.
type reader struct {
	v   url.Values
	err error
}

// int reads key as an int; missing is 0.
func (r *reader) int(key string) int { return int(r.int64(key)) }

// int64 reads key as an int64; missing is 0.
func (r *reader) int64(key string) int64 {
	s := r.v.Get(key)
	if s == "" || r.err != nil {
		return 0
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		r.err = fmt.Errorf("%s: %w", key, err)
	}
	return n
}

// uint reads key as a uint64; missing is 0.
func (r *reader) uint(key string) uint64 {
	s := r.v.Get(key)
	if s == "" || r.err != nil {
		return 0
	}
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		r.err = fmt.Errorf("%s: %w", key, err)
	}
	return n
}
