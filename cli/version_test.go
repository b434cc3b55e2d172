package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestVersionText(t *testing.T) {
	built := time.Date(2026, 11, 29, 1, 30, 0, 0, time.FixedZone("CET", 3600))
	settings := func(kv ...string) []debug.BuildSetting {
		var s []debug.BuildSetting
		for i := 0; i < len(kv); i += 2 {
			s = append(s, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return s
	}
	for _, tc := range []struct {
		name  string
		info  debug.BuildInfo
		built time.Time
		want  string
	}{
		{"committed", debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "xcover", Version: "v0.0.0-20261129003000-f8b66d1a2b3c"},
			Settings: settings("GOOS", "linux", "GOARCH", "amd64", "vcs", "git", "vcs.revision", "f8b66d1a2b3c4d5e", "vcs.time", "2026-11-29T00:30:00Z", "vcs.modified", "false")}, built,
			"xcover v0.0.0-20261129003000-f8b66d1a2b3c\nrevision: f8b66d1a2b3c4d5e (as committed)\ncommitted: 2026-11-29T00:30:00Z\ngo: go1.26.8 linux/amd64\nbuilt: 2026-11-29T00:30:00Z\n"},
		{"modified", debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "xcover", Version: "v0.0.0-20261129003000-f8b66d1a2b3c+dirty"},
			Settings: settings("GOOS", "darwin", "GOARCH", "arm64", "vcs.revision", "f8b66d1a2b3c4d5e", "vcs.time", "2026-11-29T00:30:00Z", "vcs.modified", "true")}, built,
			"xcover v0.0.0-20261129003000-f8b66d1a2b3c+dirty\nrevision: f8b66d1a2b3c4d5e (modified: files had changes not committed)\ncommitted: 2026-11-29T00:30:00Z\ngo: go1.26.8 darwin/arm64\nbuilt: 2026-11-29T00:30:00Z\n"},
		{"no version control, no file time", debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "xcover", Version: "(devel)"}}, time.Time{},
			"xcover (devel)\nrevision: unknown (built outside version control, or by go run or go test)\ngo: go1.26.8 unknown/unknown\n"},
		{"nothing known", debug.BuildInfo{}, time.Time{},
			"xcover unknown\nrevision: unknown (built outside version control, or by go run or go test)\ngo: unknown unknown/unknown\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, versionText(&tc.info, tc.built))
		})
	}
}

// TestVersion runs `xcover version` in the test binary, whose build Go
// records without version control.
func TestVersion(t *testing.T) {
	code, out, errs := run(t, "", "version")
	require.Equal(t, 0, code, errs)
	assert.Regexp(t, `^xcover \S+\nrevision: .+\ngo: go1\.\S+ \w+/\w+\nbuilt: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\n$`, out)
	code, _, errs = run(t, "", "version", "extra")
	assert.Equal(t, 2, code)
	assert.Equal(t, "xcover version: unexpected argument \"extra\"\n", errs)
}

// TestVersionOfBuild builds the command with version control stamping,
// and checks that `xcover version` tells what Go recorded in the binary
// (as go version -m reads it): the revision, whether files had changes
// not committed, the commit's time. In a checkout whose .git is a
// directory that is git's HEAD; Go does not stamp a linked worktree,
// whose .git is a file, and the version says the revision is unknown.
func TestVersionOfBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command")
	}
	bin := filepath.Join(t.TempDir(), "xcover")
	build, err := exec.Command("go", "build", "-buildvcs=auto", "-o", bin, "xcover").CombinedOutput()
	require.NoError(t, err, "go build: %s", build)
	start := time.Now()
	out, err := exec.Command(bin, "version").Output()
	require.NoError(t, err)
	recorded, err := exec.Command("go", "version", "-m", bin).Output()
	require.NoError(t, err)
	set := map[string]string{}
	for line := range strings.Lines(string(recorded)) {
		if kv, ok := strings.CutPrefix(strings.TrimSpace(line), "build\t"); ok {
			k, v, _ := strings.Cut(kv, "=")
			set[k] = v
		}
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	builtAt, err := time.Parse("built: "+time.RFC3339, lines[len(lines)-1])
	require.NoError(t, err)
	assert.WithinDuration(t, start, builtAt, 10*time.Minute, "built just now")
	rev := set["vcs.revision"]
	if rev == "" {
		assert.Equal(t, "revision: unknown (built outside version control, or by go run or go test)", lines[1])
		if st, err := os.Stat("../.git"); err == nil && st.Mode().IsRegular() {
			t.Log("a linked git worktree: Go stamps no revision")
		}
		return
	}
	state := map[string]string{"true": " (modified: files had changes not committed)", "false": " (as committed)"}[set["vcs.modified"]]
	assert.Equal(t, "revision: "+rev+state, lines[1])
	assert.Equal(t, "committed: "+set["vcs.time"], lines[2])
	if st, err := os.Stat("../.git"); err == nil && st.IsDir() {
		head, err := exec.Command("git", "rev-parse", "HEAD").Output()
		require.NoError(t, err)
		assert.Equal(t, strings.TrimSpace(string(head)), rev, "git's HEAD")
	}
}
