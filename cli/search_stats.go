package cli

import (
	"strconv"

	"xcover/dlx"
)

// searchStats writes a search's stats for -stats: "4 solutions, 35 nodes,
// 312 updates, max level 6, 41µs".
func searchStats(s dlx.Stats) string {
	return count(s.Solutions, "solution") + ", " + count(s.Nodes, "node") + ", " + count(s.Updates, "update") +
		", max level " + strconv.Itoa(s.MaxLevel) + ", " + s.Elapsed.String()
}
