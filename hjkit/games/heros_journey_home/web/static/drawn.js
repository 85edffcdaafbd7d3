/* A Journey card's page opened on a seated phone: report the card as the one drawn. */
"use strict";

window.HJ.cardHere(({ here, view, cardId, title, send, status }) => {
  const el = window.HJ.el;
  if (!view.parties || view.over) return null;
  const action = { type: "draw", seat: here.seat, card: cardId };
  const legal = view.legal_actions.some((a) => a.seat === here.seat && a.type === "draw" && a.card === cardId);
  return [
    el("p", { text: `You are ${view.parties[here.seat].name} at table ${here.table}.` }),
    el("button", { type: "button", class: "primary", id: "drew-this", onclick: () => send(action) },
      `I drew ${title}` + (legal ? "" : " (not now)")),
    status];
});
