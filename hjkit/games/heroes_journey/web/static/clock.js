/* The table's window clock. At a real table nobody asks each player in turn whether they
   act: play flows, and a player who wants to act says "wait". At a table with a clock
   (view.clock seconds), a window in which a player may act but need not (a step of the
   action procedure, or a chance to respond) closes by itself once the clock has run,
   for every player who did not tap Wait. The clock runs once per window for all phones at
   once: it starts when the window opens (a step begins, or someone acts) and each phone
   passes for its seat as soon as its opportunity comes after the clock has run. A player
   who waits, or opens their cards or abilities, decides by hand in that window. */
"use strict";

(function () {
  const HJ = window.HJ;
  const el = HJ.el;
  const WINDOWS = ["adversary", "maneuver", "barrage", "assignment", "skirmish", "regroup"];

  let seen = { key: null, at: 0 };  // the window this phone is in, and when it saw it open
  let waited = null;                // the window this phone's player said "wait" in

  // A window is the step, its turn and move, the skirmish, who may respond, and the last
  // entry of the log that is not a pass: any action or undo opens a new one.
  function windowKey(view, known) {
    let last = 0;
    for (let i = known.log.length - 1; i >= 0; i--) {
      const e = known.log[i];
      if (!(e.action && e.action.type === "pass")) { last = e.version; break; }
    }
    return [view.step_id, view.protagonist, view.moves, view.skirmish ? view.skirmish.companion : "",
            (view.responding || []).join(","), last].join("|");
  }

  // Whether this seat has a say in the window now open: a procedure step's participants
  // (the adversary phase's are the antagonists), or a seat that may respond.
  function takesPart(view, seat) {
    if (!view.clock || view.winner !== null || (view.pending || []).length) return false;
    if ((view.responding || []).length) return view.responding.includes(seat);
    if (!WINDOWS.includes(view.step_id) || view.seats[seat].lost) return false;
    return view.step_id !== "adversary" || seat !== view.protagonist;
  }

  HJ.clock = {
    /* The open window as this phone sees it: {key, left (ms), waited}, or null when the
       clock has no part here. Call on every render: a new window restarts the clock. */
    now(view, seat, known) {
      if (seat === null || !takesPart(view, seat)) return null;
      const key = windowKey(view, known);
      if (seen.key !== key) seen = { key, at: performance.now() };
      const left = Math.max(0, view.clock * 1000 - (performance.now() - seen.at));
      return { key, left, waited: waited === key };
    },

    /* The player wants to act in this window: no pass by the clock until it closes. */
    wait() { waited = seen.key; },

    /* The pass the clock makes for this seat when its opportunity comes, for the page's
       automatic() (see table.js), or null. An open sheet when it is due counts as Wait. */
    pass(view, seat, known, pass) {
      const open = HJ.clock.now(view, seat, known);
      if (!open || open.waited || !pass) return null;
      return { action: { ...pass, clock: true }, delay: open.left, unlessBusy: true,
               busy: () => HJ.clock.wait(), still: () => waited !== open.key,
               why: `Passed for you by the table's clock: nobody said wait within ${view.clock} s ` +
                    "(tap Wait to act in a window)." };
    },

    /* The dock's Wait button while the window's clock runs, with a bar that empties as
       the clock does; null when this seat has waited or the clock has no part here. */
    button(view, seat, known, rerender) {
      const open = HJ.clock.now(view, seat, known);
      if (!open || open.waited || open.left <= 0) return null;
      const bar = el("span", { class: "clock-bar", "aria-hidden": "true" });
      bar.style.animationDuration = `${Math.round(open.left)}ms`;
      return el("button", { type: "button", class: "wait", id: "wait",
                            onclick: () => { HJ.clock.wait(); rerender(); } },
        `Wait: I may act (closes in ${Math.ceil(open.left / 1000)} s)`, bar);
    },
  };
})();
