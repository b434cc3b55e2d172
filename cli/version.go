package cli

import (
	"flag"
	"fmt"
	"os"
	"runtime/debug"
	"strings"
	"time"
)

// runVersion is `xcover version`.
func runVersion(env Env, args []string) int {
	fs := flag.NewFlagSet("version", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.Usage = func() {
		fmt.Fprintln(env.Stderr, `usage: xcover version

Writes what this xcover was built from, as Go recorded it in the binary:
the module's version, the revision of its version control and whether the
files had changes not committed then, the time of that commit, and the Go
version and system it was built with; and when the binary was built (its
file's time).`)
	}
	if code, ok := parseFlags(env, fs, args, false); !ok {
		return code
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		fmt.Fprintln(env.Stderr, "xcover version: the binary holds no build information")
		return 1
	}
	var built time.Time
	if exe, err := os.Executable(); err == nil {
		if st, err := os.Stat(exe); err == nil {
			built = st.ModTime()
		}
	}
	fmt.Fprint(env.Stdout, versionText(info, built))
	return 0
}

// versionText writes the build information of info, and built, the
// binary's time (zero: unknown), one fact a line.
func versionText(info *debug.BuildInfo, built time.Time) string {
	set := map[string]string{}
	for _, s := range info.Settings {
		set[s.Key] = s.Value
	}
	var b strings.Builder
	fmt.Fprintf(&b, "xcover %s\n", orUnknown(info.Main.Version))
	if rev := set["vcs.revision"]; rev != "" {
		b.WriteString("revision: " + rev)
		switch set["vcs.modified"] {
		case "true":
			b.WriteString(" (modified: files had changes not committed)")
		case "false":
			b.WriteString(" (as committed)")
		}
		b.WriteString("\n")
		if t := set["vcs.time"]; t != "" {
			b.WriteString("committed: " + t + "\n")
		}
	} else {
		b.WriteString("revision: unknown (built outside version control, or by go run or go test)\n")
	}
	goos, goarch := set["GOOS"], set["GOARCH"]
	fmt.Fprintf(&b, "go: %s %s/%s\n", orUnknown(info.GoVersion), orUnknown(goos), orUnknown(goarch))
	if !built.IsZero() {
		b.WriteString("built: " + built.UTC().Format(time.RFC3339) + "\n")
	}
	return b.String()
}

// orUnknown is s, or "unknown" when it is empty.
func orUnknown(s string) string {
	if s == "" {
		return "unknown"
	}
	return s
}
