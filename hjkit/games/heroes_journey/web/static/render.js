/* Renders a table view (the JSON from engine.view.table_view) into the page. No actions here. */
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

HJ.renderBanner = function (view, mySeat) {
  const yours = mySeat !== null && view.winner === null && HJ.mine(view, mySeat).length > 0;
  const phase = view.step ? `${view.phase} · ${view.step}` : view.phase;
  return el("section", { class: "banner" + (yours ? " yours" : ""), "aria-live": "polite",
                         id: "banner" },
    el("div", { class: "phase", text: phase }),
    el("p", { class: "prompt", id: "prompt", text: view.prompt }),
    yours ? el("p", { class: "yours-note", text: "Your decision" }) : null);
};

HJ.renderPool = function (view) {
  // During setup nobody is the protagonist yet: the first player is named once known.
  const lead = view.protagonist !== null ? ["Protagonist", HJ.seatName(view, view.protagonist)]
    : ["First player", view.first !== null ? HJ.seatName(view, view.first) : "not yet chosen"];
  return el("section", { class: "pool", id: "status", "aria-label": "Risk pool and moves" },
    el("div", { class: "risk" },
      el("span", { class: "n", id: "risk", text: view.risk }),
      el("span", { class: "l", text: "Risk pool" })),
    el("div", { class: "counts" },
      el("div", {}, el("span", { text: "Moves" }),
        el("b", { id: "moves", text: `${view.moves} / ${view.move_limit}` })),
      el("div", {}, el("span", { text: lead[0] }), el("b", { text: lead[1] })),
      el("div", {}, el("span", { text: "Goal" }), el("b", { text: `site ${view.goal_site}` }))));
};

HJ.renderPath = function (view) {
  const items = [];
  const last = Math.max(view.goal_site, view.path.length);
  for (let n = 1; n <= last; n++) {
    const site = view.path[n - 1];
    const here = view.seats.map((s, i) => [s, i]).filter(([s]) => s.position === n && !s.lost);
    const markers = here.map(([s, i]) => el("span", { class: `marker m${i % 6}`,
      title: s.name, text: HJ.marker(view, i) }));
    items.push(el("li", { class: (site ? "" : "empty") + (n === view.goal_site ? " goal" : ""),
                          "aria-label": site ? `Site ${n}, ${site.title}` +
                            (here.length ? `: ${here.map(([s]) => s.name).join(", ")}` : "")
                            : `Site ${n}, not placed` },
      el("span", { class: "num", text: n }),
      el("span", { class: "title", text: site ? site.title : "—" }), markers));
  }
  return el("section", { "aria-labelledby": "h-path" },
    el("h2", { id: "h-path", text: "Adventure path" }), el("ol", { class: "path" }, items));
};

function pips(c) {
  const total = c.health || 0;
  const row = [];
  for (let i = 0; i < total; i++) row.push(el("span", { class: "pip" + (i < c.wounds ? " w" : "") }));
  return el("div", { class: "pips", role: "img",
                     "aria-label": `${c.wounds} wound${c.wounds === 1 ? "" : "s"} of ${total} health` }, row);
}

HJ.renderCharacter = function (view, c) {
  const skirmish = view.skirmish;
  const inSkirmish = skirmish && (skirmish.companion === c.uid || skirmish.minions.includes(c.uid));
  const bonus = c.strength_bonus ? ` (${c.strength_bonus > 0 ? "+" : ""}${c.strength_bonus})` : "";
  const sub = [];
  if (c.keywords.length) sub.push(c.keywords.join(". ") + ".");
  if (c.bears.length) sub.push("Bears " + c.bears.map((b) => b.title).join(", "));
  if (c.assigned_to !== null) sub.push("Skirmishing " + HJ.charName(view, c.assigned_to));
  if (c.type === "minion") sub.push("Played by " + HJ.seatName(view, c.owner));
  return el("li", { class: `char ${c.type}` + (inSkirmish ? " skirmishing" : ""),
                    "data-uid": c.uid },
    el("div", { class: "head" },
      el("a", { class: "name", href: `/cards/${c.card_id}`, text: c.title }),
      el("span", { class: "stats", title: "strength / health",
                   text: `⚔ ${c.strength}${bonus} · ♥ ${c.health}` })),
    pips(c), sub.length ? el("div", { class: "sub", text: sub.join(" · ") }) : null);
};

HJ.renderParties = function (view) {
  const out = [];
  view.seats.forEach((s, i) => {
    const companions = view.characters.filter((c) => c.owner === i && c.type === "companion");
    const support = view.support.filter((x) => x.owner === i && x.bearer === null);
    out.push(el("section", { class: "party", "aria-label": `${s.name}'s party` },
      el("h3", {}, el("span", { class: `marker m${i % 6}`, text: HJ.marker(view, i),
                                "aria-hidden": "true" }),
        s.name + (i === view.protagonist ? " (protagonist)" : ""),
        el("span", { class: "burden", "data-seat": i,
                     text: `Burden ${s.burden} · hand ${s.hand} · book ${s.book_left}` +
                           (s.lost ? " · lost" : "") })),
      el("ul", { class: "chars" }, companions.map((c) => HJ.renderCharacter(view, c))),
      support.length ? el("p", { class: "sub muted",
                                 text: "Support area: " + support.map((x) => x.title).join(", ") })
                     : null));
  });
  const minions = view.characters.filter((c) => c.type === "minion");
  if (minions.length) {
    out.push(el("section", { class: "party", "aria-label": "Minions" },
      el("h3", { text: "Minions" }),
      el("ul", { class: "chars" }, minions.map((c) => HJ.renderCharacter(view, c)))));
  }
  return el("section", { id: "parties", "aria-labelledby": "h-parties" },
    el("h2", { id: "h-parties", text: "Parties" }), out);
};

HJ.predictionText = function (view) {
  const s = view.skirmish;
  if (!s) return "";
  const companion = HJ.charName(view, s.companion);
  const minions = s.minions.map((m) => HJ.charName(view, m)).join(" and ");
  const wounds = Object.entries(s.wounds).filter(([, n]) => n > 0)
    .map(([uid, n]) => `${HJ.charName(view, Number(uid))} takes ${n} wound${n === 1 ? "" : "s"}`);
  const killed = s.killed.map((uid) => `${HJ.charName(view, uid)} is killed`);
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
  return el("section", { class: "skirmish", id: "skirmish", "aria-labelledby": "h-skirmish" },
    el("h2", { id: "h-skirmish", text: "Skirmish" }),
    el("div", { class: "sides" },
      el("div", {}, el("span", { class: "total", id: "companion-total", text: s.companion_total }),
        HJ.charName(view, s.companion)),
      el("span", { class: "vs", text: "vs" }),
      el("div", {}, el("span", { class: "total", id: "minion-total", text: s.minion_total }),
        minions)),
    el("p", { class: "predicted", id: "predicted", text: "If both pass now: " + HJ.predictionText(view) }));
};

HJ.renderOver = function (view, mySeat) {
  if (view.winner === null || view.winner === undefined) return null;
  const won = mySeat === view.winner;
  const lost = mySeat !== null && !won;
  return el("section", { class: "over " + (lost ? "loss" : "win"), id: "game-over",
                         role: "status" },
    el("p", { class: "big", text: won ? "You win!" : lost ? "You lose" : "Game over" }),
    el("p", { text: `${HJ.seatName(view, view.winner)} wins the game.` }));
};
