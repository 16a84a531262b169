// trace: the path of one statement, from its speaker through each via hop to
// its article. Run: kg query -f queries/trace.js --param id='<statement IRI>'
// Emits one object: speaker, cue, text, hops (in order, nearest the speaker
// first) and article.
var BY = "<http://www.w3.org/ns/prov#wasAttributedTo>";
var NAME = "<http://schema.org/name>";
var TEXT = "<http://schema.org/text>";
var CUE = "<https://kg.example.org/ns#cue>";
var VIA = "<https://kg.example.org/ns#via>";
var INDEX = "<https://kg.example.org/ns#hopIndex>";
var THROUGH = "<https://kg.example.org/ns#through>";
var FROM = "<http://www.w3.org/ns/prov#wasDerivedFrom>";
var ID = "<http://schema.org/identifier>";

var s = g.V(params.id);
var hops = [];
g.V(params.id).Out(VIA).ForEach(function (h) {
  hops.push({
    index: g.V(h.id).Out(INDEX).ToValue(),
    cue: g.V(h.id).Out(CUE).ToValue(),
    through: g.V(h.id).Out(THROUGH).Out(NAME).ToValue(),
  });
});
hops.sort(function (a, b) { return a.index - b.index; });
if (s.Count() > 0) {
  g.Emit({
    id: params.id,
    speaker: g.V(params.id).Out(BY).Out(NAME).ToValue(),
    cue: g.V(params.id).Out(CUE).ToValue(),
    text: g.V(params.id).Out(TEXT).ToValue(),
    hops: hops,
    article: g.V(params.id).Out(FROM).Out(ID).ToValue(),
  });
}
