package cli

import (
	"bytes"
	"sync"
)

// lockedBuffer is a bytes.Buffer safe for a writer and a reader at once.
// When lines is not nil, each line written completes a send on it, which
// is dropped when the channel is full.
type lockedBuffer struct {
	mu    sync.Mutex
	b     bytes.Buffer
	lines chan struct{}
}

// Write appends p.
func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.lines != nil {
		for range bytes.Count(p, []byte("\n")) {
			select {
			case l.lines <- struct{}{}:
			default:
			}
		}
	}
	return l.b.Write(p)
}

// String returns what was written.
func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
