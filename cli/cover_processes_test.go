package cli

import (
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/problem"
)

// TestCoverPartsAsProcesses counts problems in K parts as K separate
// processes of the built command, as the Kubernetes Indexed Job and GNU
// parallel run them (docs/distributed.md), and checks that
// the parts' counts add up to the whole count: for K = 1, a few K, and K
// larger than the tree has subtrees.
func TestCoverPartsAsProcesses(t *testing.T) {
	dir := builtCommand(t)
	bin := filepath.Join(dir, "xcover")
	for _, tc := range []struct {
		name  string
		text  string
		count int
		parts []int
	}{
		{"langford 8", problem.Langford(8).Text(), 300, []int{1, 3, 8}},
		{"queens 8", problem.Queens(8).Text(), 92, []int{2, 5, 16}},
		{"queens 4", problem.Queens(4).Text(), 2, []int{6}}, // more parts than subtrees
	} {
		t.Run(tc.name, func(t *testing.T) {
			file := writeFile(t, dir, strings.ReplaceAll(tc.name, " ", "-")+".dlx", tc.text)
			assert.Equal(t, tc.count, countProcess(t, bin, file), "the whole")
			for _, k := range tc.parts {
				sum := 0
				for i := range k {
					sum += countProcess(t, bin, file, "-parts", strconv.Itoa(k), "-part", strconv.Itoa(i))
				}
				assert.Equal(t, tc.count, sum, "%d parts", k)
			}
		})
	}
}

// countProcess runs `xcover cover -count` with args on file as a process
// of bin and returns the count, its only line.
func countProcess(t *testing.T, bin, file string, args ...string) int {
	t.Helper()
	cmd := exec.Command(bin, append(append([]string{"cover", "-count"}, args...), file)...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	require.NoError(t, err, "%v: %s", cmd.Args, stderr.String())
	require.Empty(t, stderr.String())
	require.Regexp(t, `^\d+\n$`, string(out), "the count as the only line")
	n, err := strconv.Atoi(strings.TrimSpace(string(out)))
	require.NoError(t, err)
	return n
}

// builtCommand builds xcover into a directory of the test's and returns
// the directory; under -short the test is skipped instead.
func builtCommand(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the command")
	}
	dir := t.TempDir()
	out, err := exec.Command("go", "build", "-o", filepath.Join(dir, "xcover"), "xcover").CombinedOutput()
	require.NoError(t, err, "go build: %s", out)
	return dir
}
