/* The action panel: only the legal actions of this seat, grouped; a card picker; steppers. */
"use strict";

(function () {
  const HJ = window.HJ;
  const el = HJ.el;

  HJ.mine = (view, seat) => view.legal_actions.filter((a) => a.seat === seat);

  const ADJUST = ["adjust_risk", "adjust_burden", "adjust_wounds", "adjust_strength", "adjust_ranged"];

  const OUTCOME = { win: "wins", overwhelm: "overwhelms", lose: "loses", overwhelmed: "is overwhelmed" };

  // "(6 vs 2: overwhelms)" from the view's skirmish_previews, so the order can be chosen
  // knowing each result.
  function preview(view, companion) {
    const p = (view.skirmish_previews || []).find((s) => s && s.companion === companion);
    return p ? ` (${p.companion_total} vs ${p.minion_total}: ${OUTCOME[p.predicted]})` : "";
  }

  function siteTitle(id) { return (HJ.deck.cards[id] || { title: id }).title; }

  HJ.label = function (view, a) {
    const who = (uid) => HJ.charName(view, uid);
    switch (a.type) {
      case "bid": return `Bid ${a.amount}`;
      case "choose_position": return `Take place ${a.position} in turn order`;
      case "place_site": return `Place ${siteTitle(a.card_id)}`;
      case "choose_hero": return `Hero: ${siteTitle(a.card_id)}`;
      case "mulligan": return `Mulligan, keep ${a.keep}`;
      case "move": return `Move to site ${view.seats[a.seat].position + 1}`;
      case "rest": return "Rest (end the turn)";
      case "second_wind": return `Second wind: ${who(a.target)}`;
      case "heal": return `Heal ${who(a.target)}`;
      case "wound": return `Wound ${who(a.target)}`;
      case "choose_antagonist": return `${HJ.seatName(view, a.antagonist)} takes the party's ranged wounds`;
      case "exert": return `Exert ${who(a.target)}`;
      case "assign": return `${who(a.minion)} → ${who(a.companion)}`;
      case "choose_skirmish": return `Resolve ${who(a.companion)}'s skirmish${preview(view, a.companion)}`;
      case "pass": return passLabel(view);
      default: return a.type.replace(/_/g, " ");
    }
  };

  function passLabel(view) {
    switch (view.step_id) {
      case "starting_party": return "Done: party complete";
      case "mulligans": return "Keep this hand";
      case "adversary": return "Pass: no more minions";
      case "skirmish": return "Pass";
      case "assign_protagonist": case "assign_antagonists": return "Done assigning";
      default: return "Pass";
    }
  }

  const GROUPS = [
    ["Turn", ["move", "rest", "choose_skirmish", "choose_antagonist", "bid", "choose_position",
              "place_site", "choose_hero", "mulligan", "pass"]],
    ["Assign minions", ["assign"]],
    ["Wounds", ["second_wind", "heal", "wound"]],
  ];

  HJ.renderActions = function (view, seat, send) {
    const mine = HJ.mine(view, seat);
    const panel = el("section", { class: "actions", id: "actions", "aria-labelledby": "h-actions" },
      el("h2", { id: "h-actions", text: mine.length ? "Your actions" : "Waiting" }));
    if (!mine.length) {
      panel.append(el("p", { class: "muted", text: view.winner !== null ? "The game is over." :
        `Waiting for ${HJ.seatName(view, view.to_act)}.` }));
    }
    for (const [title, types] of GROUPS) {
      const list = mine.filter((a) => types.includes(a.type))
        .sort((x, y) => types.indexOf(x.type) - types.indexOf(y.type));
      if (!list.length) continue;
      if (title !== "Turn") panel.append(el("h3", { text: title }));
      panel.append(el("div", { class: "act-grid" }, list.map((a) => el("button", {
        type: "button", class: ["move", "choose_skirmish"].includes(a.type) ? "primary" : "",
        "data-action": a.type, onclick: () => confirmThen(view, a, send),
      }, HJ.label(view, a)))));
    }
    const plays = mine.filter((a) => a.type === "play_card");
    if (plays.length || (mine.length && HJ.deck.ids.length && view.phase !== "setup")) {
      panel.append(HJ.cardPicker(view, seat, plays, send));
    }
    const exerts = mine.filter((a) => a.type === "exert");
    if (exerts.length) panel.append(abilities(view, exerts, send));
    const adjust = mine.filter((a) => ADJUST.includes(a.type));
    if (adjust.length) panel.append(steppers(view, adjust, send));
    return panel;
  };

  function confirmThen(view, action, send) {
    if (action.type === "pass" && view.skirmish) {
      HJ.confirm("Pass in this skirmish?",
        "If every player passes now the skirmish resolves: " + HJ.predictionText(view),
        "Pass", () => send(action));
    } else if (action.type === "rest") {
      HJ.confirm("Rest and end the turn?", "Minions are scrapped and the turn passes on.",
        "Rest", () => send(action));
    } else {
      send(action);
    }
  }

  /* Card picker: the seat's whole deck, filtered by typing; legal plays first. A card that
     is not legal now may still be tried: the rules answer with the sentence that forbids it. */
  HJ.cardPicker = function (view, seat, plays, send) {
    const legal = new Map();
    for (const a of plays) {
      if (!legal.has(a.card_id)) legal.set(a.card_id, []);
      legal.get(a.card_id).push(a);
    }
    const input = el("input", { type: "search", id: "card-filter", autocomplete: "off",
                                placeholder: "Type part of a card name" });
    const list = el("ul", { id: "card-list" });
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
          onclick: () => HJ.playCard(view, seat, id, legal.get(id) || [], send),
        }, el("span", { text: card.title + (ok ? "" : " ⊘") }),
           el("span", { class: "cost", text: card.cost === null ? "" : `${card.side === "adversary" ? "◆" : "●"} ${card.cost}` }))));
      }
      if (!list.children.length) {
        list.append(el("li", { class: "muted", text: q ? "No card in your deck matches." :
          "No card can be played now. Type a name to see why one can't." }));
      }
    };
    input.addEventListener("input", fill);
    fill();
    return el("section", { class: "picker", "aria-labelledby": "h-picker" },
      el("h3", { id: "h-picker" }, el("label", { for: "card-filter", text: "Play a card" })),
      input, list);
  };

  HJ.playCard = function (view, seat, cardId, options, send) {
    if (!options.length) {
      send({ type: "play_card", seat, card_id: cardId, target: null, exert: null });
    } else if (options.length === 1) {
      send(options[0]);
    } else {
      const title = HJ.deck.cards[cardId].title;
      const choices = options.map((a) => {
        const parts = [];
        if (a.target !== null) parts.push(`on ${HJ.charName(view, a.target)}`);
        if (a.exert !== null) parts.push(`exerting ${HJ.charName(view, a.exert)}`);
        return [parts.join(", ") || title, a];
      });
      HJ.choose(`Play ${title}`, choices, send);
    }
  };

  // "Skirmish: Exert Baloo to ..." : the exert is checked by the rules (never at 1 health);
  // the ability's effect is then applied with the steppers.
  function abilities(view, exerts, send) {
    return el("details", { class: "adjust", id: "abilities" },
      el("summary", { class: "button wide", text: "Card ability: exert a character" }),
      el("div", { class: "act-grid" }, exerts.map((a) => el("button", {
        type: "button", "data-action": a.type, onclick: () => send(a) }, HJ.label(view, a)))));
  }

  function steppers(view, adjust, send) {
    const rows = new Map();
    const key = (a) => JSON.stringify({ ...a, delta: 0 });
    for (const a of adjust) {
      if (!rows.has(key(a))) rows.set(key(a), {});
      rows.get(key(a))[a.delta > 0 ? "up" : "down"] = a;
    }
    const what = (a) => {
      switch (a.type) {
        case "adjust_risk": return `Risk pool (${view.risk})`;
        case "adjust_burden": return `${HJ.seatName(view, a.party)}'s burden (${view.seats[a.party].burden})`;
        case "adjust_wounds": { const c = HJ.character(view, a.target); return `${c.title} wounds (${c.wounds})`; }
        case "adjust_strength": { const c = HJ.character(view, a.target); return `${c.title} strength (${c.strength})`; }
        case "adjust_ranged": return `${a.side} ranged total`;
        default: return a.type;
      }
    };
    const body = [...rows.values()].map(({ up, down }) => {
      const any = up || down;
      const name = what(any);
      return el("div", { class: "stepper" },
        el("button", { type: "button", "aria-label": `${name}: minus one`, disabled: !down,
                       onclick: () => down && send(down) }, "−"),
        el("span", { class: "what", text: name }),
        el("button", { type: "button", "aria-label": `${name}: plus one`, disabled: !up,
                       onclick: () => up && send(up) }, "+"));
    });
    return el("details", { class: "adjust", id: "adjust" },
      el("summary", { class: "button wide", text: "Card effects: adjust tokens (+/−)" }), body);
  }

  /* What the kit's live page (table.js) asks of this game. */
  HJ.game = {
    // The sections of the page in order; notice and controls are the kit's (controls is
    // null on the watch view).
    sections(view, seat, notice, controls) {
      return [HJ.renderOver(view, seat), HJ.renderBanner(view, seat), notice,
              HJ.renderPool(view), HJ.renderSkirmish(view), controls,
              HJ.renderParties(view), HJ.renderPath(view)];
    },
    actions: (view, seat, send) => HJ.renderActions(view, seat, send),
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
