package cli

import (
	"fmt"
	"os"
	"runtime/pprof"
)

// startProfile starts a CPU profile of the process into the file path and
// returns the function that ends it and closes the file: what the whole
// command costs, reading and writing included, not only the search that a
// Go benchmark times.
func startProfile(path string) (end func() error, err error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("-cpuprofile: %v", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("-cpuprofile: %v", err)
	}
	return func() error {
		pprof.StopCPUProfile()
		if err := f.Close(); err != nil {
			return fmt.Errorf("-cpuprofile %s: %v", path, err)
		}
		return nil
	}, nil
}
