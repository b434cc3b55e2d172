// xcover's export script: the pages' export menus (app/ui/export.go) save
// a picture as a PNG image or an SVG document, and record a canvas as a
// WebM video. Go writes the SVG documents; this script turns pictures
// into files and hands them to the browser as downloads. Every picture is
// saved on the page's background, as it shows on the screen (a canvas is
// transparent where it draws nothing).
"use strict";

(function () {
  const FPS = 30; // a recording's frames a second
  const recordings = new Map(); // canvas id -> the recording under way
  const saved = []; // the names of the files saved, for tests and tools

  // save hands blob to the browser as a download named name.
  function save(blob, name) {
    saved.push(name);
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60000);
  }

  // ink is the page's colours where element el is (see draw.Ink).
  function ink(el) {
    const st = getComputedStyle(el || document.documentElement);
    const v = (name) => st.getPropertyValue(name).trim();
    return { bg: v("--bg"), panel: v("--panel"), fg: v("--fg"), muted: v("--muted"), branch: v("--branch"),
      trying: v("--trying"), placed: v("--placed"), focus: v("--focus") };
  }

  // shownSize is the size canvas c shows at on the screen, in device
  // pixels: a raster of one pixel a cell is shown zoomed.
  function shownSize(c) {
    const dpr = self.devicePixelRatio || 1;
    return [Math.max(c.width, Math.round(c.clientWidth * dpr)), Math.max(c.height, Math.round(c.clientHeight * dpr))];
  }

  // flatten draws image src w x h on the background bg of a new canvas,
  // its pixels kept sharp when scaled up.
  function flatten(src, w, h, bg) {
    const out = document.createElement("canvas");
    out.width = w;
    out.height = h;
    const ctx = out.getContext("2d");
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, w, h);
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(src, 0, 0, w, h);
    return out;
  }

  // png saves canvas out as a PNG named name, and then calls done.
  function png(out, name, done) {
    out.toBlob((b) => {
      if (b) save(b, name);
      done?.();
    }, "image/png");
  }

  window.xcoverExport = {
    // ink returns the page's colours where the element with that id is,
    // as JSON (see draw.Ink).
    ink(id) {
      return JSON.stringify(ink(document.getElementById(id)));
    },
    // save saves text as a file named name, of MIME type type.
    save(text, name, type) {
      save(new Blob([text], { type }), name);
    },
    // png saves the canvas with that id as a PNG named name, as big as it
    // shows on the screen, on the page's background. It reports false
    // when there is no such canvas, or it is empty.
    png(id, name) {
      const c = document.getElementById(id);
      if (!c || !c.getContext || c.width === 0 || c.height === 0) return false;
      const [w, h] = shownSize(c);
      png(flatten(c, w, h, ink(c).bg), name);
      return true;
    },
    // svgPNG saves SVG document svg (whose root sets its width and
    // height) as a PNG named name, at the screen's pixel density, on the
    // page's background where the element with id bg is.
    svgPNG(svg, name, bg) {
      const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
      const img = new Image();
      img.onload = () => {
        const dpr = self.devicePixelRatio || 1;
        png(flatten(img, Math.round(img.naturalWidth * dpr), Math.round(img.naturalHeight * dpr), ink(document.getElementById(bg)).bg), name,
          () => URL.revokeObjectURL(url));
      };
      img.onerror = () => URL.revokeObjectURL(url);
      img.src = url;
    },
    // canRecord reports whether this browser can record a canvas.
    canRecord() {
      return !!(self.MediaRecorder && HTMLCanvasElement.prototype.captureStream);
    },
    // record starts recording the canvas with that id as a WebM video,
    // saved as name when stop is called or the canvas leaves the page,
    // after which done (if any) is called. Each frame copies the canvas,
    // on the page's background, into the recording's own canvas, as big
    // as the canvas showed when the recording started (a browser encodes
    // the video off the page's thread). It reports false when it cannot
    // record.
    record(id, name, done) {
      const src = document.getElementById(id);
      if (!src || !src.getContext || recordings.has(id) || !this.canRecord()) return false;
      let [w, h] = shownSize(src);
      w += w % 2; // video encoders want even sizes
      h += h % 2;
      const bg = ink(src).bg;
      const out = document.createElement("canvas");
      out.width = w;
      out.height = h;
      const ctx = out.getContext("2d");
      const copy = () => {
        ctx.fillStyle = bg;
        ctx.fillRect(0, 0, w, h);
        if (src.width > 0 && src.height > 0) { // fitted, should the canvas's size change
          const k = Math.min(w / src.clientWidth || 1, h / src.clientHeight || 1);
          ctx.imageSmoothingEnabled = k < 1;
          ctx.drawImage(src, 0, 0, Math.round(src.clientWidth * k) || w, Math.round(src.clientHeight * k) || h);
        }
      };
      copy();
      const stream = out.captureStream(FPS);
      const type = ["video/webm;codecs=vp9", "video/webm;codecs=vp8", "video/webm"].find((t) => MediaRecorder.isTypeSupported(t));
      const rec = new MediaRecorder(stream, type ? { mimeType: type } : {});
      const chunks = [];
      const r = { rec, frame: 0, frames: 0 };
      rec.ondataavailable = (e) => {
        if (e.data.size > 0) chunks.push(e.data);
      };
      rec.onstop = () => {
        cancelAnimationFrame(r.frame);
        for (const t of stream.getTracks()) t.stop();
        recordings.delete(id);
        save(new Blob(chunks, { type: "video/webm" }), name);
        done?.();
      };
      const tick = () => {
        if (!src.isConnected) {
          rec.stop();
          return;
        }
        copy();
        r.frames++;
        r.frame = requestAnimationFrame(tick);
      };
      recordings.set(id, r);
      rec.start(1000);
      r.frame = requestAnimationFrame(tick);
      return true;
    },
    // stop ends the recording of the canvas with that id, if one runs.
    stop(id) {
      const r = recordings.get(id);
      if (r && r.rec.state !== "inactive") r.rec.stop();
    },
    // frames returns how many frames of the canvas with that id the
    // recording under way has copied (0 when none runs), for tests and
    // tools.
    frames(id) {
      return recordings.get(id)?.frames ?? 0;
    },
    // saved is the names of the files saved so far, for tests and tools.
    saved,
  };
})();
