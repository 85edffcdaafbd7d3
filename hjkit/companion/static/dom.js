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

  /* A count in a sentence, as kit/wording.py writes it: "1 space", "3 spaces", never
     "1 spaces" (many: for a noun that does not simply take an s). */
  HJ.counted = (n, one, many) => `${n} ${n === 1 ? one : many || one + "s"}`;

  /* Black or white, whichever reads better on a background of "#rrggbb" (WCAG's relative
     luminance): at least 4.5:1 on any colour, as a designer may give a tile any colour. */
  HJ.inkOn = function (background) {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(background.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    const light = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    return (light + 0.05) / 0.05 >= 1.05 / (light + 0.05) ? "#000" : "#fff";
  };

  /* The controls' contract with the browser tests (tests/browser/phone_checks.py): a button
     that sends an action says which (data-send, the action as JSON; data-action, its type);
     a control that builds actions from several choices lists them all (data-offers); a
     button that opens a sheet of more choices names it (data-sheet). */
  HJ.actionButton = function (action, send, label, attrs) {
    return el("button", { type: "button", ...(attrs || {}), "data-action": action.type,
                          "data-send": JSON.stringify(action), onclick: () => send(action) }, label);
  };

  // A button that opens a sheet of more choices (open builds the sheet with that id).
  HJ.sheetButton = function (sheet, label, open, attrs) {
    return el("button", { type: "button", ...(attrs || {}), "data-sheet": sheet, onclick: open }, label);
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

  /* Dialogs: confirm(title, text, ok, then, outcome) and choose(title, [[label, value]],
     then). outcome: the predicted result of what is confirmed, shown apart from the text. */
  HJ.confirm = function (title, text, ok, then, outcome) {
    const dialog = el("dialog", { "aria-labelledby": "dlg-title" },
      el("h2", { id: "dlg-title", text: title }), el("p", { text }),
      outcome ? el("p", { class: "predicted", id: "dlg-outcome", text: outcome }) : null,
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

  /* The game log, collapsed to its last lines (the newest first): the page stays short
     after many turns; one tap shows the whole log. open: whether it is shown whole. */
  HJ.LOG_LINES = 3;
  HJ.collapsedLog = function (sentences, open, toggle) {
    const more = sentences.length - HJ.LOG_LINES;
    return el("section", { class: "game-log" + (open ? " open" : ""), id: "log",
                           "aria-label": "Game log" },
      HJ.renderLog(sentences),
      more > 0 ? el("button", { type: "button", class: "wide", id: "log-toggle",
                                "aria-expanded": open ? "true" : "false", onclick: toggle },
        open ? "Show the last lines only" : `Whole game log (${more} earlier line${more === 1 ? "" : "s"})`)
        : null);
  };

  /* Sentences run together as one text, each ending with its punctuation:
     "Ben rolls 18. Ben completes The Volcano Forge: 5 Gold, 5 XP." */
  HJ.sentences = function (texts) {
    return texts.map((t) => String(t).trim()).filter(Boolean)
      .map((t) => (/[.!?…:;)"”]$/.test(t) ? t : `${t}.`)).join(" ");
  };

  /* Status tiles: a row of small labelled values that wraps on a narrow phone. items:
     {label, value, id, open (a tap opens a sheet: its id in sheet), big, cls, aria}. */
  HJ.tiles = function (items, attrs) {
    return el("div", { class: "tiles", role: "group", ...(attrs || {}) }, items.filter(Boolean).map((t) => {
      const body = [el("span", { class: "l", text: t.label }),
                    el(t.big ? "span" : "b", { class: t.big ? "n" : null, id: t.id || null }, t.value)];
      const cls = `tile${t.big ? " big" : ""}${t.cls ? ` ${t.cls}` : ""}`;
      return t.open
        ? el("button", { type: "button", class: cls, id: t.button || null, "data-sheet": t.sheet || null,
                         "aria-label": t.aria || null, onclick: t.open }, body)
        : el("div", { class: cls, id: t.button || null, "aria-label": t.aria || null }, body);
    }));
  };

  /* A token stepper: minus, the count, plus. up and down are the actions (null: not
     allowed now); quick taps add up (send(action, true), see table.js), and when direct
     the count shown moves at once. */
  HJ.stepper = function (name, value, up, down, send, direct) {
    const shown = el("b", { text: value });
    const step = (action) => {
      send(action, true);
      if (direct && shown.textContent !== "") shown.textContent = String(Number(shown.textContent) + action.delta);
    };
    const side = (action, sign, word) => el("button", {
      type: "button", "aria-label": `${name}: ${word} one`, disabled: !action,
      "data-action": action ? action.type : null, "data-send": action ? JSON.stringify(action) : null,
      onclick: () => step(action) }, sign);
    return el("div", { class: "stepper" }, side(down, "−", "minus"),
      el("span", { class: "what" }, name, " ", shown), side(up, "+", "plus"));
  };

  /* Stepper actions paired by what they change (the same action but for the sign of its
     delta): [{any, up, down}]. */
  HJ.stepPairs = function (actions) {
    const rows = new Map();
    const key = (a) => JSON.stringify({ ...a, delta: 0 });
    for (const a of actions) {
      if (!rows.has(key(a))) rows.set(key(a), { any: a });
      rows.get(key(a))[a.delta > 0 ? "up" : "down"] = a;
    }
    return [...rows.values()];
  };

  /* The token-stepper sheet: one stepper per token the game's rules have (rows: {name,
     value, up, down}), then a hint. A game lists only the tokens its rules name. */
  HJ.stepperSheet = function (title, rows, send, direct, hints, id) {
    return HJ.sheet(title, () => [
      rows.map((r) => HJ.stepper(r.name, r.value, r.up, r.down, send, direct)),
      (hints || []).filter(Boolean).map((h) => (h instanceof Node ? h : el("p", { class: "hint", text: h })))],
    id || "tokens-sheet");
  };

  /* A decision button that says what it will do before the tap, as the rules engine
     predicts it: outcome = {text, none (no effect on what it is meant for), warn (a
     sentence shown in a confirmation before it is sent)}. */
  HJ.outcomeButton = function (action, send, label, outcome, attrs) {
    const o = outcome || {};
    const go = () => {
      if (attrs && attrs.before) attrs.before();
      if (o.warn) HJ.confirm(o.warnTitle || "Still a loss?", o.warn, o.ok || "Do it anyway", () => send(action),
                             o.text);
      else send(action);
    };
    const { before, ...rest } = attrs || {};
    return el("button", { type: "button", ...rest, class: `${rest.class || ""} outcome` +
                            (o.none ? " no-effect" : "") + (o.warn ? " warns" : ""),
                          "data-action": action.type, "data-send": JSON.stringify(action), onclick: go },
      el("span", { class: "what", text: label }),
      o.text ? el("span", { class: "predicted", text: o.text }) : null);
  };
})();
