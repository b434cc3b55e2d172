package cli

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	xapp "xcover/app"
	"xcover/app/site"
)

// registerOnce registers the app's routes, as main does before serving.
var registerOnce sync.Once

// TestServeFlags checks the serve command's usage errors and help.
func TestServeFlags(t *testing.T) {
	var stdout, stderr bytes.Buffer
	assert.Equal(t, 2, Main(Env{Stdout: &stdout, Stderr: &stderr}, []string{"serve", "extra"}))
	assert.Equal(t, 2, Main(Env{Stdout: &stdout, Stderr: &stderr}, []string{"serve", "-nope"}))
	assert.Equal(t, 0, Main(Env{Stdout: &stdout, Stderr: &stderr}, []string{"serve", "-h"}))
	assert.Contains(t, stderr.String(), "-addr")
}

// TestPrecompressCommand writes, skips when up to date, rewrites when the
// file changed, and reports errors.
func TestPrecompressCommand(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "app.wasm")
	raw := bytes.Repeat([]byte("a binary that compresses well "), 4000)
	require.NoError(t, os.WriteFile(name, raw, 0o644))
	// The copies decompress to the file: site.Precompress, asked again,
	// finds them up to date.
	upToDate := func() bool {
		_, ok, err := site.Precompress(name)
		require.NoError(t, err)
		return ok
	}

	var stdout, stderr bytes.Buffer
	env := Env{Stdout: &stdout, Stderr: &stderr}
	require.Equal(t, 0, Main(env, []string{"precompress", name}), stderr.String())
	for _, suffix := range []string{".br", ".gz"} {
		body, err := os.ReadFile(name + suffix)
		require.NoError(t, err)
		assert.Less(t, len(body), len(raw)/2, suffix)
	}
	assert.True(t, upToDate())
	assert.NotContains(t, stdout.String(), "up to date")

	stdout.Reset()
	require.Equal(t, 0, Main(env, []string{"precompress", name}))
	assert.Contains(t, stdout.String(), "up to date")

	// A changed file is compressed again.
	require.NoError(t, os.WriteFile(name, raw[:1000], 0o644))
	stdout.Reset()
	require.Equal(t, 0, Main(env, []string{"precompress", name}))
	assert.NotContains(t, stdout.String(), "up to date")
	assert.True(t, upToDate(), "the copies are of the changed file")

	leftovers, err := filepath.Glob(filepath.Join(dir, ".*"))
	require.NoError(t, err)
	assert.Empty(t, leftovers, "temporary files left behind")

	assert.Equal(t, 1, Main(env, []string{"precompress", filepath.Join(dir, "missing")}))
	assert.Equal(t, 2, Main(env, []string{"precompress"}))

	// -pack packs a WebAssembly module first, and refuses anything else:
	// the text file is left, and its copies, as they were.
	stderr.Reset()
	assert.Equal(t, 1, Main(env, []string{"precompress", "-pack", name}))
	assert.Contains(t, stderr.String(), name+": not a WebAssembly module")
	assert.True(t, upToDate())
	module := filepath.Join(dir, "tiny.wasm")
	// A module whose data is two segments, 3 zeros apart.
	tiny := []byte("\x00asm\x01\x00\x00\x00\x0b\x0d\x02\x00\x41\x00\x0b\x01\x01\x00\x41\x04\x0b\x01\x02")
	require.NoError(t, os.WriteFile(module, tiny, 0o644))
	stdout.Reset()
	require.Equal(t, 0, Main(env, []string{"precompress", "-pack", module}), stderr.String())
	packed, err := os.ReadFile(module)
	require.NoError(t, err)
	assert.Equal(t, "\x00asm\x01\x00\x00\x00\x0b\x0b\x01\x00\x41\x00\x0b\x05\x01\x00\x00\x00\x02", string(packed))
	assert.Contains(t, stdout.String(), module+": 21 bytes")
}

// startServe runs `xcover serve` on a free loopback port with the web
// directory dir, and returns its URL (with a trailing slash) and a channel
// that gets its exit code.
func startServe(t *testing.T, dir string, stdout, stderr *lockedBuffer) (string, <-chan int) {
	t.Helper()
	registerOnce.Do(xapp.Register)
	done := make(chan int, 1)
	go func() {
		done <- Main(Env{Stdout: stdout, Stderr: stderr}, []string{"serve", "-addr", "127.0.0.1:0", "-web", dir})
	}()
	return servedAt(t, stdout, stderr), done
}

// servedAt waits for serve to print the URL it serves at, and returns it.
func servedAt(t *testing.T, stdout, stderr *lockedBuffer) string {
	t.Helper()
	addr := regexp.MustCompile(`at (http://\S+/)`)
	var base string
	require.Eventually(t, func() bool {
		m := addr.FindStringSubmatch(stdout.String())
		if m != nil {
			base = m[1]
		}
		return m != nil
	}, 10*time.Second, 10*time.Millisecond, "serve printed no address; stderr: %s", stderr.String())
	return base
}

// TestServeGracefulShutdown sends the process SIGTERM while a client is
// in the middle of downloading app.wasm: the download completes, new
// connections are refused, and serve exits with 0.
func TestServeGracefulShutdown(t *testing.T) {
	dir := t.TempDir()
	raw := make([]byte, 8<<20) // incompressible and too big for the socket buffers
	_, err := rand.NewChaCha8([32]byte{12}).Read(raw)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "app.wasm"), raw, 0o644))
	var stdout, stderr lockedBuffer
	base, done := startServe(t, dir, &stdout, &stderr)

	u, err := url.Parse(base)
	require.NoError(t, err)
	conn, err := net.Dial("tcp", u.Host)
	require.NoError(t, err)
	defer conn.Close()
	_, err = fmt.Fprintf(conn, "GET /web/app.wasm HTTP/1.1\r\nHost: %s\r\n\r\n", u.Host)
	require.NoError(t, err)
	r := bufio.NewReader(conn)
	resp, err := http.ReadResponse(r, nil)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, resp.StatusCode)

	require.NoError(t, syscall.Kill(syscall.Getpid(), syscall.SIGTERM))
	// The listener closes at once; the download under way goes on.
	require.Eventually(t, func() bool {
		c, err := net.DialTimeout("tcp", u.Host, time.Second)
		if err == nil {
			c.Close()
		}
		return err != nil
	}, 10*time.Second, 20*time.Millisecond, "serve still accepts connections after SIGTERM")
	select {
	case code := <-done:
		t.Fatalf("serve exited (%d) before the download under way ended", code)
	default:
	}
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	assert.True(t, bytes.Equal(raw, body), "the download was cut: %d of %d bytes", len(body), len(raw))
	select {
	case code := <-done:
		assert.Equal(t, 0, code, stderr.String())
	case <-time.After(30 * time.Second): // the server's grace, and then some
		t.Fatal("serve did not stop after SIGTERM")
	}
}
