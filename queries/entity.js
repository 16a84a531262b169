// entity: the entities known by a name, any of their names, across articles
// (the same closure said_by.js starts from).
// Run: kg query -f queries/entity.js --param name="Pakistani Taliban"
// params.key: the name's kg.MatchKey (derived by kg from params.name).
// Emits {id, name} per entity.
var KEY = "<https://kg.example.org/ns#key>";
var NAME = "<http://schema.org/name>";
g.V(params.key).In(KEY).FollowRecursive(g.M().Out(KEY).In(KEY)).Unique().ForEach(function (d) {
  g.Emit({ id: d.id, name: g.V(d.id).Out(NAME).ToValue() });
});
