package generate_test

import (
	"errors"
	"fmt"
	"time"

	"xcover/sudoku"
	"xcover/sudoku/generate"
	"xcover/sudoku/logic"
)

func ExampleNewGenerator() {
	g, err := generate.NewGenerator(generate.GenerateOptions{Difficulty: logic.Easy, Seed: 1})
	if err != nil {
		panic(err)
	}
	p, r, err := g.Next()
	fmt.Println(len(p.Cells), r.Difficulty, err)
	// Output: 81 easy <nil>
}

func ExampleGenerator_StepUntil() {
	opt := generate.GenerateOptions{Difficulty: logic.Hard, Seed: 7}
	g, err := generate.NewGenerator(opt)
	if err != nil {
		panic(err)
	}
	// A page works a few milliseconds each animation frame.
	frames := 1
	for !g.StepUntil(time.Now().Add(8 * time.Millisecond)) {
		frames++
	}
	p, r, err := g.Result()
	// The puzzle is the one the seed gives, however the work was sliced.
	again, _ := generate.NewGenerator(opt)
	q, _, _ := again.Next()
	fmt.Println(r.Difficulty, err, p.Equal(q), frames > 0)
	// Output: hard <nil> true true
}

func ExampleGenerator_Step() {
	g, _ := generate.NewGenerator(generate.GenerateOptions{Variant: sudoku.Variant{AntiKnight: true}, Difficulty: logic.Easy, Seed: 1, MaxWork: 300_000})
	for !g.Step(1000) {
	}
	_, _, err := g.Result()
	fmt.Println(errors.Is(err, sudoku.ErrWorkBound))
	fmt.Println(err)
	// Output:
	// true
	// no easy anti-knight puzzle within 300000 units of work (1 rated, the last expert): work bound spent
}
