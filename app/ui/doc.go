// Package ui holds the go-app parts the pages share: Playback (the player's
// controls, timeline, breakpoints and stats, the matrix canvas, driven by
// a requestAnimationFrame FrameLoop within a frame budget), the pencil-mark
// grid helpers and the header with the links between pages. It imports
// player and draw; the pages import it.
package ui
