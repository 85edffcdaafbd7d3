/* Search on the static rulings site (hjkit site): the query in ?q= against the
   index, every word must match, titles first. The index is what search-index.js
   (loaded before this script) sets, so search works from file:// too, where a
   page may not fetch a file; a server that lacks it is asked for the JSON. */
"use strict";

(async function () {
  const script = document.currentScript;
  const indexPath = script.dataset.index;
  const root = indexPath.slice(0, indexPath.length - "search-index.json".length);
  const query = (new URLSearchParams(location.search).get("q") || "").trim();
  const form = document.querySelector("form.search");
  if (!form || !query) return;
  form.querySelector("input[name=q]").value = query;
  const entries = window.HJKIT_SEARCH_INDEX || await (await fetch(indexPath)).json();
  const words = query.toLowerCase().split(/\s+/);
  const hits = entries
    .filter((e) => words.every((w) => `${e.title} ${e.text}`.toLowerCase().includes(w)))
    .map((e) => [words.every((w) => e.title.toLowerCase().includes(w)) ? 0 : 1, e])
    .sort((a, b) => a[0] - b[0] || a[1].title.localeCompare(b[1].title))
    .map(([, e]) => e);
  const status = document.createElement("p");
  status.setAttribute("role", "status");
  status.textContent = `${hits.length} result${hits.length === 1 ? "" : "s"} match “${query}”.`;
  const list = document.createElement("ul");
  list.className = "links";
  for (const e of hits) {
    const link = document.createElement("a");
    link.href = root + e.url;
    link.textContent = e.title;
    const small = document.createElement("small");
    small.textContent = e.text.length > 140 ? `${e.text.slice(0, 140)}…` : e.text;
    link.append(small);
    const item = document.createElement("li");
    item.append(link);
    list.append(item);
  }
  form.after(status, list);
})();
