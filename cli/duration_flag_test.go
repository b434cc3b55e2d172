package cli

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDurationFlag(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want time.Duration
		ok   bool
	}{
		{"0", 0, true},
		{"0s", 0, true},
		{"500ms", 500 * time.Millisecond, true},
		{"2s", 2 * time.Second, true},
		{"1m30s", 90 * time.Second, true},
		{"1.5h", 90 * time.Minute, true},
		{"", 0, false},
		{"2", 0, false}, // a unit is needed but for 0
		{"-1s", 0, false},
		{"false", 0, false},
		{"2x", 0, false},
		{"9999999999h", 0, false}, // past what a duration holds
	} {
		t.Run(tc.in, func(t *testing.T) {
			d := 7 * time.Second // what a failed Set leaves as it is
			err := durationFlag{&d}.Set(tc.in)
			if !tc.ok {
				require.ErrorIs(t, err, errDuration)
				assert.Equal(t, 7*time.Second, d)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.want, d)
		})
	}
	assert.Equal(t, "0s", durationFlag{}.String(), "flag's zero value")
}

// TestDurationFlags checks -progress and -timeout on the commands that
// take them: their defaults, a value, and a bad value told in one line
// that names the flag and the value.
func TestDurationFlags(t *testing.T) {
	for _, command := range []string{"cover", "solve"} {
		for _, tc := range []struct {
			args []string
			err  string // "" when the flags are good
		}{
			{[]string{"-progress", "0", "-timeout", "0"}, ""},
			{[]string{"-progress", "250ms", "-timeout", "1h"}, ""},
			{[]string{"-progress=false"}, `invalid value "false" for flag -progress: ` + errDuration.Error()},
			{[]string{"-progress", "-1s"}, `invalid value "-1s" for flag -progress: ` + errDuration.Error()},
			{[]string{"-timeout", "soon"}, `invalid value "soon" for flag -timeout: ` + errDuration.Error()},
		} {
			t.Run(command+" "+tc.args[0]+" "+tc.args[len(tc.args)-1], func(t *testing.T) {
				code, out, errs := run(t, "", append([]string{command}, append(tc.args, "-h")...)...)
				if tc.err != "" {
					assert.Equal(t, 2, code)
					assert.Empty(t, out)
					assert.Equal(t, "xcover "+command+": "+tc.err+"\n", errs, "one line")
					return
				}
				assert.Equal(t, 0, code, errs)
			})
		}
	}
	env := Env{Stdout: new(strings.Builder), Stderr: new(strings.Builder)}
	c, _, err := parseCoverFlags(env, nil)
	require.NoError(t, err)
	assert.Equal(t, progressEvery, c.progress.every, "cover's default")
	assert.Zero(t, c.limit.d, "no time limit by default")
	c, _, err = parseCoverFlags(env, []string{"-progress", "250ms", "-timeout", "1m"})
	require.NoError(t, err)
	assert.Equal(t, 250*time.Millisecond, c.progress.every)
	assert.Equal(t, time.Minute, c.limit.d)
	s, _, err := parseSolveFlags(env, []string{"-progress", "0"})
	require.NoError(t, err)
	assert.False(t, s.progress.on())
	s, _, err = parseSolveFlags(env, []string{"-timeout", "3s"})
	require.NoError(t, err)
	assert.True(t, s.progress.on(), "solve's default")
	assert.Equal(t, 3*time.Second, s.limit.d)
}

// FuzzDurationFlag checks that any value either sets a duration of 0 or
// more that writes back as itself, or is refused with errDuration, never
// a panic.
func FuzzDurationFlag(f *testing.F) {
	for _, s := range []string{"0", "2s", "1m30s", "-1s", "false", "1.5h", "9223372036s", ".5us", "1e3s"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var d time.Duration
		err := durationFlag{&d}.Set(s)
		if err != nil {
			require.ErrorIs(t, err, errDuration)
			return
		}
		require.GreaterOrEqual(t, d, time.Duration(0))
		var again time.Duration
		require.NoError(t, durationFlag{&again}.Set(durationFlag{&d}.String()))
		assert.Equal(t, d, again)
	})
}
