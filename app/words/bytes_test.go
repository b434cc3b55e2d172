package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestBytes writes sizes in bytes, KB and MB, rounded up: a size just
// over a limit does not read as the limit.
func TestBytes(t *testing.T) {
	for _, tc := range []struct {
		n    int64
		want string
	}{
		{0, "0 bytes"},
		{1, "1 byte"},
		{1023, "1,023 bytes"},
		{1024, "1 KB"},
		{1025, "2 KB"},
		{256 << 10, "256 KB"},
		{256<<10 + 1, "257 KB"},
		{800_006, "782 KB"},
		{1 << 20, "1.0 MB"},
		{1<<20 + 1, "1.1 MB"},
		{50 << 20, "50.0 MB"},
		{2000 << 20, "2,000.0 MB"},
	} {
		assert.Equal(t, tc.want, Bytes(tc.n), "%d bytes", tc.n)
	}
}
