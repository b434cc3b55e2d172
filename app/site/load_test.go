package site

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	xapp "xcover/app"
)

// loadClients is how many clients load the app at once in TestLoad.
const loadClients = 200

// loadSanity bounds how long a client may take to load the whole app: not
// a performance target, only a sign that something is stuck.
const loadSanity = time.Minute

// TestLoad has loadClients clients, each with connections of its own, load
// the app at once from `xcover serve`'s server on loopback, as Chromium
// does: the page, app.js, wasm_exec.js, app.wasm and worker.wasm (brotli).
// Every response must be whole and right; the latencies are logged. It
// serves the repository's web directory when the binaries are built there
// (make build-wasm), else fake ones.
func TestLoad(t *testing.T) {
	registerOnce.Do(xapp.Register)
	site, err := OpenSite("../../web")
	if err != nil || len(site.Notes) > 0 {
		t.Logf("../../web has no up-to-date binaries (%v): loading fake ones", notes(site, err))
		dir, _ := newWebDir(t, 20)
		site, err = OpenSite(dir)
		require.NoError(t, err)
	}
	ts := httptest.NewUnstartedServer(nil)
	ts.Config = newServer(site.Handler())
	ts.Start()
	defer ts.Close()

	// What each resource must be, fetched once before the load. The page
	// is rendered for each request, with its attributes in any order, so
	// only its length is compared.
	type resource struct {
		path string
		body []byte
	}
	var resources []resource
	for _, path := range []string{"/", "/app.js", "/wasm_exec.js", "/web/app.wasm", "/web/worker.wasm"} {
		resp, body := fetch(t, http.MethodGet, ts.URL+path, map[string]string{"Accept-Encoding": chromiumAccept})
		require.Equal(t, http.StatusOK, resp.StatusCode, path)
		resources = append(resources, resource{path, body})
		if name, ok := strings.CutPrefix(path, "/web/"); ok {
			br, _ := site.WasmSize(name, "br")
			require.Len(t, body, br, "%s goes brotli-compressed", name)
		}
	}

	type result struct {
		latency map[string]time.Duration
		total   time.Duration
		err     error
	}
	results := make([]result, loadClients)
	start := make(chan struct{})
	var wg sync.WaitGroup
	for c := range loadClients {
		wg.Go(func() {
			tr := &http.Transport{DisableCompression: true}
			defer tr.CloseIdleConnections()
			client := &http.Client{Transport: tr, Timeout: loadSanity}
			r := result{latency: map[string]time.Duration{}}
			<-start
			begin := time.Now()
			for _, res := range resources {
				t0 := time.Now()
				if err := load(client, ts.URL+res.path, res.body, res.path != "/"); err != nil {
					r.err = fmt.Errorf("client %d: %s: %w", c, res.path, err)
					break
				}
				r.latency[res.path] = time.Since(t0)
			}
			r.total = time.Since(begin)
			results[c] = r
		})
	}
	began := time.Now()
	close(start)
	wg.Wait()
	wall := time.Since(began)

	var totals []time.Duration
	for _, r := range results {
		assert.NoError(t, r.err)
		totals = append(totals, r.total)
		assert.Less(t, r.total, loadSanity)
	}
	for _, res := range resources {
		var ds []time.Duration
		for _, r := range results {
			if d, ok := r.latency[res.path]; ok {
				ds = append(ds, d)
			}
		}
		t.Logf("%-17s %s", res.path, percentiles(ds))
	}
	t.Logf("%-17s %s", "whole app", percentiles(totals))
	var bytes int
	for _, res := range resources {
		bytes += len(res.body)
	}
	t.Logf("%d clients loaded the app (%d bytes each) in %v: %.0f MB/s", loadClients, bytes,
		wall.Round(time.Millisecond), float64(bytes*loadClients)/wall.Seconds()/1e6)
}

// chromiumAccept is the Accept-Encoding that Chromium sends.
const chromiumAccept = "gzip, deflate, br, zstd"

// load GETs url as Chromium would and checks the response is 200 with the
// body want (or, unless exact, one of the same length), read as it streams
// in.
func load(client *http.Client, url string, want []byte, exact bool) error {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Accept-Encoding", chromiumAccept)
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("status %s", resp.Status)
	}
	cmp := &comparer{want: want, lengthOnly: !exact}
	if _, err := io.Copy(cmp, resp.Body); err != nil {
		return err
	}
	if cmp.n != len(want) {
		return fmt.Errorf("%d bytes, want %d", cmp.n, len(want))
	}
	return nil
}

// comparer is a writer that checks what is written against want, or only
// that it is no longer.
type comparer struct {
	want       []byte
	lengthOnly bool
	n          int
}

// Write compares p with the next bytes of want.
func (c *comparer) Write(p []byte) (int, error) {
	if c.n+len(p) > len(c.want) || !c.lengthOnly && !bytes.Equal(p, c.want[c.n:c.n+len(p)]) {
		return 0, errors.New("body differs")
	}
	c.n += len(p)
	return len(p), nil
}

// percentiles writes the 50th, 90th and 99th percentiles and the maximum
// of ds.
func percentiles(ds []time.Duration) string {
	if len(ds) == 0 {
		return "no samples"
	}
	slices.Sort(ds)
	at := func(p float64) time.Duration {
		return ds[min(len(ds)-1, int(p*float64(len(ds))))].Round(100 * time.Microsecond)
	}
	return fmt.Sprintf("p50 %v  p90 %v  p99 %v  max %v  (n=%d)", at(0.50), at(0.90), at(0.99), ds[len(ds)-1].Round(100*time.Microsecond), len(ds))
}

// notes says why a site cannot be used as it is.
func notes(site *Site, err error) string {
	if err != nil {
		return err.Error()
	}
	return fmt.Sprint(site.Notes)
}
