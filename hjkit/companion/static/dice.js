/* The dice pad, for any game whose players roll physical dice and enter them: every face of
   the die at once in a grid (a d6 in one row, a d8 in two, a d20 in four rows of five), so
   entering a die is one tap. Each face is the legal action that enters it (HJ.actionButton),
   a face the rules do not allow now is not drawn as a button at all.

   HJ.dicePad(rolls, send, { die, title, id, faceOf }) -> element
     rolls    the legal actions that enter a roll, one per face
     die      the die's number of faces (6, 8, 20); else the largest value offered
     faceOf  the face an action enters (default: action.value) */
"use strict";

(function () {
  const HJ = window.HJ;
  const el = HJ.el;
  const COLUMNS = { 6: 6, 8: 4, 10: 5, 12: 6, 20: 5 };

  (function stylesheet() {
    const me = document.currentScript && document.currentScript.src;
    if (!me || document.getElementById("hj-dice-css")) return;
    document.head.append(el("link", { rel: "stylesheet", id: "hj-dice-css", href: me.replace(/dice\.js.*$/, "dice.css") }));
  })();

  HJ.dicePad = function (rolls, send, options) {
    const opts = options || {};
    const faceOf = opts.faceOf || ((a) => a.value);
    const byFace = new Map(rolls.map((a) => [faceOf(a), a]));
    const die = opts.die || Math.max(...byFace.keys());
    const columns = COLUMNS[die] || 5;
    const faces = Array.from({ length: die }, (_, i) => i + 1).map((face) => {
      const a = byFace.get(face);
      return a ? HJ.actionButton(a, send, String(face), { class: "face", "data-value": face })
        : el("span", { class: "face none", "aria-hidden": "true" });
    });
    const grid = el("div", { class: `dice-grid cols-${columns}`, role: "group",
                             "aria-label": opts.title || `Enter the d${die} rolled` }, faces);
    return el("div", { class: "dice-pad", id: opts.id || "dice-pad", "data-die": die },
      opts.title ? el("p", { class: "pad-title", text: opts.title }) : null, grid);
  };
})();
