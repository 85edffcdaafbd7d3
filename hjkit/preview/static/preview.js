// hjkit preview: asks the server for a version newer than the one shown, and redraws
// only what changed: an image whose digest (what it draws) is new, a caption, a problem.
"use strict";
(() => {
  const groups = document.querySelector("#cards .groups");
  const partsBox = document.querySelector("#sheets .parts");
  const status = document.getElementById("status");
  const figures = new Map();  // card key -> its figure
  const groupOf = new Map();  // part title -> the grid of the cards it prints first
  const partBoxes = new Map();  // part title -> {box, sheet}
  let version = -1;
  const PROBLEMS_SHOWN = 5;

  function make(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function setList(section, items) {
    const list = section.querySelector("ul");
    list.replaceChildren(...items);
    section.hidden = items.length === 0;
  }

  function showProblems(problems) {
    // the first few in full: the rest mostly follow from them (a deck naming cards of a
    // file that did not load)
    const items = problems.slice(0, PROBLEMS_SHOWN).map(problemItem);
    if (problems.length > PROBLEMS_SHOWN) {
      const more = make("details", "more");
      more.append(make("summary", "", `${problems.length - PROBLEMS_SHOWN} more`),
                  make("ul"));
      more.querySelector("ul").append(...problems.slice(PROBLEMS_SHOWN).map(problemItem));
      const item = make("li");
      item.append(more);
      items.push(item);
    }
    setList(document.getElementById("problems"), items);
  }

  function problemItem(problem) {
    const item = make("li", "problem");
    const where = [problem.file, problem.line].filter((v) => v !== "" && v !== null);
    if (where.length) item.append(make("span", "where", where.join(":")), " ");
    if (problem.field) item.append(make("code", "field", problem.field), ": ");
    item.append(problem.message);
    return item;
  }

  function sideImage(holder, digest, card, label) {
    let image = holder.querySelector(`[data-side="${label}"]`);
    if (!digest) {
      const blank = make("div", "undrawn", `${label} not drawn`);
      blank.dataset.side = label;
      sizeOf(blank, card);
      if (image) image.replaceWith(blank); else holder.append(blank);
      return;
    }
    if (!image || image.tagName !== "IMG") {
      const fresh = make("img");
      fresh.dataset.side = label;
      fresh.loading = "lazy";
      fresh.decoding = "async";
      if (image) image.replaceWith(fresh); else holder.append(fresh);
      image = fresh;
    }
    const source = `/side/${digest}.png`;
    if (image.getAttribute("src") !== source) image.src = source;
    image.alt = `${card.title}: ${label}`;
    sizeOf(image, card);
  }

  function sizeOf(node, card) {
    node.style.width = `${card.width}mm`;
    node.style.height = `${card.height}mm`;
  }

  function cardFigure(card) {
    let figure = figures.get(card.key);
    if (!figure) {
      figure = make("figure", "card");
      figure.dataset.key = card.key;
      figure.append(make("div", "sides"), make("figcaption"));
      figures.set(card.key, figure);
    }
    const sides = figure.querySelector(".sides");
    sideImage(sides, card.face, card, "face");
    sideImage(sides, card.back, card, "back");
    const caption = figure.querySelector("figcaption");
    const uses = card.uses.map(([part, copies]) => `${part} ×${copies}`).join(", ");
    const parts = [make("strong", "title", card.title), " ",
                   make("span", "meta", `${card.width} × ${card.height} mm · ${uses}`)];
    if (card.problem) parts.push(make("div", "card-problem", card.problem));
    caption.replaceChildren(...parts);
    figure.classList.toggle("has-problem", Boolean(card.problem));
    return figure;
  }

  function grid(part) {
    let box = groupOf.get(part);
    if (!box) {
      box = make("div", "group");
      box.append(make("h3", "", part), make("div", "grid"));
      groupOf.set(part, box);
    }
    return box;
  }

  function showCards(cards) {
    const wanted = new Map();
    for (const card of cards) {
      if (!wanted.has(card.part)) wanted.set(card.part, []);
      wanted.get(card.part).push(cardFigure(card));
    }
    for (const [key, figure] of figures) {
      if (!cards.some((c) => c.key === key)) { figure.remove(); figures.delete(key); }
    }
    const boxes = [];
    for (const [part, list] of wanted) {
      const box = grid(part);
      inOrder(box.querySelector(".grid"), list);
      boxes.push(box);
    }
    for (const [part, box] of groupOf) {
      if (!wanted.has(part)) { box.remove(); groupOf.delete(part); }
    }
    inOrder(groups, boxes);
  }

  function inOrder(parent, children) {
    // moves only what is out of place, so images already shown stay as they are
    children.forEach((child, index) => {
      if (parent.children[index] !== child) parent.insertBefore(child, parent.children[index] || null);
    });
    while (parent.children.length > children.length) parent.lastElementChild.remove();
  }

  function perSheet(state) {
    return state.fold || state.duplex === "none" ? 1 : 2;
  }

  function showSheets(state) {
    const per = perSheet(state);
    document.getElementById("sheet-options").textContent =
      `As hjkit build prints them on ${state.paper} paper, ` +
      (state.fold ? "folded (faces and backs on one side)" :
        state.duplex === "none" ? "one-sided" : `${state.duplex}-edge duplex (backs as the printer turns the sheet)`) +
      ": bleed beyond the cut lines and crop marks as printed.";
    const boxes = [];
    for (const part of state.parts) {
      let entry = partBoxes.get(part.title);
      if (!entry) {
        const box = make("section", "part");
        box.dataset.part = part.title;
        const pager = make("div", "pager");
        const back = make("button", "previous", "‹");
        const next = make("button", "next", "›");
        back.type = next.type = "button";
        back.setAttribute("aria-label", "previous sheet");
        next.setAttribute("aria-label", "next sheet");
        pager.append(back, make("span", "which"), next);
        box.append(make("h3"), make("p", "card-problem"), pager, make("div", "pages"));
        entry = {box, sheet: 0, part};
        back.addEventListener("click", () => { entry.sheet -= 1; drawPart(entry, per); });
        next.addEventListener("click", () => { entry.sheet += 1; drawPart(entry, per); });
        partBoxes.set(part.title, entry);
      }
      entry.part = part;
      entry.paper = state.paper_size;
      drawPart(entry, per);
      boxes.push(entry.box);
    }
    for (const [title, entry] of partBoxes) {
      if (!state.parts.some((p) => p.title === title)) { entry.box.remove(); partBoxes.delete(title); }
    }
    inOrder(partsBox, boxes);
  }

  function drawPart(entry, per) {
    const [paperWidth, paperHeight] = entry.paper;
    const {box, part} = entry;
    entry.sheet = Math.max(0, Math.min(entry.sheet, part.sheets - 1));
    box.querySelector("h3").textContent =
      `${part.title}: ${part.sheets} sheet${part.sheets === 1 ? "" : "s"}`;
    box.querySelector(".card-problem").textContent = part.problem;
    box.querySelector(".which").textContent = part.sheets ? `sheet ${entry.sheet + 1} of ${part.sheets}` : "";
    box.querySelector(".previous").disabled = entry.sheet <= 0;
    box.querySelector(".next").disabled = entry.sheet >= part.sheets - 1;
    const pages = box.querySelector(".pages");
    const shown = [];
    for (let page = entry.sheet * per; page < Math.min(part.pages.length, (entry.sheet + 1) * per); page += 1) {
      const source = `/sheet/${part.digest}/${page}.png`;
      let figure = pages.querySelector(`figure[data-page="${page}"]`);
      if (!figure) {
        figure = make("figure");
        figure.dataset.page = page;
        figure.append(make("img"), make("figcaption"));
        figure.querySelector("img").decoding = "async";
        figure.querySelector("img").loading = "lazy";
      }
      const image = figure.querySelector("img");
      image.style.aspectRatio = `${paperWidth} / ${paperHeight}`;  // its room before it loads
      if (image.getAttribute("src") !== source) image.src = source;
      image.alt = `${part.title}, ${part.pages[page]}`;
      figure.querySelector("figcaption").textContent = part.pages[page];
      shown.push(figure);
    }
    if (!part.digest) shown.length = 0;  // not imposed now: the problem says why
    inOrder(pages, shown);
  }

  function show(state) {
    const cards = state.cards.length;
    status.classList.toggle("bad", state.problems.length > 0);
    status.textContent = state.problems.length
      ? `${state.problems.length} problem${state.problems.length === 1 ? "" : "s"} at ${state.loaded_at}: showing the last cards that loaded`
      : `${cards} cards, loaded ${state.loaded_at}; watching for saves`;
    showProblems(state.problems);
    setList(document.getElementById("notes"), state.notes.map((note) => make("li", "", note)));
    showCards(state.cards);
    showSheets(state);
    document.body.dataset.version = state.version;
  }

  async function follow() {
    for (;;) {
      try {
        const answer = await fetch(`/state.json?after=${version}`, {cache: "no-store"});
        if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
        const state = await answer.json();
        if (state.version !== version) {
          const first = version < 0;
          version = state.version;
          show(state);
          // the address's #cards or #sheets, now that the sections have their height
          if (first && location.hash) document.querySelector(location.hash)?.scrollIntoView();
        }
      } catch (error) {
        status.classList.add("bad");
        status.textContent = "The preview server does not answer (stopped?); trying again…";
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  follow();
})();
