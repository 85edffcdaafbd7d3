/* Home page: choose the game, the players and a deck per seat; create the table by the API. */
"use strict";

(function () {
  const el = window.HJ.el;
  const catalog = JSON.parse(document.getElementById("catalog").textContent);
  const form = document.getElementById("new-table");
  const variant = document.getElementById("variant");
  const players = document.getElementById("players");
  const seats = document.getElementById("seats");
  const error = document.getElementById("form-error");

  // The chosen option is "<game>:<variant>"; its catalog entry lists the decks to offer.
  function chosen() {
    const [gameId, variantId] = variant.value.split(":");
    const game = catalog.games.find((g) => g.id === gameId);
    const entry = game.variants.find((v) => v.id === variantId);
    return { game: gameId, variant: variantId, decks: entry.decks, rounds: entry.rounds };
  }

  // A game with a window clock offers it: on by default, as play flows at a real table.
  const clockChoice = document.getElementById("clock-choice");
  const clock = document.getElementById("clock");
  function gameClock() {
    return catalog.games.find((g) => g.id === chosen().game).clock;
  }

  // A game with a round limit offers the one suggested for the players (about an evening,
  // see the game's suggested_rounds), a few others, and none: play to the end as written.
  const roundsChoice = document.getElementById("rounds-choice");
  const rounds = document.getElementById("rounds");
  let roundsChosen = false;  // once a player picks, a change of players keeps the pick
  rounds.addEventListener("change", () => { roundsChosen = true; });
  function fillRounds() {
    const offer = (chosen().rounds || {})[players.value];
    roundsChoice.hidden = !offer;
    if (!offer) return;
    const keep = rounds.value;
    const counts = [...new Set([10, 15, 20, 30, 40, offer])].sort((a, b) => a - b);
    rounds.replaceChildren(...counts.map((n) => el("option", { value: n,
      text: n === offer ? `${n} rounds (about an evening)` : `${n} rounds` })),
      el("option", { value: "", text: "No limit: play to an Ending" }));
    rounds.value = roundsChosen && [...rounds.options].some((o) => o.value === keep) ? keep : String(offer);
  }

  function fillPlayers() {
    clockChoice.hidden = !gameClock();
    const option = variant.selectedOptions[0];
    const min = Number(option.dataset.min), max = Number(option.dataset.max);
    const keep = Number(players.value) || min;
    players.replaceChildren();
    for (let n = min; n <= max; n++) players.append(el("option", { value: n, text: n === 1 ? "1 player" : `${n} players` }));
    players.value = String(Math.min(Math.max(keep, min), max));
    fillSeats();
    fillRounds();
  }

  function fillSeats() {
    const old = [...seats.querySelectorAll("fieldset")].map((f) => [
      f.querySelector("input").value, (f.querySelector("select") || {}).value]);
    const decks = chosen().decks;
    seats.replaceChildren();
    for (let i = 0; i < Number(players.value); i++) {
      const [name, deck] = old[i] || ["", ""];
      let select = null;
      if (decks.length) {  // a game whose seats choose no deck shows no deck field
        select = el("select", { id: `deck-${i}`, name: `deck-${i}` },
          decks.map((d) => el("option", { value: d.id, text: d.name })));
        select.value = decks.some((d) => d.id === deck) ? deck : decks[i % decks.length].id;
      }
      seats.append(el("fieldset", {},
        el("legend", { text: `Seat ${i + 1}` }),
        el("label", { for: `name-${i}`, text: "Name" }),
        el("input", { id: `name-${i}`, name: `name-${i}`, value: name, maxlength: 40,
                      autocomplete: "off", placeholder: `Player ${i + 1}` }),
        select ? el("label", { for: `deck-${i}`, text: "Deck" }) : null, select));
    }
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.hidden = true;
    const { game, variant: variantId } = chosen();
    const setup = { variant: variantId, seats: [...seats.querySelectorAll("fieldset")].map((f) => {
      const deck = f.querySelector("select");
      const input = f.querySelector("input");  // an empty field keeps its placeholder name
      return { name: input.value.trim() || input.placeholder, ...(deck ? { deck: deck.value } : {}) };
    }) };
    if (gameClock()) setup.clock = clock.value === "on" ? gameClock() : 0;
    if (!roundsChoice.hidden && rounds.value) setup.rounds = Number(rounds.value);
    const button = document.getElementById("create");
    button.disabled = true;
    try {
      const res = await fetch("/api/tables", { method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ruleset: game, setup }) });
      const body = await res.json();
      if (!res.ok) throw new Error(body.message || `error ${res.status}`);
      window.HJ.keepCreated(body);
      location.href = `/t/${body.id}`;
    } catch (e) {
      error.textContent = e.message === "Failed to fetch" ? "No connection to the table server." : e.message;
      error.hidden = false;
      button.disabled = false;
    }
  });

  // Games this phone holds a seat in (its tokens are kept in localStorage): back in a tap.
  async function listGames() {
    const held = new Map();
    for (let i = 0; i < localStorage.length; i++) {
      const match = /^hjkit\.token\.([A-Za-z0-9]+)\.(\d+)$/.exec(localStorage.key(i));
      if (match && !held.has(match[1])) held.set(match[1], Number(match[2]));
    }
    const list = document.getElementById("resume-list");
    for (const [table, seat] of held) {
      let res;
      try { res = await fetch(`/api/tables/${table}`); } catch (e) { continue; }
      if (res.status === 404) { forget(table); continue; }
      if (!res.ok) continue;
      const body = await res.json();
      const name = (body.seats[seat] || {}).name || `Seat ${seat + 1}`;
      const state = body.state || {};
      const status = state.winner !== null && state.winner !== undefined
        ? `${body.seats[state.winner].name} won` : state.prompt || "";
      list.append(el("a", { class: "button wide resume", href: `/t/${table}/seat/${seat}` },
        el("strong", { text: `${name} · table ${table}` }), el("small", { text: status })));
      document.getElementById("resume").hidden = false;
    }
  }

  function forget(table) {
    const keys = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key.startsWith(`hjkit.token.${table}.`) || key === `hjkit.created.${table}` ||
          key === `hjkit.host.${table}`) keys.push(key);
    }
    keys.forEach((key) => localStorage.removeItem(key));
  }

  variant.addEventListener("change", fillPlayers);
  players.addEventListener("change", () => { fillSeats(); fillRounds(); });
  fillPlayers();
  listGames();
})();
