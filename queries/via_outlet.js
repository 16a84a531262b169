// Statements that reached their article through an outlet, at any hop.
// Change the outlet IRI to ask about another one.
var outlet = g.IRI("https://kg.example.org/entity/bloomberg-news");
g.V(outlet)
  .In(g.IRI("https://kg.example.org/ns#through"))
  .In(g.IRI("https://kg.example.org/ns#via"))
  .Tag("statement")
  .Save(g.IRI("http://schema.org/text"), "text")
  .Out(g.IRI("http://www.w3.org/ns/prov#wasAttributedTo"))
  .Save(g.IRI("http://schema.org/name"), "speaker")
  .All();
