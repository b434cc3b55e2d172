// Package deploy holds what runs the parts of a count on other machines:
// a Kubernetes Indexed Job (count-job.yaml), whose pods run the image that
// the repository's Dockerfile builds and write each part's count as a JSON
// line for `xcover sum`. Its tests decode the manifest strictly into
// Kubernetes' own API types (k8s.io/api, a test-only dependency: nothing
// the command or the app builds imports it) and check what a real cluster
// needs of it.
package deploy
