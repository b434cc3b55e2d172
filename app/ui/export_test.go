package ui

import (
	"regexp"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/stretchr/testify/assert"

	"xcover/app/draw"
)

// TestExportMenu checks the menu's buttons for each kind of picture: PNG
// and SVG always; Record for a canvas, Stop recording while one runs (the
// menu's summary says so), and disabled, saying why, for an SVG picture
// and in a browser that cannot record.
func TestExportMenu(t *testing.T) {
	name := func() string { return FileName("links", 12) }
	svg := func(draw.Ink) string { return "<svg/>" }
	for _, tc := range []struct {
		name           string
		x              Export
		rec            *Recording
		unable         bool // the browser cannot record
		summary        string
		record         string
		disabled       bool
		pressed, title string
	}{
		{"a canvas", Export{ID: "links", What: "the links", Canvas: "links", Name: name, SVG: svg}, &Recording{}, false, "Export ▾", "Record", false, "false", "Record the picture"},
		{"a canvas in a browser that cannot record", Export{ID: "links", What: "the links", Canvas: "links", Name: name, SVG: svg}, &Recording{}, true, "Export ▾", "Record", true, "", "cannot record"},
		{"a canvas being recorded", Export{ID: "links", What: "the links", Canvas: "links", Name: name, SVG: svg}, &Recording{on: true}, false, "● Recording ▾", "Stop recording", false, "true", "Stop, and save"},
		{"an SVG picture", Export{ID: "zdd", What: "the ZDD", Element: "zdd", Name: name, SVG: svg}, nil, false, "Export ▾", "Record", true, "", "only the canvas pictures"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			defer func(was func() bool) { canRecord = was }(canRecord)
			canRecord = func() bool { return !tc.unable }
			html := app.HTMLString(ExportMenu(tc.x, tc.rec))
			for _, id := range []string{"-export", "-png", "-svg", "-record"} {
				assert.Contains(t, html, `id="`+tc.x.ID+id+`"`)
			}
			assert.Regexp(t, "<summary[^>]*>"+tc.summary+"</summary>", html)
			assert.Contains(t, html, `aria-label="Save `+tc.x.What+` as a PNG image"`, "named for screen readers")
			button := regexp.MustCompile(`<button[^>]*id="` + tc.x.ID + `-record"[^>]*>([^<]*)</button>`).FindStringSubmatch(html)
			if assert.Len(t, button, 2, html) {
				assert.Equal(t, tc.record, button[1])
				assert.Equal(t, tc.disabled, regexp.MustCompile(`\sdisabled`).MatchString(button[0]), button[0])
				assert.Contains(t, button[0], tc.title)
				switch tc.pressed { // go-app writes a true attribute bare here, "true" in the page
				case "true":
					assert.Regexp(t, `aria-pressed[ =>](?:"true")?`, button[0])
					assert.NotContains(t, button[0], `aria-pressed="false"`)
				case "false":
					assert.Contains(t, button[0], `aria-pressed="false"`)
				}
			}
		})
	}
	assert.Equal(t, "xcover-lens-event-0", FileName("lens", 0))
}
