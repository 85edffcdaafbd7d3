/* The card or piece picker, for any game: one button per legal choice, each showing the
   card's name and the values the rule needs to choose (a card value against a budget, a
   spell's cost, an action card's effect), with an optional line of what the rule allows
   above them. Shown in place, or in a sheet one tap away when the choices would crowd the
   dock; with many choices a filter box narrows them by name.

   HJ.picker(items, send, { title, id, note, sheet, opener }) -> element
     items   [{ action, name, values: [text...], detail }] (action: a legal action)
     sheet   true: a button (data-sheet) that opens the choices in a sheet
     opener  that button's label (default: title and the number of choices)
     note    a line above the choices (the budget left, say) */
"use strict";

(function () {
  const HJ = window.HJ;
  const el = HJ.el;
  const FILTER_FROM = 8;

  (function stylesheet() {
    const me = document.currentScript && document.currentScript.src;
    if (!me || document.getElementById("hj-picker-css")) return;
    document.head.append(el("link", { rel: "stylesheet", id: "hj-picker-css", href: me.replace(/picker\.js.*$/, "picker.css") }));
  })();

  function choice(item, send, close) {
    const go = (a) => { if (close) close(); send(a); };
    return el("li", {}, HJ.actionButton(item.action, go, [
      el("span", { class: "pick-name" }, el("b", { text: item.name }),
        item.detail ? el("small", { text: item.detail }) : null),
      (item.values || []).length ? el("span", { class: "pick-values", text: item.values.join(" · ") }) : null],
    { class: "pick", "data-card": item.action.card || item.action.choice || null }));
  }

  function list(items, send, opts, close) {
    const ul = el("ul", { class: "pick-list" }, items.map((item) => choice(item, send, close)));
    const filter = items.length >= FILTER_FROM ? el("input", { type: "search", class: "pick-filter",
      "aria-label": "Find by name", placeholder: "Find by name", oninput: (e) => {
        const q = e.target.value.trim().toLowerCase();
        ul.querySelectorAll("li").forEach((li, i) => { li.hidden = q && !items[i].name.toLowerCase().includes(q); });
      } }) : null;
    return [opts.note ? el("p", { class: "pick-note", text: opts.note }) : null, filter, ul];
  }

  HJ.picker = function (items, send, options) {
    const opts = options || {};
    const id = opts.id || "picker";
    if (!opts.sheet) {
      return el("div", { class: "picker-box", id }, opts.title ? el("p", { class: "pick-title", text: opts.title }) : null,
        list(items, send, opts, null));
    }
    const sheetId = `${id}-sheet`;
    return el("button", { type: "button", class: "wide pick-open", id, "data-sheet": sheetId,
      onclick: () => HJ.sheet(opts.title, (close) => list(items, send, opts, close), sheetId) },
    opts.opener || `${opts.title} (${items.length})`);
  };
})();
