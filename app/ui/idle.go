package ui

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// IdleBudget is the most an idle task computes in one go: the browser's
// idle periods last up to 50 ms, a frame's idle part much less.
const IdleBudget = 5 * time.Millisecond

// IdleTask is a piece of work done in the page's idle time: it works for
// about budget and reports whether it is done; if not, it is called again
// in a later idle period.
type IdleTask func(budget time.Duration) bool

// Idle runs tasks one after another in the browser's idle time
// (requestIdleCallback; a short timeout where a browser lacks it), one
// call per browser task, so that none of them delays a frame or an input.
// Once the last is done, it calls then and lets go of its callback.
type Idle struct {
	tasks   []IdleTask
	then    func()
	fn      app.Func
	handle  app.Value // the pending request, to cancel on Release
	idle    bool      // the request is a requestIdleCallback's, not a timeout's
	started bool      // the wait before the first task is over
}

// RunWhenIdle starts running tasks in idle time once after has passed,
// then calls then (if not nil).
func RunWhenIdle(after time.Duration, then func(), tasks ...IdleTask) *Idle {
	d := &Idle{tasks: tasks, then: then}
	d.fn = app.FuncOf(func(this app.Value, args []app.Value) any {
		d.handle = nil
		if !d.started { // the wait is over: ask for idle time
			d.started = true
			d.next()
			return nil
		}
		budget := IdleBudget
		if len(args) > 0 && args[0].Truthy() && args[0].Get("timeRemaining").Truthy() {
			left := time.Duration(args[0].Call("timeRemaining").Float() * float64(time.Millisecond))
			budget = max(time.Millisecond, min(budget, left))
		}
		if len(d.tasks) > 0 && d.tasks[0](budget) && d.fn != nil { // a task may Release
			d.tasks = d.tasks[1:]
		}
		d.next()
		return nil
	})
	d.handle = CallWindow("setTimeout", d.fn, after.Milliseconds())
	return d
}

// next asks for the next idle period, or ends.
func (d *Idle) next() {
	if d.fn == nil {
		return
	}
	if len(d.tasks) == 0 {
		d.Release()
		if d.then != nil {
			d.then()
		}
		return
	}
	if d.idle = Global("requestIdleCallback").Truthy(); d.idle {
		d.handle = CallWindow("requestIdleCallback", d.fn, map[string]any{"timeout": 2000})
	} else {
		d.handle = CallWindow("setTimeout", d.fn, 50)
	}
}

// Release stops the tasks not done yet and frees the callback.
func (d *Idle) Release() {
	if d != nil && d.fn != nil {
		switch {
		case d.handle == nil:
		case d.idle:
			CallWindow("cancelIdleCallback", d.handle)
		default:
			CallWindow("clearTimeout", d.handle)
		}
		d.handle = nil
		d.fn.Release()
		d.fn = nil
		d.tasks = nil
	}
}
