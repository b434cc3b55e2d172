package site

import (
	bin "encoding/binary"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// testModule is a module with a type section (kept as it is) and a data
// section of segs, written in the order given.
func testModule(segs ...dataSegment) []byte {
	m := slices.Clone(wasmMagic)
	m = append(m, 1, 4, 1, 0x60, 0, 0) // a type section: one func type () -> ()
	body := writeDataSegments(segs)
	m = append(m, dataSection)
	m = bin.AppendUvarint(m, uint64(len(body)))
	return append(m, body...)
}

// segmentsOf is a module's data segments, sorted by offset.
func segmentsOf(t *testing.T, module []byte) []dataSegment {
	t.Helper()
	r := wasmReader{b: module, pos: len(wasmMagic)}
	for r.pos < len(module) {
		id := r.byte()
		body := r.bytes(r.uint())
		require.NoError(t, r.err)
		if id == dataSection {
			segs, err := readDataSegments(body, 0)
			require.NoError(t, err)
			return segs
		}
	}
	return nil
}

// memoryOf is the memory a module's data segments write: its bytes that
// are not zero, by offset (memory starts zeroed).
func memoryOf(t *testing.T, module []byte) map[int64]byte {
	t.Helper()
	mem := map[int64]byte{}
	for _, s := range segmentsOf(t, module) {
		for i, c := range s.data {
			if c != 0 {
				mem[s.offset+int64(i)] = c
			}
		}
	}
	return mem
}

func TestPackWasm(t *testing.T) {
	far := int64(maxDataGap + 100)
	tests := []struct {
		name string
		segs []dataSegment
		want []dataSegment
	}{
		{"no segment", nil, nil},
		{"one", []dataSegment{{8, []byte{1, 2}}}, []dataSegment{{8, []byte{1, 2}}}},
		{"close ones merge, zeros between", []dataSegment{{0, []byte{1}}, {3, []byte{2, 3}}},
			[]dataSegment{{0, []byte{1, 0, 0, 2, 3}}}},
		{"unsorted, adjacent", []dataSegment{{4, []byte{5}}, {0, []byte{1, 2, 3, 4}}},
			[]dataSegment{{0, []byte{1, 2, 3, 4, 5}}}},
		{"a gap of maxDataGap merges", []dataSegment{{0, []byte{1}}, {1 + maxDataGap, []byte{2}}},
			[]dataSegment{{0, append(append([]byte{1}, make([]byte, maxDataGap)...), 2)}}},
		{"a longer gap does not", []dataSegment{{0, []byte{1}}, {far, []byte{2}}, {far + 2, []byte{3}}},
			[]dataSegment{{0, []byte{1}}, {far, []byte{2, 0, 3}}}},
		{"offsets of several LEB bytes", []dataSegment{{1 << 20, []byte{7}}, {1<<20 + 64, []byte{8}}},
			[]dataSegment{{1 << 20, append(append([]byte{7}, make([]byte, 63)...), 8)}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			module := testModule(tc.segs...)
			packed, err := PackWasm(module)
			require.NoError(t, err)
			assert.Equal(t, module[:len(wasmMagic)+6], packed[:len(wasmMagic)+6], "the header and type section are kept")
			assert.Equal(t, tc.want, segmentsOf(t, packed))
			assert.Equal(t, memoryOf(t, module), memoryOf(t, packed), "the same memory")
			again, err := PackWasm(packed)
			require.NoError(t, err)
			assert.Equal(t, packed, again, "packing a packed module changes nothing")
		})
	}
}

func TestPackWasmErrors(t *testing.T) {
	good := testModule(dataSegment{0, []byte{1}})
	dataAt := len(wasmMagic) + 6 // the data section's id
	tests := []struct {
		name, want string
		module     []byte
	}{
		{"not wasm", "not a WebAssembly module", []byte("hello, world")},
		{"empty", "not a WebAssembly module", nil},
		{"truncated section", "section at byte 14: truncated", good[:len(good)-1]},
		{"section size too big", "section at byte 8: bad number", append(slices.Clone(wasmMagic), 1, 0xff, 0xff, 0xff, 0xff, 0x7f)},
		{"a data count section", "data count section is not supported", append(slices.Clone(wasmMagic), dataCountSection, 1, 0)},
		{"passive segment", "data segment 0 at byte 17: flags 1", append(slices.Clone(good[:dataAt]), dataSection, 4, 1, 1, 1, 9)},
		{"offset not a constant", "data segment 0 at byte 17: its offset is not an i32.const", append(slices.Clone(good[:dataAt]), dataSection, 5, 1, 0, 0x23, 0, 0x0b)},
		{"offset not ended", "its offset is not a constant", append(slices.Clone(good[:dataAt]), dataSection, 6, 1, 0, 0x41, 0, 0x41, 0)},
		{"negative offset", "negative offset -1", append(slices.Clone(good[:dataAt]), dataSection, 6, 1, 0, 0x41, 0x7f, 0x0b, 0)},
		{"offset too long", "bad number", append(slices.Clone(good[:dataAt]), dataSection, 9, 1, 0, 0x41, 0x80, 0x80, 0x80, 0x80, 0x80, 0x0b)},
		{"bytes after the segments", "1 bytes after the last segment", append(slices.Clone(good[:dataAt]), dataSection, 7, 1, 0, 0x41, 0, 0x0b, 0, 9)},
		{"segment longer than the section", "data segment 0 at byte 17: truncated", append(slices.Clone(good[:dataAt]), dataSection, 6, 1, 0, 0x41, 0, 0x0b, 5)},
		{"overlapping segments", "segments overlap at memory offset 1", testModule(dataSegment{0, []byte{1, 2}}, dataSegment{1, []byte{3}})},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := PackWasm(tc.module)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestPackWasmFile(t *testing.T) {
	name := filepath.Join(t.TempDir(), "app.wasm")
	module := testModule(dataSegment{0, []byte{1}}, dataSegment{2, []byte{2}})
	require.NoError(t, os.WriteFile(name, module, 0o644))
	before, after, err := PackWasmFile(name)
	require.NoError(t, err)
	assert.Equal(t, len(module), before)
	packed, err := os.ReadFile(name)
	require.NoError(t, err)
	assert.Len(t, packed, after)
	assert.Equal(t, []dataSegment{{0, []byte{1, 0, 2}}}, segmentsOf(t, packed))

	require.NoError(t, os.WriteFile(name, []byte("text"), 0o644))
	_, _, err = PackWasmFile(name)
	assert.ErrorContains(t, err, name+": not a WebAssembly module")
	_, _, err = PackWasmFile(filepath.Join(t.TempDir(), "none.wasm"))
	assert.ErrorIs(t, err, os.ErrNotExist)
}

// FuzzPackWasm packs any bytes: it never panics, and a module it packs
// starts the same memory and packs to itself.
func FuzzPackWasm(f *testing.F) {
	f.Add(testModule(dataSegment{0, []byte{1}}, dataSegment{3, []byte{2, 3}}))
	f.Add(testModule(dataSegment{1 << 20, []byte{7}}, dataSegment{0, []byte{1}}))
	f.Add([]byte("\x00asm\x01\x00\x00\x00"))
	f.Fuzz(func(t *testing.T, module []byte) {
		packed, err := PackWasm(module)
		if err != nil {
			return
		}
		assert.Equal(t, memoryOf(t, module), memoryOf(t, packed))
		again, err := PackWasm(packed)
		require.NoError(t, err)
		assert.Equal(t, packed, again)
	})
}
