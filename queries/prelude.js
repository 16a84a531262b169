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

// kindOK reports whether the statement id is of a kind params.kind names
// ("speech", or several: "belief,stance"); with no params.kind, or "all",
// every statement is. kg's questions filter the same way (ask.Statements).
function kindOK(id) {
  if (!params.kind || params.kind === "all") return true;
  var KIND = "<https://kg.example.org/ns#kind>";
  var have = g.V(id).Out(KIND).ToArray();
  var want = params.kind.split(",");
  for (var i = 0; i < want.length; i++) {
    var w = want[i].trim().toLowerCase();
    var iri = "<https://kg.example.org/ns#" + w.charAt(0).toUpperCase() + w.slice(1) + ">";
    if (have.indexOf(iri) >= 0) return true;
  }
  return false;
}
