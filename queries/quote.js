// quote: one quotation and every statement that reports it, across articles.
// Run: kg query -f queries/quote.js --param id='<quotation IRI>'
// Emits one object per report: the statement, its words, its article (id,
// publisher, date) and the outlets it came through; then one object for the
// quotation: its speaker, its key, and its first report and words, the
// earliest by the article's date as written (ISO dates sort; dated before
// undated), then article id. kg quote reads the same quads, orders dates
// of any layout, and adds the grouping by wording and the routes.
var IN = "<https://kg.example.org/ns#quotation>";
var KEY = "<https://kg.example.org/ns#quotationKey>";
var BY = "<http://www.w3.org/ns/prov#wasAttributedTo>";
var NAME = "<http://schema.org/name>";
var TEXT = "<http://schema.org/text>";
var FROM = "<http://www.w3.org/ns/prov#wasDerivedFrom>";
var ID = "<http://schema.org/identifier>";
var DATE = "<http://schema.org/datePublished>";
var PUBLISHER = "<http://schema.org/publisher>";
var VIA = "<https://kg.example.org/ns#via>";
var THROUGH = "<https://kg.example.org/ns#through>";

var first = null;
function earlier(a, b) {
  if (!a.date !== !b.date) return !!a.date;
  if (a.date !== b.date) return a.date < b.date;
  if (a.article !== b.article) return a.article < b.article;
  return a.report < b.report;
}
g.V(params.id).In(IN).ForEach(function (s) {
  var art = g.V(s.id).Out(FROM);
  var r = {
    report: s.id,
    text: g.V(s.id).Out(TEXT).ToValue(),
    article: art.Out(ID).ToValue(),
    date: g.V(s.id).Out(FROM).Out(DATE).ToValue(),
    publisher: g.V(s.id).Out(FROM).Out(PUBLISHER).Out(NAME).ToValue(),
    via: g.V(s.id).Out(VIA).Out(THROUGH).Out(NAME).ToArray(),
  };
  if (first === null || earlier(r, first)) first = r;
  g.Emit(r);
});
if (first !== null) {
  g.Emit({
    quotation: params.id,
    speaker: g.V(params.id).Out(BY).Out(NAME).ToValue(),
    key: g.V(params.id).Out(KEY).ToValue(),
    first: first.report,
    text: first.text,
  });
}
