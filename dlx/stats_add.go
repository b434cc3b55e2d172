package dlx

// Add adds o's counts to s's: nodes, updates and solutions, each level's
// nodes and the time; the deepest level is the deeper of the two. A
// search done in pieces (parts, restarts) adds up its pieces' stats so.
func (s *Stats) Add(o Stats) {
	s.Nodes += o.Nodes
	s.Updates += o.Updates
	s.Solutions += o.Solutions
	s.Elapsed += o.Elapsed
	s.MaxLevel = max(s.MaxLevel, o.MaxLevel)
	for len(s.PerLevel) < len(o.PerLevel) {
		s.PerLevel = append(s.PerLevel, 0)
	}
	for l, n := range o.PerLevel {
		s.PerLevel[l] += n
	}
}
