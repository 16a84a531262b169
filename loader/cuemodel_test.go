package loader

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	kg "github.com/kg-dev/kg"
)

// rulesOnly extracts text with the rules alone, the learned cue stage off.
func rulesOnly(text string) []kg.Statement {
	x := NewExtractor(nil)
	x.Cues = nil
	return x.Extract(kg.Article{ID: "t", Text: text}).Statements
}

// TestShippedCueModel: the embedded model reads, gates a few hundred stems
// and has a threshold between 0 and 1 (a broken `make cuemodel` shows here).
func TestShippedCueModel(t *testing.T) {
	m := DefaultCueModel()
	if len(m.gate) < 100 || len(m.weights) < 1000 || m.Threshold <= 0 || m.Threshold >= 1 {
		t.Fatalf("shipped model: %d gated stems, %d weights, threshold %v", len(m.gate), len(m.weights), m.Threshold)
	}
}

// TestLearnedCues: verbs of stance and action no rule lists become belief
// statements, with speaker and content read as for a listed verb; what the
// rules rejected for its sense, a capitalized word, a noun after a
// determiner, a particle and a copula's adjective of a thing stay out. Each
// "want" row fails with the rules alone (checked below), so the row tests
// the learned stage. The rows hold for the shipped model; a retrained model
// that loses one should say so in its commit.
func TestLearnedCues(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string // speaker: content, of the learned statements
	}{
		{"Johnson identified a location.", []string{"Johnson: a location"}},
		// a noun phrase object ends before a clause that describes it, or a dash left open
		{"Johnson identified a location, which the police kept secret.", []string{"Johnson: a location"}},
		{"Johnson identified a location — a farm near Lund.", []string{"Johnson: a location"}},
		{"Johnson identified a location — a farm — near Lund.", []string{"Johnson: a location — a farm — near Lund"}}, // (an aside inside it)
		{"Johnson identified that location in May.", []string{"Johnson: that location in May"}},                       // (a determiner, no conjunction)
		{"Johnson identified that location and has since left Lund.", []string{"Johnson: that location"}},             // the subject's next verb
		{"Johnson identified the location, leaving the police puzzled.", []string{"Johnson: the location"}},           // a participle's act
		{"Johnson identified a location amid growing concerns about safety.", []string{"Johnson: a location"}},        // the circumstance
		{"Johnson identified a location as they left Lund.", []string{"Johnson: a location"}},                         // a clause with its own subject
		{"Johnson identified the location, and the police sealed it off.", []string{"Johnson: the location"}},
		{"Johnson identified the location, as well as the car.", []string{"Johnson: the location, as well as the car"}},                                 // the list goes on
		{"Johnson painted the mayor, a friend of his, as a liar.", []string{"Johnson: the mayor, a friend of his, as a liar"}},                          // the verb's "as"
		{"Men under 35 support the levy by 4 points.", []string{"Men under 35: the levy by 4 points"}},                                                  // an age after "under" is the subject's, no noun's preposition
		{"The senator breached multiple norms of politics and staked out ground that few defend.", []string{"the senator: multiple norms of politics"}}, // the subject's next act
		// a passive and its agent: the agent's view of the subject; a feeling's: the subject's, about the agent
		{"Local business leaders have been unsettled by the protests.", []string{"Local business leaders: the protests"}},
		{"The plan was supported Friday by Ada Moss.", []string{"Ada Moss: The plan"}}, // (a time before "by")
		{"The plan is also distrusted by farmers.", []string{"farmers: The plan"}},     // (an adverb before the participle, a bare plural after "by")
		// "to" before an object goes with the cue, and a plural noun before the verb is its subject
		{"These voters specifically point to the 1994 crime bill, which put more police on the streets.", []string{"These voters: the 1994 crime bill"}},
		{"The voters point to the crime bill.", []string{"the voters: the crime bill"}},
		{"The Supreme Court blocked a New Jersey company from abandoning its plants.", []string{"Supreme Court: a New Jersey company from abandoning its plants"}},
		{"The newspaper has also detailed the foundation's spending.", []string{"the newspaper: the foundation's spending"}},
		// an infinitive: the subject of the word that governs "to"
		{"Mr. Trump tried to defend his remarks.", []string{"Trump: his remarks"}},
		{"The Clintons have mostly chosen not to respond to his attacks.", []string{"Clintons: his attacks"}},
		{"Sen. Ida Moss has a rare chance to argue that she can deliver a speech.", []string{"Ida Moss: she can deliver a speech"}},
		{"The mayor struggled on Tuesday to explain the levy.", []string{"the mayor: the levy"}}, // (a time between)
		{"Ada Moss had to explain the levy to voters.", []string{"Ada Moss: the levy to voters"}},
		{"Ada Moss, if elected, would need a majority to confirm the judges.", nil}, // (never the object after it: that is no "..., said X")
		// a listed verb's infinitive that no governing word explains: the sentence's subject's, not a placeholder's
		{"Ada Moss has yet to explain how the levy would be spent.", []string{"Ada Moss: how the levy would be spent"}},
		{"Ola Dahl was the first farmer in Lund to endorse the levy.", []string{"Ola Dahl: the levy"}},
		{"It is too soon to explain how the levy would be spent.", nil},
		// an infinitive whose subject "for" brings
		{"It may be enough for Ada Moss and Ola Dahl to agree on the levy.", []string{"Ada Moss: the levy", "Ola Dahl: the levy"}},
		// a quantifier or an irregular plural opens a subject
		{"And every recent poll has shown Ada Moss trailing Dahl.", []string{"every recent poll: Ada Moss trailing Dahl"}},
		{"Farmers joined the march, and police allowed the protest.", []string{"police: the protest"}},
		// "help" and a bare infinitive: the helper's
		{"Ada Moss helped convince voters that the levy was fair.", []string{"Ada Moss: voters that the levy was fair"}},
		// an infinitive of purpose: the subject of the past tense before it
		{"Ada Moss met with Ola Dahl at the town hall to discuss the levy.", []string{"Ada Moss: the levy"}},
		// an infinitive after an object-control verb or "the first ...": the object's, the phrase's
		{"The ruling prompted Ada Moss to advocate for a recount.", []string{"Ada Moss: for a recount"}},
		{"They were the only Republicans to vote against the final version of the bill.", []string{"republicans: against the final version of the bill"}},
		// a noun and its preposition: the possessor's stance, or the subject's of the verb the noun is object of
		{"Ola Dahl's praise of the plan surprised donors.", []string{"Ola Dahl: the plan"}}, // (nouns near the 0.45 threshold, "support for", "opposition to", move across it from one retraining to the next, as "controversial pledge" did)
		{"Ola Dahl's pledge to be neutral during peace talks angered donors.", []string{"Ola Dahl: to be neutral during peace talks"}},
		{"Ola Dahl avoided all mention of her primary challenger.", []string{"Ola Dahl: her primary challenger"}},
		// a noun in an appositive: the stance of the name it describes
		{"Ola Dahl, a cognitive scientist and frequent critic of the industry, said results often fail.", []string{"Ola Dahl: the industry"}},
		{"Senator Ola Dahl of Lundia, a frequent critic of the levy, said he would oppose it.", []string{"Ola Dahl: the levy"}},
		// a noun after a verb that no subject reading holds: the clause's subject's stance
		{"Ada Moss is raising questions about the bridge contract.", []string{"Ada Moss: the bridge contract"}},
		// a past-tense verb after a name ends the speaker: "mounted" is no part of who
		{"Ada Moss mounted fierce attacks on the plan.", []string{"Ada Moss: the plan"}},
		// a cue's form after a possessive is part of the noun's object
		{"The candidate did not supply an overall cost estimate for his plans.", []string{"the candidate: his plans"}},
		// a reflexive's verb and the preposition after it are the cue
		{"Ada Moss distanced herself from the levy on Monday.", []string{"Ada Moss: the levy on Monday"}},
		// a preposition before the object goes with the cue
		{"Ada Moss focused on the levy in her speech.", []string{"Ada Moss: the levy"}}, // (the medium closing it is none of the content),
		// a comma inside a quotation's closing mark ends an object as one outside it does
		{"Ada Moss talked up her “fair levy,” promising to campaign across Lund.", []string{"Ada Moss: her “fair levy,”"}},
		// a scored particle is its verb's: "walked back", "doubled down on"
		{"Ada Moss later walked back her comments.", []string{"Ada Moss: her comments"}},
		{"Ada Moss doubled down on her comments about the levy.", []string{"Ada Moss: her comments about the levy"}},
		// a phrasal verb's particle before its object goes with the cue
		{"Ada Moss laid out her plan for the bridge.", []string{"Ada Moss: her plan for the bridge"}},
		// a light verb before the scored noun ends the subject
		{"Ada Moss took aim at the levy on Monday.", []string{"Ada Moss: the levy on Monday"}},
		{"Ada Moss also takes aim at the levy.", []string{"Ada Moss: the levy"}},          // (in any form, an adverb before it)
		{"He shows little personal interest in the levy.", []string{"unknown: the levy"}}, // (adjectives between, the preposition the cue's)
		// a subject headed by a plural noun, lower case first
		{"But critics in both parties quickly compared Ada Moss to a tyrant.", []string{"critics in both parties: Ada Moss to a tyrant"}},
		{"But senior campaign officials detailed the breadth of the operation.", []string{"senior campaign officials: the breadth of the operation"}},
		{"Political pundits are shocked that Ada Moss is leading in the polls.", []string{"Political pundits: Ada Moss is leading in the polls"}}, // (a copula's adjective)
		// a listed cue inside an object counts only if it is left after the object's end
		{"Senate Democrats blocked the bill because they said the language was a poison pill.", []string{"Senate Democrats: the bill"}},
		// a bare "it" may be a body or a document
		{"The bank published a report on Monday. It lays out a host of actions the government has taken.", []string{"unknown: a host of actions the government has taken"}},
		// a poll's share speaks
		{"In the poll, 41% identify with the Democratic Party.", []string{"41%: the Democratic Party"}},
		// a placeholder in the subject's place names no one; a question's subject follows its verb
		{"There are concerns about the bridge contract.", []string{"unknown: the bridge contract"}},
		{"It's a reasonable assumption that the mill will close.", []string{"unknown: the mill will close"}},
		{"Does Ada Moss oppose the levy?", []string{"Ada Moss: the levy"}},
		// a phrase that ends in a preposition or a bare determiner names no one
		{"Pay no attention to the man behind the curtain.", []string{"unknown: the man behind the curtain"}},
		// an article and adjectives before a noun scored as a cue are the noun's, no one's name
		{"A common refrain is that the mill will close.", []string{"unknown: is that the mill will close"}},
		// left alone
		{"A dozen states held contests to choose party nominees.", nil}, // no one chose to speak
		{"He stood behind the counter that day.", nil},
		{"The council dropped the plan in favor of a cheaper bridge.", nil}, // a fixed phrase: no one's stance
		{"The price of oil rose.", nil},                                     // a noun of no stance                                           // a noun after a determiner
		{"Carmaker recalls 1.2 million vehicles over airbag fault.", nil},   // a listed verb in another sense
		{"Ana Vos welcomed guests to the gala.", nil},                       // the same
		{"Ahmed Said Khan Meets The Press In Lagos.", nil},                  // capitals: a name
		{"The result was clear: the team had lost.", nil},
		{"The team lost. It is obvious that the coach failed.", nil},                             // the article's own voice                                        // no one holds the view
		{"Ida Lund's attacks echoed by her party hurt the campaign.", nil},                       // a passive's "by"
		{"Moss put off deciding whether the group could question her.", nil},                     // a phrasal verb's particle
		{"The minister said the plan was dead, and critics agreed.", nil},                        // the rules' statement covers it
		{"She learned to swim in Lund.", nil},                                                    // vetoed: no report follows
		{"Local media reported that a bridge fell, but officials have not confirmed this.", nil}, // vetoed: a negated report
	} {
		rules := rulesOnly(c.text)
		var got []string
		for _, st := range extract(c.text) {
			if !slices.ContainsFunc(rules, func(r kg.Statement) bool { return r.ContentSpan == st.ContentSpan && r.Cue == st.Cue }) {
				if st.Kind != kg.Stance && !slices.ContainsFunc(strings.Fields(strings.ToLower(st.Cue)), func(w string) bool { return ListedCue(w) || nominalCues[w] != "" }) {
					t.Errorf("%q: a learned statement of kind %s on %q, no listed word: want stance", c.text, st.Kind, st.Cue)
				}
				got = append(got, st.Speaker.Name+": "+st.Content)
			}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%q:\n got %q\nwant %q", c.text, got, c.want)
		}
	}
}

// TestCueModelRoundTrip: a model written and read back scores alike.
func TestCueModelRoundTrip(t *testing.T) {
	m := NewCueModel(-2, map[string]float64{"w=blocked": 3.5, "nc=D": 0.25}, []string{"block"}, 0.4)
	var b bytes.Buffer
	if _, err := m.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	back, err := ReadCueModel(&b)
	if err != nil {
		t.Fatal(err)
	}
	feats := []string{"w=blocked", "nc=D", "p=court"}
	if p, q := m.Prob(feats), back.Prob(feats); p != q || back.Threshold != 0.4 || !back.gated(CueStem("Blocked")) || back.gated(CueStem("said")) {
		t.Errorf("read back: prob %v (wrote %v), threshold %v, gate %v", q, p, back.Threshold, back.gate)
	}
}

// TestReadCueModelErrors: a bad line is named by its number.
func TestReadCueModelErrors(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"threshold\tx\n", "line 1"},
		{"# comment\nbias\t1\nf\tw=a\n", "line 3"},
		{"gate\n", "line 1"},
	} {
		_, err := ReadCueModel(strings.NewReader(c.text))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want one naming %s", c.text, err, c.want)
		}
	}
}

// TestCueExamples: the words the learned stage would score are those the
// rules left alone: not the cue, speaker or content of their statement.
func TestCueExamples(t *testing.T) {
	text := "Ada Moss said the bridge would hold. Johnson did not identify a location."
	var words []string
	for _, e := range NewExtractor(nil).CueExamples(kg.Article{ID: "t", Text: text}) {
		if e.Span.Of(text) != e.Word && strings.ToLower(e.Span.Of(text)) != e.Word || e.Features[0] != "w="+e.Word {
			t.Errorf("example %+v: span and word disagree", e)
		}
		words = append(words, e.Word)
	}
	if want := []string{"johnson", "did", "not", "identify", "a"}; !slices.Equal(words, want) {
		t.Errorf("got %q, want %q", words, want)
	}
}
