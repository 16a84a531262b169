// entities: canonical entities with their names and how many statements each
// made (kg entities reads the counts the store keeps; this counts them);
// params.class (optional) keeps one class, e.g. "<http://schema.org/Person>".
// Run: kg query -f queries/entities.js --param class='<http://schema.org/Person>'
// Emits {id, name, class, statements}.
var TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>";
var NAME = "<http://schema.org/name>";
var BY = "<http://www.w3.org/ns/prov#wasAttributedTo>";
var STATEMENT = "<https://kg.example.org/ns#Statement>"; // (a quotation is attributed to its speaker too)
var CLASSES = [
  "<http://schema.org/Person>", "<http://schema.org/Organization>",
  "<http://schema.org/NewsMediaOrganization>", "<https://kg.example.org/ns#Group>",
  "<https://kg.example.org/ns#UnnamedSource>", "<https://kg.example.org/ns#UnknownSource>",
];
var classes = params.class ? [params.class] : CLASSES;
classes.forEach(function (c) {
  g.V(c).In(TYPE).Unique().ForEach(function (d) {
    g.Emit({
      id: d.id,
      name: g.V(d.id).Out(NAME).ToValue(),
      class: c,
      statements: g.V(d.id).In(BY).Has(TYPE, STATEMENT).Unique().Count(),
    });
  });
});
