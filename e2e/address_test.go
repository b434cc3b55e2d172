package e2e

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/ui"
)

// The end-to-end test of the address every player page writes: throttled,
// and always ending at the last state.

// recordReplaces makes the page note the time (ms) of each
// history.replaceState call in window.e2eReplaces.
func (p *page) recordReplaces() {
	p.t.Helper()
	evalJS[bool](p, `(() => {
		const replace = history.replaceState.bind(history);
		window.e2eReplaces = [];
		history.replaceState = (...args) => { window.e2eReplaces.push(performance.now()); return replace(...args); };
		return true;
	})()`)
}

// TestE2EAddressAfterFastSteps steps the player of each page several
// times in one go, far faster than a page may write its address: the
// page writes it at most once per ui.AddressEvery, the last step once
// that time is up, and a reload comes back to that step.
func TestE2EAddressAfterFastSteps(t *testing.T) {
	const steps = 6
	for _, pg := range playerPages {
		t.Run(pg.path, func(t *testing.T) {
			p := newPage(t)
			p.open(pg.path)
			p.waitVisible(pg.ready)
			p.recordReplaces()
			// Six clicks in one task: six steps, each asking for the address.
			evalJS[bool](p, fmt.Sprintf(`(() => {
				for (let i = 0; i < %d; i++) document.getElementById(%q).click();
				return true;
			})()`, steps, pg.prefix+"step"))
			p.waitFor(positionIs(pg.prefix, fmt.Sprintf(`/^\w+ %d of/`, steps)), 5*time.Second)
			p.waitFor(fmt.Sprintf(`new URLSearchParams(location.search).get("s") === "%d"`, steps), 5*time.Second)

			times := evalJS[[]float64](p, `window.e2eReplaces`)
			t.Logf("the address written at %v ms", times)
			require.NotEmpty(t, times, "the address was written")
			assert.Less(t, len(times), steps, "fewer writes than steps")
			least := float64(ui.AddressEvery.Milliseconds()) * 0.9 // the timers' grain
			for i := 1; i < len(times); i++ {
				assert.GreaterOrEqual(t, times[i]-times[i-1], least, "write %d of %v", i, times)
			}

			p.reload()
			p.waitFor(positionIs(pg.prefix, fmt.Sprintf(`/^\w+ %d of/`, steps)), 5*time.Second)
			assert.Equal(t, fmt.Sprint(steps), evalJS[string](p, `new URLSearchParams(location.search).get("s")`), "the address stays")
		})
	}
}
