package cli

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSolveCPUProfile profiles a batch: the file is a gzipped pprof
// profile, and the results are the same as without it; a file that cannot
// be made is an error that names the flag, before any puzzle is read.
func TestSolveCPUProfile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cpu.pprof")
	code, out, stderr := run(t, easy+"\n"+hardest+"\n", "solve", "-cpuprofile", path)
	require.Equal(t, 0, code, stderr)
	_, plain, _ := run(t, easy+"\n"+hardest+"\n", "solve")
	assert.Equal(t, plain, out)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	require.Greater(t, len(data), 2)
	assert.Equal(t, []byte{0x1f, 0x8b}, data[:2], "a gzipped profile")

	code, out, stderr = run(t, easy+"\n", "solve", "-cpuprofile", filepath.Join(t.TempDir(), "no", "such", "dir", "cpu.pprof"))
	assert.Equal(t, 2, code)
	assert.Empty(t, out)
	assert.Contains(t, stderr, "xcover solve: -cpuprofile: open ")
}
