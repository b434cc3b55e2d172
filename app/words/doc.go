// Package words writes numbers as every page shows them: counts grouped by
// thousands, plurals and durations. Plain Go; it imports nothing of the
// project.
package words
