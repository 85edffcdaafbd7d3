/* A card's page opened on a seated phone during a game: what every game's card page script
   shares. HJ.cardHere(offer) reads the seat this phone sits at and its table as it stands,
   then shows in #play-here what offer returns (the elements saying what the seat may do
   with the card) above a link back to the table. */
"use strict";

(function () {
  const HJ = window.HJ || (window.HJ = {});

  /* offer({here, view, cardId, title, send, status}) returns the elements to show, or
     nothing to show none. send(action) posts the seat's action: back to the table when it
     is accepted, else the refusal in status (an element offer places). */
  HJ.cardHere = async function (offer) {
    const el = HJ.el;
    const box = document.getElementById("play-here");
    const article = document.querySelector("[data-card-id]");
    const here = JSON.parse(localStorage.getItem("hjkit.here") || "null");
    if (!box || !article || !here || !el) return;
    const token = localStorage.getItem(`hjkit.token.${here.table}.${here.seat}`);
    let snap;
    try {
      const res = await fetch(here.api.table, { cache: "no-store" });
      if (!res.ok) return;
      snap = await res.json();
    } catch (e) { return; }
    if (!token) return;
    const status = el("p", { role: "alert", class: "notice refused", hidden: true });
    async function send(action) {
      const res = await fetch(here.api.actions, { method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify({ version: snap.version, action }) });
      const body = await res.json().catch(() => ({}));
      if (res.ok) { location.href = here.page; return; }
      status.textContent = "Not allowed: " + (body.message || `error ${res.status}`);
      status.hidden = false;
    }
    const shown = offer({ here, view: snap.state, cardId: article.dataset.cardId,
                          title: article.dataset.cardTitle, send, status });
    if (!shown) return;
    box.append(...shown, el("a", { class: "button", href: here.page, text: "Back to the table" }));
    box.hidden = false;
  };
})();
