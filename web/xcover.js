// xcover's one script: it applies a batch of edits that the Go app makes to
// a picture (see draw.Edit) in one call. A call from Go to JavaScript costs
// microseconds, and one step of the dancing links view can make hundreds of
// edits.
"use strict";

// xcoverEdit applies edits, given as JSON: a list of {id, attr, value},
// each setting the attribute attr of the element with that id to value
// (removing it for an empty value), or its text when attr is empty.
window.xcoverEdit = function (json) {
  for (const e of JSON.parse(json)) {
    const el = document.getElementById(e.id);
    if (!el) {
      continue;
    }
    if (e.attr === "") {
      el.textContent = e.value;
    } else if (e.value === "") {
      el.removeAttribute(e.attr);
    } else {
      el.setAttribute(e.attr, e.value);
    }
  }
};
