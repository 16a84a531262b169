// quote: one quotation and every statement that reports it, across articles.
// Run: kg query -f queries/quote.js --param id='<quotation IRI>'
// Emits one object per report: the statement, its words, its article (id,
// publisher, date) and the outlets it came through; then one object for the
// quotation: its speaker, first report and first words. kg quote reads the
// same quads and adds the grouping by wording and the routes.
var IN = "<https://kg.example.org/ns#quotation>";
var FIRST = "<https://kg.example.org/ns#firstReport>";
var BY = "<http://www.w3.org/ns/prov#wasAttributedTo>";
var NAME = "<http://schema.org/name>";
var TEXT = "<http://schema.org/text>";
var FROM = "<http://www.w3.org/ns/prov#wasDerivedFrom>";
var ID = "<http://schema.org/identifier>";
var DATE = "<http://schema.org/datePublished>";
var PUBLISHER = "<http://schema.org/publisher>";
var VIA = "<https://kg.example.org/ns#via>";
var THROUGH = "<https://kg.example.org/ns#through>";

g.V(params.id).In(IN).ForEach(function (s) {
  var art = g.V(s.id).Out(FROM);
  g.Emit({
    report: s.id,
    text: g.V(s.id).Out(TEXT).ToValue(),
    article: art.Out(ID).ToValue(),
    date: g.V(s.id).Out(FROM).Out(DATE).ToValue(),
    publisher: g.V(s.id).Out(FROM).Out(PUBLISHER).Out(NAME).ToValue(),
    via: g.V(s.id).Out(VIA).Out(THROUGH).Out(NAME).ToArray(),
  });
});
if (g.V(params.id).Out(FIRST).Count() > 0) {
  g.Emit({
    quotation: params.id,
    speaker: g.V(params.id).Out(BY).Out(NAME).ToValue(),
    first: g.V(params.id).Out(FIRST).ToValue(),
    text: g.V(params.id).Out(TEXT).ToValue(),
  });
}
