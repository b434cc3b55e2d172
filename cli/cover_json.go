package cli

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/big"
	"time"

	"xcover/dlx"
)

// countLine is what `cover -count -json` writes for each problem, one JSON
// object a line, and what `xcover sum` adds up. The count is a JSON string
// of its decimal digits, whatever its size: counts pass 64 bits (with
// -memo), and JSON readers round numbers past 2^53; a string is exact in
// every reader. The cut of the tree into parts depends on the problem,
// -parts, the engine, the heuristic and the seed: lines that differ in
// one of them are parts of different cuts, which do not add up.
type countLine struct {
	Fingerprint string  `json:"fingerprint"` // "sha256:" and the hex of the problem's canonical text
	Engine      string  `json:"engine"`      // links or cells
	Heuristic   string  `json:"heuristic"`   // mrv, first or random
	Seed        uint64  `json:"seed"`
	Memo        bool    `json:"memo"` // counted by memoizing (-memo)
	Parts       int     `json:"parts"`
	Part        int     `json:"part"`
	Count       string  `json:"count"`
	Nodes       int64   `json:"nodes"`
	Updates     int64   `json:"updates"`
	Seconds     float64 `json:"seconds"`
}

// fingerprint names problem p by its content: the SHA-256 of the text
// WriteKnuth writes of it, with its items, bounds, options, colors and
// costs in one canonical form, so that the problem read from files that
// differ in white space or comments has the same fingerprint.
func fingerprint(p *dlx.Problem) (string, error) {
	h := sha256.New()
	if err := p.WriteKnuth(h); err != nil {
		return "", fmt.Errorf("fingerprint: %v", err)
	}
	return "sha256:" + hex.EncodeToString(h.Sum(nil)), nil
}

// writeCount writes the count of p to out: alone on a line or, with
// -json, as a countLine with the search's nodes, updates and time.
func (c *coverConfig) writeCount(out *solutionWriter, p *dlx.Problem, count *big.Int, nodes, updates int64, elapsed time.Duration) error {
	if !c.json {
		_, err := fmt.Fprintln(out.w, count)
		return err
	}
	fp, err := fingerprint(p)
	if err != nil {
		return err
	}
	b, err := json.Marshal(countLine{Fingerprint: fp, Engine: c.engine, Heuristic: c.heuristic.String(), Seed: c.seed,
		Memo: c.memo.on, Parts: c.parts, Part: c.part, Count: count.String(),
		Nodes: nodes, Updates: updates, Seconds: elapsed.Seconds()})
	if err != nil {
		return err
	}
	out.w.Write(b)
	return out.w.WriteByte('\n')
}
