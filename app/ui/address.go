package ui

import (
	"net/url"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// AddressEvery is the least time between two writes of a page's address.
// Browsers limit history.replaceState (Safari refuses more than 100 calls
// in 30 seconds), and a user stepping fast clicks more often than that.
const AddressEvery = 400 * time.Millisecond

// Address keeps a page's state in the address bar, so that a reload or a
// shared link comes back to it. It replaces the history's entry, never
// adding one per step (Back leaves the page, as it came), and writes at
// most once per AddressEvery: an address asked for sooner is written when
// that time is up, the last one asked for winning. Asking for the address
// written already costs a comparison of strings. Every page writes its
// address through one.
type Address struct {
	// ctx is the page's context, once the page has read its address
	// (Open): the address is written in it.
	ctx     app.Context
	opened  bool
	written string    // the address last written
	want    *url.URL  // the address to write when the time is up; nil for none
	last    time.Time // when the address was last written
}

// Open tells that the page has read the address it opened with: until
// then Set writes nothing, which would replace the link being opened.
// ctx must be the page's own (its OnNav's): a write due later is
// dispatched in it, and dropped once its element has gone, which a
// button's may do at the next render.
func (a *Address) Open(ctx app.Context) { a.ctx, a.opened = ctx, true }

// Opened reports whether the page has read its address (Open).
func (a *Address) Opened() bool { return a.opened }

// SetQuery asks that the address's query become query, its path and
// fragment staying as they are.
func (a *Address) SetQuery(query string) {
	if !a.opened {
		return
	}
	u := *a.ctx.Page().URL()
	u.RawQuery = query
	a.set(&u)
}

// Set asks that the address's query and fragment become query and
// fragment, its path staying as it is.
func (a *Address) Set(query, fragment string) {
	if !a.opened {
		return
	}
	u := *a.ctx.Page().URL()
	u.RawQuery, u.Fragment, u.RawFragment = query, fragment, ""
	a.set(&u)
}

// set asks that the address become u: at once, or when AddressEvery has
// passed since the last write.
func (a *Address) set(u *url.URL) {
	now := time.Now()
	switch wait := a.ask(u, now); {
	case wait == 0:
		a.write(now)
	case wait > 0:
		a.ctx.After(wait, func(ctx app.Context) {
			ctx.PreventUpdate() // writing the address changes nothing on the page
			a.write(time.Now())
		})
	}
}

// ask takes u as the address wanted at time now and says when to write
// it: 0 for at once, or the wait until a write is due, or -1 for no write
// to make or to plan: the address is u already, or the write due takes u.
func (a *Address) ask(u *url.URL, now time.Time) time.Duration {
	waiting := a.want != nil
	a.want = u
	if u.String() == a.written {
		a.want = nil // a write due has nothing left to write
		return -1
	}
	if waiting {
		return -1
	}
	return max(0, AddressEvery-now.Sub(a.last))
}

// write writes the address asked for, if any, at time now.
func (a *Address) write(now time.Time) {
	if a.want == nil {
		return
	}
	a.ctx.Page().ReplaceURL(a.want)
	a.written, a.want, a.last = a.want.String(), nil, now
}
