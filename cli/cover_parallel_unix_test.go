//go:build unix

package cli

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"xcover/app/problem"
)

// TestCoverJobsWriteError checks that a listing on several goroutines
// whose solutions cannot be written stops them all and says so once.
func TestCoverJobsWriteError(t *testing.T) {
	var errs bytes.Buffer
	env := Env{Stdin: strings.NewReader(problem.Langford(11).Text()), Stdout: failingWriter{}, Stderr: &errs}
	code := Main(env, []string{"cover", "-j", "2", "-progress", "0"})
	assert.Equal(t, 1, code)
	assert.Equal(t, 1, strings.Count(errs.String(), "no space left on device"), errs.String())
}
