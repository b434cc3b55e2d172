package cli

import (
	"errors"
	"time"
)

// durationFlag is a flag that holds a length of time, 0 or more, written
// as Go writes durations: 500ms, 2s, 1m30s, 1h. 0 turns off what it
// times.
type durationFlag struct{ d *time.Duration }

// errDuration is what a value that is not a duration of 0 or more gets.
var errDuration = errors.New("want a duration such as 500ms, 2s, 1m30s or 1h, or 0 for none")

// String writes the duration; flag calls it on a zero durationFlag too.
func (f durationFlag) String() string {
	if f.d == nil {
		return "0s"
	}
	return f.d.String()
}

// Set reads a duration of 0 or more. A bare 0 is one, as in Go.
func (f durationFlag) Set(s string) error {
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 {
		return errDuration
	}
	*f.d = d
	return nil
}
