/* A Heroes and Quests table laid by hand: the map entered space by space (a tile kind as a
   brush, checked against the set's counts and the coastal edge as it is laid), and the cards
   dealt from decks shuffled by hand. Creates the table by the API, as the home page does. */
"use strict";

(function () {
  const el = window.HJ.el;
  const data = JSON.parse(document.getElementById("hq-data").textContent);
  const SIDE = 10;
  const board = Array(SIDE * SIDE).fill(null);
  const kinds = Object.fromEntries(data.tiles.map((t) => [t.id, t]));
  let cursor = 0; // the space the next tile tapped is laid on
  const $ = (id) => document.getElementById(id);
  const isEdge = (s) => [0, SIDE - 1].includes(Math.floor(s / SIDE)) || [0, SIDE - 1].includes(s % SIDE);
  const laid = (id) => board.filter((t) => t === id).length;
  const where = (s) => `row ${Math.floor(s / SIDE) + 1}, column ${(s % SIDE) + 1}`;

  function say(text) { $("map-status").textContent = text; }

  function prompt() {
    const count = board.filter(Boolean).length;
    say(count === board.length ? "All 100 spaces laid."
      : `${count} of 100 spaces laid. The tile at ${where(cursor)}?`);
  }

  function drawPalette() {
    $("palette").replaceChildren(...data.tiles.map((t) => {
      const button = el("button", { type: "button", "data-tile": t.id, class: "tile-pick",
        disabled: laid(t.id) >= t.count, onclick: () => lay(t.id) },
        `${t.name}${t.coastal ? " (coastal)" : ""} ${laid(t.id)}/${t.count}`);
      button.style.borderLeftColor = t.color; // the CSSOM, which the Content-Security-Policy allows
      return button;
    }), el("button", { type: "button", id: "clear-space", onclick: clear }, "Clear this space"));
  }

  function drawBoard() {
    // Spaces are a third of a finger wide on a phone: tapping one moves the cursor there; the
    // tiles themselves are laid with the full-size buttons above.
    $("laid-board").replaceChildren(...board.map((id, s) => {
      const cell = el("div", { class: "cell" + (s === cursor ? " can-move" : ""), role: "img",
        "data-space": s, "aria-label": `${where(s)}: ${id ? kinds[id].name : "empty"}`,
        onclick: () => { cursor = s; drawBoard(); prompt(); } },
        el("span", { class: "abbr", text: id ? kinds[id].name.slice(0, 3) : "" }));
      cell.style.backgroundColor = id ? kinds[id].color : "#f4f1ea";
      return cell;
    }));
  }

  function lay(id) {
    const tile = kinds[id];
    if (tile.coastal && !isEdge(cursor)) {
      say(`${tile.name} is a coastal tile: lay it on an edge space, not ${where(cursor)}.`);
      return;
    }
    board[cursor] = id;
    const next = board.findIndex((t, s) => !t && s > cursor);
    cursor = next >= 0 ? next : Math.max(board.indexOf(null), 0);
    drawPalette();
    drawBoard();
    prompt();
  }

  function clear() {
    board[cursor] = null;
    drawPalette();
    drawBoard();
    prompt();
  }

  function cardSelect(id, cards) {
    return el("select", { id }, el("option", { value: "", text: "—" }),
      cards.map((c) => el("option", { value: c.id, text: c.name })));
  }

  function drawSeats() {
    const names = [...$("seats").querySelectorAll("input")].map((i) => i.value);
    const count = Number($("players").value);
    $("seats").replaceChildren(...Array.from({ length: count }, (_, i) => el("div", {},
      el("label", { for: `name-${i}`, text: `Seat ${i + 1}` }),
      el("input", { id: `name-${i}`, value: names[i] || "", maxlength: 40, autocomplete: "off",
                    placeholder: `Player ${i + 1}` }))));
    drawDeal();
  }

  function drawDeal() {
    const count = Number($("players").value);
    const seat = (i) => el("fieldset", {}, el("legend", { text: `Seat ${i + 1}: 6 heroes and a hand of 5` }),
      ...Array.from({ length: 6 }, (_, h) => cardSelect(`hero-${i}-${h}`, data.heroes)),
      ...Array.from({ length: 5 }, (_, a) => cardSelect(`hand-${i}-${a}`, data.actions)));
    $("deal").replaceChildren(
      el("fieldset", {}, el("legend", { text: `The ${count} quests drawn` }),
        ...Array.from({ length: count }, (_, q) => cardSelect(`quest-${q}`, data.quests))),
      ...Array.from({ length: count }, (_, i) => seat(i)));
  }

  function setup() {
    const count = Number($("players").value);
    const value = (id) => $(id).value;
    const seats = Array.from({ length: count }, (_, i) => {
      const input = $(`name-${i}`);
      return { name: input.value.trim() || input.placeholder };
    });
    const made = { variant: value("variant"), dice: value("dice"), seats, map: board };
    if ($("by-hand").checked) {
      made.decks = "table";
      made.dealt = {
        quests: Array.from({ length: count }, (_, q) => value(`quest-${q}`)),
        seats: Array.from({ length: count }, (_, i) => ({
          heroes: Array.from({ length: 6 }, (_, h) => value(`hero-${i}-${h}`)),
          hand: Array.from({ length: 5 }, (_, a) => value(`hand-${i}-${a}`)) })) };
    }
    return made;
  }

  $("players").replaceChildren(...Array.from({ length: data.players[1] - data.players[0] + 1 },
    (_, i) => el("option", { value: data.players[0] + i, text: `${data.players[0] + i} players` })));
  $("players").addEventListener("change", drawSeats);
  $("by-hand").addEventListener("change", () => { $("deal").hidden = !$("by-hand").checked; });
  $("laid-table").addEventListener("submit", async (event) => {
    event.preventDefault();
    const error = $("form-error");
    error.hidden = true;
    if (board.some((t) => !t)) {
      error.textContent = `Lay every space first: ${board.filter((t) => !t).length} are empty.`;
      error.hidden = false;
      return;
    }
    $("create").disabled = true;
    try {
      const res = await fetch("/api/tables", { method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ruleset: "heroes-and-quests", setup: setup() }) });
      const body = await res.json();
      if (!res.ok) throw new Error(body.message || `error ${res.status}`);
      window.HJ.keepCreated(body); // as the home page does: this phone holds every seat
      location.href = `/t/${body.id}`;
    } catch (e) {
      error.textContent = e.message === "Failed to fetch" ? "No connection to the table server." : e.message;
      error.hidden = false;
      $("create").disabled = false;
    }
  });
  drawPalette();
  drawBoard();
  drawSeats();
  prompt();
})();
