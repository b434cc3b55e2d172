package draw

import "hash/fnv"

// ColorHue returns the hue, in degrees from 0 to 359, that pictures and the
// editor give a color of Algorithm C (an option's color for a secondary
// item), derived from its name so that a color looks the same wherever it
// shows; -1 for no color.
func ColorHue(name string) int {
	if name == "" {
		return -1
	}
	h := fnv.New32a()
	h.Write([]byte(name))
	return int(h.Sum32()*137) % 360 // spread names that differ little round the circle
}
