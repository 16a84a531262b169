// said_by: statements made by an entity, found by any of its names, and with
// params.members "true" by the people affiliated with it (its spokesman, its
// commander). Run: kg query -f queries/said_by.js --param name=TTP
// params.key: the name's kg.MatchKey (derived by kg from params.name).
// Emits {id, text, speaker} per statement.
var KEY = "<https://kg.example.org/ns#key>";
var MEMBER = "<http://schema.org/memberOf>";
var BY = "<http://www.w3.org/ns/prov#wasAttributedTo>";
var TEXT = "<http://schema.org/text>";
var NAME = "<http://schema.org/name>";

// Every entity sharing a name key with one that shares a key with the name:
// "Pakistani Taliban" -> the TTP, known there as "Taliban in Pakistan" ->
// "TTP" in another article.
var same = g.M().Out(KEY).In(KEY);
var entities = g.V(params.key).In(KEY).FollowRecursive(same).Unique();
var speakers = entities;
if (params.members === "true") {
  speakers = entities.Or(g.V(params.key).In(KEY).FollowRecursive(same).In(MEMBER)).Unique();
}
speakers.In(BY).Unique().ForEach(function (d) {
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
