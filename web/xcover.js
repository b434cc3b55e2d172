// xcover's one script: it draws the dancing links pictures that the Go app
// lays out (see draw.Scene) on a canvas, and applies a step's edits to them
// (see draw.Edit) in one call. A call from Go to JavaScript costs
// microseconds and a picture has hundreds of parts, so Go hands over a
// whole scene or a batch of edits as JSON, and the drawing, the fitting to
// the box and the lighting of a step's links in turn happen here.
"use strict";

(function () {
  const pictures = new Map(); // canvas id -> picture
  const LIGHT_MS = 250; // how long a link takes to light up
  const MAX_SCALE = 2; // a small picture grows at most this much
  const MIN_TEXT_PX = 7; // smaller labels are left out
  const FONT = 11, LINE = 13; // the labels' font and line height, in the picture's units (as draw lays them out)
  const still = window.matchMedia("(prefers-reduced-motion: reduce)");
  window.matchMedia("(prefers-color-scheme: light)").addEventListener("change", () => {
    for (const p of pictures.values()) {
      p.colors = colors(p.canvas);
      render(p);
    }
  });

  // A picture: the scene's nodes and arrows by id, and how it is drawn.
  function picture(canvas) {
    let p = pictures.get(canvas.id);
    if (!p || p.canvas !== canvas) {
      p?.resize.disconnect(); // a canvas the page has replaced
      p = { canvas, scene: null, nodes: new Map(), arrows: new Map(), focus: -1, scale: 1, t0: 0, frame: 0, plain: null };
      p.resize = new ResizeObserver(() => fit(p));
      p.resize.observe(canvas.parentElement);
      pictures.set(canvas.id, p);
    }
    return p;
  }

  function byID(id) {
    const c = document.getElementById(id);
    return c && c.getContext ? picture(c) : null;
  }


  // Sizes the canvas to the picture scaled into its box: as wide as the
  // box, as high as its CSS max-height lets it, never past MAX_SCALE.
  function fit(p) {
    const s = p.scene;
    if (!s) return;
    const c = p.canvas;
    const room = c.parentElement.clientWidth;
    const maxH = parseFloat(getComputedStyle(c).maxHeight);
    let scale = Math.min(room / Math.max(s.w, 1), MAX_SCALE);
    if (maxH > 0) scale = Math.min(scale, maxH / Math.max(s.h, 1));
    const w = Math.max(1, Math.floor(s.w * scale)), h = Math.max(1, Math.floor(s.h * scale));
    const dpr = window.devicePixelRatio || 1;
    if (c.width !== Math.round(w * dpr) || c.height !== Math.round(h * dpr) || p.scale !== scale) {
      c.style.width = w + "px";
      c.style.height = h + "px";
      c.width = Math.round(w * dpr);
      c.height = Math.round(h * dpr);
      p.scale = scale;
      p.labels = null;
      render(p);
    }
  }

  // The page's colours, read when a scene is drawn whole or the colour
  // scheme changes: reading styles forces the browser to work them out.
  function colors(c) {
    const st = getComputedStyle(c);
    const v = (name) => st.getPropertyValue(name).trim();
    return { fg: v("--fg"), muted: v("--muted"), panel: v("--panel"), line: v("--line"), branch: v("--branch"),
      trying: v("--trying"), placed: v("--placed"), focus: v("--focus") };
  }

  // A label's lines cut to the node's width, kept until the scale or the
  // label changes.
  function labelLines(p, ctx, n) {
    if (!p.labels) p.labels = new Map();
    let lines = p.labels.get(n.id);
    if (lines) return lines;
    const room = n.w - 6;
    lines = n.label.map((t) => {
      if (ctx.measureText(t).width <= room) return t;
      let lo = 0, hi = t.length;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (ctx.measureText(t.slice(0, mid) + "…").width <= room) lo = mid; else hi = mid - 1;
      }
      return t.slice(0, lo) + "…";
    });
    p.labels.set(n.id, lines);
    return lines;
  }

  // Draws the picture as it is at time now: the plain links, the lit ones
  // (each lighting up after its delay), then the nodes over them.
  function render(p, now) {
    const c = p.canvas, s = p.scene;
    if (!s) return;
    now = now ?? performance.now();
    const ctx = c.getContext("2d");
    const dpr = window.devicePixelRatio || 1, k = p.scale;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, c.width, c.height);
    ctx.setTransform(dpr * k, 0, 0, dpr * k, 0, 0);
    const col = p.colors;
    const thin = Math.max(1, 0.9 / k);
    if (!p.plain) { // the links not lit, drawn and stubs, each one path
      const plain = [], off = [];
      for (const a of p.arrows.values()) {
        if (!a.lit) (a.off ? off : plain).push(a.d);
      }
      p.plain = new Path2D(plain.join(" "));
      p.off = new Path2D(off.join(" "));
    }
    ctx.lineWidth = thin;
    ctx.strokeStyle = col.muted;
    ctx.globalAlpha = 0.7;
    ctx.stroke(p.plain);
    ctx.setLineDash([3, 2]);
    ctx.globalAlpha = 0.5;
    ctx.stroke(p.off);
    ctx.setLineDash([]);
    let busy = false;
    for (const a of p.arrows.values()) {
      if (!a.lit) continue;
      const t = still.matches ? 1 : (now - p.t0 - a.delay) / LIGHT_MS;
      if (t < 1) busy = true;
      if (t <= 0) {
        ctx.globalAlpha = 0.7;
        ctx.lineWidth = thin;
        ctx.strokeStyle = col.muted;
      } else {
        ctx.globalAlpha = 1;
        ctx.lineWidth = Math.max(2.5, 2 / k) * (1 + Math.max(0, 1 - t)); // a flash that settles
        ctx.strokeStyle = col.branch;
      }
      if (a.off) ctx.setLineDash([3, 2]);
      a.path ??= new Path2D(a.d);
      ctx.stroke(a.path);
      ctx.setLineDash([]);
    }
    ctx.globalAlpha = 1;
    const text = FONT * k >= MIN_TEXT_PX;
    ctx.font = FONT + "px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    for (const n of p.nodes.values()) {
      const accent = { branched: col.branch, tried: col.trying, chosen: col.placed }[n.role];
      const dim = n.out ? (accent ? 0.6 : 0.35) : 1; // a node out of its lists
      ctx.globalAlpha = dim;
      ctx.fillStyle = col.panel;
      ctx.fillRect(n.x, n.y, n.w, n.h);
      if (accent) {
        ctx.fillStyle = accent;
        ctx.globalAlpha = 0.28 * dim;
        ctx.fillRect(n.x, n.y, n.w, n.h);
        ctx.globalAlpha = dim;
      }
      ctx.lineWidth = accent ? Math.max(2.5, 1.5 / k) : thin;
      ctx.strokeStyle = accent || col.fg;
      ctx.strokeRect(n.x, n.y, n.w, n.h);
      if (text) { // the name's lines, then the field's, muted
        const lines = labelLines(p, ctx, n);
        const field = n.kind === "root" ? lines.length : lines.length - 1;
        lines.forEach((t, i) => {
          ctx.fillStyle = i < field ? col.fg : col.muted;
          ctx.fillText(t, n.x + n.w / 2, n.y + n.h / 2 + (i - (lines.length - 1) / 2) * LINE);
        });
      }
    }
    ctx.globalAlpha = 1;
    const f = p.nodes.get("n" + p.focus);
    if (f) {
      ctx.lineWidth = Math.max(3, 2 / k);
      ctx.strokeStyle = col.focus;
      ctx.strokeRect(f.x - 2, f.y - 2, f.w + 4, f.h + 4);
    }
    if (busy && !p.frame) {
      p.frame = requestAnimationFrame((t) => {
        p.frame = 0;
        render(p, t);
      });
    }
  }

  window.xcoverLinks = {
    // draw shows a whole scene (JSON) on the canvas with that id.
    draw(id, json) {
      const p = byID(id);
      if (!p) return false;
      p.scene = JSON.parse(json);
      p.nodes = new Map(p.scene.nodes.map((n) => [n.id, n]));
      p.arrows = new Map(p.scene.arrows.map((a) => [a.id, a]));
      p.plain = null;
      p.labels = null;
      p.colors = colors(p.canvas);
      p.t0 = performance.now();
      p.scale = 0; // fit it anew
      fit(p);
      return true;
    },
    // edit applies a batch of edits (JSON) to the canvas's scene, lights
    // the step's links from now, and redraws.
    edit(id, json) {
      const p = byID(id);
      if (!p || !p.scene) return false;
      for (const e of JSON.parse(json)) {
        const n = p.nodes.get(e.id), a = p.arrows.get(e.id);
        switch (e.attr) {
          case "d": if (a) { a.d = e.value; a.path = null; } break;
          case "to": if (a) a.to = +e.value; break;
          case "off": if (a) a.off = e.value !== ""; break;
          case "lit": if (a) a.lit = e.value !== ""; break;
          case "delay": if (a) a.delay = +e.value; break;
          case "label": if (n) { n.label = e.value.split("\n"); p.labels?.delete(n.id); } break;
          case "out": if (n) n.out = e.value !== ""; break;
          case "role": if (n) n.role = e.value; break;
        }
      }
      p.plain = null;
      p.t0 = performance.now();
      render(p);
      return true;
    },
    // at returns the node under the pointer at client (x, y), or -1.
    at(id, x, y) {
      const p = byID(id);
      if (!p || !p.scene) return -1;
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
      if (!p) return;
      p.focus = node;
      render(p);
    },
    // scene returns what the canvas shows: its nodes and arrows, with the
    // scale it is drawn at (for tests and tools).
    scene(id) {
      const p = byID(id);
      if (!p || !p.scene) return null;
      const arrows = [...p.arrows.values()].map(({ path, ...a }) => a);
      return { w: p.scene.w, h: p.scene.h, scale: p.scale, nodes: [...p.nodes.values()], arrows };
    },
  };
})();
