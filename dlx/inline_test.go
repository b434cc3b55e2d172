package dlx

import (
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSearchInlinesTheCovers builds the package as the command line is
// built (with the main package's default.pgo) and checks that the links'
// cover and uncover are inlined where coverEach and uncoverEach call them,
// as searchX needs for its speed: the inliner reads those calls' hotness by
// their lines, and an edit above searchX once moved them off the profile's
// hot lines, which made the links 5-7% slower on the word search (see the
// note at the end of solve.go). When this fails, move the lines back, or
// make the profile again (make pgo), and time cover -count.
func TestSearchInlinesTheCovers(t *testing.T) {
	gotool, err := exec.LookPath("go")
	require.NoError(t, err, "the go command builds the package")
	out, err := exec.Command(gotool, "build", "-pgo=../default.pgo", "-gcflags=-m", "-o", os.DevNull, ".").CombinedOutput()
	require.NoError(t, err, "%s", out)
	for _, c := range []struct{ each, call string }{{"coverEach", "cover"}, {"uncoverEach", "uncover"}} {
		// Where searchX inlines coverEach, the compiler tells the calls it
		// inlined with it at the same place: "solve.go:310:18: inlining
		// call to (*Links).cover".
		each := regexp.MustCompile(`(?m)^\./solve\.go:(\d+:\d+): inlining call to \(\*Links\)\.`+c.each+`$`).FindAllStringSubmatch(string(out), -1)
		require.NotEmpty(t, each, "searchX inlines %s", c.each)
		for _, at := range each {
			assert.True(t, strings.Contains(string(out), "./solve.go:"+at[1]+": inlining call to (*Links)."+c.call+"\n"),
				"searchX inlines %s at solve.go:%s, and %s in it", c.each, at[1], c.call)
		}
	}
}
