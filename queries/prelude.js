// prelude: helpers that kg puts before every program it binds to parameters
// (queries.Bind: the questions, kg query -f with --param, kg serve's
// examples), so that the programs share them rather than copy them.

// named returns every entity sharing a name key with one that shares a key
// with key (a kg.MatchKey): "Pakistani Taliban" -> the TTP, known there as
// "Taliban in Pakistan" -> "TTP" in another article. Every step starts from
// one fixed node (g.V(id).In(p), g.V(id).Out(p)), which Cayley answers with
// one index range; a step from a set of nodes (FollowRecursive, In over a
// path) reads every quad of every node in it, and a famous entity has quads
// from thousands of articles (docs/queries.md).
function named(key) {
  var KEY = "<https://kg.example.org/ns#key>";
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
