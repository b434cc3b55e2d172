package dlx

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// readInstance parses testdata/knuth/name, gunzipping a .gz file.
func readInstance(t testing.TB, name string) *Problem {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "knuth", name))
	require.NoError(t, err)
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(name, ".gz") {
		gz, err := gzip.NewReader(f)
		require.NoError(t, err)
		r = gz
	}
	m, err := ParseKnuth(r)
	require.NoError(t, err)
	return m
}

// TestKnuthInstances counts standard problems and compares the solutions,
// nodes and updates with those Knuth's programs print for the same files
// (DLX1 for X, DLX2 for C, DLX3 for M; the files in testdata/knuth were
// made by generators and checked with his programs). A count in 3 parts
// adds up to the same, and the text WriteKnuth makes counts the same.
func TestKnuthInstances(t *testing.T) {
	tests := []struct {
		file                      string
		algorithm                 string
		solutions, nodes, updates int64
	}{
		{"queens8.dlx", "X", 92, 1199, 21375},
		{"langford8.dlx", "X", 150, 1389, 18413},
		{"pentominoes3x20.dlx.gz", "X", 8, 32978, 10986975},
		{"wordsearch4.dlx.gz", "C", 379152, 397049, 1936409},
		{"dodecahedron.dlx.gz", "C", 300, 13997, 2911289},
		{"partridge5.dlx.gz", "M", 0, 5810, 3081691},
		{"queens8-bounds.dlx", "M", 92, 2969, 39798},
		{"wordsearch3-bounds.dlx", "M", 1280, 1330, 8218},
		{"dodecahedron-bounds.dlx.gz", "M", 300, 33111, 5917620},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			m := readInstance(t, tc.file)
			assert.Equal(t, tc.algorithm, m.Algorithm())
			l := NewLinks(m)
			r := l.Solve(Options{})
			assert.Equal(t, [3]int64{tc.solutions, tc.nodes, tc.updates}, [3]int64{r.Solutions, r.Nodes, r.Updates})
			var parts int64
			for k := range 3 {
				p, err := CountPart(l, Options{}, 3, k)
				require.NoError(t, err)
				parts += p.Solutions
			}
			assert.Equal(t, tc.solutions, parts, "3 parts")
			var text bytes.Buffer
			require.NoError(t, m.WriteKnuth(&text))
			back, err := ParseKnuth(&text)
			require.NoError(t, err)
			rb := NewLinks(back).Solve(Options{})
			assert.Equal(t, [3]int64{r.Solutions, r.Nodes, r.Updates}, [3]int64{rb.Solutions, rb.Nodes, rb.Updates}, "written and read back")
		})
	}
}
