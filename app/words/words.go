package words

import (
	"strconv"
	"time"
)

// Count writes n with thousands separators: 1,234,567.
func Count(n int64) string {
	s := strconv.FormatInt(n, 10)
	if n < 0 {
		return "-" + Count(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// Plural writes a count of things: "1 option", "1,234 options".
func Plural(n int64, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return Count(n) + " " + word + "s"
}

// Duration writes a time the way every page shows times: three
// significant digits and a unit, "3.30 ms", "14.8 s", and "<1 ms" for
// less than a millisecond (the browser's clock is coarser than that).
func Duration(d time.Duration) string {
	if d < time.Millisecond {
		return "<1 ms"
	}
	v, unit := float64(d)/float64(time.Millisecond), "ms"
	if v >= 999.5 { // 999.5 ms and more round to seconds
		v, unit = d.Seconds(), "s"
	}
	decimals := 0
	switch {
	case v < 9.995:
		decimals = 2
	case v < 99.95:
		decimals = 1
	}
	return strconv.FormatFloat(v, 'f', decimals, 64) + " " + unit
}
