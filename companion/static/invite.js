/* Table page: the join code of every seat, drawn by the server, for the phone that created
   the table (it alone holds the seat links). */
"use strict";

(async function () {
  const el = window.HJ.el;
  const box = document.getElementById("seat-codes");
  const table = JSON.parse(document.getElementById("config").textContent).table;
  const seats = JSON.parse(localStorage.getItem(`hjkit.created.${table}`) || "null");
  if (!seats) { document.getElementById("no-codes").hidden = false; return; }
  if (["localhost", "127.0.0.1", "[::1]"].includes(location.hostname)) {
    document.getElementById("local-only").hidden = false;
  }
  for (const s of seats) {
    const figure = el("figure", { class: "seat-code", "data-seat": s.seat },
      el("figcaption", { text: s.name }));
    box.append(figure);
    try {
      const res = await fetch("/qr.svg", { method: "POST", body: JSON.stringify({ text: s.link }),
                                           headers: { "Content-Type": "application/json" } });
      if (res.ok) {
        const holder = el("div", { class: "qr" });
        holder.innerHTML = await res.text();
        const svg = holder.querySelector("svg");
        if (svg) svg.setAttribute("aria-label", `QR code for ${s.name}'s seat`);
        figure.prepend(holder);
      }
    } catch (e) { /* the link below still works */ }
    figure.append(el("a", { href: s.link, class: "seat-link", text: `Play as ${s.name} on this phone` }));
  }
})();
