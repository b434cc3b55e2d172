// Package deploy holds what runs the parts of a count on other machines:
// a Kubernetes Indexed Job (count-job.yaml), whose pods run the image that
// the repository's Dockerfile builds. Its tests check the manifest.
package deploy
