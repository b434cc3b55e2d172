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
	assert.NotEqual(t, app.DefaultAppWorkerJS, serviceWorker)
	assert.Equal(t, 1, strings.Count(serviceWorker, `caches.match(request, {ignoreSearch: request.mode === "navigate"})`))
	assert.Equal(t, Handler("v", 1).ServiceWorkerTemplate, serviceWorker)
}
