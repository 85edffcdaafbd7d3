/* Hero's Journey Home on a phone: whose turn and decision, the Journey deck's progress, a
   battle's monsters with their HP and the to-hit number of each attack worked out, every
   party's adventurers (HP out of the maximum, dead), papergold and bonus die, and this
   seat's legal actions. The view is the JSON of engine/view.py; every action sent is one of
   view.legal_actions. The Journey deck stays physical: the seat names the card drawn here,
   or scans its QR code (drawn.js on the card's page). */
"use strict";

(function () {
  const HJ = window.HJ;
  const el = HJ.el;
  let deck = {};

  const seatName = (view, s) => (view.parties[s] ? view.parties[s].name : `Seat ${s + 1}`);

  function fighterName(view, ref) {
    if (!ref) return "";
    if (view.combat && view.combat.fighters[ref]) return view.combat.fighters[ref];
    if (ref[0] === "a") {
      const [s, i] = ref.slice(1).split(".").map(Number);
      return view.parties[s].members[i].name;
    }
    return ref;
  }

  let offered = {};  // the view's offered_cards: every card a legal action names
  const cardName = (id) => (offered[id] ? offered[id].name : deck[id] ? deck[id].title : id);
  // An item's printed name, from where the party holds it (hand or an adventurer).
  function itemName(view, seat, id) {
    const p = view.parties[seat];
    const held = p ? [...p.hand, ...p.members.flatMap((m) => m.items)] : [];
    const found = held.find((i) => i.id === id);
    return found ? found.name : cardName(id);
  }
  // What a spell or a healing costs, in the Magic Points' own currencies: the caster's HP,
  // papergold (200 PG an MP, 100 with the Cloak), the bonus die.
  const pay = (p, caster) => "paying " + [p[0] ? `${p[0]} HP of its own` : "",
    p[1] ? `${p[1] * caster.mp_pg} PG` : "", p[2] ? `${p[2]} from the bonus die` : ""]
    .filter(Boolean).join(" + ");

  function label(view, a) {
    const member = a.member !== undefined && view.parties[a.seat] ? view.parties[a.seat].members[a.member] : null;
    const who = member ? member.name : "";
    const target = fighterName(view, a.target);
    switch (a.type) {
      case "dice": return a.mode === "companion" ? "The companion rolls" : "We roll physical dice";
      case "quest": return `Quest: ${cardName(a.card)}`;
      case "recruit": return `Choose the ${cardName(a.card)}`;
      case "hero": return `${who} is the Hero`;
      case "learn": return `${who} learns ${cardName(a.card)}`;
      case "assign": return `${who} carries the Quest Item`;
      case "draw": return `Drew ${cardName(a.card)}`;
      case "play": return `Play ${cardName(a.card)}, put the other back on top`;
      case "fight": return "Fight";
      case "tribute": return `Tribute: ${view.card.tribute} PG`;
      case "buy": return a.member === undefined ? "Buy, hold in hand" : `Buy for ${who}`;
      case "hire": return `Hire the ${cardName(a.card)}`;
      case "pass": return view.combat && view.combat.step === "reroll" ? "Keep the dice" : "Pass";
      case "reroll": return `Re-roll the ${view.combat.roll.rolls[a.value]}`;
      case "cover": return `Cavalier takes ${a.value} HP`;
      case "stranger": return `Turned up: ${cardName(a.card)}`;
      case "challenge": return `Face ${seatName(view, a.value)}`;
      case "end_turn": return "End the turn";
      case "equip": return `${who} ${view.combat ? "picks up" : "takes"} ${itemName(view, a.seat, a.card)}`;
      case "ambush": return `Ambush: ${who} attacks ${target}`;
      case "begin": return view.combat && view.combat.step === "between" ? "Go on to the next round" :
        view.parties[a.seat].ambushes ? "No Ambush: begin the battle" : "Begin the battle";
      case "attack": return `${who} attacks ${target}`;
      case "defend": return `${target} defends`;
      case "roll": return a.value === undefined ? "Roll the dice" : String(a.value);
      case "lull": return `${who} sings to ${target}`;
      case "smite": return `${who} smites ${target} (2 HP)`;
      case "heal": return `${who} heals ${target} by ${a.pay.reduce((x, y) => x + y, 0)} HP, ${pay(a.pay, member)}`;
      case "cast": return `${who} casts ${cardName(a.card)}${a.target ? ` on ${a.target.startsWith("a") || a.target.startsWith("m") ? target : a.target}` : ""}, ${pay(a.pay, member)}`;
      case "sacrifice": return `${who} sacrifices herself`;
      case "assassinate": return `${who} calls ${a.numbers.join(" and ")} on ${target}`;
      case "duel": return `${who} duels ${target}`;
      case "ouanga": return `${who} uses the Ouanga on ${target}`;
      case "replay": return `Ball of String: replay ${cardName(a.card)}`;
      case "truce": return "Offer a truce";
      case "give": return a.value !== undefined ? `Give ${a.value} PG` : a.card !== undefined ?
        `Give the ${itemName(view, a.seat, a.card)}` : `Give the ${who}`;
      case "agree": return view.combat && view.combat.truce && view.combat.truce.terms.length ? "Agree to these terms" : "Agree to the truce";
      case "refuse": return "Refuse the truce";
      default: return a.type.replace(/_/g, " ");
    }
  }

  const PRIMARY = ["play", "fight", "begin", "end_turn", "roll", "agree"];
  // Choices tucked into a sheet one tap away (data-sheet), so the dock keeps the decision.
  const TUCKED = { cast: ["spells", "Spells and healing"], heal: ["spells", "Spells and healing"],
                   equip: ["items", "Items"], replay: ["items", "Items"],
                   give: ["trade", "Trade papergold, items or adventurers"] };

  function button(view, a, send) {
    return HJ.actionButton(a, send, label(view, a), {
      class: PRIMARY.includes(a.type) ? "primary" : null,
      "data-card": a.card || null, "data-target": a.target || null });
  }

  // A button that opens a sheet of these actions; a tap in the sheet acts and closes it.
  function sheetOf(view, id, title, group, send) {
    const sheet = `${id}-sheet`;
    return el("button", { type: "button", class: "wide", id, "data-sheet": sheet,
      onclick: () => HJ.sheet(title, (close) => el("div", { class: "act-grid" },
        group.map((a) => button(view, a, (x) => { close(); send(x); }))), sheet) },
    `${title} (${group.length})`);
  }

  function drawPicker(view, options, send) {
    const select = el("select", { id: "drawn-card", "aria-label": "The card that came up" },
      options.map((a) => el("option", { value: a.card, text: cardName(a.card) })));
    return HJ.offers(el("div", { class: "stack", id: "draw-picker" },
      el("label", { for: "drawn-card", text: "Which Journey card came up? (or scan its code)" }), select,
      el("button", { type: "button", class: "primary wide", id: "draw-button",
        onclick: () => send(options.find((a) => a.card === select.value)) }, "This card came up")), options);
  }

  // The Assassin calls two numbers of his choice: target and pair picked, not 190 buttons.
  function assassinPicker(view, options, send) {
    const who = view.parties[options[0].seat].members[options[0].member].name;
    const refs = [...new Set(options.map((a) => a.target))];
    const numbers = (id, chosen, text) => el("select", { id, "aria-label": text },
      Array.from({ length: 20 }, (_, i) => el("option", { value: String(i + 1), text: String(i + 1),
        selected: i + 1 === chosen ? "selected" : null })));
    const target = el("select", { id: "assassin-target", "aria-label": "The enemy to kill" },
      refs.map((r) => el("option", { value: r, text: fighterName(view, r) })));
    const first = numbers("assassin-first", 19, "First number");
    const second = numbers("assassin-second", 20, "Second number");
    const note = el("p", { class: "muted", id: "assassin-note", "aria-live": "polite" });
    const chosen = () => {
      const pair = [Number(first.value), Number(second.value)].sort((x, y) => x - y);
      return options.find((a) => a.target === target.value && a.numbers[0] === pair[0] && a.numbers[1] === pair[1]);
    };
    return HJ.offers(el("div", { class: "stack", id: "assassin-picker" },
      el("label", { for: "assassin-target", text: `${who} calls two numbers on` }), target,
      el("div", { class: "counts" }, first, second), note,
      el("button", { type: "button", class: "wide", id: "assassin-button", "data-action": "assassinate",
        onclick: () => { const a = chosen(); if (a) send(a); else note.textContent = "Choose two different numbers."; } },
      `${who} tries to assassinate`)), options);
  }


  // Quests, adventurers and spells to choose: each with the value the rule chooses it by.
  function cardPicker(view, seat, options, send) {
    const type = options[0].type;
    const p = view.parties[seat];
    const items = options.map((a) => {
      const c = offered[a.card] || { name: cardName(a.card) };
      const values = c.kind === "quest" ? [`value ${c.value}`] : c.kind === "adventurer"
        ? [`value ${c.value}`, c.spells ? HJ.counted(c.spells, "spell") : ""].filter(Boolean)
        : c.kind === "spell" ? [`${c.cost} MP`] : [];
      const detail = type === "learn" ? `for the ${p.members[a.member].name}` : null;
      return { action: a, name: c.name, values, detail };
    });
    const picked = p.members.reduce((n, m) => n + m.value, 0);
    const note = type === "quest" ? "Its value is the most your adventurers' card values may add up to."
      : type === "recruit" ? `${p.quest}: value ${p.quest_value}. Chosen ${picked}, ${p.budget_left} left.`
      : null;
    const title = { quest: "Choose a Quest", recruit: "Choose an adventurer", learn: "Choose spells",
                    hire: "Hire an adventurer", stranger: "The adventurer turned up" }[type];
    return HJ.picker(items, send, { id: `pick-${type}`, title, note, sheet: items.length > 6,
      opener: type === "recruit" ? `Choose an adventurer (${p.budget_left} of ${p.quest_value} left)` : null });
  }

  const PICKED = ["quest", "recruit", "learn", "hire", "stranger"];

  function actions(view, seat, send) {
    offered = view.offered_cards || {};
    const mine = view.legal_actions.filter((a) => a.seat === seat);
    const panel = el("div", { class: "actions", id: "actions" }, // inside the dock, the landmark
      el("h2", { id: "h-actions", class: "visually-hidden", text: mine.length ? "Your decision" : "Waiting" }));
    if (!mine.length) {
      panel.append(el("p", { class: "waiting", text: view.over ? "The game is over." :
        `Waiting for ${view.deciding.map((s) => seatName(view, s)).join(", ")}.` }));
      return panel;
    }
    // The terms stand beside the decision on them (the battle section may be out of sight).
    if (view.combat && view.combat.truce) panel.append(truce(view, view.combat.truce, "truce-terms"));
    if (view.step === "meet" && !view.combat && view.card) panel.append(monsterTerms(view, seat, mine));
    const draws = mine.filter((a) => a.type === "draw");
    if (draws.length) panel.append(drawPicker(view, draws, send));
    const calls = mine.filter((a) => a.type === "assassinate");
    if (calls.length) panel.append(assassinPicker(view, calls, send));
    const faces = mine.filter((a) => a.type === "roll" && a.value !== undefined);
    if (faces.length) {
      const r = view.combat && view.combat.roll;
      panel.append(HJ.dicePad(faces, send, { die: 20, id: "dice-pad", title: r ?
        `d20 rolled for ${fighterName(view, r.attacker)}${r.to_hit ? `, needs ${r.to_hit}` : ""}` : "The d20 rolled" }));
    }
    for (const type of PICKED) {
      const group = mine.filter((a) => a.type === type);
      if (group.length) panel.append(cardPicker(view, seat, group, send));
    }
    // Between combat rounds picking up the fallen's items is the decision itself: not tucked.
    const tucked = (a) => TUCKED[a.type] && !(a.type === "equip" && view.combat);
    const special = (a) => ["draw", "assassinate", ...PICKED].includes(a.type) ||
      (a.type === "roll" && a.value !== undefined) || tucked(a);
    const shown = mine.filter((a) => !special(a));
    // The decision that moves the game on comes first, where it is never under another.
    shown.sort((x, y) => PRIMARY.includes(y.type) - PRIMARY.includes(x.type));
    if (shown.length) panel.append(el("div", { class: "act-grid" }, shown.map((a) => button(view, a, send))));
    const sheets = new Map();
    for (const a of mine.filter(tucked)) {
      const [id, title] = TUCKED[a.type];
      if (!sheets.has(id)) sheets.set(id, [title, []]);
      sheets.get(id)[1].push(a);
    }
    for (const [id, [title, group]] of sheets) panel.append(sheetOf(view, `more-${id}`, title, group, send));
    return panel;
  }

  /* What the choice costs, beside it: the monster's value and HP (its attack and what it
     takes to kill) and the tribute that avoids the fight, or why it cannot be paid. */
  function monsterTerms(view, seat, mine) {
    const c = view.card;
    const purse = view.parties[seat].papergold;
    const payable = mine.some((a) => a.type === "tribute");
    return el("p", { id: "monster-terms", class: "home-terms" },
      el("b", { text: `${c.name}: ` }), `value ${c.value} · ${c.hp} HP · tribute ${c.tribute} PG`,
      payable ? null : el("span", { class: "home-beyond", text: ` — beyond your ${purse} PG` }));
  }

  function banner(view, seat) {
    const yours = seat !== null && view.deciding.includes(seat);
    const phase = view.over ? "Game over" : view.phase === "turn" ?
      `${seatName(view, view.active)}'s turn · card ${view.deck.drawn} of ${view.deck.size}` : `Setup · ${view.step}`;
    return el("section", { class: "banner" + (yours ? " yours" : ""), id: "banner", "aria-live": "polite" },
      el("div", { class: "phase" }, el("span", { id: "step", text: phase }),
        yours ? el("span", { class: "yours-note", text: "Your decision" }) : null),
      el("p", { class: "prompt", id: "prompt", text: view.prompt }));
  }

  function journey(view) {
    const d = view.deck;
    const part = d.parts > 1 ? ` · ${view.variant === "legs" ? "leg" : "half"} ${d.part} of ${d.parts}, ${d.part_left} to go` : "";
    return el("section", { id: "journey", class: "home-journey", "aria-labelledby": "h-journey" },
      el("h2", { id: "h-journey", text: "The Journey deck" }),
      el("p", { class: "counts" }, el("b", { text: String(d.drawn) }), " drawn · ",
        el("b", { text: String(d.left) }), ` left${part} · `,
        !d.holds_home ? "no Home card: The Final Battle follows the last card" :
          d.home_possible ? "Home may come up" : "Home cannot come up yet"),
      el("p", { class: "sub muted", id: "deck-part", text: `Dice: ${view.dice || "not chosen"}` }),
      view.card ? el("p", { id: "current-card" }, "Card: ",
        el("a", { href: `/cards/${view.card.id}`, text: view.card.name }), ` — ${view.card.text}`) : null);
  }

  function combat(view) {
    const c = view.combat;
    if (!c) return null;
    const enemies = c.enemies.filter((e) => e.hp > 0 || !e.raised).map((e) => el("li", { class: "char", "data-ref": e.ref },
      el("span", { class: "name", text: e.name }),
      el("span", { class: "stats", text: ` value ${e.value} · HP ${e.hp}/${e.start_hp}${e.asleep ? " · asleep" : ""}` })));
    const acting = c.acting;
    // One line per attack, the working under it: no table wider than the phone.
    const r = c.roll;
    const shownAttack = (a) => (r ? a.attacker === r.attacker && a.defender === r.defender : !acting || a.attacker === acting);
    const rows = c.attacks.filter(shownAttack).map((a) =>
      el("li", { "data-attacker": a.attacker, "data-defender": a.defender },
        el("span", { class: "who", text: `${fighterName(view, a.attacker)} → ${fighterName(view, a.defender)}` }),
        el("b", { class: "to-hit", text: String(a.to_hit) + (a.modifier ? ` (${a.modifier > 0 ? "+" : ""}${a.modifier} to rolls)` : "") }),
        el("small", { class: "muted", text: a.working })));
    return el("section", { class: "skirmish", id: "combat", "aria-labelledby": "h-combat" },
      el("h2", { id: "h-combat" }, `Battle · round ${c.round}`,
        acting ? el("span", { id: "acting", text: ` · acting: ${fighterName(view, acting)}` }) : null),
      enemies.length ? el("ul", { class: "chars", id: "enemies" }, enemies) : null,
      el("div", { id: "to-hit", class: "to-hit-list" },
        el("p", { class: "caption muted", text: "To hit: (defender + armor) − (attacker + weapon) + 10, or more on the d20" }),
        el("ul", {}, rows)),
      c.truce ? truce(view, c.truce) : null,
      r ? el("p", { id: "roll", class: "notice info", text: `${fighterName(view, r.attacker)} → ${fighterName(view, r.defender)}: ` +
        `${r.purpose}, ${r.dice}d20${r.to_hit ? `, needs ${r.to_hit}` : ""}` +
        `${r.called && r.called.length ? `, calls ${r.called.join(" and ")}` : ""}; rolled ${r.rolls.join(", ") || "nothing yet"}` }) : null);
  }

  // The terms of an offered truce: what each side gives, and who agrees to them as they stand.
  function truce(view, t, id = "truce") {
    const terms = t.terms.map((x) => el("li", { text: `${seatName(view, x.giver)} gives ${x.text}` }));
    return el("div", { id, class: "notice info" },
      el("p", { text: `${seatName(view, t.from)} offers a truce.` + (t.agreed.length ?
        ` Agreed so far: ${t.agreed.map((s) => seatName(view, s)).join(", ")}.` : "") }),
      terms.length ? el("ul", {}, terms) : el("p", { class: "muted", text: "Nothing changes hands yet." }));
  }

  function parties(view, seat) {
    return el("section", { id: "parties", "aria-labelledby": "h-parties" },
      el("h2", { id: "h-parties", text: "Parties" }), view.parties.map((p) =>
        el("section", { class: "party home-party", "data-seat": p.seat, "aria-label": `${p.name}'s party` },
          el("h3", {}, el("span", { class: `marker m${p.seat % 6}`, "aria-hidden": "true", text: p.name.slice(0, 1).toUpperCase() }),
            el("span", { class: "who", text: p.name + (p.seat === seat ? " (you)" : "") }),
            el("span", { class: "burden", text: p.out ? " · out" : ` · ${p.papergold} PG · bonus die ${p.bonus}${p.hero_fallen ? " (Hero fallen)" : ""}` })),
          p.quest ? el("p", { class: "sub muted", text: `Quest: ${p.quest} (value ${p.quest_value})` +
            (p.budget_left !== null && p.budget_left !== undefined ? ` · ${p.budget_left} left to recruit` : "") +
            (p.ambushes ? ` · Ambush cards: ${p.ambushes}` : "") }) : null,
          el("ul", { class: "chars" }, p.members.map((m) => el("li", { class: "char" + (m.dead ? " minion" : ""), "data-member": m.index },
            el("div", { class: "head" },
              el("a", { class: "name card-name", href: `/cards/${m.card}`, text: (m.hero ? "★ " : "") + m.name }),
              el("span", { class: "stats", text: ` ${m.value} · ${m.dead ? (m.eaten ? "eaten" : "dead") : `${m.hp}/${m.max_hp} HP`}` })),
            m.items.length || m.spells.length ? el("p", { class: "sub muted", text:
              [...m.items.map((i) => i.name + (i.plus ? ` +${i.plus}` : "")), ...m.spells.map((s) => `spell: ${s.name}`)].join(" · ") }) : null))),
          p.hand.length ? el("p", { class: "sub", text: `In hand: ${p.hand.map((i) => i.name).join(", ")}` }) : null)));
  }

  function over(view, seat) {
    if (!view.over) return null;
    const won = view.winner === seat;
    // Home wins where the deck holds it; in The Final Battle the last party standing does.
    const home = view.deck.holds_home;
    const theirs = view.winner === null ? "" : `${seatName(view, view.winner)} ${home ? "is home" : "is the last one standing"}`;
    return el("section", { class: "over " + (won || seat === null ? "win" : "loss"), id: "game-over", role: "status" },
      el("p", { class: "big", text: view.winner === null ? "Everyone has lost" : won ?
        (home ? "You are home!" : "You are the last one standing!") : theirs }));
  }

  (function stylesheet() {
    const me = document.currentScript && document.currentScript.src;
    if (!me || document.getElementById("home-css")) return;
    document.head.append(el("link", { rel: "stylesheet", id: "home-css", href: me.replace(/home\.js.*$/, "home.css") }));
  })();

  HJ.game = {
    sections(view, seat, notice, controls) {
      // In a battle the Journey deck waits: its place goes to the battle.
      return [over(view, seat), banner(view, seat), notice, controls, combat(view),
              view.combat ? null : journey(view),
              parties(view, seat),
              el("p", {}, el("a", { class: "button wide", href: "/games/heros-journey-home/rules", text: "Rules, to-hit table and rulings" }))];
    },
    actions,
    useDeck(cards) { deck = cards || {}; },
    play(view, seat, wanted, send) {
      const a = view.legal_actions.find((x) => x.seat === seat && x.type === "draw" && x.card === wanted);
      if (a) send(a);
    },
  };
})();
