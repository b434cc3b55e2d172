package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	xapp "xcover/app"
	"xcover/app/site"
)

// TestStaticCommand writes the site for a sub-path and says where it is
// to be served (site.WriteStaticSite's tests check what it writes).
func TestStaticCommand(t *testing.T) {
	registerOnce.Do(xapp.Register)
	web := t.TempDir()
	name := filepath.Join(web, "app.wasm")
	require.NoError(t, os.WriteFile(name, bytes.Repeat([]byte("a binary "), 1000), 0o644))
	_, _, err := site.Precompress(name)
	require.NoError(t, err)
	out := t.TempDir()
	code, stdout, stderr := run(t, "", "static", "-out", out, "-prefix", "/xcover/", "-web", web)
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stdout, "xcover: static site in "+out+", to be served at /xcover/")
	assert.Contains(t, stderr, "xcover static: warning: ", "worker.wasm is missing: told")
	assert.FileExists(t, filepath.Join(out, "web", "app.wasm.br"))
}

// TestStaticErrors checks the static command's mistakes: a bad prefix, a
// web directory without app.wasm, and its usage errors.
func TestStaticErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"static", "-out", t.TempDir(), "-prefix", "/a b", "-web", t.TempDir()}, 1, `-prefix "/a b": want a URL path`},
		{[]string{"static", "-out", t.TempDir(), "-web", t.TempDir()}, 1, "app.wasm is missing: run make build-wasm"},
		{[]string{"static", "extra"}, 2, `unexpected argument "extra"`},
		{[]string{"static", "-nope"}, 2, "flag provided but not defined"},
	} {
		code, _, stderr := run(t, "", tc.args...)
		assert.Equal(t, tc.code, code, tc.args)
		assert.Contains(t, stderr, tc.want, tc.args)
	}
}
