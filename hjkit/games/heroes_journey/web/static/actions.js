/* The action panel: this seat's legal decisions in the dock at the bottom of the screen;
   cards, abilities and token effects in sheets opened from the dock or by tapping a
   character, the risk pool or a burden. */
"use strict";

(function () {
  const HJ = window.HJ;
  const el = HJ.el;

  HJ.mine = (view, seat) => view.legal_actions.filter((a) => a.seat === seat);
  // What this seat decides, without the steppers and the answers to proposals that every
  // seat has at all times.
  const TALK = ["adjust_risk", "adjust_burden", "adjust_wounds", "adjust_strength", "adjust_ranged",
                "confirm", "decline"];
  HJ.decisions = (view, seat) => HJ.mine(view, seat).filter((a) => !TALK.includes(a.type));

  const ADJUST = ["adjust_risk", "adjust_burden", "adjust_wounds", "adjust_strength", "adjust_ranged"];
  const ON_CHARACTER = ["use_ability", "exert", "second_wind", "heal", "wound", "assign",
                        "adjust_wounds", "adjust_strength"];

  // "(6 vs 2: overwhelms)" from the view's skirmish_previews, so the order can be chosen
  // knowing each result.
  function preview(view, companion) {
    const p = (view.skirmish_previews || []).find((s) => s && s.companion === companion);
    return p ? ` (${p.companion_total} vs ${p.minion_total}: ${HJ.OUTCOMES[p.predicted]})` : "";
  }

  function siteTitle(id) { return (HJ.deck.cards[id] || { title: id }).title; }

  HJ.label = function (view, a) {
    const who = (uid) => HJ.charName(view, uid);
    switch (a.type) {
      case "bid": return `Bid ${a.amount}`;
      case "choose_position": return `Take place ${a.position} in turn order`;
      case "place_site": return `Place ${siteTitle(a.card_id)}`;
      case "choose_hero": return `Hero: ${siteTitle(a.card_id)}`;
      case "mulligan": return `Mulligan: keep ${a.keep}, draw ${view.mulligan_draw}`;
      case "move": return `Move to site ${view.seats[a.seat].position + 1}${moveRisk(view)}`;
      case "rest": return "Rest (end the turn)";
      case "discard": return "Discard 1 card from hand before reconciling";
      case "second_wind": return `Second wind: ${who(a.target)}`;
      case "heal": return `Heal ${who(a.target)}`;
      case "wound": return `Wound ${who(a.target)}`;
      case "choose_antagonist": return `${HJ.seatName(view, a.antagonist)} takes the party's ranged wounds`;
      case "exert": return `Exert ${who(a.target)}`;
      case "assign": return assignLabel(view, a);
      case "choose_skirmish": return `Resolve ${who(a.companion)}'s skirmish${preview(view, a.companion)}`;
      case "use_ability": return abilityLabel(view, a);
      case "pass": return passLabel(view);
      default: return a.type.replace(/_/g, " ");
    }
  };

  // " (risk +5)": what the move adds to the pool, as the rules compute it (Brazen and
  // its modifiers included); " (risk +3 + the site's)" while the next site is unplaced.
  function moveRisk(view) {
    const m = view.move_risk;
    if (!m) return "";
    return m.total !== null ? ` (risk +${m.total})` : ` (risk +${m.companions + m.brazen} + the site's)`;
  }

  // "Tabaqui 2 → Bagheera 6: Bagheera overwhelms" from the view's assign_previews.
  function assignLabel(view, a) {
    const p = (view.assign_previews || []).find((x) => x.minion === a.minion && x.companion === a.companion);
    const m = HJ.character(view, a.minion), c = HJ.character(view, a.companion);
    if (!p) return `${m.title} ${m.strength} → ${c.title} ${c.strength}`;
    const hero = view.seats[c.owner].hero === c.uid && p.killed.includes(c.uid) ? " (hero dies)" : "";
    return `${c.title} ${p.companion_total} vs ${p.minion_total}: ${HJ.OUTCOMES[p.predicted]}${hero}`;
  }

  // "Baloo — Skirmish: Exert Baloo to make him strength +2." with the choices made.
  function abilityLabel(view, a) {
    const ab = (view.abilities || []).find((x) => x.source === a.source && x.index === a.ability);
    const name = ab ? `${ab.title} — ${ab.text}` : `Ability of ${HJ.charName(view, a.source)}`;
    const made = HJ.choices(view, a);
    return made ? `${name} (${made})` : name;
  }

  // The choices an action makes, in words: "on Nick Chopper, exerting Baloo, → Tabaqui".
  HJ.choices = function (view, a) {
    const parts = [];
    if (a.target !== null && a.target !== undefined) parts.push(`on ${HJ.charName(view, a.target)}`);
    const has = (v) => v !== null && v !== undefined;
    // "exert 2 other companions": the second exerted character is `also` when nothing is chosen.
    const second = has(a.also) && has(a.exert) && !has(a.choice);
    if (has(a.exert)) parts.push(`exerting ${HJ.charName(view, a.exert)}` +
                                 (second ? ` and ${HJ.charName(view, a.also)}` : ""));
    if (has(a.choice)) parts.push(`→ ${HJ.charName(view, a.choice)}`);
    if (has(a.also) && !second) parts.push(`to skirmish ${HJ.charName(view, a.also)}`);
    if (a.pick !== null && a.pick !== undefined) parts.push(`${siteTitle(a.pick)} from the scrap pile`);
    return parts.join(", ");
  };

  function passLabel(view) {
    if (view.responding && view.responding.length) return "No response";
    switch (view.step_id) {
      case "starting_party": return "Done: party complete";
      case "mulligans": return "Keep this hand";
      case "adversary": return "Pass: no more minions";
      case "skirmish": return "Pass";
      case "assign_protagonist": case "assign_antagonists":
        return view.characters.some((c) => c.type === "minion" && c.assigned_to === null)
          ? "Leave the rest unassigned" : "Done assigning";
      default: return "Pass";
    }
  }

  const DOCK = ["move", "rest", "choose_skirmish", "choose_antagonist", "bid", "choose_position",
                "place_site", "choose_hero", "mulligan", "assign", "wound", "second_wind", "heal",
                "discard", "pass"];

  function button(view, a, send, close, prefix) {
    return el("button", {
      type: "button", class: ["move", "choose_skirmish"].includes(a.type) ? "primary" : "",
      "data-action": a.type, onclick: () => { if (close) close(); confirmThen(view, a, send); },
    }, (prefix || "") + HJ.label(view, a));
  }

  /* The dock: what this seat decides now, within thumb reach. */
  HJ.renderActions = function (view, seat, send) {
    const mine = HJ.mine(view, seat);
    const panel = el("section", { class: "actions", id: "actions", "aria-label": "Your actions" });
    if (!HJ.decisions(view, seat).length) {
      panel.append(el("p", { class: "waiting", text: view.winner !== null ? "The game is over." :
        `Waiting for ${HJ.seatName(view, view.to_act)}.` }));
      return panel;
    }
    // Assignment: the first unassigned minion's choices; tapping another minion offers its own.
    const assigns = mine.filter((a) => a.type === "assign");
    const next = assigns.length ? assigns[0].minion : null;
    // A "When ... is killed" choice is owed: its options are the decision itself.
    const owed = (view.pending || []).length > 0;
    let list = mine.filter((a) => (DOCK.includes(a.type) || (owed && a.type === "use_ability")) &&
                                  (a.type !== "assign" || a.minion === next))
      .sort((x, y) => DOCK.indexOf(x.type) - DOCK.indexOf(y.type));
    if (next !== null) {  // the title row carries "leave the rest unassigned"
      const m = HJ.character(view, next);
      const done = list.filter((a) => a.type === "pass");
      list = list.filter((a) => a.type !== "pass");
      panel.append(el("div", { class: "dock-title" },
        el("p", { id: "assign-title", text: `Assign ${m.title} ⚔${m.strength} to:` }),
        done.map((a) => button(view, a, send))));
    }
    const tools = [];
    const plays = mine.filter((a) => a.type === "play_card");
    const cardTime = ["campaign", "adversary", "maneuver", "barrage", "assignment", "skirmish",
                      "regroup"].includes(view.step_id);
    if (plays.length || (HJ.deck.ids.length && cardTime)) {
      const kinds = new Set(plays.map((a) => a.card_id)).size;
      tools.push(el("button", { type: "button", id: "open-cards",
                                onclick: () => HJ.openCards(view, seat, plays, send) },
        kinds ? `Cards (${kinds})` : "Cards"));
    }
    // Card abilities by name, in a sheet of their own (and on each character's sheet).
    const uses = owed ? [] : mine.filter((a) => a.type === "use_ability");
    if (uses.length) {
      tools.push(el("button", { type: "button", id: "open-abilities",
                                onclick: () => HJ.openAbilities(view, uses, send) },
        `Abilities (${uses.length})`));
    }
    // Wounds and strength are on each character's sheet, tokens on the risk pool's: the
    // dock keeps to the decision.
    tools.forEach((t) => t.classList.add("tool"));
    // A few short decisions share a row with the tools; many get their own grid.
    const bids = list.length > 4 && list.every((a) => a.type === "bid");
    if (list.length > 2 || next !== null) {
      panel.append(el("div", { class: "act-grid" + (bids ? " bids" : "") },
        list.map((a) => button(view, a, send))));
      if (tools.length) panel.append(el("div", { class: "dock-row" }, tools));
    } else {
      panel.append(el("div", { class: "dock-row" }, list.map((a) => button(view, a, send)), tools));
    }
    return panel;
  };

  function confirmThen(view, action, send) {
    const hero = action.type === "assign" && losesHero(view, action);
    if (hero) {
      HJ.confirm(`Risk ${hero}?`, `${HJ.label(view, action)}. ${hero} is the hero: if ` +
                 `${hero} dies the party's quest need leaves the field and the player loses.`,
                 "Assign anyway", () => send(action));
    } else {
      send(action);
    }
  }

  // The hero's name when this assignment, as things stand, kills the hero.
  function losesHero(view, a) {
    const p = (view.assign_previews || []).find((x) => x.minion === a.minion && x.companion === a.companion);
    const c = HJ.character(view, a.companion);
    if (!p || !c || view.seats[c.owner].hero !== c.uid) return null;
    return p.killed.includes(c.uid) ? c.title : null;
  }

  /* Card picker: the seat's whole deck, filtered by typing; legal plays first. A card that
     is not legal now may still be tried: the rules answer with the sentence that forbids it. */
  HJ.cardPicker = function (view, seat, plays, send, close) {
    const legal = new Map();
    for (const a of plays) {
      if (!legal.has(a.card_id)) legal.set(a.card_id, []);
      legal.get(a.card_id).push(a);
    }
    const input = el("input", { type: "search", id: "card-filter", autocomplete: "off",
                                placeholder: "Type part of a card name" });
    const list = el("ul", { id: "card-list" });
    const hint = el("p", { class: "hint", id: "card-hint" });
    const fill = () => {
      const q = input.value.trim().toLowerCase();
      list.replaceChildren();
      const ids = [...legal.keys(), ...HJ.deck.ids.filter((id) => !legal.has(id))];
      for (const id of ids) {
        const card = HJ.deck.cards[id];
        if (!card || (q && !card.title.toLowerCase().includes(q))) continue;
        if (!legal.has(id) && !q) continue; // unplayable cards only when searched for
        const ok = legal.has(id);
        list.append(el("li", {}, el("button", {
          type: "button", class: ok ? "" : "unplayable", "data-card": id,
          "aria-label": `Play ${card.title}` + (ok ? "" : " (not playable now)"),
          onclick: () => { close(); HJ.playCard(view, seat, id, legal.get(id) || [], send); },
        }, el("span", { text: card.title + (ok ? "" : " ⊘") }),
           el("span", { class: "cost", text: costText(view, seat, id, card) }))));
      }
      hint.textContent = q ? "" : legal.size ? `${legal.size} card${legal.size === 1 ? "" : "s"} ` +
        "can be played now; type a name to try another." : "No card can be played now. Type a name to see why one can't.";
      if (q && !list.children.length) list.append(el("li", { class: "muted", text: "No card in your deck matches." }));
    };
    input.addEventListener("input", fill);
    fill();
    return el("div", { class: "picker" },
      el("label", { for: "card-filter", class: "visually-hidden", text: "Find a card" }), input, hint, list);
  };

  /* The abilities this seat may use now, each by its printed sentence and choices. */
  HJ.openAbilities = function (view, uses, send) {
    HJ.sheet("Card abilities", (close) => [
      el("div", { class: "act-grid single" }, uses.map((a) => button(view, a, send, close)))],
    "abilities-sheet");
  };

  HJ.openCards = function (view, seat, plays, send) {
    HJ.sheet("Play a card", (close) => HJ.cardPicker(view, seat, plays, send, close), "cards-sheet");
  };

  // What the card costs here and now (cost modifiers and roaming penalty), else as printed.
  function costText(view, seat, id, card) {
    const here = view.costs && view.costs[String(seat)];
    const cost = here && here[id] !== undefined ? here[id] : card.cost;
    return cost === null ? "" : `${card.side === "adversary" ? "◆" : "●"} ${cost}`;
  }

  HJ.playCard = function (view, seat, cardId, options, send) {
    if (!options.length) {
      send({ type: "play_card", seat, card_id: cardId, target: null, exert: null,
             choice: null, also: null, pick: null });
    } else if (options.length === 1) {
      send(options[0]);
    } else {
      const title = HJ.deck.cards[cardId].title;
      const choices = options.map((a) => [HJ.choices(view, a) || title, a]);
      HJ.choose(`Play ${title}`, choices, send);
    }
  };

  // A stepper stays open for "+3": each tap sends one token and counts on the sheet. A
  // seat that does not owe the decision proposes instead: the number stays until confirmed.
  function stepper(name, value, up, down, send, direct) {
    const shown = el("b", { text: value });
    const step = (action) => {
      send(action, true);  // quick taps add up (see send in table.js)
      if (direct && shown.textContent !== "") shown.textContent = String(Number(shown.textContent) + action.delta);
    };
    return el("div", { class: "stepper" },
      el("button", { type: "button", "aria-label": `${name}: minus one`, disabled: !down,
                     onclick: () => step(down) }, "−"),
      el("span", { class: "what" }, name, " ", shown),
      el("button", { type: "button", "aria-label": `${name}: plus one`, disabled: !up,
                     onclick: () => step(up) }, "+"));
  }

  /* Corrections proposed with the steppers, on every phone: "Ben proposes: risk pool +2",
     with Confirm and Decline for the other seats and Withdraw for the proposer. */
  HJ.renderProposals = function (view, seat, send) {
    const shown = view.proposals || [];
    if (!shown.length) return null;
    const mine = seat === null || !send ? [] : HJ.mine(view, seat);
    const answer = (type, p) => mine.find((a) => a.type === type && a.proposal === p.id);
    return el("section", { class: "proposals", id: "proposals", "aria-label": "Proposed corrections" },
      shown.map((p) => {
        const confirm = answer("confirm", p), decline = answer("decline", p);
        const own = p.seat === seat;
        return el("div", { class: "proposal", "data-proposal": p.id },
          el("p", { text: `${p.name} proposes: ${p.text}` + (own ? " (waiting for another player)" : "") }),
          confirm ? el("button", { type: "button", class: "primary", "data-action": "confirm",
                                   onclick: () => send(confirm) }, "Confirm") : null,
          decline ? el("button", { type: "button", "data-action": "decline",
                                   onclick: () => send(decline) }, own ? "Withdraw" : "Decline") : null);
      }));
  };

  /* The log as the table would say it: a run of one-token steps on the same thing by the
     same player reads as one line ("risk pool 3 -> 6 (+3)"), not three. */
  HJ.logLines = function (entries) {
    const lines = [];
    let run = [];
    const keyOf = (e) => {
      const a = e.action;
      if (!a || !a.type.startsWith("adjust_") || e.undone || e.events.length !== 1) return null;
      if (/ proposes: | withdraws the proposal/.test(e.events[0])) return null;  // each reads whole
      return JSON.stringify({ ...a, delta: Math.sign(a.delta), seat: e.seat });
    };
    const flush = () => { if (run.length) lines.push(merged(run)); run = []; };
    for (const e of entries) {
      const key = keyOf(e);
      if (key && run.length && keyOf(run[0]) === key) { run.push(e); continue; }
      flush();
      if (key) { run = [e]; continue; }
      const texts = e.events.length ? e.events : [`${e.player || "Someone"}: ${e.kind}`];
      for (const t of texts) lines.push(e.undone ? `${t} (undone)` : t);
    }
    flush();
    return lines;
  };

  function merged(run) {
    const first = run[0].events[0];
    if (run.length === 1) return first;
    const n = run.length, sign = run[0].action.delta > 0 ? "+" : "−";
    const span = /(\d+) -> (\d+)/;
    const end = span.exec(run[n - 1].events[0]);
    switch (run[0].action.type) {
      case "adjust_risk": case "adjust_burden":
        return first.replace(span, (m, from) => `${from} -> ${end ? end[2] : "?"}`)
          .replace(/\.$/, ` (${sign}${n}).`);
      case "adjust_wounds": return first.replace("1 wound", `${n} wounds`);
      default: return first.replace(/[+-]1\b/, `${sign === "+" ? "+" : "-"}${n}`);
    }
  }

  function pairs(actions) {
    const rows = new Map();
    const key = (a) => JSON.stringify({ ...a, delta: 0 });
    for (const a of actions) {
      if (!rows.has(key(a))) rows.set(key(a), { any: a });
      rows.get(key(a))[a.delta > 0 ? "up" : "down"] = a;
    }
    return [...rows.values()];
  }

  /* Tokens: the risk pool, each party's burden and the ranged totals. A character's
     wounds and strength are on its own sheet. */
  HJ.openTokens = function (view, seat, send) {
    const adjust = HJ.mine(view, seat).filter((a) => ["adjust_risk", "adjust_burden", "adjust_ranged"].includes(a.type));
    HJ.sheet("Tokens for card effects", (close) => [
      ...pairs(adjust).map(({ any, up, down }) => {
        const direct = seat === view.to_act;
        if (any.type === "adjust_risk") return stepper("Risk pool", view.risk, up, down, send, direct);
        if (any.type === "adjust_burden") return stepper(`${HJ.seatName(view, any.party)}'s burden`,
          view.seats[any.party].burden, up, down, send, direct);
        return stepper(`${any.side === "party" ? "Party" : "Minions"} ranged total`, "", up, down, send, direct);
      }),
      el("p", { class: "hint", text: "For a character's wounds or strength, tap the character." }),
      proposing(view, seat)],
    "tokens-sheet");
  };

  function proposing(view, seat) {
    if (seat === null || seat === view.to_act) return null;
    return el("p", { class: "hint", text: `Your changes are proposals: every phone shows them ` +
                     `and another player confirms them (${HJ.seatName(view, view.to_act)} decides now).` });
  }

  /* A character's sheet: what it is, and what this seat may do with it now. */
  HJ.openCharacter = function (view, seat, c, send) {
    const mine = seat === null || !send ? [] : HJ.mine(view, seat);
    const its = mine.filter((a) => ON_CHARACTER.includes(a.type) &&
      [a.target, a.minion, a.companion, a.source].includes(c.uid));
    const facts = [];
    if (c.keywords.length) facts.push(c.keywords.join(". ") + ".");
    if (c.bears.length) facts.push("Bears " + c.bears.map((b) => b.title).join(", ") + ".");
    if (c.type === "minion") facts.push(`Played by ${HJ.seatName(view, c.owner)}.`);
    if (c.assigned_to !== null) facts.push(`Skirmishing ${HJ.charName(view, c.assigned_to)}.`);
    HJ.sheet(c.title, (close) => [
      el("p", { class: "char-facts" }, el("b", { text: `Strength ${c.strength} · health ${c.health} · ` +
        `wounds ${c.wounds}` }), facts.length ? el("br") : null, facts.join(" ")),
      el("div", { class: "act-grid single" }, its.filter((a) => !a.type.startsWith("adjust_"))
        .map((a) => button(view, a, send, close, a.type === "assign" && a.companion === c.uid
          ? `Assign ${HJ.charName(view, a.minion)}: ` : a.type === "assign" ? "Assign to " : ""))),
      pairs(its.filter((a) => a.type.startsWith("adjust_"))).map(({ any, up, down }) =>
        any.type === "adjust_wounds" ? stepper("Wounds", c.wounds, up, down, send, seat === view.to_act)
          : stepper("Strength", c.strength, up, down, send, seat === view.to_act)),
      its.some((a) => a.type.startsWith("adjust_")) ? proposing(view, seat) : null,
      el("a", { class: "button wide", href: `/cards/${c.card_id}`, text: `${c.title}: card and rulings` }),
    ], "character-sheet");
  };

  /* What the kit's live page (table.js) asks of this game. */
  HJ.game = {
    // The sections of the page in order; notice and controls are the kit's (controls is
    // null on the watch view, send too).
    sections(view, seat, notice, controls, send) {
      const adjust = seat !== null && send ? HJ.mine(view, seat).filter((a) => ADJUST.includes(a.type)) : [];
      const opens = {
        character: (c) => HJ.openCharacter(view, seat, c, send),
        risk: adjust.length ? () => HJ.openTokens(view, seat, send) : null,
        burden: adjust.length ? () => HJ.openTokens(view, seat, send) : null,
      };
      // Once the game is over the end screen takes the banner's place.
      const over = HJ.renderOver(view, seat);
      return [over || HJ.renderBanner(view, seat, notice), over ? notice : null,
              HJ.renderProposals(view, seat, send), HJ.renderBoard(view, opens), controls];
    },
    actions: (view, seat, send) => HJ.renderActions(view, seat, send),
    // The log's lines from its entries (the kit's own reading when a game has none).
    logLines: (entries) => HJ.logLines(entries),
    // True when this seat owes a decision now: the kit changes the title and vibrates.
    yours: (view, seat) => HJ.yours(view, seat),
    // The deck's cards this phone may pick from, and a card page's "?play=<id>".
    useDeck(cards) {
      HJ.deck = { cards, ids: Object.keys(cards)
        .filter((id) => !["site", "quest_need"].includes(cards[id].type))
        .sort((a, b) => cards[a].title.localeCompare(cards[b].title)) };
    },
    play(view, seat, cardId, send) {
      if (!HJ.deck.cards[cardId]) return;
      const options = HJ.mine(view, seat).filter((a) => a.type === "play_card" && a.card_id === cardId);
      HJ.playCard(view, seat, cardId, options, send);
    },
  };
})();
