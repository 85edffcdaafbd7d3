/* A table's live page (a seat's phone or the watch view): fetch, render, act, follow the
   event stream, and say when the connection is lost and when it is back. */
"use strict";

(function () {
  const HJ = window.HJ;
  const el = HJ.el;
  const cfg = JSON.parse(document.getElementById("config").textContent);
  const seat = cfg.seat;
  const app = document.getElementById("app");
  const conn = document.getElementById("conn");
  let snap = null;
  let note = null; // {kind, text}: the latest refusal or notice, kept until the next action
  let logEntries = [];
  let undoShown = null; // the undo the open confirmation shows
  let token = null;

  HJ.game.useDeck(cfg.deck);

  if (seat !== null) {
    const key = `hjkit.token.${cfg.table}.${seat}`;
    const fromLink = decodeURIComponent(location.hash.slice(1));
    if (fromLink) {
      localStorage.setItem(key, fromLink);
      history.replaceState(null, "", location.pathname + location.search);
    }
    token = localStorage.getItem(key);
    localStorage.setItem("hjkit.here", JSON.stringify({
      table: cfg.table, seat, page: location.pathname, api: cfg.api,
      cards: Object.keys(cfg.deck || {}) }));
  }

  function keepUi() {
    const filter = document.getElementById("card-filter");
    const open = [...app.querySelectorAll("details[id]")].filter((d) => d.open).map((d) => d.id);
    // A choice half made on this phone (a number, a target) survives another phone's action.
    const chosen = [...app.querySelectorAll("select[id]")].map((s) => [s.id, s.value]);
    return { filter: filter ? filter.value : "", focused: document.activeElement &&
             document.activeElement.id, open, chosen, scroll: window.scrollY };
  }

  function restoreUi(ui) {
    const filter = document.getElementById("card-filter");
    if (filter && ui.filter) { filter.value = ui.filter; filter.dispatchEvent(new Event("input")); }
    for (const id of ui.open) { const d = document.getElementById(id); if (d) d.open = true; }
    for (const [id, value] of ui.chosen) {
      const s = document.getElementById(id);
      if (s && s.tagName === "SELECT" && s.value !== value && [...s.options].some((o) => o.value === value)) {
        s.value = value;
        s.dispatchEvent(new Event("change"));
      }
    }
    if (ui.focused) { const f = document.getElementById(ui.focused); if (f) f.focus({ preventScroll: true }); }
    window.scrollTo(0, ui.scroll);
  }

  function render() {
    if (!snap) return;
    let rematchLink = null;
    const view = snap.state;
    const ui = keepUi();
    // The notice: the latest refusal or message, else what the latest action did.
    const latest = !note && snap.undo && snap.undo.text ? { kind: "latest",
      text: HJ.sentences(snap.undo.events || [snap.undo.text]) } : null;
    const shown = note || latest;
    const notice = shown ? el("div", { class: `notice ${shown.kind}`, id: "notice",
                                       role: shown.kind === "refused" ? "alert" : "status" },
      // "Not allowed" names a rule's refusal only: a lost connection is not one.
      shown.kind === "refused" && !shown.unsent ? "Not allowed: " : shown.kind === "latest" ? "Just now: " : "",
      shown.text) : null;
    let controls = null;
    if (seat !== null) {
      controls = el("section", { class: "dock", id: "dock", "aria-label": "Your decision" },
        token ? HJ.game.actions(view, seat, send)
          : el("p", { class: "notice refused", role: "alert", id: "no-token",
                      text: linkReplaced
                        ? `${snap.seats[seat].name}'s seat has a new code, so this phone's link no longer works. Scan the seat's new code to play here.`
                        : "This phone has no seat token for this seat. Scan the seat's QR code again." }));
    }
    // Once the game is over any seat may start a rematch; every phone follows it there.
    const rematch = snap.over && !snap.rematch && seat !== null && token
      ? el("button", { type: "button", class: "primary wide", id: "rematch", onclick: startRematch },
        "Rematch with the same seats") : null;
    if (rematch && controls) controls.append(rematch);
    if (snap.rematch) {
      rematchLink = el("p", { class: "notice info", id: "rematch-link" }, "A rematch has started: ",
        el("a", { href: `/t/${snap.rematch}` + (seat !== null ? `/seat/${seat}` : ""),
                  text: `table ${snap.rematch}` }), ".");
    }
    const parts = HJ.game.sections(view, seat, notice, controls, seat !== null && token ? send : null);
    if (rematchLink) parts.splice(1, 0, rematchLink);
    if (seat !== null && token && snap.undo) {
      const [what, events] = undoneAction();
      parts.push(el("section", { class: "undo", "aria-label": "Undo" },
        el("button", { type: "button", class: "danger wide", id: "undo", onclick: askUndo },
          `Undo: ${what}` + (events.length > 1 ? " (and what followed automatically)" : ""))));
    }
    parts.push(HJ.collapsedLog(sentences(), logOpen, () => { logOpen = !logOpen; render(); }));
    placeParts(parts.filter(Boolean));
    keepClearOfDock();
    restoreUi(ui);
    noticeTurn(view);
    automatic();
    if (snap.rematch) follow(snap.rematch);
    document.body.dataset.version = String(snap.version);
  }

  /* The page's parts in order. A part the game marks as holding no control (data-still,
     as a map to look at) is not drawn anew: the one on the page is brought to look like the
     new one, changing only what differs, so the browser lays out only that (laying out a
     large part again was most of a redraw's work: Heroes and Quests' hundred board
     spaces). Parts with controls are drawn anew, their handlers holding the new table. */
  function placeParts(parts) {
    const old = new Map([...app.children].filter((c) => c.id).map((c) => [c.id, c]));
    const wanted = parts.map((part) => {
      const there = part.id && part.dataset.still !== undefined && old.get(part.id);
      if (!there || there.nodeName !== part.nodeName) return part;
      becomeLike(there, part);
      return there;
    });
    const kept = new Set(wanted);
    for (const child of [...app.children]) if (!kept.has(child)) child.remove();
    // The parts kept are in order already: the new ones go in around them, never moving them.
    wanted.forEach((part, i) => { if (app.children[i] !== part) app.insertBefore(part, app.children[i] || null); });
  }

  // Make node (on the page, without handlers) equal to like (just drawn), changing only
  // what differs: attributes, text, and children, in place where they pair up.
  function becomeLike(node, like) {
    if (node.isEqualNode(like)) return;
    for (const { name } of [...node.attributes]) if (!like.hasAttribute(name)) node.removeAttribute(name);
    for (const { name, value } of like.attributes) if (node.getAttribute(name) !== value) node.setAttribute(name, value);
    const have = node.childNodes;
    const want = [...like.childNodes];
    if (have.length !== want.length) { node.replaceChildren(...want); return; }
    want.forEach((child, i) => {
      const here = have[i];
      if (here.nodeType === Node.ELEMENT_NODE && here.nodeName === child.nodeName) becomeLike(here, child);
      else if (here.nodeType === Node.TEXT_NODE && child.nodeType === Node.TEXT_NODE) { if (here.data !== child.data) here.data = child.data; }
      else here.replaceWith(child);
    });
  }

  /* The dock is fixed at the bottom of the screen (it scrolls itself when it holds more
     than it shows): the page's end stays clear of it, whatever its height becomes. */
  let logOpen = false;
  const dockWatch = window.ResizeObserver ? new ResizeObserver(() => keepClearOfDock()) : null;
  function keepClearOfDock() {
    const dock = document.getElementById("dock");
    app.style.paddingBottom = dock ? `${dock.offsetHeight + 8}px` : "";
    if (dockWatch) { dockWatch.disconnect(); if (dock) dockWatch.observe(dock); }
  }

  /* What the page does for the player: a game may name one action the rules leave no
     real choice about (a pass when nothing else can be done, or passes the player asked
     for), with the sentence saying why; it is sent after a short pause (or the game's own
     delay: a window's clock), once per version, and the phone then says why it acted;
     still(), where the game gives one, says whether it is still wanted when it is due. An
     action the game marks unlessBusy is not sent while a sheet or dialog is open (the
     player is deciding): the game's busy() is told instead. The log must have caught up
     first, so a game can see whether anyone acted since. */
  const AUTO_PAUSE = 250;
  let autoAt = null;
  let autoNext = null;  // the action about to be sent for the player (the tests read it)
  function automatic() {
    if (seat === null || !token || !HJ.game.automatic || snap.over || logVersion < snap.version) return;
    if (autoAt === snap.version) return;
    const auto = HJ.game.automatic(snap.state, seat, { version: snap.version, log: logEntries });
    autoNext = auto;
    document.body.dataset.settled = String(snap.version);
    if (!auto) return;
    autoAt = snap.version;
    setTimeout(() => {
      if (snap.version !== autoAt) return;  // the table moved on meanwhile: look again
      if (auto.still && !auto.still()) { autoAt = null; return; }  // the player took it back
      if (auto.unlessBusy && document.querySelector("dialog[open]")) {
        if (auto.busy) auto.busy();
        autoAt = null;
        render();
        return;
      }
      send(auto.action).then(() => {
        if (!note) { note = { kind: "info", text: auto.why }; render(); }
      });
    }, auto.delay === undefined ? AUTO_PAUSE : auto.delay);
  }

  /* A turn that becomes this phone's is noticed without looking: the title changes and
     the phone vibrates where the browser allows it. */
  const baseTitle = document.title;
  let wasYours = null;

  function noticeTurn(view) {
    if (seat === null || !token || !HJ.game.yours) return;
    const yours = HJ.game.yours(view, seat);
    document.title = yours ? `● Your turn · ${baseTitle}` : baseTitle;
    if (yours && wasYours === false && navigator.vibrate) navigator.vibrate([120, 60, 120]);
    wasYours = yours;
  }

  function sentences() {
    if (HJ.game.logLines) return HJ.game.logLines(logEntries);
    const lines = [];
    for (const e of logEntries) {
      const texts = e.events.length ? e.events : [`${e.player || "Someone"}: ${e.kind}`];
      for (const t of texts) lines.push(e.undone ? `${t} (undone)` : t);
    }
    return lines;
  }

  function show(next, missed) {
    if (!next || (snap && next.version < snap.version)) return;
    const changed = !snap || next.version !== snap.version;
    // Which seat the server confirmed this phone is (its own view's "viewer") belongs to the
    // phone, not to a version: the shared snapshot a stream brings does not forget it.
    // (The shared snapshot says viewer: null; a seat's own view says which seat it is.)
    if (snap && snap.viewer != null && next.viewer == null) {
      next = { ...next, viewer: snap.viewer };
    }
    snap = next;
    if (missed && missed.length) mergeLog(missed);
    render();
    if (changed && logVersion < snap.version) loadLog();
  }

  /* The log: its last LOG_KEPT entries fetched at first (a long game's whole log is
     megabytes; the page shows the last lines, and the procedure reads only recent ones),
     then extended by the entries each stream message carries; fetched again whenever it
     lags behind the table (after a lost connection), retried until it arrives. */
  const LOG_KEPT = 500;
  let logVersion = -1;
  let logLoading = false;
  let logRetry = null;

  function mergeLog(entries) {
    if (logVersion < 0) return;
    for (const e of entries) {
      if (e.version <= logVersion) continue;
      if (e.version !== logVersion + 1) return;  // a gap: the next fetch fills it
      if (e.kind === "undo") {
        const target = logEntries.find((x) => x.version === e.undoes);
        if (target) target.undone = true;
      }
      logEntries.push(e);
      logVersion = e.version;
      tellUndone(e);
      checkRelink(e);
    }
  }

  // A new link for this seat: this phone checks whether its own still works.
  function checkRelink(e) {
    if (e.kind === "relink" && seat !== null && token && e.relinked_seat === seat) refresh();
  }

  // The phone whose action another player undid is told so.
  function tellUndone(e) {
    if (e.kind !== "undo" || seat === null || e.undone_seat !== seat || e.seat === seat) return;
    const said = e.events[0] || `${e.player} undid ${e.undone_player}'s action.`;
    note = { kind: "info", text: said.replace(`${e.undone_player}'s action`, "your action") };
  }

  async function loadLog() {
    if (logLoading) return;
    logLoading = true;
    clearTimeout(logRetry);
    try {
      const after = Math.max(0, (snap ? snap.version : 0) - LOG_KEPT);
      const res = await fetch(`${cfg.api.log}?after=${after}`, { cache: "no-store" });
      if (!res.ok) throw new Error(`log: ${res.status}`);
      const body = await res.json();
      const known = logVersion;
      logEntries = body.entries || [];
      logVersion = logEntries.length ? logEntries[logEntries.length - 1].version : after;
      if (known >= 0) {
        const fresh = logEntries.filter((e) => e.version > known);
        fresh.forEach(tellUndone);
        fresh.forEach(checkRelink);
      }
      render();
    } catch (e) {
      logRetry = setTimeout(loadLog, 1000);
    } finally {
      logLoading = false;
    }
    if (snap && logVersion >= 0 && logVersion < snap.version) logRetry = setTimeout(loadLog, 200);
  }

  /* The table as this phone sees it: a seated phone asks with its token, so a link that
     was replaced (the seat got a new code) is found out and the phone says so. */
  async function refresh(missed) {
    try {
      const res = await fetch(cfg.api.table, { cache: "no-store",
        headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (res.ok) show(await res.json(), missed);
      else if (res.status === 403 && token) replaced();
    } catch (e) { lost(); }
  }

  function replaced() {
    const key = `hjkit.token.${cfg.table}.${seat}`;
    const kept = localStorage.getItem(key);
    if (kept && kept !== token) { token = kept; refresh(); return; }  // renewed on this phone
    localStorage.removeItem(key);
    token = null;
    linkReplaced = true;
    render();
  }
  let linkReplaced = false;

  async function post(url, body) {
    const res = await fetch(url, {
      method: "POST", body: JSON.stringify(body),
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    });
    let data = {};
    try { data = await res.json(); } catch (e) { /* not JSON */ }
    return [res, data];
  }

  /* One action at a time from this phone: a tap made while an earlier one is on its way
     goes once that one is answered. It carries the version its view showed, so a decision
     taken on a table that has moved since is refused (409) as before; a token step
     (adds = true) is meant to add up, "+3" being three quick taps, so it carries the
     version the earlier answer brought. */
  let sending = Promise.resolve();
  function send(action, adds) {
    const shown = snap.version;
    const go = () => sendNow(action, adds ? snap.version : shown);
    sending = sending.then(go, go);
    return sending;
  }

  async function sendNow(action, version) {
    try {
      const [res, data] = await post(cfg.api.actions, { version, action });
      if (res.ok) {
        note = null;
        const filter = document.getElementById("card-filter");
        if (filter && action.type === "play_card") filter.value = "";
        show(data);
      } else if (res.status === 409) {
        note = { kind: "info", text: "The table changed just before your tap. Here it is now; " +
                                     "try again if you still want to." };
        show(data.current);
      } else {
        note = { kind: "refused", text: data.message || `error ${res.status}`, unsent: res.status >= 500 };
      }
    } catch (e) {
      note = { kind: "refused", unsent: true, text: "No connection: your action was not sent. Try again." };
      lost();
    }
    render();
    const n = document.getElementById("notice");
    if (n) n.scrollIntoView({ block: "nearest" });
  }

  async function startRematch() {
    try {
      const [res, data] = await post(cfg.api.rematch, { version: snap.version });
      if (res.ok) follow(data.id);
      else if (res.status === 409) show(data.current);
      else { note = { kind: "refused", text: data.message || `error ${res.status}` }; render(); }
    } catch (e) { lost(); }
  }

  // A seated phone takes its token to the rematch table (the same seat keeps it there).
  function follow(tableId) {
    if (seat === null || !token || following) return;
    following = true;
    localStorage.setItem(`hjkit.token.${tableId}.${seat}`, token);
    location.assign(`/t/${tableId}/seat/${seat}`);
  }
  let following = false;

  /* What the undo takes back: the seat's action, named by the game from the action itself
     where it can (its first sentence is not always the action's: a rest reconciles first,
     a move may place the next site first), and the sentences that came with it. */
  function undoneAction() {
    const u = snap.undo;
    const events = u.events && u.events.length ? u.events : [u.text || "the last action"];
    const entry = logEntries.find((e) => e.version === u.undoes);
    const named = entry && entry.action && HJ.game.actionText
      ? HJ.game.actionText(snap.state, entry.action, u.player) : null;
    return [named || events[0], events];
  }

  /* The confirmation carries the version it showed: once the table has moved on, the
     server refuses it and nothing is taken back. */
  function askUndo() {
    const u = snap.undo;
    undoShown = { version: snap.version, undoes: u.undoes };
    // The action itself, then what followed it automatically: the undo takes back both.
    const [first, events] = undoneAction();
    const who = u.player && !first.startsWith(u.player) ? `${u.player}: ` : "";
    const text = who + HJ.sentences([first]) + (events.length > 1
      ? ` This also undoes what followed automatically; all of it: ${HJ.sentences(events)}` : "");
    HJ.confirm("Undo the last action?", text,
      "Undo it", async () => {
        const shown = undoShown;
        try {
          const [res, data] = await post(cfg.api.undo, shown);
          if (res.ok) { note = { kind: "info", text: "Undone." }; show(data); }
          else if (res.status === 409) {
            note = { kind: "info", text: "The table moved on before you confirmed, so nothing " +
                                         "was undone. Look again before undoing." };
            show(data.current);
            render();
          } else { note = { kind: "refused", text: data.message || `error ${res.status}` }; render(); }
        } catch (e) { lost(); }
        const n = document.getElementById("notice");
        if (n) n.scrollIntoView({ block: "nearest" });
      });
  }

  /* The event stream and the connection banner. */
  let source = null;
  let isLost = false;
  let backTimer = null;

  function lost() {
    if (isLost) return;
    isLost = true;
    clearTimeout(backTimer);
    conn.hidden = false;
    conn.className = "conn lost";
    conn.textContent = "Connection lost. Reconnecting…";
  }

  function back() {
    if (!isLost) return;
    isLost = false;
    conn.className = "conn back";
    conn.textContent = "Connection is back.";
    backTimer = setTimeout(() => { conn.hidden = true; }, 3000);
    refresh();
  }

  let lostTimer = null;

  /* A seat that sees more than the watch view has its stream bring its own view: the
     stream is told the seat, and its token travels in a cookie kept to the stream's path
     (an EventSource sends no Authorization header, and a token in the address would be
     written in logs). */
  function streamUrl() {
    const own = cfg.seat_views && token && seat !== null && /^[\w-]+$/.test(token);
    if (!own) return cfg.api.stream;
    document.cookie = `hjkit_seat_${seat}=${token}; Path=${cfg.api.stream}; SameSite=Strict`;
    return `${cfg.api.stream}?seat=${seat}`;
  }

  function connect() {
    clearTimeout(retryTimer);
    if (source) source.close();
    source = new EventSource(streamUrl());
    source.onopen = () => { clearTimeout(lostTimer); lostTimer = null; back(); };
    source.addEventListener("table", (event) => {
      let data = null;
      try { data = JSON.parse(event.data); } catch (e) { data = null; }
      // A game whose seats see more than the watch view (a hand): the stream brings this
      // seat's own view; when it brings another (the link was replaced), the phone asks.
      const own = cfg.seat_views && token;
      if (data && data.table && (!own || data.table.viewer === seat)) show(data.table, data.log);
      else refresh(data && data.log);
    });
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) {
        refused();
      } else if (!lostTimer) {
        // The stream also ends on purpose now and then; only a slow reconnect is "lost".
        lostTimer = setTimeout(() => { lostTimer = null; if (source.readyState !== EventSource.OPEN) lost(); }, 1500);
      }
    };
  }

  /* The browser gives up on a stream answered with an error (a 503 when the server holds
     as many streams as it can): ask again to learn why, and wait as long as its
     Retry-After says (with a little jitter, so the phones do not return all at once). */
  let retryTimer = null;

  async function refused() {
    clearTimeout(retryTimer);
    const probe = new AbortController();
    try {
      const res = await fetch(cfg.api.stream, { cache: "no-store", signal: probe.signal });
      probe.abort();
      if (res.status === 503) {
        const wait = Math.min(300, Math.max(1, Number(res.headers.get("Retry-After")) || 5));
        busy(wait);
        retryTimer = setTimeout(connect, wait * 1000 * (1 + Math.random() * 0.3));
        return;
      }
      if (res.ok) { connect(); return; }
    } catch (e) { /* no connection at all */ }
    lost();
    retryTimer = setTimeout(connect, 2000);
  }

  function busy(wait) {
    isLost = true;  // the next open says the connection is back
    clearTimeout(backTimer);
    conn.hidden = false;
    conn.className = "conn busy";
    conn.textContent = `Server busy: too many phones are connected. Trying again in ${wait} s…`;
  }

  window.addEventListener("offline", lost);
  // Back online: reconnect at once rather than at the browser's next retry.
  window.addEventListener("online", () => {
    if (source && source.readyState === EventSource.OPEN) back();
    else connect();
    refresh();
  });
  HJ.table = { refresh, send, redraw: () => render(), get snapshot() { return snap; },
               get log() { return logEntries; }, get automatic() { return autoNext; } };

  show(cfg.snapshot);
  if (token) refresh();  // this seat's own view, and whether its link still works
  connect();
  const wanted = new URLSearchParams(location.search).get("play");
  if (wanted && seat !== null && token) {
    history.replaceState(null, "", location.pathname);
    HJ.game.play(snap.state, seat, wanted, send);
  }
})();
