package cli

import (
	"context"
	"errors"
	"flag"
	"time"
)

// timeLimit is -timeout: how long a command's work may take, 0 for no
// limit. When the time is up it stops as Ctrl-C stops it, telling what it
// had done, but says that the time limit stopped it and exits with
// timedOut.
type timeLimit struct{ d time.Duration }

// timedOut is the exit code of a command stopped by its time limit, as
// the timeout program gives.
const timedOut = 124

// register adds -timeout to fs; what names the work it limits.
func (t *timeLimit) register(fs *flag.FlagSet, what string) {
	fs.Var(durationFlag{&t.d}, "timeout", "stop "+what+" after this `duration`, such as 90s or 2h, as Ctrl-C does, writing what was done, and exit with status 124 (0: no limit)")
}

// timeUp is the cause of a context that the time limit ended.
type timeUp struct{ d time.Duration }

func (t timeUp) Error() string { return "stopped at the time limit (-timeout " + t.d.String() + ")" }

// within returns ctx, ended too when the time limit is up, with a timeUp
// as its cause.
func (t timeLimit) within(ctx context.Context) (context.Context, context.CancelFunc) {
	if t.d <= 0 {
		return context.WithCancel(ctx)
	}
	return context.WithTimeoutCause(ctx, t.d, timeUp{t.d})
}

// why says what stopped the work of ctx: "interrupted" (Ctrl-C, or
// SIGTERM) or the time limit.
func why(ctx context.Context) string {
	var up timeUp
	if errors.As(context.Cause(ctx), &up) {
		return up.Error()
	}
	return "interrupted"
}

// stoppedCode is the exit code of a command whose ctx ended: timedOut
// when its time limit did it, interrupted otherwise.
func stoppedCode(ctx context.Context) int {
	if errors.As(context.Cause(ctx), new(timeUp)) {
		return timedOut
	}
	return interrupted
}
