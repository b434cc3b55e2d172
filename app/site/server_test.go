package site

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"net/http"
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	xapp "xcover/app"
)

// TestServe serves a site on a free port, then stops it.
func TestServe(t *testing.T) {
	registerOnce.Do(xapp.Register)
	dir, wasm := newWebDir(t, 8)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	out, stdout := io.Pipe()
	var stderr bytes.Buffer
	done := make(chan int)
	go func() { done <- Serve(ctx, stdout, &stderr, "127.0.0.1:0", dir) }()
	line, err := bufio.NewReader(out).ReadString('\n')
	require.NoError(t, err)
	go io.Copy(io.Discard, out)
	m := regexp.MustCompile(`at (http://\S+/)`).FindStringSubmatch(line)
	require.NotNil(t, m, line)
	base := m[1]
	assert.Regexp(t, `\(app\.wasm 0\.06 MB, br 0\.\d+ MB, gzip 0\.\d+ MB; worker\.wasm 0\.06 MB, br 0\.\d+ MB, gzip 0\.\d+ MB; version [0-9a-f]{16}\)`, line)
	resp, body := fetch(t, http.MethodGet, base, nil)
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, string(body), "app-wasm-loader")
	resp, body = fetch(t, http.MethodGet, base+"web/app.wasm", map[string]string{"Accept-Encoding": "gzip, deflate, br"})
	assert.Equal(t, "br", resp.Header.Get("Content-Encoding"))
	assert.Equal(t, wasm["app.wasm"], decode(t, "br", body))
	resp, body = fetch(t, http.MethodGet, base+"web/worker.wasm", map[string]string{"Accept-Encoding": "gzip, deflate, br"})
	assert.Equal(t, "br", resp.Header.Get("Content-Encoding"))
	assert.Equal(t, wasm["worker.wasm"], decode(t, "br", body))

	cancel()
	select {
	case code := <-done:
		assert.Equal(t, 0, code, stderr.String())
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop")
	}
	assert.Empty(t, stderr.String())
}
