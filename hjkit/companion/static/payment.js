/* The payment builder, for any game's phone: the player chooses what to give (coins by
   kind with − and +, cards or other single things as toggles) on one screen, and sends it
   with one tap. The game lists every action the builder may send (the engine's legal
   payments) and says what each one takes; the send button is live only while the choice is
   exactly one of them, so nothing the rules refuse can be sent. Where there is one way to
   pay (or the game suggests one) it starts chosen: a payment is then two taps, the one that
   opened it and Pay.

     HJ.payment({
       id, title, note,          // the section's id, heading and a line under it
       offers: [action, ...],    // every action it can send (listed in data-offers)
       picks: (action) => ({ key: count, ... }),   // what an action takes
       items: [{ key, label, detail, max }],       // what can be chosen, in order (a
                                                   // stepper's label may be (count) => text)
       start: action | null,     // the choice it opens with
       status: (picked) => text, // what the current choice comes to, in words
       confirm: (action) => text,// the send button for a choice that is an offer
       idle: text,               // the send button while the choice is none of them
       send, extra: [node],      // sends the action; more controls beside the button
     })

   A choice survives the page being drawn again (a stream message, the log arriving) as
   long as the offers are the same. */
"use strict";

(function () {
  const HJ = window.HJ;
  const el = HJ.el;
  const here = document.currentScript && document.currentScript.src;
  if (here) {  // the builder's own look, beside this script
    document.head.append(el("link", { rel: "stylesheet", href: here.replace(/\.js(\?.*)?$/, ".css") }));
  }

  let kept = { sig: null, picked: null, order: [] };

  const same = (a, b) => {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => (a[k] || 0) === (b[k] || 0));
  };
  const total = (picked) => Object.values(picked).reduce((n, v) => n + v, 0);

  HJ.payment = function (spec) {
    const sig = JSON.stringify([spec.id, spec.offers]);
    if (kept.sig !== sig) {
      kept = { sig, picked: spec.start ? { ...spec.picks(spec.start) } : {}, order: [] };
      kept.order = Object.keys(kept.picked).filter((k) => kept.picked[k]);
    }
    const most = Math.max(0, ...spec.offers.map((a) => total(spec.picks(a))));
    const node = HJ.offers(el("section", { class: "payment", id: spec.id || null,
                                           "aria-label": spec.title }), spec.offers);

    function matching() {
      return spec.offers.find((a) => same(spec.picks(a), kept.picked)) || null;
    }

    function change(key, by, max) {
      const picked = kept.picked;
      const now = (picked[key] || 0) + by;
      if (now < 0 || now > max) return;
      picked[key] = now;
      kept.order = kept.order.filter((k) => k !== key);
      if (now) kept.order.push(key);
      // A toggle past what any offer takes gives back the earliest one chosen (The Excuse:
      // a third suit replaces the first).
      while (max === 1 && by > 0 && total(picked) > most && kept.order.length > 1) {
        const first = kept.order.find((k) => k !== key);
        picked[first] = 0;
        kept.order = kept.order.filter((k) => k !== first);
      }
      draw();
    }

    const labelOf = (it, n) => (typeof it.label === "function" ? it.label(n) : it.label);

    function item(it) {
      const n = kept.picked[it.key] || 0;
      if (it.max <= 1) {
        return el("button", { type: "button", class: "pay-toggle" + (n ? " on" : ""),
                              "aria-pressed": n ? "true" : "false", "data-pick": it.key,
                              onclick: () => change(it.key, n ? -1 : 1, 1) },
          el("span", { class: "pay-label", text: labelOf(it, 1) }),
          it.detail ? el("span", { class: "pay-detail", text: it.detail }) : null);
      }
      return el("div", { class: "pay-step" + (n ? " on" : ""), "data-pick": it.key },
        el("button", { type: "button", class: "pay-less", "aria-label": "One less",
                       disabled: n === 0, onclick: () => change(it.key, -1, it.max) }, "−"),
        el("span", { class: "pay-what" }, el("b", { class: "pay-n", text: String(n) }), " ",
          el("span", { class: "pay-label", text: labelOf(it, n) }),
          it.detail ? el("span", { class: "pay-detail", text: ` ${it.detail}` }) : null),
        el("button", { type: "button", class: "pay-more", "aria-label": "One more",
                       disabled: n >= it.max, onclick: () => change(it.key, 1, it.max) }, "+"));
    }

    function draw() {
      const chosen = matching();
      const go = el("button", {
        type: "button", class: "primary pay-go", id: spec.id ? `${spec.id}-go` : null,
        disabled: !chosen, "data-action": chosen ? chosen.type : null,
        "data-send": chosen ? JSON.stringify(chosen) : null,
        onclick: () => { if (chosen) { kept.sig = null; spec.send(chosen); } },
      }, chosen ? spec.confirm(chosen) : spec.idle);
      const said = spec.status ? spec.status(kept.picked, chosen) : "";
      node.replaceChildren(...[
        el("div", { class: "pay-head" }, el("h3", { class: "pay-title", text: spec.title }),
          said ? el("p", { class: "pay-status", role: "status", text: said }) : null),
        spec.note ? el("p", { class: "pay-note", text: spec.note }) : null,
        el("div", { class: "pay-items" }, spec.items.map(item)),
        el("div", { class: "pay-row" }, go, ...(spec.extra || []))].filter(Boolean));
    }

    draw();
    return node;
  };
})();
