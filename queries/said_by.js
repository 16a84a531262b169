// said_by: statements made by an entity, found by any of its names, and with
// params.members "true" by the people affiliated with it (its spokesman, its
// commander). Run: kg query -f queries/said_by.js --param name=TTP
// params.key: the name's kg.MatchKey (derived by kg from params.name);
// params.kind (optional): speech, belief, stance or a comma-separated list.
// Emits {id, text, speaker} per statement.
var MEMBER = "<http://schema.org/memberOf>";
var BY = "<http://www.w3.org/ns/prov#wasAttributedTo>";
var TEXT = "<http://schema.org/text>";
var NAME = "<http://schema.org/name>";

// named(key): queries/prelude.js, which kg puts before the program. Like it,
// this program takes every step from one fixed node (docs/queries.md).

var emitted = {};
function emitStatementsOf(speaker) {
  g.V(speaker).In(BY).ForEach(function (d) {
    if (emitted[d.id]) return;
    if (d.id.indexOf("<https://kg.example.org/quotation/") === 0) return; // a quotation is attributed to its speaker too
    emitted[d.id] = true;
    if (!kindOK(d.id)) return; // params.kind: prelude.js
    if (params.brief === "true") {
      g.Emit({ id: d.id }); // kg reads the statement itself
      return;
    }
    g.Emit({
      id: d.id,
      text: g.V(d.id).Out(TEXT).ToValue(),
      speaker: g.V(d.id).Out(BY).Out(NAME).ToValue(),
    });
  });
}

var entities = named(params.key);
var done = {};
for (var i = 0; i < entities.length; i++) {
  done[entities[i]] = true;
  emitStatementsOf(entities[i]);
}
if (params.members === "true") {
  // members one by one, as the store lists them, so that a page of results
  // never waits for every member of a big organization
  for (var i = 0; i < entities.length; i++) {
    g.V(entities[i]).In(MEMBER).ForEach(function (m) {
      if (done[m.id]) return; // one memberOf per article that says so
      done[m.id] = true;
      emitStatementsOf(m.id);
    });
  }
}
