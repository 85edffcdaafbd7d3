/* The deck builder's search language, as ArkhamDB's and Moxfield's: words match a card's
   title, text, type line or culture; field:value narrows by a field; a leading "-" (or
   "not") excludes; terms side by side must all hold; "or" joins alternatives. Numbers take
   =, >, <, >= or <= ("c:>3"); text takes a quoted phrase (x:"Defender +1").

     t: type (minion, site, ...)   s: side (campaign, adversary, atlas)   u: culture
     c: cost   st: strength   h: health   n: title   x: text or keyword   k: keyword

   `compile` gives a test of a card, or throws an Error whose message names what it could
   not read. */
"use strict";

(function () {
  const HJ = window.HJ || (window.HJ = {});
  const lower = (value) => String(value ?? "").toLowerCase();
  const words = (card) => lower(`${card.title} ${card.text} ${card.type_line} ${card.culture_name || ""} ${(card.keywords || []).join(" ")}`);

  const TEXT = {
    t: (card) => `${card.type} ${card.type_line}`,
    s: (card) => (card.zone === "atlas" ? "atlas" : card.side),
    u: (card) => `${card.culture || ""} ${card.culture_name || ""}`,
    n: (card) => card.title,
    x: (card) => `${card.text} ${(card.keywords || []).join(" ")}`,
    k: (card) => (card.keywords || []).join(" "),
  };
  const NUMBER = { c: "cost", st: "strength", h: "health" };
  const COMPARE = { "=": (a, b) => a === b, ">": (a, b) => a > b, "<": (a, b) => a < b,
    ">=": (a, b) => a >= b, "<=": (a, b) => a <= b };
  const FIELDS = [...Object.keys(TEXT), ...Object.keys(NUMBER)].join(", ");

  function tokens(query) {
    const found = [];
    const pattern = /\s*(-?)(?:([a-z]+):(>=|<=|=|>|<)?)?(?:"([^"]*)"|(\S+))/giy;
    let match;
    while ((match = pattern.exec(query)) !== null) {
      if (match[0].trim() === "") break;
      found.push({ not: match[1] === "-", field: match[2] && match[2].toLowerCase(),
        op: match[3] || null, value: match[4] !== undefined ? match[4] : match[5] });
    }
    return found;
  }

  function term(token) {
    const value = lower(token.value);
    if (!token.field) {
      if (token.op) throw new Error(`“${token.op}” needs a field before it, as in c:${token.op}3`);
      return (card) => words(card).includes(value);
    }
    if (token.field in NUMBER) {
      const key = NUMBER[token.field], wanted = Number(token.value);
      if (token.value === "" || !Number.isFinite(wanted)) {
        throw new Error(`${token.field}: takes a number, as in ${token.field}:>3, not “${token.value}”`);
      }
      const compare = COMPARE[token.op || "="];
      return (card) => card[key] !== null && card[key] !== undefined && compare(card[key], wanted);
    }
    if (token.field in TEXT) {
      if (token.op) throw new Error(`${token.field}: is text; “${token.op}” is for the numbers (c, st, h)`);
      const field = TEXT[token.field];
      return (card) => lower(field(card)).includes(value);
    }
    throw new Error(`no field “${token.field}:”; the fields are ${FIELDS}`);
  }

  HJ.compileQuery = function (query) {
    const alternatives = [[]];
    let negate = false;
    for (const token of tokens(query)) {
      const word = !token.field && !token.not ? lower(token.value) : "";
      if (word === "or") { alternatives.push([]); continue; }
      if (word === "not" || word === "and") { negate = negate || word === "not"; continue; }
      const test = term(token);
      const not = token.not !== negate;
      negate = false;
      alternatives[alternatives.length - 1].push(not ? (card) => !test(card) : test);
    }
    const live = alternatives.filter((tests) => tests.length);
    if (!live.length) return () => true;
    return (card) => live.some((tests) => tests.every((test) => test(card)));
  };
})();
