// xcover's grid script: the sudoku page writes the cells of its grid that
// changed in one call (see app/sudokupage/cells.go), rather than three
// calls from Go to JavaScript a cell: a new puzzle changes every cell.
"use strict";

(function () {
  window.xcoverCells = {
    // paint gives grid n cells, made anew when it has another number of
    // them, and writes batch into them: records separated by "\x1e", each
    // a cell's index, classes, text and name for screen readers separated
    // by "\x1f".
    paint(grid, n, batch) {
      if (grid.childElementCount !== n) {
        grid.textContent = "";
        for (let i = 0; i < n; i++) {
          const cell = document.createElement("div");
          cell.id = "cell-" + i;
          cell.setAttribute("role", "gridcell");
          grid.appendChild(cell);
        }
      }
      if (batch === "") {
        return;
      }
      const cells = grid.children;
      for (const record of batch.split("\x1e")) {
        const [i, classes, text, label] = record.split("\x1f");
        const cell = cells[+i];
        if (cell.className !== classes) cell.className = classes;
        if (cell.textContent !== text) cell.textContent = text;
        if (cell.getAttribute("aria-label") !== label) cell.setAttribute("aria-label", label);
      }
    },
  };
})();
