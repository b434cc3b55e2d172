package words

import "fmt"

// Bytes writes a size in bytes as people read it, rounded up so that a
// size over a limit never reads as the limit: "300 bytes", "1 KB",
// "782 KB", "1.3 MB" (a KB is 1,024 bytes, an MB 1,024 KB).
func Bytes(n int64) string {
	const kb, mb = 1 << 10, 1 << 20
	switch {
	case n == 1:
		return "1 byte"
	case n < kb:
		return Count(n) + " bytes"
	case n < mb:
		return Count((n+kb-1)/kb) + " KB"
	}
	tenths := (n*10 + mb - 1) / mb
	return fmt.Sprintf("%s.%d MB", Count(tenths/10), tenths%10)
}
