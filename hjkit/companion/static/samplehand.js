/* A sample hand from the deck being built, dealt as the rules' set-up deals it: shuffle the
   book, draw the starting hand; a mulligan holds up to the marked cards, sets the rest aside,
   draws the next count the rules give and shuffles what was set aside back. Beside it, the
   odds of holding at least one copy of a card among the first cards seen (the chance the
   hypergeometric distribution gives). The set-up's numbers come from the catalogue (the
   game's own rules), never from this file. */
"use strict";

(function () {
  const HJ = window.HJ || (window.HJ = {});

  function shuffled(cards) {
    const order = [...cards];
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    return order;
  }

  /* A dealer for book ({id: copies}) under setup ({hand, hold, mulligans: [draws...]}). */
  HJ.sampleHand = function (book, setup) {
    let library = [], hand = [], used = 0;
    const state = () => ({ hand: [...hand], left: library.length,
      mulligan: used < setup.mulligans.length ? setup.mulligans[used] : null, hold: setup.hold });
    return {
      deal() {
        library = shuffled(Object.entries(book).flatMap(([id, n]) => Array(n).fill(id)));
        hand = library.splice(0, setup.hand);
        used = 0;
        return state();
      },
      /* held: the hand's positions to keep (at most setup.hold). */
      mulligan(held) {
        if (used >= setup.mulligans.length) throw new Error("No mulligans are left");
        if (held.length > setup.hold) throw new Error(`Hold up to ${setup.hold} cards`);
        const kept = held.map((i) => hand[i]);
        const aside = hand.filter((_, i) => !held.includes(i));
        hand = [...kept, ...library.splice(0, setup.mulligans[used])];
        library = shuffled([...library, ...aside]);
        used += 1;
        return state();
      },
    };
  };

  /* The chance of at least one of `copies` among `seen` cards drawn from `size`. */
  HJ.drawOdds = function (size, copies, seen) {
    let none = 1;
    for (let i = 0; i < Math.min(seen, size); i += 1) none *= Math.max(0, size - copies - i) / (size - i);
    return 1 - none;
  };
})();
