package words

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"time"
)

// Count writes n with thousands separators: 1,234,567.
func Count(n int64) string {
	if n < 0 {
		return "-" + Count(-n)
	}
	return grouped(strconv.FormatInt(n, 10))
}

// Exact writes a count of any size with thousands separators:
// 2,444,888,770,250,892,795,802,079,170,816.
func Exact(n *big.Int) string {
	if n.Sign() < 0 {
		return "-" + Exact(new(big.Int).Neg(n))
	}
	return grouped(n.String())
}

// grouped puts thousands separators into a number's digits.
func grouped(s string) string {
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// About writes an estimate: with thousands separators below a million
// million, "804,862", and as a power of ten from there, "6.7 × 10²¹", as
// the tree of a blank sudoku's count has, more than an int64 holds; its
// spaces do not break.
func About(x float64) string {
	if x < 1e12 {
		return Count(int64(math.Round(x)))
	}
	exp := int(math.Floor(math.Log10(x)))
	mantissa := strconv.FormatFloat(x/math.Pow(10, float64(exp)), 'f', 1, 64)
	if mantissa == "10.0" { // 9.96 and up round to the next power
		mantissa, exp = "1.0", exp+1
	}
	return mantissa + "\u00a0×\u00a010" + superscript(exp) // no break inside the number
}

// superscript writes n's digits raised: 21 as ²¹.
func superscript(n int) string {
	return strings.Map(func(r rune) rune { return []rune("⁰¹²³⁴⁵⁶⁷⁸⁹")[r-'0'] }, strconv.Itoa(n))
}

// Rough writes a time that is a guess, as a time left is: whole seconds
// below a minute, "16 s", whole minutes below an hour, "4 min", then
// hours, "2.5 h".
func Rough(d time.Duration) string {
	switch {
	case d < time.Minute:
		return strconv.Itoa(int(d.Round(time.Second)/time.Second)) + " s"
	case d < time.Hour:
		return strconv.Itoa(int(d.Round(time.Minute)/time.Minute)) + " min"
	}
	return strconv.FormatFloat(d.Hours(), 'f', 1, 64) + " h"
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
