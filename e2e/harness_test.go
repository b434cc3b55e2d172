// Package e2e tests the app end to end. The harness: the app's real handler (the code of `xcover
// serve`) on httptest, and one headless Chromium for the whole test binary,
// driven with chromedp. A test opens a page with newPage, which gives it a
// tab of its own (in a browser context of its own: fresh storage, cache and
// service worker), and drives it with the page's methods. Every console
// error, uncaught exception, browser error log entry (a failed resource
// load, say) and request to another origin fails the test that owns the
// tab, unless the test allowed it with allowConsole.
//
// Run them with `go test -v ./e2e` (make test runs them too). They need a
// Chromium: the one named by $CHROME, or else the one chromedp finds on the
// PATH (make deps installs Debian's). Without one, they skip, saying so in
// one line, unless $XCOVER_E2E is "require" (make test sets it), when they
// fail. They also need web/app.wasm and web/worker.wasm, with their
// compressed copies, built from the current sources: when one is missing
// or out of date the harness builds it as make build-wasm does, which takes
// a while the first time.
package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	xapp "xcover/app"
	"xcover/app/site"
)

const (
	// chromeEnv names the browser the tests drive, when set; else they
	// drive the one chromedp finds.
	chromeEnv = "CHROME"
	// requireEnv, set to "require", makes a missing browser fail the tests
	// instead of skipping them: make test sets it.
	requireEnv = "XCOVER_E2E"
	// webDir is the web directory that make build-wasm fills.
	webDir = "web"
	// appWasmFlags holds the go build flags that make app.wasm small,
	// which make build-wasm reads too.
	appWasmFlags = "app/wasm.flags"
	// screenshotDir is where page.screenshot writes.
	screenshotDir = "build/screenshots"
	// actionTimeout bounds each browser action of the page helpers.
	actionTimeout = 15 * time.Second
	// loadTimeout bounds the wait for the app to start.
	loadTimeout = 30 * time.Second
	// viewportWidth and viewportHeight are the browser window's size.
	viewportWidth, viewportHeight = 1280, 800
)

// TestMain works from the repository's root (web/, testdata/ and
// build/screenshots/ are named from there), registers the app's routes,
// runs the tests, then stops the shared browser and server.
func TestMain(m *testing.M) {
	if err := os.Chdir(".."); err != nil {
		fmt.Fprintln(os.Stderr, "e2e: cannot work from the repository's root:", err)
		os.Exit(2)
	}
	xapp.Register() // as main does, so the handler renders the pages
	code := m.Run()
	if shared != nil {
		shared.close()
	}
	os.Exit(code)
}

// e2eEnv is what the end-to-end tests of this binary share: the server and
// the browser.
type e2eEnv struct {
	site    *site.Site
	srv     *httptest.Server
	browser context.Context // a chromedp context whose browser is running
	cancel  func()          // stops the browser
	userDir string          // the browser's profile, removed at the end

	mu   sync.Mutex
	wasm []wasmRequest // the requests for app.wasm, in order
}

// wasmRequest is one request for app.wasm, as the server saw it.
type wasmRequest struct {
	method         string
	acceptEncoding string // the request's Accept-Encoding
	encoding       string // the response's Content-Encoding
	status         int
	bytes          int // body bytes sent
}

// shared is the e2eEnv of this test binary, once started.
var (
	sharedOnce sync.Once
	shared     *e2eEnv
	sharedErr  error
)

// errNoBrowser is the error of a setup that found no browser to drive.
var errNoBrowser = errors.New("no browser")

// startE2E returns the shared server and browser, starting them on first
// use. It fails the test, with what to do, when they cannot start; when
// there is no browser, it skips the test instead, unless $XCOVER_E2E is
// "require" (the first to skip says why, once).
func startE2E(t testing.TB) *e2eEnv {
	t.Helper()
	sharedOnce.Do(func() {
		shared, sharedErr = newE2EEnv(t)
		if errors.Is(sharedErr, errNoBrowser) && os.Getenv(requireEnv) != "require" {
			fmt.Printf("e2e: skipping the end-to-end tests: %v\n", sharedErr)
		}
	})
	switch {
	case errors.Is(sharedErr, errNoBrowser) && os.Getenv(requireEnv) != "require":
		t.SkipNow()
	case sharedErr != nil:
		t.Fatalf("end-to-end setup: %v", sharedErr)
	}
	return shared
}

// newE2EEnv builds what startE2E shares: it starts the browser first, so
// that a machine without one learns it at once.
func newE2EEnv(t testing.TB) (*e2eEnv, error) {
	e := &e2eEnv{}
	if err := e.startBrowser(); err != nil {
		return nil, err
	}
	if err := ensureWasm(t); err != nil {
		e.close()
		return nil, err
	}
	s, err := site.OpenSite(webDir)
	if err == nil && len(s.Notes) > 0 {
		err = fmt.Errorf("%s: run make build-wasm", strings.Join(s.Notes, "; "))
	}
	if err != nil {
		e.close()
		return nil, err
	}
	e.site = s
	e.srv = httptest.NewServer(e.record(s.Handler()))
	return e, nil
}

// startBrowser starts the headless browser: the one $CHROME names, or else
// the one chromedp finds. When there is none, its error wraps errNoBrowser
// and says how to get one.
func (e *e2eEnv) startBrowser() error {
	const howTo = "install Chromium (make deps installs Debian's) or name one in $" + chromeEnv + ", then run make test or go test ./e2e"
	var opts []chromedp.ExecAllocatorOption
	if path := os.Getenv(chromeEnv); path != "" {
		if _, err := os.Stat(path); err != nil {
			return fmt.Errorf("%w: $%s names %s, which is missing; %s", errNoBrowser, chromeEnv, path, howTo)
		}
		opts = append(opts, chromedp.ExecPath(path))
	}
	var err error
	e.userDir, err = os.MkdirTemp("", "xcover-chromium-")
	if err != nil {
		return err
	}
	opts = append(opts,
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-quic", true),
		chromedp.UserDataDir(e.userDir),
		chromedp.WindowSize(viewportWidth, viewportHeight),
	)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), append(chromedp.DefaultExecAllocatorOptions[:], opts...)...)
	browser, cancelBrowser := chromedp.NewContext(allocCtx)
	e.browser = browser
	e.cancel = func() { cancelBrowser(); cancelAlloc() }
	err = chromedp.Do(browser) // starts the browser, with no timeout
	switch {
	case errors.Is(err, exec.ErrNotFound):
		e.close()
		return fmt.Errorf("%w: chromedp finds no Chromium or Chrome on the PATH; %s", errNoBrowser, howTo)
	case err != nil:
		e.close()
		return fmt.Errorf("starting the browser: %w", err)
	}
	return nil
}

// close stops the browser and the server and removes the profile.
func (e *e2eEnv) close() {
	if e.cancel != nil {
		e.cancel()
	}
	if e.srv != nil {
		e.srv.Close()
	}
	if e.userDir != "" {
		os.RemoveAll(e.userDir)
	}
}

// record wraps the handler to note every request for app.wasm.
func (e *e2eEnv) record(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasSuffix(r.URL.Path, "/app.wasm") {
			h.ServeHTTP(w, r)
			return
		}
		cw := &countingWriter{ResponseWriter: w, status: http.StatusOK}
		h.ServeHTTP(cw, r)
		e.mu.Lock()
		defer e.mu.Unlock()
		e.wasm = append(e.wasm, wasmRequest{
			method:         r.Method,
			acceptEncoding: r.Header.Get("Accept-Encoding"),
			encoding:       w.Header().Get("Content-Encoding"),
			status:         cw.status,
			bytes:          cw.n,
		})
	})
}

// wasmRequests returns the requests for app.wasm so far.
func (e *e2eEnv) wasmRequests() []wasmRequest {
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]wasmRequest(nil), e.wasm...)
}

// countingWriter counts the body bytes and keeps the status of a response.
type countingWriter struct {
	http.ResponseWriter
	status int
	n      int
}

// WriteHeader keeps the status.
func (c *countingWriter) WriteHeader(code int) {
	c.status = code
	c.ResponseWriter.WriteHeader(code)
}

// Write counts the bytes.
func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.ResponseWriter.Write(p)
	c.n += n
	return n, err
}

// ensureWasm makes sure web/app.wasm and web/worker.wasm are built from
// the current sources, with their compressed copies: it builds them as
// make build-wasm does, into temporary files, puts each in place when it
// is missing or differs, and compresses each whose copies do not
// decompress to it. The builds are cached by Go, so when nothing changed
// they cost about a second, and the copies are only read.
func ensureWasm(t testing.TB) error {
	appFlags, err := readBuildFlags(appWasmFlags)
	if err != nil {
		return err
	}
	binaries := []struct {
		pkg, name string
		flags     []string
	}{{".", "app.wasm", appFlags}, {"./app/worker", "worker.wasm", nil}}
	start := time.Now()
	for _, b := range binaries {
		if err := buildWasm(t, b.pkg, filepath.Join(webDir, b.name), b.flags); err != nil {
			return err
		}
	}
	t.Logf("web/app.wasm and web/worker.wasm checked in %.1f s", time.Since(start).Seconds())
	// Both at once: the worker's copies are made while app.wasm's brotli,
	// the longest, runs, so the wait is about that of app.wasm alone.
	errs := make([]error, len(binaries))
	var wg sync.WaitGroup
	for i, b := range binaries {
		wg.Go(func() { errs[i] = precompress(t, filepath.Join(webDir, b.name)) })
	}
	wg.Wait()
	return errors.Join(errs...)
}

// precompress makes target's compressed copies, as make build-wasm does,
// unless they are up to date, and logs how long it took.
func precompress(t testing.TB, target string) error {
	start := time.Now()
	sizes, upToDate, err := site.Precompress(target)
	if err != nil {
		return fmt.Errorf("%w (run make build-wasm)", err)
	}
	if !upToDate {
		t.Logf("compressed %s in %.1f s: %d bytes, brotli %d, gzip %d",
			target, time.Since(start).Seconds(), sizes[""], sizes["br"], sizes["gzip"])
	}
	return nil
}

// readBuildFlags reads a file of go build flags, as the Makefile does: one
// a line, without spaces; blank lines and what follows a '#' left out.
func readBuildFlags(name string) ([]string, error) {
	text, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	var flags []string
	for line := range strings.Lines(string(text)) {
		line, _, _ = strings.Cut(line, "#")
		flags = append(flags, strings.Fields(line)...)
	}
	return flags, nil
}

// buildWasm builds package pkg for the browser with the extra go build
// flags given and packs it, as make build-wasm does, and writes it to
// target unless target is up to date.
func buildWasm(t testing.TB, pkg, target string, flags []string) error {
	tmp, err := os.MkdirTemp("", "xcover-wasm-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	fresh := filepath.Join(tmp, filepath.Base(target))
	args := append([]string{"build", "-trimpath", "-ldflags=-s -w"}, flags...)
	cmd := exec.Command("go", append(args, "-o", fresh, pkg)...)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s does not build for the browser (make build-wasm runs the same): %v\n%s", pkg, err, out)
	}
	built, err := os.ReadFile(fresh)
	if err != nil {
		return err
	}
	if built, err = site.PackWasm(built); err != nil {
		return err
	}
	have, err := os.ReadFile(target)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		t.Logf("%s is missing: building it as make build-wasm does", target)
	case err != nil:
		return err
	case !bytes.Equal(have, built):
		t.Logf("%s is out of date with the sources: rebuilding it as make build-wasm does", target)
	default:
		return nil
	}
	if err := site.WriteFileAtomic(target, built); err != nil {
		return fmt.Errorf("%w (run make build-wasm)", err)
	}
	return nil
}

// page is one browser tab on the app, owned by one test.
type page struct {
	t    testing.TB
	env  *e2eEnv
	ctx  context.Context // the tab's chromedp context
	base string          // the server's URL, with no trailing slash
	host string          // the server's host:port

	mu       sync.Mutex
	console  []string // every console message, for the log of a failed test
	problems []string // errors that fail the test
	allowed  []string // substrings of problems to let pass
}

// newPage opens a tab, in a browser context of its own, on the shared
// browser, and closes it when the test ends; then it fails the test if the
// tab saw a console error, an uncaught exception, a browser error log entry
// or a request to another origin. The tab is blank: call open. Its
// pages run their Go with the collector's trace on (goCollections).
func newPage(t *testing.T) *page {
	t.Helper()
	return newPageAt(t, startE2E(t).srv.URL)
}

// newPageAt is newPage on another server: base is its URL, with an
// optional path that open's paths go under ("http://host:port/xcover").
func newPageAt(t *testing.T, base string) *page {
	t.Helper()
	e := startE2E(t)
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := chromedp.NewContext(e.browser, chromedp.WithNewBrowserContext())
	p := &page{t: t, env: e, ctx: ctx, base: strings.TrimSuffix(base, "/"), host: u.Host}
	if err := chromedp.Listen(ctx, p.listen); err != nil {
		cancel()
		t.Fatalf("opening a tab: %v", err)
	}
	p.do("set the viewport", chromedp.EmulateViewport(viewportWidth, viewportHeight))
	for what, script := range map[string]string{"marking Go's collections": goCollections, "keeping a journal": journalJS} {
		if _, err := chromedp.Call(ctx, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: script}); err != nil {
			cancel()
			t.Fatalf("%s: %v", what, err)
		}
	}
	t.Cleanup(func() {
		cancel()
		p.mu.Lock()
		defer p.mu.Unlock()
		for _, problem := range p.problems {
			t.Errorf("browser: %s", problem)
		}
		if t.Failed() && len(p.console) > 0 {
			t.Logf("browser console:\n  %s", strings.Join(p.console, "\n  "))
		}
	})
	return p
}

// listen notes the tab's console messages, exceptions, error log entries
// and requests to other origins. It runs in chromedp's event loop, so it
// only takes a lock and appends.
func (p *page) listen(ev any) {
	var msg string
	problem := false
	switch ev := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		msg = "console." + string(ev.Type) + ": " + consoleArgs(ev.Args)
		problem = ev.Type == runtime.ConsoleAPICalledTypeError || ev.Type == runtime.ConsoleAPICalledTypeAssert
	case *runtime.EventExceptionThrown:
		d := ev.ExceptionDetails
		msg = "uncaught: " + d.Text
		if d.Exception != nil && d.Exception.Description != "" {
			msg += " " + d.Exception.Description
		}
		problem = true
	case *log.EventEntryAdded:
		msg = "log." + string(ev.Entry.Level) + ": " + ev.Entry.Text
		if ev.Entry.URL != "" {
			msg += " (" + ev.Entry.URL + ")"
		}
		problem = ev.Entry.Level == log.EntryLevelError
	case *network.EventRequestWillBeSent:
		u, err := url.Parse(ev.Request.URL)
		if err != nil || (u.Scheme == "http" || u.Scheme == "https") && u.Host != p.host {
			msg, problem = "request to another origin: "+ev.Request.URL, true
		}
	}
	if msg == "" {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.console = append(p.console, msg)
	if !problem {
		return
	}
	for _, a := range p.allowed {
		if strings.Contains(msg, a) {
			return
		}
	}
	p.problems = append(p.problems, msg)
}

// consoleArgs formats the arguments of a console call.
func consoleArgs(args []*runtime.RemoteObject) string {
	var parts []string
	for _, a := range args {
		switch {
		case len(a.Value) > 0:
			var s string
			if json.Unmarshal(a.Value, &s) == nil {
				parts = append(parts, s)
			} else {
				parts = append(parts, string(a.Value))
			}
		case a.UnserializableValue != "":
			parts = append(parts, string(a.UnserializableValue))
		default:
			parts = append(parts, a.Description)
		}
	}
	return strings.Join(parts, " ")
}

// allowConsole lets console errors, exceptions, log entries and requests
// whose message contains substr pass without failing the test (for a test
// that provokes one on purpose). It applies to what comes after the call.
func (p *page) allowConsole(substr string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.allowed = append(p.allowed, substr)
}

// consoleSoFar returns the console messages, exceptions, log entries and
// outside requests that the tab has seen so far.
func (p *page) consoleSoFar() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.console...)
}

// problemsSoFar returns the problems the tab has seen so far (they fail the
// test at its end).
func (p *page) problemsSoFar() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.problems...)
}
