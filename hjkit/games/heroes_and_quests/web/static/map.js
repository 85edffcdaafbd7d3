/* Heroes and Quests on a phone: whose turn and phase, the roll to make, the fight's number
   worked out, the 10 x 10 map with pawns, quest markers and the legal moves, every party
   (heroes, levels, relics against the limits, gold, XP, hand) and the quests on the map.
   The view is the JSON of engine/view.py; every action sent is one of view.legal_actions. */
"use strict";

(function () {
  const HJ = window.HJ;
  const el = HJ.el;
  const SIDE = 10;
  const PURPOSE = {
    order: "turn order (highest goes first)", encounter: "Encounter Table", explore: "Encounter Table (Explore)", tag: "Random Minion type",
    fight: "the fight", casualties: "casualties (1D3 heroes killed)", death: "which hero dies",
    save: "Save (5 or 6 survives)", respawn: "Random Party Starting Location",
  };
  const PHASE = { order: "Setup: roll for turn order", place: "Setup: place pawns", move: "Move Phase", quest: "Quest Phase",
                  terrain: "Terrain Phase", end: "End Phase", over: "Game over" };
  let cards = {};
  // At a table whose decks are shuffled by hand, the cards this player names as drawn; sent
  // with the next action (the companion asks for each card it draws), cleared by a new view.
  let named = [], namedFor = null;
  const DECKS = [["quests", "Quest"], ["traps", "Trap"], ["heroes", "Hero"], ["relics", "Relic"],
                 ["actions", "Action"]];

  function naming(view, send) {
    if (view !== namedFor) { named = []; namedFor = view; }
    if (!view.decks_by_hand) return send;
    return (a) => send(named.length ? { ...a, draws: [...named] } : a);
  }

  function drawPicker() {
    const chips = el("p", { class: "sub", id: "drawn-cards", "aria-live": "polite" });
    const showChips = () => chips.replaceChildren(named.length
      ? `Cards drawn, sent with your next action: ${named.map(cardName).join(", ")}`
      : "Decks shuffled by hand: when the companion asks, name each card you draw, then tap your action again.");
    showChips();
    const select = el("select", { id: "draw-card", "aria-label": "Card drawn" },
      DECKS.map(([deck, title]) => el("optgroup", { label: `${title} Deck` },
        Object.entries(cards).filter(([, c]) => c.deck === deck)
          .sort((x, y) => x[1].title.localeCompare(y[1].title))
          .map(([id, c]) => el("option", { value: id, text: c.title })))));
    return el("div", { class: "draw-picker", id: "draw-picker" }, chips,
      el("label", { for: "draw-card", text: "Card drawn" }), select,
      el("div", { class: "act-grid" },
        el("button", { type: "button", id: "draw-add", onclick: () => { named.push(select.value); showChips(); } }, "Add the card drawn"),
        el("button", { type: "button", id: "draw-clear", onclick: () => { named = []; showChips(); } }, "Clear")));
  }

  (function stylesheet() {
    const me = document.currentScript && document.currentScript.src;
    if (!me || document.getElementById("hq-css")) return;
    document.head.append(el("link", { rel: "stylesheet", id: "hq-css", href: me.replace(/map\.js.*$/, "map.css") }));
  })();

  const seatName = (view, s) => (view.seats[s] ? view.seats[s].name : `Seat ${s + 1}`);
  const where = (sq) => `row ${Math.floor(sq / SIDE) + 1}, column ${(sq % SIDE) + 1}`;
  const tileName = (view, sq) => view.board[sq].name;
  const mine = (view, seat) => view.legal_actions.filter((a) => a.seat === seat);
  let offered = {};  // the view's offered_cards: the action cards the legal actions name
  const cardName = (id) => (offered[id] ? offered[id].name : cards[id] ? cards[id].title : id);

  function heroName(view, seat, id) {
    const h = view.seats[seat].heroes.find((x) => x.id === id);
    return h ? h.name : id;
  }

  const victimName = (view) => view.seats[view.turn].heroes[view.pending.victim].name;

  function label(view, a) {
    switch (a.type) {
      case "move": return `${view.phase === "place" ? "Start at" : "Move to"} ${tileName(view, a.to)} (${where(a.to)})`;
      case "roll": return a.value === undefined ? `Roll 1D${view.pending.die}` : String(a.value);
      case "retreat": return "Retreat (go to the End Phase)";
      case "accept": return view.pending && view.pending.purpose === "heal"
        ? `Let ${victimName(view)} die (keep the Heal)` : "Accept the lost fight";
      case "give": return `Give ${view.placing[0].name} to ${heroName(view, a.seat, a.hero)}`;
      case "heal": return `Heal ${victimName(view)} with ${view.healers[a.by] || a.by}`;
      case "spend": return a.use === "fight" ? `Spend ${a.amount} XP: Fight +${a.amount}`
        : a.use === "reroll" ? (view.reroll ? `Spend 2 XP: reroll the ${view.reroll.value} rolled for ${PURPOSE[view.reroll.purpose]}`
          : "Spend 2 XP: reroll the 1D20") : `Level Token for ${heroName(view, a.seat, a.hero)}`;
      case "terrain": return terrainLabel(view, a);
      case "play": return `Play ${cardName(a.card)}` + (offered[a.card] ? ` (${offered[a.card].effect})` : "");
      case "end": return "End the turn";
      default: return a.type;
    }
  }

  const COST = { Recruit: 3, Guide: 1, "Buy Relic": 4, Ship: 2, Fortune: 1, Alchemist: 1, Train: 2 };

  function terrainLabel(view, a) {
    const cost = COST[a.action] ? ` (${COST[a.action]} Gold)` : "";
    if (a.action === "Train") return `Train ${heroName(view, a.seat, a.choice)}${cost}`;
    if (a.action === "Fortune") return `Fortune: the ${a.choice} deck${cost}`;
    if (a.action === "Pray") return `Pray for ${cardName(a.choice)}`;
    if (a.choice === "ignore-potions") return `Buy Relic, ignoring potions${cost}`;
    return a.action + cost;
  }

  function banner(view, seat) {
    const yours = seat !== null && mine(view, seat).length > 0;
    const who = view.phase === "over" ? `${seatName(view, view.winner)} wins` : `${seatName(view, view.turn)}'s turn`;
    let prompt = "";
    if (view.placing && view.placing.length) prompt = `Choose the hero who carries ${view.placing[0].name}.`;
    else if (view.pending && view.pending.purpose === "lost") prompt = "Fight lost: reroll for 2 XP, or accept it.";
    else if (view.pending && view.pending.purpose === "heal") prompt = `${victimName(view)} is killed: use a Heal, or let the hero die.`;
    else if (view.pending && view.pending.purpose === "save") prompt = `Roll 1D6 for ${victimName(view)}'s Save (5 or 6 survives)` +
      (view.pending.deaths > 1 ? ` · ${view.pending.deaths} to die` : "");
    else if (view.pending) prompt = `Roll 1D${view.pending.die} for ${PURPOSE[view.pending.purpose]}` +
      (view.pending.deaths ? ` · ${view.pending.deaths} to die` : "");
    else if (view.phase === "move") prompt = `Move up to ${HJ.counted(view.move_allowance, "space")}, orthogonally.`;
    else if (view.phase === "terrain") prompt = "Take a terrain action (or Nothing).";
    else if (view.phase === "end") prompt = "Play end cards, then end the turn.";
    else if (view.phase === "place") prompt = "Place your pawn on a City, Town, Castle, Village, Outpost or Hamlet.";
    return el("section", { class: "banner" + (yours ? " yours" : ""), id: "banner", "aria-live": "polite" },
      el("div", { class: "phase" }, el("span", { id: "phase", text: `${PHASE[view.phase]} · round ${view.round}` }),
        yours ? el("span", { class: "yours-note", text: "Your decision" }) : null),
      el("p", { class: "prompt", id: "prompt" }, el("b", { text: who }), prompt ? ` — ${prompt}` : ""),
      turnOrder(view));
  }

  // "Players roll high on the 1D20 to determine Turn Order": the rolls, and the order once settled.
  function turnOrder(view) {
    if (!view.order_rolls || !view.order_rolls.length) return null;
    const rolls = (s) => view.order_rolls[s].join(", then ") || "to roll";
    const seats = view.phase === "order" ? view.seats.map((_, i) => i) : view.turn_order;
    return el("p", { class: "sub", id: "turn-order", text: (view.phase === "order" ? "Rolls for turn order: " : "Turn order: ") +
      seats.map((s) => `${seatName(view, s)} (${rolls(s)})`).join(" · ") });
  }

  function fight(view) {
    if (!view.enemy) return null;
    const e = view.enemy;
    const rows = [el("p", {}, el("b", { text: e.name }),
      ` — ${e.kind === "foe" ? `Final Foe, ${HJ.counted(e.lives, "life", "lives")} left` : e.kind}` +
      (e.tags.length ? ` · ${e.tags.join(", ")}` : ""))];
    if (view.fight) {
      const f = view.fight;
      rows.push(el("p", { id: "fight-number" },
        `1D20 + levels ${f.levels} + bonus ${f.bonus} − fight value ${f.fight_value} = 1D20 ${f.without_roll >= 0 ? "+" : "−"} ${Math.abs(f.without_roll)}`),
      el("p", { class: "lead", id: "fight-needs", text: needsText(f) }));
    }
    return el("section", { class: "fight", id: "fight", "aria-labelledby": "h-fight" },
      el("h2", { id: "h-fight", text: "Encounter" }), ...rows);
  }

  function needsText(f) {
    return f.needs <= 1 ? "Any roll wins: 15 or more, no casualties."
      : f.needs > 20 ? `Even a 20 loses (needs ${f.needs}): spend XP, play a card, or retreat.`
      : `Roll ${f.needs} or more on the 1D20 for no casualties; less kills 1D3 heroes.`;
  }

  function questPanel(view) {
    if (!view.current_quest) return null;
    const q = view.current_quest;
    const card = view.quests.find((x) => x.id === q.id);
    const items = view.encounter_table.map((name, i) => el("li", { text: `${i + 1} ${name}` }));
    return el("section", { id: "quest", "aria-labelledby": "h-quest" },
      el("h2", { id: "h-quest", text: card ? card.name : "Explore" }),
      card ? el("p", { text: `Encounter ${Math.min(q.encounter + 1, q.length)} of ${q.length}, then ${card.foe} (Fight Value ${card.foe_fight}, ${HJ.counted(card.foe_lives, "life", "lives")})` }) : null,
      q.bonus ? el("p", { text: `Fight bonus this encounter: +${q.bonus}` }) : null,
      el("details", { id: "encounter-table" }, el("summary", { text: "Encounter Table (1D8)" }),
        el("ol", { class: "enc" }, items)));
  }

  // The whole map, to look at: its spaces are a third of a finger wide on a phone, so moves
  // are tapped in the dock (the move list, or the map near the party in its sheet).
  function map(view, seat, folded) {
    const moves = new Set();
    for (const a of seat === null ? [] : mine(view, seat)) if (a.type === "move") moves.add(a.to);
    const quests = new Map(view.quests.map((q) => [q.square, q]));
    const cells = view.board.map((t, sq) => {
      const pawns = view.seats.map((s, i) => [s, i]).filter(([s]) => s.square === sq);
      const quest = quests.get(sq);
      const move = moves.has(sq);
      const text = `${t.name}, ${where(sq)}` + (quest ? `, quest: ${quest.name}` : "") +
        (pawns.length ? `, pawns: ${pawns.map(([s]) => s.name).join(", ")}` : "");
      const cell = el("div", {
        class: "cell" + (move ? " can-move" : "") + (quest ? " has-quest" : ""),
        title: text, "aria-label": move ? `${text} (legal move)` : text, role: "img", "data-cell": sq,
      }, el("span", { class: "abbr", text: t.name.slice(0, 3) }),
        quest ? el("span", { class: "quest-marker", text: "★" }) : null,
        el("span", { class: "pawns" }, pawns.map(([s, i]) => el("span", { class: `pawn p${i % 6}`, text: s.name.slice(0, 1).toUpperCase() }))));
      cell.style.backgroundColor = t.color; // the CSSOM, which the Content-Security-Policy allows
      cell.style.color = HJ.inkOn(t.color);
      return cell;
    });
    const board = el("div", { class: "board", id: "board" }, cells);
    // With the map near the party shown, the whole map is one tap away.
    return el("section", { "aria-labelledby": "h-map", id: "map-section", "data-still": "" },
      el("h2", { id: "h-map", class: "visually-hidden", text: "Map" }),
      folded ? el("details", { id: "whole-map" }, el("summary", { class: "button wide", text: "The whole map" }), board) : board);
  }

  // Where this phone may tap its move: the map near its party, when that fits the screen.
  const ZOOM_WIDTH = () => Math.min(document.documentElement.clientWidth, 640) - 30;

  function near(view, seat, send) {
    const moves = seat === null || !send ? [] : mine(view, seat).filter((a) => a.type === "move");
    if (!moves.length) return null;
    const zoom = zoomed(view, seat, moves, send, ZOOM_WIDTH());
    return zoom ? el("section", { id: "near", "aria-labelledby": "h-near" },
      el("h2", { id: "h-near", class: "near-title", text: "Tap where to go (outlined)" }), zoom,
      moveList(view, moves, send, `Or choose from the list (${moves.length})`)) : null;
  }

  const heroLine = (s) => el("p", { class: "heroes" }, s.heroes.flatMap((h, n) => [n ? " · " : "",
          el("a", { href: `/cards/${h.id}`, text: h.name }), ` L${h.level}`,
          h.abilities.length ? el("small", { text: ` ${h.abilities.join(", ")}` }) : null,
          h.relics.length ? el("small", { text: ` (relics ${h.relics.length}/2: ${h.relics.join(", ")})` }) : null]));

  // Each party in a few lines: its counts, then its heroes in one flowing line.
  function parties(view, seat) {
    return el("section", { id: "parties", "aria-labelledby": "h-parties", "data-still": "" },
      el("h2", { id: "h-parties", text: "Parties" }),
      view.seats.map((s, i) => el("article", { class: "party hq-party" + (i === seat ? " you" : ""), id: `party-${i}` },
        el("h3", {}, el("span", { class: `pawn p${i % 6}`, text: s.name.slice(0, 1).toUpperCase() }), ` ${s.name}`,
          i === view.turn && view.phase !== "over" ? el("small", { text: " · to play" }) : null),
        el("p", { class: "stats" }, `Quests ${s.completed.length}/${view.target} · Gold ${s.gold} · XP ${s.xp} · ` +
          `Heroes ${s.heroes.length}/${s.party_limit} · Levels ${s.levels} · Fight +${s.fight_bonus} · Hand ${s.hand_size}/${s.hand_limit}` +
          (s.guide ? " · Guide hired" : "") + (s.ship ? " · Ship passage" : "") + (s.skip ? " · skips next turn" : "")),
        // A seat's phone lists its own heroes; another party's sit one tap away.
        seat === null || i === seat ? heroLine(s) : el("details", { class: "heroes-of", id: `heroes-${i}` },
          el("summary", { class: "button", text: `${s.name}'s heroes` }), heroLine(s)),
        s.potions.length ? el("p", { class: "sub", text: `Potions: ${s.potions.join(", ")}` }) : null,
        s.completed.length ? el("p", { class: "sub", text: `Completed: ${s.completed.join(", ")}` }) : null,
        i === seat && s.cards && s.cards.length ? el("p", { class: "sub hand", text: `Your hand: ${s.cards.map((c) => `${c.name} (${c.effect})`).join(", ")}` }) : null,
        i === seat && s.fortune ? el("p", { class: "sub", text: `Your Fortune, the next cards of the ${s.fortune.deck} deck: ${s.fortune.cards.join(", ")}` }) : null)));
  }

  function questList(view) {
    return el("details", { id: "quests", class: "quests-on-map", "data-still": "" },
      el("summary", { class: "button wide", text: `Quests (${view.quests.length}), decks, rules` }),
      el("ul", { class: "links" }, view.quests.map((q) => el("li", {},
        el("a", { class: "card-name", href: `/cards/${q.id}`, text: `★ ${q.name}` }),
        el("small", { text: ` ${tileName(view, q.square)}, ${where(q.square)} · ${HJ.counted(q.length, "encounter")} · ${q.foe} ${q.foe_fight} × ${q.foe_lives}` })))),
      el("p", { class: "muted", text: "On the map: ★ a quest · letters are pawns · outlined spaces are legal moves." }),
      el("p", { class: "muted", text: `Decks: ${Object.entries(view.decks).map(([d, n]) => `${d} ${n}`).join(" · ")}` }),
      el("p", {}, el("a", { class: "button wide", href: "/games/heroes-and-quests/rules", text: "Rules and rulings" })));
  }

  const button = (view, a, send, attrs) => HJ.actionButton(a, send, label(view, a), attrs);

  // A button that opens a sheet of choices; a tap in the sheet acts and closes it.
  function sheetOf(id, title, fill) {
    const sheet = `${id}-sheet`;
    return el("button", { type: "button", class: "wide", id, "data-sheet": sheet,
      onclick: () => HJ.sheet(title, (close) => fill(close), sheet) }, title);
  }

  const INLINE_MOVES = 4;
  const CELL = 50; // px: a space of the zoomed map, a finger wide

  /* The map near the party: the smallest window of spaces holding the pawn and every legal
     move, each space a finger wide; null when it would not fit the phone's width. */
  function zoomed(view, seat, moves, send, width) {
    const squares = [...moves.map((a) => a.to), ...(view.seats[seat].square >= 0 ? [view.seats[seat].square] : [])];
    const rows = squares.map((q) => Math.floor(q / SIDE)), cols = squares.map((q) => q % SIDE);
    const [r0, r1, c0, c1] = [Math.min(...rows), Math.max(...rows), Math.min(...cols), Math.max(...cols)];
    const across = c1 - c0 + 1;
    if (across * (CELL + 3) + 6 > width) return null;
    const byTo = new Map(moves.map((a) => [a.to, a]));
    const cells = [];
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const sq = r * SIDE + c, t = view.board[sq], a = byTo.get(sq);
        const pawns = view.seats.map((s, i) => [s, i]).filter(([s]) => s.square === sq)
          .map(([s, i]) => el("span", { class: `pawn p${i % 6}`, text: s.name.slice(0, 1).toUpperCase() }));
        const body = [el("span", { class: "abbr", text: t.name }), el("span", { class: "pawns" }, pawns)];
        const cell = a ? HJ.actionButton(a, send, body, { class: "zcell can-move", "data-square": sq,
                                                          "aria-label": label(view, a) })
          : el("div", { class: "zcell", role: "img", "aria-label": `${t.name}, ${where(sq)}` }, body);
        cell.style.backgroundColor = t.color; // the CSSOM, which the Content-Security-Policy allows
        cell.style.color = HJ.inkOn(t.color);
        cells.push(cell);
      }
    }
    const grid = el("div", { class: "zoom", id: "zoom-map" }, cells);
    grid.style.gridTemplateColumns = `repeat(${across}, ${CELL}px)`;
    return grid;
  }

  function moveChoices(view, seat, moves, send) {
    const list = (go) => el("div", { class: "act-grid moves" }, moves.map((a) =>
      button(view, a, go, { "data-square": a.to })));
    if (zoomed(view, seat, moves, send, ZOOM_WIDTH()) !== null) return null;  // on the page, near()
    if (moves.length <= INLINE_MOVES) return list(send);
    return moveList(view, moves, send, view.phase === "place"
      ? `Choose where to start (${moves.length})` : `Choose where to move (${moves.length})`);
  }

  function moveList(view, moves, send, title) {
    return sheetOf("move-list", title, (close) => el("div", { class: "act-grid moves" }, moves.map((a) =>
      button(view, a, (x) => { close(); send(x); }, { "data-square": a.to }))));
  }

  /* XP into Fight +1 before the fight's roll: the points chosen with − and +, then bought
     with one tap (the engine offers each amount the XP held buys, 1 XP a point). */
  function fightBoost(view, seat, offers, send) {
    const xp = view.seats[seat].xp;
    const f = view.fight;
    return HJ.payment({
      id: "fight-xp", title: "Spend XP: Fight +1 a point", offers,
      picks: (a) => ({ xp: a.amount }), start: offers[0],
      items: [{ key: "xp", label: (n) => `XP: Fight +${n}`, max: offers.length, detail: `(of ${xp})` }],
      status: (picked) => (!f || !picked.xp ? "" : f.needs - picked.xp <= 1 ? "then any roll wins"
        : `then the 1D20 needs ${f.needs - picked.xp} or more`),
      confirm: (a) => `Spend ${a.amount} XP: Fight +${a.amount}`, idle: "Choose the points", send,
    });
  }

  function actions(view, seat, sendAction) {
    offered = view.offered_cards || {};
    const list = mine(view, seat);
    const send = naming(view, sendAction);
    const panel = el("section", { class: "actions hq-actions", id: "actions", "aria-labelledby": "h-actions" },
      el("h2", { id: "h-actions", class: "visually-hidden", text: list.length ? "Your actions" : "Waiting" }));
    if (!list.length) {
      panel.append(el("p", { class: "waiting", text: view.phase === "over" ? "The game is over."
        : `Waiting for ${seatName(view, view.turn)}.` }));
      return panel;
    }
    if (view.fight && view.pending && view.pending.purpose === "fight") {
      panel.append(el("p", { class: "needs", id: "dock-needs", text: needsText(view.fight) }));
    }
    const faces = list.filter((a) => a.type === "roll" && a.value !== undefined);
    if (faces.length) {
      panel.append(HJ.dicePad(faces, send, { die: view.pending.die, id: "dice-pad" }));
    }
    const moves = list.filter((a) => a.type === "move");
    const choices = moves.length ? moveChoices(view, seat, moves, send) : null;
    if (choices) panel.append(choices);
    if (view.decks_by_hand) panel.append(drawPicker());
    const pray = list.filter((a) => a.type === "terrain" && a.action === "Pray");
    const levels = list.filter((a) => a.type === "spend" && a.use === "level");
    const boosts = list.filter((a) => a.type === "spend" && a.use === "fight");
    if (boosts.length) panel.append(fightBoost(view, seat, boosts, send));
    const rest = list.filter((a) => !faces.includes(a) && !moves.includes(a) && !pray.includes(a) &&
      !levels.includes(a) && !boosts.includes(a));
    if (rest.length) {
      panel.append(el("div", { class: "act-grid" }, rest.map((a) =>
        button(view, a, send, { class: ["roll", "end"].includes(a.type) ? "primary" : null }))));
    }
    // Pray takes any one card of the Action deck: one picker of them, not a button each.
    if (pray.length) {
      panel.append(HJ.picker(pray.map((a) => {
        const c = offered[a.choice] || { name: cardName(a.choice) };
        return { action: a, name: c.name, detail: c.effect, values: c.phase ? [`${c.phase} phase`] : [] };
      }), send, { id: "pray", sheet: true, title: "Pray for an action card", opener: `Pray: take an action card (${pray.length})` }));
    }
    // A Level Token may be bought at any time: one sheet for every hero, out of the way.
    if (levels.length) {
      panel.append(HJ.picker(levels.map((a) => {
        const h = view.seats[seat].heroes.find((x) => x.id === a.hero);
        return { action: a, name: h ? h.name : a.hero, values: [`level ${h ? h.level : "?"} → ${h ? h.level + 1 : "?"}`] };
      }), send, { id: "level-token", sheet: true, title: "Spend 7 XP: a Level Token",
                  note: `${view.seats[seat].xp} XP: 7 XP give one hero a Level Token (one more level).`,
                  opener: "Spend 7 XP: Level Token…" }));
    }
    return panel;
  }

  function over(view, seat) {
    if (view.phase !== "over") return null;
    return el("section", { class: "over " + (view.winner === seat || seat === null ? "win" : "loss"), id: "game-over", role: "status" },
      el("p", { class: "big", text: seat === view.winner ? "You win!" : `${seatName(view, view.winner)} wins` }));
  }

  HJ.game = {
    sections(view, seat, notice, controls, send) {
      const go = send ? naming(view, send) : null;
      const zoom = near(view, seat, go);
      return [over(view, seat), banner(view, seat), notice, zoom, fight(view), controls, questPanel(view),
              map(view, seat, zoom !== null), parties(view, seat), questList(view)];
    },
    actions,
    yours: (view, seat) => mine(view, seat).length > 0,
    useDeck(deck) { cards = deck || {}; },
    play(view, seat, cardId, send) {
      const a = mine(view, seat).find((x) => x.type === "play" && x.card === cardId);
      if (a) send(a);
    },
  };
})();
