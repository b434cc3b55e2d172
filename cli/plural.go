package cli

import (
	"strconv"
	"strings"
)

// count writes n and the noun for it: "1 solution", "0 solutions",
// "2 guesses", "3 entries". Every count the command line writes for
// people goes through it.
func count[N ~int | ~int64](n N, noun string) string {
	return strconv.FormatInt(int64(n), 10) + " " + nounFor(float64(n), noun)
}

// nounFor is the noun, singular, as it goes with x: singular for exactly
// 1, plural otherwise (a count shortened to "1.23M" takes the plural).
// The plural is English's regular one: -es after s, x, ch and sh, -ies
// for a y after a consonant, -s otherwise.
func nounFor(x float64, noun string) string {
	if x == 1 {
		return noun
	}
	switch {
	case strings.HasSuffix(noun, "s"), strings.HasSuffix(noun, "x"),
		strings.HasSuffix(noun, "ch"), strings.HasSuffix(noun, "sh"):
		return noun + "es"
	case len(noun) > 1 && noun[len(noun)-1] == 'y' && !strings.ContainsRune("aeiou", rune(noun[len(noun)-2])):
		return noun[:len(noun)-1] + "ies"
	}
	return noun + "s"
}
