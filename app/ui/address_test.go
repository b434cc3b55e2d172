package ui

import (
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// addressPage is a page that writes its address through an Address, in
// go-app's test engine: its page's URL is what the address bar shows.
type addressPage struct {
	app.Compo
	ctx app.Context
}

// OnPreRender keeps the page's context, as a page's OnNav gives it.
func (p *addressPage) OnPreRender(ctx app.Context) { p.ctx = ctx }

// Render draws nothing of note.
func (p *addressPage) Render() app.UI { return app.Div() }

// mountAddress mounts an addressPage and returns the engine and the page's
// context, whose page starts at "/".
func mountAddress(t *testing.T) (app.TestEngine, app.Context) {
	t.Helper()
	e := app.NewTestEngine()
	p := &addressPage{}
	require.NoError(t, e.Load(p))
	e.ConsumeAll()
	require.Equal(t, "/", p.ctx.Page().URL().String())
	return e, p.ctx
}

// TestAddressAsksAtMostOneWritePerPeriod asks for addresses at given
// times (ms) and checks when each is written: at once when the last write
// is AddressEvery old, otherwise when that time is up, in one write that
// takes the last address asked for; the address written already plans
// nothing, and cancels a write due.
func TestAddressAsksAtMostOneWritePerPeriod(t *testing.T) {
	type ask struct {
		at    int    // ms
		query string // the address asked for
		wait  int    // ms until the write; 0: at once; -1: none planned
		due   bool   // the write due (planned at an earlier ask) happens just before this ask
	}
	for _, tc := range []struct {
		name string
		asks []ask
	}{
		{"apart", []ask{{0, "a", 0, false}, {400, "b", 0, false}, {1000, "c", 0, false}}},
		{"fast steps", []ask{
			{0, "a", 0, false},
			{100, "b", 300, false},
			{200, "c", -1, false}, // the write due at 400 takes c
			{300, "d", -1, false},
			{500, "e", 300, true}, // d written at 400
			{900, "f", 300, true}, // e written at 800
			{1700, "g", 0, true},  // f written at 1200, 500 ms before
		}},
		{"back to the address written", []ask{
			{0, "a", 0, false},
			{100, "b", 300, false},
			{200, "a", -1, false}, // the write due has nothing to write
			{300, "a", -1, false},
			{500, "c", 0, false}, // a written at 0; nothing since
		}},
		{"the same again", []ask{{0, "a", 0, false}, {1, "a", -1, false}, {1000, "a", -1, false}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, ctx := mountAddress(t)
			var a Address
			a.Open(ctx)
			start := time.Unix(1_000_000, 0)
			at := func(ms int) time.Time { return start.Add(time.Duration(ms) * time.Millisecond) }
			var dueAt time.Time // when the write planned is due
			asked := ""         // the last address asked for
			for _, k := range tc.asks {
				if k.due {
					require.False(t, dueAt.IsZero(), "a write is due before %s", k.query)
					a.write(dueAt)
					assert.Equal(t, "/?"+asked, ctx.Page().URL().String(), "the write due takes the last address asked for")
					dueAt = time.Time{}
				}
				asked = k.query
				u := *ctx.Page().URL()
				u.RawQuery = k.query
				wait := a.ask(&u, at(k.at))
				switch {
				case k.wait < 0:
					assert.Negative(t, wait, "%s at %d ms: no write planned", k.query, k.at)
				case k.wait == 0:
					require.Zero(t, wait, "%s at %d ms: written at once", k.query, k.at)
					a.write(at(k.at))
					assert.Equal(t, "/?"+k.query, ctx.Page().URL().String())
				default:
					assert.Equal(t, time.Duration(k.wait)*time.Millisecond, wait, "%s at %d ms", k.query, k.at)
					dueAt = at(k.at).Add(wait)
				}
			}
		})
	}
}

// TestAddressWritesTheLastAskedForAfterThePeriod sets a page's address
// through an Address as a page does, in go-app's test engine: nothing
// before the page has opened it, the first address at once, the ones
// asked for sooner than AddressEvery after it in one write when that time
// is up, the last one asked for; the query alone keeps the fragment.
func TestAddressWritesTheLastAskedForAfterThePeriod(t *testing.T) {
	e, ctx := mountAddress(t)
	var a Address
	url := func() string { return ctx.Page().URL().String() }

	a.SetQuery("p=1")
	e.ConsumeAll()
	assert.Equal(t, "/", url(), "nothing is written before the page has read its address")
	assert.False(t, a.Opened())

	a.Open(ctx)
	require.True(t, a.Opened())
	a.SetQuery("p=1")
	assert.Equal(t, "/?p=1", url(), "the first address at once")

	a.SetQuery("p=2")
	a.SetQuery("p=3")
	assert.Equal(t, "/?p=1", url(), "the next ones wait (the engine runs the write due only when told)")
	start := time.Now()
	e.ConsumeAll() // waits for the write due, and runs it
	assert.Equal(t, "/?p=3", url(), "the last one asked for is written when the time is up")
	assert.GreaterOrEqual(t, time.Since(start), AddressEvery/2, "not before")

	a.Set("q=1", "dlx=abc")
	e.ConsumeAll()
	assert.Equal(t, "/?q=1#dlx=abc", url())
	a.SetQuery("q=2")
	e.ConsumeAll()
	assert.Equal(t, "/?q=2#dlx=abc", url(), "the query alone keeps the fragment")

	a.SetQuery("q=3")
	a.SetQuery("q=2")
	e.ConsumeAll()
	assert.Equal(t, "/?q=2#dlx=abc", url(), "back to the address written: the write due writes nothing")
}
