# xcover: `make run` serves the app, `make test` runs every test.
GO      ?= go
DATA    ?= ../shared/data
BIN     := xcover
FUZZTIME ?= 5s

.PHONY: build test vet fuzz bench clean

build: ## the native command-line binary
	$(GO) build -o $(BIN) .

vet:
	$(GO) vet ./...
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { gofmt -l $$(git ls-files '*.go'); echo "gofmt needed"; exit 1; }

test: vet ## every test, then a short run of every fuzz target
	$(GO) test -count=1 ./...
	$(MAKE) fuzz

fuzz: ## each fuzz target for FUZZTIME
	$(GO) test -run '^$$' -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME) ./sudoku
	$(GO) test -run '^$$' -fuzz '^FuzzScanner$$' -fuzztime $(FUZZTIME) ./sudoku
	$(GO) test -run '^$$' -fuzz '^FuzzParseKnuth$$' -fuzztime $(FUZZTIME) ./dlx

bench: build ## Go benchmarks, then puzzles/s per data set against the reference solvers
	$(GO) test -run '^$$' -bench . -benchtime 2s ./dlx ./sudoku
	./$(BIN) bench -data $(DATA)

clean:
	rm -f $(BIN)
