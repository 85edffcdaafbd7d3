/* Renders a table view (the JSON from engine.view.table_view): the sticky banner and the
   one-screen status board. Actions are actions.js's. */
"use strict";

const HJ = window.HJ;  // dom.js (the kit) made it

const el = HJ.el;

HJ.seatName = (view, seat) => (view.seats[seat] ? view.seats[seat].name : `Seat ${seat + 1}`);
HJ.character = (view, uid) => view.characters.find((c) => c.uid === uid);
HJ.charName = (view, uid) => {
  const c = HJ.character(view, uid);
  return c ? c.title : `card ${uid}`;
};

/* A party's marker: its player's initial, with the seat number when initials clash
   ("Player 1" and "Player 2" read P1 and P2). */
HJ.marker = function (view, seat) {
  const initial = (s) => (s.name.trim()[0] || "?").toUpperCase();
  const mine = initial(view.seats[seat]);
  const clash = view.seats.filter((s) => initial(s) === mine).length > 1;
  return clash ? `${mine}${seat + 1}` : mine;
};

HJ.markerEl = (view, seat, attrs) => el("span", { class: `marker m${seat % 6}`,
  text: HJ.marker(view, seat), ...attrs });

HJ.yours = (view, seat) => seat !== null && view.winner === null && HJ.decisions(view, seat).length > 0;

/* The banner stays at the top of the screen: phase, the prompt, whose decision, the
   latest notice, and the skirmish under way. */
HJ.renderBanner = function (view, mySeat, notice) {
  const yours = HJ.yours(view, mySeat);
  return el("section", { class: "banner" + (yours ? " yours" : ""), "aria-live": "polite",
                         id: "banner", "aria-label": "What happens now" },
    el("p", { class: "prompt", id: "prompt" },
      yours ? el("span", { class: "yours-note", text: "Your decision" }) : null, view.prompt),
    HJ.renderSkirmish(view), notice);
};

/* The kit's status tiles: the risk pool (tapped, the token sheet), moves, the burdens
   (only where the rules have burden: not in the intro pack) and who leads. */
HJ.renderPool = function (view, opens) {
  // During setup nobody is the protagonist yet: the first player is named once known.
  const lead = view.protagonist !== null ? ["Protagonist", HJ.seatName(view, view.protagonist)]
    : ["First player", view.first !== null ? HJ.seatName(view, view.first) : "not chosen"];
  const burdens = view.burden_tokens ? el("span", { class: "list" }, view.seats.map((s, i) =>
    el("span", { class: "burden", "data-seat": i, "aria-label": `${s.name}'s burden: ${s.burden}` },
      HJ.markerEl(view, i, { "aria-hidden": "true" }), el("b", { text: s.burden })))) : null;
  return HJ.tiles([
    { label: "Risk pool", value: String(view.risk), id: "risk", big: true, cls: "risk",
      button: "risk-tokens", open: opens.risk, sheet: "tokens-sheet" },
    { label: "Moves", value: `${view.moves} / ${view.move_limit}`, id: "moves" },
    burdens ? { label: "Burden", value: burdens, cls: "burdens", button: "burdens",
                open: opens.burden, sheet: "tokens-sheet" } : null,
    { label: lead[0], value: lead[1], id: "lead", cls: "lead" },
  ], { class: "tiles pool", "aria-label": view.burden_tokens ? "Risk pool, moves and burdens"
                                                                : "Risk pool and moves" });
};

HJ.renderPath = function (view) {
  const items = [];
  const last = Math.max(view.goal_site, view.path.length);
  const at = (n) => view.seats.map((s, i) => [s, i]).filter(([s]) => s.position === n && !s.lost);
  // Empty sites nobody stands on, between the next one to place and the goal, are one
  // tile ("3–8"): the goal stays on a 320 px screen.
  const empty = (n) => n > view.path.length + 1 && n < view.goal_site && !at(n).length;
  for (let n = 1; n <= last; n++) {
    let end = n;
    while (empty(end) && empty(end + 1)) end++;
    if (end > n) {
      items.push(el("li", { class: "empty run", "aria-label": `Sites ${n} to ${end}, not placed` },
        el("span", { class: "num", text: `${n}–${end}` }), el("span", { class: "title", text: "—" })));
      n = end;
      continue;
    }
    const site = view.path[n - 1];
    const here = at(n);
    items.push(el("li", { class: (site ? "" : "empty") + (n === view.goal_site ? " goal" : ""),
                          "aria-label": site ? `Site ${n}, ${site.title}` +
                            (here.length ? `: ${here.map(([s]) => s.name).join(", ")}` : "")
                            : `Site ${n}, not placed` },
      el("span", { class: "head" }, el("span", { class: "num", text: n }),
        here.map(([s, i]) => HJ.markerEl(view, i, { title: s.name }))),
      n === view.goal_site ? el("span", { class: "goal-flag", text: "goal" }) : null,
      el("span", { class: "title", text: site ? site.title : "—" })));
  }
  const path = el("ol", { class: "path", id: "path", "aria-label": "Adventure path" }, items);
  // A long path scrolls by itself (not the page): show the protagonist's site and the next.
  const lead = view.protagonist !== null ? view.seats[view.protagonist].position : 1;
  requestAnimationFrame(() => {
    const here = path.children[Math.max(0, lead - 2)];
    if (here) path.scrollLeft = here.offsetLeft - path.offsetLeft;
  });
  return path;
};

function pips(c) {
  const total = c.health || 0;
  const row = [];
  for (let i = 0; i < total; i++) row.push(el("span", { class: "pip" + (i < c.wounds ? " w" : "") }));
  return el("span", { class: "pips", role: "img",
                      "aria-label": `${c.wounds} wound${c.wounds === 1 ? "" : "s"} of ${total} health` }, row);
}

/* A character as a chip: name, strength, health and wounds at a glance; tapping it opens
   what can be done with it. */
HJ.renderCharacter = function (view, c, open) {
  const skirmish = view.skirmish;
  const inSkirmish = skirmish && (skirmish.companion === c.uid || skirmish.minions.includes(c.uid));
  // The view's strength has every card's modifiers applied; show how far it is from print.
  const diff = c.printed_strength === undefined || c.printed_strength === null ? 0 :
    c.strength - c.printed_strength;
  const bonus = diff ? `${diff > 0 ? "+" : ""}${diff}` : "";
  const hero = view.seats[c.owner] && view.seats[c.owner].hero === c.uid;
  const versus = c.assigned_to !== null ? `→ ${HJ.charName(view, c.assigned_to)}` : "";
  const bears = c.bears.map((b) => b.title).join(", ");
  return el("li", {}, el("button", {
    type: "button", class: `char ${c.type}` + (inSkirmish ? " skirmishing" : ""),
    "data-uid": c.uid, "data-sheet": "character-sheet", onclick: () => open(c),
    "aria-label": `${c.title}${hero ? ", hero" : ""}: strength ${c.strength}, ` +
                  `${c.wounds} of ${c.health} wounds${versus ? `, skirmishing ${HJ.charName(view, c.assigned_to)}` : ""}` },
    el("span", { class: "char-top" },
      el("span", { class: "name", text: (hero ? "★\u00a0" : "") + c.title }),
      el("span", { class: "stats" }, el("span", { class: "str", text: `⚔${c.strength}` }),
        bonus ? el("small", { text: bonus }) : null, ` ♥${c.health}`)),
    el("span", { class: "char-bottom" }, pips(c),
      versus || bears ? el("span", { class: "vs-note", text: versus || bears }) : null)));
};

HJ.renderParty = function (view, i, opens) {
  const s = view.seats[i];
  const companions = view.characters.filter((c) => c.owner === i && c.type === "companion");
  const role = i === view.protagonist ? "protagonist" : (view.protagonist === null &&
    i === view.first ? "first" : "");
  return el("section", { class: "party" + (s.lost ? " lost" : ""), "aria-label": `${s.name}'s party` },
    el("h3", {}, HJ.markerEl(view, i, { "aria-hidden": "true" }),
      el("span", { class: "who", text: s.name }),
      role ? el("span", { class: "role", text: role }) : null,
      s.lost ? el("span", { class: "role", text: "lost" }) : null,
      el("span", { class: "hand", text: `hand ${s.hand} · book ${s.book_left}` })),
    companions.length ? el("ul", { class: "chars" },
      companions.map((c) => HJ.renderCharacter(view, c, opens.character))) : null);
};

/* The protagonist's party first, then the minions, then the other parties. */
HJ.renderParties = function (view, opens) {
  const seats = view.seats.map((_, i) => i);
  const lead = view.protagonist !== null ? view.protagonist : null;
  const out = lead !== null ? [HJ.renderParty(view, lead, opens)] : [];
  const minions = view.characters.filter((c) => c.type === "minion");
  if (minions.length) {
    out.push(el("section", { class: "party minions", "aria-label": "Minions" },
      el("h3", { text: "Minions" }),
      el("ul", { class: "chars" }, minions.map((c) => HJ.renderCharacter(view, c, opens.character)))));
  }
  for (const i of seats) if (i !== lead) out.push(HJ.renderParty(view, i, opens));
  return el("div", { id: "parties", class: "parties" }, out);
};

/* The status a player needs, on the first screen. opens: what tapping the risk pool, the
   burdens or a character opens (actions.js). The goal site is marked on the path. */
HJ.renderBoard = function (view, opens) {
  return el("section", { class: "board", id: "status", "aria-label": "The table" },
    HJ.renderPool(view, opens), HJ.renderPath(view),
    HJ.renderParties(view, opens));
};

const OUTCOMES = { win: "wins", overwhelm: "overwhelms", lose: "loses", overwhelmed: "is overwhelmed" };
HJ.OUTCOMES = OUTCOMES;

HJ.predictionText = function (view, s) {
  s = s || view.skirmish;
  if (!s) return "";
  const companion = HJ.charName(view, s.companion);
  const minions = s.minions.map((m) => HJ.charName(view, m)).join(" and ");
  // A loser whose wounds reach its health dies of them: said on the same line.
  const wounds = Object.entries(s.wounds).filter(([, n]) => n > 0)
    .map(([uid, n]) => `${HJ.charName(view, Number(uid))} takes ${n} wound${n === 1 ? "" : "s"}` +
                       (s.killed.includes(Number(uid)) ? " and is killed" : ""));
  const killed = s.killed.filter((uid) => !(String(uid) in s.wounds))
    .map((uid) => `${HJ.charName(view, uid)} is killed`);
  const verdict = {
    win: `${companion} wins`, overwhelm: `${companion} overwhelms ${minions}`,
    lose: `${minions} win${s.minions.length === 1 ? "s" : ""}`,
    overwhelmed: `${companion} is overwhelmed`,
  }[s.predicted] || s.predicted;
  return [verdict, ...wounds, ...killed].join("; ") + ".";
};

HJ.renderSkirmish = function (view) {
  const s = view.skirmish;
  if (!s) return null;
  const minions = s.minions.map((m) => HJ.charName(view, m)).join(" + ");
  return el("div", { class: "skirmish", id: "skirmish", role: "group", "aria-label": "Skirmish" },
    el("div", { class: "sides" },
      el("span", { class: "side" }, el("b", { class: "total", id: "companion-total",
                                               text: s.companion_total }),
        ` ${HJ.charName(view, s.companion)}`),
      el("span", { class: "vs", text: "vs" }),
      el("span", { class: "side" }, `${minions} `,
        el("b", { class: "total", id: "minion-total", text: s.minion_total }))),
    el("p", { class: "predicted", id: "predicted", text: "If all pass: " + HJ.predictionText(view) }));
};

HJ.renderOver = function (view, mySeat) {
  if (view.winner === null || view.winner === undefined) return null;
  const won = mySeat === view.winner;
  const lost = mySeat !== null && !won;
  // Why it ended, in the words of the rules: who went out, who finished or fell last.
  return el("section", { class: "over " + (lost ? "loss" : "win"), id: "game-over",
                         role: "status" },
    el("p", { class: "big", text: won ? "You win!" : lost ? "You lose" : "Game over" }),
    el("p", { class: "winner", text: `${HJ.seatName(view, view.winner)} wins the game.` }),
    el("ul", { class: "ending" }, (view.ending || []).map((s) => el("li", { text: s }))));
};
