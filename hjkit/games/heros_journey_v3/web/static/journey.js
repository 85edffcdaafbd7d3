/* The Hero's Journey v3 on a phone: the journey line, heroes with coins and resources by
   suit, the Encounter rows, and this seat's decision in the dock. The view is the JSON of
   engine/view.py; every action sent is one of view.legal_actions. A payment (an expense)
   and The Excuse's two suits are chosen in the kit's payment builder (payment.js) and sent
   with one tap; every other decision is one button. */
"use strict";

(function () {
  const HJ = window.HJ;
  const el = HJ.el;
  const here = document.currentScript && document.currentScript.src;
  if (here) document.head.append(el("link", { rel: "stylesheet", href: here.replace(/\.js(\?.*)?$/, ".css") }));
  const SUITS = ["moons", "suns", "waves", "leaves", "wyrms", "knots"];
  const ONE = { moons: "Moon", suns: "Sun", waves: "Wave", leaves: "Leaf", wyrms: "Wyrm", knots: "Knot" };
  const MANY = { moons: "Moons", suns: "Suns", waves: "Waves", leaves: "Leaves", wyrms: "Wyrms", knots: "Knots" };
  const MARK = { moons: "☾", suns: "☀", waves: "≈", leaves: "♣", wyrms: "§", knots: "∞" };
  const count = (n, s) => `${n} ${n === 1 ? ONE[s] : MANY[s]}`;

  function names(view) {
    const map = {};
    const add = (c) => { if (c) map[c.id] = c; };
    [...view.journey, ...view.endings, view.challenge].forEach(add);
    for (const h of view.heroes) { [...h.cards, ...(h.hand || []), h.path, h.ending].forEach(add); }
    for (const row of Object.values(view.rows)) { add(row.mentor); add(row.place); }
    if (view.pending && view.pending.cards) view.pending.cards.forEach(add);
    if (view.pending && view.pending.target) add(view.pending.target);
    if (view.pending && view.pending.card) add(view.pending.card);
    return map;
  }

  const seatName = (view, s) => (view.heroes[s] ? view.heroes[s].name : `Seat ${s + 1}`);
  const marks = (suits) => suits.map((s) => MARK[s]).join("");

  function coinLine(coins, extra) {
    return el("span", { class: "coins" }, SUITS.filter((s) => coins[s] || (extra && extra[s]))
      .map((s) => el("span", { class: `suit s-${s}`, title: MANY[s] },
        `${MARK[s]}${coins[s]}` + (extra && extra[s] !== coins[s] ? `(${extra[s]})` : ""))));
  }

  /* A payment's coins and cards in words: "2 Moons + 1 Wave + The Bard". */
  function paid(a, cards) {
    const parts = SUITS.filter((s) => a.coins[s]).map((s) => count(a.coins[s], s));
    return [...parts, ...a.cards.map((c) => (cards[c] ? cards[c].name : c))].join(" + ") || "nothing";
  }

  function label(view, a, cards) {
    const card = cards[a.card] ? cards[a.card].name : a.card;
    const who = a.to !== undefined ? seatName(view, a.to) : "";
    switch (a.type) {
      case "play_challenge": return `Play ${card} (pay 1 ${ONE[a.suit]})`;
      case "reveal_challenge": return "Reveal the top Challenge";
      case "take_two": return `Draw 1 ${ONE[a.suit]} + 1 ${ONE[a.suit2]}`;
      case "pay": return `Pay ${paid(a, cards)}`;
      case "spend": return a.card ? `Discard ${card}` : `Spend 1 ${ONE[a.suit]}`;
      case "draw_challenge": return "Draw a Challenge for your hand";
      case "pass": return "No, thanks";
      case "keep": return `Keep ${card}: pay 1 ${ONE[a.suit]}`;
      case "discard": return `Discard ${card}`;
      case "remain": return "Remain here";
      case "take_encounter": {
        const fee = { wanderer: 0, traveler: 2, seeker: 4 }[a.which];
        const passed = [view.rows.wanderer.mentor, view.rows.wanderer.place,
                        ...(a.which === "seeker" ? [view.rows.traveler.mentor, view.rows.traveler.place] : [])]
          .slice(0, fee).filter(Boolean).length;
        // The cards taken, by name (the Seeker's lie face down).
        const row = view.rows[a.which];
        const taken = (row ? [row.mentor, row.place].filter(Boolean).map((c) => c.name).join(" & ") : "") || "face down";
        return `${a.which[0].toUpperCase() + a.which.slice(1)}'s: ${taken}` + (passed ? ` (pay ${passed})` : " (free)");
      }
      case "match": return `Match with ${card}` + (who ? `, 1 ${ONE[a.suit]} from ${who}` : "");
      case "advance": return `Pay to reach ${card}`;
      case "other_path": return `The Other Path: ${card}`;
      case "skip": return "Stay on this Stage";
      case "pick": return view.step === "split" ? `2 ${MANY[a.suit]} + 1 of the other` :
        view.step === "substitute" ? `The bank gives ${seatName(view, view.pending.other)} 1 ${ONE[a.suit]}` :
        `Take 1 ${ONE[a.suit]}`;
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
      case "reveal": return card;
      case "flip": return a.which === "heads" ? `Heads: keep 1 ${ONE[a.suit]}` : "Tails";
      case "open_fist": return a.which === "coins" ? "It held the coins" : "It was empty";
      default: return a.type.replace(/_/g, " ");
    }
  }

  const PRIMARY = ["reveal_challenge", "remain", "skip", "end_turn", "propose", "accept"];
  const DECK_TITLE = { mentors: "Mentor deck", places: "Place deck", challenges: "Deck of Challenges" };
  const PURPOSE = {
    stage: (p) => `To ${p.target.name}: ${p.need} of ${p.suits.map((s) => MARK[s]).join(" and ")}`,
    ending: (p) => `To ${p.target.name}: 10 ${MANY[p.suits[0]]}`,
    path: (p) => `The Other Path onto ${p.target.name}: 3 resources`,
    challenge: (p) => `The Challenge is failed: expend ${count(p.need, p.suits[0])}`,
    harvest: () => "The Harvest: expend 1 Sun and 1 Leaf",
    rite: () => "The Rite: expend 2 Moons, Wyrms or Leaves",
  };

  /* An expense: the coins of its suits and the cards bearing them, the cheapest way chosen
     to start with (the engine lists the payments cheapest first). */
  function paymentBuilder(view, seat, send, mine, cards) {
    const p = view.pending;
    const hero = view.heroes[seat];
    const offers = mine.filter((a) => a.type === "pay");
    const takes = (a) => { const out = { ...a.coins }; for (const c of a.cards) out[c] = 1; return out; };
    const most = (key) => Math.max(0, ...offers.map((a) => takes(a)[key] || 0));
    const usable = hero.cards.filter((c) => most(c.id));
    const items = [
      ...p.suits.filter((s) => most(s)).map((s) => ({ key: s, label: (n) => (n === 1 ? ONE[s] : MANY[s]),
                                                       max: Math.min(hero.coins[s], most(s)),
                                                       detail: `${MARK[s]} of ${hero.coins[s]}` })),
      ...usable.map((c) => ({ key: c.id, label: c.name, max: 1,
                              detail: `worth ${c.value} ${marks(c.suits.filter((s) => p.suits.includes(s)))}` })),
    ];
    const worth = (picked) => SUITS.reduce((n, s) => n + (picked[s] || 0), 0) +
      usable.reduce((n, c) => n + (picked[c.id] ? c.value : 0), 0);
    const spent = (picked) => new Set(p.suits.filter((s) => picked[s] ||
      usable.some((c) => picked[c.id] && c.suits.includes(s))));
    function status(picked, chosen) {
      const w = worth(picked) + p.spent;
      const has = spent(picked);
      if (chosen) return `${w} of ${p.need}` + (w > p.need ? ": a card counts whole, no change is given" : "");
      if (w < p.need) return `${w} of ${p.need}: ${p.need - w} more`;
      const lacking = p.cover.filter((s) => !has.has(s));
      if (lacking.length) return `${w} of ${p.need}: at least one ${lacking.map((s) => ONE[s]).join(" and one ")}`;
      if (has.size < p.min_suits) return `${w} of ${p.need}: from at least ${p.min_suits} suits`;
      return `${w} of ${p.need}: more than needed, leave something out`;
    }
    const cancel = mine.find((a) => a.type === "cancel");
    return HJ.payment({
      id: "payment", title: (PURPOSE[p.purpose] || (() => `Expend ${p.need}`))(p),
      offers, picks: takes, items, start: offers[0] || null, status,
      confirm: (a) => `Pay ${paid(a, cards)}`, idle: "Choose what to pay", send,
      extra: cancel ? [HJ.actionButton(cancel, send, "Cancel", { type: "button" })] : [],
    });
  }

  /* The Excuse: two suits of the bank, chosen, then drawn with one tap. */
  function excusePicker(view, send, mine) {
    const offers = mine.filter((a) => a.type === "take_two");
    const suits = SUITS.filter((s) => offers.some((a) => a.suit === s || a.suit2 === s));
    return HJ.payment({
      id: "excuse", title: "The Excuse: draw 2 resources of different suits",
      offers, picks: (a) => ({ [a.suit]: 1, [a.suit2]: 1 }),
      items: suits.map((s) => ({ key: s, label: `${MARK[s]} ${ONE[s]}`, max: 1 })),
      start: offers.length === 1 ? offers[0] : null,
      status: (picked, chosen) => chosen ? "" : `${Object.values(picked).filter(Boolean).length} of 2 chosen`,
      confirm: (a) => `Draw 1 ${ONE[a.suit]} + 1 ${ONE[a.suit2]}`, idle: "Choose two suits", send,
    });
  }

  /* Actions that differ only in the coin they pay (The Excuse played from hand, a Mentor
     kept, a coin given): the payment builder with the coin held most chosen, so paying is
     one tap and another coin two (the coin, then Pay). A step has one such group at most. */
  function coinPicker(view, seat, send, group, title, confirm, id) {
    const hero = view.heroes[seat];
    const start = group.reduce((best, a) => (hero.coins[a.suit] > hero.coins[best.suit] ? a : best));
    return HJ.payment({
      id, title, offers: group, picks: (a) => ({ [a.suit]: 1 }),
      items: group.map((a) => ({ key: a.suit, label: `${MARK[a.suit]} ${ONE[a.suit]}`, max: 1,
                                 detail: `${hero.coins[a.suit]}` })),
      start, confirm, idle: "Choose the coin", send,
    });
  }

  /* The Traveler's or Seeker's fee, "1 resource to each card" passed over: the coins in the
     payment builder, those held most chosen to start with; they go on the cards in the
     order the cards lie, by suit (as the engine lays them: encounter.fee_order). */
  function feeBuilder(view, seat, send, mine) {
    const p = view.pending;
    const hero = view.heroes[seat];
    const offers = mine.filter((a) => a.type === "pay");
    const most = (s) => Math.max(0, ...offers.map((a) => a.coins[s] || 0));
    const laid = (coins) => {
      const rest = { ...coins };
      for (const s of p.placed) rest[s] -= 1;
      return [...p.placed, ...SUITS.flatMap((s) => Array(rest[s] || 0).fill(s))];
    };
    const cancel = mine.find((a) => a.type === "cancel");
    return HJ.payment({
      id: "fee", title: `Pay ${p.cards.length} coins: 1 on each card passed over`, offers,
      picks: (a) => a.coins, start: offers[0] || null,
      items: SUITS.filter((s) => most(s)).map((s) => ({ key: s, max: most(s),
        label: (n) => (n === 1 ? ONE[s] : MANY[s]), detail: `${MARK[s]} of ${hero.coins[s]}` })),
      status: (picked, chosen) => chosen
        ? laid(chosen.coins).map((s, i) => `${MARK[s]} on ${p.cards[i].name}`).join(" · ")
        : `${SUITS.reduce((n, s) => n + (picked[s] || 0), 0)} of ${p.cards.length} coins`,
      confirm: (a) => `Pay ${paid(a, {})}`, idle: "Choose the coins", send,
      extra: cancel ? [HJ.actionButton(cancel, send, "Cancel", { type: "button" })] : [],
    });
  }

  /* Which actions share a coin picker, its title and its button, by the decision. */
  function coinGroups(view, mine, cards) {
    const by = (test) => mine.filter((a) => test(a) && a.suit);
    const name = (id) => (cards[id] ? cards[id].name : id);
    const groups = [];
    if (view.step === "challenge" && !view.physical) {  // physical: realHand
      for (const card of new Set(mine.filter((a) => a.type === "play_challenge").map((a) => a.card))) {
        groups.push([by((a) => a.type === "play_challenge" && a.card === card), `${name(card)}: pay 1 coin of any suit`,
          (a) => `Play ${name(card)} (pay 1 ${ONE[a.suit]})`, "play-challenge"]);
      }
    } else if (view.step === "upkeep") {
      const keep = by((a) => a.type === "keep");
      if (keep.length) groups.push([keep, `Keep ${name(keep[0].card)}: pay 1 coin`, (a) => `Keep it: pay 1 ${ONE[a.suit]}`, "keep"]);
    } else if (view.step === "tribute") {
      groups.push([by((a) => a.type === "give"), `A coin for ${seatName(view, view.pending.other)}`,
        (a) => `Give 1 ${ONE[a.suit]}`, "give"]);
    }
    return groups.filter(([group]) => group.length > 1);
  }

  /* A physical table: the Challenge in the real hand, named when played. One button opens
     a sheet of every Challenge nobody has seen, each with the coin it is paid with. */
  function realHand(view, send, plays, cards) {
    const name = (id) => (cards[id] ? cards[id].name : id);
    const open = () => HJ.sheet("Which Challenge do you play from your hand?", (close) =>
      el("div", { class: "act-grid hj3-acts" }, plays.map((a) => HJ.actionButton(a,
        (x) => { close(); send(x); }, `${name(a.card)} (pay 1 ${ONE[a.suit]})`,
        { "data-card": a.card, "data-suit": a.suit }))), "hand-sheet");
    return HJ.sheetButton("hand-sheet", "Play the Challenge in your hand…", open, { id: "play-hand" });
  }

  function actions(view, seat, send) {
    const mine = view.legal_actions.filter((a) => a.seat === seat);
    const cards = names(view);
    const panel = el("div", { class: "actions", id: "actions" }); // inside the dock, the landmark "Your decision"
    if (view.scores) return null;  // the scores above say it; the dock keeps the rematch
    if (!mine.length) {
      panel.append(el("p", { class: "waiting", text: `Waiting for ${seatName(view, view.deciding)}.` }));
      return panel;
    }
    const pending = pendingText(view, cards);
    if (pending) panel.append(el("p", { id: "pending", class: "hj3-pending", text: pending }));
    let rest = mine;
    if (view.step === "expend") {
      panel.append(paymentBuilder(view, seat, send, mine, cards));
      rest = mine.filter((a) => a.type !== "pay" && a.type !== "cancel");
    } else if (view.step === "excuse") {
      panel.append(excusePicker(view, send, mine));
      rest = mine.filter((a) => a.type !== "take_two");
    } else if (view.step === "road_pay") {
      panel.append(feeBuilder(view, seat, send, mine));
      rest = mine.filter((a) => a.type !== "pay" && a.type !== "cancel");
    }
    if (view.step === "challenge" && view.physical) {
      const plays = mine.filter((a) => a.type === "play_challenge");
      if (plays.length) panel.append(realHand(view, send, plays, cards));
      rest = rest.filter((a) => a.type !== "play_challenge");
    }
    for (const [group, title, confirm, id] of coinGroups(view, mine, cards)) {
      panel.append(coinPicker(view, seat, send, group, title, confirm, id));
      rest = rest.filter((a) => !group.includes(a));
    }
    if (rest.length) {
      panel.append(el("div", { class: "act-grid hj3-acts" }, rest.map((a) => HJ.actionButton(a, send, label(view, a, cards), {
        class: PRIMARY.includes(a.type) ? "primary" : "", "data-card": a.card || null, "data-suit": a.suit || null }))));
    }
    return panel;
  }

  function pendingText(view, cards) {
    const p = view.pending;
    if (!p) return "";
    const coins = (c) => SUITS.filter((s) => c[s]).map((s) => count(c[s], s)).join(", ") || "nothing";
    if (p.kind === "reveal") {  // a physical table: the card that came up, entered here
      return `Which card came up from the ${DECK_TITLE[p.deck]}?`;
    }
    if (p.kind === "deal" || p.kind === "answer") {
      const whom = p.partner === "bank" ? "the bank" : p.partner ? (cards[p.partner] || {}).name || "a card" : seatName(view, p.other);
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
      el("div", { class: "phase", id: "step" }, el("span", { text: view.scores ? "Game over" :
        `${active}'s turn · ${view.step_title}` }),
        yours ? el("span", { class: "yours-note hj3-yours", text: "You decide" }) : null),
      el("p", { class: "prompt", id: "prompt", text: view.prompt }),
      roundsLeft(view));
  }

  /* The table's own round limit, when it set one: the game is scored after the last. */
  function roundsLeft(view) {
    if (view.round_limit === null) return null;
    const after = view.rounds_after;
    return el("p", { class: "hj3-rounds", id: "rounds-left",
      text: `Round ${view.round} of ${view.round_limit} · ` +
        (after === 0 ? "the last: then the game is scored" : `${after} more after this one`) });
  }

  /* The journey line as a grid of Stages, each with its rank and the pawns on it. */
  function journeyLine(view) {
    const pawns = (test) => view.heroes.filter(test).map((h) => el("span", {
      class: `marker m${h.seat % 6}`, title: h.name, text: h.name.slice(0, 1).toUpperCase() }));
    const stage = (rank, c, name, test, cls) => el("li", { class: "hj3-stage" + (cls ? ` ${cls}` : "") },
      rank ? el("span", { class: "hj3-rank", text: rank }) : null,
      c ? el("a", { class: "card-name", href: `/cards/${c.id}`, "aria-label": c.name, text: name.replace(/^The /, "") })
        : el("span", { text: name }),
      el("span", { class: "hj3-pawns" }, pawns(test)));
    const items = [stage("", null, "Before", (h) => h.stage === -1)];
    view.journey.forEach((c, i) => items.push(stage(c.value, c, c.name, (h) => h.stage === i && !h.ending,
      view.heroes.some((h) => h.stage === i && h.path && !h.ending) ? "on-path" : "")));
    view.endings.forEach((c) => items.push(stage("♛", c, c.name, (h) => h.ending && h.ending.id === c.id, "ending")));
    const line = el("ol", { id: "journey", class: "hj3-line" }, items);
    // One row that scrolls by itself (the page does not): the active hero's Stage in view.
    const active = view.heroes[view.active];
    const at = active.ending ? 9 + view.endings.findIndex((c) => c.id === active.ending.id) : active.stage + 1;
    requestAnimationFrame(() => {
      const cell = line.children[Math.max(0, at - 1)];
      if (cell) line.scrollLeft = cell.offsetLeft - line.offsetLeft;
    });
    return el("section", { "aria-labelledby": "h-journey", class: "hj3" },
      el("h2", { id: "h-journey", class: "visually-hidden", text: "The journey" }), line);
  }

  function heroes(view, seat) {
    return el("section", { id: "heroes", class: "hj3", "aria-labelledby": "h-heroes", "data-still": "" },
      el("h2", { id: "h-heroes" }, "Heroes ", el("small", { class: "hj3-legend",
        text: "☾Moon ☀Sun ≈Wave ♣Leaf §Wyrm ∞Knot" })),
      view.heroes.map((h) => {
        const notes = [];
        if (h.lost_turns) notes.push(`loses ${h.lost_turns} turn${h.lost_turns > 1 ? "s" : ""}`);
        if (h.extra_turns) notes.push(`${h.extra_turns} extra turn${h.extra_turns > 1 ? "s" : ""}`);
        const hand = h.seat === seat && h.hand ? `Hand: ${h.hand.map((c) => c.name).join(", ") || "none"}`
          : `${h.hand_count} in hand`;
        return el("section", { class: "party hj3-hero", "data-seat": h.seat, "aria-label": `${h.name}'s hero` },
          el("h3", {}, el("span", { class: `marker m${h.seat % 6}`, "aria-hidden": "true",
            text: h.name.slice(0, 1).toUpperCase() }), el("span", { class: "who", text: h.name }),
            el("span", { class: "hj3-hand", text: hand }),
            el("span", { class: "hj3-where", text: `${h.path ? `${h.path.name}, beside` : ""} ${h.stage_name} (${h.stage_rank})`.trim() +
              (notes.length ? ` · ${notes.join(", ")}` : "") })),
          el("p", { class: "sub" }, coinLine(h.coins, h.resources)),
          el("ul", { class: "hj3-cards" }, h.cards.map((c) => el("li", {},
            el("a", { href: `/cards/${c.id}`, text: c.name }),
            el("span", { class: "hj3-worth", text: ` ${c.value} ${marks(c.suits)}` })))));
      }));
  }

  function rows(view) {
    const card = (c) => c ? el("span", {}, el("a", { href: `/cards/${c.id}`, text: c.name }),
      SUITS.some((s) => c.coins[s]) ? el("span", {}, " with ", coinLine(c.coins)) : null) : "—";
    const row = (title, r) => el("li", {}, el("b", { text: `${title}: ` }), card(r.mentor), " & ", card(r.place));
    return el("section", { id: "encounters", class: "hj3", "aria-labelledby": "h-enc", "data-still": "" },
      el("h2", { id: "h-enc", class: "hj3-head" }, "Encounters ",
        el("a", { class: "hj3-rules", href: "/games/heros-journey-v3/rules", text: "Rules and rulings" })),
      el("ul", { class: "hj3-rows" }, row("Wanderer's", view.rows.wanderer), row("Traveler's", view.rows.traveler),
        el("li", { text: `Seeker's: face down (${view.decks.mentors} Mentors, ${view.decks.places} Places)` })),
      el("p", { class: "sub" }, `Bank `, coinLine(view.bank),
        ` · Challenges left ${view.decks.challenges} · Mentor limit ${view.mentor_limit}`),
      view.physical ? el("p", { class: "sub muted", id: "physical",
        text: "Real cards and coins: each card turned over, coin flipped or fist opened is entered on a phone." }) : null);
  }

  /* The scores, one column per hero, so four heroes fit a 320 px phone. */
  function over(view, seat) {
    if (!view.scores) return null;
    const won = view.winners.includes(seat);
    const parts = [["Stage ×2", "stage"], ["Coins", "coins"], ["Full set", "full_set"],
                   ["Cards", "cards"], ["Ending", "ending"], ["Total", "total"]];
    const winners = view.winners.map((s) => seatName(view, s)).join(" and ");
    return el("section", { class: "over hj3-over " + (won || seat === null ? "win" : "loss"), id: "game-over", role: "status" },
      el("p", { class: "big", text: seat === null ? "Game over" : won ? "You win!" : "The journey is over" }),
      el("p", { class: "winner", text: `${winners} ${view.winners.length > 1 ? "share the win" : "wins"}.` }),
      el("table", { id: "scores", class: "scores hj3-scores" },
        el("thead", {}, el("tr", {}, el("th", { text: "" }),
          view.scores.map((s) => el("th", { scope: "col", text: seatName(view, s.seat) })))),
        el("tbody", {}, parts.map(([title, key]) => el("tr", { class: key === "total" ? "total" : null },
          el("th", { scope: "row", text: title }), view.scores.map((s) => el("td", { text: s[key] })))))));
  }

  HJ.game = {
    sections(view, seat, notice, controls) {
      // Once scored, the scores say it all: no banner of whose turn it is.
      return [over(view, seat), view.scores ? null : banner(view, seat), notice, controls, journeyLine(view),
              heroes(view, seat), rows(view)];
    },
    actions,
    useDeck() {},
    play() {},
  };
})();
