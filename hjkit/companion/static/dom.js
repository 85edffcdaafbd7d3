/* The kit's page helpers, shared by every game's scripts: element building, dialogs and
   the game log list. Games add their own functions to window.HJ beside these. */
"use strict";

(function () {
  const HJ = window.HJ || (window.HJ = {});

  HJ.el = function (tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key === "class") node.className = value;
      else if (key === "text") node.textContent = value;
      else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value === true ? "" : value);
    }
    for (const child of children.flat()) {
      if (child === null || child === undefined || child === false) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  };

  const el = HJ.el;

  /* The controls' contract with the browser tests (tests/browser/phone_checks.py): a button
     that sends an action says which (data-send, the action as JSON; data-action, its type);
     a control that builds actions from several choices lists them all (data-offers); a
     button that opens a sheet of more choices names it (data-sheet). */
  HJ.actionButton = function (action, send, label, attrs) {
    return el("button", { type: "button", ...(attrs || {}), "data-action": action.type,
                          "data-send": JSON.stringify(action), onclick: () => send(action) }, label);
  };

  HJ.offers = function (node, actions) {
    node.setAttribute("data-offers", JSON.stringify(actions));
    return node;
  };

  /* A table this phone created (the API's answer): its seats and tokens and the host token,
     kept where the home, invite and table pages read them. */
  HJ.keepCreated = function (body) {
    localStorage.setItem(`hjkit.created.${body.id}`, JSON.stringify(body.seats));
    localStorage.setItem(`hjkit.host.${body.id}`, body.host_token);
    for (const s of body.seats) localStorage.setItem(`hjkit.token.${body.id}.${s.seat}`, s.token);
  };

  /* Dialogs: confirm(title, text, ok, then) and choose(title, [[label, value]], then). */
  HJ.confirm = function (title, text, ok, then) {
    const dialog = el("dialog", { "aria-labelledby": "dlg-title" },
      el("h2", { id: "dlg-title", text: title }), el("p", { text }),
      el("div", { class: "row" },
        el("button", { type: "button", onclick: () => dialog.close() }, "Cancel"),
        el("button", { type: "button", class: "primary", id: "dlg-ok",
                       onclick: () => { dialog.close(); then(); } }, ok)));
    dialog.addEventListener("close", () => dialog.remove());
    document.body.append(dialog);
    dialog.showModal();
  };

  HJ.choose = function (title, choices, then) {
    const dialog = el("dialog", { "aria-labelledby": "dlg-title" },
      el("h2", { id: "dlg-title", text: title }),
      el("div", { class: "stack" }, choices.map(([label, value]) => el("button", {
        type: "button", class: "wide", onclick: () => { dialog.close(); then(value); } }, label))),
      el("div", { class: "row" }, el("button", { type: "button", onclick: () => dialog.close() },
        "Cancel")));
    dialog.addEventListener("close", () => dialog.remove());
    document.body.append(dialog);
    dialog.showModal();
  };

  /* A sheet: a dialog of controls that closes itself when one of them acts. Returns the
     dialog; body is built by fill(close). */
  HJ.sheet = function (title, fill, id) {
    const dialog = el("dialog", { class: "sheet", id: id || null, "aria-labelledby": "sheet-title" });
    const close = () => dialog.close();
    dialog.append(el("div", { class: "sheet-head" },
      el("h2", { id: "sheet-title", text: title }),
      el("button", { type: "button", class: "close", onclick: close, "aria-label": "Close" }, "Close")),
      ...[fill(close)].flat(Infinity).filter(Boolean));
    dialog.addEventListener("close", () => dialog.remove());
    document.body.append(dialog);
    dialog.showModal();
    return dialog;
  };

  HJ.renderLog = function (sentences) {
    return el("ol", { class: "log", reversed: true },
      sentences.slice().reverse().map((s) => el("li", { text: typeof s === "string" ? s : s.text })));
  };
})();
