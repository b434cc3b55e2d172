package cli

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBuildPeers(t *testing.T) {
	dir := t.TempDir()
	seedDir := filepath.Join(dir, "seed")
	require.NoError(t, os.Mkdir(seedDir, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(seedDir, "sudoku_solve.cpp"), nil, 0o644))
	ref := filepath.Join(dir, "ref.c")
	require.NoError(t, os.WriteFile(ref, nil, 0o644))
	ok := func(string, ...string) error { return nil }
	fail := func(name string, _ ...string) error { return errors.New(name + " missing") }

	for _, tc := range []struct {
		name         string
		seedDir, ref string
		build        builder
		peers        []string
		notes        []string
	}{
		{"both built", seedDir, ref, ok, []string{"seed C++", "C reference"}, nil},
		{"no sources", filepath.Join(dir, "none"), filepath.Join(dir, "none.c"), ok, nil,
			[]string{"seed C++: not found", "C reference: not found"}},
		{"no compiler", seedDir, ref, fail, nil,
			[]string{"seed C++: cannot be built: g++ missing", "C reference: cannot be built: cc missing"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			peers, notes := buildPeers(tc.seedDir, tc.ref, dir, tc.build)
			var names []string
			for _, p := range peers {
				names = append(names, p.name)
			}
			assert.Equal(t, tc.peers, names)
			require.Len(t, notes, len(tc.notes))
			for i, want := range tc.notes {
				assert.Contains(t, notes[i], want)
			}
		})
	}
}

func TestTimeProcessFails(t *testing.T) {
	_, err := timeProcess([]string{filepath.Join(t.TempDir(), "no-such-solver")}, "", filepath.Join(t.TempDir(), "out"))
	require.Error(t, err)
}

func TestPlainCopy(t *testing.T) {
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in"), filepath.Join(dir, "out")
	p := "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
	require.NoError(t, os.WriteFile(in, []byte("# comment\n"+p+"\r\nshort\n"+p+"\n"), 0o644))
	n, err := plainCopy(in, out)
	require.NoError(t, err)
	assert.Equal(t, 2, n)
	b, err := os.ReadFile(out)
	require.NoError(t, err)
	q := "400030000000600800000000001000050090080000600070200000000102700503000040900000000"
	assert.Equal(t, q+"\n"+q+"\n", string(b))
}
