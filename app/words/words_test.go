package words

import (
	"math/big"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// TestCounts checks counts are grouped by thousands and one thing is
// singular.
func TestCounts(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{Count(0), "0"},
		{Count(999), "999"},
		{Count(1000), "1,000"},
		{Count(-1234567), "-1,234,567"},
		{Plural(1, "option"), "1 option"},
		{Plural(0, "option"), "0 options"},
		{Plural(1234, "node"), "1,234 nodes"},
		{Exact(big.NewInt(1234567)), "1,234,567"},
		{Exact(new(big.Int).Lsh(big.NewInt(1), 100)), "1,267,650,600,228,229,401,496,703,205,376"},
		{Exact(big.NewInt(-1000)), "-1,000"},
	} {
		assert.Equal(t, tc.want, tc.got)
	}
}

// TestAbout writes estimates with separators, and huge ones as powers of
// ten.
func TestAbout(t *testing.T) {
	for _, tc := range []struct {
		x    float64
		want string
	}{
		{0, "0"},
		{804861.6, "804,862"},
		{999_999_999_999, "999,999,999,999"},
		{1e12, "1.0\u00a0×\u00a010¹²"},
		{6.67e21, "6.7\u00a0×\u00a010²¹"},
		{9.97e21, "1.0\u00a0×\u00a010²²"},
		{1e30, "1.0\u00a0×\u00a010³⁰"},
	} {
		assert.Equal(t, tc.want, About(tc.x), "%g", tc.x)
	}
}

// TestDurations checks how times are written: Duration with three
// significant digits and a unit, Rough, for a guess, in whole units.
func TestDurations(t *testing.T) {
	for _, tc := range []struct {
		write func(time.Duration) string
		d     time.Duration
		want  string
	}{
		{Duration, 0, "<1 ms"},
		{Duration, 999 * time.Microsecond, "<1 ms"},
		{Duration, time.Millisecond, "1.00 ms"},
		{Duration, 3300 * time.Microsecond, "3.30 ms"},
		{Duration, 99960 * time.Microsecond, "100 ms"},
		{Duration, 123456 * time.Microsecond, "123 ms"},
		{Duration, 999600 * time.Microsecond, "1.00 s"},
		{Duration, 2799590 * time.Microsecond, "2.80 s"},
		{Duration, 14816302 * time.Microsecond, "14.8 s"},
		{Duration, 200 * time.Second, "200 s"},
		{Rough, 0, "0 s"},
		{Rough, 15600 * time.Millisecond, "16 s"},
		{Rough, 59 * time.Second, "59 s"},
		{Rough, 4*time.Minute + 20*time.Second, "4 min"},
		{Rough, 59*time.Minute + 40*time.Second, "60 min"},
		{Rough, 150 * time.Minute, "2.5 h"},
	} {
		assert.Equal(t, tc.want, tc.write(tc.d), "%v", tc.d)
	}
}
