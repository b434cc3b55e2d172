// The dancing links pictures' drawing: a scene that the Go app lays out
// (see draw.Scene) kept up to date by a step's edits (see draw.Edit) and
// drawn on a canvas, each step's links lighting up in turn. It runs in a
// worker, on the canvas the page hands over (an OffscreenCanvas), so that
// drawing takes nothing from the page's thread. The page loads it as a
// script too (web/xcover.js): to keep its own copy of the scene up to date
// by the same edits (applyEdits), and to draw itself where a browser
// cannot draw in a worker.
"use strict";

self.xcoverDraw = (function () {
  const LIGHT_MS = 250; // how long a link takes to light up
  const MOVE_MS = 420; // how long a box takes to slide to its place (the dancing cells' moves)
  const MIN_TEXT_PX = 7; // smaller labels are left out
  const FONT = 11, LINE = 13; // the labels' font and line height, in the picture's units (as draw lays them out)
  const frame = self.requestAnimationFrame ? (f) => self.requestAnimationFrame(f) : (f) => setTimeout(() => f(performance.now()), 16);

  // A picture on a canvas: the scene's nodes and arrows by id, its scale,
  // the page's colours, and the node ringed.
  function picture(canvas) {
    return { canvas, nodes: new Map(), arrows: new Map(), focus: -1, scale: 1, dpr: 1, t0: 0, frame: 0, plain: null,
      labels: null, colors: {}, still: false, seq: 0, shown: 0, onShown: null };
  }

  // scene makes the picture show scene s (parsed JSON) whole.
  function scene(p, s) {
    p.nodes = new Map(s.nodes.map((n) => [n.id, n]));
    p.arrows = new Map(s.arrows.map((a) => [a.id, a]));
    p.note = s.note || null;
    p.w = s.w;
    p.h = s.h;
    p.plain = null;
    p.labels = null;
    p.t0 = performance.now();
    later(p);
  }

  // applyEdits applies a step's edits (parsed JSON) to the nodes and
  // arrows, by id, of picture p: a drawn one here, or the page's copy of
  // the scene (web/xcover.js).
  function applyEdits(p, edits) {
    for (const e of edits) {
      const n = p.nodes.get(e.id), a = p.arrows.get(e.id);
      switch (e.attr) {
        case "d": if (a) { a.d = e.value; a.ops = null; } break;
        case "to": if (a) a.to = +e.value; break;
        case "off": if (a) a.off = e.value !== ""; break;
        case "lit": if (a) a.lit = e.value !== ""; break;
        case "delay": if (a) a.delay = +e.value; break;
        case "label": if (n) { n.label = e.value.split("\n"); p.labels?.delete(n.id); } break;
        case "out": if (n) n.out = e.value !== ""; break;
        case "role": if (n) n.role = e.value; break;
        case "marked": if (n) n.marked = e.value !== ""; break;
      }
    }
  }

  // edit applies a step's edits (parsed JSON) and lights its links from
  // now.
  function edit(p, edits) {
    applyEdits(p, edits);
    p.plain = null;
    p.t0 = performance.now();
    later(p);
  }

  // size gives the canvas w x h CSS pixels at the device's pixel ratio,
  // the picture scaled by scale.
  function size(p, w, h, scale, dpr) {
    if (p.canvas.width !== Math.round(w * dpr) || p.canvas.height !== Math.round(h * dpr)) {
      p.canvas.width = Math.round(w * dpr);
      p.canvas.height = Math.round(h * dpr);
    }
    if (p.scale !== scale) p.labels = null;
    p.scale = scale;
    p.dpr = dpr;
    later(p);
  }

  // trace adds arrow a's path to a path or context: the path data Go
  // writes (draw.path: M and L with absolute points, c with relative
  // ones), read into numbers once, when it changes.
  function trace(to, a) {
    if (!a.ops) {
      a.ops = [];
      let cmd = "", x = 0, y = 0, nums = [];
      const flush = () => {
        if (cmd === "c" && nums.length === 6) {
          a.ops.push(2, x + nums[0], y + nums[1], x + nums[2], y + nums[3], x + nums[4], y + nums[5]);
          x += nums[4]; y += nums[5];
        } else if (nums.length === 2) {
          x = nums[0]; y = nums[1];
          a.ops.push(cmd === "M" ? 0 : 1, x, y);
        }
        nums = [];
      };
      for (const t of a.d.split(" ")) {
        if (t === "") continue;
        const c = t[0];
        if (c === "M" || c === "L" || c === "c") {
          flush();
          cmd = c;
          nums.push(+t.slice(1));
        } else {
          nums.push(+t);
          if (cmd !== "c" && nums.length === 2) flush();
        }
      }
      flush();
    }
    const o = a.ops;
    for (let i = 0; i < o.length;) {
      switch (o[i]) {
        case 0: to.moveTo(o[i + 1], o[i + 2]); i += 3; break;
        case 1: to.lineTo(o[i + 1], o[i + 2]); i += 3; break;
        default: to.bezierCurveTo(o[i + 1], o[i + 2], o[i + 3], o[i + 4], o[i + 5], o[i + 6]); i += 7;
      }
    }
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

  // box draws node n at (x, y): its box, tinted by its color and its
  // role in the step, outlined, and its label; moving, it is outlined in
  // the branch's colour (a dancing cells' swap under way).
  function box(p, ctx, n, x, y, moving, text) {
    const k = p.scale, col = p.colors, thin = Math.max(1, 0.9 / k);
    const accent = { branched: col.branch, tried: col.trying, chosen: col.placed }[n.role];
    const dim = n.out ? (accent ? 0.6 : 0.35) : 1; // a node out of its lists
    ctx.globalAlpha = dim;
    ctx.fillStyle = col.panel;
    ctx.fillRect(x, y, n.w, n.h);
    const hue = n.hue >= 0 ? "hsl(" + n.hue + ", 70%, 50%)" : ""; // a color of Algorithm C
    if (hue) { // tinted, more while marked
      ctx.fillStyle = hue;
      ctx.globalAlpha = (n.marked ? 0.5 : 0.2) * dim;
      ctx.fillRect(x, y, n.w, n.h);
      ctx.globalAlpha = dim;
    }
    if (accent) {
      ctx.fillStyle = accent;
      ctx.globalAlpha = 0.28 * dim;
      ctx.fillRect(x, y, n.w, n.h);
      ctx.globalAlpha = dim;
    }
    ctx.lineWidth = accent || moving ? Math.max(2.5, 1.5 / k) : thin;
    ctx.strokeStyle = moving ? col.branch : accent || col.fg;
    ctx.strokeRect(x, y, n.w, n.h);
    if (hue) { // the color's outline inside the box, doubled while marked
      ctx.lineWidth = Math.max(2, 1.5 / k);
      ctx.strokeStyle = hue;
      ctx.strokeRect(x + 2, y + 2, n.w - 4, n.h - 4);
      if (n.marked) ctx.strokeRect(x + 5, y + 5, n.w - 10, n.h - 10);
    }
    if (text) { // the name's lines, then the field's, muted
      const lines = labelLines(p, ctx, n);
      const field = n.kind === "root" || n.kind === "cell" ? lines.length : lines.length - 1;
      lines.forEach((t, i) => {
        ctx.fillStyle = i < field ? col.fg : col.muted;
        ctx.fillText(t, x + n.w / 2, y + n.h / 2 + (i - (lines.length - 1) / 2) * LINE);
      });
    }
  }

  // render draws the picture as it is at time now: the plain links, the
  // lit ones (each lighting up after its delay), then the nodes over them.
  function render(p, now) {
    const c = p.canvas, ctx = c.getContext("2d"), k = p.scale, col = p.colors;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, c.width, c.height);
    ctx.setTransform(p.dpr * k, 0, 0, p.dpr * k, 0, 0);
    const thin = Math.max(1, 0.9 / k);
    if (!p.plain) { // the links not lit, drawn and stubs, each one path
      p.plain = new Path2D();
      p.off = new Path2D();
      for (const a of p.arrows.values()) {
        if (!a.lit) trace(a.off ? p.off : p.plain, a);
      }
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
      const t = p.still ? 1 : (now - p.t0 - a.delay) / LIGHT_MS;
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
      ctx.beginPath();
      trace(ctx, a);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    const text = FONT * k >= MIN_TEXT_PX;
    ctx.font = FONT + "px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    const moving = [];
    for (const n of p.nodes.values()) {
      const t = n.from && !p.still ? (now - p.t0 - n.from[2]) / MOVE_MS : 1;
      if (t < 1) {
        busy = true;
        moving.push([n, t]); // drawn last, over the others
      } else {
        box(p, ctx, n, n.x, n.y, false, text);
      }
    }
    for (const [n, t] of moving) {
      const u = t <= 0 ? 0 : 1 - (1 - t) * (1 - t); // eased out
      box(p, ctx, n, n.from[0] + (n.x - n.from[0]) * u, n.from[1] + (n.y - n.from[1]) * u, t > 0, text);
    }
    ctx.globalAlpha = 1;
    if (p.note) { // words alone (draw.NoteScene)
      ctx.fillStyle = col.fg;
      p.note.forEach((t, i) => ctx.fillText(t, p.w / 2, p.h / 2 + (i - (p.note.length - 1) / 2) * LINE));
    }
    const f = p.nodes.get("n" + p.focus);
    if (f) {
      ctx.lineWidth = Math.max(3, 2 / k);
      ctx.strokeStyle = col.focus;
      ctx.strokeRect(f.x - 2, f.y - 2, f.w + 4, f.h + 4);
    }
    if (busy) later(p);
    if (p.shown !== p.seq) {
      p.shown = p.seq;
      p.onShown?.(p.seq);
    }
  }

  // later draws the picture in the next animation frame, once however
  // often it is asked for: a step's edits and its links lighting up cost
  // one drawing a frame.
  function later(p) {
    if (!p.frame) {
      p.frame = frame((t) => {
        p.frame = 0;
        render(p, t);
      });
    }
  }

  // handle applies message d to picture p: {scene} or {edits} (JSON),
  // {size: [w, h, scale, dpr]}, {focus}, {colors, still}.
  // A message's seq, if it has one, counts the page's messages: once a
  // render has drawn all of them, onShown (if set) is told its number.
  function handle(p, d) {
    if (d.seq) p.seq = d.seq;
    if (d.colors) {
      p.colors = d.colors;
      p.still = d.still;
      later(p);
    }
    if (d.size) size(p, ...d.size);
    if (d.scene) scene(p, JSON.parse(d.scene));
    if (d.edits) edit(p, JSON.parse(d.edits));
    if (d.focus !== undefined) {
      p.focus = d.focus;
      later(p);
    }
  }

  return { picture, handle, applyEdits };
})();

// In a worker: draw the pictures whose canvases the page hands over
// ({id, canvas}), as its messages say (see handle).
if (typeof document === "undefined") {
  const pictures = new Map();
  self.onmessage = (m) => {
    const d = m.data;
    if (d.canvas) {
      const p = self.xcoverDraw.picture(d.canvas);
      p.onShown = (seq) => self.postMessage({ id: d.id, shown: seq });
      pictures.set(d.id, p);
    }
    const p = pictures.get(d.id);
    if (p) self.xcoverDraw.handle(p, d);
  };
}
