package loader

import (
	"testing"

	kg "github.com/kg-dev/kg"
)

// TestStatementKinds: said, written and reported is speech; thought, wanted
// and expected is belief; for or against someone or something is stance,
// whether a listed verb, a noun or the learned stage found it.
func TestStatementKinds(t *testing.T) {
	tests := []struct {
		text, cue string
		kind      kg.Kind
	}{
		{"The mayor said the levy would rise.", "said", kg.Speech},
		{"Ada Moss told reporters that the mill would close.", "told", kg.Speech},
		{"According to the council, the levy will rise.", "According to", kg.Speech},
		{"Ola Dahl tweeted that the vote was rigged.", "tweeted", kg.Speech},
		{"The union wrote that the plan was unfair.", "wrote", kg.Speech},
		{"Ada Moss believes the levy is too high.", "believes", kg.Belief},
		{"The council wants to close the mill by May.", "wants", kg.Belief},
		{"Most economists expect rates to fall next year.", "expect", kg.Belief},
		{"Ola Dahl fears the mill will close.", "fears", kg.Belief},
		{"The union endorsed Ada Moss for mayor on Monday.", "endorsed", kg.Stance},
		{"The farmers' league supports the new levy.", "supports", kg.Stance},
		{"Ola Dahl opposes the plan to close the mill.", "opposes", kg.Stance},
		{"The council condemned the attack on the mill.", "condemned", kg.Stance},
		{"Ada Moss criticized the plan as reckless.", "criticized", kg.Stance},
		{"The Lund Lions challenged the call, but the goal stood.", "challenged", kg.Stance}, // against, not words
		{"Ola Dahl pleaded guilty to fraud.", "pleaded", kg.Stance},                          // a plea entered, an act
		{"Ada Moss pleaded with officials to reopen the bridge.", "pleaded", kg.Speech},
		{"Ada Moss claimed victory in the primary.", "claimed", kg.Stance},                          // an act of politics, not words
		{"The premier called a snap election.", "called", kg.Stance},                                // the same
		{"Ada Moss claimed that the vote was rigged.", "claimed", kg.Speech},                        // a claim
		{"Ada Moss called the vote a sham.", "called", kg.Speech},                                   // a naming
		{"The Lund League did not respond to a request for comment.", "did not respond", kg.Stance}, // no words: an act
		{"Ada Moss responded that the vote was rigged.", "responded", kg.Speech},
		{"The RCMP has not said what led to the arrest.", "has not said", kg.Stance}, // a question left unanswered: no words
		{"The mayor wouldn't say whether she would run.", "wouldn't say", kg.Stance},
		{"Police did not say the man was armed.", "did not say", kg.Stance}, // a clause negated: no words said
		{"A spokesperson would not confirm the details.", "would not confirm", kg.Stance},
		{"The mayor never said the bridge would close.", "never said", kg.Stance},
		{"Police charged Ola Dahl with dangerous driving.", "charged", kg.Stance},     // an offence laid, an act
		{"The Lund League declined to comment on the report.", "declined", kg.Stance}, // a request turned down
		{"Her husband declined to speak to reporters.", "declined", kg.Stance},        // an interview turned down
		{"Neither team has confirmed the trade.", "confirmed", kg.Stance},             // no one said it
		{"None of the candidates said they would debate.", "said", kg.Stance},         // no one said it
		{"The minister declined an interview request.", "declined", kg.Stance},
		{"A spokesperson declined to say whether the rebate would change.", "declined", kg.Stance},
		{"A representative declined to confirm the plans.", "declined", kg.Stance},
		{"The mayor declined to weigh in on the complaint.", "declined", kg.Stance},
		{"Critics charged that the hearing was a sham.", "charged", kg.Speech},
		{"The premier declared a state of emergency in the region.", "declared", kg.Stance}, // an act
		{"The mayor declared that the crisis was over.", "declared", kg.Speech},
		{"Lundcorp has agreed to pay $95 million to settle the lawsuit.", "agreed", kg.Stance}, // a commitment, an act
		{"Voters are deeply distrustful of the plan.", "are deeply distrustful of", kg.Stance}, // a copula, an adjective of stance, its object
		{"The union remains opposed to the deal.", "remains opposed to", kg.Stance},
		{"The mayor is increasingly worried that the bridge will close.", "is increasingly worried", kg.Belief},
		{"The two sides agreed that the talks should continue.", "agreed", kg.Speech},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			sts := extract(tt.text)
			for _, s := range sts {
				if s.Cue == tt.cue {
					if s.Kind != tt.kind {
						t.Errorf("cue %q is %s, want %s", s.Cue, s.Kind, tt.kind)
					}
					return
				}
			}
			t.Errorf("no statement with cue %q:%s", tt.cue, describe(sts))
		})
	}
}

// TestLearnedStatementKinds: what the learned stage reads is a stance or an
// act, unless its word is a listed verb of belief or speech that the rules
// turned down for its grammar.
func TestLearnedStatementKinds(t *testing.T) {
	tests := []struct {
		lemma string
		kind  kg.Kind
	}{
		{"blocked", kg.Stance},   // "the court blocked the plan"
		{"attacks", kg.Stance},   // "his attacks on"
		{"criticism", kg.Stance}, // "her criticism of"
		{"say", kg.Speech},       // "refused to say whether"
		{"explain", kg.Speech},   // "has yet to explain how"
		{"believe", kg.Belief},   // "has come to believe"
		{"concerns", kg.Belief},  // "his concerns about"
	}
	for _, tt := range tests {
		if got := statementKind(&raw{lemma: tt.lemma, kind: kg.Belief, learned: true}); got != tt.kind {
			t.Errorf("learned %q: %s, want %s", tt.lemma, got, tt.kind)
		}
	}
	if got := statementKind(&raw{lemma: "said", kind: kg.Speech}); got != kg.Speech {
		t.Errorf("the rules' said: %s", got)
	}
}
