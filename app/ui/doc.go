// Package ui holds the go-app parts the pages share: Playback (the player's
// controls, timeline, breakpoints and stats, the matrix canvas, driven by
// a requestAnimationFrame FrameLoop within a frame budget, behind the
// PlaybackHost interface the pages implement), the Scheduler of their
// sliced work, the pictures' export menu, the address bar, files and
// pastes, the header with the links between pages, and every call into
// the browser (browser.go). The workers' client is app/workers; the
// pages import both.
package ui
