// via: statements that reached their article through an outlet, at any hop
// ("X told Bloomberg", "according to Bloomberg News").
// Run: kg query -f queries/via.js --param name=Bloomberg
// params.key: the outlet name's kg.MatchKey (derived by kg from params.name);
// params.kind (optional): speech, belief, stance or a comma-separated list.
// Emits {id, text, speaker, hop} per statement.
var THROUGH = "<https://kg.example.org/ns#through>";
var VIA = "<https://kg.example.org/ns#via>";
var BY = "<http://www.w3.org/ns/prov#wasAttributedTo>";
var TEXT = "<http://schema.org/text>";
var NAME = "<http://schema.org/name>";
var CUE = "<https://kg.example.org/ns#cue>";

// named(key): queries/prelude.js, which kg puts before the program.

var outlets = named(params.key);
var emitted = {};
for (var i = 0; i < outlets.length; i++) {
  // a hop has one statement: In(VIA) from each hop reads one quad
  g.V(outlets[i]).In(THROUGH).Tag("hop").In(VIA).ForEach(function (d) {
    if (emitted[d.id]) return;
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
      hop: g.V(d.hop).Out(CUE).ToValue(),
    });
  });
}
