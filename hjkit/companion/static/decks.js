/* The deck builder: pick cards with one tap each, see the rules' verdict as the deck changes
   (the server answers it from the game's own deck check), save, share, print and play.
   The deck being built is kept on this phone (localStorage) so nothing is lost: New and Open
   put it aside as a draft to bring back, and a save names the version of the file it was
   opened from, so a file changed on disk since is never replaced unseen. */
"use strict";

(function () {
  const el = window.HJ.el;
  const config = JSON.parse(document.getElementById("builder-config").textContent);
  const base = config.base;
  const kept = `hjkit.deckbuilder.${config.game}`;
  const keptSource = `${kept}.source`;  // the server file the deck was opened from or saved to
  const keptDraft = `${kept}.draft`;  // the deck New or Open put aside: {deck, source}
  const $ = (id) => document.getElementById(id);
  let catalogue = null;
  let byId = new Map();
  let deck = emptyDeck("standard");
  let source = null;  // {id, version} of that file, as this page last read or wrote it
  let conflicting = null;  // the server's answer to a save refused for a changed file
  let report = null;
  let checking = 0;
  let proxyWanted = false;

  function emptyDeck(variant) {
    return { deck: { id: "my-deck", name: "My deck", variant, description: "" },
             book: {}, atlas: [], starting_party: [] };
  }

  function slug(text) {
    const s = text.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "").slice(0, 64);
    return s || "my-deck";
  }

  async function post(path, body) {
    const res = await fetch(`${base}/${path}`, { method: "POST",
      headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    return answered(res);
  }

  async function answered(res) {
    if (!res.ok) {
      let body = null;
      try { body = await res.json(); } catch (e) { /* not JSON */ }
      const error = new Error((body && body.message) || `error ${res.status}`);
      error.status = res.status;
      error.body = body;
      throw error;
    }
    return res;
  }

  // A refusal is an alert beside the control that caused it, scrolled to where the eye is.
  function say(node, text, kind) {
    node.setAttribute("role", kind === "refused" ? "alert" : "status");
    node.textContent = text;
    node.className = text ? `notice ${kind || "info"}` : "";
    node.hidden = !text;
    if (text && kind === "refused") node.scrollIntoView({ block: "center" });
  }

  function download(blob, name) {
    const link = el("a", { href: URL.createObjectURL(blob), download: name });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 60000);
  }

  // -- the deck ---------------------------------------------------------------------------

  function copies(card) {
    if (card.zone === "atlas") return deck.atlas.filter((i) => i === card.id).length;
    return deck.book[card.id] || 0;
  }

  function change(card, step) {
    if (card.zone === "atlas") {
      const at = deck.atlas.indexOf(card.id);
      if (step > 0 && at < 0) deck.atlas.push(card.id);
      if (step < 0 && at >= 0) deck.atlas.splice(at, 1);
    } else {
      const now = (deck.book[card.id] || 0) + step;
      if (now <= 0) delete deck.book[card.id];
      else deck.book[card.id] = Math.min(now, 60);
    }
    changed();
  }

  // A typed count: what the box says, within what a deck may hold (an atlas card is in it
  // or not); a box left empty or unreadable shows the count again.
  function setCopies(card, box) {
    const wanted = Number.parseInt(box.value, 10);
    if (Number.isFinite(wanted)) change(card, Math.max(0, Math.min(wanted, Number(box.max))) - copies(card));
    box.value = String(copies(card));
  }

  function removeFromParty(id) {
    deck.starting_party = deck.starting_party.filter((i) => i !== id);
    changed();
  }

  function keep() {
    localStorage.setItem(kept, JSON.stringify(deck));
    localStorage.setItem(keptSource, JSON.stringify(source));
  }

  function changed() {
    keep();
    updateTiles();
    renderDeckList();
    renderStats();
    renderHandRule();
    renderShortfall();
    check();
    share();
    if ($("as-text").open) $("text-export").value = window.HJ.deckText.format(deck, byId);
  }

  // -- a sample hand ----------------------------------------------------------------------

  let dealer = null;
  const SEEN = [0, 4, 8, 12, 16];  // cards seen beyond the starting hand, for the odds

  function setupRules() {
    const variant = catalogue.variants.find((v) => v.id === deck.deck.variant);
    return variant && variant.setup;
  }

  function showHand(dealt) {
    const rules = setupRules();
    $("hand").replaceChildren(...dealt.hand.map((id, i) => el("li", {},
      el("label", {}, dealt.mulligan !== null ? el("input", { type: "checkbox", value: String(i),
        "aria-label": `Hold ${(byId.get(id) || { title: id }).title}` }) : null,
      (byId.get(id) || { title: id }).title))));
    const mulligan = $("hand-mulligan");
    mulligan.disabled = dealt.mulligan === null;
    mulligan.textContent = dealt.mulligan === null ? "No mulligan left"
      : `Mulligan: hold the marked (up to ${rules.hold}), draw ${dealt.mulligan}`;
    $("hand-said").hidden = true;
  }

  function deal() {
    const rules = setupRules();
    const size = Object.values(deck.book).reduce((a, b) => a + b, 0);
    if (!rules || size < rules.hand) {
      say($("hand-said"), `A starting hand is ${rules ? rules.hand : "?"} cards: the book holds ${size}.`, "refused");
      return;
    }
    dealer = window.HJ.sampleHand(deck.book, rules);
    showHand(dealer.deal());
  }

  function mulligan() {
    const held = [...$("hand").querySelectorAll("input:checked")].map((i) => Number(i.value));
    try { showHand(dealer.mulligan(held)); } catch (e) { say($("hand-said"), `${e.message}.`, "refused"); }
  }

  function renderHandRule() {
    const rules = setupRules();
    $("hand-rule").textContent = !rules ? "" : `As the set-up deals it: ${rules.hand} cards` +
      (rules.mulligans.length ? `; each mulligan holds up to ${rules.hold} and draws ${rules.mulligans.join(", then ")}.` : "; no mulligans in these rules.");
    const select = $("odds-card"), chosen = select.value;
    const ids = Object.keys(deck.book).sort((a, b) => ((byId.get(a) || { title: a }).title)
      .localeCompare((byId.get(b) || { title: b }).title));
    fillSelect(select, ids.map((id) => [id, `${(byId.get(id) || { title: id }).title} (${deck.book[id]})`]));
    if (ids.includes(chosen)) select.value = chosen;
    renderOdds();
  }

  function renderOdds() {
    const rules = setupRules(), id = $("odds-card").value;
    const size = Object.values(deck.book).reduce((a, b) => a + b, 0);
    if (!rules || !id || !deck.book[id]) { $("odds").replaceChildren(); return; }
    $("odds").replaceChildren(el("tbody", {}, SEEN.map((more) => {
      const seen = rules.hand + more;
      const odds = window.HJ.drawOdds(size, deck.book[id], seen);
      return el("tr", {}, el("th", { scope: "row", text: more ? `among the first ${seen} cards`
        : `in the starting hand (${seen})` }), el("td", { text: `${Math.round(odds * 100)}%` }));
    })));
  }

  function renderStats() {
    const parts = window.HJ.deckStats(deck, byId);
    $("stats").replaceChildren(...(parts.length ? parts
      : [el("p", { class: "muted", text: "No book cards yet." })]));
  }

  // A pasted list adds its cards to the deck being built (nothing is replaced, so nothing
  // is lost); the lines it cannot read are named beside the box, the first few of them.
  function addList() {
    const found = window.HJ.deckText.parse($("paste-list").value, catalogue.cards);
    for (const [id, n] of Object.entries(found.book)) deck.book[id] = Math.min((deck.book[id] || 0) + n, 60);
    for (const id of found.atlas) if (!deck.atlas.includes(id)) deck.atlas.push(id);
    for (const id of found.party) if (!deck.starting_party.includes(id)) deck.starting_party.push(id);
    const shown = found.problems.slice(0, 5);
    const more = found.problems.length - shown.length;
    const text = [`Added ${window.HJ.counted(found.cards, "card")}.`, ...shown,
      more > 0 ? `and ${window.HJ.counted(more, "more line")} not read` : null].filter(Boolean).join(" ");
    say($("paste-result"), text, found.problems.length ? "refused" : "info");
    if (found.cards) changed();
  }

  // The verdict's data-checking is "yes" while the deck as it is now waits for its answer.
  async function check() {
    const mine = ++checking;
    $("verdict").dataset.checking = "yes";
    try {
      const res = await post("check", { deck });
      const answer = await res.json();
      if (mine !== checking) return;
      report = answer;
    } catch (e) {
      if (mine !== checking) return;
      report = { legal: false, problems: [{ code: "malformed", message: e.message, warning: false }], counts: [] };
    }
    renderReport();
    $("verdict").dataset.checking = "no";
  }

  function renderReport() {
    const errors = report.problems.filter((p) => !p.warning);
    const verdict = $("verdict");
    verdict.textContent = report.legal ? "Legal: this deck follows the deck-building rules."
      : `Illegal: ${errors.length} ${errors.length === 1 ? "rule is" : "rules are"} not met yet.`;
    verdict.className = `notice ${report.legal ? "info" : "refused"}`;
    verdict.dataset.legal = report.legal ? "yes" : "no";
    $("problems").replaceChildren(...report.problems.map((p) =>
      el("li", { class: p.warning ? "warning" : "error", "data-code": p.code },
        (p.warning ? "Caution: " : "") + p.message)));
    $("counts").replaceChildren(...report.counts.map((c) => {
      const short = typeof c.value === "number" && /^(at least )?\d+/.test(c.rule) &&
        c.value < Number(/\d+/.exec(c.rule)[0]);
      const long = typeof c.value === "string" && c.value.length > 24;
      return el("div", { class: [short ? "short" : "", long ? "long" : ""].join(" ").trim() || null,
                         "data-count": c.label },
        el("dt", { text: c.label }),
        el("dd", {}, String(c.value), c.rule ? el("small", { text: c.rule }) : null));
    }));
    $("proxy-note").hidden = report.legal;
    // An illegal deck prints only as proxies; a legal one as the player chose.
    $("p-proxy").disabled = !report.legal;
    $("p-proxy").checked = !report.legal || proxyWanted;
    const summary = $("summary");
    const book = Object.values(deck.book).reduce((a, b) => a + b, 0);
    summary.className = `deck-summary ${report.legal ? "legal" : "illegal"}`;
    summary.replaceChildren(
      el("span", { class: "state", text: report.legal ? "Legal" : "Illegal" }),
      el("span", { text: `Book ${book} · Atlas ${deck.atlas.length}` }),
      el("a", { class: "button", href: "#h-yours", text: "Your deck" }));
  }

  function renderDeckList() {
    const groups = [["Atlas", deck.atlas], ["Starting party", deck.starting_party],
      ["Campaign", Object.keys(deck.book).filter((i) => (byId.get(i) || {}).side === "campaign")],
      ["Adversary", Object.keys(deck.book).filter((i) => (byId.get(i) || {}).side === "adversary")],
      ["Other", Object.keys(deck.book).filter((i) => !["campaign", "adversary"].includes((byId.get(i) || {}).side))]];
    const list = el("div", { class: "deck-list" });
    for (const [label, ids] of groups) {
      if (!ids.length) continue;
      const count = label === "Atlas" || label === "Starting party" ? ids.length
        : ids.reduce((n, i) => n + deck.book[i], 0);
      list.append(el("h3", { text: `${label} (${count})` }),
        el("ul", {}, ids.map((id) => {
          const card = byId.get(id) || { id, title: id, zone: label === "Atlas" ? "atlas" : "book" };
          const party = label === "Starting party";
          return el("li", { "data-card": id },
            el("span", { class: "name", text: card.title }),
            party ? el("button", { type: "button", onclick: () => removeFromParty(id),
              "aria-label": `Take ${card.title} out of the starting party` }, "Remove")
              : stepper(card, "deck"));
        })));
    }
    if (!list.childElementCount) list.append(el("p", { class: "muted", text: "No cards yet: tap + on a card to add a copy." }));
    $("deck-list").replaceChildren(list);
  }

  function stepper(card, where) {
    return el("div", { class: "copies" },
      el("button", { type: "button", class: "less", "data-where": where, onclick: () => change(card, -1),
        "aria-label": `One copy of ${card.title} fewer` }, "−"),
      el("input", { class: "count", type: "number", inputmode: "numeric", min: "0",
        max: card.zone === "atlas" ? "1" : "60", value: String(copies(card)), "data-where": where,
        "aria-label": `Copies of ${card.title}`, onchange: (event) => setCopies(card, event.target) }),
      el("button", { type: "button", class: "more", "data-where": where, onclick: () => change(card, 1),
        "aria-label": `One more copy of ${card.title}` }, "+"));
  }

  // -- the cards --------------------------------------------------------------------------

  function fillSelect(select, options) {
    select.replaceChildren(...options.map(([value, label]) => el("option", { value, text: label })));
  }

  function setupFilters() {
    const cards = catalogue.cards;
    fillSelect($("deck-variant"), catalogue.variants.map((v) => [v.id, v.name]));
    fillSelect($("f-side"), [["", "Any side"], ["campaign", "Campaign"], ["adversary", "Adversary"], ["atlas", "Atlas"]]);
    fillSelect($("f-culture"), [["", "Any culture"], ...catalogue.cultures.map((c) => [c.id, c.name])]);
    const types = [...new Map(cards.map((c) => [c.type, c.type.replace("_", " ")])).entries()].sort();
    fillSelect($("f-type"), [["", "Any type"], ...types.map(([t, l]) => [t, l[0].toUpperCase() + l.slice(1)])]);
    const costs = [...new Set(cards.filter((c) => c.cost !== null).map((c) => c.cost))].sort((a, b) => a - b);
    fillSelect($("f-cost"), [["", "Any cost"], ...costs.map((c) => [String(c), `Cost ${c}`])]);
    fillSelect($("open-deck"), catalogue.decks.map((d) => [d.id, d.name]));
    for (const id of ["f-side", "f-culture", "f-type", "f-cost"]) $(id).addEventListener("change", filter);
    $("f-text").addEventListener("input", filter);
  }

  function fillSets() {
    const box = $("sets");
    box.querySelectorAll("label").forEach((n) => n.remove());
    for (const s of catalogue.sets) {
      const input = el("input", { type: "checkbox", value: s.id, checked: s.variant === deck.deck.variant });
      input.addEventListener("change", filter);
      box.append(el("label", {}, input, `${s.name} `, el("small", { text: s.source })));
    }
  }

  function tile(card) {
    const landscape = card.type === "site";
    const meta = [card.type_line, card.culture_name, card.cost !== null ? `cost ${card.cost}` : null,
      card.site ? `site ${card.site}` : null].filter(Boolean).join(" · ");
    return el("li", { class: `card-tile${landscape ? " landscape" : ""}`, "data-card": card.id, "data-zone": card.zone },
      el("img", { src: `/cards/${encodeURIComponent(card.id)}/face.png`, alt: `${card.title}: ${card.text || card.type_line}`,
        loading: "lazy", decoding: "async", width: landscape ? 176 : 126, height: landscape ? 126 : 176 }),
      el("span", { class: "title", text: (card.unique ? "• " : "") + card.title }),
      el("span", { class: "meta", text: meta }),
      el("span", { class: "text", text: card.text || "" }),
      stepper(card, "grid"),
      card.type === "companion" ? el("button", { type: "button", class: "party",
        "aria-pressed": "false", onclick: () => toggleParty(card) }, "Starting party") : null);
  }

  // The intro pack's companions who start in play, outside the book.
  function toggleParty(card) {
    if (deck.starting_party.includes(card.id)) removeFromParty(card.id);
    else { deck.starting_party.push(card.id); changed(); }
  }

  function filter() {
    const sets = new Set([...$("sets").querySelectorAll("input:checked")].map((i) => i.value));
    const side = $("f-side").value, culture = $("f-culture").value, type = $("f-type").value;
    const cost = $("f-cost").value;
    let wanted = () => true, unread = null;
    try { wanted = window.HJ.compileQuery($("f-text").value); } catch (e) { unread = e.message; }
    let shown = 0;
    for (const node of $("grid").children) {
      const card = byId.get(node.dataset.card);
      const ok = sets.has(card.set) &&
        (!side || (side === "atlas" ? card.zone === "atlas" : card.side === side)) &&
        (!culture || card.culture === culture) && (!type || card.type === type) &&
        (!cost || String(card.cost) === cost) && wanted(card);
      node.hidden = !ok;
      shown += ok;
    }
    const count = `${shown} of ${catalogue.cards.length} cards shown`;
    $("shown").textContent = unread ? `Search not read: ${unread}. ${count}` : count;
    $("shown").classList.toggle("refused", Boolean(unread));
  }

  // Sorted by a field, the set order breaking ties; cards without the field (an atlas card's
  // cost) last.
  function sortGrid() {
    const by = $("f-sort").value;
    const value = { title: (c) => c.title.replace(/^the /i, ""), cost: (c) => c.cost,
      type: (c) => c.type_line, culture: (c) => c.culture_name }[by];
    const nodes = [...$("grid").children];
    nodes.sort((a, b) => {
      if (!value) return Number(a.dataset.order) - Number(b.dataset.order);
      const x = value(byId.get(a.dataset.card)), y = value(byId.get(b.dataset.card));
      const missing = (x === null || x === undefined) - (y === null || y === undefined);
      if (missing) return missing;
      const order = typeof x === "number" ? x - y : String(x).localeCompare(String(y));
      return order || Number(a.dataset.order) - Number(b.dataset.order);
    });
    $("grid").append(...nodes);
  }

  function updateTiles() {
    for (const node of $("grid").children) {
      const card = byId.get(node.dataset.card);
      const n = copies(card);
      const count = node.querySelector("input.count");
      if (document.activeElement !== count) count.value = String(n);
      const party = node.querySelector("button.party");
      if (party) {
        party.hidden = deck.deck.variant !== "intro";
        party.setAttribute("aria-pressed", String(deck.starting_party.includes(card.id)));
      }
      node.classList.toggle("in-deck", n > 0 || deck.starting_party.includes(card.id));
    }
  }

  // -- opening, saving, sharing -----------------------------------------------------------

  function cardCount(d) {
    return Object.values(d.book).reduce((a, b) => a + b, 0) + d.atlas.length + d.starting_party.length;
  }

  // New, Open and "take the file's" put the deck being built aside, never throw it away.
  function replaceDeck(opened, from) {
    if (cardCount(deck) && JSON.stringify(deck) !== JSON.stringify(opened)) {
      localStorage.setItem(keptDraft, JSON.stringify({ deck, source }));
      showDraft(true);
    }
    use(opened, from);
  }

  function draft() {
    try { return JSON.parse(localStorage.getItem(keptDraft)); } catch (e) { return null; }
  }

  function showDraft(justNow) {
    const aside = draft();
    $("draft").hidden = !aside;
    if (!aside) return;
    const name = aside.deck.deck.name, n = cardCount(aside.deck);
    $("draft-text").textContent = justNow
      ? `"${name}" (${n} cards) is put aside, not lost.`
      : `Put aside earlier: "${name}" (${n} cards).`;
    $("draft-restore").textContent = `Bring back "${name}"`;
    if (justNow) $("draft").scrollIntoView({ block: "nearest" });
  }

  // The draft and the deck being built change places, so this tap loses nothing either.
  function restoreDraft() {
    const aside = draft();
    if (!aside) return;
    if (cardCount(deck)) localStorage.setItem(keptDraft, JSON.stringify({ deck, source }));
    else localStorage.removeItem(keptDraft);
    use(aside.deck, aside.source);
    showDraft(false);
  }

  function use(opened, from) {
    source = from || null;
    $("save-conflict").hidden = true;
    deck = { deck: { id: "my-deck", name: "My deck", variant: "standard", description: "", ...opened.deck },
             book: { ...(opened.book || {}) }, atlas: [...(opened.atlas || [])],
             starting_party: [...(opened.starting_party || [])] };
    $("deck-name").value = deck.deck.name;
    $("deck-variant").value = deck.deck.variant;
    fillSets();
    filter();
    fillOpponents();
    changed();
  }

  function fillOpponents() {
    const others = [["", "This deck too"], ...catalogue.decks
      .filter((d) => d.variant === deck.deck.variant && d.id !== deck.deck.id).map((d) => [d.id, d.name])];
    fillSelect($("play-deck"), others);
    fillSelect($("try-deck"), others);
    fillTogether();
  }

  async function encoded() {
    const bytes = new TextEncoder().encode(JSON.stringify(deck));
    const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw"));
    const packed = new Uint8Array(await new Response(stream).arrayBuffer());
    let text = "";
    packed.forEach((b) => { text += String.fromCharCode(b); });
    return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  async function decoded(text) {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    return JSON.parse(await new Response(stream).text());
  }

  let sharing = 0;
  async function share() {
    const mine = ++sharing;
    const link = `${config.public}${base}#deck=${await encoded()}`;
    if (mine !== sharing) return;
    $("share-link").href = link;
    if (!$("share").open) return;
    try {
      const res = await post("qr.svg", { text: link });
      if (mine === sharing) $("share-qr").innerHTML = await res.text();
    } catch (e) { $("share-qr").textContent = e.message; }
  }

  // version: the version of the file to write over; by default the one this deck was
  // opened from or last saved to, when it is that file.
  async function save(version) {
    const result = $("save-result");
    const folder = $("save-folder") ? Number($("save-folder").value) : 0;
    if (version === undefined) version = source && source.id === deck.deck.id ? source.version : null;
    $("save-conflict").hidden = true;
    try {
      const res = await post("save", { deck, folder, version });
      const body = await res.json();
      source = { id: deck.deck.id, version: body.version };
      keep();
      say(result, `Saved as ${body.path}`, "info");
      showVersions();
    } catch (e) {
      const kind = e.status === 409 && e.body ? e.body.error : null;
      if (kind === "exists" && e.body.version) {
        window.HJ.confirm("Replace the file?", e.message, "Replace", () => save(e.body.version));
      } else if (kind === "changed") {
        conflict(e.body);
      } else {
        say(result, e.message, "refused");
      }
    }
  }

  // The file changed on disk since this deck was opened or saved: offer both, lose neither.
  function conflict(body) {
    conflicting = body;
    say($("save-result"), "", "info");
    $("save-conflict-text").textContent = body.message +
      (body.disk.problem ? `. The file as it is does not open: ${body.disk.problem}` : "");
    $("conflict-theirs").hidden = !body.disk.deck;
    $("save-conflict").hidden = false;
    $("save-conflict").scrollIntoView({ block: "center" });
  }

  function takeTheFiles() {
    const body = conflicting;
    replaceDeck(body.disk.deck, { id: body.disk.deck.deck.id, version: body.version });
    say($("save-result"), `Took the deck in ${body.path}. Yours is put aside: "New or open a deck" brings it back.`, "info");
  }

  function saveUnderNewName() {
    const taken = new Set([conflicting.disk.deck ? conflicting.disk.deck.deck.id : null,
      deck.deck.id, ...catalogue.decks.map((d) => d.id)]);
    let n = 2;
    while (taken.has(slug(`${deck.deck.name} ${n}`))) n += 1;
    deck.deck.name = `${deck.deck.name} ${n}`;
    deck.deck.id = slug(deck.deck.name);
    $("deck-name").value = deck.deck.name;
    source = null;
    changed();
    save(null);
  }

  // -- the collection ---------------------------------------------------------------------

  const keptCollection = `hjkit.collection.${config.game}`;
  const broughtDecks = new Map();  // deck id -> its JSON, as read from the server

  function fillTogether() {
    const box = $("together");
    const checked = new Set([...box.querySelectorAll("input:checked")].map((i) => i.value));
    box.querySelectorAll("label").forEach((n) => n.remove());
    for (const d of catalogue.decks.filter((d) => d.variant === deck.deck.variant && d.id !== deck.deck.id)) {
      const input = el("input", { type: "checkbox", value: d.id, checked: checked.has(d.id) });
      input.addEventListener("change", bringDeck);
      box.append(el("label", { class: "check" }, input, d.name));
    }
  }

  async function bringDeck(event) {
    const id = event.target.value;
    if (event.target.checked && !broughtDecks.has(id)) {
      try {
        const res = await answered(await fetch(`${base}/decks/${encodeURIComponent(id)}`));
        broughtDecks.set(id, (await res.json()).deck);
      } catch (e) {
        event.target.checked = false;
        say($("owned-said"), e.message, "refused");
        return;
      }
    }
    renderShortfall();
  }

  function renderShortfall() {
    if (!$("collection").open) return;
    const text = $("owned").value;
    localStorage.setItem(keptCollection, text);
    const said = $("owned-said"), short = $("short");
    if (!text.trim()) {
      short.replaceChildren();
      say(said, "Paste the cards you own to see what these decks need beyond them.", "info");
      return;
    }
    const owned = window.HJ.deckText.parse(text, catalogue.cards);
    const chosen = [...$("together").querySelectorAll("input:checked")].map((i) => broughtDecks.get(i.value)).filter(Boolean);
    const missing = window.HJ.shortfall(owned, [deck, ...chosen]);
    const decks = window.HJ.counted(chosen.length + 1, "deck");
    const unread = owned.problems.length ? ` Not read: ${owned.problems.slice(0, 3).join("; ")}.` : "";
    const these = chosen.length ? `these ${decks}` : "this deck";
    say(said, (missing.length ? `${chosen.length ? `${decks} together need` : "This deck needs"} ${window.HJ.counted(missing.length, "card")} beyond your collection:`
      : `Your collection holds every card of ${these}.`) + unread, missing.length || unread ? "warn" : "info");
    short.replaceChildren(...missing.map((m) => el("li", { class: "error", "data-card": m.id },
      `${(byId.get(m.id) || { title: m.id }).title}: the decks need ${m.need}, you own ${m.own}`)));
  }

  // -- earlier versions -------------------------------------------------------------------

  async function showVersions() {
    if (!$("history").open) return;
    const list = $("versions"), said = $("versions-said");
    list.replaceChildren();
    say(said, "", "info");
    try {
      const res = await answered(await fetch(`${base}/decks/${encodeURIComponent(deck.deck.id)}/versions`));
      const body = await res.json();
      if (!body.versions.length) {
        say(said, "No earlier version yet: each save from now on keeps the one it replaces.", "info");
        return;
      }
      list.replaceChildren(...body.versions.map((v) => el("li", {},
        el("strong", { text: new Date(v.saved).toLocaleString() }),
        el("span", { class: "changes", text: v.changes === null ? "(this version does not open)"
          : v.changes.length ? `then: ${v.changes.map(changeText).join(", ")}` : "then: no change" }),
        v.opens ? el("button", { type: "button", onclick: () => openVersion(v) }, "Open this version") : null)));
    } catch (e) {
      say(said, e.status === 404 ? "This deck is not saved on this server yet." : e.message,
        e.status === 404 ? "info" : "refused");
    }
  }

  function changeText(change) {
    const match = /^([+-]\d+) (.+)$/.exec(change);
    if (!match || !byId.has(match[2])) return change;
    return `${match[1].replace("-", "−")} ${byId.get(match[2]).title}`;
  }

  async function openVersion(v) {
    try {
      const res = await answered(await fetch(`${base}/decks/${encodeURIComponent(deck.deck.id)}/versions/${encodeURIComponent(v.id)}`));
      const body = await res.json();
      replaceDeck(body.deck, { id: body.deck.deck.id, version: body.version });
      say($("save-result"), `Opened the version of ${new Date(v.saved).toLocaleString()}: Save makes it the deck again.`, "info");
    } catch (e) { say($("versions-said"), e.message, "refused"); }
  }

  function setupSave() {
    const where = $("save-where");
    if (!config.folders.length) {
      where.append(el("p", { class: "muted", text: "No card folder is set up on this server (start it with --cards FOLDER) to save into: download the deck file instead." }));
      $("save").disabled = true;
      return;
    }
    const select = el("select", { id: "save-folder" }, config.folders.map((f) =>
      el("option", { value: String(f.index), text: f.name })));
    where.append(el("label", { for: "save-folder", text: "Save into the card folder" }), select);
  }

  // -- print and play -----------------------------------------------------------------------

  async function print() {
    const button = $("print"), result = $("print-result");
    const gutter = $("p-gutter").value;
    const options = { paper: $("p-paper").value, duplex: $("p-duplex").value,
      gutter: gutter === "" ? null : Number(gutter), backs: $("p-light").checked ? "light" : "dark",
      proxy: $("p-proxy").checked, part: $("p-part").value };
    button.disabled = true;
    say(result, "Printing… the generator is drawing every card.", "info");
    try {
      const res = await post("print", { deck, options });
      const name = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") || "");
      const file = name ? name[1] : "deck.pdf";
      download(await res.blob(), file);
      say(result, `Printed ${file}${res.headers.get("X-Proxies") === "yes" ? ": proxies, every card marked PROXY" : ""}.`, "info");
    } catch (e) {
      say(result, e.message, "refused");
    } finally {
      button.disabled = false;
    }
  }

  async function play() {
    const error = $("play-result");
    error.hidden = true;
    const seats = [{ name: $("play-you").value, deck: null },
                   { name: $("play-them").value, deck: $("play-deck").value || null }];
    try {
      const res = await post("play", { deck, seats });
      const body = await res.json();
      const made = await fetch("/api/tables", { method: "POST",
        headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      const table = await made.json();
      if (!made.ok) throw new Error(table.message || `error ${made.status}`);
      window.HJ.keepCreated(table);
      location.href = `/t/${table.id}`;
    } catch (e) {
      error.textContent = e.message;
      error.hidden = false;
    }
  }

  // The simulated games' figures: each deck's wins with its 95% interval, the first
  // player's, the length in turns and how the games ended, the cards the deck played most
  // (by title) with its win rate with and without each, and what the figures say.
  async function tryIt() {
    const button = $("try"), result = $("try-result");
    const games = Number($("try-games").value);
    const pct = (rate) => `${Math.round(rate * 100)}%`;
    const range = ([low, high]) => `${Math.round(low * 100)}-${Math.round(high * 100)}%`;
    const percent = (rate, interval) => `${pct(rate)} (95%: ${range(interval)})`;
    const title = (id) => (byId.get(id) || { title: id }).title;
    button.disabled = true;
    say(result, `Playing ${games} games…`, "info");
    try {
      const res = await post("try", { deck, against: $("try-deck").value || null, games });
      const r = await res.json();
      const name = (id) => (id === deck.deck.id ? deck.deck.name
        : (catalogue.decks.find((d) => d.id === id) || { name: id }).name);
      const lines = r.sides.map((side, i) => el("li", { text:
        `${name(side.deck)}${r.sides[0].deck === r.sides[1].deck ? ` (${"ab"[i]})` : ""} won ${side.wins}: ${percent(side.rate, side.interval)}` }));
      lines.push(el("li", { text: `The first player won ${percent(r.first_rate, r.first_interval)}` }));
      if (r.turns) {
        lines.push(el("li", { text: `A game took ${r.turns.median} turns (8 games in 10: ${r.turns.low} to ${r.turns.high})` }));
      }
      if (r.endings.length) {
        lines.push(el("li", { text: `Games ended: ${r.endings.map(([why, n]) => `${why} ${n}`).join(", ")}` }));
      }
      const cards = r.sides[0].cards.map((c) => el("li", { text: `${title(c.id)}: in ${c.games} of ${r.games} games, won ${pct(c.with.rate)} (${range(c.with.interval)})` +
        (c.without ? `; without it ${pct(c.without.rate)} (${range(c.without.interval)})` : "") }));
      const parts = [el("p", { text: `${r.games} games, both sides played by the ${r.player || "simulated"} player:` }),
        el("ul", {}, lines)];
      if (cards.length) parts.push(el("p", { text: "Played most, and the deck's wins with and without each:" }), el("ul", { class: "try-cards" }, cards));
      parts.push(el("p", { class: "verdict", text: `What the games say: ${r.verdict.join("; ")}.` }));
      result.replaceChildren(...parts);
    } catch (e) {
      say(result, e.message, "refused");
    } finally {
      button.disabled = false;
    }
  }

  // -- start ------------------------------------------------------------------------------

  async function start() {
    try {
      const res = await fetch(`${base}/catalogue.json`);
      if (!res.ok) throw new Error(`error ${res.status}`);
      catalogue = await res.json();
    } catch (e) {
      say($("shown"), `The cards did not load (${e.message}): reload the page to try again.`, "refused");
      return;
    }
    byId = new Map(catalogue.cards.map((c) => [c.id, c]));
    setupFilters();
    // Book cards first, campaign before adversary, then the atlas; each set's own order.
    const rank = (c) => (c.zone === "atlas" ? 2 : c.side === "adversary" ? 1 : 0);
    const sets = catalogue.sets.map((s) => s.id);
    const ordered = catalogue.cards.map((c, i) => [c, i]).sort(([a, i], [b, j]) =>
      sets.indexOf(a.set) - sets.indexOf(b.set) || rank(a) - rank(b) || i - j).map(([c]) => c);
    $("grid").replaceChildren(...ordered.map((card, i) => {
      const node = tile(card);
      node.dataset.order = String(i);
      return node;
    }));
    setupSave();
    let first = null;
    const linked = /#deck=([A-Za-z0-9_-]+)/.exec(location.hash);
    if (linked) {
      try { first = await decoded(linked[1]); } catch (e) { first = null; }
      history.replaceState(null, "", location.pathname);
    }
    if (!first) {
      try { first = JSON.parse(localStorage.getItem(kept)); } catch (e) { first = null; }
    }
    let from = null;
    if (!linked) {
      try { from = JSON.parse(localStorage.getItem(keptSource)); } catch (e) { from = null; }
    }
    use(first || emptyDeck("standard"), from);
    showDraft(false);

    $("deck-name").addEventListener("input", () => {
      deck.deck.name = $("deck-name").value;
      deck.deck.id = slug(deck.deck.name);
      fillOpponents();
      changed();
    });
    $("deck-variant").addEventListener("change", () => {
      deck.deck.variant = $("deck-variant").value;
      fillSets();
      filter();
      fillOpponents();
      changed();
    });
    $("deck-new").addEventListener("click", () => {
      say($("open-result"), "", "info");
      replaceDeck(emptyDeck($("deck-variant").value), null);
    });
    $("draft-restore").addEventListener("click", restoreDraft);
    $("open-deck-go").addEventListener("click", async () => {
      const shown = $("open-result");
      try {
        const res = await answered(await fetch(`${base}/decks/${encodeURIComponent($("open-deck").value)}`));
        const body = await res.json();
        replaceDeck(body.deck, { id: body.deck.deck.id, version: body.version });
        say(shown, `Opened ${body.path}`, "info");
      } catch (e) { say(shown, e.message, "refused"); }
    });
    $("open-file").addEventListener("change", async () => {
      const file = $("open-file").files[0];
      if (!file) return;
      try {
        const res = await post("open", { name: file.name, text: await file.text() });
        replaceDeck((await res.json()).deck, null);
        say($("open-result"), `Opened ${file.name}`, "info");
      } catch (e) { say($("open-result"), e.message, "refused"); }
    });
    $("save").addEventListener("click", () => save());
    $("conflict-mine").addEventListener("click", () => save(conflicting.version));
    $("conflict-theirs").addEventListener("click", takeTheFiles);
    $("conflict-new").addEventListener("click", saveUnderNewName);
    $("download").addEventListener("click", async () => {
      try {
        const res = await post("file", { deck });
        download(await res.blob(), `${deck.deck.id}.yaml`);
      } catch (e) { say($("save-result"), e.message, "refused"); }
    });
    $("share").addEventListener("toggle", share);
    $("paste-add").addEventListener("click", addList);
    $("history").addEventListener("toggle", showVersions);
    $("owned").value = localStorage.getItem(keptCollection) || "";
    $("owned").addEventListener("input", renderShortfall);
    $("collection").addEventListener("toggle", renderShortfall);
    $("f-sort").addEventListener("change", sortGrid);
    $("f-view").addEventListener("change", () => {
      $("grid").classList.toggle("as-list", $("f-view").value === "list");
    });
    $("hand-deal").addEventListener("click", deal);
    $("hand-mulligan").addEventListener("click", mulligan);
    $("odds-card").addEventListener("change", renderOdds);
    $("as-text").addEventListener("toggle", () => {
      if ($("as-text").open) $("text-export").value = window.HJ.deckText.format(deck, byId);
    });
    $("text-copy").addEventListener("click", async () => {
      const box = $("text-export");
      box.select();
      try {
        await navigator.clipboard.writeText(box.value);
        say($("text-copied"), "Copied.", "info");
      } catch (e) {  // no clipboard without https: the list is selected, to copy by hand
        say($("text-copied"), "Selected: copy it with your device's Copy.", "info");
      }
    });
    $("p-proxy").addEventListener("change", () => { proxyWanted = $("p-proxy").checked; });
    $("print").addEventListener("click", print);
    $("play").addEventListener("click", play);
    $("try").addEventListener("click", tryIt);
    document.body.dataset.ready = "yes";
  }

  start();
})();
