/* A deck's statistics, read at a glance: the book's cost curve for each side, and its
   copies by culture and by type, each a row of bars with the count written beside it (the
   bars are drawn, the numbers are text a screen reader reads). */
"use strict";

(function () {
  const HJ = window.HJ || (window.HJ = {});
  const el = HJ.el;

  function bars(caption, rows) {
    const most = Math.max(1, ...rows.map(([, n]) => n));
    const bar = (n) => {
      const node = el("span", { class: "bar" });
      node.style.width = `${(100 * n) / most}%`;  // (the page's policy refuses style attributes)
      return node;
    };
    return el("table", { class: "deck-bars" },
      el("caption", { text: caption }),
      el("tbody", {}, rows.map(([label, n]) => el("tr", {},
        el("th", { scope: "row", text: label }),
        el("td", {}, el("span", { class: "track" }, bar(n)), el("span", { class: "n", text: String(n) }))))));
  }

  function tally(entries, label) {
    const counts = new Map();
    for (const [card, n] of entries) {
      const name = label(card);
      counts.set(name, (counts.get(name) || 0) + n);
    }
    return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  }

  function curve(entries) {
    const costed = entries.filter(([card]) => card.cost !== null && card.cost !== undefined);
    if (!costed.length) return [];
    const top = Math.max(...costed.map(([card]) => card.cost));
    const rows = [];
    for (let cost = 0; cost <= top; cost += 1) {
      rows.push([`cost ${cost}`, costed.filter(([card]) => card.cost === cost)
        .reduce((n, [, copies]) => n + copies, 0)]);
    }
    return rows;
  }

  /* The statistics of deck's book (cards of byId), as nodes to show; [] for an empty book. */
  HJ.deckStats = function (deck, byId) {
    const entries = Object.entries(deck.book).filter(([id]) => byId.has(id))
      .map(([id, n]) => [byId.get(id), n]);
    if (!entries.length) return [];
    const parts = [];
    for (const side of ["campaign", "adversary"]) {
      const mine = entries.filter(([card]) => card.side === side);
      const rows = curve(mine);
      if (rows.length) parts.push(bars(`Cost curve, ${side} (${mine.reduce((n, [, c]) => n + c, 0)})`, rows));
    }
    const type = (card) => card.type.replace("_", " ");
    parts.push(bars("By culture", tally(entries, (card) => card.culture_name || "none")));
    parts.push(bars("By type", tally(entries, type)));
    return parts;
  };
})();
