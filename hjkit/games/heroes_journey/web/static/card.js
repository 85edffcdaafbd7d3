/* A card's page opened on a seat's phone during a game: offer to play the card there. */
"use strict";

// A face image the server cannot draw hides its frame (no inline handler: the pages'
// Content-Security-Policy allows none).
(function () {
  const face = document.querySelector("figure.card-face img");
  if (!face) return;
  const hide = () => { face.closest("figure").hidden = true; };
  if (face.complete && face.naturalWidth === 0) hide();
  else face.addEventListener("error", hide);
})();

(async function () {
  const el = window.HJ ? window.HJ.el : null;
  const box = document.getElementById("play-here");
  const article = document.querySelector("[data-card-id]");
  const here = JSON.parse(localStorage.getItem("hjkit.here") || "null");
  if (!box || !article || !here || !el) return;
  const cardId = article.dataset.cardId, title = article.dataset.cardTitle;
  const token = localStorage.getItem(`hjkit.token.${here.table}.${here.seat}`);
  let snap;
  try {
    const res = await fetch(here.api.table, { cache: "no-store" });
    if (!res.ok) return;
    snap = await res.json();
  } catch (e) { return; }
  const view = snap.state;
  if (!token || view.winner !== null || !view.seats[here.seat]) return;
  const who = view.seats[here.seat].name;
  if (here.cards && !here.cards.includes(cardId)) {  // nothing to offer: say why
    box.append(el("p", { text: `You are ${who} at table ${here.table}. ${title} is not in ` +
                               `${who}'s deck, so it cannot be played from this seat.` }),
      el("a", { class: "button", href: here.page, text: "Back to the table" }));
    box.hidden = false;
    return;
  }
  const options = view.legal_actions.filter((a) => a.seat === here.seat && a.type === "play_card" && a.card_id === cardId);
  const status = el("p", { role: "alert", class: "notice refused", hidden: true });
  async function play() {
    if (options.length > 1) { location.href = `${here.page}?play=${encodeURIComponent(cardId)}`; return; }
    const action = options[0] || { type: "play_card", seat: here.seat, card_id: cardId, target: null, exert: null };
    const res = await fetch(here.api.actions, { method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ version: snap.version, action }) });
    const body = await res.json().catch(() => ({}));
    if (res.ok) { location.href = here.page; return; }
    status.textContent = "Not allowed: " + (body.message || `error ${res.status}`);
    status.hidden = false;
  }
  box.append(
    el("p", { text: `You are ${who} at table ${here.table}.` }),
    el("button", { type: "button", class: "primary", id: "play-this", onclick: play },
      `Play ${title}` + (options.length ? "" : " (not playable now)")),
    status,
    el("a", { class: "button", href: here.page, text: "Back to the table" }));
  box.hidden = false;
})();
