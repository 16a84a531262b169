// who_said: statements whose content holds a phrase (case-insensitive, word
// by word). Run: kg query -f queries/who_said.js --param phrase=revenge
// params.phrase: the words to find; params.wordNodes: their index nodes
// (derived by kg); params.kind (optional): speech, belief, stance or a
// comma-separated list of them. Emits {id, text, speaker} per statement.
var HASWORD = "<https://kg.example.org/ns#hasWord>";
var TEXT = "<http://schema.org/text>";
var BY = "<http://www.w3.org/ns/prov#wasAttributedTo>";
var NAME = "<http://schema.org/name>";

// words joins the lower-cased words of s with single spaces, padded: runs of
// a-z, 0-9 and letters past Latin-1's symbols, not general punctuation
// (U+2000-U+206F: dashes, curly quotes). kg's who-said checks the same way.
function words(s) {
  var ws = s.toLowerCase().split(/[^a-z0-9\u00c0-\u1fff\u2070-\uffff]+/).filter(function (w) {
    return w.length > 0;
  });
  return " " + ws.join(" ") + " ";
}

var want = words(params.phrase);
var nodes = params.wordNodes;
if (nodes.length > 0) {
  // statements that hold every index word: an intersection of word lists
  var hits = g.V(nodes[0]).In(HASWORD);
  for (var i = 1; i < nodes.length; i++) {
    hits = hits.And(g.V(nodes[i]).In(HASWORD));
  }
  hits.Unique().ForEach(function (d) {
    var text = g.V(d.id).Out(TEXT).ToValue();
    if (words(text).indexOf(want) < 0) {
      return; // the words are there, the phrase is not
    }
    if (!kindOK(d.id)) return; // params.kind: prelude.js
    if (params.brief === "true") {
      g.Emit({ id: d.id }); // kg reads the statement itself
      return;
    }
    g.Emit({ id: d.id, text: text, speaker: g.V(d.id).Out(BY).Out(NAME).ToValue() });
  });
}
