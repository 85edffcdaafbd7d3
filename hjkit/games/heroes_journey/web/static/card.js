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

window.HJ.cardHere(({ here, view, cardId, title, send, status }) => {
  const el = window.HJ.el;
  if (view.winner !== null || !view.seats[here.seat]) return null;
  const who = view.seats[here.seat].name;
  if (here.cards && !here.cards.includes(cardId)) {  // nothing to offer: say why
    return [el("p", { text: `You are ${who} at table ${here.table}. ${title} is not in ` +
                            `${who}'s deck, so it cannot be played from this seat.` })];
  }
  const options = view.legal_actions.filter((a) => a.seat === here.seat && a.type === "play_card" && a.card_id === cardId);
  function play() {
    if (options.length > 1) { location.href = `${here.page}?play=${encodeURIComponent(cardId)}`; return; }
    send(options[0] || { type: "play_card", seat: here.seat, card_id: cardId, target: null, exert: null });
  }
  return [
    el("p", { text: `You are ${who} at table ${here.table}.` }),
    // A card that cannot be played now is not the page's main button (it may still be
    // tried: the rules answer with the sentence that forbids it).
    el("button", { type: "button", class: options.length ? "primary" : "", id: "play-this", onclick: play },
      `Play ${title}` + (options.length ? "" : " (not playable now)")),
    status];
});
