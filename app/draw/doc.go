// Package draw draws into plain buffers: the exact cover matrix as RGBA
// pixels (Raster) at the player's position, the search tree (TreeRaster),
// a solution as a board (Picture), and the dancing links of a small matrix
// as SVG (LinksPicture), drawn whole once and then moved from step to step
// by edits. Pages copy the pixels into a canvas and the SVG and its edits
// into the page; tests read them natively.
package draw
