// Package draw draws into plain buffers: the exact cover matrix as RGBA
// pixels (Raster) at the player's position, the search tree (TreeRaster),
// and a solution as a board (Picture). Pages copy the pixels into a canvas;
// tests read them natively.
package draw
