package ui

import (
	"encoding/json"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/draw"
)

// Export is a picture that an export menu (ExportMenu) saves, for slides:
// as a PNG image, as big as it shows; as a standalone SVG document; and,
// when it is a canvas, recorded as a WebM video while the search plays.
// The page's script web/export.js makes the files.
type Export struct {
	// ID names the menu: its buttons are ID-png, ID-svg and ID-record.
	ID string
	// What names the picture for screen readers: "the dancing links".
	What string
	// Canvas is the id of the canvas the picture is drawn on; "" for a
	// picture that is an SVG element (its PNG is its SVG drawn, and it is
	// not recorded). Element is the id of an element whose colours the
	// files take (the canvas's own when empty).
	Canvas, Element string
	// Name returns the files' name without its extension, as the picture
	// is at the time: "xcover-lens-event-12".
	Name func() string
	// SVG returns the picture as a standalone SVG document in the page's
	// colours (ink); "" when there is nothing to save.
	SVG func(ink draw.Ink) string
	// Pixels, when set, returns the picture's pixels instead, w x h RGBA
	// shown scale times as big: its SVG is written in slices of the
	// frames (draw.PixelsWriter), as a big matrix's takes longer than a
	// frame.
	Pixels func() (w, h int, pix []byte, scale int)
}

// Recording is an export menu's recording: whether one runs, and the
// callback the page's script calls when it ends.
type Recording struct {
	on   bool
	done app.Func
}

// canRecord reports whether the browser can record a canvas as a video
// (the page's script asks it for MediaRecorder and captureStream); a
// variable, so that tests tell what a browser would.
var canRecord = func() bool {
	x := Global("xcoverExport")
	return x.Truthy() && x.Call("canRecord").Bool()
}

// FileName is the name of a picture's files: "xcover-" + what, then the
// player's position, "xcover-links-event-123".
func FileName(what string, pos int) string {
	return "xcover-" + what + "-event-" + strconv.Itoa(pos)
}

// ExportMenu draws the export menu of picture x: a disclosure "Export"
// with PNG, SVG and Record (Stop recording while one runs) buttons. rec
// holds the recording's state; nil for a picture that is not recorded,
// whose Record button is disabled and says why.
func ExportMenu(x Export, rec *Recording) app.UI {
	scope := app.EventScope(x.ID + "|" + x.Canvas)
	summary, named := "Export ▾", "Export "+x.What
	record := app.Button().ID(x.ID+"-record").Class("export-record").Aria("label", "Record "+x.What+" as a video")
	switch {
	case rec == nil || x.Canvas == "":
		record = record.Text("Record").Disabled(true).
			Title("This picture is drawn as SVG, not on a canvas: only the canvas pictures (the links, the cells, the matrix, the tree) are recorded. Save it as PNG or SVG.")
	case !rec.on && !canRecord():
		record = record.Text("Record").Disabled(true).
			Title("This browser cannot record a canvas (it has no MediaRecorder): save the picture as PNG or SVG.")
	case rec.on:
		summary, named = "● Recording ▾", named+" (recording)"
		record = record.Text("Stop recording").Aria("label", "Stop recording "+x.What+", and save the video").Aria("pressed", true).Title("Stop, and save the video (.webm)").
			OnClick(func(ctx app.Context, e app.Event) { stopRecording(x) }, scope)
	default:
		record = record.Text("Record").Aria("pressed", false).Title("Record the picture as a video (.webm) while the search plays; click again to stop and save").
			OnClick(func(ctx app.Context, e app.Event) { startRecording(ctx, x, rec) }, scope)
	}
	return app.Details().ID(x.ID+"-export").Class("export").Body(
		app.Summary().Text(summary).Aria("label", named),
		app.Div().Class("export-menu").Body(
			app.Button().ID(x.ID+"-png").Text("PNG").Aria("label", "Save "+x.What+" as a PNG image").Title("Save the picture as a PNG image, as big as it shows").
				OnClick(func(ctx app.Context, e app.Event) {
					ctx.PreventUpdate()
					savePNG(ctx, x)
				}, scope),
			app.Button().ID(x.ID+"-svg").Text("SVG").Aria("label", "Save "+x.What+" as an SVG drawing").Title("Save the picture as an SVG document").
				OnClick(func(ctx app.Context, e app.Event) {
					ctx.PreventUpdate()
					withSVG(ctx, x, func(svg string) {
						Global("xcoverExport").Call("save", svg, x.Name()+".svg", "image/svg+xml")
					})
				}, scope),
			record,
		),
	)
}

// pageInk returns the page's colours where picture x is.
func pageInk(x Export) draw.Ink {
	var ink draw.Ink
	el := x.Element
	if el == "" {
		el = x.Canvas
	}
	if script := Global("xcoverExport"); script.Truthy() {
		_ = json.Unmarshal([]byte(script.Call("ink", el).String()), &ink) // the script's JSON: a bad one leaves the colours unset
	}
	return ink
}

// savePNG saves picture x as a PNG: its canvas's pixels, or its SVG drawn.
func savePNG(ctx app.Context, x Export) {
	script := Global("xcoverExport")
	if !script.Truthy() {
		return
	}
	if x.Canvas != "" {
		script.Call("png", x.Canvas, x.Name()+".png")
		return
	}
	withSVG(ctx, x, func(svg string) { script.Call("svgPNG", svg, x.Name()+".png", x.Element) })
}

// pixelsBudget is how long a frame spends writing a picture's pixels as
// SVG, in the slices a big picture's take (see Export.Pixels).
const pixelsBudget = 8 * time.Millisecond

// withSVG calls use with picture x's SVG document, when it has one: at
// once, or, for a picture of pixels, once the frames have written it a
// slice at a time. The name is the picture's when asked.
func withSVG(ctx app.Context, x Export, use func(svg string)) {
	if x.Pixels == nil {
		if svg := x.SVG(pageInk(x)); svg != "" {
			use(svg)
		}
		return
	}
	w, h, pix, scale := x.Pixels()
	if w == 0 || h == 0 {
		return
	}
	writer := draw.NewPixelsWriter(w, h, append([]byte(nil), pix...), scale) // the picture may move on meanwhile
	var frame app.Func
	frame = app.FuncOf(func(app.Value, []app.Value) any {
		start := time.Now()
		for time.Since(start) < pixelsBudget {
			if writer.Write(16) {
				frame.Release()
				use(writer.String())
				return nil
			}
		}
		CallWindow("requestAnimationFrame", frame)
		return nil
	})
	CallWindow("requestAnimationFrame", frame)
}

// startRecording starts recording picture x's canvas; the menu says so
// until it ends, by its button or because the canvas left the page.
func startRecording(ctx app.Context, x Export, rec *Recording) {
	script := Global("xcoverExport")
	if !script.Truthy() || rec.on {
		return
	}
	done := app.FuncOf(func(app.Value, []app.Value) any {
		ctx.Dispatch(func(app.Context) {
			rec.on = false
			if rec.done != nil {
				rec.done.Release()
				rec.done = nil
			}
		})
		return nil
	})
	if !script.Call("record", x.Canvas, x.Name()+".webm", done).Bool() {
		done.Release()
		return
	}
	rec.on, rec.done = true, done
}

// stopRecording stops recording picture x's canvas: the page's script
// saves the video, then tells the menu.
func stopRecording(x Export) {
	if script := Global("xcoverExport"); script.Truthy() {
		script.Call("stop", x.Canvas)
	}
}
