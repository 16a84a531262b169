// entity: the entities known by a name, any of their names, across articles
// (the same closure said_by.js starts from).
// Run: kg query -f queries/entity.js --param name="Pakistani Taliban"
// params.key: the name's kg.MatchKey (derived by kg from params.name).
// Emits {id, name} per entity.
var NAME = "<http://schema.org/name>";

// named(key): queries/prelude.js, which kg puts before the program.

var ents = named(params.key);
for (var i = 0; i < ents.length; i++) {
  g.Emit({ id: ents[i], name: g.V(ents[i]).Out(NAME).ToValue() });
}
