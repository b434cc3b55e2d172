package app

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/stretchr/testify/assert"
)

// TestServiceWorkerServesPagesWithAnyQuery checks the one change to
// go-app's service worker took: a go-app update that rewrites the worker
// would silently undo it (and break opening a link offline).
func TestServiceWorkerServesPagesWithAnyQuery(t *testing.T) {
	assert.Equal(t, 1, strings.Count(app.DefaultAppWorkerJS, goappFetch), "go-app's fetch handler changed")
	assert.NotContains(t, serviceWorker, goappFetch)
	assert.Equal(t, 1, strings.Count(serviceWorker, offlineFetch))
	assert.Equal(t, Handler("v", 1).ServiceWorkerTemplate, serviceWorker)
}
