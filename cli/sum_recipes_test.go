//go:build unix

package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/problem"
)

// TestSumRecipes runs the recipes of a count in parts (docs/distributed.md: "Recipes")
// as their shell commands, with the built command on the PATH: each part
// a process writing its JSON line to a file of its own, then xcover sum
// of the files, as a Slurm job array does; a part missing or failed fails
// the recipe; and GNU parallel's, with --halt now,fail=1 and pipefail,
// when GNU parallel is installed.
func TestSumRecipes(t *testing.T) {
	dir := builtCommand(t)
	writeFile(t, dir, "problem.dlx", problem.Langford(8).Text())
	writeFile(t, dir, "bad.dlx", "a b\na c\n")
	sh := func(script string) (string, string, error) {
		cmd := exec.Command("bash", "-c", "set -o pipefail\n"+script)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "PATH="+dir+string(os.PathListSeparator)+os.Getenv("PATH"))
		var stdout, stderr strings.Builder
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		return stdout.String(), stderr.String(), err
	}

	// As a Slurm job array's tasks: one file a part.
	array := `for i in $(seq 0 7); do xcover cover -count -json -j 2 -parts 8 -part $i problem.dlx > part-$i.json; done`
	_, errs, err := sh(array)
	require.NoError(t, err, errs)
	got, errs, err := sh(`xcover sum part-*.json`)
	require.NoError(t, err, errs)
	assert.Equal(t, "300\n", got)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "part-5.json"), nil, 0o644)) // a task that wrote nothing
	_, errs, err = sh(`xcover sum part-*.json`)
	assert.Error(t, err)
	assert.Equal(t, "xcover sum: parts missing of 8: 5\n", errs)

	if _, err := exec.LookPath("parallel"); err != nil {
		t.Skip("GNU parallel is not installed (apt-get install parallel): its recipe is not run")
	}
	recipe := func(file string) string {
		return `parallel --halt now,fail=1 xcover cover -count -json -j 1 -parts 8 -part {} ` + file + ` ::: $(seq 0 7) | xcover sum`
	}
	got, errs, err = sh(recipe("problem.dlx"))
	require.NoError(t, err, errs)
	assert.Equal(t, "300\n", got)
	_, errs, err = sh(recipe("bad.dlx"))
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit, "a part that fails fails the recipe")
	assert.NotZero(t, exit.ExitCode())
	assert.Contains(t, errs, "bad.dlx: line 2, column 3: unknown item \"c\" in option")
	assert.NotContains(t, errs, strconv.Itoa(300))
}
