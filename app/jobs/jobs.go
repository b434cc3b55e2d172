// Package jobs is the work the page hands to xcover's Web Worker
// (app/worker) and the worker's answers, written as URL queries (the page
// reads and writes those for its links already, so it compiles no new
// code to talk to the worker): plain Go, which the worker runs in the
// browser and the tests run natively.
package jobs

import (
	"fmt"
	"net/url"
	"strconv"

	"xcover/app/puzzle"
	"xcover/sudoku"
)

// Job is what the page asks of the worker.
type Job struct {
	// ID names the job in its answer.
	ID int
	// Kind is the job: "generate" makes a new puzzle.
	Kind string
	// Generate's: the grid's shape and rules as a link's query names them
	// (puzzle.State), the difficulty band and the seed.
	Rules      string
	Difficulty string
	Seed       uint64
}

// Encode writes the job as a URL query.
func (j Job) Encode() string {
	return url.Values{"id": {strconv.Itoa(j.ID)}, "kind": {j.Kind}, "rules": {j.Rules},
		"difficulty": {j.Difficulty}, "seed": {strconv.FormatUint(j.Seed, 10)}}.Encode()
}

// ParseJob reads a job that Encode wrote.
func ParseJob(s string) (Job, error) {
	v, err := url.ParseQuery(s)
	if err != nil {
		return Job{}, err
	}
	j := Job{Kind: v.Get("kind"), Rules: v.Get("rules"), Difficulty: v.Get("difficulty")}
	if j.ID, err = strconv.Atoi(v.Get("id")); err != nil {
		return Job{}, fmt.Errorf("the job's id: %w", err)
	}
	if j.Seed, err = strconv.ParseUint(v.Get("seed"), 10, 64); err != nil {
		return Job{}, fmt.Errorf("the job's seed: %w", err)
	}
	return j, nil
}

// Answer is the worker's answer to a job.
type Answer struct {
	ID int
	// Generate's: the new puzzle as a link's query (puzzle.State, rules
	// included) and its rating in words; or the error that stopped it.
	Puzzle, Rating, Error string
}

// Encode writes the answer as a URL query.
func (a Answer) Encode() string {
	return url.Values{"id": {strconv.Itoa(a.ID)}, "puzzle": {a.Puzzle}, "rating": {a.Rating}, "error": {a.Error}}.Encode()
}

// ParseAnswer reads an answer that Encode wrote.
func ParseAnswer(s string) (Answer, error) {
	v, err := url.ParseQuery(s)
	if err != nil {
		return Answer{}, err
	}
	a := Answer{Puzzle: v.Get("puzzle"), Rating: v.Get("rating"), Error: v.Get("error")}
	if a.ID, err = strconv.Atoi(v.Get("id")); err != nil {
		return Answer{}, fmt.Errorf("the answer's id: %w", err)
	}
	return a, nil
}

// Handle does job (Encode's query) and returns its answer (the same).
func Handle(job string) string {
	j, err := ParseJob(job)
	if err != nil {
		return Answer{Error: "a job that does not read: " + err.Error()}.Encode()
	}
	return Do(j).Encode()
}

// Do does job j.
func Do(j Job) Answer {
	a := Answer{ID: j.ID}
	switch j.Kind {
	case "generate":
		s, err := generate(j)
		if err != nil {
			a.Error = err.Error()
			return a
		}
		a.Puzzle, a.Rating = s.state.Query(), s.rating.String()
	default:
		a.Error = fmt.Sprintf("no job %q", j.Kind)
	}
	return a
}

// generated is a new puzzle and its rating.
type generated struct {
	state  puzzle.State
	rating sudoku.Rating
}

// generate makes the puzzle job j asks for.
func generate(j Job) (generated, error) {
	rules, ok, err := puzzle.ParseState(j.Rules)
	if err != nil || !ok {
		return generated{}, fmt.Errorf("the rules do not read: %q", j.Rules)
	}
	d, err := sudoku.ParseDifficulty(j.Difficulty)
	if err != nil {
		return generated{}, err
	}
	g, err := sudoku.NewGenerator(sudoku.GenerateOptions{Shape: rules.Puzzle.Shape, Variant: rules.Variant, Difficulty: d, Seed: j.Seed})
	if err != nil {
		return generated{}, err
	}
	p, r, err := g.Next()
	if err != nil {
		return generated{}, err
	}
	return generated{puzzle.State{Puzzle: p, Variant: rules.Variant}, r}, nil
}
