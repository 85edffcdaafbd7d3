/* Several decks from one collection (what players of the game's ancestor call a
   "fellowship"): the cards a player owns, pasted as a text list and kept on the device, and
   the decks they will bring together; the builder names each card the decks need more
   copies of than the collection holds. */
"use strict";

(function () {
  const HJ = window.HJ || (window.HJ = {});

  /* Copies of each card a deck ({book, atlas, starting_party}) holds. */
  function holds(deck) {
    const counts = new Map(Object.entries(deck.book || {}));
    for (const id of [...(deck.atlas || []), ...(deck.starting_party || [])]) {
      counts.set(id, (counts.get(id) || 0) + 1);
    }
    return counts;
  }

  /* The cards decks need beyond owned ({book, atlas, party} as HJ.deckText.parse gives):
     [{id, need, own}], the largest shortfall first. */
  HJ.shortfall = function (owned, decks) {
    const own = holds({ book: owned.book, atlas: owned.atlas, starting_party: owned.party });
    const need = new Map();
    for (const deck of decks) {
      for (const [id, n] of holds(deck)) need.set(id, (need.get(id) || 0) + n);
    }
    return [...need.entries()].filter(([id, n]) => n > (own.get(id) || 0))
      .map(([id, n]) => ({ id, need: n, own: own.get(id) || 0 }))
      .sort((a, b) => (b.need - b.own) - (a.need - a.own) || a.id.localeCompare(b.id));
  };
})();
