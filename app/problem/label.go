package problem

import (
	"strings"
	"unicode/utf8"

	"xcover/app/words"
	"xcover/dlx"
)

// maxLabel is how many bytes of an option's name a label keeps.
const maxLabel = 60

// OptionLabel is option k of m's name (see dlx.Problem.OptionName)
// shortened for a line of the page (see label).
func OptionLabel(m *dlx.Problem, k int) string {
	name := m.OptionName(k)
	if len(name) <= maxLabel {
		return name
	}
	return label(name, len(m.OptionItems(nil, k)))
}

// OptionLabel is option r's name (see OptionName) shortened for a line of
// the page (see label).
func (s Sheet) OptionLabel(r int) string {
	return label(s.OptionName(r), len(s.Options[r].Items))
}

// label shortens name, the name of an option of the given number of items,
// for a line of the page: an option with no name of its own is called by
// all its items, tens of thousands in a wide one. A name of more than
// maxLabel bytes keeps its words up to there (its first maxLabel bytes,
// cut between characters, when its first word is longer) and tells how
// many items the option has: "i0 i1 i2 … (30,000 items)".
func label(name string, items int) string {
	if len(name) <= maxLabel {
		return name
	}
	cut := strings.LastIndexByte(name[:maxLabel+1], ' ')
	if cut <= 0 {
		for cut = maxLabel; !utf8.RuneStart(name[cut]); cut-- {
		}
	}
	return name[:cut] + " … (" + words.Plural(int64(items), "item") + ")"
}
