// kg serve's page: search, entity pages with a graph of the chains, a Gizmo
// console. Plain JavaScript, no framework; cytoscape draws the graph.
"use strict";

const main = document.getElementById("main");

function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") e.className = v; else e.setAttribute(k, v);
  }
  for (const k of kids) e.append(k instanceof Node ? k : document.createTextNode(k ?? ""));
  return e;
}

async function getJSONLines(url) {
  const r = await fetch(url);
  const text = await r.text();
  if (!r.ok) throw new Error(text.trim() || r.statusText);
  return text.split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l));
}

function speakerLink(sp) {
  return el("a", { href: "#/entity/" + encodeURIComponent(sp.name) }, sp.name);
}

function viaText(via) {
  return via.map((h) => `${h.cue} ${h.name}`).join(" → ");
}

// kindParam is the kind the header's selector keeps ("" all), as a query
// parameter for the API.
function kindParam() {
  const k = document.getElementById("kind").value;
  return k ? "&kind=" + encodeURIComponent(k) : "";
}

// contentNodes renders a statement's content: a direct one wholly in
// quotation marks; of one partly quoted, only its quoted parts marked (their
// byte offsets are into the article, whose bytes the content is).
function contentNodes(s) {
  if (s.direct) return [`“${s.content}”`];
  if (!s.quotes || !s.quotes.length) return [s.content];
  const bytes = new TextEncoder().encode(s.content), dec = new TextDecoder();
  const base = s.content_span[0], out = [];
  let at = 0;
  for (const [a, b] of s.quotes) {
    out.push(dec.decode(bytes.slice(at, a - base)));
    out.push(el("mark", { class: "quoted" }, dec.decode(bytes.slice(a - base, b - base))));
    at = b - base;
  }
  out.push(dec.decode(bytes.slice(at)));
  return out;
}

function card(s) {
  const sp = s.speaker;
  const role = [sp.role, sp.affiliation && sp.affiliation.name].filter(Boolean).join(", ");
  const who = el("div", { class: "who" }, el("span", { class: "kind kind-" + s.kind }, s.kind), " ", speakerLink(sp),
    role ? el("span", { class: "role" }, ` (${role})`) : "", ` ${s.cue}`);
  const quote = el("blockquote", {}, ...contentNodes(s));
  const meta = el("div", { class: "meta", "data-article": s.article },
    el("a", { href: "#/article/" + encodeURIComponent(s.article), class: "article-link" }, `article ${s.article}`),
    `, bytes ${s.content_span[0]}–${s.content_span[1]}`);
  const c = el("div", { class: "card statement" }, who, quote);
  if (s.via.length) c.append(el("div", { class: "via" }, "via " + viaText(s.via)));
  if (s.quotation) {
    const more = s.reports > 1 ? `${s.reports} reports of this quotation` : "other reports of this quotation";
    c.append(el("div", { class: "quotation-link" }, el("a", { href: "#/quote/" + quoteID(s.quotation) }, more)));
  }
  c.append(meta);
  return c;
}

// quoteID is the id at the end of a quotation's IRI.
function quoteID(iri) {
  return iri.slice(iri.lastIndexOf("/") + 1);
}

// diffNodes renders a word diff from the first wording: cut words struck,
// added ones marked.
function diffNodes(diff) {
  const out = [];
  for (const e of diff || []) {
    const words = e.words.join(" ");
    if (e.op === "cut") out.push(el("del", {}, words));
    else if (e.op === "added") out.push(el("ins", {}, words));
    else out.push(words);
    out.push(" ");
  }
  return out;
}

// quotation shows one quotation: its speaker and first words, how it
// spread (a graph: speaker, outlets, articles), and a timeline of its
// reports, earliest first, each changed wording with its word diff.
async function quotation(id) {
  main.replaceChildren(el("p", {}, "Loading…"));
  try {
    const [q] = await getJSONLines("/api/quote?id=" + encodeURIComponent(id));
    const reports = q.wordings.flatMap((w, i) => w.reports.map((r) => ({ r, w, i })));
    const date = (r) => (q.articles[r.article] || {}).date || "";
    reports.sort((a, b) => (date(a.r) || "~").localeCompare(date(b.r) || "~") || a.r.article.localeCompare(b.r.article));
    const first = reports.find((x) => x.r.id === q.first) || reports[0];
    const where = (r) => {
      const a = q.articles[r.article] || {};
      return el("a", { href: "#/article/" + encodeURIComponent(r.article) }, [a.title || r.article, a.publisher, a.date].filter(Boolean).join(" · "));
    };
    const routes = el("ul", { id: "routes" }, ...q.routes.map((rt) =>
      el("li", {}, [q.speaker.name, ...rt.through].join(" → "), `: ${rt.reports} report(s)`)));
    const timeline = el("ol", { id: "timeline" }, ...reports.map(({ r, w, i }) => {
      const li = el("li", { class: r.id === q.first ? "first" : "" }, el("span", { class: "when" }, date(r) || "undated"), " ", where(r));
      if (r.via.length) li.append(el("div", { class: "via" }, "via " + viaText(r.via)));
      if (r.id === q.first) li.append(el("div", { class: "wording" }, "first report"));
      else if (w.changed) li.append(el("div", { class: "wording changed" }, "changed: ", ...diffNodes(w.diff)));
      return li;
    }));
    const graph = el("div", { id: "graph" });
    main.replaceChildren(
      el("h2", { id: "quotation-title" }, "Quotation"),
      el("p", { class: "who" }, speakerLink(q.speaker), q.speaker.role ? ` (${q.speaker.role})` : "", ` ${first.r.cue}:`),
      el("blockquote", { class: "first-words" }, `“${first.r.content}”`),
      el("p", { class: "meta" }, "First reported: ", where(first.r)),
      el("p", {}, `${reports.length} report(s) in ${Object.keys(q.articles).length} article(s)`),
      el("h3", {}, "How it spread"), graph, routes,
      el("h3", {}, "Timeline"), timeline);
    window.kgGraph = drawSpread(graph, q, reports.map((x) => x.r));
  } catch (e) { showError(e); }
}

// drawSpread draws a quotation's speaker, the outlets its reports came
// through (each cited by the next, then the publisher) and its articles.
function drawSpread(container, q, reports) {
  const nodes = new Map(), edges = new Map();
  const node = (id, label, kind) => { if (!nodes.has(id)) nodes.set(id, { data: { id, label, kind } }); };
  const edge = (source, target, label) => {
    const id = source + "->" + target;
    const e = edges.get(id);
    if (e) { e.n++; e.data.label = `${e.label} ×${e.n}`; return; }
    edges.set(id, { n: 1, label, data: { id, source, target, label } });
  };
  const sp = "speaker:" + q.speaker.id;
  node(sp, q.speaker.name, "speaker");
  for (const r of reports) {
    const a = q.articles[r.article] || {};
    let prev = sp, cue = r.cue;
    for (const h of r.via) {
      const id = "outlet:" + h.name;
      node(id, h.name, "outlet");
      edge(prev, id, cue);
      prev = id; cue = "cited by";
    }
    if (a.publisher && (!r.via.length || r.via[r.via.length - 1].name !== a.publisher)) {
      const id = "outlet:" + a.publisher;
      node(id, a.publisher, "outlet");
      edge(prev, id, cue);
      prev = id;
    }
    const art = "article:" + r.article;
    node(art, [a.date, a.title || r.article].filter(Boolean).join(" "), r.id === q.first ? "first" : "article");
    edge(prev, art, prev === sp ? r.cue : "published");
  }
  return chainGraph(container, [...nodes.values(), ...[...edges.values()].map((e) => ({ data: e.data }))], 1.6, 110);
}

// chainGraph draws a graph of chains, left to right by depth: speakers,
// statements, outlets, articles (the first report's in yellow).
function chainGraph(container, elements, spacing, labelWidth) {
  return cytoscape({
    container,
    elements,
    layout: { name: "breadthfirst", directed: true, spacingFactor: spacing, avoidOverlap: true, nodeDimensionsIncludeLabels: true },
    style: [
      { selector: "node", style: { label: "data(label)", "font-size": 9, "text-wrap": "wrap", "text-max-width": labelWidth, "text-valign": "bottom", "text-margin-y": 3 } },
      { selector: "node[kind='speaker']", style: { "background-color": "#3d7ab3" } },
      { selector: "node[kind='statement']", style: { shape: "round-rectangle", "background-color": "#9cc3e5" } },
      { selector: "node[kind='outlet']", style: { shape: "hexagon", "background-color": "#e0a040" } },
      { selector: "node[kind='article']", style: { shape: "rectangle", "background-color": "#888" } },
      { selector: "node[kind='first']", style: { shape: "rectangle", "background-color": "#e8c000" } },
      { selector: "edge", style: { label: "data(label)", "font-size": 8, "curve-style": "bezier", "target-arrow-shape": "triangle", width: 1 } },
    ],
  });
}

// titleCards puts each card's article title, outlet and date in place of
// its id, asking the store once for all the articles on the page.
async function titleCards() {
  const metas = [...main.querySelectorAll(".meta[data-article]")];
  const ids = [...new Set(metas.map((m) => m.dataset.article))];
  if (!ids.length) return;
  try {
    const r = await fetch("/api/articles?" + ids.map((id) => "id=" + encodeURIComponent(id)).join("&"));
    const arts = new Map((await r.json()).map((a) => [a.id, a]));
    for (const m of metas) {
      const a = arts.get(m.dataset.article);
      if (!a) continue;
      const what = [a.title || a.id, a.publisher, a.date].filter(Boolean).join(" · ");
      m.querySelector(".article-link").textContent = what;
    }
  } catch (e) { /* the ids stay: a help, not a need */ }
}

// article shows one article's text with every statement in it marked: the
// speaker's mention, the cue and the content, each a colour; the cards of
// its statements follow.
async function article(id) {
  main.replaceChildren(el("p", {}, "Loading…"));
  try {
    const r = await fetch("/api/article?id=" + encodeURIComponent(id));
    const a = await r.json();
    if (!r.ok) throw new Error(a.error || r.statusText);
    const head = [el("h2", { id: "article-title" }, a.title || a.id),
      el("p", { class: "meta" }, [a.publisher, a.date, a.url].filter(Boolean).join(" · "))];
    main.replaceChildren(...head, el("div", { id: "article-text" }, ...markedText(a.text, a.statements)),
      el("h3", {}, `${a.statements.length} statement(s)`), ...a.statements.map(card));
    titleCards();
  } catch (e) { showError(e); }
}

// markedText splits text at every boundary of the statements' spans (byte
// offsets) and wraps each piece in the marks of the spans that cover it.
function markedText(text, sts) {
  const bytes = new TextEncoder().encode(text), dec = new TextDecoder();
  const spans = [];
  for (const s of sts) {
    spans.push([s.content_span, "m-content", s]);
    if (s.cue_span) spans.push([s.cue_span, "m-cue", s]);
    if (s.mention_span) spans.push([s.mention_span, "m-speaker", s]);
  }
  const cuts = new Set([0, bytes.length]);
  for (const [[a, b]] of spans) { cuts.add(a); cuts.add(b); }
  const at = [...cuts].sort((x, y) => x - y);
  const out = [];
  for (let i = 0; i + 1 < at.length; i++) {
    const [a, b] = [at[i], at[i + 1]];
    const piece = dec.decode(bytes.slice(a, b));
    const over = spans.filter(([[x, y]]) => x <= a && b <= y);
    if (!over.length) { out.push(piece); continue; }
    const classes = [...new Set(over.map((o) => o[1]))].join(" ");
    const who = [...new Set(over.map((o) => `${o[2].speaker.name} ${o[2].cue}`))].join("; ");
    out.push(el("span", { class: classes, title: who }, piece));
  }
  return out;
}

function showError(err) {
  main.replaceChildren(el("p", { class: "error" }, String(err.message || err)));
}

async function search(q) {
  document.getElementById("q").value = q;
  main.replaceChildren(el("p", {}, "Searching…"));
  try {
    const sts = await getJSONLines("/api/who-said?phrase=" + encodeURIComponent(q) + kindParam());
    main.replaceChildren(el("h2", {}, `Who said “${q}”: ${sts.length} statement(s)`), ...sts.map(card));
    titleCards();
  } catch (e) { showError(e); }
}

function drawGraph(container, sts) {
  const nodes = new Map(), edges = [];
  const node = (id, label, kind) => { if (!nodes.has(id)) nodes.set(id, { data: { id, label, kind } }); };
  sts.forEach((s, i) => {
    node(s.speaker.id, s.speaker.name, "speaker");
    const short = s.content.length > 36 ? s.content.slice(0, 35) + "…" : s.content;
    node(s.id, short, "statement");
    edges.push({ data: { id: "e" + i + "s", source: s.speaker.id, target: s.id, label: s.cue } });
    let prev = s.id;
    s.via.forEach((h, j) => {
      node(h.id, h.name, "outlet");
      edges.push({ data: { id: `e${i}v${j}`, source: prev, target: h.id, label: h.cue } });
      prev = h.id;
    });
    const art = "article:" + s.article;
    node(art, "article " + s.article.slice(0, 12), "article");
    edges.push({ data: { id: "e" + i + "a", source: prev, target: art, label: "in" } });
  });
  return chainGraph(container, [...nodes.values(), ...edges], 1.8, 90);
}

async function entity(name) {
  main.replaceChildren(el("p", {}, "Loading…"));
  try {
    const r = await fetch("/api/entity?name=" + encodeURIComponent(name) + kindParam());
    const data = await r.json();
    if (!r.ok) throw new Error(data.error || r.statusText);
    const names = data.entities.map((e) => [e.name, ...e.aliases]).flat();
    const title = data.canonical || name;
    const header = [el("h2", { id: "entity-title" }, title), el("p", { class: "aliases" }, "Known as: " + [...new Set(names)].join(", "))];
    if (title !== name) header.push(el("p", { class: "asked" }, `You asked for “${name}”.`));
    const graph = el("div", { id: "graph" });
    const byArticle = new Map();
    for (const s of data.statements) {
      if (!byArticle.has(s.article)) byArticle.set(s.article, []);
      byArticle.get(s.article).push(s);
    }
    const groups = [...byArticle].map(([a, sts]) => el("section", {}, el("h3", {}, "Article " + a), ...sts.map(card)));
    main.replaceChildren(...header, el("p", {}, `${data.statements.length} statement(s) by it and its members`), graph, ...groups);
    window.kgGraph = drawGraph(graph, data.statements);
    titleCards();
  } catch (e) { showError(e); }
}

async function entities() {
  try {
    const es = await getJSONLines("/api/entities?limit=500");
    const rows = es.map((e) => el("tr", {}, el("td", {}, speakerLink(e)), el("td", {}, e.type), el("td", {}, String(e.statements)), el("td", {}, e.aliases.join(", "))));
    main.replaceChildren(el("h2", {}, "Entities"), el("table", {}, el("tr", {}, el("th", {}, "name"), el("th", {}, "type"), el("th", {}, "statements"), el("th", {}, "aliases")), ...rows));
  } catch (e) { showError(e); }
}

async function consolePage() {
  const area = el("textarea", { id: "gizmo", spellcheck: "false" }, 'g.V("<https://kg.example.org/entity/obama>").In("<http://www.w3.org/ns/prov#wasAttributedTo>").Out("<http://schema.org/text>").All()');
  const out = el("pre", { id: "result" });
  const pick = el("select", { id: "examples" }, el("option", { value: "" }, "Examples from queries/…"));
  const run = el("button", { id: "run" }, "Run");
  main.replaceChildren(el("h2", {}, "Gizmo console"), pick, area, run, out);
  try {
    const r = await fetch("/api/queries");
    const progs = await r.json();
    for (const p of progs) pick.append(el("option", { value: p.source }, p.name));
  } catch (e) { /* the examples are a help, not a need */ }
  pick.addEventListener("change", () => { if (pick.value) area.value = pick.value; });
  run.addEventListener("click", async () => {
    out.textContent = "Running…";
    const r = await fetch("/api/v2/query?lang=gizmo", { method: "POST", body: area.value });
    out.textContent = JSON.stringify(await r.json(), null, 2);
  });
}

// home shows what the store holds, the entities quoted most, and questions
// to start from.
async function home() {
  main.replaceChildren(el("p", {}, "Loading…"));
  try {
    const r = await fetch("/api/stats");
    const st = await r.json();
    if (!r.ok) throw new Error(st.error || r.statusText);
    const top = await getJSONLines("/api/entities?limit=8");
    const kinds = Object.entries(st.statements_by_kind || {}).map(([k, n]) => `${n} ${k}`).join(", ");
    const figures = el("ul", { id: "figures" },
      el("li", {}, el("strong", {}, String(st.articles)), " articles"),
      el("li", {}, el("strong", {}, String(st.statements)), ` statements (${kinds})`),
      el("li", {}, el("strong", {}, String(st.entities)), " entities"),
      el("li", {}, el("strong", {}, String(st.quads)), " quads"));
    const quoted = el("ol", { id: "most-quoted" }, ...top.map((e) =>
      el("li", {}, speakerLink(e), ` (${e.type}), ${e.statements} statement(s)`)));
    const examples = [["Who said “revenge”?", "#/search/revenge"], ["Everything its members said", top.length ? "#/entity/" + encodeURIComponent(top[0].name) : "#/entities"],
      ["All entities", "#/entities"], ["Run a Gizmo query", "#/console"]];
    main.replaceChildren(el("h2", {}, "This store"), figures,
      el("h3", {}, "Quoted most"), quoted,
      el("h3", {}, "Questions to start from"), el("ul", { id: "examples" }, ...examples.map(([t, href]) => el("li", {}, el("a", { href }, t)))));
  } catch (e) { showError(e); }
}

function route() {
  const h = decodeURIComponent(location.hash.slice(1));
  if (h === "" || h === "/") return home();
  if (h.startsWith("/search/")) return search(h.slice(8));
  if (h.startsWith("/entity/")) return entity(h.slice(8));
  if (h.startsWith("/article/")) return article(h.slice(9));
  if (h.startsWith("/quote/")) return quotation(h.slice(7));
  if (h === "/entities") return entities();
  if (h === "/console") return consolePage();
}

document.getElementById("search").addEventListener("submit", (ev) => {
  ev.preventDefault();
  const q = document.getElementById("q").value.trim();
  if (q) location.hash = "#/search/" + encodeURIComponent(q);
});
document.getElementById("kind").addEventListener("change", route); // the page again, of the kinds chosen
window.addEventListener("hashchange", route);
route();
