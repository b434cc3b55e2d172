package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"xcover/dlx"
)

// sumConfig holds the flags of `xcover sum`.
type sumConfig struct {
	stats bool
}

// runSum is `xcover sum`: it adds up the parts of a count, the lines of
// `xcover cover -count -json -parts K -part I` for every I, and checks
// that they are the parts of one count, each once.
func runSum(env Env, args []string) int {
	fs := flag.NewFlagSet("sum", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.Usage = func() {
		fmt.Fprintln(env.Stderr, `usage: xcover sum [flags] [FILE...]

Reads the lines that xcover cover -count -json writes, one for each part
of a count (-parts K -part I), from each FILE (stdin when there is none,
or for -), and writes the whole count: the parts' counts added up,
exactly at any size. Every part 0 to K-1 must be there once, all of the
same problem (its fingerprint), K, engine, heuristic and seed: else it
says which part is missing or repeated, or which line is of another
count, and exits 1. Blank lines, and the lines xcover itself writes on
stderr (which start with "xcover "), are skipped, so the logs of the
parts may be read as they are. Flags:`)
		fs.PrintDefaults()
	}
	var c sumConfig
	fs.BoolVar(&c.stats, "stats", false, "write the parts' nodes, updates and seconds, added up, on stderr")
	if code, ok := parseFlags(env, fs, args, true); !ok {
		return code
	}
	total, err := c.sum(inputs(env, fs.Args()))
	if err != nil {
		fmt.Fprintln(env.Stderr, "xcover sum:", err)
		return 1
	}
	fmt.Fprintln(env.Stdout, total.Count)
	if c.stats {
		fmt.Fprintf(env.Stderr, "xcover sum: %d parts: %s solutions, %d nodes, %d updates, %.3f s of search\n",
			total.Parts, total.Count, total.Nodes, total.Updates, total.Seconds)
	}
	return 0
}

// sum reads the count lines of ins and returns their sum: the count,
// nodes, updates and seconds of all the parts, with the first line's
// fingerprint, parts, engine, heuristic and seed.
func (c sumConfig) sum(ins []input) (countLine, error) {
	var first countLine
	seen := map[int]string{} // where each part was read: "file: line n"
	count := new(big.Int)
	for _, in := range ins {
		err := readCountLines(in, func(l countLine, at string) error {
			if len(seen) == 0 {
				first = l
				first.Nodes, first.Updates, first.Seconds = 0, 0, 0
			}
			if err := sameCount(first, l); err != nil {
				return fmt.Errorf("%s: %v than %s", at, err, seen[minKey(seen)])
			}
			if before, twice := seen[l.Part]; twice {
				return fmt.Errorf("%s: part %d of %d again, first read at %s", at, l.Part, l.Parts, before)
			}
			seen[l.Part] = at
			n, _ := new(big.Int).SetString(l.Count, 10) // parseCountLine checked it
			count.Add(count, n)
			first.Nodes += l.Nodes
			first.Updates += l.Updates
			first.Seconds += l.Seconds
			return nil
		})
		if err != nil {
			return countLine{}, err
		}
	}
	if len(seen) == 0 {
		return countLine{}, errors.New("no count lines read (write them with xcover cover -count -json)")
	}
	var missing []string
	for i := range first.Parts {
		if _, ok := seen[i]; !ok {
			missing = append(missing, strconv.Itoa(i))
		}
	}
	if len(missing) > 0 {
		if len(missing) > 20 {
			missing = append(missing[:20], fmt.Sprintf("and %d more", len(missing)-20))
		}
		return countLine{}, fmt.Errorf("parts missing of %d: %s", first.Parts, strings.Join(missing, ", "))
	}
	first.Count = count.String()
	return first, nil
}

// minKey is the smallest key of m, which is not empty.
func minKey(m map[int]string) int {
	keys := make([]int, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	return slices.Min(keys)
}

// sameCount tells how line l is of another count than first, or nil.
func sameCount(first, l countLine) error {
	switch {
	case l.Fingerprint != first.Fingerprint:
		return fmt.Errorf("another problem (fingerprint %s, not %s)", l.Fingerprint, first.Fingerprint)
	case l.Parts != first.Parts:
		return fmt.Errorf("another cut: %d parts, not %d", l.Parts, first.Parts)
	case l.Engine != first.Engine || l.Heuristic != first.Heuristic || l.Seed != first.Seed:
		return fmt.Errorf("another cut: -engine %s -heuristic %s -seed %d, not -engine %s -heuristic %s -seed %d",
			l.Engine, l.Heuristic, l.Seed, first.Engine, first.Heuristic, first.Seed)
	}
	return nil
}

// maxCountLine bounds a count line: the longest cover writes is a few
// hundred bytes.
const maxCountLine = 64 << 10

// readCountLines calls f with each count line of in and where it is
// ("file: line n"), skipping blank lines and xcover's own messages.
func readCountLines(in input, f func(l countLine, at string) error) error {
	r, err := in.open()
	if err != nil {
		return err
	}
	defer r.Close()
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), maxCountLine)
	for n := 1; sc.Scan(); n++ {
		text := bytes.TrimSpace(sc.Bytes())
		if len(text) == 0 || bytes.HasPrefix(text, []byte("xcover ")) {
			continue
		}
		at := fmt.Sprintf("%s: line %d", in.name, n)
		l, err := parseCountLine(text)
		if err != nil {
			return fmt.Errorf("%s%v", at, err)
		}
		if err := f(l, at); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return fmt.Errorf("%s: a line longer than %d bytes: not a count line", in.name, maxCountLine)
		}
		return fmt.Errorf("%s: %v", in.name, err)
	}
	return nil
}

// countLineKeys are the keys every count line has.
var countLineKeys = []string{"fingerprint", "engine", "heuristic", "seed", "memo", "parts", "part", "count", "nodes", "updates", "seconds"}

// fingerprintPattern is how a fingerprint is written.
var fingerprintPattern = regexp.MustCompile(`^sha256:[0-9a-f]{64}$`)

// parseCountLine reads one count line, as cover -count -json writes it:
// one JSON object with every key of countLine and no other, each of its
// type and in its range, the count a string of decimal digits. Its error
// starts with ": " and, for bad JSON, the column: it follows "line n".
func parseCountLine(text []byte) (countLine, error) {
	var keys map[string]json.RawMessage
	var typ *json.UnmarshalTypeError
	if err := json.Unmarshal(text, &keys); errors.As(err, &typ) {
		return countLine{}, fmt.Errorf(", column %d: not a JSON object", typ.Offset)
	} else if err != nil {
		return countLine{}, jsonError(text, err)
	}
	for _, k := range countLineKeys {
		if _, ok := keys[k]; !ok {
			return countLine{}, fmt.Errorf(": no %q: not a line of xcover cover -count -json", k)
		}
	}
	var l countLine
	dec := json.NewDecoder(bytes.NewReader(text))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&l); err != nil {
		return countLine{}, jsonError(text, err)
	}
	switch {
	case !fingerprintPattern.MatchString(l.Fingerprint):
		return l, fmt.Errorf(": fingerprint %q: want sha256: and 64 hex digits", l.Fingerprint)
	case !slices.Contains(dlx.Engines, l.Engine):
		return l, fmt.Errorf(": engine %q: want %s", l.Engine, strings.Join(dlx.Engines, " or "))
	case l.Parts < 1 || l.Parts > dlx.MaxSubtrees:
		return l, fmt.Errorf(": parts %d: want 1 to %d", l.Parts, dlx.MaxSubtrees)
	case l.Part < 0 || l.Part >= l.Parts:
		return l, fmt.Errorf(": part %d: want 0 to %d", l.Part, l.Parts-1)
	case l.Count == "" || strings.Trim(l.Count, "0123456789") != "":
		return l, fmt.Errorf(": count %q: want its decimal digits", l.Count)
	case l.Nodes < 0 || l.Updates < 0 || l.Seconds < 0:
		return l, errors.New(": nodes, updates and seconds: want 0 or more")
	}
	if _, err := dlx.ParseHeuristic(l.Heuristic); err != nil {
		return l, fmt.Errorf(": %v", err)
	}
	return l, nil
}

// jsonError tells where in text the JSON error err is: its column, and
// what is wrong there.
func jsonError(text []byte, err error) error {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax):
		return fmt.Errorf(", column %d: %v", syntax.Offset, syntax)
	case errors.As(err, &typ):
		return fmt.Errorf(", column %d: %q: want a JSON %s, not %s", typ.Offset, typ.Field, typ.Type, typ.Value)
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return fmt.Errorf(", column %d: the JSON object ends early", len(text))
	}
	return fmt.Errorf(": %v", err)
}
