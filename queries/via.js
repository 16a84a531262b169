// via: statements that reached their article through an outlet, at any hop
// ("X told Bloomberg", "according to Bloomberg News").
// Run: kg query -f queries/via.js --param name=Bloomberg
// params.key: the outlet name's kg.MatchKey (derived by kg from params.name).
// Emits {id, text, speaker, hop} per statement.
var KEY = "<https://kg.example.org/ns#key>";
var THROUGH = "<https://kg.example.org/ns#through>";
var VIA = "<https://kg.example.org/ns#via>";
var BY = "<http://www.w3.org/ns/prov#wasAttributedTo>";
var TEXT = "<http://schema.org/text>";
var NAME = "<http://schema.org/name>";
var CUE = "<https://kg.example.org/ns#cue>";

// named: every entity sharing a name key with one that shares a key with
// key (as in said_by.js). Each step starts from one fixed node, which Cayley
// answers with one index range (docs/queries.md).
function named(key) {
  var found = [], seen = {}, seenKey = {}, keys = [key];
  seenKey[key] = true;
  while (keys.length > 0) {
    var ents = g.V(keys.pop()).In(KEY).ToArray();
    for (var i = 0; i < ents.length; i++) {
      if (seen[ents[i]]) continue;
      seen[ents[i]] = true;
      found.push(ents[i]);
      var ks = g.V(ents[i]).Out(KEY).ToArray();
      for (var j = 0; j < ks.length; j++) {
        if (!seenKey[ks[j]]) {
          seenKey[ks[j]] = true;
          keys.push(ks[j]);
        }
      }
    }
  }
  return found;
}

var outlets = named(params.key);
var emitted = {};
for (var i = 0; i < outlets.length; i++) {
  // a hop has one statement: In(VIA) from each hop reads one quad
  g.V(outlets[i]).In(THROUGH).Tag("hop").In(VIA).ForEach(function (d) {
    if (emitted[d.id]) return;
    emitted[d.id] = true;
    if (params.brief === "true") {
      g.Emit({ id: d.id }); // kg reads the statement itself
      return;
    }
    g.Emit({
      id: d.id,
      text: g.V(d.id).Out(TEXT).ToValue(),
      speaker: g.V(d.id).Out(BY).Out(NAME).ToValue(),
      hop: g.V(d.hop).Out(CUE).ToValue(),
    });
  });
}
