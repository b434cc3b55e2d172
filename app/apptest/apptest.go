// Package apptest helps the app's tests: mounting a page in go-app's test
// engine, running a sliced run to its end, reading the repository's test
// data (Testdata). Only tests import it.
package apptest

import (
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/stretchr/testify/require"
)

// Mount mounts page in go-app's test engine and returns it.
func Mount[P app.Composer](t *testing.T, page P) P {
	t.Helper()
	e := app.NewTestEngine()
	require.NoError(t, e.Load(page))
	e.ConsumeAll()
	return page
}

// RunSlices calls run with slice until it reports done, as the page's
// frames do, and returns how many calls left it not done; a run that never
// ends fails the test instead of hanging it.
func RunSlices(t *testing.T, run func(time.Duration) bool, slice time.Duration) int {
	t.Helper()
	unfinished := 0
	for !run(slice) {
		unfinished++
		require.Less(t, unfinished, 1_000_000, "the run ends")
	}
	return unfinished
}
