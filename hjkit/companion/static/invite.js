/* Table page: the join code of every seat, drawn by the server, for the phone that created
   the table (it alone holds the seat links and the host token). That phone may give any
   seat a new code; a seated phone may renew its own seat's code (moving to another phone).
   A new code ends the seat's old link on every phone. */
"use strict";

(async function () {
  const HJ = window.HJ;
  const el = HJ.el;
  const box = document.getElementById("seat-codes");
  const table = JSON.parse(document.getElementById("config").textContent).table;
  const names = JSON.parse(box.dataset.seats || "[]");
  const seats = JSON.parse(localStorage.getItem(`hjkit.created.${table}`) || "null");
  if (["localhost", "127.0.0.1", "[::1]"].includes(location.hostname)) {
    document.getElementById("local-only").hidden = false;
  }
  if (seats) for (const s of seats) box.append(await codeFor(s));
  else document.getElementById("no-codes").hidden = false;
  // The host phone may give any seat a new link (a lost link); a seated phone its own.
  const host = localStorage.getItem(`hjkit.host.${table}`);
  const mine = names.filter((s) => localStorage.getItem(`hjkit.token.${table}.${s.seat}`));
  const renewable = host ? names : mine.slice(0, 1);
  if (!renewable.length) return;
  const relink = document.getElementById("relink");
  relink.hidden = false;
  document.getElementById(host ? "relink-host" : "relink-seat").hidden = false;
  for (const s of renewable) {
    const token = host || localStorage.getItem(`hjkit.token.${table}.${s.seat}`);
    document.getElementById("relink-buttons").append(el("button", { type: "button", "data-relink": s.seat, onclick: () =>
      HJ.confirm(`A new code for ${s.name}?`, `${s.name}'s old link stops working; that phone is told.`, "New code",
                 () => reissue(s, token)) }, host ? `New code for ${s.name}` : `New code for my seat (${s.name})`));
  }

  async function reissue(s, token) {
    const res = await fetch(`/api/tables/${table}/seats/${s.seat}/link`, {
      method: "POST", headers: { Authorization: `Bearer ${token}` } });
    const body = await res.json();
    if (!res.ok) { relink.append(el("p", { class: "notice warn", text: body.message })); return; }
    if (localStorage.getItem(`hjkit.token.${table}.${s.seat}`)) {
      localStorage.setItem(`hjkit.token.${table}.${s.seat}`, body.token);
    }
    const created = JSON.parse(localStorage.getItem(`hjkit.created.${table}`) || "null");
    if (created) {  // the creating phone keeps showing the current codes after a reload
      localStorage.setItem(`hjkit.created.${table}`, JSON.stringify(created.map(
        (c) => (c.seat === s.seat ? { ...c, token: body.token, link: body.link } : c))));
    }
    box.querySelector(`[data-seat="${s.seat}"]`)?.remove();
    box.append(await codeFor(body));
  }

  async function codeFor(s) {
    const figure = el("figure", { class: "seat-code", "data-seat": s.seat },
      el("figcaption", { text: s.name }));
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
    return figure;
  }
})();
