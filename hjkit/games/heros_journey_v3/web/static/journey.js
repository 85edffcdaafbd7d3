/* The Hero's Journey v3 on a phone: the journey line, heroes with coins and resources by
   suit, the Encounter rows, and this seat's legal actions as buttons. The view is the JSON
   of engine/view.py; every action sent is one of view.legal_actions. */
"use strict";

(function () {
  const HJ = window.HJ;
  const el = HJ.el;
  const SUITS = ["moons", "suns", "waves", "leaves", "wyrms", "knots"];
  const ONE = { moons: "Moon", suns: "Sun", waves: "Wave", leaves: "Leaf", wyrms: "Wyrm", knots: "Knot" };
  const MARK = { moons: "☾", suns: "☀", waves: "≈", leaves: "♣", wyrms: "§", knots: "∞" };

  function names(view) {
    const map = {};
    const add = (c) => { if (c) map[c.id] = c.name; };
    [...view.journey, ...view.endings, view.challenge].forEach(add);
    for (const h of view.heroes) { [...h.cards, ...(h.hand || []), h.path, h.ending].forEach(add); }
    for (const row of Object.values(view.rows)) { add(row.mentor); add(row.place); }
    if (view.pending && view.pending.cards) view.pending.cards.forEach(add);
    return map;
  }

  const seatName = (view, s) => (view.heroes[s] ? view.heroes[s].name : `Seat ${s + 1}`);

  function coinLine(coins, extra) {
    return el("span", { class: "coins" }, SUITS.filter((s) => coins[s] || (extra && extra[s]))
      .map((s) => el("span", { class: `suit s-${s}`, title: s },
        `${MARK[s]}${coins[s]}` + (extra && extra[s] !== coins[s] ? ` (${extra[s]})` : "") + "  ")));
  }

  function label(view, a, cards) {
    const card = cards[a.card] || a.card;
    const who = a.to !== undefined ? seatName(view, a.to) : "";
    switch (a.type) {
      case "play_challenge": return `Play ${card} (pay 1 ${ONE[a.suit]})`;
      case "reveal_challenge": return "Reveal the top Challenge";
      case "take_two": return `Draw 1 ${ONE[a.suit]} + 1 ${ONE[a.suit2]}`;
      case "spend": return a.card ? `Discard ${card}` : `Spend 1 ${ONE[a.suit]}`;
      case "draw_challenge": return "Draw a Challenge for your hand";
      case "pass": return "No, thanks";
      case "keep": return `Keep ${card}: pay 1 ${ONE[a.suit]}`;
      case "discard": return `Discard ${card}`;
      case "remain": return "Remain where you are";
      case "take_encounter": return `Take the ${a.which[0].toUpperCase() + a.which.slice(1)}'s Encounter`;
      case "place_coin": return `Place 1 ${ONE[a.suit]}`;
      case "match": return `Match with ${card}` + (who ? `, 1 ${ONE[a.suit]} from ${who}` : "");
      case "advance": return `Expend to reach ${card}`;
      case "other_path": return `The Other Path: ${card}`;
      case "skip": return "Stay on this Stage";
      case "pick": return view.step === "split" ? `2 ${ONE[a.suit]} + 1 of the other` : `Take 1 ${ONE[a.suit]}`;
      case "guess": return `The ${a.which} hand`;
      case "give": return `Give 1 ${ONE[a.suit]} to ${who}`;
      case "take_mentor": return `Take ${card}`;
      case "begin_trade": return "Trade…";
      case "open_deal": return a.to !== undefined ? `Trade with ${who}` : a.card ? `Trade with ${card}` : "Trade with the bank";
      case "add_give": return `Give +1 ${ONE[a.suit]}`;
      case "add_take": return `Take +1 ${ONE[a.suit]}`;
      case "propose": return "Propose this trade";
      case "cancel": return "Cancel";
      case "accept": return "Accept the trade";
      case "decline": return "Decline";
      case "end_turn": return "End the turn";
      case "reveal": case "draw_hand": return card;
      case "flip": return a.which === "heads" ? `Heads: keep 1 ${ONE[a.suit]}` : `Tails`;
      case "open_fist": return a.which === "coins" ? "It held the coins" : "It was empty";
      default: return a.type.replace(/_/g, " ");
    }
  }

  const PRIMARY = ["reveal_challenge", "remain", "skip", "end_turn", "propose", "accept"];
  const DECK_TITLE = { mentors: "Mentor deck", places: "Place deck", challenges: "Deck of Challenges" };

  function actions(view, seat, send) {
    const mine = view.legal_actions.filter((a) => a.seat === seat);
    const cards = names(view);
    const panel = el("section", { class: "actions", id: "actions", "aria-labelledby": "h-actions" },
      el("h2", { id: "h-actions", text: mine.length ? "Your decision" : "Waiting" }));
    if (!mine.length) {
      panel.append(el("p", { class: "muted", text: view.scores ? "The journey is over." :
        `Waiting for ${seatName(view, view.deciding)}.` }));
    }
    const pending = pendingText(view, cards);
    if (pending && view.deciding === seat) panel.append(el("p", { id: "pending", text: pending }));
    panel.append(el("div", { class: "act-grid" }, mine.map((a) => el("button", {
      type: "button", class: PRIMARY.includes(a.type) ? "primary" : "",
      "data-action": a.type, "data-card": a.card || null, "data-suit": a.suit || null,
      onclick: () => send(a) }, label(view, a, cards)))));
    return panel;
  }

  function pendingText(view, cards) {
    const p = view.pending;
    if (!p) return "";
    const coins = (c) => SUITS.filter((s) => c[s]).map((s) => `${c[s]} ${ONE[s]}`).join(", ") || "nothing";
    if (p.kind === "reveal") {  // a physical table: the card that came up, entered here
      return p.secret ? "Which Challenge did you draw? Only your phone sees it."
        : `Which card came up from the ${DECK_TITLE[p.deck]}?`;
    }
    if (p.kind === "expend") {
      return `Expending for ${p.target ? p.target.name : p.purpose}: ${p.spent} of ${p.need}` +
        (p.cards.length ? ` (${p.cards.map((c) => c.name).join(", ")})` : "");
    }
    if (p.kind === "deal" || p.kind === "answer") {
      const whom = p.partner === "bank" ? "the bank" : p.partner ? cards[p.partner] || p.partner : seatName(view, p.kind === "deal" ? p.other : p.other);
      return p.kind === "deal" ? `Trade with ${whom}: give ${coins(p.give)}, take ${coins(p.take)}` +
        (p.partner ? ` (rate ${p.rate}:1)` : "")
        : `${seatName(view, p.other)} offers ${coins(p.give)} for your ${coins(p.take)}`;
    }
    return "";
  }

  function banner(view, seat) {
    const yours = seat !== null && view.deciding === seat;
    const active = seatName(view, view.active);
    return el("section", { class: "banner" + (yours ? " yours" : ""), id: "banner", "aria-live": "polite" },
      el("div", { class: "phase", id: "step", text: view.scores ? "Game over" :
        `${active}'s turn · ${view.step.replace(/_/g, " ")}` }),
      el("p", { class: "prompt", id: "prompt", text: view.prompt }),
      yours ? el("p", { class: "yours-note", text: "Your decision" }) : null);
  }

  function journeyLine(view) {
    const pawns = (test) => view.heroes.filter(test).map((h) => el("span", {
      class: `marker m${h.seat % 6}`, title: h.name, text: h.name.slice(0, 1).toUpperCase() }));
    const line = (rank, name, id, test, extra) => el("tr", {},
      el("td", { text: rank }), el("td", {}, id ? el("a", { href: `/cards/${id}`, text: name }) : name, extra || null),
      el("td", {}, pawns(test)));
    const rows = [line("", "Before The Origin", null, (h) => h.stage === -1)];
    view.journey.forEach((c, i) => {
      const paths = view.heroes.filter((h) => h.stage === i && h.path && !h.ending);
      rows.push(line(c.value, c.name, c.id, (h) => h.stage === i && !h.ending,
        paths.length ? el("small", { text: ` (${paths.map((h) => `${h.name} on ${h.path.name}`).join(", ")})` }) : null));
    });
    view.endings.forEach((c) => rows.push(line("♛", c.name, c.id, (h) => h.ending && h.ending.id === c.id)));
    return el("section", { "aria-labelledby": "h-journey" },
      el("h2", { id: "h-journey", text: "The journey" }),
      el("table", { id: "journey", class: "journey" }, el("tbody", {}, rows)));
  }

  function heroes(view, seat) {
    return el("section", { id: "heroes", "aria-labelledby": "h-heroes" },
      el("h2", { id: "h-heroes", text: "Heroes" }), view.heroes.map((h) => {
        const notes = [];
        if (h.lost_turns) notes.push(`loses ${h.lost_turns} turn${h.lost_turns > 1 ? "s" : ""}`);
        if (h.extra_turns) notes.push(`${h.extra_turns} extra turn${h.extra_turns > 1 ? "s" : ""}`);
        const hand = h.seat === seat && h.hand ? h.hand.map((c) => c.name).join(", ") || "none"
          : `${h.hand_count} card${h.hand_count === 1 ? "" : "s"}`;
        return el("section", { class: "party", "data-seat": h.seat, "aria-label": `${h.name}'s hero` },
          el("h3", {}, el("span", { class: `marker m${h.seat % 6}`, "aria-hidden": "true",
            text: h.name.slice(0, 1).toUpperCase() }), h.name,
            el("span", { class: "burden", text: ` ${h.path ? h.path.name : h.stage_name} (Stage ${h.stage_rank})` +
              (notes.length ? ` · ${notes.join(", ")}` : "") })),
          el("p", { class: "sub" }, "Coins (with cards): ", coinLine(h.coins, h.resources)),
          el("p", { class: "sub muted", text: "☾ Moons ☀ Suns ≈ Waves ♣ Leaves § Wyrms ∞ Knots" }),
          el("ul", { class: "chars" }, h.cards.map((c) => el("li", { class: "char" },
            el("a", { class: "name", href: `/cards/${c.id}`, text: c.name }),
            el("span", { class: "stats", text: ` ${c.role} · ${c.value} · ${c.suits.map((s) => MARK[s]).join("")}` })))),
          el("p", { class: "sub muted", text: `Challenges in hand: ${hand}` }));
      }));
  }

  function rows(view) {
    const card = (c) => c ? el("span", {}, el("a", { href: `/cards/${c.id}`, text: c.name }),
      SUITS.some((s) => c.coins[s]) ? el("span", {}, " with ", coinLine(c.coins)) : null) : "—";
    const row = (title, r) => el("li", {}, el("b", { text: `${title}: ` }), card(r.mentor), " & ", card(r.place));
    return el("section", { id: "encounters", "aria-labelledby": "h-enc" },
      el("h2", { id: "h-enc", text: "Encounters" }),
      el("ul", { class: "links" }, row("Wanderer's", view.rows.wanderer), row("Traveler's", view.rows.traveler),
        el("li", { text: `Seeker's: face down (${view.decks.mentors} Mentors, ${view.decks.places} Places left)` })),
      el("p", { class: "sub" }, `Mentor limit ${view.mentor_limit} · Challenges in the deck ${view.decks.challenges} · Bank `,
        coinLine(view.bank)),
      view.physical ? el("p", { class: "sub muted", id: "physical",
        text: "Real cards and coins: each card turned over, coin flipped or fist opened is entered on a phone." }) : null);
  }

  function over(view, seat) {
    if (!view.scores) return null;
    const won = view.winners.includes(seat);
    return el("section", { class: "over " + (won || seat === null ? "win" : "loss"), id: "game-over", role: "status" },
      el("p", { class: "big", text: seat === null ? "Game over" : won ? "You win!" : "The journey is over" }),
      el("table", { id: "scores", class: "scores" }, el("tr", {}, ["Hero", "Stage", "Coins", "Set", "Cards", "End", "Total"].map((t) => el("th", { text: t }))),
        view.scores.map((s) => el("tr", {}, [seatName(view, s.seat), s.stage, s.coins, s.full_set, s.cards, s.ending, s.total]
          .map((t) => el("td", { text: t }))))));
  }

  HJ.game = {
    sections(view, seat, notice, controls) {
      return [over(view, seat), banner(view, seat), notice, controls, journeyLine(view),
              heroes(view, seat), rows(view),
              el("p", {}, el("a", { class: "button wide", href: "/games/heros-journey-v3/rules", text: "Rules and rulings" }))];
    },
    actions,
    useDeck() {},
    play() {},
  };
})();
