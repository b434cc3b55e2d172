package site

import (
	"bytes"
	"cmp"
	bin "encoding/binary"
	"fmt"
	"os"
	"slices"
)

// maxDataGap is the longest run of zeros PackWasm writes out rather than
// start a new data segment after it. Go's linker starts one after any run
// of 8 zeros, to make the module small uncompressed: app.wasm had 100,000
// segments, many a byte or two, whose headers (each a different memory
// offset) cost brotli 120 kB, while a run of zeros costs it next to
// nothing. With a gap of 4 KiB its data is one segment.
const maxDataGap = 4096

// wasmMagic is the start of every WebAssembly module: "\0asm", version 1.
var wasmMagic = []byte{0, 'a', 's', 'm', 1, 0, 0, 0}

// Section ids PackWasm reads.
const (
	dataSection      = 11
	dataCountSection = 12
)

// dataSegment is an active data segment of memory 0: bytes written at an
// offset when the module starts.
type dataSegment struct {
	offset int64
	data   []byte
}

// PackWasm returns a WebAssembly module whose data segments are merged
// into as few as runs of zeros of up to maxDataGap bytes allow, the zeros
// written out: the same memory when it starts, but a module that
// compresses far better. Every other section is kept as it is. It takes
// the modules Go builds (active segments of memory 0 at constant offsets,
// none overlapping, no data count section), and names what it cannot
// read, and where, in its error. Packing a packed module changes nothing.
func PackWasm(module []byte) ([]byte, error) {
	if !bytes.HasPrefix(module, wasmMagic) {
		return nil, fmt.Errorf("not a WebAssembly module: no \\0asm version 1 header")
	}
	out := slices.Clone(module[:len(wasmMagic)])
	r := wasmReader{b: module, pos: len(wasmMagic)}
	for r.pos < len(module) {
		start := r.pos
		id := r.byte()
		size := r.uint()
		body := r.bytes(size)
		if r.err != nil {
			return nil, fmt.Errorf("section at byte %d: %w", start, r.err)
		}
		switch id {
		case dataCountSection:
			return nil, fmt.Errorf("section at byte %d: a data count section is not supported", start)
		case dataSection:
			segs, err := readDataSegments(body, r.pos-len(body))
			if err != nil {
				return nil, err
			}
			packed := writeDataSegments(mergeDataSegments(segs))
			out = append(out, dataSection)
			out = bin.AppendUvarint(out, uint64(len(packed)))
			out = append(out, packed...)
		default:
			out = append(out, module[start:r.pos]...)
		}
	}
	return out, nil
}

// PackWasmFile packs the WebAssembly module in the file name in place
// (PackWasm), through a temporary file, and returns its sizes before and
// after. A packed file is left alone.
func PackWasmFile(name string) (before, after int, err error) {
	module, err := os.ReadFile(name)
	if err != nil {
		return 0, 0, err
	}
	packed, err := PackWasm(module)
	if err != nil {
		return 0, 0, fmt.Errorf("%s: %w", name, err)
	}
	if !bytes.Equal(packed, module) {
		err = WriteFileAtomic(name, packed)
	}
	return len(module), len(packed), err
}

// readDataSegments reads the data section's body, which starts at byte
// base of the module, as segments sorted by offset.
func readDataSegments(body []byte, base int) ([]dataSegment, error) {
	r := wasmReader{b: body}
	n := r.uint()
	var segs []dataSegment
	for i := 0; i < n && r.err == nil; i++ {
		at := base + r.pos
		// An active segment of memory 0 at an i32.const offset: flags 0,
		// the opcode i32.const, the offset, the opcode end.
		if flags := r.byte(); r.err == nil && flags != 0 {
			return nil, fmt.Errorf("data segment %d at byte %d: flags %d: only active segments of memory 0 are supported", i, at, flags)
		}
		if op := r.byte(); r.err == nil && op != 0x41 {
			return nil, fmt.Errorf("data segment %d at byte %d: its offset is not an i32.const", i, at)
		}
		offset := r.int()
		if op := r.byte(); r.err == nil && op != 0x0b {
			return nil, fmt.Errorf("data segment %d at byte %d: its offset is not a constant", i, at)
		}
		data := r.bytes(r.uint())
		if r.err != nil {
			return nil, fmt.Errorf("data segment %d at byte %d: %w", i, at, r.err)
		}
		if offset < 0 {
			return nil, fmt.Errorf("data segment %d at byte %d: negative offset %d", i, at, offset)
		}
		segs = append(segs, dataSegment{offset, data})
	}
	if r.err == nil && r.pos != len(body) {
		r.err = fmt.Errorf("%d bytes after the last segment", len(body)-r.pos)
	}
	if r.err != nil {
		return nil, fmt.Errorf("data section at byte %d: %w", base, r.err)
	}
	slices.SortStableFunc(segs, func(a, b dataSegment) int { return cmp.Compare(a.offset, b.offset) })
	for i := 1; i < len(segs); i++ {
		if end := segs[i-1].offset + int64(len(segs[i-1].data)); segs[i].offset < end {
			return nil, fmt.Errorf("data section at byte %d: segments overlap at memory offset %d", base, segs[i].offset)
		}
	}
	return segs, nil
}

// mergeDataSegments merges sorted segments whose gap is at most
// maxDataGap bytes, writing out the gap's zeros.
func mergeDataSegments(segs []dataSegment) []dataSegment {
	var merged []dataSegment
	for _, s := range segs {
		if len(merged) > 0 {
			last := &merged[len(merged)-1]
			if gap := s.offset - last.offset - int64(len(last.data)); gap <= maxDataGap {
				last.data = append(append(last.data, make([]byte, gap)...), s.data...)
				continue
			}
		}
		merged = append(merged, dataSegment{s.offset, slices.Clone(s.data)})
	}
	return merged
}

// writeDataSegments returns the body of a data section holding segs.
func writeDataSegments(segs []dataSegment) []byte {
	body := bin.AppendUvarint(nil, uint64(len(segs)))
	for _, s := range segs {
		body = append(body, 0, 0x41)
		body = appendSLEB(body, s.offset)
		body = append(body, 0x0b)
		body = bin.AppendUvarint(body, uint64(len(s.data)))
		body = append(body, s.data...)
	}
	return body
}

// appendSLEB appends v as a signed LEB128 number.
func appendSLEB(b []byte, v int64) []byte {
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if v == 0 && c&0x40 == 0 || v == -1 && c&0x40 != 0 {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}

// wasmReader reads a module's bytes: LEB128 numbers and byte strings. The
// first read past the end, or of a malformed number, sets err; every read
// after it returns zero.
type wasmReader struct {
	b   []byte
	pos int
	err error
}

// byte reads one byte.
func (r *wasmReader) byte() byte {
	if r.err != nil {
		return 0
	}
	if r.pos >= len(r.b) {
		r.err = fmt.Errorf("truncated at byte %d", r.pos)
		return 0
	}
	r.pos++
	return r.b[r.pos-1]
}

// uint reads an unsigned LEB128 number of up to 32 bits.
func (r *wasmReader) uint() int {
	if r.err != nil {
		return 0
	}
	v, n := bin.Uvarint(r.b[r.pos:])
	if n <= 0 || v > 1<<32-1 {
		r.err = fmt.Errorf("bad number at byte %d", r.pos)
		return 0
	}
	r.pos += n
	return int(v)
}

// int reads a signed LEB128 number of up to 32 bits.
func (r *wasmReader) int() int64 {
	var v int64
	var shift uint
	for r.err == nil {
		c := r.byte()
		if shift >= 35 {
			r.err = fmt.Errorf("bad number at byte %d", r.pos-1)
			break
		}
		v |= int64(c&0x7f) << shift
		shift += 7
		if c&0x80 == 0 {
			if c&0x40 != 0 {
				v |= -1 << shift
			}
			return v
		}
	}
	return 0
}

// bytes reads n bytes.
func (r *wasmReader) bytes(n int) []byte {
	if r.err != nil {
		return nil
	}
	if n > len(r.b)-r.pos {
		r.err = fmt.Errorf("truncated at byte %d: %d bytes wanted, %d left", r.pos, n, len(r.b)-r.pos)
		return nil
	}
	r.pos += n
	return r.b[r.pos-n : r.pos]
}
