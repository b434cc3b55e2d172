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
// written already costs a comparison of strings.
type Address struct {
	written string   // the address last written
	want    *url.URL // the address to write when the time is up; nil for none
	last    time.Time
}

// Set asks that the address become u. ctx must be the page's: a write
// due later is dispatched in it, and dropped if its element has gone.
func (a *Address) Set(ctx app.Context, u *url.URL) {
	waiting := a.want != nil
	a.want = u
	if u.String() == a.written {
		a.want = nil
		return
	}
	if waiting {
		return // the write due takes u
	}
	if wait := AddressEvery - time.Since(a.last); wait > 0 {
		ctx.After(wait, func(ctx app.Context) {
			ctx.PreventUpdate() // writing the address changes nothing on the page
			a.write(ctx)
		})
		return
	}
	a.write(ctx)
}

// write writes the address asked for, if any.
func (a *Address) write(ctx app.Context) {
	if a.want == nil {
		return
	}
	ctx.Page().ReplaceURL(a.want)
	a.written, a.want, a.last = a.want.String(), nil, time.Now()
}
