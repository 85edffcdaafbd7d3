/* A deck as a text list, the way players post decks on forums and paste them between
   builders: one card a line, "3x Winged Monkey", with "#" headings. `format` writes one;
   `parse` reads one into counts of the catalogue's cards, naming each line it cannot read.
   Titles are matched whatever their case, spacing, curly apostrophes or a unique card's
   leading dot; a count may come first ("3x", "3 x", "3") or last ("x3"). */
"use strict";

(function () {
  const HJ = window.HJ || (window.HJ = {});
  const PARTY = "(starting party)";

  const key = (title) => title.toLowerCase().normalize("NFKC").replace(/[’‘`]/g, "'")
    .replace(/^[•·*\-\s]+/, "").replace(/\s+/g, " ").trim();

  function format(deck, byId) {
    const title = (id) => (byId.get(id) || { title: id }).title;
    const side = (id) => (byId.get(id) || {}).side;
    const lines = [`# ${deck.deck.name} (${deck.deck.variant})`];
    const group = (label, entries) => {
      if (!entries.length) return;
      const total = entries.reduce((n, [, count]) => n + count, 0);
      lines.push("", `# ${label} (${total})`, ...entries.map(([id, count, note]) =>
        `${count}x ${title(id)}${note ? ` ${note}` : ""}`));
    };
    group("Atlas", deck.atlas.map((id) => [id, 1]));
    group("Starting party", deck.starting_party.map((id) => [id, 1, PARTY]));
    const book = Object.entries(deck.book);
    group("Campaign", book.filter(([id]) => side(id) === "campaign"));
    group("Adversary", book.filter(([id]) => side(id) === "adversary"));
    group("Other", book.filter(([id]) => !["campaign", "adversary"].includes(side(id))));
    return lines.join("\n") + "\n";
  }

  /* {book: {id: count}, atlas: [id], party: [id], problems: ["line 3: ..."], cards: n} */
  function parse(text, cards) {
    const byTitle = new Map();
    for (const card of cards) if (!byTitle.has(key(card.title))) byTitle.set(key(card.title), card);
    const found = { book: {}, atlas: [], party: [], problems: [], cards: 0 };
    text.split(/\r?\n/).forEach((raw, index) => {
      let line = raw.trim();
      if (!line || line.startsWith("#") || line.startsWith("//")) return;
      const party = line.toLowerCase().endsWith(PARTY);
      if (party) line = line.slice(0, -PARTY.length).trim();
      const match = /^(?:(\d{1,3})\s*[x×]?\s+)?(.+?)(?:\s+[x×]\s*(\d{1,3}))?$/i.exec(line);
      const count = Number(match[1] || match[3] || 1);
      const card = byTitle.get(key(match[2]));
      const at = `line ${index + 1}`;
      if (!card) {
        found.problems.push(`${at}: no card is called “${match[2]}”`);
      } else if (count < 1) {
        found.problems.push(`${at}: ${count} copies of ${card.title} adds none`);
      } else if (party) {
        if (!found.party.includes(card.id)) found.party.push(card.id);
        found.cards += 1;
      } else if (card.zone === "atlas") {
        if (count > 1) found.problems.push(`${at}: the atlas holds one ${card.title}, not ${count}`);
        if (!found.atlas.includes(card.id)) found.atlas.push(card.id);
        found.cards += 1;
      } else {
        found.book[card.id] = (found.book[card.id] || 0) + count;
        found.cards += count;
      }
    });
    return found;
  }

  HJ.deckText = { format, parse };
})();
