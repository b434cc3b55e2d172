package workers

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/jobs"
	"xcover/app/player"
	"xcover/app/ui"
	"xcover/dlx"
)

// Worker hands jobs to xcover's Web Worker (app/worker, started by
// web/worker.js), which does them off the page's thread, and calls back
// with each answer on the page's UI goroutine. Until the worker says it
// is ready, or when it cannot start, Do refuses: the page then does the
// work itself, in frame slices.
type Worker struct {
	w       app.Value
	fn      app.Func
	ready   bool
	ids     int
	pending map[int]func(app.Context, jobs.Answer)
	onReady func()
	warm    *ui.Idle
}

// StartWorker starts the worker; onReady (if not nil) is called on the UI
// goroutine once it is ready. Release stops it.
func StartWorker(ctx app.Context, onReady func()) *Worker {
	w := &Worker{pending: map[int]func(app.Context, jobs.Answer){}, onReady: onReady}
	ctor := ui.Global("Worker")
	if !ctor.Truthy() {
		return w
	}
	w.w = ctor.New(ctx.ResolveStaticResource("/web/worker.js"))
	w.fn = app.FuncOf(func(this app.Value, args []app.Value) any {
		msg := args[0].Get("data").String()
		ctx.Dispatch(func(ctx app.Context) { w.receive(ctx, msg) })
		return nil
	})
	w.w.Set("onmessage", w.fn)
	return w
}

// receive takes one message from the worker: that it is ready, or an
// answer.
func (w *Worker) receive(ctx app.Context, msg string) {
	switch {
	case msg == "ready":
		w.ready = true
		w.warm = ui.RunWhenIdle(0, nil, warmAnswers()...)
		if w.onReady != nil {
			w.onReady()
		}
		return
	case !w.ready: // "failed: ...": it never started
		return
	}
	a, err := jobs.ParseAnswer(msg)
	if err != nil {
		return
	}
	if done, ok := w.pending[a.ID]; ok {
		if !a.Progress {
			delete(w.pending, a.ID)
		}
		done(ctx, a)
	}
}

// Ready reports whether the worker takes jobs.
func (w *Worker) Ready() bool { return w != nil && w.ready }

// Do hands job j to the worker and calls done with its answers (a count's
// progress, then its end); it reports false, and does nothing, when the
// worker is not ready. It returns the job's ID, which the answers carry.
func (w *Worker) Do(j jobs.Job, done func(app.Context, jobs.Answer)) (int, bool) {
	if !w.Ready() {
		return 0, false
	}
	w.ids++
	j.ID = w.ids
	w.pending[j.ID] = done
	w.w.Call("postMessage", j.Encode())
	return j.ID, true
}

// Release stops the worker and drops the jobs not answered.
func (w *Worker) Release() {
	if w == nil || w.w == nil {
		return
	}
	w.w.Call("terminate")
	w.fn.Release()
	w.warm.Release()
	w.w, w.ready, w.pending = nil, false, nil
}

// warmAnswers are idle tasks that read answers like a count's, a part
// each: Chromium compiles WebAssembly lazily, each function on its first
// call, and the first answers of the first count otherwise compiled the
// query's decoding, the numbers' parsing and the parts' merging in tasks
// of 50-90 ms on a slow machine, while the page played.
func warmAnswers() []ui.IdleTask {
	listed := []dlx.PartSolution{{Subtree: 1, Options: []int{2, 3}}, {Subtree: 0, Options: []int{4}}}
	progress := jobs.Answer{ID: 1, Progress: true, Solutions: 2, Nodes: 30, Updates: 400, Elapsed: time.Second, Listed: listed}
	end := progress
	end.Progress, end.Estimate, end.Probes, end.Stop = false, 1.5e6, 500, dlx.Exhausted.String()
	var answers []jobs.Answer
	read := func(a jobs.Answer) ui.IdleTask {
		return func(time.Duration) bool {
			if got, err := jobs.ParseAnswer(a.Encode()); err == nil {
				answers = append(answers, got)
			}
			return true
		}
	}
	return []ui.IdleTask{read(progress), read(end), func(time.Duration) bool {
		b := player.NewSplitBatch(len(listed), 1)
		for _, a := range answers {
			b.Report(0, partReport(a))
		}
		return true
	}}
}
