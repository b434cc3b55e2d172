package cli

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestHelp checks that every command's help, by -h on stderr and by
// `xcover help COMMAND` on stdout, is written alike: its usage line, a
// paragraph of what it does, then its flags; that `xcover help` lists
// every command; and that help for no such command is an error.
func TestHelp(t *testing.T) {
	for _, c := range commands {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := run(t, "", c.name, "-h")
			require.Equal(t, 0, code)
			assert.Empty(t, out)
			checkHelp(t, c.name, errs)
			code, out, errs = run(t, "", "help", c.name)
			require.Equal(t, 0, code)
			assert.Empty(t, errs)
			checkHelp(t, c.name, out)
		})
	}
	code, out, errs := run(t, "", "help")
	require.Equal(t, 0, code, errs)
	assert.True(t, strings.HasPrefix(out, "usage: xcover COMMAND [flags] [args]\n"), out)
	for _, c := range commands {
		assert.Regexp(t, `\n  `+c.name+` +\S`, out, "the list names %s", c.name)
	}
	assert.Contains(t, out, "xcover help COMMAND")
	for _, args := range [][]string{{"help", "nope"}, {"help", "cover", "solve"}, {"nope"}} {
		code, out, errs := run(t, "", args...)
		assert.Equal(t, 2, code, args)
		assert.Empty(t, out)
		assert.Equal(t, 1, strings.Count(errs, "\n"), "one line: %q", errs)
	}
}

// checkHelp checks that help is command's: the usage line, a blank line,
// a paragraph that says what it does, and its flags, if any, each
// explained.
func checkHelp(t *testing.T, command, help string) {
	t.Helper()
	parts := strings.SplitN(help, "\n\n", 2)
	require.Len(t, parts, 2, "a usage line, a blank line, then the rest: %q", help)
	assert.Regexp(t, `^usage: xcover `+command+`( \S.*)?$`, parts[0])
	about, flags, _ := strings.Cut(parts[1], "\n  -")
	assert.Greater(t, len(strings.Fields(about)), 10, "a paragraph of what %s does", command)
	if flags != "" {
		assert.Regexp(t, `(?i)flags:\n$`, about+"\n", "the flags follow the paragraph")
	}
}
