/* A Journey card's page opened on a seated phone: report the card as the one drawn. */
"use strict";

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
  if (!token || !view.parties || view.over) return;
  const action = { type: "draw", seat: here.seat, card: cardId };
  const legal = view.legal_actions.some((a) => a.seat === here.seat && a.type === "draw" && a.card === cardId);
  const status = el("p", { role: "alert", class: "notice refused", hidden: true });
  async function drawn() {
    const res = await fetch(here.api.actions, { method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ version: snap.version, action }) });
    const body = await res.json().catch(() => ({}));
    if (res.ok) { location.href = here.page; return; }
    status.textContent = "Not allowed: " + (body.message || `error ${res.status}`);
    status.hidden = false;
  }
  box.append(
    el("p", { text: `You are ${view.parties[here.seat].name} at table ${here.table}.` }),
    el("button", { type: "button", class: "primary", id: "drew-this", onclick: drawn },
      `I drew ${title}` + (legal ? "" : " (not now)")),
    status,
    el("a", { class: "button", href: here.page, text: "Back to the table" }));
  box.hidden = false;
})();
