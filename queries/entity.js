// entity: the entities known by a name, any of their names, across articles
// (the same closure said_by.js starts from).
// Run: kg query -f queries/entity.js --param name="Pakistani Taliban"
// params.key: the name's kg.MatchKey (derived by kg from params.name).
// Emits {id, name} per entity.
var KEY = "<https://kg.example.org/ns#key>";
var NAME = "<http://schema.org/name>";

// named: as in said_by.js, each step from one fixed node.
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

var ents = named(params.key);
for (var i = 0; i < ents.length; i++) {
  g.Emit({ id: ents[i], name: g.V(ents[i]).Out(NAME).ToValue() });
}
