# xcover: `make run` serves the app, `make test` runs every test.
GO       ?= go
DATA     ?= ../shared/data
KNUTH    ?= ../shared/peers/knuth-dlx
CPP      ?= ../shared/peers/nstagman-cpp
BIN      := xcover
# FUZZTIME is a count of runs, not a duration: Go 1.26's fuzzer can fail a
# duration that ends mid-run with "context deadline exceeded" (go.dev/issue/75804).
FUZZTIME ?= 20000x
ADDR     ?= localhost:8000
STATIC   ?= build/static
PREFIX   ?=

.PHONY: build build-wasm run static deps test vet fuzz bench profile pgo clean

build: ## the native command-line binary
	$(GO) build -o $(BIN) .

# APP_WASM_FLAGS are the go build flags that keep app.wasm small, one a line
# in app/wasm.flags, which says why each is there (the end-to-end tests build
# app.wasm with them too). The worker is built for speed: no such flags.
APP_WASM_FLAGS = $(strip $(shell sed 's/\#.*//' app/wasm.flags))

build-wasm: build ## the browser app: web/app.wasm, its worker web/worker.wasm, each packed (its data in one segment), their .br and .gz copies, and wasm_exec.js
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags='-s -w' $(APP_WASM_FLAGS) -o web/app.wasm .
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags='-s -w' -o web/worker.wasm ./app/worker
	./$(BIN) precompress -pack web/app.wasm web/worker.wasm
	cp "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" wasm_exec.js

run: build build-wasm ## serve the browser app on ADDR
	./$(BIN) serve -addr $(ADDR)

static: build-wasm ## the app as a static site in STATIC, served at PREFIX (e.g. PREFIX=/xcover for GitHub Pages)
	rm -rf $(STATIC)
	./$(BIN) static -out $(STATIC) -prefix "$(PREFIX)"

deps: ## a browser for the end-to-end tests: the one $CHROME names, or Chromium on the PATH, else Debian's package (needs root); GNU parallel, whose recipe a test runs
	@if [ -n "$$CHROME" ]; then \
		test -x "$$CHROME" || { echo "CHROME=$$CHROME: no such program"; exit 1; }; \
	elif ! command -v chromium >/dev/null && ! command -v chromium-browser >/dev/null && ! command -v google-chrome >/dev/null; then \
		echo "installing chromium for the end-to-end tests"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	fi
	@command -v parallel >/dev/null || { echo "installing GNU parallel for the count recipes' test"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq parallel >/dev/null; }

vet:
	$(GO) vet ./...
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { gofmt -l $$(git ls-files '*.go'); echo "gofmt needed"; exit 1; }

test: deps vet build-wasm ## every test (end-to-end ones in headless Chromium), then a short run of every fuzz target
	$(GO) test -count=1 $$($(GO) list ./... | grep -v '^xcover/e2e$$')
	XCOVER_E2E=require $(GO) test -count=1 -timeout 30m ./e2e  # the end-to-end tests, alone so that other tests do not skew their timings; they must run
	$(MAKE) fuzz

fuzz: ## each fuzz target for FUZZTIME runs
	$(GO) test -run '^$$' -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME) ./sudoku/format
	$(GO) test -run '^$$' -fuzz '^FuzzScanner$$' -fuzztime $(FUZZTIME) ./sudoku/format
	$(GO) test -run '^$$' -fuzz '^FuzzScannerLayouts$$' -fuzztime $(FUZZTIME) ./sudoku/format
	$(GO) test -run '^$$' -fuzz '^FuzzPlainLine$$' -fuzztime $(FUZZTIME) ./sudoku/format
	$(GO) test -run '^$$' -fuzz '^FuzzParseRegions$$' -fuzztime $(FUZZTIME) ./sudoku
	$(GO) test -run '^$$' -fuzz '^FuzzParseKnuth$$' -fuzztime $(FUZZTIME) ./dlx
	$(GO) test -run '^$$' -fuzz '^FuzzParseState$$' -fuzztime $(FUZZTIME) ./app/puzzle
	$(GO) test -run '^$$' -fuzz '^FuzzReadJigsaw$$' -fuzztime $(FUZZTIME) ./app/puzzle
	$(GO) test -run '^$$' -fuzz '^FuzzParseSheet$$' -fuzztime $(FUZZTIME) ./app/problem
	$(GO) test -run '^$$' -fuzz '^FuzzLoad$$' -fuzztime $(FUZZTIME) ./app/problem
	$(GO) test -run '^$$' -fuzz '^FuzzParseLink$$' -fuzztime $(FUZZTIME) ./app/problem
	$(GO) test -run '^$$' -fuzz '^FuzzParseJob$$' -fuzztime $(FUZZTIME) ./app/jobs
	$(GO) test -run '^$$' -fuzz '^FuzzParseAnswer$$' -fuzztime $(FUZZTIME) ./app/jobs
	$(GO) test -run '^$$' -fuzz '^FuzzSolveInput$$' -fuzztime $(FUZZTIME) ./cli
	$(GO) test -run '^$$' -fuzz '^FuzzSolveJigsawInput$$' -fuzztime $(FUZZTIME) ./cli
	$(GO) test -run '^$$' -fuzz '^FuzzCoverInput$$' -fuzztime $(FUZZTIME) ./cli
	$(GO) test -run '^$$' -fuzz '^FuzzTextOf$$' -fuzztime $(FUZZTIME) ./cli
	$(GO) test -run '^$$' -fuzz '^FuzzDurationFlag$$' -fuzztime $(FUZZTIME) ./cli
	$(GO) test -run '^$$' -fuzz '^FuzzParseCountLine$$' -fuzztime $(FUZZTIME) ./cli
	$(GO) test -run '^$$' -fuzz '^FuzzPackWasm$$' -fuzztime $(FUZZTIME) ./app/site

bench: build ## Go benchmarks, then whole-process wall time per data set, interleaved with a C++ dancing-links solver and the C reference, and per exact cover problem with Knuth's DLX programs
	$(GO) test -run '^$$' -bench . -benchtime 2s ./dlx ./sudoku/...
	@if [ -x $(KNUTH)/build.sh ]; then $(KNUTH)/build.sh build/peers; else echo "no $(KNUTH)/build.sh: Knuth's programs are not built, xcover cover is timed without them"; fi
	./$(BIN) bench -data $(DATA) -cpp $(CPP) -knuth build/peers

profile: build ## where the whole command's time goes: a CPU profile of solve -first -j 1 on the 17-clue set
	mkdir -p build
	./$(BIN) solve -first -j 1 -cpuprofile build/cpu.pprof $(DATA)/sudoku17-49151.txt >/dev/null
	$(GO) tool pprof -top -nodecount 25 $(BIN) build/cpu.pprof

pgo: build ## default.pgo, the CPU profile go build optimizes xcover's hot paths with (profile-guided optimization): cover counts of the problems bench times, with each engine, and sudoku solves
	mkdir -p build/pgo
	for p in pentominoes-6x10 wordsearch-5x5 partridge-6; do \
		gzip -dc testdata/$$p.dlx.gz | ./$(BIN) cover -count -progress 0 -cpuprofile build/pgo/$$p.pprof - >/dev/null || exit 1; \
	done
	for p in pentominoes-6x10 wordsearch-5x5 queens-13; do \
		gzip -dc testdata/$$p.dlx.gz | ./$(BIN) cover -count -engine cells -progress 0 -cpuprofile build/pgo/$$p-cells.pprof - >/dev/null || exit 1; \
	done
	gzip -dc testdata/sudoku17-49151.txt.gz | ./$(BIN) solve -j 1 -progress 0 -cpuprofile build/pgo/sudoku17.pprof - >/dev/null
	gzip -dc testdata/top1465.txt.gz | ./$(BIN) solve -j 1 -progress 0 -cpuprofile build/pgo/top1465.pprof - >/dev/null
	$(GO) tool pprof -proto build/pgo/*.pprof > default.pgo
	$(GO) build -o $(BIN) .

clean:
	rm -f $(BIN) web/app.wasm web/app.wasm.br web/app.wasm.gz web/worker.wasm web/worker.wasm.br web/worker.wasm.gz wasm_exec.js
	rm -rf build
