// Package draw draws into plain buffers: the exact cover matrix as RGBA
// pixels (Raster) at the player's position, the search tree (TreeRaster),
// a solution as a board (Picture), and the dancing links, whole or through
// a lens, as a scene of boxes and paths (LinksPicture), drawn whole once and
// then moved from step to step by edits. Pages copy the pixels into a
// canvas and hand the scene and its edits to the page's script, which
// draws them on a canvas; tests read them natively.
package draw
