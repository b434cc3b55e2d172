// xcover's page script: it shows the dancing links pictures that the Go
// app lays out (see draw.Scene) and moves by a step's edits (see
// draw.Edit). A call from Go to JavaScript costs microseconds and a
// picture has hundreds of parts, so Go hands over a whole scene or a batch
// of edits as JSON in one call. The drawing happens in a worker
// (web/links-draw.js) on the canvas handed over to it, off the page's
// thread; where that cannot be, here. This script fits each picture to
// its box and keeps what it shows, for the pointer and for tests.
"use strict";

(function () {
  const MAX_SCALE = 2; // a small picture grows at most this much
  const MAX_PENDING = 64; // batches of edits kept unread at most (see catchUp)
  const here = document.currentScript?.src ?? "";
  const still = matchMedia("(prefers-reduced-motion: reduce)");
  const light = matchMedia("(prefers-color-scheme: light)");
  const pictures = new Map(); // canvas id -> picture
  let worker; // the drawing worker; null when there cannot be one

  // drawer returns the worker, starting it the first time, or null when
  // this browser cannot draw on a canvas in a worker.
  function drawer() {
    if (worker === undefined) {
      worker = null;
      if (self.Worker && self.OffscreenCanvas && HTMLCanvasElement.prototype.transferControlToOffscreen) {
        try {
          worker = new Worker(new URL("links-draw.js", here));
          worker.onmessage = (m) => { // a picture drawn as far as message m.data.shown
            const p = pictures.get(m.data.id);
            if (p) p.shown = m.data.shown;
          };
        } catch {
          worker = null;
        }
      }
    }
    return worker;
  }

  // A picture: its canvas, what it shows (the scene's nodes and arrows,
  // with the edits not yet read), its size and scale, and where it is
  // drawn (the worker, or locally).
  function picture(canvas) {
    let p = pictures.get(canvas.id);
    if (!p || p.canvas !== canvas) {
      p?.resize.disconnect(); // a canvas the page has replaced
      p = { canvas, scene: null, nodes: new Map(), arrows: new Map(), pending: [], scale: 1, size: "", sent: 0, shown: 0 };
      const w = drawer();
      if (w) {
        const off = canvas.transferControlToOffscreen();
        w.postMessage({ id: canvas.id, canvas: off }, [off]);
      } else {
        p.local = self.xcoverDraw.picture(canvas);
        p.local.onShown = (seq) => { p.shown = seq; };
      }
      send(p, paint(canvas));
      p.resize = new ResizeObserver(() => refit(p));
      p.resize.observe(canvas.parentElement);
      pictures.set(canvas.id, p);
    }
    return p;
  }

  // send hands message d to whatever draws picture p, numbered: the
  // drawing tells the number of the last it has drawn (shown).
  function send(p, d) {
    d.seq = ++p.sent;
    if (p.local) {
      self.xcoverDraw.handle(p.local, d);
    } else {
      worker.postMessage({ id: p.canvas.id, ...d });
    }
  }

  function byID(id) {
    const c = document.getElementById(id);
    return c && c.getContext ? picture(c) : null;
  }

  // paint is the page's colours and motion setting, read when a picture
  // starts and when the colour scheme changes: reading styles makes the
  // browser work them out.
  function paint(c) {
    const st = getComputedStyle(c);
    const v = (name) => st.getPropertyValue(name).trim();
    return { still: still.matches, colors: { fg: v("--fg"), muted: v("--muted"), panel: v("--panel"), branch: v("--branch"),
      trying: v("--trying"), placed: v("--placed"), focus: v("--focus") } };
  }
  for (const m of [light, still]) {
    m.addEventListener("change", () => {
      for (const p of pictures.values()) send(p, paint(p.canvas));
    });
  }

  // fit sizes the canvas to the picture scaled into its box: as wide as
  // the box, as high as its CSS max-height lets it (borders included),
  // never past MAX_SCALE.
  function fit(p) {
    const s = p.scene, c = p.canvas;
    if (!s || !c.isConnected) return;
    const [boxW, maxH] = measure(p);
    let scale = Math.min(boxW / Math.max(s.w, 1), MAX_SCALE);
    if (maxH > 0) scale = Math.min(scale, maxH / Math.max(s.h, 1));
    const w = Math.max(1, Math.floor(s.w * scale)), h = Math.max(1, Math.floor(s.h * scale));
    const dpr = self.devicePixelRatio || 1;
    const size = [w, h, scale, dpr].join();
    if (size !== p.size) {
      p.size = size;
      p.scale = scale;
      c.style.width = w + "px";
      c.style.height = h + "px";
      send(p, { size: [w, h, scale, dpr] });
    }
  }

  // measure returns the room picture p has, in CSS px: its box's width
  // and its CSS max-height (0: none), borders taken off; kept until the
  // box or the window is resized or a whole scene comes (reading styles
  // makes the browser work them out, and a step's edits come at 60 a
  // second).
  function measure(p) {
    if (!p.room) {
      const c = p.canvas, st = getComputedStyle(c);
      const border = parseFloat(st.borderLeftWidth) + parseFloat(st.borderRightWidth);
      const maxH = parseFloat(st.maxHeight) - parseFloat(st.borderTopWidth) - parseFloat(st.borderBottomWidth);
      p.room = [c.parentElement.clientWidth - border, maxH > 0 ? maxH : 0];
    }
    return p.room;
  }
  // refit measures picture p's room again and fits it to it: its box or
  // the window (whose height its max-height follows) was resized.
  function refit(p) {
    p.room = null;
    fit(p);
  }
  addEventListener("resize", () => {
    for (const p of pictures.values()) refit(p);
  });

  // read applies the edits not yet read to what the picture shows.
  function read(p) {
    for (const json of p.pending) apply(p, json);
    p.pending = [];
  }

  // catchUp applies the edits not yet read while the page is idle, a
  // batch at a time (parsing one takes a millisecond or two on a slow
  // machine), so that a frame's task does not pay for it, nor a long play
  // keep them all. Past MAX_PENDING batches, a play that leaves no idle
  // time, one is applied for each that comes.
  function catchUp(p) {
    if (p.pending.length > MAX_PENDING) apply(p, p.pending.shift());
    if (p.idle || !self.requestIdleCallback) return;
    p.idle = requestIdleCallback((deadline) => {
      p.idle = 0;
      while (p.pending.length > 0 && deadline.timeRemaining() > 2) apply(p, p.pending.shift());
      if (p.pending.length > 0) catchUp(p);
    });
  }

  // apply applies a batch of edits (JSON) to what the picture shows.
  function apply(p, json) {
    self.xcoverDraw.applyEdits(p, JSON.parse(json));
  }

  window.xcoverLinks = {
    // draw shows a whole scene (JSON) on the canvas with that id.
    draw(id, json) {
      const p = byID(id);
      if (!p) return false;
      p.scene = JSON.parse(json);
      p.nodes = new Map(p.scene.nodes.map((n) => [n.id, n]));
      p.arrows = new Map(p.scene.arrows.map((a) => [a.id, a]));
      p.pending = [];
      p.size = ""; // fit it anew, in its room now (the tour's card may have gone)
      refit(p);
      send(p, { scene: json });
      return true;
    },
    // edit applies a batch of edits (JSON) to the canvas's scene: its
    // links light up from now. It reports false when the canvas shows no
    // scene (a new one): draw it whole.
    edit(id, json) {
      const p = byID(id);
      if (!p || !p.scene) return false;
      p.pending.push(json);
      catchUp(p);
      send(p, { edits: json });
      return true;
    },
    // drawn reports whether every picture shows all that was sent to it:
    // a canvas resized, say, is blank until its drawing catches up.
    drawn() {
      for (const p of pictures.values()) if (p.shown !== p.sent) return false;
      return true;
    },
    // room returns the room the canvas with that id has for its picture:
    // [width, max-height] in CSS px (max-height 0: none), or null when
    // there is no such canvas on the page. A page picks the lens to draw
    // by it (see ui.LensFor).
    room(id) {
      const p = byID(id);
      return p && p.canvas.isConnected ? measure(p) : null;
    },
    // has reports whether the canvas with that id shows a scene.
    has(id) {
      return byID(id)?.scene != null;
    },
    // at returns the node under the pointer at client (x, y), or -1.
    at(id, x, y) {
      const p = byID(id);
      if (!p || !p.scene) return -1;
      read(p);
      const r = p.canvas.getBoundingClientRect();
      const lx = (x - r.left) / p.scale, ly = (y - r.top) / p.scale;
      for (const n of p.nodes.values()) {
        if (lx >= n.x && lx <= n.x + n.w && ly >= n.y && ly <= n.y + n.h) return n.node;
      }
      return -1;
    },
    // focus rings node (-1: none), the one whose fields the page shows.
    focus(id, node) {
      const p = byID(id);
      if (p) send(p, { focus: node });
    },
    // scene returns what the canvas shows: its nodes and arrows, the scale
    // it is drawn at, whether a worker draws it, and whether the canvas
    // shows all that was sent to it yet (drawn) (for tests and tools).
    scene(id) {
      const p = byID(id);
      if (!p || !p.scene) return null;
      read(p);
      return { w: p.scene.w, h: p.scene.h, scale: p.scale, worker: !p.local, drawn: p.shown === p.sent,
        nodes: [...p.nodes.values()], arrows: [...p.arrows.values()], note: p.scene.note ?? null };
    },
  };
})();
