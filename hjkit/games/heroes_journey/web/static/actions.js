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
    return p ? ` (${p.companion_total} vs ${p.minion_total}: ${HJ.OUTCOMES[p.predicted]}` +
               `${deaths(view, p)})` : "";
  }

  // ", Mowgli dies (hero)": who a predicted skirmish kills on the protagonist's side, by
  // overwhelming or by wounds that reach their health.
  function deaths(view, p) {
    const dead = p.killed.map((uid) => HJ.character(view, uid))
      .filter((c) => c && c.type === "companion");
    return dead.map((c) => `, ${c.title} dies` + (view.seats[c.owner].hero === c.uid ? " (hero)" : ""))
      .join("");
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
    const dies = !p.killed.includes(c.uid) ? "" : view.seats[c.owner].hero === c.uid ? " (hero dies)" : " (dies)";
    return `${c.title} ${p.companion_total} vs ${p.minion_total}: ${HJ.OUTCOMES[p.predicted]}${dies}`;
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

  /* A decision's button: it sends the action (data-send, the kit's contract), with the
     engine's predicted result under its label where it has one (an assignment, an exert,
     an event or ability during a skirmish) and a confirmation first where that result
     still kills the player's character. */
  function button(view, a, send, close, prefix) {
    const attrs = { class: ["move", "choose_skirmish"].includes(a.type) ? "primary" : "",
                    before: close || null };
    return HJ.outcomeButton(a, send, (prefix || "") + HJ.label(view, a), HJ.outcome(view, a), attrs);
  }

  const same = (x, y) => JSON.stringify(Object.entries(x).sort()) === JSON.stringify(Object.entries(y).sort());

  /* What the engine predicts this action does ({text, none, warn} for HJ.outcomeButton),
     or null when it predicts nothing for it. */
  HJ.outcome = function (view, a) {
    if (a.type === "assign") {
      const hero = losesHero(view, a);
      return hero ? { warnTitle: `Risk ${hero}?`, ok: "Assign anyway",
                      warn: `${HJ.label(view, a)}. ${hero} is the hero: if ${hero} dies the party's ` +
                            "quest need leaves the field and the player loses." } : null;
    }
    if (a.type === "pass") return herosLastPass(view, a);
    const p = (view.action_previews || []).find((x) => same(x.action, a));
    if (!p) return null;
    if (!p.skirmish) return { text: "Ends this skirmish as it stands" };
    if (!p.effect) return { text: "No effect on this skirmish", none: true };
    const text = `Then: ${p.skirmish.companion_total} vs ${p.skirmish.minion_total}, ` +
                 HJ.predictionText(view, p.skirmish);
    if (!p.still_killed.length) return { text };
    const who = p.still_killed.map((uid) => HJ.charName(view, uid)).join(" and ");
    return { text, warnTitle: "Still a loss", ok: "Do it anyway",
             warn: `${HJ.label(view, a)}: even after this, ${who} ${p.still_killed.length === 1 ? "is" : "are"} ` +
                   "killed if everyone then passes." };
  };

  // A pass in a skirmish that, if everyone then passes, kills this seat's own hero.
  function herosLastPass(view, a) {
    const s = view.skirmish, hero = view.seats[a.seat].hero;
    if (view.step_id !== "skirmish" || !s || hero === null || !s.killed.includes(hero) ||
        (view.responding || []).length) return null;
    const name = HJ.charName(view, hero);
    return { warnTitle: `Let ${name} die?`, ok: "Pass anyway",
             warn: `If everyone passes now, ${name} is killed: ${HJ.predictionText(view)} ` +
                   `${name} is the hero: the party's quest need leaves the field and the player loses.` };
  }

  /* Passes the page makes for the player. The rules give each player in turn "an
     opportunity to take an ACTION or PASS"; when nothing of theirs can be played or used
     (only a bare exert, which no card asks for, or a pass is left), passing is the whole
     decision and the page takes it. A player may also ask once to pass to the end of the
     phase (an antagonist: to the end of the turn), or, as the protagonist in the regroup
     phase, to pass and then rest: the page
     passes for them until the phase ends or another player acts (then they decide
     again: "One of the players may choose to pass once and perform an action the next
     time they are able if their opponent performs an action"). */
  const PROCEDURE = ["adversary", "maneuver", "barrage", "assignment", "skirmish", "regroup"];
  const NOT_ACTING = ["pass", "choose_skirmish", "assign", "wound", "choose_antagonist", "move",
                      "rest", "place_site", ...TALK];
  let hold = null;  // {seat, phase, protagonist, since (the table's version), scope}

  const phaseName = (view) => (view.phase === "melee" ? "skirmishes" : `${view.phase} phase`);

  // scope: "phase", "turn" or "rest" (pass to the end of the regroup phase, then rest).
  function holdPasses(view, seat, pass, scope) {
    return (a) => {
      hold = { seat, phase: view.phase, protagonist: view.protagonist, moves: view.moves,
               since: HJ.table.snapshot.version, scope };
      pass(a);
    };
  }

  // Whether the hold still stands: the same seat, turn and phase, no other player has acted
  // (played, used, exerted) since it was asked for, and the party has not moved again: a
  // move brings a new adversary phase and new risk the player could not see when they held.
  function holdStands(view, seat, known) {
    if (!hold || hold.seat !== seat || hold.protagonist !== view.protagonist) return false;
    if (hold.moves !== view.moves) return false;
    if (hold.scope !== "turn" && hold.phase !== view.phase) return false;
    return !known.log.some((e) => e.version > hold.since && e.seat !== seat && e.action && !e.undone &&
                                  !NOT_ACTING.includes(e.action.type));
  }

  HJ.automatic = function (view, seat, known) {
    if (view.winner !== null || (view.pending || []).length) return null;
    const decisions = HJ.decisions(view, seat);
    if (!holdStands(view, seat, known)) hold = null;
    const pass = decisions.find((a) => a.type === "pass");
    const procedure = PROCEDURE.includes(view.step_id) || (view.responding || []).length > 0;
    if (pass && procedure && decisions.every((a) => a.type === "pass" || a.type === "exert")) {
      return { action: pass, why: "Passed for you: nothing of yours can be played or used now, " +
               "and the rules give each player \"an opportunity to take an ACTION or PASS\"." };
    }
    if (pass && procedure && hold) {
      const until = hold.scope === "turn" ? "turn" : phaseName(view);
      return { action: pass, why: `Passed for you to the end of the ${until}, as you ` +
               "asked (you decide again if another player acts or the party moves again)." };
    }
    const timed = pass && procedure ? HJ.clock.pass(view, seat, known, pass) : null;
    if (timed) return timed;
    const rest = decisions.find((a) => a.type === "rest");
    if (rest && hold && hold.scope === "rest" && view.step_id === "regroup_decision") {
      hold = null;
      return { action: rest, why: "Rested for you, as you asked: the turn ends." };
    }
    if (view.step_id === "ranged_wounds" && decisions.length === 1 && decisions[0].type === "wound") {
      return { action: decisions[0], why: `Wound dealt for you: ${HJ.charName(view, decisions[0].target)} is the ` +
               "only character that can take it (\"No character can be dealt more wounds than they have " +
               "remaining health\")." };
    }
    return null;
  };

  // The pass buttons of an action procedure step: pass once, or to the end of the phase
  // (the protagonist's regroup: pass, then rest).
  function passButtons(view, seat, a, send) {
    const once = button(view, a, send);
    if (!PROCEDURE.includes(view.step_id) || (view.responding || []).length) return [once];
    const lead = seat === view.protagonist;
    const resting = view.step_id === "regroup" && lead;
    // One more button, not two: the protagonist holds for the phase (their own steps come
    // between), an antagonist for the turn (the regroup phase is the turn's last).
    const scope = resting ? "rest" : lead ? "phase" : "turn";
    const label = { rest: "Pass, then rest (end the turn)", phase: `Pass to the end of the ${phaseName(view)}`,
                    turn: "Pass to the end of the turn" }[scope];
    return [once, HJ.actionButton(a, holdPasses(view, seat, send, scope), label,
                                  { class: "hold", id: "pass-hold" })];
  }

  /* The dock: what this seat decides now, within thumb reach. */
  HJ.renderActions = function (view, seat, send) {
    const mine = HJ.mine(view, seat);
    const panel = el("section", { class: "actions", id: "actions", "aria-label": "Your actions" });
    // The window's clock: Wait keeps this seat's decision in its own hands.
    const wait = HJ.clock.button(view, seat, { log: HJ.table ? HJ.table.log : [] },
                                 () => HJ.table.redraw());
    if (!HJ.decisions(view, seat).length) {
      panel.append(el("p", { class: "waiting", text: view.winner !== null ? "The game is over." :
        `Waiting for ${HJ.seatName(view, view.to_act)}.` }), wait || "");
      return panel;
    }
    if (wait) panel.append(wait);
    // Healing comes first: the first card or the move ends it, so say so before that tap.
    if (view.step_id === "campaign" && view.sanctuary_left > 0 && mine.some((a) => a.type === "heal")) {
      panel.append(el("p", { class: "hint", id: "sanctuary-hint",
        text: `Sanctuary: remove up to ${view.sanctuary_left} wound${view.sanctuary_left === 1 ? "" : "s"} ` +
              "first. Playing a card or moving ends it (\"When the campaign phase begins\")." }));
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
      tools.push(HJ.sheetButton("cards-sheet", kinds ? `Cards (${kinds})` : "Cards",
        () => HJ.openCards(view, seat, plays, send), { id: "open-cards" }));
    }
    // Card abilities by name, in a sheet of their own (and on each character's sheet).
    const uses = owed ? [] : mine.filter((a) => a.type === "use_ability");
    if (uses.length) {
      tools.push(HJ.sheetButton("abilities-sheet", `Abilities (${uses.length})`,
        () => HJ.openAbilities(view, uses, send), { id: "open-abilities" }));
    }
    // Wounds and strength are on each character's sheet, tokens on the risk pool's: the
    // dock keeps to the decision.
    tools.forEach((t) => t.classList.add("tool"));
    // A few short decisions share a row with the tools; many get their own grid.
    const bids = list.length > 4 && list.every((a) => a.type === "bid");
    const shown = (a) => (a.type === "pass" ? passButtons(view, seat, a, send) : [button(view, a, send)]);
    if (list.length > 2 || next !== null) {
      panel.append(el("div", { class: "act-grid" + (bids ? " bids" : "") }, list.flatMap(shown)));
      if (tools.length) panel.append(el("div", { class: "dock-row" }, tools));
    } else {
      panel.append(el("div", { class: "dock-row" }, list.flatMap(shown), tools));
    }
    return panel;
  };

  // The hero's name when this assignment, as things stand, kills the hero.
  function losesHero(view, a) {
    const p = (view.assign_previews || []).find((x) => x.minion === a.minion && x.companion === a.companion);
    const c = HJ.character(view, a.companion);
    if (!p || !c || view.seats[c.owner].hero !== c.uid) return null;
    return p.killed.includes(c.uid) ? c.title : null;
  }

  /* Card picker: the seat's whole deck, filtered by typing; legal plays first. A card that
     is not legal now may still be tried: the rules answer with the sentence that forbids it.
     A card with a few choices of target (an event on a companion, say) shows one button per
     legal play under it, each with what the engine predicts it does, so the play is one tap
     from the sheet; the card's own button still opens the choices. */
  const FEW_TARGETS = 6;

  function targetButtons(view, title, options, send, close) {
    if (options.length < 2 || options.length > FEW_TARGETS) return null;
    return el("div", { class: "act-grid targets", role: "group", "aria-label": `Play ${title}` },
      options.map((a) => {
        const made = HJ.choices(view, a);
        return HJ.outcomeButton(a, send, made ? made[0].toUpperCase() + made.slice(1) : title,
                                HJ.outcome(view, a), { before: close });
      }));
  }

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
        const options = legal.get(id) || [];
        const outcome = options.length === 1 ? HJ.outcome(view, options[0]) : null;
        const go = () => { close(); HJ.playCard(view, seat, id, options, send); };
        const pick = el("button", {
          type: "button", class: (ok ? "" : "unplayable") + (outcome && outcome.none ? " no-effect" : ""),
          "data-card": id, "aria-label": `Play ${card.title}` + (ok ? "" : " (not playable now)"),
          onclick: outcome && outcome.warn
            ? () => HJ.confirm(outcome.warnTitle, outcome.warn, outcome.ok, go, outcome.text) : go,
        }, el("span", { class: "what" }, el("span", { text: card.title + (ok ? "" : " ⊘") }),
             outcome && outcome.text ? el("span", { class: "predicted", text: outcome.text }) : null),
           el("span", { class: "cost", text: costText(view, seat, id, card) }));
        if (ok) HJ.offers(pick, options);  // the plays this card's button leads to
        list.append(el("li", {}, pick, ok ? targetButtons(view, card.title, options, send, close) : null));
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
      const choices = options.map((a) => {
        const o = HJ.outcome(view, a);
        return [(HJ.choices(view, a) || title) + (o && o.text ? ` — ${o.text}` : ""), a];
      });
      HJ.choose(`Play ${title}`, choices, send);
    }
  };

  // The kit's stepper (dom.js): quick taps add up; a seat that does not owe the decision
  // proposes instead, and the number stays until confirmed.
  const stepper = HJ.stepper;

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
          confirm ? HJ.actionButton(confirm, send, "Confirm", { class: "primary" }) : null,
          decline ? HJ.actionButton(decline, send, own ? "Withdraw" : "Decline") : null);
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

  const pairs = HJ.stepPairs;

  /* Tokens: the risk pool, each party's burden and the ranged totals. A character's
     wounds and strength are on its own sheet. */
  HJ.openTokens = function (view, seat, send) {
    // Only the tokens this game's rules have: the engine offers no burden stepper in the
    // intro pack, which has no burden.
    const adjust = HJ.mine(view, seat).filter((a) => ["adjust_risk", "adjust_burden", "adjust_ranged"].includes(a.type));
    const rows = pairs(adjust).map(({ any, up, down }) => ({ up, down,
      name: any.type === "adjust_risk" ? "Risk pool" : any.type === "adjust_burden"
        ? `${HJ.seatName(view, any.party)}'s burden` : `${any.side === "party" ? "Party" : "Minions"} ranged total`,
      value: any.type === "adjust_risk" ? view.risk : any.type === "adjust_burden"
        ? view.seats[any.party].burden : "" }));
    HJ.stepperSheet("Tokens for card effects", rows, send, seat === view.to_act,
      ["For a character's wounds or strength, tap the character.", proposing(view, seat)], "tokens-sheet");
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

  /* An action as the Undo button names it, from the action itself ("Ana plays Kaa",
     "Ben rests"); null where the names it needs are no longer on the table (the kit then
     names it by its first sentence). */
  function titleOf(view, cardId) {
    const known = HJ.deck.cards[cardId] || [...view.characters, ...(view.support || []), ...view.path]
      .find((x) => x.card_id === cardId);
    return known ? known.title : null;
  }

  HJ.actionText = function (view, a, player) {
    const who = player || HJ.seatName(view, a.seat);
    const ch = (uid) => { const c = HJ.character(view, uid); return c ? c.title : null; };
    const all = (...names) => (names.every(Boolean) ? true : null);
    switch (a.type) {
      case "move": return `${who}'s party moves on`;
      case "rest": return `${who} rests (ends the turn)`;
      case "pass": return `${who} passes`;
      case "bid": return `${who}'s bid`;
      case "mulligan": return `${who}'s mulligan`;
      case "play_card": { const t = titleOf(view, a.card_id); return t && `${who} plays ${t}`; }
      case "place_site": { const t = titleOf(view, a.card_id); return t && `${who} places ${t}`; }
      case "choose_hero": { const t = titleOf(view, a.card_id); return t && `${who} chooses ${t} as hero`; }
      case "exert": return all(ch(a.target)) && `${who} exerts ${ch(a.target)}`;
      case "assign": return all(ch(a.minion), ch(a.companion)) &&
        `${who} assigns ${ch(a.minion)} to ${ch(a.companion)}`;
      case "choose_skirmish": return all(ch(a.companion)) && `${who} chooses ${ch(a.companion)}'s skirmish`;
      case "use_ability": {
        const source = ch(a.source) || ((view.support || []).find((x) => x.uid === a.source) || {}).title;
        return source ? `${who} uses ${source}` : null;
      }
      default: return null;
    }
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
    // The Undo button's name for the last action (see HJ.actionText).
    actionText: (view, action, player) => HJ.actionText(view, action, player),
    // What the page does for the player with no tap (see HJ.automatic).
    automatic: (view, seat, known) => HJ.automatic(view, seat, known),
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
