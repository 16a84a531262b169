package loader

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	kg "github.com/kg-dev/kg"
)

// want describes one expected statement: speaker name (substring), cue, content (substring).
type want struct {
	speaker, cue, content string
	via                   string // comma-separated hop names, "" for none
	direct                bool
}

func extract(text string) []kg.Statement {
	return NewExtractor(nil).Extract(kg.Article{ID: "t", Text: text}).Statements
}

// hasStatement fails t unless text (extracted as article) has a statement
// of content whose speaker's name holds name.
func hasStatement(t *testing.T, text, article, name, content string) {
	t.Helper()
	sts := extract(article)
	if !slices.ContainsFunc(sts, func(st kg.Statement) bool { return strings.Contains(st.Speaker.Name, name) && st.Content == content }) {
		t.Errorf("%q: want %s: %q:%s", text, name, content, describe(sts))
	}
}

// speakersAndContents gives each statement as "speaker: content", the form
// the table tests compare.
func speakersAndContents(sts []kg.Statement) []string {
	var out []string
	for _, st := range sts {
		out = append(out, st.Speaker.Name+": "+st.Content)
	}
	return out
}

func describe(sts []kg.Statement) string {
	var b strings.Builder
	for _, s := range sts {
		var via []string
		for _, h := range s.Via {
			via = append(via, h.Entity.Name)
		}
		fmt.Fprintf(&b, "\n  [%s] %q %q via=%v direct=%v", s.Speaker.Name, s.Cue, s.Content, via, s.Direct)
	}
	return b.String()
}

func TestExtractPhenomena(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []want
	}{
		{"a quantifier alone is a subject after a conjunction", "The council met. But few believe the plan will work.",
			[]want{{speaker: "few", cue: "believe", content: "the plan will work"}}},
		{"people the story asked are no correction", "Parents interviewed for this story said the rule is hard to enforce.",
			[]want{{speaker: "Parents interviewed for this story", cue: "said", content: "the rule is hard to enforce"}}},
		{"a relative clause ends with its quotation", "Ada Moss, who once called the levy “a tax on breathing,” has since voted for it.",
			[]want{{speaker: "Ada Moss", cue: "called", content: "the levy “a tax on breathing,”"}}},
		{"an aside that ends with a quotation, then the verb", "Ola Dahl, who has called the plan “reckless,” said the council should start again.",
			[]want{{speaker: "Ola Dahl", cue: "called", content: "the plan “reckless,”"}, {speaker: "Ola Dahl", cue: "said", content: "the council should start again"}}},
		{"an inverted quotation is no aside", "Behind closed doors, Ada Moss is “calling in every favour,” said Ola Dahl, her campaign manager.",
			[]want{{speaker: "Ola Dahl", cue: "said", content: "Behind closed doors, Ada Moss is “calling in every favour,”"}}},
		{"a mother of five after an inverted cue, who asked to be identified by a nickname", "Umm Sara has waited nine days at the crossing. “Every morning they tell us tomorrow,” said the 47-year-old mother of five, who asked to be identified by her nickname.",
			[]want{{speaker: "Umm Sara", cue: "said", content: "Every morning they tell us tomorrow", direct: true}}},
		{"a team's player by position is the one just named", "Ola Dahl knows the numbers. “Of course I hear it,” the Lund Rovers centre said after practice.",
			[]want{{speaker: "Ola Dahl", cue: "said", content: "Of course I hear it", direct: true}}},
		{"a clause with its own verb before an inverted cue", "The shelf tag shows the price per 100 grams, which makes it easier to spot a deal, says Ola Dahl, director of the Lund Food Lab.",
			[]want{{speaker: "Ola Dahl", cue: "says", content: "The shelf tag shows the price per 100 grams, which makes it easier to spot a deal"}}},
		{"a body by its first word is the body named before", "Lundfield Asset Management is in talks to buy Vorn Energy, people familiar with the matter said. Lundfield declined to comment.",
			[]want{{speaker: "Lundfield Asset Management", cue: "declined", content: "to comment"}}},
		{"a poll's participle aside with an adverb", "The survey of 2,000 adults, conducted online between Jan. 10 and 14, found 44 per cent support for the Lund Party.",
			[]want{{speaker: "survey of 2,000 adults", cue: "found", content: "44 per cent support for the Lund Party"}}},
		{"a body that does something, said", "The military body that oversees civilian affairs said it approves every request.",
			[]want{{speaker: "military body", cue: "said", content: "it approves every request"}}},
		{"a day after a document is no name", "Lund Records has dropped its lawsuit, according to a court filing Friday.",
			[]want{{speaker: "a court filing", cue: "according to", content: "Lund Records has dropped its lawsuit"}}},
		{"a body's name that lists its fields with commas", "The cap will be set at 437,000 permits, according to a news release from Lund, Refugees and Citizenship Canada.",
			[]want{{speaker: "Lund, Refugees and Citizenship Canada", cue: "according to", content: "The cap will be set at 437,000 permits"}}},
		{"a body's name with commas after an inverted cue", "The cap will be lower, said a spokesperson for Lund, Refugees and Citizenship Canada.",
			[]want{{speaker: "spokesperson for Lund, Refugees and Citizenship Canada", cue: "said", content: "The cap will be lower"}}},
		{"a live blog's time stamp is no content", "10:15 p.m.: Ada Moss has held her seat, according to preliminary results.",
			[]want{{speaker: "preliminary results", cue: "according to", content: "Ada Moss has held her seat"}}},
		{"he is the one of them the sentence before names", "One of the victims, now in his 50s, read a statement in court. “I was 11 years old,” he said.",
			[]want{{speaker: "One of the victims", cue: "said", content: "I was 11 years old", direct: true}}},
		{"they are the family the sentence before names, after a fronted phrase", "The victim's family moved to Lund in 2010. In a statement released through police, they thanked investigators.",
			[]want{{speaker: "family", cue: "thanked", content: "investigators"}}},
		{"she is the role the sentence names before her", "When I asked the mayor why the city did not consider buses, she told me the bridge was the only option.",
			[]want{{speaker: "mayor", cue: "told", content: "the bridge was the only option"}}},
		{"the singer is the performer the article is about", "Ada Moss adds Lund dates\n\nAda Moss is adding three more shows in Lund, her team said Friday. Ticket sellers said demand was high.\n\n“We are so grateful,” the singer wrote on Instagram.",
			[]want{{speaker: "Ada Moss", cue: "wrote", content: "We are so grateful", direct: true}}},
		{"the statement is that of the one who made it", "Lund Health said in a statement that some surgeries could be postponed. Patients will be contacted directly, the statement said.",
			[]want{{speaker: "Lund Health", cue: "said", content: "Patients will be contacted directly"}}},
		{"the organization is the body its report names, when none spoke before", "The Lund Hockey Association has settled a lawsuit filed by a former player, the organization confirmed.",
			[]want{{speaker: "Lund Hockey Association", cue: "confirmed", content: "The Lund Hockey Association has settled a lawsuit filed by a former player"}}},
		{"he is the kin the sentence before describes", "“It was wonderful,” said Ana Vos, a retired nurse. Her husband was less sure. “I missed the old sets,” he said.",
			[]want{{speaker: "Her husband", cue: "said", content: "I missed the old sets", direct: true}}},
		{"they are the researchers the sentence before names", "Researchers at the Lund Institute followed 6,000 students for two years. They found that heavy users slept less.",
			[]want{{speaker: "Researchers at the Lund Institute", cue: "found", content: "heavy users slept less"}}},
		{"a day after 'that' is the clause's subject", "Ola Dahl noted that Saturday would have been the mayor's birthday.",
			[]want{{speaker: "Ola Dahl", cue: "noted", content: "Saturday would have been the mayor's birthday"}}},
		{"X said that", "The minister said that taxes would rise next year.",
			[]want{{speaker: "minister", cue: "said", content: "taxes would rise next year"}}},
		{"content, X said", "Taxes will rise next year, the minister said.",
			[]want{{speaker: "minister", cue: "said", content: "Taxes will rise next year"}}},
		{"quote, X said when and where", "“The mill stays open,” Ola Dahl said in March after the owners announced a sale to a rival.",
			[]want{{speaker: "Ola Dahl", cue: "said", content: "The mill stays open", direct: true}}},
		{"party in parentheses after the name", "Senator Tom Reed (D-Ore.) told reporters that the bill would pass.",
			[]want{{speaker: "Reed", cue: "told", content: "the bill would pass"}}},
		{"description, Name, told", "The director of the Lake Institute, Ina Korr, told the AP her team never met the lobbyists.",
			[]want{{speaker: "Ina Korr", cue: "told", content: "her team never met the lobbyists", via: "Associated Press"}}},
		{"description, aged Name, said", "The driver, 45-year-old Ola Dahl, said the brakes failed.",
			[]want{{speaker: "Ola Dahl", cue: "said", content: "the brakes failed"}}},
		{"description, aged Name, told", "One victim, 81-year-old Ernest Pidlubny, told reporters he was relieved the case was over.",
			[]want{{speaker: "Ernest Pidlubny", cue: "told", content: "he was relieved the case was over"}}},
		{"appositive with a preposition", "Mira Gold, a cook at the Harbor Inn, said the kitchen would close in May.",
			[]want{{speaker: "Mira Gold", cue: "said", content: "the kitchen would close in May"}}},
		{"long appositive with a relative clause", "Tom Berg, a 30-year veteran of the navy who retired as an admiral in 2013, said the plan was too timid.",
			[]want{{speaker: "Tom Berg", cue: "said", content: "the plan was too timid"}}},
		{"a time, then the quotation", "Ada Moss initially said in the spring, when the story broke, “I did not send any classified material.”",
			[]want{{speaker: "Ada Moss", cue: "said", content: "I did not send any classified material", direct: true}}},
		{"began by saying", "When he returned, Judge Ola Dahl began by saying, “I don’t think that jail is necessary.”",
			[]want{{speaker: "Ola Dahl", cue: "began by saying", content: "I don’t think that jail is necessary"}}}, // (its content still holds the clause before: only partly quoted)
		{"responded by calling", "The senator responded by calling the plan a disaster.",
			[]want{{speaker: "senator", cue: "responded by calling", content: "the plan a disaster"}}},
		{"said, a lower-case role of a body, the name", "“We will win,” said former secretary of state Ada Moss.",
			[]want{{speaker: "Ada Moss", cue: "said", content: "We will win", direct: true}}},
		{"a dateline of a place in lower case and an agency", "Lund (AFP) – Ada Moss took a swipe at the council, saying that its comments do more harm than good.",
			[]want{{speaker: "Ada Moss", cue: "saying", content: "its comments do more harm than good"}}},
		{"a name's suffix with its dot", "Ola Dahl Jr. said the plan was dead.",
			[]want{{speaker: "Ola Dahl Jr.", cue: "said", content: "the plan was dead"}}},
		{"a company's suffix with its dot", "Lundpharm Inc. said it would cut 500 jobs.",
			[]want{{speaker: "Lundpharm", cue: "said", content: "it would cut 500 jobs"}}},
		{"party and state, then a time", "Sen. Ada Moss (I-Vt.) on Saturday said the accord goes nowhere near far enough.",
			[]want{{speaker: "Ada Moss", cue: "said", content: "the accord goes nowhere near far enough"}}},
		{"a stray comma after party and state", "Sen. Ola Dahl (D-R.I.), said after a lunch on Tuesday that he had not read the plan.",
			[]want{{speaker: "Ola Dahl", cue: "said", content: "he had not read the plan"}}},
		{"a poll's share between commas", "A third of independents, 33%, say they feel that way.",
			[]want{{speaker: "A third of independents", cue: "say", content: "they feel that way"}}},
		{"a name with an initial and an appositive, then a participle", "Mira J. Gold, president of the Lund Institute, tied the scores to graduation rates, saying the law helped millions of kids.",
			[]want{{speaker: "Mira J. Gold", cue: "saying", content: "the law helped millions of kids"}}},
		{"upon saying", "Ada Moss, herself a supporter, drew boos upon saying, “Ola Dahl heard the people.”",
			[]want{{speaker: "Ada Moss", cue: "saying", content: "Ola Dahl heard the people", direct: true}}},
		{"after saying, fronted, before a verb no cue", "After saying he was nervous, the man ended his speech.",
			[]want{{speaker: "man", cue: "saying", content: "he was nervous"}}},
		{"a producer for a company", "A producer for Lund Studios said Tuesday that the interview was canceled.",
			[]want{{speaker: "producer", cue: "said", content: "the interview was canceled"}}},
		{"a long description in parentheses", "Sen. Ola Dahl (a Lund Democrat so boyish he has been mistaken for a junior staffer) says he was unfocused.",
			[]want{{speaker: "Ola Dahl", cue: "says", content: "he was unfocused"}}},
		{"a share in percent between commas", "A quarter of voters, 26 percent, say they will vote for someone else.",
			[]want{{speaker: "A quarter of voters", cue: "say", content: "they will vote for someone else"}}},
		{"a poll's headline", "Poll: Most voters oppose the new tax.",
			[]want{{speaker: "Poll", cue: ":", content: "Most voters oppose the new tax"}}},
		{"an age group", "Women over 50 said they would back the mayor.",
			[]want{{speaker: "Women over 50", cue: "said", content: "they would back the mayor"}}},
		{"according to after a colon", "And it has not gone unnoticed: According to recent polls, the mayor holds only 14 percent of the vote.",
			[]want{{speaker: "recent polls", cue: "According to", content: "the mayor holds only 14 percent of the vote"}}},
		{"a plural noun a participle describes", "The ministry has found 600 Lund emails containing classified information.",
			[]want{{speaker: "ministry", cue: "found", content: "600 Lund emails containing classified information"}}},
		{"a plurality of a group", "A 45% plurality of Democrats said they oppose the idea.",
			[]want{{speaker: "A 45% plurality of Democrats", cue: "said", content: "they oppose the idea"}}},
		{"according to documents an outlet saw", "According to court documents seen by Reuters, the firm paid $2 million to a consultant.",
			[]want{{speaker: "court documents", cue: "According to", content: "the firm paid $2 million to a consultant", via: "Reuters"}}},
		{"age between commas", "Mr. Alvar, 69, said he had been flooded with angry mail.",
			[]want{{speaker: "Alvar", cue: "said", content: "he had been flooded with angry mail"}}},
		{"one of a group, Name, said", "One of the authors of the report, Ari Fell, said the findings would hold.",
			[]want{{speaker: "Ari Fell", cue: "said", content: "the findings would hold"}}},
		{"a quoted question, then the speaker", "“Did you get all the names?” Lena Hart asked.",
			[]want{{speaker: "Lena Hart", cue: "asked", content: "Did you get all the names?", direct: true}}},
		{"quote, X said of whom", "“He truly cares about the workers,” Ada Lind said of the mayor.",
			[]want{{speaker: "Ada Lind", cue: "said", content: "He truly cares about the workers", direct: true}}},
		{"asked whether, by nobody named", "Asked during a debate whether the mill would close, Ola Dahl said it would stay open.",
			[]want{{speaker: "unknown", cue: "Asked", content: "whether the mill would close"}, {speaker: "Ola Dahl", cue: "said", content: "it would stay open"}}},
		{"'X was asked about Q', 'whenever asked about Q', 'Asked to Q': the question, its asker unnamed", "Ada Moss was asked about the levy on Monday. Whenever asked about her weaknesses, they shifted topic. Asked to respond to the criticism, Ola Dahl said, “What does it say?”",
			[]want{{speaker: "unknown", cue: "was asked", content: "the levy on Monday"}, {speaker: "unknown", cue: "asked", content: "her weaknesses"}, {speaker: "unknown", cue: "Asked", content: "to respond to the criticism"}, {speaker: "Ola Dahl", cue: "said", content: "What does it say?", direct: true}}},
		{"asked by X whether", "Asked by Tom Lee whether she had practiced, Ada Lind said she had not.",
			[]want{{speaker: "Tom Lee", cue: "Asked", content: "whether she had practiced"}, {speaker: "Ada Lind", cue: "said", content: "she had not"}}},
		{"a percentage speaks", "On the budget, 47% say the plan should pass.",
			[]want{{speaker: "47%", cue: "say", content: "the plan should pass"}}},
		{"plural subject with modifiers", "People briefed on the talks say that the mayor has revealed nothing.",
			[]want{{speaker: "People briefed on the talks", cue: "say", content: "the mayor has revealed nothing"}}},
		{"plural subject with a participle", "Local farmers fighting to block the new road say they will go to court.",
			[]want{{speaker: "Local farmers fighting to block the new road", cue: "say", content: "they will go to court"}}},
		{"participle after a quotation's comma", "Ada Lind offered a defense of “small towns,” saying the region deserved better.",
			[]want{{speaker: "Ada Lind", cue: "saying", content: "the region deserved better"}}},
		{"participle after an introduction", "Before the vote, Police Chief Tom Reed lobbied to ban rifles downtown, saying, “Fewer guns are better.”",
			[]want{{speaker: "Tom Reed", cue: "saying", content: "Fewer guns are better", direct: true}}},
		{"participle after 'before' and an adverb", "Ada Lind cautioned “not so fast,” before optimistically predicting that the levy would stay.",
			[]want{{speaker: "Ada Lind", cue: "cautioned", content: "not so fast", direct: true}, {speaker: "Ada Lind", cue: "predicting", content: "the levy would stay"}}},
		{"participle after an en dash", "Ola Dahl changed his mind on the spot – saying he would back the mayor.",
			[]want{{speaker: "Ola Dahl", cue: "saying", content: "he would back the mayor"}}},
		{"polls show", "Polls show that most voters favor the new bridge.",
			[]want{{speaker: "Polls", cue: "show", content: "most voters favor the new bridge"}}},
		{"a show is no cue", "The morning show host laughed at the joke.",
			nil},
		{"according to a long source", "According to early results of exit polls conducted for the Daily Ledger and two radio networks, turnout rose in every county.",
			[]want{{speaker: "early results", cue: "According to", content: "turnout rose in every county"}}},
		{"according to in parentheses", "The park stays open late. (According to the city police, it keeps no figures on fines.)",
			[]want{{speaker: "city police", cue: "According to", content: "it keeps no figures on fines"}}},
		{"an initial ends no sentence", "The files went to Colin L. Powell and his staff, according to a memo released last week.",
			[]want{{speaker: "memo", cue: "according to", content: "The files went to Colin L. Powell and his staff"}}},
		{"quote, X wrote on a site", "“We would have won,” another supporter wrote on Reddit.",
			[]want{{speaker: "supporter", cue: "wrote", content: "We would have won", direct: true}}},
		{"quote, description, Name, wrote", "“Life is hard here,” his wife, Ana Lazar, wrote in a letter to the court.",
			[]want{{speaker: "Ana Lazar", cue: "wrote", content: "Life is hard here", direct: true}}},
		{"quote, X told a long recipient", "“Our job is to open the doors,” he told 2,267 people gathered at the state fair.",
			[]want{{speaker: "", cue: "told", content: "Our job is to open the doors", direct: true}}},
		{"content, said X", "Taxes will rise next year, said Anna Berg.",
			[]want{{speaker: "Anna Berg", cue: "said", content: "Taxes will rise next year"}}},
		{"typographic quote, X told outlet", "“We will rebuild,” Maria Lopez told Reuters.",
			[]want{{speaker: "Maria Lopez", cue: "told", content: "We will rebuild", via: "Reuters", direct: true}}},
		{"mixed marks: a typographic opening, a straight closing", "“The mill stays open,\" Ola Dahl said. \"We will hire.”",
			[]want{{speaker: "Ola Dahl", cue: "said", content: "The mill stays open", direct: true}, {speaker: "Ola Dahl", cue: "said", content: "We will hire", direct: true}}},
		{"an inverted speaker with a unit and two titles", "“I disagree,” said retired Army Lt. Gen. Ola Dahl.",
			[]want{{speaker: "Ola Dahl", cue: "said", content: "I disagree", direct: true}}},
		{"a newsletter's lead-in, a dash, a name and a colon", "MILL TALKS STALL - Ola Dahl and Ada Moss: “Nobody is ready to give ground.” [Lund Post.]",
			[]want{{speaker: "Ola Dahl", cue: ":", content: "Nobody is ready to give ground", direct: true}, {speaker: "Ada Moss", cue: ":", content: "Nobody is ready to give ground", direct: true}}},
		{"a role and a name before a colon and a quotation", "The result does not surprise the pollster Ada Moss: “Turnout was low.”",
			[]want{{speaker: "Ada Moss", cue: ":", content: "Turnout was low", direct: true}}},
		{"content, X said on a channel or a programme", "The mill will close, Ola Dahl said on “Morning Lund.” The levy will rise, Ada Moss said on Lund TV.",
			[]want{{speaker: "Ola Dahl", cue: "said", content: "The mill will close"}, {speaker: "Ada Moss", cue: "said", content: "The levy will rise", via: "Lund TV"}}}, // (the broadcaster she spoke on relays it)
		{"a clause's progressive 'continuing' before its attribution", "Rescue work is continuing, the governor wrote.",
			[]want{{speaker: "governor", cue: "wrote", content: "Rescue work is continuing"}}},
		{"a split quotation with when and of what between its halves", "“It is a disaster,” Ola Dahl said Tuesday of the ruling, “and we will appeal.”",
			[]want{{speaker: "Ola Dahl", cue: "said", content: "It is a disaster,” Ola Dahl said Tuesday of the ruling, “and we will appeal", direct: true}}},
		{"an unlisted verb the quotation frames; two quotations in a row are two sentences", "“I disagree,” Ada Moss said. “The way I see it,” she elaborated, “the mill is safe.” “Good,” Ola Dahl quipped.",
			[]want{{speaker: "Ada Moss", cue: "said", content: "I disagree", direct: true}, {speaker: "Ada Moss", cue: "elaborated", content: "The way I see it,” she elaborated, “the mill is safe", direct: true}, {speaker: "Ola Dahl", cue: "quipped", content: "Good", direct: true}}},
		{"X, quoted by an outlet, said", "The minister, quoted by Reuters, said the deal was dead.",
			[]want{{speaker: "minister", cue: "said", content: "the deal was dead", via: "Reuters"}}},
		{"X responded on a platform: and the next paragraph", "The mayor responded on Twitter:\n\n“The senator is wrong.”",
			[]want{{speaker: "mayor", cue: "responded", content: "The senator is wrong", direct: true}}},
		{"a fronted phrase whose place names its state", "Speaking in Lund, North Dakota, Ada Moss went after the plan, calling it reckless.",
			[]want{{speaker: "Ada Moss", cue: "calling", content: "it reckless"}}},
		{"a headline's group and a colon", "Economists: The levy will fail.",
			[]want{{speaker: "Economists", cue: ":", content: "The levy will fail"}}},
		{"a one-word aside, then an adverb, before the cue", "Ada Moss, exasperated, famously replied: “What difference does it make?”",
			[]want{{speaker: "Ada Moss", cue: "replied", content: "What difference does it make?", direct: true}}},
		{"a fronted 'saying' whose clause has its own subject", "Despite saying she supported the bill, the senator voted against it.",
			[]want{{speaker: "senator", cue: "saying", content: "she supported the bill"}}},
		{"a negated report keeps its negation in the cue", "The campaign has not denied that it paid the firm.",
			[]want{{speaker: "campaign", cue: "has not denied", content: "it paid the firm"}}},
		{"sources who spoke to an outlet speak through it", "Two officials who spoke to Reuters said the talks had stalled. Officials speaking to the BBC said the army had withdrawn.",
			[]want{{speaker: "Two officials", cue: "said", content: "the talks had stalled", via: "Reuters"}, {speaker: "Officials", cue: "said", content: "the army had withdrawn", via: "BBC"}}},
		{"according to X, content", "According to the Associated Press, the vote was delayed.",
			[]want{{speaker: "Associated Press", cue: "According to", content: "the vote was delayed"}}},
		{"appositive role and affiliation", "Jon Park, a spokesman for the Green Alliance, said the march would go ahead.",
			[]want{{speaker: "Jon Park", cue: "said", content: "the march would go ahead"}}},
		{"a one-word quotation goes on the one before", "“I don’t know,” Ola Dahl said. “Maybe.”",
			[]want{{speaker: "Ola Dahl", cue: "said", content: "I don’t know", direct: true}, {speaker: "Ola Dahl", cue: "said", content: "Maybe", direct: true}}},
		{"pronoun continues the speaker", "Jon Park said the march would go ahead. He added that it would be peaceful.",
			[]want{{speaker: "Jon Park", cue: "said", content: "march"}, {speaker: "Jon Park", cue: "added", content: "peaceful"}}},
		{"quote paragraph continues the speaker", "“It is over,” Lena Hart said.\n“We start again tomorrow.”",
			[]want{{speaker: "Lena Hart", cue: "said", content: "It is over", direct: true}, {speaker: "Lena Hart", cue: "said", content: "We start again tomorrow", direct: true}}},
		{"outlet reports that group say", "The BBC reports that residents who fled say the water rose overnight.",
			[]want{{speaker: "BBC", cue: "reports", content: "residents who fled say"}, {speaker: "residents who fled", cue: "say", content: "the water rose overnight", via: "BBC"}}},
		{"according to outlet after the cue", `"Prices will fall," the FTC said according to Bloomberg News.`,
			[]want{{speaker: "FTC", cue: "said", content: "Prices will fall", via: "Bloomberg News", direct: true}}},
		{"unnamed source told outlet", "The plant was closed for safety reasons, a company official told Reuters.",
			[]want{{speaker: "a company official", cue: "told", content: "The plant was closed", via: "Reuters"}}},
		{"two speakers share a cue", "The plan drew fire, with Senator Ada Moss and Governor Tim Reyes deeming it \"reckless.\"",
			[]want{{speaker: "Ada Moss", cue: "deeming", content: "reckless", direct: true}, {speaker: "Tim Reyes", cue: "deeming", content: "reckless", direct: true}}},
		{"belief", "Analysts believe the merger will fail.",
			[]want{{speaker: "Analysts", cue: "believe", content: "the merger will fail"}}},
		{"odd quote marks do not fail the article", "He said \"yes. The mayor said the budget is balanced.",
			[]want{{speaker: "mayor", cue: "said", content: "the budget is balanced"}}},
		{"long coordinated speakers with titles", "The ruling drew anger, with Senate leader Ada Moss and veteran union organizer and former mayor Tim Reyes deeming it \"a betrayal.\"",
			[]want{{speaker: "Ada Moss", cue: "deeming", content: "a betrayal", direct: true}, {speaker: "Tim Reyes", cue: "deeming", content: "a betrayal", direct: true}}},
		{"fronted participle with inner commas", "Besides saying the deal is dead, reportedly because of the tariffs, the minister also warned that talks would stop.",
			[]want{{speaker: "minister", cue: "saying", content: "the deal is dead, reportedly because of the tariffs"}, {speaker: "minister", cue: "warned", content: "talks would stop"}}},
		{"relative clause: the antecedent's stance", "Ola Dahl, who endorsed the levy in May, represents Lund.",
			[]want{{speaker: "Ola Dahl", cue: "endorsed", content: "the levy in May"}}},
		{"relative clause: a thing's wish is no one's, the main verb kept", "The union, which wants to raise wages in every region of the state, also said the strike would go on.",
			[]want{{speaker: "union", cue: "said", content: "the strike would go on"}}},
		{"acronym defined after a shorter name", "The Union of Arland said it would strike. The Workers Union of Arland, or WUA, said talks had failed.",
			[]want{{speaker: "Workers Union of Arland", cue: "said", content: "it would strike"}, {speaker: "Workers Union of Arland", cue: "said", content: "talks had failed"}}},
		{"speech in a relative clause ends with it", "Dana Reyes, who said she rarely votes, said the council had failed.",
			[]want{{speaker: "Dana Reyes", cue: "said", content: "she rarely votes"}, {speaker: "Dana Reyes", cue: "said", content: "the council had failed"}}},
		{"coordinated verb inside a relative clause", "Omar Lind, who backed the plan in May and said he would campaign for it, stayed home.",
			[]want{{speaker: "Omar Lind", cue: "said", content: "he would campaign for it"}}},
		{"coordinated verb after a past tense", "The mayor celebrated with supporters and said it was a step closer to winning.",
			[]want{{speaker: "mayor", cue: "said", content: "it was a step closer to winning"}}},
		{"a quotation split by its attribution is one statement", "“It takes a vote,” Senator Ada Moss said, “as far as I am concerned.”",
			[]want{{speaker: "Ada Moss", cue: "said", content: "as far as I am concerned", direct: true}}},
		{"a subordinator is not part of the speaker", "While Ann Lee said the plan would fail, the council voted for it.",
			[]want{{speaker: "Ann Lee", cue: "said", content: "the plan would fail"}}},
		{"a noun and the clause that describes it: its subject speaks", "The budget raises the tax, a move the government says will affect few people.",
			[]want{{speaker: "the government", cue: "says", content: "will affect few people"}}},
		{"a noun and the clause that describes it, with a name", "Prices rose again, a figure Statistics Lund says is too low.",
			[]want{{speaker: "Statistics Lund", cue: "says", content: "is too low"}}},
		{"a piece of writing reads its quoted words", "“Extreme heat affects everyone,” the warning reads.",
			[]want{{speaker: "the warning", cue: "reads", content: "Extreme heat affects everyone", direct: true}}},
		{"a piece of writing reads, before its words", "The sign on the door reads: “Closed until further notice.”",
			[]want{{speaker: "the sign on the door", cue: "reads", content: "Closed until further notice", direct: true}}},
		{"how much of it follows is no content", "The letter, signed by 40 doctors, reads in part: “We can no longer stay silent.”",
			[]want{{speaker: "the letter", cue: "reads", content: "We can no longer stay silent", direct: true}}},
		{"a post read after its words", "“We will not back down,” read a post on the union's page.",
			[]want{{speaker: "a post", cue: "read", content: "We will not back down", direct: true}}},
		{"a noun after a gerund is no verb", "Business owners have reported receiving calls demanding payments of up to $2 million.",
			[]want{{speaker: "Business owners", cue: "reported", content: "receiving calls demanding payments of up to $2 million"}}},
		{"an outlet's name and its city name no person", "Ola Dahl, the owner of a hall that was shot at in January, told CTV News Lund that he had hired guards. “My family does not sleep,” he said.",
			[]want{{speaker: "Ola Dahl", cue: "told", content: "he had hired guards", via: "CTV News"}, {speaker: "Ola Dahl", cue: "said", content: "My family does not sleep", via: "CTV News", direct: true}}},
		{"a party and state between commas is no antecedent", "Sen. Ola Dahl, R-Okla., who wrote the original bill, said the vote was a stunt.",
			[]want{{speaker: "Ola Dahl", cue: "wrote", content: "the original bill"}, {speaker: "Ola Dahl", cue: "said", content: "the vote was a stunt"}}},
		{"a time word before \"of\" is the object", "Flood victims describe night of terror",
			[]want{{speaker: "Flood victims", cue: "describe", content: "night of terror"}}},
		{"an aged description is the person named as the sentence's subject before", "Dale Henderson was asleep when the water came. “I heard a roar,” the 63-year-old retiree recalls.",
			[]want{{speaker: "Dale Henderson", cue: "recalls", content: "I heard a roar", direct: true}}},
		{"an outlet's promise to its source is no statement, and the aside it is in no speaker", "The man who was arrested, whom CBC News has agreed not to name, said through his lawyer that he was still in pain.",
			[]want{{speaker: "the man who was arrested", cue: "said", content: "he was still in pain"}}},
		{"a shout heard, with its words", "A bystander can be heard shouting, “He is not resisting!”",
			[]want{{speaker: "A bystander", cue: "shouting", content: "He is not resisting!", direct: true}}},
		{"a headline's clause after \"as\" has its own subject", "Feds announce $2.4B for AI computing as industry warns Canada falling behind",
			[]want{{speaker: "industry", cue: "warns", content: "Canada falling behind"}}},
		{"a surname after \"according to\" its full name is the person's, not a magazine's", "Eight firefighters answer calls, according to Deputy Chief Tom MacLean.\n\n“It is the same six every time,” MacLean said.",
			[]want{{speaker: "Tom MacLean", cue: "said", content: "It is the same six every time", direct: true}}},
		{"bodies in the plural are no one \"he\" means", "Grand Chief Ola Dahl said the deaths were part of a pattern in northern First Nations. “This is a national shame,” he said.",
			[]want{{speaker: "Ola Dahl", cue: "said", content: "This is a national shame", direct: true}}},
		{"a member of a party, unnamed, is no person named \"Liberal\"", "A Liberal MP told Radio-Canada that the caucus should vote.",
			[]want{{speaker: "A Liberal MP", cue: "told", content: "the caucus should vote", via: "Radio-Canada"}}},
		{"signs reading their words", "Protesters carried signs reading “Reject the bill.”",
			[]want{{speaker: "signs", cue: "reading", content: "Reject the bill", direct: true}}},
		{"a subject with a place before a quotation", "The man in the car said: “We are closed.”",
			[]want{{speaker: "the man", cue: "said", content: "We are closed", direct: true}}},
		{"initials open a name a surname later means", "Ola Dahl and J.T. Miller replied for Lund. Miller said the team would regroup.",
			[]want{{speaker: "J.T. Miller", cue: "said", content: "the team would regroup"}}},
		{"a time before the pronoun is no part of the speaker", "So this time I asked the experts.",
			[]want{{speaker: "unknown", cue: "asked", content: "the experts"}}},
		{"a body named by its city and transit", "Lund Transit said it would work with police.",
			[]want{{speaker: "Lund Transit", cue: "said", content: "it would work with police"}}},
		{"a negated auxiliary before the cue, which keeps it", "Ann Lee doesn't believe the plan will work.",
			[]want{{speaker: "Ann Lee", cue: "doesn't believe", content: "the plan will work"}}},
		{"a negated belief after a report keeps its negation", "Hydro One says it is prepared for peak demand and does not expect outages.",
			[]want{{speaker: "Hydro One", cue: "says", content: "it is prepared for peak demand"}, {speaker: "Hydro One", cue: "does not expect", content: "outages"}}},
		{"a negated stance keeps its negation", "The mayor never supported the arena deal.",
			[]want{{speaker: "the mayor", cue: "never supported", content: "the arena deal"}}},
		{"a stance is a belief statement", "Governor Ann Lee endorsed the measure on Friday.",
			[]want{{speaker: "Ann Lee", cue: "endorsed", content: "the measure"}}},
		{"name, colon, quotation", "Senator Ada Moss: “We will not give up the port.”",
			[]want{{speaker: "Ada Moss", cue: ":", content: "We will not give up the port", direct: true}}},
		{"a quantity of people as speaker", "Sixty percent of registered voters say the tax is unfair.",
			[]want{{speaker: "percent of registered voters", cue: "say", content: "the tax is unfair"}}},
		{"a clause before 'X said' is content, not a descriptor", "The governor will not run again, Ann Lee said at a press conference.",
			[]want{{speaker: "Ann Lee", cue: "said", content: "The governor will not run again"}}},
		{"', saying' after a past-tense main clause", "Mayor Ann Lee revised her plans in October, saying that the bridge would stay open.",
			[]want{{speaker: "Ann Lee", cue: "saying", content: "the bridge would stay open"}}},
		{"abbreviated title before the speaker", "''Farmers feel left out,'' Ms. Ada Foner told me.",
			[]want{{speaker: "Ada Foner", cue: "told", content: "Farmers feel left out", direct: true}}},
		{"told me is no content", "The plan will fail, Dr. Lee told us on Monday.",
			[]want{{speaker: "Lee", cue: "told", content: "The plan will fail"}}},
		{"two-word cues", "Senator Ada Moss talked about the cost of the bridge. Most farmers voted against the levy.",
			[]want{{speaker: "Ada Moss", cue: "talked about", content: "the cost of the bridge"}, {speaker: "farmers", cue: "voted against", content: "the levy"}}},
		{"pointed to", "Governor Ann Lee pointed to rising costs in the north.",
			[]want{{speaker: "Ann Lee", cue: "pointed to", content: "rising costs in the north"}}},
		{"reported speech ends where the article's own clause begins", "Ann Lee said most voters have no idea who their senator is, so when they vote they guess.",
			[]want{{speaker: "Ann Lee", cue: "said", content: "most voters have no idea who their senator is"}}},
		{"where it was written is not what was written", "Ann Lee wrote on her blog on Sunday that the talks had failed. Tom Reyes asked him whether he would run.",
			[]want{{speaker: "Ann Lee", cue: "wrote", content: "the talks had failed"}, {speaker: "Tom Reyes", cue: "asked", content: "whether he would run"}}},
		{"a determiner appositive with a relative clause", "The River Authority, the agency that runs the dams, said the gates would open.",
			[]want{{speaker: "River Authority", cue: "said", content: "the gates would open"}}},
		{"', X said, “Q”': the quotation is what was said", "As for the levy, Ann Lee said, “We will not pay it.”",
			[]want{{speaker: "Ann Lee", cue: "said", content: "We will not pay it", direct: true}}},
		{"'in which X said'", "Voters seized on the interview, in which Ann Lee said she would resign.",
			[]want{{speaker: "Ann Lee", cue: "said", content: "she would resign"}}},
		{"interview with outlet is a hop, email the medium", "Omar Said has voiced his support for the deal in an email interview with The Guardian.",
			[]want{{speaker: "Omar Said", cue: "voiced", content: "his support for the deal", via: "The Guardian"}}},
		{"', X said, REST': the report goes on after the attribution", "In her ward, Ann Lee said, most shops close at noon.",
			[]want{{speaker: "Ann Lee", cue: "said", content: "In her ward, Ann Lee said, most shops close at noon"}}},
		{"a coordinated verb takes the speaker of the verb before it", "The vote was close - the mayor called it \"fair\" and said the count would stand.",
			[]want{{speaker: "mayor", cue: "called", content: "it \"fair\""}, {speaker: "mayor", cue: "said", content: "the count would stand"}}}, // (only "fair" is quoted)
		{"dashes enclose a description of the subject", "The chief judge -- who has clashed with the governor -- said she regretted her remarks.",
			[]want{{speaker: "judge", cue: "said", content: "she regretted her remarks"}}},
		{"a quoted programme after told is the recipient", "“The plan is dead,” Ann Lee told “Morning Report,” adding nothing.",
			[]want{{speaker: "Ann Lee", cue: "told", content: "The plan is dead", direct: true}}},
		{"an opening mark glued to a word closes", "He called them “liars” and “thieves“ at the rally. A week later, he went home. “We won,” Ann Lee said.",
			[]want{{speaker: "Ann Lee", cue: "said", content: "We won", direct: true}}},
		{"an aside between commas is passed over", "Tom Reyes, though, said the fund was empty. The biggest donors, like Ann Lee and Ben Aziz, say the fund should close.",
			[]want{{speaker: "Tom Reyes", cue: "said", content: "the fund was empty"}, {speaker: "donors", cue: "say", content: "the fund should close"}}},
		{"an aside 'like' a common noun phrase, after a connective", "Yet farm economists, like their urban counterparts, say the levy works.",
			[]want{{speaker: "farm economists", cue: "say", content: "the levy works"}}},
		{"those surveyed", "Forty percent of those surveyed say they would vote.",
			[]want{{speaker: "those surveyed", cue: "say", content: "they would vote"}}},
		{"where and when it was said, after the cue", "Ben Aziz filed the appeal. The county was only doing what other counties do, he told the court in his filing.",
			[]want{{speaker: "Ben Aziz", cue: "told", content: "The county was only doing what other counties do"}}},
		{"a one-word name after an introductory phrase", "In his speech, Obama thanked the workers and said the plant would stay open.",
			[]want{{speaker: "Obama", cue: "said", content: "the plant would stay open"}}},
		{"a possessive appositive", "Ruth Obi, Lee’s communications director, told reporters that the vote would wait.",
			[]want{{speaker: "Ruth Obi", cue: "told", content: "the vote would wait"}}},
		{"poll shares", "Two in three said they would stay home. In Ohio, 85% of Democrats said the rules favor the rich. Some 56 percent of retirees polled said they would move.",
			[]want{{speaker: "Two in three", cue: "said", content: "they would stay home"}, {speaker: "85% of Democrats", cue: "said", content: "the rules favor the rich"}, {speaker: "retirees polled", cue: "said", content: "they would move"}}},
		{"inverted, with a modified role and a place", "The port has more trade through rail now, says political scientist Ada Moss in Lagos.",
			[]want{{speaker: "Ada Moss", cue: "says", content: "The port has more trade through rail now"}}},
		{"a name after an introductory phrase, before a relative clause", "In October, Mr. Okafor, who made millions on the bet, told investors that the fears were overblown.",
			[]want{{speaker: "Okafor", cue: "told", content: "the fears were overblown"}}},
		{"N out of M", "About four out of 10 voters said life would be worse.",
			[]want{{speaker: "four out of 10 voters", cue: "said", content: "life would be worse"}}},
		{"age and hometown with a state abbreviation", "Ruth Obi, 29, of Tulsa, Okla., says her biggest concern is rent.",
			[]want{{speaker: "Ruth Obi", cue: "says", content: "her biggest concern is rent"}}},
		{"where it was said, then a participle of its own", "The plan is reckless, Ada Moss said Tuesday in Lagos, noting the cost.",
			[]want{{speaker: "Ada Moss", cue: "said", content: "The plan is reckless"}, {speaker: "Ada Moss", cue: "noting", content: "the cost"}}},
		{"a phrase of when between commas", "Ann Lee, after the audit was published in March, said that no money was missing.",
			[]want{{speaker: "Ann Lee", cue: "said", content: "no money was missing"}}},
		{"party and state between commas", "Rep. Ben Aziz, D-Ohio, said the hearing would start on Monday.",
			[]want{{speaker: "Ben Aziz", cue: "said", content: "the hearing would start on Monday"}}},
		{"a possessive description before the name", "Obi’s lawyer, Tom Reyes, said the claim was false.",
			[]want{{speaker: "Tom Reyes", cue: "said", content: "the claim was false"}}},
		{"the subject before an appositive, for a coordinated verb", "Ben Aziz, a former party chairman, became a delegate and said he would back the mayor.",
			[]want{{speaker: "Ben Aziz", cue: "said", content: "he would back the mayor"}}},
		{"a name after an appositive belongs to it", "Ada Moss, the editor of the official paper, Lagos Ledger, said every mayor was political.",
			[]want{{speaker: "Ada Moss", cue: "said", content: "every mayor was political"}}},
		{"', then says' coordinates", "The mayor offered the man a job, then says he will welcome advice.",
			[]want{{speaker: "mayor", cue: "says", content: "he will welcome advice"}}},
		{"'but added' is a second report", "Ann Lee, 70, said it was too early to celebrate but added that the count looked good.",
			[]want{{speaker: "Ann Lee", cue: "said", content: "it was too early to celebrate"}, {speaker: "Ann Lee", cue: "added", content: "the count looked good"}}},
		{"an appositive after an inverted speaker is no second half", "Nor are tariffs likely to bring the jobs back, said Ada Moss, a professor of economics.",
			[]want{{speaker: "Ada Moss", cue: "said", content: "Nor are tariffs likely to bring the jobs back"}}},
		{"'easier said than done', '271 pledged delegates'", "That is easier said than done. Ann Lee leads by 271 pledged delegates.", nil},
		{"a middle initial inside a name, after a quotation", "“We wanted the land,” Ada C. Moss, the city manager, said of the course, which opened in 1971.",
			[]want{{speaker: "Ada C. Moss", cue: "said", content: "We wanted the land", direct: true}}},
		{"'from City, State' stays in the appositive", "Ruth Obi, a nurse from Tulsa, Oklahoma, said the ward was full.",
			[]want{{speaker: "Ruth Obi", cue: "said", content: "the ward was full"}}},
		{"'said to' a listener is a report, 'said to be' is not", "“The mill stays open,” Ola Dahl said to cheers. The mill is said to be for sale.",
			[]want{{speaker: "Ola Dahl", cue: "said", content: "The mill stays open", direct: true}}},
		{"a clause before ', Name said' with a role noun in it is no description", "Voters aren't likely to back a candidate, Ida Lund said. Voters like one candidate more, Ola Dahl said.",
			[]want{{speaker: "Ida Lund", cue: "said", content: "Voters aren't likely to back a candidate"}, {speaker: "Ola Dahl", cue: "said", content: "Voters like one candidate more"}}},
		{"a participle's phrase between commas", "Ada Moss, speaking to farmers in Ames, said, “The tariffs will hurt.”",
			[]want{{speaker: "Ada Moss", cue: "said", content: "The tariffs will hurt", direct: true}}},
		{"a headline in title case", "Mayor Ada Moss Says The Mill Will Stay Open",
			[]want{{speaker: "Ada Moss", cue: "Says", content: "The Mill Will Stay Open"}}},
		{"'Said' in a title-case name is no cue", "Ahmed Said Khan Meets The Press In Lagos", nil},
		{"a past participle's phrase between commas", "Ada Moss, clad in a red cape, said the convention could fail. Ida Lund, flanked by her aides, said it would not.",
			[]want{{speaker: "Ada Moss", cue: "said", content: "the convention could fail"}, {speaker: "Ida Lund", cue: "said", content: "it would not"}}},
		{"a subject pronoun after the cue opens what was said, not an inverted speaker", "The clerk of nearly four years, a Republican, said she became pregnant last year.",
			[]want{{speaker: "clerk", cue: "said", content: "she became pregnant last year"}}},
		{"a bare plural of a role noun after an inverted cue", "The levy is dead, said farm economists. The port will close, say analysts at Lund Bank.",
			[]want{{speaker: "farm economists", cue: "said", content: "The levy is dead"}, {speaker: "analysts at Lund Bank", cue: "say", content: "The port will close"}}},
		{"unnamed sources 'familiar with', 'close to'", "“It was not convincing,” said one Democrat familiar with the talks. “It is over,” said an aide close to him.",
			[]want{{speaker: "Democrat familiar with the talks", cue: "said", content: "It was not convincing", direct: true}, {speaker: "aide close to him", cue: "said", content: "It is over", direct: true}}},
		{"unnamed sources 'familiar with' before the cue", "Rates will stay on hold through June, two sources familiar with the matter said on Wednesday. " +
			"Sources familiar with the plans said the bank would wait. The cut will come later, two people with knowledge of the plans said.",
			[]want{{speaker: "two sources familiar with the matter", cue: "said", content: "Rates will stay on hold through June"},
				{speaker: "Sources familiar with the plans", cue: "said", content: "the bank would wait"},
				{speaker: "two people with knowledge of the plans", cue: "said", content: "The cut will come later"}}},
		{"a time between the subject and its verb", "The foreign ministry on Monday urged the envoy to leave. Officials in Kyiv on Tuesday said the talks had failed.",
			[]want{{speaker: "the foreign ministry", cue: "urged", content: "the envoy to leave"}, {speaker: "Officials in Kyiv", cue: "said", content: "the talks had failed"}}},
		{"a quantity's relative clause between the subject and its verb", "Residents, many of whom had fled before, said they feared the worst.",
			[]want{{speaker: "Residents", cue: "said", content: "they feared the worst"}}},
		{"a name after an inverted speaker's description", "“I was very scared,” said one woman, Ana Lazar, 42, who fled with her children. “It is not over,” admitted one voter, Ola Dahl.",
			[]want{{speaker: "Ana Lazar", cue: "said", content: "I was very scared", direct: true}, {speaker: "Ola Dahl", cue: "admitted", content: "It is not over", direct: true}}},
		{"a poll's respondents first in a sentence", "Economists polled by Reuters expect the bank to hold rates. Economists surveyed by the agency said growth would slow.",
			[]want{{speaker: "Economists polled by Reuters", cue: "expect", content: "the bank to hold rates", via: "Reuters"}, {speaker: "Economists surveyed by the agency", cue: "said", content: "growth would slow"}}},
		{"a statement from a group speaks: the group, through a statement", "A statement from the group said its fighters had seized the town. According to a letter from the Lund Bank, rates will rise.",
			[]want{{speaker: "the group", cue: "said", content: "its fighters had seized the town"}, {speaker: "Lund Bank", cue: "According to", content: "rates will rise"}}},
		{"a news release from a body speaks: the body", "Ola Dahl faces two charges, according to a news release from Lund Police.",
			[]want{{speaker: "Lund Police", cue: "according to", content: "Ola Dahl faces two charges"}}},
		{"a body that speaks in the singular", "No one was hurt, police said. Three soldiers died, the military said on Sunday.",
			[]want{{speaker: "police", cue: "said", content: "No one was hurt"}, {speaker: "the military", cue: "said", content: "Three soldiers died"}}},
		{"speech acts whose object is what was said", "Ada Moss denounced the deal as a betrayal. Ida Lund blamed the council for the delay. Ola Dahl offered a compromise.",
			[]want{{speaker: "Ada Moss", cue: "denounced", content: "the deal as a betrayal"}, {speaker: "Ida Lund", cue: "blamed", content: "the council for the delay"},
				{speaker: "Ola Dahl", cue: "offered", content: "a compromise"}}},
		{"a plural noun is no report", "The terrorist attacks in Paris killed 130 people. His remarks drew boos. Their emails went unanswered. The issues and offers were many.", nil},
		{"phrasal verbs, 'known as', a byline and a possessive's plural are no reports",
			"Two firms called off the deal. She kept showing off the hat. The code is known as SMART. Ada Moss reported from Lagos. Ida Lund's attacks were echoed in Lagos.", nil},
		{"'asked not to be named' is a condition, not a report", "“It was terrifying,” one resident, who asked not to be named, told Reuters.",
			[]want{{speaker: "resident", cue: "told", content: "It was terrifying", via: "Reuters", direct: true}}},
		{"'said little' is no report",
			"The agency has said little about the case. Ada Moss said nothing.", nil},
		{"no response to requests for comment is one, as PolNeAR marks it, in either form", "Lund Corp responded to requests for comment. Ola Dahl did not respond to requests for comment.",
			[]want{{speaker: "Lund Corp", cue: "responded", content: "requests for comment"}, {speaker: "Ola Dahl", cue: "did not respond", content: "requests for comment"}}},
		{"the same form after a name is", "Ada Moss attacks the plan as reckless.",
			[]want{{speaker: "Ada Moss", cue: "attacks", content: "the plan as reckless"}}},
		{"sight is no view, the generic 'you' holds none", "The county will see a 2 percent growth rate. The guard had seen bruises on his arm. If you want to understand the vote, read on.", nil},
		{"'sees X as Y' is a view", "Ada Moss sees the plan as a trap.",
			[]want{{speaker: "Ada Moss", cue: "sees", content: "the plan as a trap"}}},
		{"passive, nobody named: '..., it was reported'", "The mill will close, it was reported. It has been said that the mayor will resign.",
			[]want{{speaker: "unknown", cue: "was reported", content: "The mill will close"}, {speaker: "unknown", cue: "has been said", content: "the mayor will resign"}}},
		{"passive expectation: the clause is the content, nobody its holder", "Ada Moss is widely expected to win the vote. He was expected at noon.",
			[]want{{speaker: "unknown", cue: "is widely expected", content: "Ada Moss is widely expected to win the vote"}}},
		{"a fronted interview with an outlet is a hop", "In an email interview with Reuters, Ada Moss said the mill would close. Speaking to the BBC, Ida Lund said it would not.",
			[]want{{speaker: "Ada Moss", cue: "said", content: "the mill would close", via: "Reuters"}, {speaker: "Ida Lund", cue: "said", content: "it would not", via: "BBC"}}},
		{"'A and B ..., deeming it' gives a statement for each", `Ada Moss and Ida Lund criticized the deal, deeming it "a disaster".`,
			[]want{{speaker: "Ada Moss", cue: "deeming", content: "a disaster", direct: true}, {speaker: "Ida Lund", cue: "deeming", content: "a disaster", direct: true}}},
		{"no reports: 'show up', a free relative, labels and clauses before a colon, a think tank",
			"The Lund Network think tank opened an office. The mayor maintained a narrow lead. Farmers always find a way. Its written rules were strict. The ministry issued a brief statement on Monday. The principal, who asked that her name not be used, was calm. All told, 5 million people could be eligible. A developer known to be bullish on golf bought the club. Voters aren't showing up. What she believes remains a mystery. Paid Notice: Deaths SMITH, JOHN.\nThe One Thing Both Sides Want: Break Up Banks.\nThe Latest: Lund to open new bridge", nil},
		{"a programme's title in quotation marks after the cue is not what was said", "“We will release our records,” Ada Moss said during an interview on CNN’s “State of the Union” Sunday.",
			[]want{{speaker: "Ada Moss", cue: "said", content: "We will release our records", direct: true}}},
		{"a noun reports with its possessor: 'X's claim that'", "Critics rejected Ada Moss's claim that the mill was safe. They doubted her promise that it would stay open.",
			[]want{{speaker: "Ada Moss", cue: "claim", content: "the mill was safe"}, {speaker: "Ada Moss", cue: "promise", content: "it would stay open"}}},
		{"no possessor, no speaker: 'there are fears that'", "There are fears that the dam will break. The claims that were made are false.", nil},
		{"a pronoun subject before a coordinated 'but said'", "Ada Moss ran the farm. She brought the debt down in five years, but said she could not pay the rest.",
			[]want{{speaker: "Ada Moss", cue: "said", content: "she could not pay the rest"}}},
		{"'for example' between commas", "The Moss campaign, for example, said it would back the nominee.",
			[]want{{speaker: "Moss campaign", cue: "said", content: "it would back the nominee"}}},
		{"description, Name of Org in Place, said", "One pastor backing the mayor, Ira Kent of Grace Baptist Church in Marion, said he had made 150 calls.",
			[]want{{speaker: "Ira Kent", cue: "said", content: "he had made 150 calls"}}},
		{"', told X,' is never inverted; a possessive appositive; an adverb after the recipient", `Ola Dahl, its acting chairman, told Reuters, "We lost." Ida Lund told the BBC simply, "We won."`,
			[]want{{speaker: "Ola Dahl", cue: "told", content: "We lost", via: "Reuters", direct: true}, {speaker: "Ida Lund", cue: "told", content: "We won", via: "BBC", direct: true}}},
		{"'in a blog post' after the cue is the medium, not the content", `"The court is split," Ada Moss, a law professor at Lund University, wrote in a blog post.`,
			[]want{{speaker: "Ada Moss", cue: "wrote", content: "The court is split", direct: true}}},
		{"a subject with a relative clause up to the cue", "Many farmers who came to the capital to protest say they will go home. Those who voted for him say they regret it.",
			[]want{{speaker: "Many farmers", cue: "say", content: "they will go home"}, {speaker: "Those", cue: "say", content: "they regret it"}}},
		{"'&' inside a name; 'however' after the cue", "Ira Kent, who appraises farms for the firm Cushman & Wakefield, said the market had recovered. Several experts suggest however that prices will fall.",
			[]want{{speaker: "Ira Kent", cue: "said", content: "the market had recovered"}, {speaker: "experts", cue: "suggest", content: "prices will fall"}}},
		{"'According to' a source with a slash, or before a colon", "According to a Reuters/Ipsos poll, the two candidates are tied. According to the Ledger: “The mill will close.”",
			[]want{{speaker: "Reuters/Ipsos poll", cue: "According to", content: "the two candidates are tied"}, {speaker: "Ledger", cue: "According to", content: "The mill will close", direct: true}}},
		{"a time between the subject and its verb is not the speaker", "Prime Minister Ada Moss on Tuesday defended the plan.",
			[]want{{speaker: "Ada Moss", cue: "defended", content: "the plan"}}},
		{"titles of business and sport before a name", "“We are disappointed,” Chief Executive Ada Moss said. Striker Ola Dahl told reporters: “This is the best night.”",
			[]want{{speaker: "Ada Moss", cue: "said", content: "We are disappointed", direct: true}, {speaker: "Ola Dahl", cue: "told", content: "This is the best night", direct: true}}},
		{"a quantity after the cue opens what was said, not where", "The city's housing office, HOA, said at least 3,000 people had applied. Ada Moss said over 300 homes were empty.",
			[]want{{speaker: "HOA", cue: "said", content: "at least 3,000 people had applied"}, {speaker: "Ada Moss", cue: "said", content: "over 300 homes were empty"}}},
		{"a negated cue before an open question is a refusal, the negation in its cue", "Officials have not said what caused the fire. The mayor did not say whether she would run. Police wouldn't say when the road would open.",
			[]want{{speaker: "Officials", cue: "have not said", content: "what caused the fire"}, {speaker: "mayor", cue: "did not say", content: "whether she would run"}, {speaker: "Police", cue: "wouldn't say", content: "when the road would open"}}},
		{"a negated cue before a bare 'this', or 'could not' before a question, reports nothing", "Officials have not confirmed this. Investigators could not tell which files were taken. The mayor can't say when it will open.", nil},
		{"a catenative verb carries the cue", "Ada Moss continues to insist that the mill is safe. Ola Dahl kept insisting the vote was fair. Ida Lund went on to say she would run. Tom Berg has begun to claim the land is his. Ana Vos has started saying the vote was rigged.",
			[]want{{speaker: "Ada Moss", cue: "insist", content: "the mill is safe"}, {speaker: "Ola Dahl", cue: "insisting", content: "the vote was fair"}, {speaker: "Ida Lund", cue: "say", content: "she would run"}, {speaker: "Tom Berg", cue: "claim", content: "the land is his"},
				{speaker: "Ana Vos", cue: "saying", content: "the vote was rigged"}}},
		{"'As reported by X, Q' is X's report, as 'According to X, Q' is", "As first reported by the Lund Times, the mayor will resign. But as noted by the council, the levy failed.",
			[]want{{speaker: "Lund Times", cue: "As first reported by", content: "the mayor will resign"}, {speaker: "council", cue: "as noted by", content: "the levy failed"}}},
		{"an outlet's report after the words it relays is their hop", "The ministry said its air defences destroyed 24 drones, the TASS news agency reported.",
			[]want{{speaker: "ministry", cue: "said", content: "its air defences destroyed 24 drones", via: "TASS"}}},
		{"a connective before 'DESCRIPTION, Name, said'", "Meanwhile, the UN Secretary-General, Ada Moss, warned that the camps were full.",
			[]want{{speaker: "Ada Moss", cue: "warned", content: "the camps were full"}}},
		{"'according to residents and the health ministry': a statement each; 'the ministry' is the one met", "The shelling went on, according to residents and the Lund health ministry. The ministry said 40 people died.",
			[]want{{speaker: "residents", cue: "according to", content: "The shelling went on"}, {speaker: "Lund health ministry", cue: "according to", content: "The shelling went on"},
				{speaker: "Lund health ministry", cue: "said", content: "40 people died"}}},
		{"a verb coordinated after a report inside the first: the sentence's subject", "The Lund Farmers Union said it backed the protest but urged members to stay calm.",
			[]want{{speaker: "Lund Farmers Union", cue: "said", content: "it backed the protest"}, {speaker: "Lund Farmers Union", cue: "urged", content: "members to stay calm"}}},
		{"a title word inside an organization's name", "According to the World Health Organization, most people breathe polluted air.",
			[]want{{speaker: "World Health Organization", cue: "According to", content: "most people breathe polluted air"}}},
		{"a study or experts with a participle phrase report", "A new study published in The Lund Journal found that pollution killed 8 million people. Experts not involved in the research said the methods were sound.",
			[]want{{speaker: "A new study published in The Lund Journal", cue: "found", content: "pollution killed 8 million people"}, {speaker: "Experts not involved in the research", cue: "said", content: "the methods were sound"}}},
		{"a fronted 'In <poll>,' is the poll's finding", "In a Lund Post poll released Monday, 52 percent of voters backed the levy.",
			[]want{{speaker: "a Lund Post poll", cue: "In", content: "52 percent of voters backed the levy"}}},
		{"'X drew criticism from Y': Y's stance on X, or on the clause after Y", "The levy has drawn harsh criticism from farm groups. Ada Moss faced criticism from rivals that her campaign was reckless.",
			[]want{{speaker: "farm groups", cue: "drawn harsh criticism from", content: "The levy"}, {speaker: "rivals", cue: "faced criticism from", content: "her campaign was reckless"}}},
		{"a participle's aside between the subject and its verb: the subject's words, to the comma", "The mayor, arguing that the levy was fair, refused to back down.",
			[]want{{speaker: "the mayor", cue: "arguing", content: "the levy was fair"}}},
		{"'was asked by X why Q': X's question; 'was asked, “Q?”': an unnamed asker's", "Ada Moss was asked by a caller why the levy had risen. Ola Dahl was asked, “Will you run again?”",
			[]want{{speaker: "a caller", cue: "was asked by", content: "why the levy had risen"}, {speaker: "unknown", cue: "was asked", content: "Will you run again", direct: true}}},
		{"a list of the subject's acts: the middle one after a comma is the subject's too", "Ada Moss praised the plan, criticized the council and said the levy would stay.",
			[]want{{speaker: "Ada Moss", cue: "praised", content: "the plan"}, {speaker: "Ada Moss", cue: "criticized", content: "the council"}, {speaker: "Ada Moss", cue: "said", content: "the levy would stay"}}},
		{"a medium after a copula is what was said, not how", "Ada Moss said that the levy had been on the council's website.",
			[]want{{speaker: "Ada Moss", cue: "said", content: "the levy had been on the council's website"}}},
		{"a time after a participle is the participle's, not the act's", "Ada Moss attacked Ola Dahl for comments made this week about the levy.",
			[]want{{speaker: "Ada Moss", cue: "attacked", content: "Ola Dahl for comments made this week about the levy"}}},
		{"a participle after 'by' inside a reported clause is the clause's", "The emails show that Ola Dahl took directions from the council by posting criticisms of the levy.",
			[]want{{speaker: "the emails", cue: "show", content: "Ola Dahl took directions from the council by posting criticisms of the levy"}}},
		{"a list without 'and': the first act's content ends at the comma before the next", "Ada Moss vowed to cut the levy, urged the council to act.",
			[]want{{speaker: "Ada Moss", cue: "vowed", content: "to cut the levy"}, {speaker: "Ada Moss", cue: "urged", content: "the council to act"}}},
		{"'while' with a named subject needs no comma to start a report of its own", "Ada Moss accuses the council of a cover-up while Ola Dahl suggests the levy is fair.",
			[]want{{speaker: "Ada Moss", cue: "accuses", content: "the council of a cover-up"}, {speaker: "Ola Dahl", cue: "suggests", content: "the levy is fair"}}},
		{"'made clear' with whom and when before 'that'; 'made the point that', 'made a commitment to'", "Ada Moss made it clear to farmers on Monday that the levy would stay. Ola Dahl made the point that prices had risen. Erik Sand made a commitment to hold hearings.",
			[]want{{speaker: "Ada Moss", cue: "made it clear", content: "the levy would stay"}, {speaker: "Ola Dahl", cue: "made the point", content: "prices had risen"}, {speaker: "Erik Sand", cue: "made a commitment", content: "to hold hearings"}}},
		{"'made the case that/for', 'is making an impassioned case to X that'", "Ada Moss made a case for reading diverse authors. Ola Dahl is making an impassioned case to a gathering of farm leaders that the levy is fair.",
			[]want{{speaker: "Ada Moss", cue: "made a case for", content: "reading diverse authors"}, {speaker: "Ola Dahl", cue: "making an impassioned case", content: "the levy is fair"}}},
		{"'made (it) clear that': the subject's report, the speaker before 'made'", "Ada Moss has made it abundantly clear that she will not run. The council has no plans to build the bridge.",
			[]want{{speaker: "Ada Moss", cue: "made it abundantly clear", content: "she will not run"}, {speaker: "council", cue: "no plans", content: "to build the bridge"}}},
		{"a subject ends before a finite verb inside it", "The Lund Farmers League has twice complained about the levy. Ada Moss started a petition calling for a lower levy.",
			[]want{{speaker: "Lund Farmers League", cue: "complained", content: "about the levy"}, {speaker: "Ada Moss", cue: "calling", content: "for a lower levy"}}},
		{"'In X's view, CLAUSE' and 'CLAUSE, in X's view': X's belief", "In Ada Moss's view, the levy is fair. The bridge is too costly, in the mayor's view.",
			[]want{{speaker: "Ada Moss", cue: "In Ada Moss's view", content: "the levy is fair"}, {speaker: "mayor", cue: "in the mayor's view", content: "The bridge is too costly"}}},
		{"'as X put it' before or after its clause, 'X put it bluntly:'", "As one farmer put it, the levy is a disaster. The bridge is too costly, as the mayor put it. Ada Moss put it bluntly: the plan failed.",
			[]want{{speaker: "one farmer", cue: "put it", content: "the levy is a disaster"}, {speaker: "mayor", cue: "put it", content: "The bridge is too costly"}, {speaker: "Ada Moss", cue: "put it", content: "the plan failed"}}},
		{"an adverb inside a two-word cue", "Her family talked glowingly about her record on the levy.",
			[]want{{speaker: "Her family", cue: "talked glowingly about", content: "her record on the levy"}}},
		{"a body's acronym between commas renames it; the phrase before speaks", "Officials at the Lund refugee agency, LRA, said 2,000 people had crossed the border.",
			[]want{{speaker: "Officials at the Lund refugee agency", cue: "said", content: "2,000 people had crossed the border"}}},
		{"', said X involved in the planning, who ...': a cue's form after a determiner is a noun of the speaker's phrase", "“We will spend millions,” said one official involved in the planning, who spoke on condition of anonymity to speak candidly.",
			[]want{{speaker: "one official involved in the planning", cue: "said", content: "We will spend millions", direct: true}}},
		{"'told a tale of': what was told, no recipient", "Exit polls told a tale of two parties. Ada Moss told reporters the story was false.",
			[]want{{speaker: "Exit polls", cue: "told", content: "a tale of two parties"}, {speaker: "Ada Moss", cue: "told", content: "the story was false"}}},
		{"a long document phrase 'seen by <outlet>' before its verb", "A redacted copy of the 2013 Lund inspector general's memo seen by Reuters said the files were lost.",
			[]want{{speaker: "memo", cue: "said", content: "the files were lost", via: "Reuters"}}},
		{"'is widely seen as', 'is known for': a view in the passive, nobody's; the clause", "The levy is widely seen as a failure. Ada Moss is known for speaking her mind.",
			[]want{{speaker: "unknown", cue: "is widely seen", content: "The levy is widely seen as a failure"}, {speaker: "unknown", cue: "is known", content: "Ada Moss is known for speaking her mind"}}},
		{"'reportedly': the clause, reported by somebody unnamed", "The Lund Farmers League is reportedly spending $1.5 million on advertisements.",
			[]want{{speaker: "unknown", cue: "reportedly", content: "The Lund Farmers League is reportedly spending $1.5 million on advertisements"}}},
		{"'said to' a recipient whose phrase goes on to 'that'", "Ada Moss said to a gathering of farm leaders that the levy is fair.",
			[]want{{speaker: "Ada Moss", cue: "said", content: "the levy is fair"}}},
		{"a participle after a letter's addressee is the letter's: its sender's words", "In May, a group of Lund parents sent a letter to the board of directors urging them to reconsider.",
			[]want{{speaker: "a group of Lund parents", cue: "urging", content: "them to reconsider"}}},
		{"'warnings from X that Q': X's; 'despite repeated' is an adjective", "The vote went ahead despite repeated warnings from engineers that the bridge was unsafe.",
			[]want{{speaker: "engineers", cue: "warnings from", content: "the bridge was unsafe"}}},
		{"'quoted by <outlet> as saying' and ', as first reported by <outlet>'", "The minister was quoted by Reuters as saying that the deal was dead. The talks collapsed, as first reported by Bloomberg.",
			[]want{{speaker: "minister", cue: "saying", content: "the deal was dead", via: "Reuters"}, {speaker: "Bloomberg", cue: "as first reported by", content: "The talks collapsed"}}},
		{"'a report in <outlet>' speaks as the outlet; 'speaking to <outlet>' between commas is a hop", "According to a report in The New York Times, the mayor was briefed in January. The company's chief executive, speaking to CNBC on Tuesday, said demand was strong.",
			[]want{{speaker: "The New York Times", cue: "According to", content: "the mayor was briefed in January"}, {speaker: "the company's chief executive", cue: "said", content: "demand was strong", via: "CNBC"}}},
		{"an outlet's report citing its sources after a nested report", "The Financial Times reported that the bank was considering job cuts, citing people familiar with the plans.",
			[]want{{speaker: "people familiar with the plans", cue: "citing", content: "the bank was considering job cuts", via: "Financial Times"}}},
		{"'quoting X' between commas; a descriptor before an outlet's name; a statement to an outlet between commas", "AFP reported, quoting a police source, that three people had been arrested. The news agency Reuters reported that two people died, citing hospital officials. The White House, in a statement to CNN, said it had no comment.",
			[]want{{speaker: "a police source", cue: "quoting", content: "three people had been arrested", via: "Agence France-Presse"}, {speaker: "hospital officials", cue: "citing", content: "two people died", via: "Reuters"},
				{speaker: "White House", cue: "said", content: "it had no comment", via: "CNN"}}},
		{"inverted 'one of N' with a relative clause", "“It was unseemly,” said one of two witnesses who did not want to be named.",
			[]want{{speaker: "witnesses", cue: "said", content: "It was unseemly", direct: true}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := extract(tt.text)
			if len(tt.want) == 0 && len(got) > 0 {
				t.Errorf("want no statement, got:%s", describe(got))
			}
			for _, w := range tt.want {
				found := false
				for _, s := range got {
					if strings.Contains(s.Speaker.Name, w.speaker) && s.Cue == w.cue && strings.Contains(s.Content, w.content) {
						var via []string
						for _, h := range s.Via {
							via = append(via, h.Entity.Name)
						}
						if strings.Join(via, ",") != w.via {
							t.Errorf("%s: via %v, want %q", w.cue, via, w.via)
						}
						if s.Direct != w.direct {
							t.Errorf("%s: direct %v, want %v", w.cue, s.Direct, w.direct)
						}
						found = true
					}
				}
				if !found {
					t.Errorf("no statement %+v in:%s", w, describe(got))
				}
			}
		})
	}
}

// TestDropNestedStatements: the article-wide pass, on statements made by
// hand (one spans another's cue in every case but the first).
func TestDropNestedStatements(t *testing.T) {
	st := func(id string, cue, content kg.Span, typ kg.EntityType, continues string) kg.Statement {
		return kg.Statement{ID: id, CueSpan: cue, ContentSpan: content, Speaker: kg.Entity{Type: typ}, Continues: continues}
	}
	sp := func(a, b int) kg.Span { return kg.Span{Start: a, End: b} }
	outer := st("o", sp(0, 4), sp(5, 50), kg.Person, "")
	inner := st("i", sp(10, 14), sp(15, 30), kg.Person, "")
	for _, c := range []struct {
		name string
		sts  []kg.Statement
		raws []*raw
		want string // the kept statements' IDs and what each continues
	}{
		{"apart", []kg.Statement{outer, st("i", sp(60, 64), sp(65, 70), kg.Person, "")}, []*raw{{}, {}}, "o i"},
		{"nested", []kg.Statement{outer, inner}, []*raw{{}, {}}, "o"},
		{"a report of speech inside", []kg.Statement{outer, inner}, []*raw{{}, {lemma: "say"}}, "o i"},
		{"a noun's report inside", []kg.Statement{outer, inner}, []*raw{{}, {nominal: true}}, "o i"},
		{"an outlet's content", []kg.Statement{st("o", sp(0, 4), sp(5, 50), kg.NewsOutlet, ""), inner}, []*raw{{}, {}}, "o i"},
		{"nobody's content", []kg.Statement{st("o", sp(0, 4), sp(5, 50), kg.Unknown, ""), inner}, []*raw{{}, {}}, "o i"},
		{"a poll's finding", []kg.Statement{outer, inner}, []*raw{{finding: true}, {}}, "o i"},
		{"each in the other", []kg.Statement{st("a", sp(20, 24), sp(0, 19), kg.Person, ""), st("b", sp(5, 9), sp(10, 40), kg.Person, "")}, []*raw{{}, {}}, "a b"},
		{"the dropped one's continuation goes on the container", []kg.Statement{outer, inner, st("c", kg.Span{}, sp(60, 70), kg.Person, "i")}, []*raw{{}, {}, {}}, "o c>o"},
	} {
		var got []string
		for _, s := range dropNestedStatements(c.sts, c.raws) {
			if s.Continues != "" {
				s.ID += ">" + s.Continues
			}
			got = append(got, s.ID)
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("%s: kept %q, want %q", c.name, got, c.want)
		}
	}
}

// TestDescriptionsAreLocal: a speaker the article names only by a
// description it does not resolve ("the candidate", "His campaign") has an
// IRI of the article's own, whatever its type; a name is global.
func TestDescriptionsAreLocal(t *testing.T) {
	sts := extract("The candidate said the vote was fair. His campaign said it would appeal. The Lund Times reported that the vote was close.")
	local := kg.Base + "entity/t/"
	if len(sts) != 3 || !strings.HasPrefix(sts[0].Speaker.ID, local) || !strings.HasPrefix(sts[1].Speaker.ID, local) || strings.HasPrefix(sts[2].Speaker.ID, local) {
		for _, st := range sts {
			t.Logf("%s %s", st.Speaker.Name, st.Speaker.ID)
		}
		t.Errorf("want the candidate's and the campaign's IRIs local, the Lund Times' global:%s", describe(sts))
	}
}

// TestWhoAfterAThing: "who" after "the speeches by X" is X, a person (the
// phrase had been read as an organization named X, and "Dahl says" after it
// with it).
func TestWhoAfterAThing(t *testing.T) {
	sts := extract("Ada Moss has been attacked on the speeches by Ola Dahl, who cites them as evidence.\n\nDahl says he would release his own.")
	n := 0
	for _, st := range sts {
		if strings.Contains(st.Speaker.Name, "Dahl") {
			n++
			if st.Speaker.Name != "Ola Dahl" || st.Speaker.Type != kg.Person {
				t.Errorf("%q: want Ola Dahl, a person, got %s (%s)", st.Content, st.Speaker.Name, st.Speaker.Type)
			}
		}
	}
	if n != 2 {
		t.Errorf("want two statements of Ola Dahl's:%s", describe(sts))
	}
}

// TestRetorts: "shot back", "fired back" and "hit back" report words;
// not shots, a rise, or a time alone ("hit back in March, calling ...",
// where the participle's report carries what was said).
func TestRetorts(t *testing.T) {
	for text, want := range map[string]string{
		"“Nonsense,” Ola Dahl shot back.":                      "Ola Dahl|shot back|Nonsense",
		"Ada Moss fired back that the mill was safe.":          "Ada Moss|fired back|the mill was safe",
		"Ada Moss hit back: “The mill is safe.”":               "Ada Moss|hit back|The mill is safe",
		"The troops fired back at the gunmen.":                 "",
		"Spending shot back up last year.":                     "",
		"Ada Moss hit back in March, calling the plan a sham.": "Ada Moss|calling|the plan a sham",
	} {
		var got []string
		for _, st := range extract(text) {
			got = append(got, st.Speaker.Name+"|"+st.Cue+"|"+st.Content)
		}
		if strings.Join(got, "; ") != want {
			t.Errorf("%q: got %q, want %q", text, got, want)
		}
	}
}

func TestNestedReports(t *testing.T) {
	for _, c := range []struct {
		text string
		cues []string // every statement's cue, in order
	}{
		// a report inside another's words is part of them
		{"Spokesman Dmitry Peskov told reporters that Moscow had offered rescue teams.", []string{"told"}},
		{"The minister said the rebels had promised to free the hostages.", []string{"said"}},
		// a report of speech inside them is one of its own; so is a noun's with its possessor
		{"Police said the suspect told officers that he had acted alone.", []string{"said", "told"}},
		{"Critics doubted her promise that it would stay open.", []string{"doubted", "promise"}},
		// an outlet's report holds the statement it relays
		{"The BBC reports that survivors say the gunmen went from room to room.", []string{"reports", "say"}},
		// so does what stands before its cue ("CONTENT, X said"), in another
		// sentence too, and a learned cue's content; a report of speech inside
		// it is still one of its own
		{"The rebels promised to free the hostages, the minister said.", []string{"said"}},
		{"“The rebels are tired. They want a deal,” the minister said.", []string{"said"}},
		{"The minister said the rebels were tired and wanted a deal. “They hope to go home,” he said.", []string{"said", "said"}},
		{"The senator chided colleagues who hoped the bill would fail.", []string{"chided"}},
		{"The rebels said they were tired, the minister said.", []string{"said", "said"}},
		{"The rebels are tired and want a deal, the minister said in a statement.", []string{"said"}},
		// an impersonal report names nobody: the reports inside it stay
		{"With Ada Moss reportedly considering a run, a poll found that she would draw votes from Ola Dahl.", []string{"considering", "found", "reportedly"}},
	} {
		sts := extract(c.text)
		var cues []string
		for _, s := range sts {
			cues = append(cues, s.Cue)
		}
		if strings.Join(cues, " ") != strings.Join(c.cues, " ") {
			t.Errorf("%q: cues %q, want %q:%s", c.text, cues, c.cues, describe(sts))
		}
	}
}

// TestAdverbsBeforeTheCueAreNoPartOfTheSpeaker: "now openly" stands between
// a subject and its verbs, and a phrase of how before the subject ("In a
// statement released through police, they thanked ... and said") is none
// of it: both statements have the same mention, and the first content ends
// before "and".
func TestAdverbsBeforeTheCueAreNoPartOfTheSpeaker(t *testing.T) {
	for _, c := range []struct{ text, mention, first string }{
		{"Party leaders are now openly questioning the plan and demanding that the mayor resign.", "Party leaders", "the plan"},
		{"In a statement released through police, they thanked investigators and said their mother loved her garden.", "they", "investigators"},
	} {
		sts := extract(c.text)
		if len(sts) != 2 {
			t.Errorf("%q: want two statements:%s", c.text, describe(sts))
			continue
		}
		for _, s := range sts {
			if s.Mention != c.mention {
				t.Errorf("%q, %s: mention %q, want %q", c.text, s.Cue, s.Mention, c.mention)
			}
		}
		if sts[0].Content != c.first {
			t.Errorf("%q: first content %q, want %q (no trailing 'and')", c.text, sts[0].Content, c.first)
		}
	}
}

// TestModalsBeforeTheCueAreNoPartOfTheSpeaker: "should" and "must" stand
// between a subject and its verb as "would" does.
func TestModalsBeforeTheCueAreNoPartOfTheSpeaker(t *testing.T) {
	for _, text := range []string{"Ola Dahl should have told voters the plan had failed.", "Ola Dahl must have told voters the plan had failed.", "Ola Dahl would have told voters the plan had failed."} {
		sts := extract(text)
		if len(sts) != 1 || sts[0].Mention != "Ola Dahl" {
			t.Errorf("%q: want one statement, mention %q:%s", text, "Ola Dahl", describe(sts))
		}
	}
}

func TestADescriptionNamesThePersonWithThatTitle(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Sen. Ada Moss said the bill would pass. The senator added that the vote was close.", "Ada Moss"},
		{"Rep. Ida Lund said the plan was flawed. The congresswoman said she would vote no.", "Ida Lund"},
		{"Gen. Tom Berg said the troops were ready. The general said the attack was repelled.", "Tom Berg"},
		// a plural description is not the one person with that role
		{"“It is alarming,” said lead author Dr. Ada Moss of the University of Lund. The report's authors acknowledged several limitations.", "the report's authors"},
		// a modifier the person's title does not have: someone else
		{"Sen. Ada Moss said the bill would pass. The Lund senator said the vote was close.", "the Lund senator"},
	} {
		sts := extract(c.text)
		if len(sts) != 2 || sts[1].Speaker.Name != c.want {
			t.Errorf("%q: want the second statement by %s:%s", c.text, c.want, describe(sts))
		}
	}
}

// TestOneStatementsSpeakerAndContent: sentences of one statement, its
// speaker's name and its content exactly; first, a name before an aside.
func TestOneStatementsSpeakerAndContent(t *testing.T) {
	for _, c := range []struct{ text, speaker, content string }{
		{"Senator Ada Moss of Texas, the No. 2 Republican in the Senate, said the chamber will vote on Monday.", "Ada Moss", "the chamber will vote on Monday"},
		// "Q, according to X, an economist ...": the appositive (or a relative clause) describes X, and Q is all that was said
		{"Rates will fall, according to Ola Dahl, an economist with Lund Bank.", "Ola Dahl", "Rates will fall"},
		{"Rates will fall, according to Ola Dahl, who runs Lund Bank.", "Ola Dahl", "Rates will fall"},
		// an aside of a listed participle ("issued", "released") between the subject and the verb
		{"The statement, issued after talks, said growth would slow.", "the statement", "growth would slow"},
		// "was all X would say": X speaks
		{"“No comment,” was all a spokesman would say.", "a spokesman", "No comment"},
		// a party before a full name is no part of it
		{"Democrat Ada Moss said the vote was fair.", "Ada Moss", "the vote was fair"},
		// "If" opening a quotation is no part of a name: "Sanders" is still the one full name
		{"Bernie Sanders spoke in Ohio under the slogan “If Sanders wins.” Sanders said the race was close.", "Bernie Sanders", "the race was close"},
		// "CLAUSE, he said Wednesday morning on PROGRAMME.": when and where, not what
		{"The mill backed the bill, Ola Dahl said Wednesday morning on Lund TV’s “Morning Lund.”", "Ola Dahl", "The mill backed the bill"},
		{"Rep. Ola M. Dahl (Mich.), a superdelegate supporting Clinton, said he has spoken with many delegates.", "Ola M. Dahl", "he has spoken with many delegates"},
		{"Moss, during a town hall meeting in Columbus, Ohio, said she would cut taxes.", "Moss", "she would cut taxes"},
		{"Dahl, the co-author of \"Going Viral,\" about the spread of rumours, said the days are gone.", "Dahl", "the days are gone"},
		{"Lund, struck by her story, told her she did not need any talking points.", "Lund", "she did not need any talking points"},
		{"“The decision is hard,” said one person with knowledge of the governor's dilemma, who spoke on the condition of anonymity.", "one person with knowledge of the governor's dilemma", "The decision is hard"},
		// "With X insisting on Y, MAIN": X speaks (not "With X"), and Y ends at the main clause's comma
		{"With Democrats insisting on changes, the bill stalled.", "Democrats", "changes"},
		// a poll's share names its group whole (not "10 Republicans")
		{"Six in 10 Republicans say they back the levy.", "Six in 10 Republicans", "they back the levy"},
		// a description's possessive is no part of its name
		{"The senator’s claim that she never sent the emails was false.", "the senator", "she never sent the emails"},
		// "Jon Park" is a man a later "he" may mean, though "park" ends names of places
		{"Ada Moss met Jon Park on Monday. He said the talks had failed.", "Jon Park", "the talks had failed"},
	} {
		sts := extract(c.text)
		if len(sts) != 1 || sts[0].Speaker.Name != c.speaker || sts[0].Content != c.content {
			t.Errorf("%q: want one statement by %s, %q:%s", c.text, c.speaker, c.content, describe(sts))
		}
	}
}

func TestStraightSingleQuotes(t *testing.T) {
	sts := extract("The spokesman, Ola Dahl, rejected the claims. 'These accusations are baseless,' he said. 'The government has always been open.'\n\nThe students' union met in the '90s.")
	var said []string
	for _, s := range sts {
		if s.Cue == "said" {
			said = append(said, s.Content)
		}
	}
	if strings.Join(said, " | ") != "These accusations are baseless | The government has always been open" || !sts[1].Direct {
		t.Errorf("want the two quoted sentences, direct:%s", describe(sts))
	}
	// inside double quotes a ' is no mark of ours
	sts = extract(`"When Twitter says, 'We can't do this,' I don't believe that," Ada Moss said.`)
	if len(sts) != 1 || sts[0].Content != "When Twitter says, 'We can't do this,' I don't believe that" {
		t.Errorf("nested single quotes:%s", describe(sts))
	}
}

func TestASubheadIsNoContinuation(t *testing.T) {
	sts := extract("\"It is a disaster,\" said Ada Moss.\n\n\"All Bets Are Off.\"\n\nThe storm moved north.")
	if len(sts) != 1 {
		t.Errorf("a quoted heading continued the quotation before it:%s", describe(sts))
	}
}

func TestASurnameInAHeadlineThenTheFullName(t *testing.T) {
	sts := extract("Moss: 'We will win.'\n\nAda Moss said she was ready. Ola Moss, her daughter, was there. Later, Moss said the race was close.")
	last := sts[len(sts)-1]
	if last.Cue != "said" || last.Speaker.Name != "Ada Moss" {
		t.Errorf("want the last 'Moss said' by Ada Moss:%s", describe(sts))
	}
}

// TestGenderOfAName: the article's courtesy titles say a person's gender
// before the given-name list does, and two that disagree say nothing.
func TestGenderOfAName(t *testing.T) {
	for _, c := range []struct{ text, name, want string }{
		{"Ola Lind arrived.", "Ola Lind", "he"},
		{"Sarah Lind arrived.", "Sarah Lind", "she"},
		{"Ola Lind arrived. Ms. Lind is a lawyer.", "Ola Lind", "she"},
		{"Ola Lind arrived. Ms. Lind is a lawyer. Mr. Lind, her husband, is not.", "Ola Lind", "he"},
		{"Sam Lind arrived.", "Sam Lind", ""},
		{"Alexis Lind arrived.", "Alexis Lind", ""}, // given to both: no guess
		{"Andrea Lind arrived.", "Andrea Lind", ""},
	} {
		sc := NewResolver(nil).scope(kg.Article{ID: "t", Text: c.text})
		sc.collectNames(segment(c.text))
		if got := sc.genderOf(&entityRec{Entity: kg.Entity{Name: c.name, Type: kg.Person}}); got != c.want {
			t.Errorf("%q: %s is %q, want %q", c.text, c.name, got, c.want)
		}
	}
}

// TestHeIsTheOneWhoSpokeLast: "he" after a report by a person whose given
// name is given to both sexes is that person, not a man who spoke before.
func TestHeIsTheOneWhoSpokeLast(t *testing.T) {
	sts := extract("“Our pilots had no choice,” union spokesperson Ola Lind said.\n\nChief executive Alexis Moss called the strike “reckless.” “We have made a fair offer,” he told reporters.")
	if n := len(sts); n != 3 || sts[2].Speaker.Name != "Alexis Moss" {
		t.Errorf("want the last statement by Alexis Moss:%s", describe(sts))
	}
}

// TestACapitalInsideOneWordNamesABody: "PuckPedia", "TikTok" are brands,
// organizations; "McCall" is a person's surname, and so is a transcript's
// label in capitals that reads as a word ("ROBERTSON:", not "NAACP:").
func TestACapitalInsideOneWordNamesABody(t *testing.T) {
	for text, want := range map[string]kg.EntityType{
		"The deal is worth $11.6 million, according to LundPedia.": kg.Organization,
		"LundTok said it would appeal the ruling.":                 kg.Organization,
		"McCall said the vote was close.":                          kg.Person,
		"ROBERTSON: No. Rent is a provincial matter.":              kg.Person, // a transcript's label, a surname in capitals
		"NAACP: We will appeal the ruling.":                        kg.Organization,
	} {
		sts := extract(text)
		if len(sts) != 1 || sts[0].Speaker.Type != want {
			t.Errorf("%q: want one statement by a %s:%s", text, want, describe(sts))
		}
	}
}

// TestAQuotationAfterSpokeTo: a paragraph that is only a quotation, after
// a sentence that says only that someone spoke to an outlet or with
// reporters, is that one's, through the outlet; a quotation after any
// other sentence is not.
func TestAQuotationAfterSpokeTo(t *testing.T) {
	sts := extract("“We were lucky,” said Ina Berg.\n\nAda Moss spoke to CBC News on Tuesday.\n\n“I have never seen anything like it.”")
	if n := len(sts); n != 2 || sts[1].Speaker.Name != "Ada Moss" || len(sts[1].Via) != 1 || sts[1].Via[0].Entity.Name != "CBC News" || sts[1].Content != "I have never seen anything like it" {
		t.Errorf("want the quotation Ada Moss's, via CBC News:%s", describe(sts))
	}
	sts = extract("Ada Moss walked to the river on Tuesday.\n\n“I have never seen anything like it.”")
	if len(sts) != 0 {
		t.Errorf("want no statement:%s", describe(sts))
	}
}

// TestANameWithParticlesSpeaks: "His press attaché, Antoine de la
// Durantaye, later clarified that ..." is the named man's (it gave nothing:
// "de la" broke the name).
func TestANameWithParticlesSpeaks(t *testing.T) {
	sts := extract("His press attaché, Ola de la Berg, later clarified in an email that the minister has full confidence.")
	if len(sts) != 1 || sts[0].Speaker.Name != "Ola de la Berg" {
		t.Errorf("want Ola de la Berg's statement:%s", describe(sts))
	}
}

// TestAFirstNameGivenSpeaks: "One resident, who gave only her first name,
// Mary, said" is Mary's statement, not the description's.
func TestAFirstNameGivenSpeaks(t *testing.T) {
	sts := extract("One resident, who gave only her first name, Mary, said the water had been brown for weeks.")
	if len(sts) != 1 || sts[0].Speaker.Name != "Mary" || sts[0].Speaker.Type != kg.Person {
		t.Errorf("want Mary's statement:%s", describe(sts))
	}
}

// TestTheAnswerIsNotTheAskers: a quotation after "Asked if ..., X laughed."
// is no one's the text names as asking; "Said councillor X: “Q”" is X's.
func TestTheAnswerIsNotTheAskers(t *testing.T) {
	sts := extract("Asked if she would run again, Mayor Ada Moss laughed. “Ask me next year.”")
	for _, st := range sts {
		if strings.Contains(st.Content, "Ask me") && st.Speaker.Type == kg.Unknown {
			t.Errorf("the answer given to the unknown asker:%s", describe(sts))
		}
	}
	sts = extract("Said councillor Erik Lind: “It is time to move on.”")
	if len(sts) != 1 || sts[0].Speaker.Name != "Erik Lind" || sts[0].Content != "It is time to move on" {
		t.Errorf("want Erik Lind's quotation:%s", describe(sts))
	}
}

// TestHeIsNoWomanNamedAfterHerTitle: a given name that says "she" says so
// after a title that opens the sentence too ("Lawyer Ada Kwan").
func TestHeIsNoWomanNamedAfterHerTitle(t *testing.T) {
	sts := extract("Fire inspector Erik Dahl testified on Wednesday.\n\nLawyer Sandra Kwan asked why no inspection followed.\n\n“We had two inspectors for the whole city,” he replied.")
	if n := len(sts); n != 2 || sts[1].Speaker.Name != "Erik Dahl" {
		t.Errorf("want the reply by Erik Dahl:%s", describe(sts))
	}
}

// TestHeIsNotTheWifeBeforeHerHusband: a woman named by her given name alone
// is no "he", and "Her husband ... He says" is the husband's, whom the
// article did not name, not hers.
func TestHeIsNotTheWifeBeforeHerHusband(t *testing.T) {
	sts := extract("Jim and Linda Moss lost their house.\n\n“Every time it rains, I don't sleep,” Linda said.\n\nHer husband is more optimistic. He says he trusts the engineers.")
	if n := len(sts); n != 2 || sts[1].Speaker.Name == "Linda" {
		t.Errorf("want the second statement not Linda's:%s", describe(sts))
	}
}

// TestSheIsNoManNamedSince: given names of many peoples say he or she
// (loader/data/given_names.tsv): "She replied" after a man spoke is the
// woman named before him.
func TestSheIsNoManNamedSince(t *testing.T) {
	sts := extract("Anita Lund testified on Tuesday.\n\nMP Majid Dahl said she had waited two years to come forward.\n\nShe replied that she had reported her concerns in 2023.")
	if n := len(sts); n != 2 || sts[1].Speaker.Name != "Anita Lund" {
		t.Errorf("want the reply by Anita Lund:%s", describe(sts))
	}
}

// TestARepresentativeOfAPerson: "a representative for Moss", where the
// article names two people Moss, speaks for a person, not for a body
// "Moss" (which then took Ada Moss's own statements).
func TestARepresentativeOfAPerson(t *testing.T) {
	sts := extract("Ada Moss will perform in Paris, according to people close to her. A representative for Moss said there was nothing to announce. Her sister Lena Moss said she had been rehearsing.")
	for _, st := range sts {
		if a := st.Speaker.Affiliation; st.Speaker.Name == "A representative for Moss" && (a == nil || a.Type != kg.Person) {
			t.Errorf("want the representative of a person:%s affiliation %+v", describe(sts), a)
		}
	}
}

func TestHeIsTheKinNamedBefore(t *testing.T) {
	sts := extract("“It was the worst day of my life,” says Fatima Ali, 38, a teacher.\n\nHer husband, Imran, disagrees. “We must move on,” he says.")
	if len(sts) != 2 || sts[1].Speaker.Name != "Imran" {
		t.Errorf("want the second statement by Imran:%s", describe(sts))
	}
	sts = extract("“We lost everything,” says Ana Dahl.\n\nHer husband, Imran, agrees. “It is hard,” she says.")
	if len(sts) != 2 || sts[1].Speaker.Name != "Ana Dahl" {
		t.Errorf("'she' is not the husband:%s", describe(sts))
	}
}

// TestHeAddedIsTheSpeakerWhoGoesOn: "he added" after a report whose own
// words name a person is the one who reported, not the one he spoke of;
// with "said" and outside those words, the nearest name stays.
func TestHeAddedIsTheSpeakerWhoGoesOn(t *testing.T) {
	for text, want := range map[string]string{
		"Erik Sand said defender Ola Berg would have a scan on his knee. “We hope it is nothing serious,” he added.": "Erik Sand",
		"Erik Sand said defender Ola Berg would have a scan. “It is nothing serious,” he continued.":                 "Erik Sand",
		"Police said Ola Berg, 45, was arrested on Tuesday. He said he was innocent.":                                "Ola Berg",
		"Erik Sand said the scan was clear. Ola Berg was relieved. “It is nothing serious,” he added.":               "Ola Berg",
	} {
		sts := extract(text)
		if n := len(sts); n == 0 || sts[n-1].Speaker.Name != want {
			t.Errorf("%q: want the last statement by %q:%s", text, want, describe(sts))
		}
	}
}

// TestAWordOfGrammarIsNoSpeaker: a capital that opens a sentence the rules
// misread as its subject ("More troubling to many was ...") names no one,
// and no later "he" means it.
func TestAWordOfGrammarIsNoSpeaker(t *testing.T) {
	sts := extract("Ola Dahl spoke in Lund on Monday. More troubling to many in the room was the plan. “We will wait,” he said.")
	for _, st := range sts {
		if st.Speaker.Name == "More" {
			t.Errorf("a speaker 'More':%s", describe(sts))
		}
	}
	if n := len(sts); n == 0 || sts[n-1].Speaker.Name != "Ola Dahl" {
		t.Errorf("'he' is not Ola Dahl:%s", describe(sts))
	}
}

// TestAGivenNameGuessYieldsToTheText: the gender a list of given names
// guesses for a first name gives way when the text goes on with the other
// pronoun and no other person spoke; the gender the text itself gave
// ("Her husband, Imran Castro,") does not.
func TestAGivenNameGuessYieldsToTheText(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"Ada Castro said the talks must end. He added that the harbor would close.", "Ada Castro"},
		{"Ola Dahl said the talks must end. She added that the harbor would close.", "Ola Dahl"},
		{"Her husband, Imran Castro, was there. Ada Castro said the talks must end. He added that the harbor would close.", "Imran Castro"},
		{"On Tuesday the mill closed. He said it would reopen.", "unknown"},
	} {
		sts := extract(tc.text)
		if len(sts) == 0 || sts[len(sts)-1].Speaker.Name != tc.want {
			t.Errorf("%q: want the last statement by %q:%s", tc.text, tc.want, describe(sts))
		}
	}
}

func TestAccordingToAnOutletAfterAReportIsItsHop(t *testing.T) {
	sts := extract("“There has been a constant drip of declarations,” the judge said, according to the Post. “This case is about the public’s right to know.”")
	if len(sts) != 2 {
		t.Fatalf("want the judge's two statements:%s", describe(sts))
	}
	for _, s := range sts {
		if s.Speaker.Name != "the judge" || len(s.Via) != 1 || s.Via[0].Entity.Name != "The Washington Post" {
			t.Errorf("want the judge via the Post:%s", describe(sts))
		}
	}
}

func TestTheCompanyIsNoPublicBody(t *testing.T) {
	sts := extract("The Defence Ministry said the base was secure. The company, which is based in Lund, said revenue rose 12%. Acme Corp said sales fell. The company said it would cut jobs.")
	if len(sts) != 4 || sts[1].Speaker.Name == "Defence Ministry" || sts[3].Speaker.Name != "Acme Corp" {
		t.Errorf("want 'the company' no ministry, and Acme Corp after it:%s", describe(sts))
	}
	// a committee is a committee met before, not any organization
	sts = extract("Ada Moss, the head of the World Food Programme, warned of famine. The committee said in its report that the minister had misled parliament.")
	if len(sts) != 2 || sts[1].Speaker.Name == "World Food Programme" {
		t.Errorf("want 'the committee' no programme:%s", describe(sts))
	}
	// a seat of government speaks for a government, never a company
	sts = extract("The Kremlin denied the report. Lundcorp shares fell 3% after the company warned of slowing demand.")
	if len(sts) != 2 || sts[1].Speaker.Name == "Kremlin" {
		t.Errorf("want 'the company' no Kremlin:%s", describe(sts))
	}
	// powers apart: "the government" is no court
	sts = extract("The Lund Court of Appeal found the judge had not erred. The government has argued the law protects parents.")
	if len(sts) != 2 || sts[1].Speaker.Name == "Lund Court of Appeal" {
		t.Errorf("want 'the government' no court:%s", describe(sts))
	}
	// "the agency" is the body whose name holds the word, not the one met last
	sts = extract("The Lund Weather Agency said the storm would pass by noon. Vorn Power Co. said its plant was safe. The agency warned residents to stay indoors.")
	if len(sts) != 3 || sts[2].Speaker.Name != "Lund Weather Agency" {
		t.Errorf("want 'the agency' the Lund Weather Agency:%s", describe(sts))
	}
}

func TestRelativeClauseBeliefIsNotAStatement(t *testing.T) {
	for _, s := range extract("The union, which wants to raise wages in every region of the state, also said the strike would go on.") {
		if s.Kind == kg.Belief {
			t.Errorf("background belief reported:%s", describe([]kg.Statement{s}))
		}
	}
}

func TestImpersonalSeemsIsNoStatement(t *testing.T) {
	for _, s := range extract("The BBC reports that the bridge fell. It seems that the storm was to blame.") {
		if s.Cue == "seems" {
			t.Errorf("impersonal 'it seems' reported:%s", describe([]kg.Statement{s}))
		}
	}
}

// TestRaisingVerbsNameNobody: "X appears to be slipping" is the article's
// view of X, not a view X holds: nobody is named and X is part of what is
// said; "X appeared to suggest that ..." is X's report.
func TestRaisingVerbsNameNobody(t *testing.T) {
	sts := extract("Ola Dahl appears to be slipping in the polls.")
	if len(sts) != 1 || sts[0].Speaker.Type != kg.Unknown || sts[0].Content != "Ola Dahl appears to be slipping in the polls" {
		t.Errorf("want nobody's view of Ola Dahl:%s", describe(sts))
	}
	sts = extract("Ola Dahl's supporters seemed equally unperturbed.")
	if len(sts) != 1 || sts[0].Speaker.Type != kg.Unknown || !strings.HasPrefix(sts[0].Content, "Ola Dahl's supporters seemed") {
		t.Errorf("want nobody's view of the supporters:%s", describe(sts))
	}
	if sts = extract("Ola Dahl appeared at the fair anyway."); len(sts) != 0 {
		t.Errorf("where he was seen is no view:%s", describe(sts))
	}
	sts = extract("Ola Dahl appeared to suggest that the levy was dead.")
	if !slices.ContainsFunc(sts, func(s kg.Statement) bool { return s.Speaker.Name == "Ola Dahl" }) {
		t.Errorf("want Ola Dahl's report:%s", describe(sts))
	}
}

func TestHeIsNotAPlace(t *testing.T) {
	sts := extract("Mayor Ann Lee spoke on Monday. The rally was held in San Diego. He said the port would reopen.")
	for _, s := range sts {
		if s.Speaker.Name == "San Diego" {
			t.Errorf("'he' resolved to a place:%s", describe(sts))
		}
	}
}

func TestOneWordBeforeAColonIsNoSpeaker(t *testing.T) {
	if sts := extract("Update: the bridge is open again."); len(sts) != 0 {
		t.Errorf("'Update:' taken for a speaker:%s", describe(sts))
	}
}

func TestRelativePronounIsTheMentionItsAntecedentTheSpeaker(t *testing.T) {
	for _, text := range []string{
		"Dana Reyes, who said she rarely votes, said the council had failed.",
		"The mayor made no mention of Dana Reyes, who announced she is leaving the race.",                                                                       // the clause runs to the sentence's end
		"First there was the Lund Post's deputy editorial page editor Dana Reyes, who, after trading insults with the mayor, said that the council had failed.", // an aside after "who"
		"The mayor was more conciliatory than Dana Reyes, who, on a call Friday, criticized the council for its delays.",
	} {
		sts := extract(text)
		if i := slices.IndexFunc(sts, func(s kg.Statement) bool { return s.Speaker.Name == "Dana Reyes" }); i < 0 || sts[i].Mention != "who" {
			t.Errorf("%q: want mention who, speaker Dana Reyes:%s", text, describe(sts))
		}
	}
}

func TestClausesAreNoSpeakers(t *testing.T) {
	for _, text := range []string{
		"Saying his campaign was over, the senator left.",
		"The polls, which get more attention now, show a tie.",
		"Here are the stories that will be talked about today:\n\nThe levy rises.",
	} {
		for _, s := range extract(text) {
			if strings.HasPrefix(s.Mention, "Saying") || strings.HasPrefix(s.Mention, "which") || s.Mention == "will be" {
				t.Errorf("%q: a clause taken for a speaker:%s", text, describe([]kg.Statement{s}))
			}
		}
	}
}

// TestPlaceholderSubjects: "there" and "it" in the subject's place name
// no one; a speaker may stand after them, right before the cue.
func TestPlaceholderSubjects(t *testing.T) {
	for text, want := range map[string]string{
		"There is anecdotal evidence suggesting that voters are tired of the levy.": "anecdotal evidence",
		"It's a strategy some believe could sway voters.":                           "some",
		"It's clear that the mill will close, the mayor said.":                      "the mayor",
		"It's a message Ada Moss said could sway voters.":                           "Ada Moss",
		"The union is angry. It's denouncing what it calls a plot.":                 "It's", // a progressive: "it" is someone's
	} {
		var got []string
		for _, s := range extract(text) {
			got = append(got, s.Mention)
		}
		if len(got) == 0 || got[0] != want {
			t.Errorf("%q: mentions %q, want %q first", text, got, want)
		}
	}
}

func TestStatesAndContinuedOnlyAsReports(t *testing.T) {
	for _, text := range []string{"Sanders has won states with open primaries.", "The mayor continued to raise money."} {
		if sts := extract(text); len(sts) != 0 {
			t.Errorf("%q:%s", text, describe(sts))
		}
	}
	if sts := extract(`"We will fight," Sanders continued.`); len(sts) != 1 {
		t.Errorf("continued after a quotation:%s", describe(sts))
	}
	// a clause without "that" after them is a report too
	for _, c := range []struct{ text, content string }{
		{"Ada Moss learned her father had never finished the process.", "her father had never finished the process"},
		{"The mayor maintained he was innocent.", "he was innocent"},
	} {
		if sts := extract(c.text); len(sts) != 1 || sts[0].Content != c.content {
			t.Errorf("%q: want %q:%s", c.text, c.content, describe(sts))
		}
	}
}

func TestContinuedQuotationKeepsItsOpeningsMention(t *testing.T) {
	sts := extract("Ann Lee spoke first. “We will rebuild,” she said. “The river will not stop us.”")
	if len(sts) != 2 || sts[1].Mention != "she" || sts[1].Speaker.Name != "Ann Lee" {
		t.Errorf("want the continuation written 'she', spoken by Ann Lee:%s", describe(sts))
	}
}

func TestPlannedWithoutToIsNoIntention(t *testing.T) {
	for _, s := range extract("He said there was no meeting planned with the mayor.") {
		if s.Cue == "planned" {
			t.Errorf("'planned' without 'to' reported:%s", describe([]kg.Statement{s}))
		}
	}
}

func TestCueInsideAQuoteIsTheQuotedSpeakers(t *testing.T) {
	sts := extract(`Resident Kim Lee wrote, "I don't care what you say! We stay."`)
	if len(sts) != 1 || sts[0].Speaker.Name != "Kim Lee" {
		t.Errorf("want only Kim Lee's statement:%s", describe(sts))
	}
}

func TestLongSentencesAreCapped(t *testing.T) {
	text := strings.Repeat("Ann said Bob said ", 5000) + "."
	for _, s := range segment(text) {
		if len(s.toks) > MaxSentenceTokens {
			t.Fatalf("a sentence of %d tokens", len(s.toks))
		}
	}
	if n := len(extract(text)); n == 0 {
		t.Error("a capped sentence still holds statements")
	}
}

func TestSpansPointIntoTheText(t *testing.T) {
	text := "“It is over,” Lena Hart told the BBC. Jon Park, a spokesman for the Green Alliance, said the march would go ahead."
	for _, s := range extract(text) {
		if s.ContentSpan.Of(text) != s.Content {
			t.Errorf("content %q is not the text at its span %v", s.Content, s.ContentSpan)
		}
		if s.Cue != "" && s.CueSpan.Of(text) != s.Cue {
			t.Errorf("cue %q is not the text at its span", s.Cue)
		}
		if s.Mention != "" && s.MentionSpan.Of(text) != s.Mention {
			t.Errorf("mention %q is not the text at its span", s.Mention)
		}
	}
}

// reportWords are the cues of TestRolesAndAffiliations' texts: a statement each.
var reportWords = regexp.MustCompile(`\b(said|told|reported|according to|as saying)\b`)

func TestRolesAndAffiliations(t *testing.T) {
	tests := []struct{ text, role, affiliation string }{
		{"Jon Park, a spokesman for the Green Alliance, said the march would go ahead.", "spokesman", "Green Alliance"},
		{"Assistant Attorney General Ana Vos said the department would appeal.", "Assistant Attorney General", ""},
		// a relative clause of what one does gives no role; of what one is, one
		{"Ada Moss, who is running for mayor, said the vote was a farce.", "", ""},
		{"Ada Moss, who has been chair since 2019, said the board would meet.", "chair", ""},
		// a role with its field, before the name after a quotation
		{"“We are listening,” the company's vice-president of development, Ana Vos, told the meeting.", "vice-president", ""},
		// a portfolio joins the role it opens
		{"City manager Ola Dahl said the change would help the city hire.", "City manager", ""},
		{"The transport secretary, Ana Vos, told reporters she was disappointed.", "transport secretary", ""},
		{"The public safety minister, Ola Dahl, said the review would go ahead.", "public safety minister", ""},
		// a title of a state or an office, spelled out after "the"
		{"The President of the United States said the tariffs would stay.", "President", "United States"},
		{"The Premier of Ontario said the plan would go ahead.", "Premier", "Ontario"},
		{"The Minister of Finance said the budget was balanced.", "Minister of Finance", ""},
		{"The Secretary of State said the talks would go on.", "Secretary of State", ""},
		// a participle before a role says what kind of role, no body
		{"Registered nurse Ana Vos testified that she was told to stop.", "Registered nurse", ""},
		{"Retired teacher Ola Dahl said he was worried.", "Retired teacher", ""},
		{"United spokesman Ola Dahl said flights had resumed.", "spokesman", "United"},
		// one capitalized word before a role only a body gives; an acronym's possessive
		{"A Vorn spokesman, Sami Idris, said the group would respond.", "spokesman", "Vorn"},
		// a description, the body, then the name between commas: the name speaks
		{"The commander of the group behind the attack, the ARF, Omar Haddad, said the town had fallen.", "commander", "ARF"},
		{"NATO's top commander, Gen. Ola Dahl, said the alliance had seen tanks.", "commander", "NATO"},
		{"Lund's foreign ministry spokesman, Ola Dahl, told reporters that mediators were busy.", "spokesman", "Lund's foreign ministry"},
		// police ranks, abbreviated, before a name and after a body
		{"Const. Ola Dahl told reporters the suspect was arrested.", "Const.", ""},
		{"Lund Police Staff Sgt. Ola Dahl said the suspect was arrested.", "Staff Sgt.", "Lund Police"},
		{"RCMP Cpl. Ola Dahl said the suspect was arrested.", "Cpl.", "RCMP"},
		// a councillor's title, abbreviated or not
		{"Coun. Ana Vos said riders cannot afford another increase.", "Coun.", ""},
		{"Councillor Ola Dahl said the city needs a plan.", "Councillor", ""},
		// sports positions are roles
		{"Defenceman Ola Dahl said the team was used to it.", "Defenceman", ""},
		// a witness of an event, before the name
		{"Witness Maria Santos told reporters she saw the victim collapse.", "Witness", ""},
		{"Passenger Erik Lind said the plane shook.", "Passenger", ""},
		{"Meteorologist Gina Vos of the Lund Weather Office said the heat should break.", "Meteorologist", "Lund Weather Office"},
		{"Archbishop Aris Vos told reporters the church would help.", "Archbishop", ""},
		// a place's abbreviation opens a body's name with its dot
		{"“Something has to change,” said Maria Santos, a nurse at St. Paul's Hospital.", "nurse", "St. Paul's Hospital"},
		// a role's first word in a sentence's capital
		{"Press secretary Ana Vos told reporters the president would act.", "Press secretary", ""},
		// an occupation no list holds, in small letters before the name
		{"“Trees are cheap,” said urban forester Ola Dahl.", "urban forester", ""},
		{"“It is loud,” said public defender Ana Vos.", "public defender", ""},
		// capitalized words that say what a role covers are the role's, not a body
		{"National Security Adviser Ola Dahl said the talks would go on.", "National Security Adviser", ""},
		{"Provincial Health Officer Ana Vos said the risk was low.", "Provincial Health Officer", ""},
		{"Fire Chief Dave Morrow said the roof had collapsed.", "Fire Chief", ""},
		{"Federal Reserve Chair Ana Vos said rates would fall.", "Chair", "Federal Reserve"},
		// a title's word opening a body's name: the role comes after the body
		{"State Department spokeswoman Ana Vos said the talks would go on.", "spokeswoman", "State Department"},
		{"Justice Department senior trial counsel Ana Vos said the records were sealed.", "senior trial counsel", "Justice Department"},
		// a role of two words, the body before both
		{"The White House press secretary, Ana Vos, said the president wants a deal.", "press secretary", "White House"},
		{"Ana Vos, a deputy director at the Lund Institute, said the plan would work.", "deputy director", "Lund Institute"},
		{"Ana Vos, a vice president at the Lund Institute, said the plan would work.", "vice president", "Lund Institute"}, // (not "president")
		{"Lund's prime minister, Ana Vos, said the plan would work.", "prime minister", ""},
		{"Senate Majority Whip Ana Vos said the plan would work.", "Majority Whip", "Senate"},                                        // (majority, minority, whip: titles)
		{"Ana Vos, executive director of House Majority PAC, said the plan would work.", "executive director", "House Majority PAC"}, // (a PAC is a body)
		{"Ana Vos, executive director of Gun Owners of Lund, said the plan was a trap.", "executive director", "Gun Owners of Lund"}, // people by what they do, then "of": a body's name
		// a publicist is a role; so is a singer's
		{"“She is resting,” her publicist, Dana Vos, said.", "publicist", ""},
		{"Pop singer Dana Vos said she was resting.", "singer", ""},
		// a barrister is a role; the city a barrister comes from is no body
		{"Alden's barrister, Jon Marsh, said his client would give evidence.", "barrister", ""},
		{"“It is debasing,” said Ana Vos, a barrister from New Delhi.", "barrister", ""},
		// an acronym is the one organization of the article whose initials it spells
		{"The Lund Health Organization said the risk was high. LHO chief Ana Vos said the world must act.", "chief", "Lund Health Organization"},
		// a group of a role at a body: the body is the group's affiliation
		{"Researchers at Recorded Future said the gang was active.", "", "Recorded Future"},
		// a role's prefix after a body of two words joins the role; one word before may be a person's
		{"White House press secretary Lena Ortiz told reporters that the president would not sign it.", "press secretary", "White House"},
		{"Vos press secretary Lena Ortiz told reporters that the president would not sign it.", "secretary", ""},
		{"Writing in the Lund Post, the shadow chancellor, Mel Stride, said the government had broken its promises.", "shadow chancellor", ""},
		// a description after the age; the town one comes from is no body
		{"“Something has to give,” said Maria Lopez, 34, a nurse from Brownsville.", "nurse", ""},
		{"Maria Lopez, a nurse from Brownsville, said something has to give.", "nurse", ""},
		{"Alderman Maria Vega said she would hold hearings next week.", "Alderman", ""},
		// "its" is the body that spoke last, not "No group" nor "local media"
		{"No group has come forward, according to local media. A hospital run by a charity said it had received 32 wounded. “We are overwhelmed,” its director, Dejan Panic, told Reuters.", "director", "A hospital run by a charity"},
		{"No group said it was behind the attack. “We are overwhelmed,” its director, Dejan Panic, told Reuters.", "director", ""},
		// a name a "which" clause describes is a body's
		{"Lund Parenthood, which brought the suit, said the ruling was fair. “Today is a victory,” said Ana Vos, the group's president.", "president", "Lund Parenthood"},
		// a passive quotation keeps the speaker's description
		{"Lund's deputy foreign minister, Ola Dahl, was quoted by the Vorn news agency as saying that Lund opposed any strike.", "deputy foreign minister", ""},
		// a courtesy title is no role
		{"Mr. Ola Dahl said the plan would work.", "", ""},
		// a role the article gives the name where it does not speak
		{"Lund Athletic Club manager Erik Sand resigned on Saturday. “I take full responsibility,” Sand said.", "manager", "Lund Athletic Club"},
		// a kind of body alone names none
		{"Opposition leader Ola Berg said the vote was rigged.", "leader", ""},
		{"Club chairman Ola Berg said the board had accepted the resignation.", "chairman", ""},
		// (guards: a supporter's candidate, a state; a modifier before a title)
		{"Former House speaker Ira Kent said the talks would go on.", "Former House speaker", ""},
		{"A Vorn supporter, Sami Idris, said the group would respond.", "supporter", ""},
		{"An Iowa official, Sami Idris, said the count was over.", "official", ""},
		// "and" inside an organization's name
		{"A spokeswoman for the Lund Food and Drug Administration said the agency was reviewing the data.", "spokeswoman", "Lund Food and Drug Administration"},
		// the organization after "at", not the topic after "on"; not where it is
		{"The plan was a retreat, said Ana Vos, an expert on Chile at the Marsh Policy Institute in Boston, who has studied it.", "expert", "Marsh Policy Institute"},
		// an appositive's role over a bare title; a profession the list has
		{"“It is not over,” said Dr. Ola Dahl, an epidemiologist at the University of Lund.", "epidemiologist", "University of Lund"},
		// an organization's possessive; a person's possessive is no affiliation
		{"Ira Kent, Friends of the Earth's executive director, said the river was dying.", "executive director", "Friends of the Earth"},
		// an occupation the list lacks, known by its ending; its place or its
		// patron is no employer
		{"“It works,” said Dr. Sara Lind, a neurologist at the Lund Institute who led the trial.", "neurologist", "Lund Institute"},
		{"“It got bad,” said Ola Dahl, a contractor from Lundby.", "contractor", ""},
		{"“It is close,” said Ola Dahl, a backer of Ada Moss.", "backer", ""},
		{"Ada Moss arrived. “It is close,” said Ola Dahl, a longtime opponent of Moss.", "opponent", ""}, // whom he opposes, no body he is of
		{"“It is close,” said Gov. Ola Dahl, a backer of Ada Moss.", "Gov.", ""},
		// a field before a role is no body: "Aviation analyst X"
		{"Aviation analyst Ola Berg told Reuters the outage could cost $50 million.", "analyst", ""},
		{"Film critic Ola Berg said the movie was long.", "critic", ""},
		{"Dietitian Ada Moss said most of her clients know they should cook more.", "Dietitian", ""},
		// a trade's employer after "of", even one word (an office's "of" is a place)
		{"Industry analyst Ola Berg of Lundscore said concert films rarely do this well.", "analyst", "Lundscore"},
		{"Senator Ola Berg of Lundby said the bill would pass.", "Senator", ""},
		{"Det. Sgt. Ola Berg of the major crime unit said the man knew his attacker.", "Det. Sgt.", ""}, // titles, a name, a unit in small letters
		{"Ola Dahl, a partner at a Lundby law firm, said the ruling was wrong.", "partner", ""},         // a kind of body, not its name
		{"Ola Dahl, a partner at Lund Law, said the ruling was wrong.", "partner", "Lund Law"},
		{"Gov. Ola Berg, a close ally of the mayor, said the plan was sound.", "Gov.", ""},                                    // a stance is no office
		{"Pediatrician Dr. Ola Berg said parents were hesitant.", "Pediatrician", ""},                                         // the trade, not the courtesy
		{"“It will bite,” said Ola Dahl of Greenpeace.", "", "Greenpeace"},                                                    // one word the list knows is a body
		{"Ola Dahl, the agency's vice-president of operations, told reporters the weather would hold.", "vice-president", ""}, // a hyphenated role
		{"Ola Dahl, the minister responsible for Lund-Vik trade, told reporters the deal was close.", "minister", ""},         // a portfolio, not a body
		{"Arsenal manager Ola Berg said the players deserved credit.", "manager", "Arsenal"},                                  // a body's name that ends like "National"
		{"Chief Ola King of Lund Bay First Nation said the community was in crisis.", "Chief", "Lund Bay First Nation"},       // a surname that is a title's word
		{"Ola Dahl, the NDP MPP for Lundwick, said the province had ignored warnings.", "MPP", "NDP"},                         // the riding is no body
		{"Under cross-examination by the officers' lawyer, Ola Dahl said the radio was busy.", "", ""},                        // when, not who
		{"Dispatcher Ola Dahl said the officers heard her.", "Dispatcher", ""},
		{"Entomologist Ola Dahl of Lund University said more work was needed.", "Entomologist", "Lund University"}, // a scientist's trade opening the sentence
		{"Former aide said the premier knew of the contract.", "", ""},                                             // a sentence's capital is no body
		// "the group" after a role is the body named before; a department
		// "at" a college belongs to the college
		{"The Lund Liberation Front said it set off the bomb. A spokesman for the group, Abu Karim, told reporters more attacks would follow.", "spokesman", "Lund Liberation Front"},
		{"“It is real,” said Ina Berg, chairman of the science department at Lund College.", "chairman", "Lund College"},
		// a role of several words
		{"Ada Moss, the chief financial officer of Acme Corp, said sales had slowed.", "chief financial officer", "Acme Corp"},
		// a long description runs to its comma, and the report goes on after it
		{"Any reading of the vote, said Ana Vos, an expert on Chile at the Marsh Policy Institute in Boston, would call it a retreat.", "expert", "Marsh Policy Institute"},
		// an unnamed source's own words: role and affiliation
		{"A spokeswoman for the Treasury Department said the review would take weeks.", "spokeswoman", "Treasury Department"},
		{"Rates will rise, said an analyst at Verisk Maplecroft.", "analyst", "Verisk Maplecroft"},
		{"A UN spokesperson said the agency was concerned.", "spokesperson", "UN"},
		{"A senior State Department official said talks would resume.", "official", "State Department"},
		// the organization named before a role
		{"Hamas spokesman Hazem Qassem said the offer was rejected.", "spokesman", "Hamas"},
		{"FBI Director James Comey said the case was closed.", "Director", "FBI"},
		{"Goldman Sachs chief economist Jan Hatzius said growth would slow.", "chief economist", "Goldman Sachs"},
		{"Senate Majority Leader Mitch McConnell said the bill would pass.", "Majority Leader", "Senate"},
		{"Apple CEO Tim Cook said sales were strong.", "CEO", "Apple"},
		{"Lund GM Ola Berg told reporters the team needed a defenceman.", "GM", "Lund"},
		{"Court of Appeal Justice Ada Moss said the trial judge erred.", "Justice", "Court of Appeal"},
		{"Emergency physician Dr. Ada Moss said staff are exhausted.", "physician", ""}, // a field, no body
		{"Lund boss Ola Berg said his side deserved a point.", "boss", "Lund"},
		{"“It was strong,” said Ada Moss, Chief Executive Officer of Lundsoft Robotics.", "Chief Executive Officer", "Lundsoft Robotics"}, // a role in capitals
		{"Foreign Minister Juan Ramón de la Fuente told reporters the talks were frank.", "Foreign Minister", ""},                         // particles inside the name
		{"Ola Dahl, a Lund businessman who had been a member of the campaign's three-man board before departing last month because of strategic differences, said the plan failed.", "businessman", ""},
		{"Presiding coroner Ada Moss told jurors that an inquest assigns no blame.", "Presiding coroner", ""},
		{"“There is no military solution,” U.N. Secretary-General Antonio Guterres told the Security Council.", "Secretary-General", "U.N."},
		// roles before the name, a body of several words; a relative clause after the body
		{"“These findings are alarming,” said lead author Dr. Ada Moss of the University of Lund.", "author", "University of Lund"},
		{"Ola Dahl, an epidemiologist at Lund College London who was not involved in the study, told reporters the work was robust.", "epidemiologist", "Lund College London"},
		// an outlet's possessive before the role, a place after it: the outlet employs
		{"Al Jazeera's correspondent in Gaza, Hani Mahmoud, reported that the strikes continued overnight.", "correspondent", "Al Jazeera"},
		// a person "of" a body: the name speaks, the body is the affiliation
		{"“This is a victory,” said Lee Gelernt of the American Civil Liberties Union.", "", "American Civil Liberties Union"},
		// the body described before its name, without an article or with one
		{"“That is enough to keep him on top,” said Phil Musser of digital consulting firm Lund Labs.", "", "Lund Labs"},
		{"“That is enough,” said Phil Musser of the consulting firm Lund Labs.", "", "Lund Labs"},
		{"Ross Eisenbrey of the Economic Policy Institute said wages had stalled.", "", "Economic Policy Institute"},
		// "of" inside the name before a role; an acronym inside a role; an appositive's body before its role
		{"A Bank of England spokesperson said the bank would respond.", "spokesperson", "Bank of England"},
		{"Bank of England Governor Ada Moss said inflation was falling.", "Governor", "Bank of England"},
		{"Ola Dahl, chief UK economist at Capital Economics, said rates would fall.", "chief UK economist", "Capital Economics"},
		{"Ida Lund, a senior EU official, said talks would resume.", "official", "EU"},
		// an aside that opens with a participle gives no role; a role's -ing modifier does
		{"The stock will rise, said Ken Moss, managing director at Lund Capital.", "managing director", "Lund Capital"},
		// an outlet's or an organization's possessive before a name
		{"The BBC's Ola Dahl, reporting from Lund, said the hospital had run out of fuel.", "", "BBC"},
		{"Lund Action Forum’s Ada Moss said growth had stalled.", "", "Lund Action Forum"},
		// a rank after the role is no part of it; the acronym defined before
		{"The Lund Defense Forces (LDF) said the strike was precise. LDF spokesman Rear Adm Ola Dahl said two sites were hit.", "spokesman", "Lund Defense Forces"},
		// a possessor that refers back to the organization met before
		{"Acme Corp cut 300 jobs, the company said on Monday. Its chief executive, Maria Lopez, said the cuts were needed.", "chief executive", "Acme Corp"},
		{"Storms will grow, according to the World Meteorological Organization. The agency’s chief, Petteri Taalas, said forecasts had improved.", "chief", "World Meteorological Organization"},
		// a role with a lower-case modifier; the field before the body; "for" inside a name
		{"“Discrimination should never be sanctioned,” Ada Moss, legal director for the rights group Lund Rights Campaign, said in a statement.", "legal director", "Lund Rights Campaign"},
		{"The tax plans are reckless, said Ola Dahl, director of economic policy at the Bipartisan Lund Center.", "director", "Bipartisan Lund Center"},
		{"Ola Dahl, national director of Priests for Lund, said the platform was wrong.", "national director", "Priests for Lund"},
		{"UN regional director Ola Dahl said the risk was high.", "regional director", "UN"},
		// a modifier before the body; a body inside a role a modifier opens
		{"Longtime White House aide Ola Dahl said the talks had failed.", "aide", "White House"},
		{"“The talks failed,” said longtime White House aide Ola Dahl.", "aide", "White House"},
		{"Former White House press secretary Ola Dahl said the talks had failed.", "Former press secretary", "White House"},
		{"Former Goldman Sachs chief economist Ola Dahl said rates would fall.", "Former chief economist", "Goldman Sachs"},
		// the body's name ends where a verb joins the description: "and later retired"
		{"Ada Moss, who was a physician at Lund Hospital and later retired to Malmo, said the leg was hurt.", "physician", "Lund Hospital"},
		{"Ola Dahl, governor of Vermont and former mayor of Lund, said the plan was sound.", "governor", "Vermont"},
		{"“This is an emergency,” WHO Director-General Ada Moss told a news conference.", "Director-General", "WHO"},
		{"The Lund Union's climate commissioner, Ola Dahl, said the deal was a start.", "climate commissioner", "Lund Union"},
		{"Ada Moss, the inspector general of the Lund Department, said the audit was done.", "inspector general", "Lund Department"},
		// "on" inside a body's name; another person's title in the description is no role of the speaker's
		{"Ada Moss, a fellow at the Council on Lund Relations, said bills are pending.", "fellow", "Council on Lund Relations"},
		{"Ada Moss of the Council on Lund Relations said bills are pending.", "", "Council on Lund Relations"},
		// a possessor, a body in lower case, a role: the body (with its possessor) and the role apart
		{"Lund's health ministry spokeswoman Ana Vos said cases rose.", "spokeswoman", "Lund's health ministry"},
		// a body's possessive before the role is its affiliation; a person's is not
		{"Lund Bank's chief economist Ola Dahl said rates would fall.", "chief economist", "Lund Bank"},
		{"Ada Moss's chief strategist Ola Dahl said the race was open.", "chief strategist", ""},
		// a spokesman for a person the article names speaks for that person (not an organization named "Vos")
		{"Ana Vos arrived. Ola Dahl, a spokesman for Vos, said the plan would work.", "spokesman", "Ana Vos"},
		// a seat of government's or a named person's spokesman; not a country's commander
		{"Ola Dahl, the Kremlin's spokesman, said the talks were useful.", "spokesman", "Kremlin"},
		{"Ana Vos arrived. Ola Dahl, Vos's spokesman, said the plan would work.", "spokesman", "Ana Vos"},
		{"Ola Dahl, Iran's top commander, said the talks were useful.", "commander", ""},
		// "her spokesman" speaks for her; "her lawyer" is no member of hers
		{"Ana Vos arrived. Her spokesman, Ola Dahl, said the plan would work.", "spokesman", "Ana Vos"},
		{"Ana Vos arrived. Her lawyer, Ola Dahl, said the plan would work.", "lawyer", ""},
		// the appositive of a trailing "according to"
		{"Rates will fall, according to Ola Dahl, an economist with Lund Bank.", "economist", "Lund Bank"},
		// an appositive where the name does not speak describes the person who speaks later
		{"Ana Vos, chief economist at Lund Bank, was more cautious. Vos said rates would fall.", "chief economist", "Lund Bank"},
		{"Police arrested Ola Dahl, 45, a teacher at Lund High, on Monday. Dahl said he was innocent.", "teacher", "Lund High"},
		// two roles joined by "and": the one with a body; a survivor of an event belongs to none
		{"“Every month counts,” said Ana Vos, a survivor of the 1989 massacre and a spokesperson for Lund Safe.", "spokesperson", "Lund Safe"},
		{"Ola Dahl, the chief executive of Lundcorp and a member of the Lund Club, said profits rose.", "chief executive", "Lundcorp"},
		{"Dr. Ana Vos, one of the signatories and an emergency physician in Lund, said the group wanted a meeting.", "physician", ""},
		{"Teammate Nazem Kadri said the difference is mostly mental.", "Teammate", ""},
		// "Grand Chief X of the Assembly of Y": a person of the body, whose name holds "of"
		{"Grand Chief Kyra Wilson of the Assembly of Lund Chiefs said families have waited too long.", "Chief", "Assembly of Lund Chiefs"},
		// a co-author, a name with small words, then the body after "of"
		{"“You don't need to run a marathon,” said co-author Borja del Pozo Cruz of the University of Lund.", "co-author", "University of Lund"},
		// a parent, an Indigenous elder, before the name (not "the elder Mr. Dahl": the older of two)
		{"Parent Amrit Dhillon said the families felt ignored.", "Parent", ""},
		{"Elder Meeka Kilabuk said the houses never came.", "Elder", ""},
		{"The elder Ola Dahl said the houses never came.", "", ""},
		// "the head of the union": the role, "of state" within it
		{"The head of the union said the mill would close.", "head", ""},
		{"The former secretary of state said the talks would resume.", "former secretary of state", ""},
		// a modifier between the body and its title is the title's
		{"Lund Tribal Council Grand Chief Ola Dahl said the houses never came.", "Grand Chief", "Lund Tribal Council"},
		// a topic before the role is the role's, no body ("Consumer advocate", "Immigration lawyer")
		{"Consumer advocate John Lawford of the Lund Advocacy Centre said the rules should change.", "Consumer advocate", "Lund Advocacy Centre"},
		{"Immigration lawyer Ana Vos said the rules were unfair.", "Immigration lawyer", ""},
		// the aside on a statement before the speaker is no role of hers
		{"In her statement, read aloud in court by a Crown attorney, the victim's mother, Ana Vos, said she still has nightmares.", "", ""},
		// a relative clause after the role names no body
		{"Ola Dahl, the owner of a hall that was shot at twice in January, said he had hired guards.", "owner", ""},
		// "the chief economist at X": one person of the body
		{"The chief economist at Lund Bank said rates would fall.", "chief economist", "Lund Bank"},
		// "Lead" opening a sentence qualifies the role; it names no body
		{"Lead author Ana Vos said the risk was small.", "author", ""},
		{"Lead author Ana Vos, an associate professor at Lund University, said the risk was small.", "associate professor", "Lund University"},
	}
	for _, tt := range tests {
		x := NewExtractor(nil).Extract(kg.Article{ID: "t", Text: tt.text})
		if len(x.Statements) == 0 {
			t.Errorf("%q: no statements", tt.text)
			continue
		}
		sp := x.Statements[len(x.Statements)-1].Speaker
		if sp.Role != tt.role || (tt.affiliation == "") != (sp.Affiliation == nil) || sp.Affiliation != nil && sp.Affiliation.Name != tt.affiliation { // ("": none)
			t.Errorf("%q: speaker %+v, affiliation %+v", tt.text, sp, sp.Affiliation)
		}
		if n := len(reportWords.FindAllString(tt.text, -1)); len(x.Statements) != n {
			t.Errorf("%q: want %d statements:%s", tt.text, n, describe(x.Statements))
		}
		if c := x.Statements[0].Content; strings.Contains(tt.text, "would call") && !strings.HasSuffix(c, "would call it a retreat") {
			t.Errorf("%q: content %q misses the report's second half", tt.text, c)
		}
	}
}

// TestNoAffiliationBeforeATitle: a place, a people, an adjective or a
// person named before a title is no organization to belong to.
func TestNoAffiliationBeforeATitle(t *testing.T) {
	for _, c := range []struct{ text, name, role string }{
		{"US President Joe Biden said the deal was done.", "Joe Biden", "President"},
		{"Texas Governor Greg Abbott said the border was closed.", "Greg Abbott", "Governor"},
		{"Pakistani spokesman Ali Khan said talks would go on.", "Ali Khan", "spokesman"},
		{"Presidential candidate Ada Moss said she would win.", "Ada Moss", "candidate"},
		{"Donald Trump spoke in Ohio. Trump spokesman Sean Spicer said the rally was huge.", "Sean Spicer", "spokesman"},
		// a portfolio is no body: it says what the role covers
		{"Agriculture Commissioner Ada Moss said the plan would pass.", "Ada Moss", "Agriculture Commissioner"},
		// a connective before the description is no affiliation
		{"Meanwhile, the mayor, Ada Moss, warned that taxes would rise.", "Ada Moss", "mayor"},
		{"Earlier, the mayor, Ada Moss, said taxes would rise.", "Ada Moss", "mayor"},
		{"In Lund, the mayor, Ada Moss, said taxes would rise.", "Ada Moss", "mayor"},
		// a person "of" a place: the name speaks; the place is no affiliation
		{"Sen. Ada Moss of Texas said the bill would fail.", "Ada Moss", "Sen."},
		{"Representative Peter T. King of New York said the bill was flawed.", "Peter T. King", "Representative"},
		// a title with "of"; a place before a place's office
		{"Chief of Staff Ada Moss said the president was resting.", "Ada Moss", "Chief of Staff"},
		{"Chancellor of the Exchequer Ada Moss said the budget was fair.", "Ada Moss", "Chancellor of the Exchequer"},
		{"Ada Moss, a former Vermont governor, said the vote was fair.", "Ada Moss", "governor"},
		{"Vermont's Ada Moss said the vote was fair.", "Ada Moss", ""}, // a place's possessive
		{"Sen. Ada Moss (R-Lund), facing a stiff challenge from Lund Secretary of State Ola Dahl, noted that the campaign manager, Ida Lund, is from the state.", "Ada Moss", "Sen."},
		{"Former Vermont governor Ada Moss said the vote was fair.", "Ada Moss", "Former Vermont governor"},
		// one word inside a role a modifier opens names a person or a place as often
		{"“October was good for her,” said former Obama adviser Ada Moss.", "Ada Moss", "former Obama adviser"},
		{"Former Lund leader Ada Moss said the vote was fair.", "Ada Moss", "Former Lund leader"},
		// a capitalized role: a headline's words, whose body cannot be told apart
		{"Former Lund Senior Adviser Ada Moss said the vote was fair.", "Ada Moss", "Former Lund Senior Adviser"},
		// "the president's" is a person's, not a body's
		{"Acme Corp held a vote. The president's spokesman, Ola Dahl, said the vote was fair.", "Ola Dahl", "spokesman"},
	} {
		sts := extract(c.text)
		if len(sts) != 1 || sts[0].Speaker.Name != c.name || sts[0].Speaker.Role != c.role || sts[0].Speaker.Affiliation != nil {
			t.Errorf("%q: want %s, %s, no affiliation:%s", c.text, c.name, c.role, describe(sts))
		}
	}
}

func TestAcronymsAndMisspellings(t *testing.T) {
	text := "The Workers Union of Arland, or WUA, said the strike would continue. \"We will not stop,\" the WAU said."
	sts := extract(text)
	if len(sts) != 2 {
		t.Fatalf("statements:%s", describe(sts))
	}
	if sts[0].Speaker.ID != sts[1].Speaker.ID {
		t.Errorf("WAU (one edit from WUA) is not the union:%s", describe(sts))
	}
}

// TestWhereAReportEnds checks contents exactly (the phenomena table checks
// substrings): "X called A lawful, and said B" is two statements, the first
// ending before "and said"; a row without a second content is one statement
// whose content must be exactly the first.
func TestWhereAReportEnds(t *testing.T) {
	for _, c := range []struct{ text, first, second string }{
		{"Ola Dahl called the fees lawful, and said there was no attempt to hide them.", "the fees lawful", "there was no attempt to hide them"},
		{"Ola Dahl said “we will win” and left.", "we will win", ""},                                                          // a quotation, then the speaker's next act
		{"Ada Moss said repeatedly that the mill would stay open.", "the mill would stay open", ""},                           // an adverb before "that" says how
		{"Ada Moss says the levy, while costly, was dealt with fairly.", "the levy, while costly, was dealt with fairly", ""}, // an aside between the subject and its verb
		{"Ada Moss said early that day that the mill would stay open.", "the mill would stay open", ""},                       // a time before "that" says when
		{"Ada Moss said as recently as March that the mill would stay open.", "the mill would stay open", ""},
		{"Ada Moss said that day the mill would stay open.", "the mill would stay open", ""}, // a time with no "that" after it
		{"Ada Moss said that same day Ola Dahl had resigned.", "Ola Dahl had resigned", ""},
		{"Ada Moss said that day care centers would stay open.", "day care centers would stay open", ""}, // "that" opens the clause
		{"Ada Moss said that Monday was a holiday.", "Monday was a holiday", ""},
		{"Ola Dahl said “we will win” and walked out of the room.", "we will win", ""},
		{"The mayor said the road would open in May and also warned that it could flood.", "the road would open in May", "it could flood"},
		{"Tam Oyelaran said the real danger is the drought, and she railed against the council for doing nothing.", "the real danger is the drought", "the council for doing nothing"},
		{"Ben Aziz says he respects the mayor and calls her “a tireless worker.”", "he respects the mayor", "her “a tireless worker.”"},
		{"Ben Aziz says the emails and calls were ignored by the board.", "the emails and calls were ignored by the board", ""},
		{"Ola Dahl said the council was “stalling” and Ana Lind said the mayor was at fault.", "the council was “stalling”", "the mayor was at fault"}, // a quotation, then another subject's report
		{"Lundfront said the strike killed 12 people, a figure that could not be independently verified.", "the strike killed 12 people", ""},          // the article's caution is no part of it
		{"The ministry said it shot down a drone, a claim which Reuters could not verify.", "it shot down a drone", ""},
		{"The brakes failed, said the driver, Ola Dahl.", "The brakes failed", ""}, // the name after its description ends the attribution too
		{"Officials said 40 people had died, a figure that has doubled since Monday.", "40 people had died, a figure that has doubled since Monday", ""},
		{"Ada Moss cited problems in the Middle East, China and elsewhere.", "problems in the Middle East, China and elsewhere", ""},            // a list goes on after its first comma
		{"Ada Moss criticized Ann Lee, Tom Berg and Ola Dahl for the plan.", "Ann Lee, Tom Berg and Ola Dahl for the plan", ""},                 // so does a list the object goes on after
		{"Ada Moss attacked voters, lawmakers, and farmers for opposing the levy.", "voters, lawmakers, and farmers for opposing the levy", ""}, // (with a serial comma)
		{"Ada Moss touted her A-plus rating from the Lund League.", "her A-plus rating from the Lund League", ""},                               // "rating" is a noun, no participle
		{"The campaign criticizes the agencies and timing of the release.", "the agencies and timing of the release", ""},
		{"Ada Moss criticized Tulsa, Okla., police officer Ola Dahl for the shooting.", "Tulsa, Okla., police officer Ola Dahl for the shooting", ""}, // so does a place's state
		{"Ada Moss thinks this is a game. Ola Dahl said this week the plan was dead.", "this is a game", "the plan was dead"},                         // "this" opens the report unless a time follows
		{"The levy is dead, Ola Dahl told his aides as he left the room.", "The levy is dead", ""},
		{"The levy is dead, Ada Moss told her aides.", "The levy is dead", ""},                         // "her aides": whom, not what
		{"Ada Moss told her supporters, “The levy is dead.”", "The levy is dead", ""},                  // when she said it, after the cue
		{"The levy is dead, Ada Moss said in her 2012 book, ''A Lund Life.''", "The levy is dead", ""}, // the book's title is where
		{"Ada Moss noted this weekend that the levy would stay.", "the levy would stay", ""},           // (a weekend is one)
		{"Ada Moss is eager to see the plan pass.", "to see the plan pass", ""},                        // an adjective of intention
		{"Ada Moss praised the plan, and Ola Dahl agreed.", "the plan", ""},
		{"Ada Moss endorsed the plan in early June.", "the plan", ""}, // a time phrase is no object
		{"Ada Moss praised the plan — particularly its cost.", "the plan", ""},
		{"Ada Moss likened the levy to a tax, which the council denies.", "the levy to a tax", ""},                                                            // a noun phrase object ends before a relative clause
		{"Ada Moss expressed misgivings about the plan because of its cost.", "misgivings about the plan", ""},                                                // or a reason
		{"Ada Moss said the plan, which the council had drafted in secret, would fail.", "the plan, which the council had drafted in secret, would fail", ""}, // (not a clause's subject's)
		{"Ada Moss accused Ida Lund, who leads the council, of hiding the plan.", "Ida Lund, who leads the council, of hiding the plan", ""},                  // (nor one the object goes on after)
		{"Ada Moss's claim that the levy had failed was false.", "the levy had failed", ""},                                                                   // a noun's clause ends at the sentence's verb
		{"Ada Moss's claim that the levy will fail has been debunked.", "the levy will fail", ""},
		{"Ada Moss said developers had defined the areas by adding a few towns.", "developers had defined the areas by adding a few towns", ""},                                  // "by adding" says how                                                                                                   // an object ends at a dash left open
		{"Ada Moss said the plan — a costly one — would fail.", "the plan — a costly one — would fail", ""},                                                                      // (not at an aside's)
		{"Ada Moss praised Sen. Ola Dahl (D-Vt.) for the plan.", "Sen. Ola Dahl (D-Vt.) for the plan", ""},                                                                       // (nor at a party's parenthesis)
		{"Voters who said the levy was unfair chose Ola Dahl.", "the levy was unfair", ""},                                                                                       // the main clause's verb ends a restrictive relative clause's report
		{"Ola Dahl, who has long argued that the levy is unfair, voted no.", "the levy is unfair", ""},                                                                           // "has long": an adverb in the verb group
		{"Ola Dahl said he had received offers for the farm, but “the offers were not serious.”", "he had received offers for the farm, but “the offers were not serious.”", ""}, // his words go on after "but"
		{"Ada Moss cited Ola Dahl’s September 2011 visit to the council.", "Ola Dahl’s September 2011 visit to the council", ""},                                                 // a month after a possessive modifies the object
		{"Ada Moss felt the debate was over the top, and now some close allies are hoping for calm.", "the debate was over the top", "for calm"},                                 // ", and now X": a clause of another subject
		{"Ada Moss echoed similar themes and took the stage with Ola Dahl.", "similar themes", ""},                                                                               // the subject's next act, in the cue's form
		{"The judge ordered the mayor's office, along with the prosecutor, to release the video.", "the mayor's office, along with the prosecutor, to release the video", ""},    // an aside inside the object
		{"Ada Moss criticized the rules and related policies.", "the rules and related policies", ""},                                                                            // (an adjective in -ed: no object follows it)
		{"Ada Moss said the road would open in May and closed the meeting.", "the road would open in May and closed the meeting", ""},                                            // a clause goes on                                                                           // not a clause of its own
		{"Interior Minister Ola Dahl told state television the border would reopen.", "the border would reopen", ""},
		{"Ada Moss told lawmakers the budget was balanced.", "the budget was balanced", ""},
		{"“We will respond,” Iran's foreign minister, Abbas Araghchi, said in a televised interview.", "We will respond", ""},
		{"The ministry said in a statement late Sunday that the talks had been constructive.", "the talks had been constructive", ""}, // when, before "that"
		{"The bank said late payments had risen.", "late payments had risen", ""},
		{"The senator told CNN's “State of the Union” on Sunday that she would vote no.", "she would vote no", ""},                                                           // an outlet's programme
		{"“Being a dad, that’s my job,” Ola Dahl said in May on the podcast “Here’s the Thing.”", "Being a dad, that’s my job", ""},                                          // a title with its stop is no second quotation
		{"In May, 46 percent of voters said yes, compared with 23 percent a year before.", "yes", ""},                                                                        // the article's own comparison
		{"In October, Mr. Okafor, who made millions, told investors that the fears were overblown.", "the fears were overblown", ""},                                         // the recipient before "that"
		{"While Ana Ruiz did not give details, Rep. Tom Reyes, R-Ohio, says the plan will pass.", "the plan will pass", ""},                                                  // the subject after an introductory clause
		{"Ada Moss endorsed Ida Lund on Tuesday in a letter to members.", "Ida Lund", ""},                                                                                    // an object ends before the time
		{"Ada Moss cited the case of a farmer, who lost his land.", "the case of a farmer", ""},                                                                              // and before a relative clause after a comma
		{"Ada Moss said the farmer who lost his land on Tuesday was right.", "the farmer who lost his land on Tuesday was right", ""},                                        // a clause runs on
		{"Ada Moss said new donors had come aboard since January, when the fund opened.", "new donors had come aboard since January", ""},                                    // the article's own time clause
		{"Ada Moss said the mill would close, and Ida Lund vowed to fight it.", "the mill would close", "to fight it"},                                                       // a second speaker's report after ", and"
		{"Over the long term, according to the budget office, the debt will grow.", "Over the long term, according to the budget office, the debt will grow", ""},            // a short opening, then the report
		{"The vote was delayed, according to Reuters, and the council adjourned.", "The vote was delayed", ""},                                                               // the article's own clause after "and"
		{"After Ida Lund asked who would win, Ada Moss replied, “We will.”", "who would win", "We will"},                                                                     // an introductory clause's report ends at its comma
		{"As Ada Moss pointed out, the new rules have real, lasting effects on farmers.", "the new rules have real, lasting effects on farmers", ""},                         // the clause ends at the cue
		{"Ada Moss cited several factors, including the drought.", "several factors, including the drought", ""},                                                             // an object goes on with "including"
		{"Ada Moss said that lately, when she gives speeches, she is often asked about the mill.", "lately, when she gives speeches, she is often asked about the mill", ""}, // a time clause inside the report
		{"Those who voted for him say they regret it.", "him", "they regret it"},                                                                                             // a stance in the subject's relative clause ends at the main verb
		{"Ada Moss called Ford’s plans to close the mill “a disgrace” and vowed to stop them.", "Ford’s plans to close the mill “a disgrace”", "to stop them"},               // a plural after a possessive is a noun, not a cue
		{"In a statement, Ada Moss said: “The mill will close.”", "The mill will close", ""},                                                                                 // after a colon, not the opening phrase
		{"“Life is hard here,” his wife, Ana Lazar, wrote in a letter to the court.", "Life is hard here", ""},                                                               // the description is not content
		{"The company said in a filing with the regulator that it would cut 500 jobs.", "it would cut 500 jobs", ""},
		{"The report, released Thursday by the Lund Institute, found that most voters were undecided.", "most voters were undecided", ""},
		{"“It was terrifying,” one resident, who asked not to be named, told Reuters.", "It was terrifying", ""},
		{"Several witnesses told police they heard gunshots.", "they heard gunshots", ""},                                                                   // a bare plural recipient
		{"KABUL — Fighters seized the district center on Monday, a provincial official told Reuters.", "Fighters seized the district center on Monday", ""}, // a dateline is no content
		{"KYIV, Nov 29 (Reuters) - Drones struck energy facilities overnight, officials said.", "Drones struck energy facilities overnight", ""},            // with its date
		{"The ministry of defence, in a statement quoted by the state news agency, said the district would be retaken.", "the district would be retaken", ""},
		{"Prime Minister Ada Moss on Tuesday defended her government's handling of the crisis, telling parliament that mistakes were made.", "her government's handling of the crisis", "mistakes were made"},
		{"Analysts at the bank said in a note to clients that the outlook remained weak.", "the outlook remained weak", ""}, // the medium and its readers
		{"Scientists at the University of Oslo reported in the journal Nature that the glacier was melting.", "the glacier was melting", ""},
		{`Ira Kent said he agreed but warned against "closing doors."`, "he agreed", `against "closing doors."`},                                                            // nothing but "but" is no report
		{"Ada Moss is widely expected to win the vote.", "Ada Moss is widely expected to win the vote", ""},                                                                 // a passive: Ada Moss holds no belief here
		{"While only 7 percent said they are undecided, 27 percent of the rest said they could change their minds.", "they are undecided", "they could change their minds"}, // a clause of contrast ends its report
		{"She did it in May, just as she said she would, and the market did nothing.", "she would", ""},
		{"Ada Moss said she would pray for the nominee but did not say who it would be.", "she would pray for the nominee", "who it would be"},                                // the refusal ends the report and is one of its own
		{"Ada Moss said after the match that her side had lacked intensity.", "her side had lacked intensity", ""},                                                            // when it was said, then what
		{"Ada Moss said in 2014 for people in that spot.", "in 2014 for people in that spot", ""},                                                                             // "that" before a noun is no "that" clause
		{"The chief financial officer, Ola Dahl, told council the city still faces a shortfall.", "the city still faces a shortfall", ""},                                     // a body told, without "the"
		{"Ola Dahl said Lund would contribute its fair share but did not give a figure.", "Lund would contribute its fair share", ""},                                         // what was left unsaid is the article's
		{"The president said in a statement that Lundia did not seek war but would defend its territory.", "Lundia did not seek war but would defend its territory", ""},      // the reported clause's own "but would"
		{"Ada Moss said the race was close in Lund, with Ola Dahl leading in two counties.", "the race was close in Lund", ""},                                                // an absolute "with" clause is the article's circumstance
		{"A passenger arrived on a flight from Lund on Saturday, the agency said in an advisory issued Monday.", "A passenger arrived on a flight from Lund on Saturday", ""}, // the medium's participle ends the sentence
		{"Prices will rise next year, the ministry said, without giving a figure.", "Prices will rise next year", ""},                                                         // how it was said, not more of it
		{"Witnesses told Reuters they heard at least three explosions.", "they heard at least three explosions", ""},
		{"The group said on its website that its fighters had seized the town, a claim that could not be verified.", "its fighters had seized the town", ""},                                  // the medium, and the article's verdict            // the clause's subject is no part of whom it was told
		{"Ada Moss said she was tired of the levy and wanted a candidate who had not taken farm money.", "she was tired of the levy and wanted a candidate who had not taken farm money", ""}, // a stance after "and": the clause's second verb
		{"Ada Moss said he has read the emails and disagrees with the council's ruling.", "he has read the emails and disagrees with the council's ruling", ""},                               // a present tense after a past report
		{"The study found that in the largest counties, which include Lund, voters were purged.", "in the largest counties, which include Lund, voters were purged", ""},                      // after "that", a clause: no noun phrase's end
		{"The fund predicted that rich economies - which include Lund - will grow 1.6 percent.", "rich economies - which include Lund - will grow 1.6 percent", ""},
		{"Ada Moss, as she has in the past, opposed the levy.", "the levy", ""},                                    // a stance takes no inverted speaker (", opposed the levy")
		{"Ada Moss never mentioned the man who was likely to beat her.", "the man who was likely to beat her", ""}, // a restrictive relative clause is part of the object
		{"Ada Moss condemned the raids in which 121 people were held.", "the raids in which 121 people were held", ""},
		{"The vote went ahead despite repeated warnings from engineers that the bridge was unsafe.", "the bridge was unsafe", ""}, // "repeated" before a noun reports nothing
		{"In a video posted on its website, the council said the levy would stay.", "the levy would stay", ""},                    // the medium's participle reports nothing
		{"Oddly, after the council asked Ada Moss to resign, the levy rose.", "Ada Moss to resign", ""},                           // a subordinate clause after a short intro ends at its comma
		{"Ada Moss said on ABC's “This Week” that the levy would stay.", "the levy would stay", ""},                               // a programme's quoted title before "that"
		{"Ada Moss said on the radio show “Farm Hour” that the levy would stay.", "the levy would stay", ""},
		{"The levy was cut, a spokeswoman, Ola Dahl, said on Monday, and it will stay cut.", "The levy was cut, a spokeswoman, Ola Dahl, said on Monday, and it will stay cut", ""}, // a clause before the descriptor and name, and after
	} {
		sts := extract(c.text)
		if c.second == "" { // one report: a plural noun after "and" is no second verb
			if len(sts) != 1 || sts[0].Content != c.first {
				t.Errorf("%q:%s\nwant only %q", c.text, describe(sts), c.first)
			}
			continue
		}
		if len(sts) != 2 || sts[0].Content != c.first || sts[1].Content != c.second {
			t.Errorf("%q:%s\nwant %q, then %q", c.text, describe(sts), c.first, c.second)
		}
	}
	// the words before the colon are the article's, not what was said (the
	// learned stage may read "ticked through" as a report of its own)
	text := "Ada Moss ticked through the council's failures: “The levy is dead,” she said."
	sts := extract(text)
	if i := slices.IndexFunc(sts, func(s kg.Statement) bool { return s.Cue == "said" }); i < 0 || sts[i].Content != "The levy is dead" {
		t.Errorf("%q:%s\nwant said: %q", text, describe(sts), "The levy is dead")
	}
}

// TestACoordinatedVerbInsideAReport: "asked why X ... but showed Y" is one
// statement: the verb after "but" belongs to the question's clause, not to
// the speaker of "asked", and a fronted participle is no subject either.
func TestACoordinatedVerbInsideAReport(t *testing.T) {
	sts := extract("Besides saying the toll was high, the chief asked why the press is so upset but showed no grief at all.")
	if len(sts) != 2 || sts[0].Content != "the toll was high" || sts[1].Content != "why the press is so upset but showed no grief at all" {
		t.Errorf("want the chief's two statements only:%s", describe(sts))
	}
}

// A surname alone before the person is named in full: a headline's
// "Surname: ..." and a lede's "Surname said" are the person named below.
func TestASurnameBeforeTheFullName(t *testing.T) {
	for _, text := range []string{
		"Sanders: The Mill Story Has Moved.\nSenator Bernie Sanders said on Sunday that the story had moved.",
		"Moss said the mill would close. Later, Ada Moss said it would not.",
	} {
		sts := extract(text)
		if len(sts) != 2 {
			t.Errorf("%q:%s", text, describe(sts))
			continue
		}
		if sts[0].Speaker.ID != sts[1].Speaker.ID || sts[0].Speaker.Type != kg.Person || !strings.Contains(sts[0].Speaker.Name, " ") {
			t.Errorf("%q: the surname is not the person named in full:%s", text, describe(sts))
		}
	}
	// a name after a title inside a longer capitalized run: "French President Ira Kent"
	sts := extract("Ada Moss met French President Ira Kent in Paris. Kent said the talks went well.")
	if len(sts) != 1 || sts[0].Speaker.Name != "Ira Kent" {
		t.Errorf("Kent is not Ira Kent:%s", describe(sts))
	}
	if sts := extract("Update: The Mill Story Has Moved.\nThe mill closed."); len(sts) != 0 {
		t.Errorf("'Update:' taken for a speaker:%s", describe(sts))
	}
}

// Each kind of speaker the issue names gets its type.
func TestSpeakerTypes(t *testing.T) {
	for _, c := range []struct {
		text string
		typ  kg.EntityType
	}{
		{"Children who survived say the gunmen went from class to class.", kg.Group},
		{"Some Lund Party MPs demanded a vote on the levy.", kg.Group},                    // members by their role's acronym
		{"The annual Lund Gap Report found that emissions rose.", kg.Group},               // a document by its title
		{"No official confirmed the report.", kg.Group},                                   // none of them, no body named "No"
		{"Tech news site The Lundian reported that the cuts were coming.", kg.NewsOutlet}, // an outlet described
		{"Some Twitter users claimed the video was fake.", kg.Group},
		{"A Pakistani security official told reporters that the attack was planned.", kg.UnnamedSource},
		{"@AalawOfficial tweeted that the show was cancelled.", kg.Person},
		{"The BBC reports that the river is rising.", kg.NewsOutlet},
		{"Prime Minister Nawaz Sharif said the attack was barbaric.", kg.Person},
		{"Amnesty International called the plan a betrayal.", kg.Organization},
		{"The Justice Department said it would not bring charges.", kg.Organization},
		{"Human Rights Watch said it would put lives at risk.", kg.Organization},
		{"Rates will stay on hold, sources familiar with the matter said.", kg.UnnamedSource},
		{"Rates will stay on hold, said an aide close to the minister.", kg.UnnamedSource},
		{"A member of the council said the vote was rigged.", kg.UnnamedSource},
		// a body named after its state; a person whose surname is one
		{"Statistics Norway said the jobless rate fell.", kg.Organization},
		{"Environment Canada warned of wind gusts of 100 kilometres an hour.", kg.Organization},
		{"Public Health Ontario said most cases were among unvaccinated children.", kg.Organization}, // a province's name ends a body's too
		{"Tourism Quebec said visits rose.", kg.Organization},
		{"Health Canada warned that the product was unsafe.", kg.Organization},
		// a local government by its kind: a headline's "Province", a county's name
		{"Province announces $50M for rural family doctors", kg.Organization},
		{"Orange County said the beaches would reopen.", kg.Organization},
		{"Ontario has recorded 120 measles cases, the most in a decade.", kg.Organization},
		{"Texas sued the administration, saying the rule was illegal.", kg.Organization},
		{"Canada Post said in a statement it was disappointed.", kg.Organization}, // a country's Post is its mail, a city's a paper
		{"The Denver Post reported that the mayor would resign.", kg.NewsOutlet},
		{"Virginia Foxx said the bill would pass.", kg.Person},
		// a utility by its word
		{"Hydro Lund said it expects power demand to peak.", kg.Organization},
		{"Michael Jordan said he was retiring.", kg.Person},
		{"JD Moss said the plan would fail.", kg.Person},                              // initials without dots before a surname
		{"Chief executive Per Bank told analysts that demand was strong.", kg.Person}, // a role's holder, whose surname is a body's word
		{"Liberal MPP Tom Berg said his party would table a motion.", kg.Person},      // a provincial legislator's title
		{"NDP MLA Ana Vos said the bill was flawed.", kg.Person},
		{"UN Women said the report was clear.", kg.Organization},
		{"BP America said output rose.", kg.Organization},
		{"Andromache Karakatsanis argued that provinces must act.", kg.Person}, // (a surname in -is; "Pakistanis" are a group)
		{"Pakistanis said the vote was rigged.", kg.Group},
		{"Kerry Washington said the show would go on.", kg.Person},
		// people a participle describes are a group, not the name inside the participle's phrase
		{"Astronomers using the Lund Space Telescope say they have spotted a galaxy.", kg.Group},
		{"Voters backing Ada Moss said the race was close.", kg.Group},
		// a relative clause's speaker opening the sentence is no name for its capital
		{"Tenants who want to stay say the rules are unfair.", kg.Group},
		// one person by an occupation no list holds
		{"“It is too early,” said one oil trader in Lund.", kg.UnnamedSource},
		{"A middle-aged cashier said prices had doubled.", kg.UnnamedSource},
		{"A metaphor said it all.", kg.Group},
		// a company by its kind in an appositive before its name
		{"Her record label, Northstar Music, said fans would receive refunds.", kg.Organization},
		// a headline's document is no person
		{"Poll shows tight race as election nears", kg.Group},
		{"Study finds coffee lowers risk of stroke", kg.Group},
		{"Research suggests the model can work.", kg.Group}, // (not an organization for "research" in "Lund Research")
		{"One senior backbencher, who did not want to be named, said the mood was grim.", kg.UnnamedSource},
		// a relative of someone the article does not name is one person
		{"The daughter of one patient said her father had died in pain.", kg.UnnamedSource},
		{"The widow of a soldier said she was not told.", kg.UnnamedSource},
		{"The sons of the founder said they would sell.", kg.Group},
		{"Moss, who spoke to reporters in Kyiv, said the aid would arrive.", kg.Person}, // "-ss" is no plural
		{"“We are ready to talk,” the foreign minister said.", kg.Person},
		{"Lundia's foreign minister said talks would resume.", kg.Person}, // a possessor before a role
		// a role in capitals is its holder, not a name
		{"The Minister said talks would resume.", kg.Person},
		{"The CEO told analysts that demand remained strong.", kg.Person},
		{"The company's CFO said costs rose.", kg.Person},
		{"Lundia's Foreign Minister said talks would resume.", kg.Person},
		// one member of the public, by what the person is, unnamed
		{"The woman told police she was scared.", kg.UnnamedSource},
		{"The boy said he wanted to go home.", kg.UnnamedSource},
		{"The drivers said they saw the car.", kg.Group},
		{"Lund to spend $2B on housing, minister says", kg.Person}, // a headline's bare role
		{"Mayor says the city is ready", kg.Person},
		// "of" inside a name, inside a title, or in a name before a role
		{"The Bank of England said rates would stay on hold.", kg.Organization},
		{"The Communications Workers of America said it would strike.", kg.Organization},
		{"Lund-Cogeca, the region's largest farm lobby, called the plan a failure.", kg.Organization}, // the appositive says what it is
		{"The Hollywood Chamber of Commerce said the parade would go ahead.", kg.Organization},
		{"Secretary of State Ada Moss said the talks were useful.", kg.Person},
		// a country speaks as a state, unless a person of that surname is named
		{"Russia said it would respond to the sanctions.", kg.Organization},
		{"North Korea said the test was a success.", kg.Organization},
		{"Kyiv says the strikes hit two power plants.", kg.Organization},      // a seat of government
		{"The Lundian health ministry says 40 people died.", kg.Organization}, // a definite description a name modifies names its own
		{"The health ministry says 40 people died.", kg.Group},                // which ministry, the text does not say
		{"Rep. Steve Israel said the bill failed. Israel said it was a shame.", kg.Person},
		{"A Ministry of Defence spokesman said two soldiers were hurt.", kg.UnnamedSource},
		// a capitalized small word inside a name; the plural before it is no group
		{"Doctors Without Borders said the clinic was hit.", kg.Organization},
		{"Mothers Against Drunk Driving said the law would save lives.", kg.Organization},
		{"The coach, speaking after the match, said his players had been outstanding.", kg.Person},
		// the plural of a people's or a party's member is a group, wherever it stands
		{"The bill is dead, Republicans said.", kg.Group},
		{"But Lundians said the bridge would hold.", kg.Group},
		{"Many Americans say the bill is dead.", kg.Group},
		{"Kurt Hermans said the bill is dead.", kg.Person},
	} {
		sts := extract(c.text)
		if len(sts) == 0 || sts[0].Speaker.Type != c.typ {
			t.Errorf("%q: want a %s speaker:%s", c.text, c.typ, describe(sts))
		}
	}
}

// "He" is never a time or a sentence adverb with the name after it.
func TestHeIsNotATime(t *testing.T) {
	for text, want := range map[string]string{
		"On Tuesday the mill closed. He said it would reopen.":       "unknown",
		"Ultimately Ola Moss left. He said it would reopen.":         "Ola Moss",
		"Last March the mill closed. She said it would reopen.":      "unknown",
		"When Ida Lund arrived, the mill was shut. She said it was.": "Ida Lund",
	} {
		sts := extract(text)
		if len(sts) != 1 || sts[0].Speaker.Name != want {
			t.Errorf("%q: want speaker %q:%s", text, want, describe(sts))
		}
	}
}

// A subject phrase that ends in a time speaks for nobody: its statement
// stays, its speaker is Unknown.
func TestATimeIsNoSpeaker(t *testing.T) {
	sc := NewResolver(nil).scope(kg.Article{ID: "t", Text: "x"})
	for _, text := range []string{"Hours", "On Tuesday", "three days later", "Ada Moss", "a memo released last week"} {
		e := sc.resolveMention(tokenize(text, 0, len(text)), true)
		if unknown := e.Type == kg.Unknown; unknown != (text != "Ada Moss" && text != "a memo released last week") {
			t.Errorf("%q resolved to %s %q", text, e.Type, e.Name)
		}
	}
}

// TestTheSubjectAfterATime: a time before the subject, or between it and
// its verb, is skipped to the subject; a time phrase before a comma is no
// content of the verb after it; a verb whose words a participle after its
// comma carries has no content of its own.
func TestTheSubjectAfterATime(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"On Saturday, Senator Ola Dahl of Vermont, a rival, assailed her for supporting the war.", "Ola Dahl: her for supporting the war"},
		{"Hours later, Ola Dahl returned the compliment, telling Reuters that Moss was a friend.", "Ola Dahl: Moss was a friend"},
		{"But a few days later, Ola Dahl reversed himself again, telling reporters that the levy was set.", "Ola Dahl: the levy was set"},
		{"Ola Dahl, whose views upset even his own party, last year proposed a ban on imports.", "Ola Dahl: a ban on imports"},
		{"On Monday Ola Dahl said the levy would stay.", "Ola Dahl: the levy would stay"}, // no comma after the time: still not the name's
		{"In a radio interview Ola Dahl declared that the levy would stay.", "Ola Dahl: the levy would stay"},
		{"In a statement issued Tuesday, Ola Dahl was more cautious than his rivals.", "Ola Dahl: Ola Dahl was more cautious than his rivals"}, // what he said there
		{"Here in Lund, Ola Dahl stepped up his attacks, saying that the levy was a fraud.", "Ola Dahl: the levy was a fraud"},
		{"On Monday the council published the results, announcing that the levy was legal.", "the council: the levy was legal"},                                  // a time without a comma, then the subject
		{"At a campaign event in Ames, Iowa, on Sunday, Ola Dahl tried to soften his stance, saying that the levy could wait.", "Ola Dahl: the levy could wait"}, // a place's state, then a time
		{"The vote is near. The levy would be fair, Ola Dahl said after the attacks.", "Ola Dahl: The levy would be fair"},                                       // "the attacks": a noun, no report in the tail
	} {
		if got := speakersAndContents(extract(c.text)); !slices.Contains(got, c.want) {
			t.Errorf("%q: want %q, got %q", c.text, c.want, got)
		}
	}
	if sts := extract("Following initial reports of the blast, the council said nothing."); len(sts) != 0 {
		t.Errorf("a fronted participle's phrase is no subject:%s", describe(sts))
	}
	got := speakersAndContents(extract("Earlier this week, league leaders wrote to Ada Moss, urging the council to review the levy."))
	if want := []string{"league leaders: the council to review the levy"}; !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestAnInvertedSpeakerEndsBeforeWhenAndWhere: after "“Q,” said X" the
// name's phrase takes no time or occasion ("during the debate", "on
// Monday"); a place by name stays its affiliation ("of the Heritage
// Foundation").
func TestAnInvertedSpeakerEndsBeforeWhenAndWhere(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"“We won,” said Ola Dahl during the debate.", "Ola Dahl: We won"},
		{"“We won,” said Dahl during the debate.", "Dahl: We won"},
		{"“We won,” said Ola Dahl at the debate.", "Ola Dahl: We won"},
		{"“We won,” said Ola Dahl on Monday.", "Ola Dahl: We won"},
		{"“We won,” said Ola Dahl amid cheers.", "Ola Dahl: We won"},
		{"“We won,” Ola Dahl said that night.", "Ola Dahl: We won"}, // "that" opens a time, no clause
		{"“We won,” said Ola Dahl of the Heritage Foundation.", "Ola Dahl: We won"},
	} {
		if got := speakersAndContents(extract(c.text)); !slices.Contains(got, c.want) {
			t.Errorf("%q: want %q, got %q", c.text, c.want, got)
		}
	}
}

// "He" after one unnamed source is that source: "a provincial official said
// ... He added"; never several ("people in the camp"), nor a country.
func TestHeIsTheUnnamedSourceBefore(t *testing.T) {
	sts := extract("The district fell on Monday, a provincial official said. He added that reinforcements had been sent.")
	if len(sts) != 2 || sts[1].Speaker.ID != sts[0].Speaker.ID || sts[1].Speaker.Type != kg.UnnamedSource {
		t.Errorf("'He' is not the official:%s", describe(sts))
	}
	sts = extract("The district fell on Monday, military officials said. He added that reinforcements had been sent.")
	if len(sts) != 2 || sts[1].Speaker.Type == kg.UnnamedSource {
		t.Errorf("'He' taken for several officials:%s", describe(sts))
	}
	sts = extract("The district fell on Monday, people in the governor's camp said. He added that reinforcements had been sent.")
	if len(sts) != 2 || sts[1].Speaker.Type == kg.UnnamedSource {
		t.Errorf("'He' taken for people in a camp:%s", describe(sts))
	}
	sts = extract("Ada Moss led a delegation to three countries, including Saudi Arabia and Jordan. She said allies were rattled.")
	if len(sts) != 1 || sts[0].Speaker.Name != "Ada Moss" {
		t.Errorf("'She' taken for a country the article named, not the person before it:%s", describe(sts))
	}
	sts = extract("Ana Cole pleaded guilty. The daughter of one patient told the court her father had died. “He kept asking why,” she said.")
	if len(sts) != 3 || sts[2].Speaker.ID != sts[1].Speaker.ID {
		t.Errorf("'she' is not the daughter who spoke last:%s", describe(sts))
	}
}

// The words before a name are its role only when they are titles or role
// nouns: "a report by the National Audit Office" gives the Office no role.
func TestNoRoleFromOtherWords(t *testing.T) {
	sts := extract("According to a report by the National Audit Office, officials ignored the warnings.")
	if len(sts) == 0 || sts[0].Speaker.Name != "National Audit Office" || sts[0].Speaker.Role != "" {
		t.Errorf("want the Office without a role:%s", describe(sts))
	}
	sts = extract("Former Prime Minister Ada Moss said the plan had failed.")
	if len(sts) == 0 || !strings.Contains(sts[0].Speaker.Role, "Prime Minister") {
		t.Errorf("want the title as role:%s", describe(sts))
	}
	sts = extract("The Justice Department said it would not bring charges.")
	if len(sts) == 0 || sts[0].Speaker.Name != "Justice Department" || sts[0].Speaker.Role != "" {
		t.Errorf("want the Justice Department without a role:%s", describe(sts))
	}
	sts = extract("Chief Executive Ada Moss said the plan had failed.")
	if len(sts) == 0 || sts[0].Speaker.Name != "Ada Moss" || sts[0].Speaker.Role != "Chief Executive" {
		t.Errorf("want Ada Moss, Chief Executive:%s", describe(sts))
	}
}

// A quotation left open at a paragraph's end goes on in the next (the
// convention of news copy): its sentences are the speaker's, direct.
func TestAQuotationOpenToTheParagraphsEnd(t *testing.T) {
	text := "\"The bill is a giveaway,\" Ada Moss said in a speech. \"It does nothing for families.\n\n\"And it adds to the deficit.\""
	sts := extract(text)
	if len(sts) != 3 {
		t.Fatalf("want three statements:%s", describe(sts))
	}
	for _, s := range sts {
		if s.Speaker.Name != "Ada Moss" || !s.Direct {
			t.Errorf("want Ada Moss, direct:%s", describe(sts))
		}
	}
	if sts[1].Content != "It does nothing for families" {
		t.Errorf("second: %q", sts[1].Content)
	}
	// a straight mark opening a quotation of several sentences that goes on
	// in the next paragraph: the speaker's words, reports in them included
	text = "\"It is about accountability,\" said Ola Dahl. \"She promised to fix the roads. She didn't.\n\n\"We gave her four years,\" he added."
	if got, want := speakersAndContents(extract(text)), []string{"Ola Dahl: It is about accountability", "Ola Dahl: She promised to fix the roads. She didn't", "Ola Dahl: We gave her four years"}; !slices.Equal(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
	// a stray mark mid-paragraph continues nothing
	if sts := extract("\"The bill is a giveaway,\" Ada Moss said. \"It does nothing. The vote is Friday."); len(sts) != 1 {
		t.Errorf("a stray mark made a continuation:%s", describe(sts))
	}
}

// TestCitedSourcesSpeakThroughTheOutlet: an outlet's report that cites its
// source is the source's statement through the outlet, and "citing" is no
// statement of its own.
func TestCitedSourcesSpeakThroughTheOutlet(t *testing.T) {
	for _, c := range []struct{ text, speaker, outlet, hopCue, content string }{
		{"The New York Times, citing unnamed officials, reported that the talks had collapsed.", "unnamed officials", "The New York Times", "reported", "the talks had collapsed"},
		{"Citing three people familiar with the deal, The Wall Street Journal reported that the merger would be announced.", "three people familiar with the deal", "The Wall Street Journal", "reported", "the merger would be announced"},
		{"Bloomberg News reported that the fund had lost $2 billion, citing a person familiar with the matter.", "a person familiar with the matter", "Bloomberg News", "reported", "the fund had lost $2 billion"},
		{"Bloomberg News reported on Tuesday, citing a person familiar with the matter, that the fund had lost $2 billion.", "a person familiar with the matter", "Bloomberg News", "reported", "the fund had lost $2 billion"},
	} {
		sts := extract(c.text)
		if len(sts) != 1 {
			t.Errorf("%q: want one statement:%s", c.text, describe(sts))
			continue
		}
		st := sts[0]
		if st.Speaker.Name != c.speaker || strings.ToLower(st.Cue) != "citing" || len(st.Via) != 1 || st.Via[0].Entity.Name != c.outlet || st.Via[0].Cue != c.hopCue || st.Content != c.content {
			t.Errorf("%q: got %s via %+v", c.text, describe(sts), st.Via)
		}
	}
	// an organization's report that cites is its own, with no hop
	sts := extract("The ministry, citing hospital figures, said that 12 people had died.")
	if len(sts) != 1 || sts[0].Speaker.Name != "the ministry" || sts[0].Cue != "said" || len(sts[0].Via) != 0 {
		t.Errorf("a ministry's report:%s", describe(sts))
	}
}

// TestPlatformsAreTheMedium: "on Telegram", "on X" is where it was said: the
// statement's medium, not its content; "X" only capitalized.
func TestPlatformsAreTheMedium(t *testing.T) {
	for _, c := range []struct{ text, content, medium string }{
		{"The governor, Oleh Syniehubov, wrote on Telegram that rescue work was continuing.", "rescue work was continuing", "Telegram"},
		{"“The vote was rigged,” Ira Kent wrote on X.", "The vote was rigged", "X"},
		{"Ada Moss said on Instagram that she would run.", "she would run", "Instagram"},
		{"The vote was rigged, the governor wrote on Telegram.", "The vote was rigged", "Telegram"}, // (the platform after the skipped "on")
		// a fronted medium
		{"In a tweet, Ada Moss said the rally was a success.", "the rally was a success", "Twitter"},
		{"Writing on Twitter, Ada Moss said the rally was a success.", "the rally was a success", "Twitter"},
		{"In a post on Telegram, the governor wrote that rescue work was continuing.", "rescue work was continuing", "Telegram"},
		{"In a sign of tension, Ada Moss said the talks had stalled.", "the talks had stalled", ""},
		{"Ada Moss unleashed a series of tweets early Friday saying that the levy was unfair.", "the levy was unfair", "Twitter"}, // any past tense issues the medium; a time between it and the participle
		{"In a post on Threads, Ada Moss said the rally was a success.", "the rally was a success", "Threads"},
		{"In a 40-page opinion, Judge Carla Mendes wrote that the law imposes an undue burden.", "the law imposes an undue burden", "opinion"},
		// a programme after the outlet, and its relative clause, are no part of what was said
		{"Ada Moss said in an interview with NBC's “Meet the Press” that aired Sunday that she expected the shutdown to last weeks.", "she expected the shutdown to last weeks", "interview"},
		// a medium between the cue and what was said
		{"The company said in a letter to shareholders that profits would fall.", "profits would fall", "letter"},
		{"The senator said in a statement on Tuesday that she would run.", "she would run", "statement"},
		{"The mayor wrote in an op-ed that the plan was flawed.", "the plan was flawed", "op-ed"},
		{"“The plan is flawed,” the mayor said in a speech.", "The plan is flawed", "speech"},
		{"A passenger arrived on Saturday, the agency said in an advisory issued Monday.", "A passenger arrived on Saturday", "advisory"},
		{"A group of former players filed a lawsuit Monday accusing the league of hiding the risks.", "the league of hiding the risks", "lawsuit"}, // the subject of "filed" accuses, in the lawsuit
		// a medium closing what was said
		{"The opposition leader urged supporters to stay calm in a video message posted online.", "supporters to stay calm", "video"},
		// "by phone" after the cue and its recipient
		{"The attack was carried out by the group, a spokesman told Lund Radio by phone.", "The attack was carried out by the group", "phone call"},
		{"The attack was carried out by the group, a spokesman said by telephone from Kabul.", "The attack was carried out by the group", "phone call"},
		{"A spokesman said by email that the attack was carried out by the group.", "the attack was carried out by the group", "email"},
		{"Her office said she had spoken with Erik Sand by phone.", "she had spoken with Erik Sand by phone", ""}, // (inside what was said it stays)
	} {
		sts := extract(c.text)
		if len(sts) != 1 || sts[0].Content != c.content || sts[0].Medium != c.medium {
			t.Errorf("%q: want %q on %s:%s medium %q", c.text, c.content, c.medium, describe(sts), func() string {
				if len(sts) > 0 {
					return sts[0].Medium
				}
				return ""
			}())
		}
	}
}

// TestANamedDescriptionIsNoAnaphor: "the ministry" refers back to the
// organization before it; "the Clinton campaign" names its own.
func TestANamedDescriptionIsNoAnaphor(t *testing.T) {
	sts := extract("The Interior Ministry said the border was closed. The ministry said it would reopen. The Moss campaign said the closure was a stunt.")
	if len(sts) != 3 {
		t.Fatalf("statements:%s", describe(sts))
	}
	if sts[1].Speaker.ID != sts[0].Speaker.ID {
		t.Errorf("'the ministry' is not the Interior Ministry:%s", describe(sts))
	}
	if sts[2].Speaker.ID == sts[0].Speaker.ID {
		t.Errorf("'the Moss campaign' is the Interior Ministry:%s", describe(sts))
	}
	// a modifier says which body: "the health ministry" is not the Kremlin;
	// "the extremist group" may be any group named before
	sts = extract("The Kremlin said the talks had failed. The health ministry reported 1,200 new cases. " +
		"The Free Farmers Front said it did it. The extremist group said more would follow.")
	if len(sts) != 4 || sts[1].Speaker.ID == sts[0].Speaker.ID || sts[3].Speaker.ID != sts[2].Speaker.ID {
		t.Errorf("modified descriptions:%s", describe(sts))
	}
}

// TestAccordingToOutranksThePassive: a clause "according to X" gives a
// speaker is not also a passive report of nobody's.
// firstStatementIs extracts text and fails t unless the first statement is
// name's with content (and, with only, the only one). It returns the
// statements and whether they passed.
func firstStatementIs(t *testing.T, text, name, content string, only bool) ([]kg.Statement, bool) {
	t.Helper()
	sts := extract(text)
	if len(sts) == 0 || only && len(sts) != 1 || sts[0].Speaker.Name != name || sts[0].Content != content {
		t.Errorf("%q: want %s: %q:%s", text, name, content, describe(sts))
		return sts, false
	}
	return sts, true
}

// TestDescriptionThenName: a description, then the name between commas,
// then the cue: the name speaks and the words after the cue are the report
// (it had been read as an inverted "Q, said X", the report's words the speaker).
func TestDescriptionThenName(t *testing.T) {
	for _, c := range []struct{ text, name, content string }{
		{"The former campaign manager, Ola Dahl, said the aide should be fired.", "Ola Dahl", "the aide should be fired"},
		{"Mr. Lund's former campaign manager, Ola Dahl, said the aide should be fired.", "Ola Dahl", "the aide should be fired"},
		{"“It will take years,” Ola Dahl, Moss’ campaign manager, said in a statement.", "Ola Dahl", "It will take years"},
		{"The plan will help Lund, said Ola Dahl.", "Ola Dahl", "The plan will help Lund"},
		// a long relative clause with an acronym in parentheses
		{"Ola Dahl, whose education at the University of Lund was paid for by the army because he joined the Reserve Officers’ Training Corps (ROTC) program, said more students should get that chance.", "Ola Dahl", "more students should get that chance"},
		// a description after an opening subordinator; the report ends with its clause
		{"When the bureau's director, Ola Dahl, said on Tuesday that there was no evidence, experts understood.", "Ola Dahl", "there was no evidence"},
		{"Although the company's chief executive, Ola Dahl, said profits would rise, shares fell.", "Ola Dahl", "profits would rise"},
		// after the report: the description is the name's, not the report's
		{"Moss remains committed to the race, his top aide, Ola Dahl, told the Lund Herald.", "Ola Dahl", "Moss remains committed to the race"},
		{"“We will win,” his top aide, Ola Dahl, told reporters.", "Ola Dahl", "We will win"},
	} {
		if sts, ok := firstStatementIs(t, c.text, c.name, c.content, false); ok && strings.Contains(c.text, "top aide") && sts[0].Speaker.Role != "aide" {
			t.Errorf("%q: role %q, want aide", c.text, sts[0].Speaker.Role)
		}
	}
}

// TestAnIrregularPastEndsTheSubject: "left" ends the subject of a
// coordinated verb's sentence as "-ed" does; "declined by" is a fall.
func TestAnIrregularPastEndsTheSubject(t *testing.T) {
	sts := extract("The Lund Reserve left interest rates unchanged on Wednesday but signaled it could cut them later this year. Median income declined by 0.2% from 2005 to 2014.")
	if len(sts) != 1 || sts[0].Speaker.Name != "Lund Reserve" || sts[0].Content != "it could cut them later this year" {
		t.Errorf("want the reserve's signal alone:%s", describe(sts))
	}
}

// TestLongUnnamedSourcesAndInitials: an unnamed source whose head comes
// late ("A U.S. law enforcement official familiar with ..."); a name that
// opens with an initial after a quotation.
func TestLongUnnamedSourcesAndInitials(t *testing.T) {
	for _, c := range []struct{ text, name, content string }{
		{"A U.S. law enforcement official familiar with the investigation said that prosecuting anyone would be difficult.", "A U.S. law enforcement official familiar with the investigation", "prosecuting anyone would be difficult"},
		{"“The winds are changing,” J. Ola Dahl, executive director of the Lund Legal Center, said in a recent interview.", "J. Ola Dahl", "The winds are changing"},
		{"“The winds are changing,” J. Ola Dahl said.", "J. Ola Dahl", "The winds are changing"},
	} {
		firstStatementIs(t, c.text, c.name, c.content, true)
	}
}

// TestLongIntroductionsAndMonths: "Dec. 2" is no sentence end; a long
// introductory phrase after "But" is passed over; a past tense without -ed
// ends a one-word subject; a place after "in" is no affiliation.
func TestLongIntroductionsAndMonths(t *testing.T) {
	for _, c := range []struct{ text, name, content, affiliation string }{
		{"On Dec. 2, Col. Ola Dahl, a military spokesman, said the raid was a combat operation.", "Ola Dahl", "the raid was a combat operation", ""},
		{"But in a conference call with reporters on Dec. 2, Col. Ola Dahl, a military spokesman in Lundgrad, said, “A raid is a combat operation.”", "Ola Dahl", "A raid is a combat operation", ""},
		{"Moss put off deciding whether the group could question her but said the group could come back later.", "Moss", "the group could come back later", ""},
		{"Ola Dahl, an official in the Lund administration, said the talks were over.", "Ola Dahl", "the talks were over", "the Lund administration"}, // (kept: a body after "in")
	} {
		sts, ok := firstStatementIs(t, c.text, c.name, c.content, true)
		if !ok {
			continue
		}
		if aff := sts[0].Speaker.Affiliation; c.affiliation == "" && aff != nil || c.affiliation != "" && (aff == nil || aff.Name != c.affiliation) {
			t.Errorf("%q: affiliation %+v, want %q", c.text, aff, c.affiliation)
		}
	}
}

// TestMoreSpeakerShapes: a medium after an inverted speaker; a time phrase
// or a description before a participle's subject; a long relative clause;
// a lost space after a stop; the cue first.
func TestMoreSpeakerShapes(t *testing.T) {
	for _, c := range []struct{ text, name, content string }{
		{"“This is simple -- what Moss is saying is dangerous,” said Lund campaign manager Ola Dahl in a statement.", "Ola Dahl", "This is simple -- what Moss is saying is dangerous"},
		{"This year, Ola Dahl rose to the defense of the embattled president of the league, who is under investigation, saying he should be awarded a prize.", "Ola Dahl", "he should be awarded a prize"},
		{"The French minister of environment and energy, Ada Moss, arrived at a meeting on Monday, saying the agreement might be signed by then.", "Ada Moss", "the agreement might be signed by then"},
		{"Ms. Moss's presidential campaign, which has been shadowed for 17 months by the controversy over the private email server she used, said that the emails had no bearing on the case.", "Ms. Moss's presidential campaign", "the emails had no bearing on the case"},
		{"“Lund has complete control over the port,” Ola Dahl said.Dahl claimed that he learned this from traders.", "Ola Dahl", "Lund has complete control over the port"},
		{"Said Ada Moss, who grew up with him in the neighborhood, “We were all so proud of him.”", "Ada Moss", "We were all so proud of him"},
		{"''Publish the book that Ada Moss doesn't want you to read,'' the pitch on Kickstarter says.", "Kickstarter", "Publish the book that Ada Moss doesn't want you to read"}, // whatever stands between the quotation and its cue
		{"“The new plans will not solve this,” Ada Moss, assistant secretary of state for population, refugees, and migration, said on the same call.", "Ada Moss", "The new plans will not solve this"},
		{"According to a 52-count civil complaint filed by the Lund Securities Commission and a 15-count complaint by the county, the developers looted the fund.", "a 52-count civil complaint filed by the Lund Securities Commission and a 15-count complaint by the county", "the developers looted the fund"}, // a long source before the comma
		{"The Flames have won three straight, and their goalie, Ola Dahl, said they were confident.", "Ola Dahl", "they were confident"},                                                                                                                                                                           // a new clause's subject after its conjunction
		{"“It is too early,” said one oil trader in Lund, who asked not to be named.", "one oil trader", "It is too early"},                                                                                                                                                                                        // a place, then a relative that describes the speaker
		{"The board of governors said in a statement that it had accepted the resignation.", "the board of governors", "it had accepted the resignation"},                                                                                                                                                          // a body's "of" and its members in small letters
		{"The mill closed in May, but its owner, Ada Moss, said it would reopen.", "Ada Moss", "it would reopen"},
		{"“The levy will pass,” said one farmer familiar with the Lund council's work.", "one farmer familiar with the Lund council's work", "The levy will pass"}, // an unnamed source's description
		{"The requirement is a “lawful source of income,” as a Lund memo put it.", "Lund", "The requirement is a “lawful source of income"},                        // the aside's comma inside the quotation
		// a body's name goes on over "for"; a description after "of the" is no part of the name
		{"“Patients should not expect miracles,” said Tomas Wren of the Institute for Brain Health.", "Tomas Wren", "Patients should not expect miracles"},
		{"“Patients should not expect miracles,” said Tomas Wren of the institute.", "Tomas Wren", "Patients should not expect miracles"},
	} {
		firstStatementIs(t, c.text, c.name, c.content, false)
	}
}

// TestTheSentencesOpeningSubject: a speech verb whose subject stands far
// from it, past a quotation, a fronted phrase or a long relative clause,
// still has the noun phrase the sentence opens with as its speaker; a
// sentence that opens with no subject gives none.
func TestTheSentencesOpeningSubject(t *testing.T) {
	for _, c := range []struct{ text, name, content string }{
		{"Ms. Moss, citing ''the unique magic of the league,'' said the levy could pass in states like Ohio and Iowa.", "Ada Moss", "the levy could pass in states like Ohio and Iowa"},
		{"Alarmed by the unrest in Lund, Senator Ola Dahl, the minority leader, said that he spoke with Ms. Moss on Tuesday.", "Ola Dahl", "he spoke with Ms. Moss on Tuesday"},
		{"Ola Dahl, a top Lund operative who played a major role in the 2008 race and is now running the early-vote effort in the state, said the absentee program is a critical part of the strategy.", "Ola Dahl", "the absentee program is a critical part of the strategy"},
		{"Many of the local league leaders who’d rather be working now on a campaign for Moss or Dahl or Ina Kirsch said they’ve rallied behind the levy.", "Many of the local league leaders", "they’ve rallied behind the levy"},
	} {
		hasStatement(t, c.text, "Ada Moss spoke first.\n\n"+c.text, c.name, c.content)
	}
	for _, text := range []string{
		"Perhaps counterintuitively, deeply researched features and long pieces like the paper's said it all.",
		"Aside from saying the levy was unfair, the farmer also said the council had lied.",
	} {
		for _, st := range extract(text) {
			if n := st.Speaker.Name; n == "Perhaps" || n == "Aside" || strings.HasPrefix(n, "Perhaps ") {
				t.Errorf("%q: no subject opens the sentence:%s", text, describe(extract(text)))
			}
		}
	}
}

// TestObjectEnds: an object's content ends where the subject's next verb
// begins, "and" and a past tense, whatever follows that verb; a participle
// after "and" in a list stays ("the plan she drafted and revised by hand").
func TestObjectEnds(t *testing.T) {
	for _, c := range []struct{ text, name, content string }{
		{"Ada Moss mentioned the levy and went right back to her notes.", "Ada Moss", "the levy"},
		{"Ada Moss criticized the rules on travel, as well as the new taxes on fuel.", "Ada Moss", "the rules on travel, as well as the new taxes on fuel"},
		{"Ada Moss is thanking supporters at a Super Tuesday rally in Lund.", "Ada Moss", "supporters at a Super Tuesday rally in Lund"}, // a name's day before its noun is no time
		{"Ada Moss told a crowd in Salem, New Hampshire on Monday that the levy is fair.", "Ada Moss", "the levy is fair"},               // where, a place and its state, then "that"
		{"Ada Moss said in Salem, New Hampshire, that the levy is fair.", "Ada Moss", "the levy is fair"},
		{"Ada Moss characterized Sen. Ola Dahl, D-Vt., as a friend of the farmers.", "Ada Moss", "Sen. Ola Dahl, D-Vt., as a friend of the farmers"}, // past a senator's party and state
		{"Ada Moss talked about the levy and made comments about the council.", "Ada Moss", "the levy"},
		{"Ada Moss promised a veto and attempted to make the case.", "Ada Moss", "a veto"},
		{"Ada Moss praised the plan she drafted and revised by hand.", "Ada Moss", "the plan she drafted and revised by hand"},
		{"Ada Moss blasted the council for promoting fracking in other counties.", "Ada Moss", "the council for promoting fracking in other counties"}, // a gerund's object in -ing
		{"Ada Moss blasted an advert running on local TV.", "Ada Moss", "an advert"},                                                                   // (a participle after a noun still ends it)
	} {
		hasStatement(t, c.text, c.text, c.name, c.content)
	}
}

// TestSubjectsOfASecondClause: a clause that opens inside what looks like
// the object of the clause before has a subject of its own ("copied on the
// questions and Dahl said", "so angry about the levy he said"), and a
// participle after "since" has the main clause's subject.
func TestSubjectsOfASecondClause(t *testing.T) {
	for _, c := range []struct{ text, name, content string }{
		{"Ada Moss was copied on the questions and Ola Dahl said he spoke to her before the vote.", "Ola Dahl", "he spoke to her before the vote"},
		{"Ola Dahl was so fired up about the levy he said the council should vote on it at once.", "Ola Dahl", "the council should vote on it at once"},
		{"Since announcing in October that he would not seek the post, Ola Dahl has been a loyal lieutenant.", "Ola Dahl", "he would not seek the post"},
		{"Ola Dahl visited the site and on Tuesday told reporters the damage was extensive.", "Ola Dahl", "the damage was extensive"},
		{"The mayor freed up funds for the levee but last week said more money was needed.", "mayor", "more money was needed"},
		{"The new ad hits the mayor for his spending and claims that the levee is late.", "ad", "the levee is late"},
	} {
		hasStatement(t, c.text, c.text, c.name, c.content)
	}
}

// TestFrontedAndInterruptedReports: a participle that opens the sentence,
// or follows a short introduction, has the main clause's subject; "as X
// reported" after an introduction reports the main clause; a report after
// the attribution's comma that only sums the clause up ("a debate that ...")
// is no part of it; an appositive that ends in a quoted name or holds a
// noun that is a cue form still describes the speaker.
func TestFrontedAndInterruptedReports(t *testing.T) {
	for _, c := range []struct{ text, name, content string }{
		{"Declaring that he alone can secure the homeland, the billionaire offered himself as a candidate.", "the billionaire", "he alone can secure the homeland"},
		{"Noting that only Ada Moss voted with the league, Ola Dahl added: “That’s where your problem is.”", "Ola Dahl", "only Ada Moss voted with the league"},
		{"Now, after arguing that the results narrowed the race, his team is suggesting that the race is over.", "his team", "the results narrowed the race"},
		{"In the old Lund republic, as Ola Dahl reported in his book, the party leaders had lavish country houses.", "Ola Dahl", "the party leaders had lavish country houses"},
		{"Farmers overwhelmingly oppose the levy, a new Lund University poll finds, a debate that is likely to come to a head this week.", "Lund University", "Farmers overwhelmingly oppose the levy"},
		{"Ola Dahl, the hacker known as “Guccifer,” stated that he had access to the server.", "Ola Dahl", "he had access to the server"},
		{"Ola Dahl, the star of the show \"The Farm,\" said that fairs have been too dull.", "Ola Dahl", "fairs have been too dull"},
		{"After saying the levy was dead, Ada Moss left the room.", "Ada Moss", "the levy was dead"},                                                            // an irregular past after the fronted participle's comma
		{"After saying her foot was “so swollen I could barely walk,” Ada Moss was flown to Lund.", "Ada Moss", "her foot was “so swollen I could barely walk"}, // the comma inside the quotation
		{"“It is insane,” Ola Dahl said, going on to say that the levy has failed.", "Ola Dahl", "the levy has failed"},                                         // "going on to say" as ", adding"
		{"Ada Moss was criticized for saying that the levy was dead.", "Ada Moss", "the levy was dead"},                                                         // a gerund after "for": the clause's subject
		{"Then someone asked how the council could pay.", "someone", "how the council could pay"},
		{"At the fair, Kipling reminisced about her youth, and said the levy had failed.", "Kipling", "the levy had failed"}, // a name in -ing before a past tense
		{"Nine of 10 farmers were worried; most said they were “very worried.”", "most", "they were “very worried.”"},
		{"The study -- which notes that many firms would owe taxes -- should worry voters.", "study", "many firms would owe taxes"}, // a relative clause between dashes
		{"The study — which notes that many firms would owe taxes — should worry voters.", "study", "many firms would owe taxes"},
		{"A Lund ad in 2008 questioned whether Ada Moss was prepared.", "ad", "whether Ada Moss was prepared"}, // a year between the subject and its verb
		{"Critics checked Ada Moss’s claim that there have been thousands of fires.", "Ada Moss", "there have been thousands of fires"},
	} {
		hasStatement(t, c.text, c.text, c.name, c.content)
	}
}

// TestReducedRelatives: a participle right after a noun phrase, with no
// comma or "who" between, reports that phrase's stance or words ("super
// PACs supporting Ada Moss"); an -ing noun ("a court ruling that") and a
// progressive ("is supporting") are no such participle.
func TestReducedRelatives(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Digital ads were a key focus for super PACs supporting presidential candidates, which spent more than $10 million.", "super PACs: presidential candidates"},
		{"The campaign has included millions of dollars in ads attacking candidates vying with Dahl for support.", "ads: candidates vying with Dahl for support"},
		{"After the release of a video from the group threatening an attack in Lund, Dahl called for calm.", "the group: an attack in Lund"},
	} {
		sts := extract(c.text)
		var got []string
		for _, st := range sts {
			got = append(got, st.Mention+": "+st.Content)
		}
		if !slices.Contains(got, c.want) {
			t.Errorf("%q: want %q:%s", c.text, c.want, describe(sts))
		}
	}
	for _, text := range []string{"That requirement was lifted in a landmark Lund court ruling that took away the power of the council."} {
		for _, st := range extract(text) {
			if st.Cue == "ruling" {
				t.Errorf("%q: a noun, no report:%s", text, describe(extract(text)))
			}
		}
	}
}

// TestNothingSaid: idioms and empty objects of "say" are no statements.
// TestAccordingToAnAppositive: "According to X, a monitoring group, Q": the
// appositive describes X (its role, when it has one) and is no part of Q.
func TestAccordingToAnAppositive(t *testing.T) {
	for _, c := range []struct{ text, speaker, role, content string }{
		{"According to the Lund Observatory for Human Rights, a Britain-based monitoring group, at least 40 people were killed.", "Lund Observatory for Human Rights", "", "at least 40 people were killed"},
		{"According to Ada Moss, a spokeswoman for the Lund Farmers League, the levy will pass.", "Ada Moss", "spokeswoman", "the levy will pass"},
	} {
		sts := extract(c.text)
		if len(sts) != 1 || sts[0].Speaker.Name != c.speaker || sts[0].Speaker.Role != c.role || sts[0].Content != c.content {
			t.Errorf("%q: want %s (%s): %q:%s", c.text, c.speaker, c.role, c.content, describe(sts))
		}
	}
}

// TestHeadlineAdverbsEndTheSubject: "Ola Dahl Finally Endorses ...", a
// title-case headline's adverb, is no part of the speaker's name.
func TestHeadlineAdverbsEndTheSubject(t *testing.T) {
	sts := extract("Ola Dahl Finally Endorses The Lund Levy")
	if len(sts) != 1 || sts[0].Speaker.Name != "Ola Dahl" || sts[0].Mention != "Ola Dahl" {
		t.Errorf("want Ola Dahl:%s", describe(sts))
	}
}

// TestWhatXCalled: "ended what critics called the “levy of shame”" is the
// critics' naming; the words before "what" are no part of the speaker.
func TestWhatXCalled(t *testing.T) {
	sts := extract("The council ended what critics called the “levy of shame.”")
	if len(sts) != 1 || sts[0].Speaker.Name != "critics" || sts[0].Content != "the “levy of shame.”" {
		t.Errorf("want the critics' naming:%s", describe(sts))
	}
	// a quotation that opens the name is all of it: the words after are the article's
	sts = extract("Banks formed what they called “financial supermarkets,” all-in-one financial shops.")
	if len(sts) != 1 || sts[0].Content != "financial supermarkets" {
		t.Errorf("want the quotation alone:%s", describe(sts))
	}
}

// TestClauseBeforeTheSubject: a clause of the article's that runs into the
// subject ("This is how X explained", "the letter was read and X
// testified") is no part of the mention; a relative clause is.
func TestClauseBeforeTheSubject(t *testing.T) {
	for _, c := range []struct{ text, mention string }{
		{"This is how Ada Moss explained the levy to the council.", "Ada Moss"},
		{"Her letter was read aloud and Ada Moss testified that the levy was unfair.", "Ada Moss"},
		{"That is what Ola Dahl threatened to do.", "Ola Dahl"},
		{"Voters who were polled said the levy was unfair.", "Voters who were polled"},
	} {
		if sts := extract(c.text); len(sts) != 1 || sts[0].Mention != c.mention {
			t.Errorf("%q: want the mention %q:%s", c.text, c.mention, describe(sts))
		}
	}
}

// TestMannerIsNoContent: an adverb alone after a cue says how, not what
// ("responded angrily"); a report that inherits the speaker still has it.
func TestMannerIsNoContent(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"The senator responded quickly, saying the levy was dead.", "senator: the levy was dead"},
		{"“The levy is dead,” said a farmer, who, like all of them, responded anonymously.", "farmer: The levy is dead"},
	} {
		sts := extract(c.text)
		if len(sts) != 1 || !strings.Contains(sts[0].Speaker.Name, strings.Split(c.want, ": ")[0]) || sts[0].Content != strings.Split(c.want, ": ")[1] {
			t.Errorf("%q: want only %q:%s", c.text, c.want, describe(sts))
		}
	}
}

func TestNothingSaid(t *testing.T) {
	for _, text := range []string{
		"That said, a loss to Moss in this state would be a blow.",
		"The governor tried to walk back his comments a day after he said them.",
		"Ms. Moss joined the bank in 2014, but she said almost nothing about policy until October.",
		"Ola Dahl, who helped found the Lund Council, spoke for an hour.",
		"The mayor is ahead in the polls, and in a close race the levy passed.", // a poll after its clause: seldom annotated (inPoll)
		"In a close race, the levy passed.",
		"The deal, drawing scorn from party leaders, passed.", // a participle: its subject is the clause's (drewReaction)
		"The lawyers made the case in court.",                 // no report follows "the case"
		"The ruling made the rules clear.",
		"Ada Moss put it in the drawer.",
		"What she called the levy remains a mystery.",
		"The Lund attacks tested the mayor's strategy.", // a place's event, a noun
		"The figures include pledged delegates and superdelegates.",
		"The release includes 64 emails deemed classified.",       // a passive participle: nobody's verdict named
		"A company called Lund Tools gave $5,000 to the council.", // "called" names the company
		"She wiped the archive with a program called “BitWipe.”",
		"Savers got cards in the mail they never asked for or just were confused.", // a stranded preposition
		"When the council cut the funds, Lund said enough.",
		"Ada Moss called into a Lund radio program when she was sick.", // on the telephone
		"Ola Dahl called in to a town hall about the levy.",
		"There should be a call to voters.", // an indefinite noun: no one's stance
		"This week should be a call to voters.",
		"-- which notes that firms would owe taxes -- should worry voters.", // a dashed relative with nothing before it (looped forever once)
		"The senator responded angrily.",                                    // how, not what
		"A strong showing from Ada Moss could push the others out.",         // "showing" a result, a noun
		"Others did not return calls and emails seeking comment.",           // a negated clause is no speaker of "calls"
	} {
		if sts := extract(text); len(sts) != 0 {
			t.Errorf("%q: want no statement:%s", text, describe(sts))
		}
	}
	// "called" with a complement after the name is a verdict
	if sts := extract("A senator called Ada Moss a liar."); len(sts) != 1 || sts[0].Cue != "called" {
		t.Errorf("want the verdict:%s", describe(sts))
	}
	// a quotation that opens with "Nothing" is one
	if sts := extract("“Nothing real will happen unless we have a revolution,” Ola Dahl said."); len(sts) != 1 {
		t.Errorf("want the quotation:%s", describe(sts))
	}
}

// TestAttributionAfterAQuotationsOwnStop: "“... today?” Miller, a retired
// worker, said pleasantly into the phone" is the quotation's attribution,
// over the appositive; "In a speech last July, he said:" takes the next
// paragraph.
func TestAttributionAfterAQuotationsOwnStop(t *testing.T) {
	for _, c := range []struct{ text, name, content string }{
		{"“I am calling from the campaign. How are you today?” Ada Moss, a retired worker from a nuclear plant, said pleasantly into the phone.", "Ada Moss", "I am calling from the campaign. How are you today?"},
		{"Ada Moss had no kind words for the plan. In a speech last July, Moss said:\n\nLet no one be mistaken, the plan is a failure.", "Ada Moss", "Let no one be mistaken, the plan is a failure"},
	} {
		firstStatementIs(t, c.text, c.name, c.content, true)
	}
}

// TestDocumentsAndRecipients: a document's participle ends its head ("an
// indictment unsealed on Tuesday" is no person Tuesday, and its name no
// day); whom a warning went to comes before "that".
func TestDocumentsAndRecipients(t *testing.T) {
	sts := extract("Prosecutors charged the men with fraud, according to an indictment unsealed on Tuesday.")
	if len(sts) != 1 || !strings.HasPrefix(sts[0].Speaker.Name, "an indictment") || strings.Contains(sts[0].Speaker.Name, "Tuesday") || sts[0].Speaker.Type == kg.Person {
		t.Errorf("want the indictment's statement:%s", describe(sts))
	}
	sts = extract("The board projects a shortfall of $28 million, according to budget documents presented to trustees Wednesday.")
	if len(sts) != 1 || sts[0].Speaker.Type == kg.Person {
		t.Errorf("want the documents' statement, no person Wednesday:%s", describe(sts))
	}
	for _, c := range []struct{ text, content string }{
		{"The central bank's governor, Ada Moss, warned lawmakers on Tuesday that inflation would stay high.", "inflation would stay high"},
		{"Risks are rising, warned the Lund Monetary Fund.", "Risks are rising"},
		{"Ada Moss cautioned against viewing that as an endorsement.", "against viewing that as an endorsement"},
	} {
		if sts := extract(c.text); len(sts) != 1 || sts[0].Content != c.content {
			t.Errorf("%q: want %q:%s", c.text, c.content, describe(sts))
		}
	}
}

// TestWireSentences holds wire-news sentences whose speaker, content or via
// had been wrong, one row each with its reason: "one of the people said",
// "Both A and B said", "According to X, which ..., Q", "Y quoted X as
// saying Q", statements issued, hops through phone calls and emails.
func TestWireSentences(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string // speaker (type): content [via]
	}{
		{"“There is no deal yet,” one of the people said.", []string{"one of the people (UnnamedSource): There is no deal yet []"}},
		{"Nearly eight of 10 voters say they plan to watch.", []string{"Nearly eight of 10 voters (Group): they plan to watch []"}},
		{"Both the mayor and the police chief said the inquiry was continuing.", []string{"the mayor (Person): the inquiry was continuing []", "the police chief (Person): the inquiry was continuing []"}},
		{"In a blog post, the company said the model was safe. “We found no evidence of risk,” the post said.", []string{"the company (Group): the model was safe []", "the company (Group): We found no evidence of risk []"}}, // a blog post, not the Post: the company's
		{"The Lund Mechanics Fraternal Association said talks had broken down.", []string{"Lund Mechanics Fraternal Association (Organization): talks had broken down []"}},                                                     // a plural inside a body's name
		{"Russia and Ukraine said the talks would resume.", []string{"Russia (Organization): the talks would resume []", "Ukraine (Organization): the talks would resume []"}},                                                  // a state and another, one word each
		{"The Lund Health Organization and UNICEF said measles cases rose.", []string{"Lund Health Organization (Organization): measles cases rose []", "UNICEF (Organization): measles cases rose []"}},                        // a body and an acronym
		{"Lund was shelled overnight, the regional governor said Monday.", []string{"the regional governor (Person): Lund was shelled overnight []"}},
		{"According to Reuters, which first reported the talks, the deal could be announced next week.", []string{"Reuters (NewsOutlet): the deal could be announced next week []"}},
		{"The Times quoted an unnamed official as saying the decision was final.", []string{"an unnamed official (UnnamedSource): the decision was final [The New York Times]"}},
		{"She was one of two women who declared their allegiance.", nil},
		// a participle after a statement: the issuer speaks, in the statement;
		// inside an opening phrase it is the main clause's
		{"On Saturday, Ada Moss issued a statement saying the judge was “a remarkable person.”", []string{"Ada Moss (Person): the judge was “a remarkable person.” []"}},
		{"His campaign sent out a fundraising email stressing the impact of the bid.", []string{"His campaign (Organization): the impact of the bid []"}},
		{"In a statement announcing the pick, the Lund Union called Moss a champion of its members.", []string{"Lund Union (Organization): Moss a champion of its members []"}},
		// "Even" is no part of the name
		{"Even Ada Moss, who backs the plan, said it would cost too much.", []string{"Ada Moss (Person): it would cost too much []"}},
		// a long name runs on past eight words; a role "to" a person is no person
		{"“This is a landmark discovery,” said lead researcher Ada Moss of the University of Lund. “It changes how we think.”", []string{"Ada Moss (Person): This is a landmark discovery []", "Ada Moss (Person): It changes how we think []"}},
		{"“His knowledge is about 20 years old,” said a longtime adviser to Ola Dahl.", []string{"a longtime adviser to Ola Dahl (UnnamedSource): His knowledge is about 20 years old []"}},
		// a day between the subject and its verb is no part of the subject
		{"The Lund Monetary Fund on Tuesday raised its growth forecast, saying the outlook had improved.", []string{"Lund Monetary Fund (Organization): the outlook had improved []"}},
		// the outlet a phone call, an email or an anonymous word went to is a hop
		{"The militants’ spokesman said in a phone call with Reuters that the group would attack again.", []string{"the militants’ spokesman (UnnamedSource): the group would attack again [Reuters]"}},
		{"In an email to The Washington Post, the company said it was cooperating with investigators.", []string{"the company (Group): it was cooperating with investigators [The Washington Post]"}},
		{"Speaking on condition of anonymity to The New York Times, two officials said the president had been briefed.", []string{"two officials (UnnamedSource): the president had been briefed [The New York Times]"}},
		{"The official, who spoke to Al Jazeera on condition of anonymity, said talks would resume.", []string{"the official (UnnamedSource): talks would resume [Al Jazeera]"}},
		// where it was written is the hop; a letter is a medium
		{"Writing in the Daily Telegraph, the former minister said the party had lost its way.", []string{"the former minister (Person): the party had lost its way [The Telegraph]"}},
		{"“Many of his ideas are far from heartwarming,” columnist Ada Moss wrote in the Global Times.", []string{"Ada Moss (Person): Many of his ideas are far from heartwarming [Global Times]"}},
		{"The former minister wrote in a letter that the party had lost its way.", []string{"the former minister (Person): the party had lost its way []"}},
		// a quoted word mid-sentence is no quotation before an inverted cue
		{"Ada Moss said she “absolutely” supported the plan, adding: “There is no other way.”", []string{"Ada Moss (Person): she “absolutely” supported the plan []", "Ada Moss (Person): There is no other way []"}},
		{"“We won” said Ada Moss.", []string{"Ada Moss (Person): We won []"}},
		// an aside by a body; a place named by "of" inside the speaker
		{"The report, by the Lund Institute, found that emissions rose 3% last year.", []string{"the report (Group): emissions rose 3% last year []"}},
		{"Police in the northern city of Lund said three people had been detained.", []string{"Police in the northern city of Lund (Group): three people had been detained []"}},
		// a source "quoted by" an outlet speaks through it
		{"According to a senior official quoted by Politico, the White House was weighing new sanctions.", []string{"a senior official (UnnamedSource): the White House was weighing new sanctions [Politico]"}},
		// "the official" is none of "two officials"
		{"Two officials said the talks had failed. The official added that the envoy would leave.", []string{"Two officials (UnnamedSource): the talks had failed []", "the official (UnnamedSource): the envoy would leave []"}},
		// a court's ruling reports, "ruled out" does not; an adverb before the
		// verb ends the subject; "family" is no adverb
		{"A federal judge on Friday temporarily blocked the law, ruling that it likely violated the constitution.", []string{"A federal judge (UnnamedSource): it likely violated the constitution []", "A federal judge (UnnamedSource): the law []"}}, // (the act, a learned stance, ends before the participle)
		{"The court ruled that the law was void. Ada Moss ruled out a run.", []string{"the court (Group): the law was void []"}},
		{"Rights groups hailed the decision. Ada Moss lambasted the plan.", []string{"Rights groups (Group): the decision []", "Ada Moss (Person): the plan []"}},
		{"The family later said that they were relieved.", []string{"the family (Group): they were relieved []"}},
		// a bare form is a verb after a modal or "did", a noun otherwise
		{"Ada Moss did not mention the deal. The minister will discuss the budget.", []string{"Ada Moss (Person): the deal []", "the minister (Person): the budget []"}},
		{"The discuss button and the mention count were hidden.", nil},
		// speech acts of judgement and stance with a noun-phrase object
		{"Ada Moss assailed the plan. Ola Dahl likened the deal to a trap. The union bemoaned the lack of funds.", []string{"Ada Moss (Person): the plan []", "Ola Dahl (Person): the deal to a trap []", "the union (Group): the lack of funds []"}},
		{"The minister unveiled a list of reforms on Monday. Ada Moss sided with the farmers.", []string{"the minister (Person): a list of reforms []", "Ada Moss (Person): the farmers []"}},
		{"Ada Moss alluded to the election during a meeting. Ola Dahl disavowed the remarks. Ida Lund hinted that she would run.", []string{"Ada Moss (Person): the election []", "Ola Dahl (Person): the remarks []", "Ida Lund (Person): she would run []"}},
		// a quotation, a dash, its speaker's name: features and letters pages
		{"“He is ignorant of our culture. He divides us.” ― Ada Moss", []string{"Ada Moss (Person): He is ignorant of our culture. He divides us []"}},
		{"“We were never asked.” — Ola Dahl, 34, of Lund", []string{"Ola Dahl (Person): We were never asked []"}},
		{"”Fear. I am afraid he will win.” ― Ada Moss", []string{"Ada Moss (Person): Fear. I am afraid he will win []"}}, // a closing mark that opens the paragraph opens
		// wire copy's '' quotation closing on a single mark: "bad.'''"
		{"''The answer is not to yell, 'China bad,''' Ada Moss said. ''We need a plan.''", []string{"Ada Moss (Person): The answer is not to yell, 'China bad []", "Ada Moss (Person): We need a plan []"}},
		{"Ada Moss said: ''The answer is not to yell, 'China bad.''' But Ola Dahl did not respond.", []string{"Ada Moss (Person): The answer is not to yell, 'China bad []"}},
		{"“We were never asked.” — and nobody cared.", nil},
		// an inverted speaker with a clause of when; a first name ending in -s
		// is no plural; a description with a relative clause runs long
		{"“We will appeal,” said Ada Moss when she left the court.", []string{"Ada Moss (Person): We will appeal []"}},
		{"James A. Lewis said the plan failed.", []string{"James A. Lewis (Person): the plan failed []"}},
		{"Ola Dahl, a former government cybersecurity expert who now studies the cyber activities of nations at the Lund Center for Strategic and International Studies, said, “They picked it up.”", []string{"Ola Dahl (Person): They picked it up []"}},
		// "As X said (when, where), Q": the main clause is what was said
		{"As Ada Moss said last week in Lund, “The port is the center of the future.”", []string{"Ada Moss (Person): The port is the center of the future []"}},
		{"As Ada Moss said the plan was dead, Ola Dahl left.", []string{"Ada Moss (Person): the plan was dead []"}},
		{"As one user pointed out with a telling chart, the gap between the two is so vast it is laughable.", []string{"one user (UnnamedSource): the gap between the two is so vast it is laughable []"}}, // how it was said
		{"As Ada Moss told reporters, the port is the center of the future.", []string{"Ada Moss (Person): the port is the center of the future []"}},                                                      // to whom
		// a document seen by someone, a copy of one
		{"A redacted copy of the memo seen by Reuters said investigators could not tell which files were taken.", []string{"A redacted copy of the memo (Group): investigators could not tell which files were taken [Reuters]"}},
		// a court's long name with an ordinal, before a coordinated report
		{"But the U.S. Court of Appeals for the 6th Circuit overruled and said Lund provided more early voting.", []string{"U.S. Court of Appeals for the 6th Circuit (Organization): Lund provided more early voting []"}},
		// an unlisted newspaper by its name's last word is a hop
		{"No one was injured, a police spokesman told the Lund Journal-Constitution.", []string{"a police spokesman (UnnamedSource): No one was injured [Lund Journal-Constitution]"}},
		// a dateline before the subject; a person and a body, each with its statement
		{"NEW YORK (AP) — Lundpharm Inc on Tuesday cut its forecast, blaming weaker demand, and said it would cut 500 jobs.", []string{"Lundpharm Inc (Organization): weaker demand []", "Lundpharm Inc (Organization): it would cut 500 jobs []"}},
		{"Ada Moss and the Lund Health Department said the water was safe.", []string{"Ada Moss (Person): the water was safe []", "Lund Health Department (Organization): the water was safe []"}},
		// a fronted participle's phrase, with a relative clause in it, before the subject
		{"Rallying hundreds of workers who are struggling to get by, Ada Moss tried to empathize with them and promised to deliver change.", []string{"Ada Moss (Person): to deliver change []", "Ada Moss (Person): with them []"}},
		{"Speaking in Lund, which votes on Tuesday, Ada Moss praised the plan but described its cost as a “work in progress.”", []string{"Ada Moss (Person): the plan []", "Ada Moss (Person): its cost as a “work in progress.” []"}},
		// an outlet's possessive before a name: the person, employed by the outlet
		{"The BBC's Ola Dahl, reporting from Gaza, said the hospital had run out of fuel.", []string{"Ola Dahl (Person): the hospital had run out of fuel []"}},
	} {
		checkWireRow(t, c.text, c.want)
	}
}

// TestAMonthIsNoAuxiliary: "In May," opens the sentence; "May" is no "may"
// ending the subject, and the participle's speaker is the subject after it.
func TestAMonthIsNoAuxiliary(t *testing.T) {
	sts := extract("In May, a federal judge sided with the plaintiffs, saying the law violated the constitution.")
	if len(sts) != 2 || sts[1].Speaker.Name != "a federal judge" || sts[1].Content != "the law violated the constitution" { // (and her stance, "sided with the plaintiffs")
		t.Errorf("want the judge's statement:%s", describe(sts))
	}
}

// TestAStopInsideTheQuoteBeforeItsAttribution: "“Q.” Trump said." is one
// sentence (a sloppy stop), unless the attribution reports words of its own.
func TestAStopInsideTheQuoteBeforeItsAttribution(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string // speaker: content
	}{
		{"“I hope you find the emails.” Ada Moss said.", []string{"Ada Moss: I hope you find the emails"}},
		{"“I hope you find the emails.” Ada Moss said on Wednesday.", []string{"Ada Moss: I hope you find the emails"}},
		{"“We won.” Ada Moss said the result was good.", []string{"Ada Moss: the result was good"}},
		{"Ada Moss says Lund is rigged. She adds, “What kind of genius loses a billion dollars?”", []string{"Ada Moss: Lund is rigged", "Ada Moss: What kind of genius loses a billion dollars?"}},
	} {
		got := speakersAndContents(extract(c.text))
		if !slices.Equal(got, c.want) {
			t.Errorf("%q:\n got %q\nwant %q", c.text, got, c.want)
		}
	}
}

// TestAPossessiveApostropheAfterS: "Sanders’ campaign" is a possessive, not
// a closing quotation mark; a ’ that closes a ‘ stays a mark.
func TestAPossessiveApostropheAfterS(t *testing.T) {
	toks := tokenize("Ada Sanders’ aide said ‘Lund Brothers’ and Moss' team left.", 0, len("Ada Sanders’ aide said ‘Lund Brothers’ and Moss' team left."))
	var words []string
	for _, tk := range toks {
		words = append(words, tk.text)
	}
	want := []string{"Ada", "Sanders’", "aide", "said", "‘", "Lund", "Brothers", "’", "and", "Moss'", "team", "left", "."}
	if !slices.Equal(words, want) {
		t.Errorf("tokens %q, want %q", words, want)
	}
	// inside a name, before a capital: "the Teachers' Federation"; a ’
	// that closes a ‘ before a capital stays a mark
	text := "The Teachers' Federation and the Builders’ Association named ‘Lund Brothers’ Tuesday."
	words = words[:0]
	for _, tk := range tokenize(text, 0, len(text)) {
		words = append(words, tk.text)
	}
	want = []string{"The", "Teachers'", "Federation", "and", "the", "Builders’", "Association", "named", "‘", "Lund", "Brothers", "’", "Tuesday", "."}
	if !slices.Equal(words, want) {
		t.Errorf("tokens %q, want %q", words, want)
	}
	if sts := extract("The Canadian Home Builders' Association warned that labour shortages could slow construction."); len(sts) != 1 ||
		sts[0].Speaker.Name != "Canadian Home Builders' Association" || sts[0].Speaker.Type != kg.Organization {
		t.Errorf("want the Canadian Home Builders' Association, an organization:%s", describe(sts))
	}
	// the name goes on being one person's: "Sanders" alone is hers
	sts := extract("Sen. Ada Sanders’ plan was a bold one. Sanders said the plan would pass.")
	if len(sts) != 1 || sts[0].Speaker.Name != "Ada Sanders" || sts[0].Speaker.Type != kg.Person {
		t.Errorf("want Ada Sanders, a person:%s", describe(sts))
	}
}

// TestAContinuationAfterANominalReport: the quotation that follows goes on
// the sentence's main speaker, not a report a noun made in its opening
// phrase, whose content ends where the main clause starts.
func TestAContinuationAfterANominalReport(t *testing.T) {
	sts := extract("In response to Ola Dahl's charge that she was weak, Ada Moss said they had made progress. “We did a great job.”")
	got := speakersAndContents(sts)
	want := []string{"Ada Moss: they had made progress", "Ola Dahl: she was weak", "Ada Moss: We did a great job"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

func TestAccordingToOutranksThePassive(t *testing.T) {
	sts := extract("The prime minister is expected to announce the plan on Friday, according to two government sources.")
	if len(sts) != 1 || sts[0].Speaker.Name != "two government sources" {
		t.Errorf("want only the sources' statement:%s", describe(sts))
	}
}

// TestAReportVerbEndsTheSubjectAfterIt: a report whose content is a clause
// without "that" holds a subject of its own, which starts after the outer
// verb ("noted they had said", not "the council noted they"); a report in an
// opening "While ..." clause ends at its comma, even where a belief inside
// it runs on; "a man calling himself Ola" names, it reports nothing; a
// relative pronoun ending a speaker phrase leaves the antecedent.
func TestAReportVerbEndsTheSubjectAfterIt(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string // speaker: content
	}{
		{"The Lund council noted they had previously said they would act.", []string{"Lund council: they had previously said they would act", "Lund council: they would act"}},
		{"Ada Moss noted her lawyer offered to testify in a closed session.", []string{"Ada Moss: her lawyer offered to testify in a closed session"}},
		{"Ada Moss keeps saying she opposed the war.", []string{"Ada Moss: she opposed the war"}},
		{"While Ada Moss acknowledged funding was a reason she felt tired, she also noted the staff had left.", []string{"Ada Moss: funding was a reason she felt tired", "Ada Moss: the staff had left"}},
		{"“Whoever opens the borders has no place here!” wrote a man calling himself Ola.", []string{"a man: Whoever opens the borders has no place here!"}},
		// a relative clause and a modifier are no outer report
		{"Voters who have endorsed Ada Moss say the race is close.", []string{"Voters: Ada Moss", "Voters who have endorsed Ada Moss: the race is close"}},
		{"A noted economist said the race is close.", []string{"A noted economist: the race is close"}},
		// a cue word after a name's possessive is a noun: the subject runs on over it
		{"A source familiar with Ada Moss's thinking said the plan was dead.", []string{"A source familiar with Ada Moss's thinking: the plan was dead"}},
	} {
		got := speakersAndContents(extract(c.text))
		if !slices.Equal(got, c.want) {
			t.Errorf("%q:\n got %q\nwant %q", c.text, got, c.want)
		}
	}
}

// TestTranscriptLabels: a label in capitals and a colon opens a paragraph
// of a transcript; the labelled speaker says the whole paragraph, reports
// inside it included, and a surname in capitals is the person named in full.
func TestTranscriptLabels(t *testing.T) {
	text := "Debate night.\n\nAda Moss spoke to Lund Radio.\n\nMOSS: Well, look, my rival thinks this is a game. It is serious business.\n\n\"HOST: Governor, I want to interrupt.\n\nUPDATE: The bridge is open.\n"
	sts := extract(text)
	got := speakersAndContents(sts)
	want := []string{"Ada Moss: Well, look, my rival thinks this is a game. It is serious business", "HOST: Governor, I want to interrupt"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// TestInterviewAnswers: in an interview set out as "Q:" and "A:", each
// answer is the words of the person interviewed (the one the article names
// most before the first question), its "I" too; the reports inside an answer
// stay; a question is no one's statement; "A:" with no "Q:" is no answer.
func TestInterviewAnswers(t *testing.T) {
	text := "Q&A: An economist on the rate cut\n\nThe Bank of Lund cut its rate on Wednesday. We asked economist Ada Moss what it means.\n\n" +
		"Q: Will mortgage rates come down?\n\nA: Variable rates will fall right away. I think fixed rates may not move much.\n\n" +
		"Q: Critics say the cut came too late. Are they right?\n\nA: No. Ola Dahl told me the data only turned in May.\n"
	got := speakersAndContents(extract(text))
	want := []string{
		"unknown: economist Ada Moss what it means", // (the article's own question)
		"Ada Moss: Variable rates will fall right away. I think fixed rates may not move much", "Ada Moss: fixed rates may not move much",
		"Critics: the cut came too late",
		"Ada Moss: No. Ola Dahl told me the data only turned in May", "Ola Dahl: the data only turned in May",
	}
	if !slices.Equal(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
	if got := extract("A: Variable rates will fall right away.\n"); len(got) != 0 {
		t.Errorf("an answer with no question: %s", describe(got))
	}
}

// TestStructuresLostOutright: sentences whose statements had been lost whole:
// a relative "that" after whom it was told, a clause quoted but for its
// subject, a description running over two roles, a long relative clause, a
// name after lower-case words that describe the person (with a date's slash
// kept inside its word), an organization's "which said", whose "which" says
// the antecedent is no person.
func TestStructuresLostOutright(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string // speaker: content
	}{
		{"“We are in a critical situation,” Ada Moss told reporters after the meeting that was held on a boat.", []string{"Ada Moss: We are in a critical situation"}},
		{"The country “has made dramatic changes,” Ada Moss said in June, citing the release of prisoners.", []string{"Ada Moss: The country “has made dramatic changes,”", "Ada Moss: the release of prisoners"}},
		{"Asked whether she “has the integrity to serve,” most voters said no.", []string{"most voters: no"}},
		{"Ola Dahl, an outside adviser to the campaign on tax and budget issues and an associate professor at the Lund School of Law, said that the plan was sound.", []string{"Ola Dahl: the plan was sound"}},
		{"Ada Moss, who as a Navy captain was the physician of the mayor in the administration of Lund and later retired from the service as an admiral, said that the leg was hurt.", []string{"Ada Moss: the leg was hurt"}},
		{"“They are 100 percent wrong,” said 9/11 widow Ada Moss.", []string{"Ada Moss: They are 100 percent wrong"}},
		{"Acme, which said it would cut jobs, signed the deal.", []string{"Acme: it would cut jobs"}},
		{"The deal came from health care, which recounts the gains.", nil},
		{"Shooting suspect arrested.", nil}, // the noun
		{"Ola Dahl's agent, Tom Berg, told reporters that talks were going well.", []string{"Tom Berg: talks were going well"}},
		// when and where, up to nine words, before the "that" of what was said
		{"Ada Moss testified before the Lund Senate Judiciary Committee on Tuesday that she had never met him.", []string{"Ada Moss: she had never met him"}},
		{"The state's top election official, Secretary of State Lena Berg, urged voters to be patient.", []string{"Lena Berg: voters to be patient"}},
		// a short clause of how the speaker spoke, a colon, the quotation
		{"The senator was blunt: “This bill will not pass.”", []string{"the senator: This bill will not pass"}},
		{"The result was clear: “We lost.”", nil},
		{"Police suspect the fire was set deliberately.", []string{"Police: the fire was set deliberately"}},
		{"Bills are pending, according to the National Conference of Lund Legislatures.", []string{"National Conference of Lund Legislatures: Bills are pending"}},
		{"The Council on Lund Relations said bills are pending.", []string{"Council on Lund Relations: bills are pending"}},
		{"Supporters say the law protects kids; opponents say it chills speech.", []string{"Supporters: the law protects kids", "opponents: it chills speech"}},
		// "her" before a finite cue is an object; an object pronoun after "close to"; a document to someone
		{"People close to her said she would run.", []string{"People close to her: she would run"}},
		{"Those close to him say that, in addition to Lund, he would consider Malmo.", []string{"Those close to him: in addition to Lund, he would consider Malmo"}},
		{"The complaint to the board says Ola Dahl broke the rules.", []string{"the complaint to the board: Ola Dahl broke the rules"}},
		// a second verb's auxiliary goes with it; "respond to" takes what, not whom
		{"The Lund Agency said it was watching closely and had issued a travel advisory.", []string{"Lund Agency: it was watching closely", "Lund Agency: a travel advisory"}},
		{"Ada Moss did not respond to a request for comment.", []string{"Ada Moss: a request for comment"}},
		// two coordinated subjects run longer than one; a running mate is described
		{"The Lund Times and the Malmo newspaper chain filed a motion, arguing the move was needed.", []string{"the Lund Times and the Malmo newspaper chain: the move was needed"}},
		{"Ada Moss's running mate, Gov. Ola Dahl, plans to release his returns.", []string{"Ola Dahl: to release his returns"}},
		// "on condition of anonymity" says how the source spoke, never what
		{"The talks had stalled, a Lundian official said on condition of anonymity.", []string{"a Lundian official: The talks had stalled"}},
		{"A Lundian official said on condition of anonymity that the talks had stalled.", []string{"A Lundian official: the talks had stalled"}},
		{"The talks had stalled, an official said on the condition that he not be named because he was not authorized to speak.", []string{"an official: The talks had stalled"}},
		{"A spokesman speaking on condition of anonymity said the talks had stalled.", []string{"A spokesman: the talks had stalled"}},
		// a connective opening a sentence is no part of the name after it
		{"Ada Moss arrived late. But Moss said the bridge would hold.", []string{"Ada Moss: the bridge would hold"}},
		// a restrictive "who" in an object's phrase; a time between "who" and its verb
		{"Ada Moss met an architect who said he was cheated.", []string{"an architect: he was cheated"}},
		{"Ada Moss met Ola Dahl, who in 2010 said the plan was wrong.", []string{"Ola Dahl: the plan was wrong"}},
	} {
		sts := extract(c.text)
		got := speakersAndContents(sts)
		if !slices.Equal(got, c.want) {
			t.Errorf("%q:\n got %q\nwant %q", c.text, got, c.want)
		}
		if strings.HasPrefix(c.text, "Acme") && len(sts) == 1 && sts[0].Speaker.Type != kg.Organization {
			t.Errorf("%q: Acme is a %s, want an organization", c.text, sts[0].Speaker.Type)
		}
	}
}

// TestAnotherPersonsTitleIsNoRole: a title before another person's name in
// the description ("an appointee of former President X") leaves the
// speaker's own title standing.
func TestAnotherPersonsTitleIsNoRole(t *testing.T) {
	sts := extract("U.S. District Judge Ola Dahl, an appointee of former President Ada Moss, said the plaintiffs were likely to win.")
	if len(sts) != 1 || sts[0].Speaker.Name != "Ola Dahl" || sts[0].Speaker.Role != "Judge" {
		t.Errorf("want Ola Dahl, Judge:%s role %q", describe(sts), sts[0].Speaker.Role)
	}
}

// TestAQuotationGoesOnInItsParagraph: "“Q1,” X said. “Q2.”" in one paragraph
// is one attribution in two parts: the second statement continues the
// first. A quotation in a paragraph of its own, or after a report that
// quotes nothing, continues only the speaker.
func TestAQuotationGoesOnInItsParagraph(t *testing.T) {
	for _, c := range []struct {
		text      string
		continues []bool // for each statement, whether it continues the one before
	}{
		{"“We won,” Ada Moss said. “It was close.”", []bool{false, true}},
		{"“We won,” Ada Moss said. “It was close. Now we rest.”", []bool{false, true}},        // (one quotation over two sentences)
		{"“We won,” Ada Moss said.\n\n“It was close.”", []bool{false, true}},                  // (a quotation goes on into the next paragraph)
		{"Ada Moss said the vote was “close.”\n\n“We rest now.”", []bool{false, false}},       // (not a paraphrase with a quoted word)
		{"“We won,” Ada Moss said.\n\nThe count was late.\n\n“It was close.”", []bool{false}}, // (nor over a paragraph between)
		{"Ada Moss said they won. “It was close.”", []bool{false, false}},
		{"“We won,” said Ada Moss and Ola Dahl. “It was close.”", []bool{false, false, true, true}},
		{"“We won,” said Ada Moss, who argued that the count was late. “It was close.”", []bool{false, false, true}}, // (the quotation goes on, not the clause about her)
		{"“We won,” Ada Moss said, noting the count was late. “It was close.”", []bool{false, false, true}},          // (nor the participle's report)
	} {
		sts := extract(c.text)
		var got []bool
		for i, s := range sts {
			got = append(got, s.Continues != "")
			if s.Continues != "" && (i == 0 || !slices.ContainsFunc(sts[:i], func(o kg.Statement) bool { return o.ID == s.Continues && o.Speaker.ID == s.Speaker.ID })) {
				t.Errorf("%q: statement %d continues %q, no earlier statement of its speaker", c.text, i, s.Continues)
			}
			if s.Continues != "" && !slices.ContainsFunc(sts[:i], func(o kg.Statement) bool { return o.ID == s.Continues && o.Direct }) {
				t.Errorf("%q: statement %d continues %q, not the quotation before it", c.text, i, s.Continues)
			}
		}
		if !slices.Equal(got, c.continues) {
			t.Errorf("%q: continues %v, want %v:%s", c.text, got, c.continues, describe(sts))
		}
	}
}

// TestTheCompanyItsSharesNamed: "the company" after "Apple shares dropped"
// is Apple, an organization, though Apple never spoke and another
// organization did; a description with a modifier ("the combined company")
// is not read so.
func TestTheCompanyItsSharesNamed(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"The Lund Reserve said rates would stay high. Acme shares dropped 3% after the company warned that sales would fall.", "Acme"},
		{"The Lund Reserve said rates would stay high. Shares of Acme Corp fell after the firm said it would cut jobs.", "Acme Corp"},
		{"The Lund Reserve said rates would stay high. When Acme's stock fell, the company said it would cut jobs.", "Acme"},
		{"The Lund Reserve said rates would stay high. Acme shares fell, with the combined company claiming residency in Lund.", ""}, // not Acme
		// a one-word name the article gave shares is a company when it speaks
		{"The Lund Reserve said rates would stay high. Lundcorp shares rose 3%. Lundcorp said demand was strong.", "Lundcorp"},
	} {
		sts := extract(c.text)
		if c.want == "" {
			if len(sts) == 2 && sts[1].Speaker.Name == "Acme" {
				t.Errorf("%q: the combined company is no Acme:%s", c.text, describe(sts))
			}
			continue
		}
		if len(sts) != 2 || sts[1].Speaker.Name != c.want || sts[1].Speaker.Type != kg.Organization {
			t.Errorf("%q: want %s:%s", c.text, c.want, describe(sts))
		}
	}
}

// TestTheCompanyTheArticleIsAbout: "the company", "the airline", "the
// e-commerce company" and "the Toronto-based company" mean the firm the article named by a company's word
// ("Northwind Airlines", "Quillon Systems", "Lundpay Corp."), though it had
// not spoken, and not the bank an analyst quoted works at.
func TestTheCompanyTheArticleIsAbout(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Northwind Airlines cancelled 400 flights on Monday. The airline blamed a faulty update.", "Northwind Airlines"},
		{"Quillon Systems said it would cut jobs. “It was expected,” said Omar Haddad, an analyst at Brightline Capital. The company reported revenue of $3 billion.", "Quillon Systems"},
		{"Shares of Lundpay Corp. jumped after the e-commerce company reported strong revenue.", "Lundpay Corp."},
		{"Lundpay Corp. cut jobs. The e-commerce company said demand fell.", "Lundpay Corp."},
		{"Lundmart Ltd. reported a rise in profit. The grocer said net earnings rose.", "Lundmart Ltd."},
		{"Lundsoft Inc. reported a profit on Wednesday. The Toronto-based company said it earned $4 million.", "Lundsoft Inc."}, // where it sits names no other firm
		{"Lundsoft Inc. reported a profit on Wednesday. The Mississauga, Ont.-based company said it earned $4 million.", "Lundsoft Inc."},
		{"Lundsoft Inc. reported a profit on Wednesday. The Santa Clara, California-based chipmaker said it earned $4 million.", "Lundsoft Inc."},
		{"Lundsoft Inc. shares rose on Thursday. The Ottawa-based e-commerce company said it earned $4 million.", "Lundsoft Inc."},
		// a provider of figures is no company "the company" means, nor is an analyst's firm
		{"Lundbake Ltd. reported a lower profit. Analysts had expected more, according to Lund Data & Analytics. Vik Capital Markets analyst Ola Dahl wrote that the results were messy. The company also announced it would close a plant.", "Lundbake Ltd."},
		{"Lundsoft Inc. shares rose. Analysts had expected $2 billion, according to data compiled by LSEG. The company said sales rose.", "Lundsoft Inc."},
		{"Lundsoft Inc. (TSX: LUND) today announced results for the third quarter.", "Lundsoft Inc."},     // a ticker after the legal form
		{"LundJet cancelled 400 flights on Monday. The airline said the strike was reckless.", "LundJet"}, // a brand's one word
		{"Lundbake Ltd. reported a lower profit. Brightline Capital Markets analyst Ola Dahl wrote in a note that the results were messy. The company also announced it would close a plant.", "Lundbake Ltd."},
		{"Shares of Lundbank Corp. fell after the bank said losses grew.", "Lundbank Corp."},
		{"Ola Dahl's artificial intelligence startup lundAI has raised $6 billion in new funding, the company said on Monday.", "lundAI"}, // a brand in small letters, named by its kind
		{"The Bank of Lund held its rate, saying tariffs were a risk. The central bank said inflation had eased.", "Bank of Lund"},
		{"The Lund Ice Data Center said the ice shrank. The centre said the record fell by 80,000 square kilometres.", "Lund Ice Data Center"},
		{"The Lund Liberation Front said it welcomed the vote. Washington has accused the front of abuses, a charge the group denies.", "Lund Liberation Front"}, // "the group" is no state
		{"Lund Health Services is warning travellers of a measles case. A passenger was infectious, the health authority said.", "Lund Health Services"},
	} {
		sts := extract(c.text)
		if n := len(sts); n == 0 || sts[n-1].Speaker.Name != c.want || sts[n-1].Speaker.Type != kg.Organization {
			t.Errorf("%q: want the last statement by %s:%s", c.text, c.want, describe(sts))
		}
	}
}

// TestSharingIsNoCompany: "shares" as a verb ("Mrs. Moss shares the view")
// names no company: Moss stays a person.
func TestSharingIsNoCompany(t *testing.T) {
	sts := extract("Mrs. Moss shares the view of her party. Moss said the bill would pass.")
	said := false
	for _, st := range sts {
		said = said || st.Cue == "said"
		if st.Speaker.Name != "Moss" || st.Speaker.Type != kg.Person {
			t.Errorf("want Moss, a person:%s", describe(sts))
		}
	}
	if !said {
		t.Errorf("want Moss's statement with the cue said:%s", describe(sts))
	}
}

// TestALowerCaseNounIsNoOutlet: "wrote in the journal Nature" has no hop
// to the outlet whose alias is "the Journal"; "wrote in the Journal" has;
// an unlisted outlet is one when the text says so ("local television
// station KLND", "the Paris daily Lund Posten").
func TestALowerCaseNounIsNoOutlet(t *testing.T) {
	for text, want := range map[string]int{
		"Researchers wrote in the journal Lund Letters that the virus had mutated.":       0,
		"Ada Moss wrote in the Journal that the virus had mutated.":                       1,
		"Neighbors told local television station KLND that the family had left.":          1,
		"Ada Moss told the Paris daily Lund Posten that the family had left.":             1,
		"Neighbors told local media that the family had left.":                            1, // an outlet described, not named (TestUnnamedOutlets)
		"Writing in an op-ed for the Lund Times, Ada Moss argued that the law was wrong.": 1,
	} {
		sts := extract(text)
		if len(sts) != 1 || len(sts[0].Via) != want {
			t.Errorf("%q: want %d hop(s):%s", text, want, describe(sts))
		}
	}
}

// TestACompanyWithoutItsLegalSuffix: a company named with its legal form
// ("Lundsoft Inc.") is the same company when the article drops it
// ("Lundsoft said"), an organization, one entity; a person the company
// hired stays a person.
func TestACompanyWithoutItsLegalSuffix(t *testing.T) {
	for _, c := range []struct {
		text, want string
		typ        kg.EntityType
	}{
		{"Lundsoft Inc. said revenue rose. Lundsoft also forecast higher revenue.", "Lundsoft Inc.", kg.Organization},
		{"Vikcorp Ltd. said it would hire. Vikcorp said demand was strong.", "Vikcorp Ltd.", kg.Organization},
		{"Shares of Lundsoft Inc. jumped on Thursday. Lundsoft said demand was strong.", "Lundsoft", kg.Organization},
		{"Lundsoft Inc. hired Ada Moss in May. Moss said the plan would work.", "Ada Moss", kg.Person},
		{"Software maker Vikline Systems Inc. will cut 300 jobs, the company announced. Vikline said staff would get severance.", "Vikline Systems Inc.", kg.Organization},
	} {
		sts := extract(c.text)
		n := len(sts)
		if n == 0 || sts[n-1].Speaker.Name != c.want || sts[n-1].Speaker.Type != c.typ || n > 1 && sts[0].Speaker.ID != sts[n-1].Speaker.ID {
			t.Errorf("%q: want the last statement by %s (%s), the first's entity:%s", c.text, c.want, c.typ, describe(sts))
		}
	}
}

// TestACompanyByItsResults: a name that reports revenue, or whose chief
// executive or financial officer speaks, is a company: typed so, and the
// officer's affiliation; "X's chief of staff" says nothing of X.
func TestACompanyByItsResults(t *testing.T) {
	sts := extract("Lundsoft reported quarterly revenue of $5 billion. Ada Moss, Lundsoft's chief financial officer, said spending would rise. Lundsoft said demand was strong.")
	if len(sts) != 3 || sts[1].Speaker.Affiliation == nil || sts[1].Speaker.Affiliation.Name != "Lundsoft" || sts[2].Speaker.Type != kg.Organization {
		t.Errorf("want Lundsoft a company, Ada Moss its officer:%s", describe(sts))
	}
	sts = extract("Ola Dahl's chief of staff quit. Dahl said the talks would go on.")
	if len(sts) != 1 || sts[0].Speaker.Type != kg.Person {
		t.Errorf("want Dahl a person:%s", describe(sts))
	}
}

// TestMoreWireShapes: sentences of wire copy whose statements were lost or
// misread, each row failing on the code before its rule.
func TestMoreWireShapes(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string // speaker (type): content [via]
	}{
		// "Q, according to the city's mayor, X.": the name after the role speaks, and Q alone is what was said
		{"A 62-year-old woman was hospitalized, according to the city's mayor, Vitali Klitschko.", []string{"Vitali Klitschko (Person): A 62-year-old woman was hospitalized []"}},
		// "above Wall Street estimates on Wednesday": a comparative's forecasts, no report of Wall Street's
		{"Revenue rose above Wall Street estimates on Wednesday.", nil},
		{"Lundcorp forecast revenue above Wall Street estimates on Wednesday, citing strong demand.", []string{"Lundcorp (Person): strong demand []", "Lundcorp (Person): revenue above Wall Street estimates on Wednesday []"}}, // ("forecast" is a past: the subject ends before it)
		// a sentence that opens with a list of names: the whole list speaks; not after an opening phrase
		{"Lundcorp, Vikbank and Malmo Energy have said they will keep investing.", []string{"Lundcorp (Person): they will keep investing []", "Vikbank (Person): they will keep investing []", "Malmo Energy (Organization): they will keep investing []"}},
		{"In Lund, Ada Moss and Ola Dahl said the vote was fair.", []string{"Ada Moss (Person): the vote was fair []", "Ola Dahl (Person): the vote was fair []"}},
		// names after a plural that describes them are each a speaker ("pollsters Ipsos and Ifop"); not a possessive's ("his American and Cuban sides")
		{"The coalition was set to win, according to projections by pollsters Ipsos and Ifop.", []string{"Ipsos (Person): The coalition was set to win []", "Ifop (Person): The coalition was set to win []"}},
		{"A 2013 study by economists Peter Schott and Justin Pierce found that jobs were lost.", []string{"Peter Schott (Person): jobs were lost []", "Justin Pierce (Person): jobs were lost []"}},
		{"Vaccine makers Lundpharm and Vikgen said they were testing their shots.", []string{"Lundpharm (Organization): they were testing their shots []", "Vikgen (Organization): they were testing their shots []"}}, // (makers: companies)
		// a restrictive relative clause between the subject and the cue: the subject speaks, not the clause's object
		{"Several senators who voted against the bill said they agreed.", []string{"Several senators (Group): the bill []", "Several senators (Group): they agreed []"}},
		// "economists polled by Reuters": they answered the outlet's poll, a hop
		{"Most economists polled by Reuters expect the central bank to raise rates.", []string{"Most economists polled by Reuters (Group): the central bank to raise rates [Reuters]"}},
		// "One of them" after a plural group is one of its members
		{"Two senior officials said the cabinet was divided. One of them said Ana Vos had overruled her minister.", []string{"Two senior officials (UnnamedSource): the cabinet was divided []", "one of two senior officials (UnnamedSource): Ana Vos had overruled her minister []"}},
		// a document's author speaks: "a statement issued by X", "The report, published by X on Tuesday,"
		{"A statement issued by the army said the attack was repelled.", []string{"the army (Group): the attack was repelled []"}},
		{"A statement posted by the group on Telegram said it carried out the attack.", []string{"the group (Group): it carried out the attack []"}},
		{"The report, published by the Lund Institute on Tuesday, said growth would slow.", []string{"Lund Institute (Organization): growth would slow []"}},
		// "told TF1 television": a capitalized name before television or radio is the broadcaster, a hop; "French television" is one described (TestUnnamedOutlets)
		{"Finance Minister Ola Dahl told TF1 television that the result was a shock.", []string{"Ola Dahl (Person): the result was a shock [TF1]"}},
		{"Ada Moss told French television that the result was a shock.", []string{"Ada Moss (Person): the result was a shock [French television]"}},
		// one member of the public, unnamed, is an unnamed source; not a letter
		{"Another shopper, who asked not to be identified, said she hid in a storage room.", []string{"Another shopper (UnnamedSource): she hid in a storage room []"}},
		{"A witness said the car did not stop.", []string{"A witness (UnnamedSource): the car did not stop []"}},
		{"One woman, who lost her savings, said she had trusted the company.", []string{"One woman (UnnamedSource): she had trusted the company []"}},
		{"Ada Moss spoke to reporters. A young man said the fire spread fast. “It was terrifying,” she said.", []string{ // ("she" is not the man)
			"A young man (UnnamedSource): the fire spread fast []", "Ada Moss (Person): It was terrifying []"}},
		// a surname alone after an opening clause is the subject "she" then means
		{"Ada Moss said the light was old. Ana Vos said Moss was a living archive. Asked what she misses most, Moss paused. “The foghorn,” she said.", []string{
			"Ada Moss (Person): the light was old []", "Ana Vos (Person): Moss was a living archive []", "unknown (Unknown): what she misses most []", "Ada Moss (Person): The foghorn []"}},
		// a person's initials are no acronym ("J.B. Pritzker"); "U.S. Army" stays a body
		{"Illinois Governor J.B. Pritzker said the law would pass.", []string{"J.B. Pritzker (Person): the law would pass []"}},
		{"The U.S. Army said the drill was over.", []string{"U.S. Army (Organization): the drill was over []"}},
		// a definite description that cuts an organization's name short is that organization
		{"The National Hurricane Center warned of floods. The center said the storm would weaken.", []string{"National Hurricane Center (Organization): of floods []", "National Hurricane Center (Organization): the storm would weaken []"}},
		{"The Congressional Budget Office said costs would rise. The budget office said the deficit would grow.", []string{"Congressional Budget Office (Organization): costs would rise []", "Congressional Budget Office (Organization): the deficit would grow []"}},
		// one-word names joined by "and" are two speakers when their report says "they"; not one body's name
		{"Lundcorp and Vikbank said they would appeal.", []string{"Lundcorp (Person): they would appeal []", "Vikbank (Person): they would appeal []"}},
		{"Citizenship and Immigration Services said they would review the case.", []string{"Citizenship and Immigration Services (Organization): they would review the case []"}},
		// "&" between capitalized words is part of a name, a firm's
		{"Procter & Gamble said it would cut jobs.", []string{"Procter & Gamble (Organization): it would cut jobs []"}},
		{"AT&T said the outage was fixed.", []string{"AT&T (Organization): the outage was fixed []"}},
		// a description of one person by people or by age is the person named last (a given name the list knows), or who spoke last; not a seat, not a people
		{"Rafael Nadal won in four sets. “I played well,” the Spaniard said.", []string{"Rafael Nadal (Person): I played well []"}},
		{"Lori Bernstein held up a sign. The 57-year-old scientist says she is worried.", []string{"Lori Bernstein (Person): she is worried []"}},
		{"The Vatican said the pope was resting.", []string{"Vatican (Organization): the pope was resting []"}},
		{"Ada Moss arrived in Beijing. The Chinese said the talks would go on.", []string{"Chinese (Organization): the talks would go on []"}},
		// a "that" right after a warning verb opens what was said: a later "that" is a relative's, no recipient before it
		{"Ada Moss cautioned that many drugs that work in mice fail in people.", []string{"Ada Moss (Person): many drugs that work in mice fail in people []"}},
		// ", and" after a one-word object, then a subject and its report: a second statement
		{"Several players voiced support, and captain Ola Dahl posted a photo of the squad.", []string{"Several players (Group): support []", "Ola Dahl (Person): a photo of the squad []"}},
		// ", as X noted," after a clause: the clause was said; not after an opening phrase, where the main clause was
		{"The economy is weak, as analysts noted, and jobs are scarce.", []string{"analysts (Group): The economy is weak []"}},
		{"The plan failed, as Ada Moss predicted.", []string{"Ada Moss (Person): The plan failed []"}},
		{"If the increases boost growth, as some economists hope, wages could rise.", []string{"some economists (Group): the increases boost growth []"}},
		{"Of course, as Ada Moss observed, the biggest victor was the stage itself.", []string{"Ada Moss (Person): the biggest victor was the stage itself []"}},
		// a report in a sentence's opening "if" or "when" clause ends with the clause
		{"But if Ada Moss implied that she would not attack Dahl, she did not follow the rule.", []string{"Ada Moss (Person): she would not attack Dahl []"}},
		{"When Ada Moss said the plan was dead, the crowd cheered.", []string{"Ada Moss (Person): the plan was dead []"}},
		// after a dash, an appositive with a relative clause, or a clause of its own, is the article's; not a dash that closes an aside
		{"Ada Moss likened the rules to “burning the Constitution” - a charge that might have stung.", []string{"Ada Moss (Person): the rules to “burning the Constitution” []"}},
		{"Ada Moss said the information was not classified - a point that officials have disputed.", []string{"Ada Moss (Person): the information was not classified []"}},
		{"Ada Moss said the vote was close — it also rained in Lund.", []string{"Ada Moss (Person): the vote was close []"}},
		{"Ada Moss said that — despite the losses — she is best placed to win.", []string{"Ada Moss (Person): despite the losses — she is best placed to win []"}},
		// an irregular past ends the subject of a participle's clause
		{"Ada Moss spoke at a rally in Lund, saying the plan would work.", []string{"Ada Moss (Person): the plan would work []"}},
		// a country's possessive before an outlet the gazetteer knows
		{"Japan's Kyodo news agency, citing government sources, reported that Tokyo had urged restraint.", []string{"government sources (UnnamedSource): Tokyo had urged restraint [Kyodo News]"}},
		// a call between others, or the call of a report inside the content, is what was said
		// (the report inside the ministry's words is theirs, dropNestedStatements)
		{"Tokyo had urged restraint in a phone call between the two ministers, the ministry said.", []string{
			"the ministry (Group): Tokyo had urged restraint in a phone call between the two ministers []"}},
		{"Ada Moss said she had told Ola Dahl in a phone call that the deal was off.", []string{
			"Ada Moss (Person): she had told Ola Dahl in a phone call that the deal was off []", "Ada Moss (Person): the deal was off []"}},
		// a name before "magazine" is an outlet's; the gazetteer's culture outlets
		{"“She is resting,” her publicist, Dana Vos, said in a statement to People magazine.", []string{"Dana Vos (Person): She is resting [People magazine]"}},
		{"The singer's mother told Variety that her daughter had been exhausted for months.", []string{"the singer's mother (UnnamedSource): her daughter had been exhausted for months [Variety]"}},
		{"Ola Dahl was killed in May. Dahl's daughter said her family had lost its centre.", []string{"Dahl's daughter (UnnamedSource): her family had lost its centre []"}}, // a named possessor too
		// a regnal number is no acronym; "the pontiff" is the pope named before
		{"Pope Leo XIV called for peace on Thursday. The pontiff urged leaders to talk.", []string{
			"Leo XIV (Person): for peace on Thursday []", "Leo XIV (Person): leaders to talk []"}},
		// kin named in an apposition is that kin below; "by her son" is hers
		{"Ada Moss has died. Her son, Tom Dahl, said she died peacefully. “She never listened,” her son said.", []string{
			"Tom Dahl (Person): she died peacefully []", "Tom Dahl (Person): She never listened []"}},
		{"Ada Moss has died. Her death was confirmed by her son.", []string{"her son (UnnamedSource): Her death []"}},
		// a surname that is also a body's word is the person named in full
		{"“Value matters,” president Ola Bank said. Bank said prices would stay low.", []string{
			"Ola Bank (Person): Value matters []", "Ola Bank (Person): prices would stay low []"}},
		// a field at the end of a body's name is no people
		{"Analysts had expected a profit, according to Lund Data & Analytics.", []string{"Lund Data & Analytics (Organization): Analysts had expected a profit []"}},
		// a craft one is aboard is no "he"
		{"“We will protect our workers,” Ada Moss told reporters aboard Lund Force One. She did not say how large the tariffs would be.", []string{
			"Ada Moss (Person): We will protect our workers []", "Ada Moss (Person): how large the tariffs would be []"}},
		// data released on a day by a body are the body's; police somewhere are police
		{"Patients waited a record 21.5 hours, according to data released Thursday by Lund Health.", []string{"Lund Health (Organization): Patients waited a record 21.5 hours []"}},
		{"The outage knocked out some 911 services, police in several cities said.", []string{"police in several cities (Group): The outage knocked out some 911 services []"}},
		// results from a body are its words; results in a place are not the place's
		{"Ada Church won 44 per cent of the vote, according to preliminary results from Elections Lund.", []string{"Elections Lund (Organization): Ada Church won 44 per cent of the vote []"}},
		// a verb inside what was said shares the report's hop, and is no statement of its own
		{"Lundia will respond to the strikes at the right time, spokesman Ola Dahl said on Monday, according to state media.", []string{"Ola Dahl (Person): Lundia will respond to the strikes at the right time [state media]"}},
		// a relative clause after the paper that reports
		{"Costs rose, according to a report in the Lund Times that appeared Monday.", []string{"Lund Times (NewsOutlet): Costs rose []"}},
		// a report's year or its newness before the medium
		{"A basket costs more than $400 here, according to a 2024 report by the Lund Institute.", []string{"Lund Institute (Organization): A basket costs more than $400 here []"}},
		{"Costs rose, according to a recent report from the Lund Institute.", []string{"Lund Institute (Organization): Costs rose []"}},
		// "who" after an appositive is the name the appositive describes
		{"“It is a paltry sum,” said Ada Moss, a negotiator for Lundia, who said her country did not accept the deal.", []string{
			"Ada Moss (Person): It is a paltry sum []", "Ada Moss (Person): her country did not accept the deal []"}},
		// a paper's name is no "he"
		{"Lawyer Ola Dahl told The Globe and Mail that more players would join. “We have heard from dozens,” he said.", []string{
			"Ola Dahl (Person): more players would join [The Globe and Mail]", "Ola Dahl (Person): We have heard from dozens [The Globe and Mail]"}},
		// "only" between the subject and its verb
		{"Health Minister Ada Moss, speaking to reporters after a meeting, would only say she was optimistic.", []string{"Ada Moss (Person): she was optimistic []"}},
		// data from a body are its words
		{"Data from Statistics Lund show that hockey accounts for more concussions than any other sport.", []string{"Statistics Lund (Organization): hockey accounts for more concussions than any other sport []"}},
		// a First Nation is a body
		{"Lund Bay First Nation said it needed help from Ottawa.", []string{"Lund Bay First Nation (Organization): it needed help from Ottawa []"}},
		// a surname that is a body's word, of a person a role names; a party before a name
		{"Liberal candidate Ada Church won 44 per cent of the vote. “They want a government that delivers,” Church told supporters.", []string{"Ada Church (Person): They want a government that delivers []"}},
		{"Conservative Ola Stewart finished second. Stewart said the result showed the party could compete.", []string{"Ola Stewart (Person): the result showed the party could compete []"}},
		// "it" after a document that spoke is the document
		{"The letter, addressed to the minister, says infections are preventable. “We should not accept this,” it says.", []string{
			"the letter (Group): infections are preventable []", "the letter (Group): We should not accept this []"}},
		// a telecom's name
		{"Lundtel Communications says its network has been fully restored.", []string{"Lundtel Communications (Organization): its network has been fully restored []"}},
		// a body named by one word the list knows is no person
		{"Greenpeace said the agreement was a betrayal.", []string{"Greenpeace (Organization): the agreement was a betrayal []"}},
		// why a source is unnamed is no part of who
		{"Ola Dahl is furious, according to two sources close to the mayor who were not authorized to speak publicly.", []string{"two sources close to the mayor (UnnamedSource): Ola Dahl is furious []"}},
		{"Investors included Lund Capital, according to a person familiar with the matter who asked not to be identified because the information is private.", []string{"a person familiar with the matter (UnnamedSource): Investors included Lund Capital []"}},
		// a product's name in one camel-cased word is no "he"
		{"Ola Dahl has said the bot will rival Lundsoft's ChatLund. He wrote that the money would build a supercomputer.", []string{
			"Ola Dahl (Person): the bot will rival Lundsoft's ChatLund []", "Ola Dahl (Person): the money would build a supercomputer []"}},
		// a party's members are no one's surname
		{"Senate Republicans on Tuesday blocked the bill. Republicans called the vote a political stunt.", []string{
			"Senate Republicans (Group): the bill []", "Republicans (Group): the vote a political stunt []"}},
		// two owners' offices are two offices
		{"The premier's office said Ola Dahl was away. The auditor general's office confirmed it had received a request.", []string{
			"the premier's office (Group): Ola Dahl was away []", "the auditor general's office (Group): it had received a request []"}},
		// a body's French name, its words in small letters
		{"The Fédération autonome de l'enseignement said its members would vote in January.", []string{"Fédération autonome de l'enseignement (Organization): its members would vote in January []"}},
		{"The Fédération des médecins spécialistes du Lundland said the bill was flawed.", []string{"Fédération des médecins spécialistes du Lundland (Organization): the bill was flawed []"}},
		// how long after something the report came is no part of it
		{"Ada Moss has cancelled her tour, her agent said on Friday, days after she collapsed on stage.", []string{"her agent (UnnamedSource): Ada Moss has cancelled her tour []"}},
		// one unnamed person is an unnamed source, and "his mother" no "he"
		{"Ola Dahl was freed on Monday. His lawyer said the case was closed. His mother said she was relieved. “He is home,” he said.", []string{
			"His lawyer (UnnamedSource): the case was closed []", "His mother (UnnamedSource): she was relieved []", "His lawyer (UnnamedSource): He is home []"}},
		// a second verb's subject is the phrase before the first verb, and none where no verb shows
		{"Essentially, the senator's lawyers looked through the files and found that one person in the chain had a state account.", []string{"the senator's lawyers (Group): one person in the chain had a state account []"}},
		{"With the help of “Lund Live”, the minister held a mock audition and asked white actors to act “whiter.”", nil},
		// a kin noun after a possessive describes the name after it, also after a participle's phrase
		{"Speaking outside court, Alden's wife, Claire, said the family was confident.", []string{"Claire (Person): the family was confident []"}},
		// a rank at the bar after a name is no part of it
		{"“This is a case about greed,” Sarah Whitcombe KC told jurors.", []string{"Sarah Whitcombe (Person): This is a case about greed []"}},
		// "accused of" after a noun describes it; the noun phrase speaks, after a dateline too
		{"LONDON (Reuters) - A former minister accused of taking bribes from a contractor told a court on Monday he had never taken a penny.", []string{
			"A former minister (UnnamedSource): he had never taken a penny []"}},
		// a passive in a relative clause reports the clause, not the main verb
		{"The trial, which is expected to last eight weeks, continues.", []string{"unknown (Unknown): which is expected to last eight weeks []"}},
		// another's judgement after a comma is no part of the report, and the judges speak
		{"Novagen Inc said it would start trials within six months, a timeline analysts described as ambitious.", []string{
			"Novagen Inc (Organization): it would start trials within six months []", "analysts (Group): as ambitious []"}},
		// an outlet's report named by the outlet before it: the outlet relays, or speaks
		{"Ana Vos said the talks had failed, according to a Kyodo report.", []string{"Ana Vos (Person): the talks had failed [Kyodo News]"}},
		{"The border was closed, according to a Reuters report.", []string{"Reuters (NewsOutlet): The border was closed []"}},
		{"A Lund Academies report found that the border was closed.", []string{"Lund Academies (Organization): the border was closed []"}},
		// a statement quoted by an outlet came through it
		{"The ministry said in a statement quoted by state news agency IRNA that the border was closed.", []string{"the ministry (Group): the border was closed [IRNA]"}},
		// a company's suffix or a club's name says what "the company" and "the club" mean, though they never spoke
		{"Lundmotors Corp recalled 40,000 cars on Tuesday. The company said no injuries had been reported.", []string{"Lundmotors Corp (Organization): no injuries had been reported []"}},
		{"Lund United sacked Marco Bellini after a 4-0 defeat by Vik City. The club said a change was needed. The club also confirmed that Ruth Ames would take charge.", []string{
			"Lund United (Organization): a change was needed []", "Lund United (Organization): Ruth Ames would take charge []"}},
		{"Lund United said a change was needed.", []string{"Lund United (Organization): a change was needed []"}},
		// so does a team's plural name after "the": "the team" is the subject's club
		{"The Lund Lions have signed Ola Dahl to a new deal, the team announced Saturday.", []string{"Lund Lions (Organization): The Lund Lions have signed Ola Dahl to a new deal []"}},
		{"The Lund Lions beat the Vik Rovers 101-99. The team said Ola Dahl would miss a week.", []string{"Lund Lions (Organization): Ola Dahl would miss a week []"}},
		{"House Democrats said the bill would fail. The team said it would vote no.", []string{"House Democrats (Group): the bill would fail []", "the team (Group): it would vote no []"}},
		// an agency's credit without a place is no part of the report
		{"(Reuters) - Hackers broke into the systems of Lundpay, the company said.", []string{"the company (Group): Hackers broke into the systems of Lundpay []"}},
		// a company named by its kind; a body named "known as"
		{"Hackers broke into the systems of payroll provider Lundpay. The company said no bank details were taken.", []string{"Lundpay (Organization): no bank details were taken []"}},
		{"The breach was the work of a gang known as BlackNova. BlackNova said it had the files.", []string{"BlackNova (Organization): it had the files []"}},
		// where it was said, before "that", is no part of what was said ("called on" takes its object)
		{"Ada Brooks said on the Senate floor that Republicans had walked away from a fair deal.", []string{"Ada Brooks (Person): Republicans had walked away from a fair deal []"}},
		{"Ana Vos called on the United States to stop the oil that funds the militants.", []string{"Ana Vos (Person): the United States to stop the oil that funds the militants []"}},
		// a sentence's connective is no part of an acronym's long form
		{"But the Lund Confederation of Industry (LCI) said the rise would cost jobs.", []string{"Lund Confederation of Industry (Organization): the rise would cost jobs []"}},
		// "that" before a verb is what the words are about
		{"Party sources said that was unaffordable.", []string{"Party sources (UnnamedSource): that was unaffordable []"}},
		// a modal's verb after "and" goes on the reported clause
		{"Ada Moss said she had made difficult choices and would not apologise for them.", []string{"Ada Moss (Person): she had made difficult choices and would not apologise for them []"}},
		// the speaker's own view after a comma is the article's comment
		{"In 2019, Ana Vos told the New Yorker that zoning was the biggest obstacle, a view she still holds.", []string{"Ana Vos (Person): zoning was the biggest obstacle [The New Yorker]"}},
		// a credit line is no report
		{"(Reporting by Jane Doe in Kabul; Additional reporting by Tom Ek; Editing by John Smith)", nil},
		// a pronoun right before the cue is its subject, not the words before it
		{"Critics oppose the bill, including a provision they say could exclude single mothers.", []string{"unknown (Unknown): could exclude single mothers []"}},
		{"Ana Vos told the Lund Post she wanted justice.", []string{"Ana Vos (Person): she wanted justice [Lund Post]"}},
		// "sent a letter urging": the sender speaks, in the letter (an irregular past is the verb)
		{"Ana Vos sent a letter urging the board to resign.", []string{"Ana Vos (Person): the board to resign []"}},
		{"Ana Vos delivered a speech outlining her vision.", []string{"Ana Vos (Person): her vision []"}},
		// "she" is no man: a given name's gender, unless the article's courtesy title says otherwise
		{"Sarah Lind said the plan would work. Tom Dahl agreed. She said it was overdue.", []string{
			"Sarah Lind (Person): the plan would work []", "Sarah Lind (Person): it was overdue []"}},
		// a quoted title is no name "she" may mean
		{"Sarah Lind said the rally would go on. The band played “Ada Grey” twice. She said it was loud.", []string{
			"Sarah Lind (Person): the rally would go on []", "Sarah Lind (Person): it was loud []"}},
		// the name after a long run of titles is one "Ruiz" may mean
		{"Mayor Ada Kent and Police Superintendent David Ruiz traded barbs on Monday. Ruiz said the cuts would put lives at risk.", []string{
			"David Ruiz (Person): the cuts would put lives at risk []"}},
		// a body and where it is; a body and who runs it; a person and a relative clause about them
		{"The United Nations mission in Lundia said it was appalled by the attack.", []string{"the United Nations mission in Lundia (Group): it was appalled by the attack []"}},
		{"An emergency hospital run by an Italian charity said it had received 32 wounded.", []string{"An emergency hospital run by an Italian charity (Group): it had received 32 wounded []"}},
		{"“I saw bodies everywhere,” a resident who asked not to be named told AFP by telephone.", []string{"a resident (UnnamedSource): I saw bodies everywhere [Agence France-Presse]"}},
		{"A Lund Council official who spoke anonymously said the talks had stalled.", []string{"A Lund Council official (UnnamedSource): the talks had stalled []"}}, // a short relative too, at the sentence's start
		{"Ada Moss said that two other women who have accused him of assault said they had received calls.", []string{
			"Ada Moss (Person): two other women who have accused him of assault said they had received calls []", "other women (Group): they had received calls []"}},
		// a lower-case particle inside a name
		{"Saudi Energy Minister Prince Abdulaziz bin Salman said the kingdom would act.", []string{"Abdulaziz bin Salman (Person): the kingdom would act []"}},
		{"Commission President Ursula von der Leyen said the deal was fair.", []string{"Ursula von der Leyen (Person): the deal was fair []"}},
		// an opening phrase with no comma: the name after an outlet's, or after the day
		{"In a March meeting with the editorial board of the Washington Post Trump said that NATO may need to shrink.", []string{"Trump (Person): NATO may need to shrink []"}},
		{"In a statement Tuesday the company said profits fell.", []string{"the company (Group): profits fell []"}},
		// a bare plural recipient before the clause's subject
		{"A senior official told allies the report was accurate.", []string{"A senior official (UnnamedSource): the report was accurate []"}},
		// a seat of government speaks for its state, after a dateline too
		{"Lundgrad rejects report\n\nMOSCOW (Reuters) - The Lundgrad on Tuesday dismissed the report as fiction.", []string{
			"Lundgrad (Person): report []", "Lundgrad (Person): the report as fiction []"}},
		{"Kremlin rejects report\n\nMOSCOW (Reuters) - The Kremlin on Tuesday dismissed the report as fiction.", []string{
			"Kremlin (Organization): report []", "Kremlin (Organization): the report as fiction []"}},
		// "Speaking on" an outlet before the speaker: the outlet is a hop
		{"Speaking on Lundian state television, Foreign Minister Ola Dahl said the West was not interested in peace.", []string{"Ola Dahl (Person): the West was not interested in peace [Lundian state television]"}},
		// where the recipient was told is no part of what was said
		{"Ola Dahl told reporters in Vienna he was seriously concerned.", []string{"Ola Dahl (Person): he was seriously concerned []"}},
		{"The minister drew a line under the talks, warning that the deal was dead.", []string{"the minister (Person): the deal was dead []"}},
		// a list of names, each with its party and state, and a quantifier
		// between the subject and its verb
		{"Sens. Ada Moss (D-Ore.), Ola Dahl (D-Ohio) and Ina Berg (D-N.J.) all suggested that the claims could be grounds for a case.", []string{
			"Ada Moss (Person): the claims could be grounds for a case []", "Ola Dahl (Person): the claims could be grounds for a case []", "Ina Berg (Person): the claims could be grounds for a case []"}},
		{"Ada Moss, Ola Dahl, and Ina Berg said the vote was fair.", []string{"Ada Moss (Person): the vote was fair []", "Ola Dahl (Person): the vote was fair []", "Ina Berg (Person): the vote was fair []"}},
		{"Lawmakers from both parties have all suggested that the deal was dead.", []string{"Lawmakers from both parties (Group): the deal was dead []"}},
		// (a guard: the opening phrase is no name of the list)
		{"In Lund, Ada Moss and Ola Dahl said the plan would work.", []string{"Ada Moss (Person): the plan would work []", "Ola Dahl (Person): the plan would work []"}},
		// a party and state in parentheses is no acronym of the name
		{"Sen. Ina Berg (D-N.J.) said the bill would pass.", []string{"Ina Berg (Person): the bill would pass []"}},
		// a time and place before a titled name
		{"Saturday at the party convention Sen. Ina Berg said the plan had failed.", []string{"Ina Berg (Person): the plan had failed []"}},
		// a surname opening a sentence is the last mention "she" may mean
		{"Ina Berg is running against Ola Dahl. Berg had raised $2 million. She said the race was close.", []string{"Ina Berg (Person): the race was close []"}},
		// "reports" before a verb is a noun; an analysis "of" anything is the subject
		{"Donations hit $1.1 billion, an analysis of campaign reports shows.", []string{"an analysis of campaign reports (Group): Donations hit $1.1 billion []"}},
		{"The analysis of campaign reports shows that donations rose.", []string{"the analysis of campaign reports (Group): donations rose []"}},
		// ", as ..." after an inverted attribution says when, not what
		{"Talks failed on Friday, three diplomats told Reuters, as divisions deepened.", []string{"three diplomats (UnnamedSource): Talks failed on Friday [Reuters]"}},
		// a body's possessive, a modifier and a role before the name
		{"The European Union's chief negotiator, Ana Lind, said the talks had failed.", []string{"Ana Lind (Person): the talks had failed []"}},
		{"“We are not there yet,” the chief negotiator, Ana Lind, told reporters outside the venue.", []string{"Ana Lind (Person): We are not there yet []"}},
		// a country's minister of a portfolio is a person, whom "he" means
		{"Lund's environment minister said the island would walk out. “It's shameful,” he said.", []string{"Lund's environment minister (Person): the island would walk out []", "Lund's environment minister (Person): It's shameful []"}},
		// a clause opener after a comma inside a closing quotation ends the report
		{"Analysts said the cut was “deeper than feared,” while Sam Holt wrote that the stock was cheap.", []string{"Analysts (Group): the cut was “deeper than feared,” []", "Sam Holt (Person): the stock was cheap []"}},
		// shares do not speak: a participle after "after the chipmaker cut ..."
		// is the chipmaker's, which "the chipmaker" names by its shares
		{"Shares of Lundtech fell 12% on Tuesday after the chipmaker cut its forecast, citing weak demand.", []string{"Lundtech (Organization): weak demand []"}},
		// (a guard: a person subject keeps the participle)
		{"Ada Moss attacked Ola Dahl after he won the debate, calling him a liar.", []string{"Ada Moss (Person): Ola Dahl []", "Ada Moss (Person): him a liar []"}},
		// "al-" inside a name
		{"Lund's foreign ministry spokesman Majed al-Ansari said mediators were working.", []string{"Majed al-Ansari (Person): mediators were working []"}},
		// a state's own media: an outlet, and a hop for the source it cites
		{"The two sides will meet on Sunday, Lundish state media reported, citing a senior official.", []string{"a senior official (UnnamedSource): The two sides will meet on Sunday [Lundish state media]"}},
		{"Lundish state television said the blast killed 20 people.", []string{"Lundish state television (NewsOutlet): the blast killed 20 people []"}},
		// a name the text gives a group is no person "he" may mean
		{"Ola Moss said a group known as Ansar Lund was involved, but he said he played no role.", []string{"Ola Moss (Person): a group known as Ansar Lund was involved []", "Ola Moss (Person): he played no role []"}},
		// a body's kind before its name: the name is an organization's
		{"The drugmaker, Lundpharm, said it would seek approval.", []string{"Lundpharm (Organization): it would seek approval []"}},
		// a bare form after a plural subject and before "that" is its present tense
		{"Supporters counter that the mayor inherited a deficit.", []string{"Supporters (Group): the mayor inherited a deficit []"}},
		{"Critics charge that the plan is illegal.", []string{"Critics (Group): the plan is illegal []"}},
		// (a guard: a noun after a determiner)
		{"He stood behind the counter that day.", nil},
		// a semicolon ends a report; so does "and" before another subject's report
		{"Republicans said the timing was not intentional; they learned of the deals on Friday.", []string{"Republicans (Group): the timing was not intentional []"}},
		{"Ada Moss said the department mishandled the inquiry and the Lund Party accused her of stoking it.", []string{"Ada Moss (Person): the department mishandled the inquiry []", "Lund Party (Organization): her of stoking it []"}},
		// (guards: a pair of subjects, a pair of nouns)
		{"Ada Moss said both he and Ola Dahl promised to fight the plan.", []string{"Ada Moss (Person): both he and Ola Dahl promised to fight the plan []"}},
		{"Ada Moss said the crisis had its roots in race and class issues.", []string{"Ada Moss (Person): the crisis had its roots in race and class issues []"}},
		{"Ada Moss said the deaths of kids in uniforms and Western shirts troubled no one.", []string{"Ada Moss (Person): the deaths of kids in uniforms and Western shirts troubled no one []"}},
		// where it was said, between the cue and "that"
		{"His lawyer, Sara Vik, said outside the courthouse that they would appeal.", []string{"Sara Vik (Person): they would appeal []"}},
		// a person showing no emotion says nothing; records showing little do
		{"Ekberg showed no emotion as the verdict was read.", nil},
		{"Public records show little evidence that the gifts were made.", []string{"Public records (Group): little evidence that the gifts were made []"}},
		// plural nouns and impersonal subjects: no reports
		{"Health worries have dogged the senator since she collapsed.", nil},
		{"Some calls into the hotline were going to voicemail.", nil},
		{"That worries environmentalists.", nil},
		{"It is worth noting that the bill failed.", nil},
		// found in a state, or found themselves somewhere: no finding
		{"Two nuns were found slain in their home.", nil},
		{"The bank found itself at the center of the crisis.", nil},
		// a poll's release is no part of its name; "the poll" is no pollster
		{"A new poll released Monday shows the two candidates in a tie.", []string{"A new poll (Group): the two candidates in a tie []"}},
		{"“It is close,” said pollster Nina Ek. A third of independents are undecided, the poll found.", []string{"Nina Ek (Person): It is close []", "the poll (Group): A third of independents are undecided []"}},
		// a recipient's relative clause before "that"; a name linked by "for";
		// a description by age is the person just speaking
		{"Moss told the Post, which first reported the trades, that she had erred.", []string{"Moss (Person): she had erred [The Washington Post]", "The Washington Post (NewsOutlet): the trades []"}},
		{"A watchdog group, Citizens for Ethics, said it had filed a complaint.", []string{"Citizens for Ethics (Organization): it had filed a complaint []"}},
		{"Ola Dahl called on her to resign. “She broke the law,” the 45-year-old businessman said.", []string{"Ola Dahl (Person): her to resign []", "Ola Dahl (Person): She broke the law []"}},
		// ", as <clause>" is the article's circumstance; "as expected" is not a clause
		{"The bank signaled it could cut rates later this year, as inflation continued to ease.", []string{"the bank (Group): it could cut rates later this year []"}},
		{"The bank said rates would fall, as expected by markets.", []string{"the bank (Group): rates would fall, as expected by markets []"}},
		// "Another said": one more of those quoted, of the kind quoted last
		{"Another said: “We have to fight.”", []string{"another (UnnamedSource): We have to fight []"}},
		{"One analyst said the mood was grim. Another said the vote could be lost.", []string{"One analyst (UnnamedSource): the mood was grim []", "another analyst (UnnamedSource): the vote could be lost []"}},
		{"One analyst said the mood was grim. Another warned that the vote could be lost.", []string{"One analyst (UnnamedSource): the mood was grim []", "another analyst (UnnamedSource): the vote could be lost []"}},
		// a dash for the comma before a quotation's second half
		{"“Nobody wants a strike,” Ana Lind said — “but nobody wants to be poor.”", []string{"Ana Lind (Person): Nobody wants a strike,” Ana Lind said — “but nobody wants to be poor []"}},
		// the second half after a speaker's description with a relative clause
		{"“The risk,” said Ed Lee, an economist who leads the forecast, “is that we lose.”", []string{"Ed Lee (Person): The risk,” said Ed Lee, an economist who leads the forecast, “is that we lose []"}},
		// a quotation inside the quotation closes first; the outer one is whole
		{"“When Ola Dahl says ‘Make the town great again,’ that is code for going back,” Ana Lind said.", []string{"Ana Lind (Person): When Ola Dahl says ‘Make the town great again,’ that is code for going back []"}},
		// a subordinate clause before the attribution: its main clause after it, a gerund subject too
		{"Though the change was smooth, Ana Lind said, replacing the mayor would be much harder.", []string{"Ana Lind (Person): Though the change was smooth, Ana Lind said, replacing the mayor would be much harder []"}},
		{"The change was smooth, Ana Lind said, pointing to the vote.", []string{"Ana Lind (Person): The change was smooth []", "Ana Lind (Person): the vote []"}}, // (no subordinator: how she said it, a report of its own)
		// ", but" or ", and" before the second half: the same speaker's words go on
		{"“I like Ola,” Ana Lind said, but “when it comes to the levy, Ola is wrong.”", []string{"Ana Lind (Person): I like Ola,” Ana Lind said, but “when it comes to the levy, Ola is wrong []"}},
		{"“The deal must hold,” she said, and “clear penalties for any breach.”", []string{"unknown (Unknown): The deal must hold,” she said, and “clear penalties for any breach []"}},
		{"“The deal must hold,” Ana Lind said, and Ola Dahl agreed.", []string{"Ana Lind (Person): The deal must hold []"}}, // (a clause of its own after "and"),
		// a clause of how someone spoke or acted, then a colon and a quotation
		{"The union's president, Marta Lind, struck a defiant tone on Monday: “We will not back down.”", []string{"Marta Lind (Person): We will not back down []"}},
		{"Earlier this month the senator said the levy was fake.", []string{"the senator (Person): the levy was fake []"}},                                                                                                          // a time phrase before the subject, no comma
		{"Marta Lind fired back forcefully: “If they sue us, they will lose,” referencing the union's lawyers.", []string{"Marta Lind (Person): If they sue us, they will lose []", "Marta Lind (Person): the union's lawyers []"}}, // a participle after the quotation
		{"In other words, explained Lund TV moderator Ola Dahl: “What does that have to do with the levy?”", []string{"Ola Dahl (Person): What does that have to do with the levy? []"}},                                            // an inverted cue, then a colon and the quotation
		// (a guard: no one who speaks)
		{"The result surprised many: “It was a shock.”", nil},
		// the medium's participle phrase before "that"
		{"Prime Minister Sara Holm said in a statement released by her office that aid would come.", []string{"Sara Holm (Person): aid would come []"}},
		// a closing "in a letter to X" is how it was said; a newspaper the text
		// names as one is an outlet; a maker is a company
		{"Ek denied any wrongdoing in a letter to the prime minister.", []string{"Ek (Person): any wrongdoing []"}},
		{"An investigation by the newspaper Lund Posten revealed that the ministry had overpaid.", []string{"Lund Posten (NewsOutlet): the ministry had overpaid []"}},
		{"The helicopter maker, Lundair, said it had cooperated.", []string{"Lundair (Organization): it had cooperated []"}},
		// "the prosecutor's office" is not "his office" met before
		{"His office announced the resignation. Charges were filed, according to a statement from the prosecutor's office.", []string{"His office (Group): the resignation []", "the prosecutor's office (Group): Charges were filed []"}},
		// a charity described in an appositive is an organization, which "the
		// group" means; "it" may be a body described, not named
		{"Lund Relief, a charity that runs clinics, said its staff were unpaid. The group warned it would close.", []string{"Lund Relief (Organization): its staff were unpaid []", "Lund Relief (Organization): it would close []"}},
		{"The army denied blocking the convoy. In a statement, it said the trucks were inspected.", []string{"the army (Group): blocking the convoy []", "the army (Group): the trucks were inspected []"}},
		// "the government" is no union named before
		{"The Lund Union vowed to keep up the pressure. The government says the reform is needed.", []string{"Lund Union (Organization): to keep up the pressure []", "the government (Group): the reform is needed []"}},
		// two surnames of names met before: two speakers
		{"Ada Moss met Ola Dahl. Moss and Dahl both said the talks were over.", []string{"Ada Moss (Person): the talks were over []", "Ola Dahl (Person): the talks were over []"}},
		// "quoted X, an appositive, as saying": the name speaks, whichever side
		{"Interfax quoted a survivor, 14-year-old Ira Kent, as saying he hid under a desk.", []string{"Ira Kent (Person): he hid under a desk [Interfax]"}},
		{"The Associated Press quoted Ira Kent, a Lund native, as saying that the driver had a gun.", []string{"Ira Kent (Person): the driver had a gun [Associated Press]"}},
		// "according to a statement" after a report of its own is its medium
		{"The minister called the attack cowardly, according to a statement released by his spokesman.", []string{"the minister (Person): the attack cowardly []"}},
		// (a guard: a belief inside the statement's report is no report of its own, nor
		// the statement the minister's medium)
		{"The minister wants talks to resume, according to a statement from his office.", []string{
			"his office (Group): The minister wants talks to resume []"}},
		// a second "that" clause after ", but" goes on with the report
		{"Ola Dahl said that two soldiers had died, but that shelling had eased.", []string{"Ola Dahl (Person): two soldiers had died, but that shelling had eased []"}},
		// (a guard: "that" the subject of the article's own clause)
		{"Ola Dahl said that two soldiers had died, but that is not true.", []string{"Ola Dahl (Person): two soldiers had died []"}},
		// a body named by its owner and its kind
		{"The U.N. human rights office said civilians bore the brunt.", []string{"U.N. human rights office (Organization): civilians bore the brunt []"}},
		// a description with a relative clause before the name; a named
		// body's role after a quotation
		{"A resident who gave only his first name, Tomas, told AFP that the army came too late.", []string{"Tomas (Person): the army came too late [Agence France-Presse]"}},
		{"“Clean water is the priority,” Save the Children's country director, Ana Vos, told the BBC.", []string{"Ana Vos (Person): Clean water is the priority [BBC]"}},
		// a reporter's place after the outlet's possessive
		{"The BBC's Ana Perez in the capital says many roads have been washed away.", []string{"Ana Perez (Person): many roads have been washed away []"}},
		// a denial of "this" says nothing
		{"Local media reported that a bridge fell, but officials have not confirmed this.", []string{"Local media (NewsOutlet): a bridge fell []"}},
		// the article's superlative comment after the report, to the end
		{"Lundmotors Corp said it would recall 1.2 million vehicles, the latest blow to the automaker.", []string{"Lundmotors Corp (Organization): it would recall 1.2 million vehicles []"}},
		// (a guard: an appositive of a name inside what was said)
		{"Ada Moss said Ola Dahl, the most hawkish candidate, would use force.", []string{"Ada Moss (Person): Ola Dahl, the most hawkish candidate, would use force []"}},
		// a product recall says nothing
		{"Carmaker recalls 1.2 million vehicles over airbag fault.", nil},
		// a dateline is no part of what was said
		{"WASHINGTON — Talks stalled on Thursday, according to two people familiar with the talks.", []string{"two people familiar with the talks (UnnamedSource): Talks stalled on Thursday []"}},
		// a party and state after the name describe it
		{"“We will see,” Senator Ada Moss, Republican of Alaska, said.", []string{"Ada Moss (Person): We will see []"}},
		{"Senator Ada Moss, Democrat of Ohio, said the bill would pass.", []string{"Ada Moss (Person): the bill would pass []"}},
		// ", and" before another subject's report ends the first
		{"Ada Moss stressed that the reforms were not complete, and human rights groups warned that leverage was lost.", []string{
			"Ada Moss (Person): the reforms were not complete []", "human rights groups (Group): leverage was lost []"}},
		// ", and" before a clause of another subject ends the report; a second "that" goes on
		{"Ada Moss said she intends to run next year, and the party's leaders are among her backers.", []string{"Ada Moss (Person): she intends to run next year []"}},
		{"Ada Moss said the plan failed, and that the city must pay.", []string{"Ada Moss (Person): the plan failed, and that the city must pay []"}},
		// an indefinite speaker with a place after a quotation
		{"“Why didn’t he pay?” a narrator in the ad asks.", []string{"a narrator in the ad (UnnamedSource): Why didn’t he pay? []"}},
		// where it was said, then the quotation's second half
		{"“It will be fair,” Ada Moss said during a rally in Lund, Ohio, “but we will see.”", []string{
			"Ada Moss (Person): It will be fair,” Ada Moss said during a rally in Lund, Ohio, “but we will see []"}},
		// "X added:" closing its paragraph: the next paragraph is the quotation
		{"Ada Moss added:\n\nThis reeks of fear. She can not win? That is the message.\n\nThe vote is on Monday.", []string{"Ada Moss (Person): This reeks of fear. She can not win? That is the message []"}},
		// a subordinate clause before "X said, “Q”" is part of what was said; a question put to the speaker is not
		{"So when the council signaled that it would make a deal with Ada Moss, Ola Dahl said, “we were floored.”", []string{"Ola Dahl (Person): So when the council signaled that it would make a deal with Ada Moss, Ola Dahl said, “we were floored []"}},
		{"When asked about the levy, Ola Dahl said, “it is dead.”", []string{"Ola Dahl (Person): it is dead []", "unknown (Unknown): the levy []"}},
		{"When the mayor was asked about the levy, Ola Dahl said, “We will see.”", []string{"Ola Dahl (Person): We will see []", "unknown (Unknown): the levy []"}},
		{"When Ola Dahl was asked about the levy at a lunch, he laughed and said, “We will see.”", []string{"Ola Dahl (Person): We will see []", "unknown (Unknown): the levy at a lunch []"}}, // (not "When Ola Dahl")
		// a relative clause's stance inside a speaker's description is a statement of its own (not a participle's: "a superdelegate supporting X")
		{"Ola Dahl, the president of the Lund Workers Union, which endorsed Ada Moss in December, said that the polls were close.", []string{
			"Lund Workers Union (Organization): Ada Moss in December []", "Ola Dahl (Person): the polls were close []"}},
		// no conjunction is left at the end of a content cut before the subject's next verb
		{"She met a voter who supports Clinton but is not enthusiastic.", []string{"a voter (UnnamedSource): Clinton []"}},
		// "X has been called Y by Z": Z called X so
		{"Ola Dahl, a surgeon and TV star, has been called a charlatan by fellow physicians for promoting cures.", []string{"fellow physicians (Group): Ola Dahl, a surgeon and TV star, has been called a charlatan []"}},
		{"The policy has been called “strategic ambiguity” by Ada Moss, a professor.", []string{"Ada Moss (Person): The policy has been called “strategic ambiguity” []"}},
		// "advocates such as": a plural noun and its examples, no verb
		{"She won over Republican advocates such as the Lund Herald.", nil},
		// the block quotation goes on over a sentence with a report of its own, which is part of it
		{"Ada Moss added:\n\nIt is typical of him. He knows nothing, but the mouth never stops.\n\nThe vote is on Monday.", []string{"Ada Moss (Person): It is typical of him. He knows nothing, but the mouth never stops []"}},
		// a list's items, each a paragraph without a full stop, go on with the block
		{"Ina Berg listed the following tasks:\n\nCut the levy\nFix the roads\nHire more teachers.\n\nThe vote is on Monday.", []string{"Ina Berg (Person): Cut the levy\nFix the roads\nHire more teachers []"}},
		// a report whose short object closes its paragraph with a colon introduces the next paragraph
		{"Ada Moss called them on it:\n\nThe questions show why people distrust the media. Nobody watches.\n\nThe vote is on Monday.", []string{"Ada Moss (Person): The questions show why people distrust the media. Nobody watches []"}},
		{"Ina Berg issued the following statement:\n\nOur prayers are with all those hurt. We stand with them.\n\nThe vote is on Monday.", []string{"Ina Berg (Person): Our prayers are with all those hurt. We stand with them []"}},
		{"Ina Berg blogged, observing of the mayor:\n\nWhatever he does, he does to win. He hates losing.\n\nThe vote is on Monday.", []string{"Ina Berg (Person): Whatever he does, he does to win. He hates losing []"}},
		// not a clause before the colon: that is what was said
		{"Ina Berg pointed out that the veterans were ignored:\n\nThe veterans wait for months.\n\nThe vote is on Monday.", []string{"Ina Berg (Person): the veterans were ignored []"}},
		// a title-case headline's verb
		{"Ina Berg Vows To Cut Taxes For Small Firms\n\nThe race is close.", []string{"Ina Berg (Person): To Cut Taxes For Small Firms []"}},
		// a plural's possessive apostrophe is no quotation mark
		{"The teachers' union endorsed Ina Berg.", []string{"the teachers' union (Group): Ina Berg []"}},
		// ", even suggesting": the adverb goes with the participle's report
		{"Ina Berg said the mic was broken, even suggesting she had been sabotaged.", []string{"Ina Berg (Person): the mic was broken []", "Ina Berg (Person): she had been sabotaged []"}},
		{"Ina Berg left early, apparently saying that she was tired.", []string{"Ina Berg (Person): she was tired []"}}, // so do "perhaps", "apparently" and an -ly adverb
		{"Ina Berg finished, quietly adding that the vote was close.", []string{"Ina Berg (Person): the vote was close []"}},
		// a list of gerunds is one object
		{"Ina Berg has mentioned refinancing student loans and forcing universities to spend more.", []string{"Ina Berg (Person): refinancing student loans and forcing universities to spend more []"}},
		// a party and state between the name and its appositive
		{"“We will go,” Rep. Ina Berg (R-Ohio), a panel member, said.", []string{"Ina Berg (Person): We will go []"}},
		// "even as" opens a clause of its own
		{"Ina Berg acknowledged some mistakes even as she defended the campaign.", []string{"Ina Berg (Person): some mistakes []", "Ina Berg (Person): the campaign []"}},
		// what a newsroom "has learned that": only with "that"
		{"Reuters has learned that the firm will cut 500 jobs.", []string{"Reuters (NewsOutlet): the firm will cut 500 jobs []"}},
		{"She learned to swim in Lund.", nil},
		// "“Q1,” X said, pointing at Y, “Q2”": the second half after the aside
		{"“Every time you say that,” Ina Berg said, pointing at Ola Dahl, “you give ammunition to the critics.”", []string{
			"Ina Berg (Person): Every time you say that,” Ina Berg said, pointing at Ola Dahl, “you give ammunition to the critics []"}},
		// (a guard: ", adding, “Q2”" is a report of its own)
		{"“We are ready,” Ina Berg said, adding, “We will win.”", []string{"Ina Berg (Person): We are ready []", "Ina Berg (Person): We will win []"}},
		// a second verb of the subject ends the object
		{"Party leaders pleaded with Ina Berg to run and armed her campaign with money.", []string{"Party leaders (Group): with Ina Berg to run []"}},
		// a fronted participle's phrase says how; the subject follows it
		{"Speaking to the BBC, a former colleague, who did not want to be named, said: “Everyone knew.”", []string{"a former colleague (UnnamedSource): Everyone knew [BBC]"}},
		// a body's possessive description before its name
		{"The UN's humanitarian office, OCHA, said aid had fallen by half.", []string{"OCHA (Organization): aid had fallen by half []"}},
		// British spelling; "welcomed" a decision, not guests
		{"The bank signalled that it would cut rates.", []string{"the bank (Group): it would cut rates []"}},
		{"Ana Vos welcomed the decision. The mayor welcomed guests to the gala.", []string{"Ana Vos (Person): the decision []"}},
		// a time between the medium and its participle
		{"The town released a statement Wednesday saying the claims were false.", []string{"the town (Group): the claims were false []"}},
		// a kind of body before the name; "the company" then refers to it
		{"Utility company Lund Edison Power said it had cut power. The company said it was investigating.", []string{
			"Lund Edison Power (Organization): it had cut power []", "Lund Edison Power (Organization): it was investigating []"}},
		// "declining to be named" says why the source is unnamed
		{"The talks collapsed, the source said, declining to be named.", []string{"the source (UnnamedSource): The talks collapsed []"}},
		// a statement carried by a news agency: the agency is a hop
		{"The ministry said in a statement carried by state news agency WAM that the talks had ended.", []string{"the ministry (Group): the talks had ended [WAM]"}},
		{"State news agency WAM reported that the talks had ended.", []string{"WAM (NewsOutlet): the talks had ended []"}},
		// junk the extras of PolNeAR dev showed: a generic "you" after
		// "lest", a free relative "Everything X says", a prescription, a
		// gerund's object, a party's adjective and its noun
		{"Lest you assume my parents were poor, my father studied at MIT.", nil},
		{"Everything Ina Berg says is a lie.", nil},
		{"Voters should know what those questions are.", nil},
		{"Ina Berg began taking calls from listeners on Monday.", nil},
		{"PolitiFact rated 32% of Republican claims as false.", nil},
		{"Guilt must be proved beyond a reasonable doubt and what most people would call fair.", nil},
		// a content that only says when
		{"The crowd wore shirts, as Ola Dahl said before he died.", nil},
		// (a guard: "as much as" is a degree, not "see X as Y")
		{"The top 1 percent would see their incomes go up by as much as 19.9 percent.", nil},
		// (a guard: a gerund is also a noun subject)
		{"Recent polling shows Ina Berg leading.", []string{"Recent polling (Group): Ina Berg leading []"}},
		// the name asked about is not the one who answers
		{"Ola Berg said a coach would be named soon. Asked whether Nils Dahl was a candidate, he declined to comment.", []string{
			"Ola Berg (Person): a coach would be named soon []", "Ola Berg (Person): to comment []", "unknown (Unknown): whether Nils Dahl was a candidate []"}},
		// a reflexive's appositive; the name after "according to" a role
		{"Nobel laureate Ana Vos, herself a survivor of an attack, said she was heartbroken.", []string{"Ana Vos (Person): she was heartbroken []"}},
		{"According to the provincial health minister, Ola Dahl Berg, most of the dead were children.", []string{"Ola Dahl Berg (Person): most of the dead were children []"}},
		// a broadcaster's name says what it is
		{"One teacher told Lund TV: “They came in shooting.”", []string{"One teacher (UnnamedSource): They came in shooting [Lund TV]"}},
		// "beat Wall Street estimates" is no report whose subject a
		// coordinated "and said" could take
		{"Lundsoft Inc reported revenue that beat Wall Street estimates, driven by cloud sales, and said it would buy back shares.", []string{
			"Lundsoft Inc (Organization): revenue that beat Wall Street estimates, driven by cloud sales []", "Lundsoft Inc (Organization): it would buy back shares []"}},
		// an inverted speaker with a relative clause, then a participle's phrase
		{"“They beat us,” said a protester who gave his name only as Kevin, pointing at his arms.", []string{"a protester (UnnamedSource): They beat us []"}},
		// a correspondent's outlet relays the words she reports
		{"The BBC's Ana Perez reports that staff who escaped say the attackers wore masks.", []string{
			"Ana Perez (Person): staff who escaped say the attackers wore masks []", "staff who escaped (Group): the attackers wore masks [BBC]"}},
		// the outlet a statement was sent to or carried by is a hop
		{"The group said in a statement sent to Reuters that it had carried out the attack.", []string{"the group (Group): it had carried out the attack [Reuters]"}},
		{"The president said in remarks broadcast by state television that the country would not bow.", []string{"the president (Person): the country would not bow [state television]"}}, // (an outlet described: TestUnnamedOutlets)
		{"In comments carried by Interfax, Ola Dahl said the talks had failed.", []string{"Ola Dahl (Person): the talks had failed [Interfax]"}},
		// a relative clause about the recipient is no part of what was said,
		// and the outlet's scoop no statement
		{"The talks failed, Ola Dahl told the New York Times, which first reported the story.", []string{"Ola Dahl (Person): The talks failed [The New York Times]"}},
		// each poll share its own report
		{"Among likely voters, 5 percent prefer Ola Dahl and 1 percent support Ina Berg.", []string{"5 percent (Group): Ola Dahl []", "1 percent (Group): Ina Berg []"}},
		// (a guard: "support" after a share that is an object is a noun)
		{"A survey found 90 percent support for the bill.", []string{"A survey (Group): 90 percent support for the bill []"}},
		// "and when pressed" opens another exchange
		{"Ada Moss said fathers would not be eligible, and when pressed on why, she said it was a start.", []string{"Ada Moss (Person): fathers would not be eligible []", "Ada Moss (Person): it was a start []"}},
		// a titled name after "the" is a person
		{"The UN Secretary-General Ola Dahl said the attack was horrific.", []string{"Ola Dahl (Person): the attack was horrific []"}},
		// a headline drops the article: "..., union warns", "..., study finds"
		{"Tariffs threaten Lund mill jobs, union warns", []string{"union (Group): Tariffs threaten Lund mill jobs []"}},
		{"Rents will rise again, study finds", []string{"study (Group): Rents will rise again []"}},
		// a headline's plural of people is its subject, not its verb
		{"Lund leaders call for calm after the flood", []string{"Lund leaders (Group): for calm after the flood []"}},
		{"Opposition parties vow to topple Lund government", []string{"Opposition parties (Group): to topple Lund government []"}},
		// a memo seen by an outlet: the outlet is the hop, what follows "that" was written
		{"Dr. Ola Dahl wrote in an internal memo seen by Reuters that staff were stretched.", []string{"Ola Dahl (Person): staff were stretched [Reuters]"}},
		{"Ola Dahl wrote in a memo, seen by Reuters, that staff were stretched.", []string{"Ola Dahl (Person): staff were stretched [Reuters]"}},
		// "X's minister responsible for Y, Name,": the name speaks
		{"Lund's minister responsible for housing, Ada Moss, said rents would fall.", []string{"Ada Moss (Person): rents would fall []"}},
		// "the head of the union" is one person
		{"Mill jobs are at risk, the head of the union representing the workers said Friday.", []string{"the head of the union representing the workers (Person): Mill jobs are at risk []"}},
		// a rescue group is a body
		{"Lund Mountain Rescue says the hiker was found alive.", []string{"Lund Mountain Rescue (Organization): the hiker was found alive []"}},
		// a listed verb in the passive with its agent: the agent's, about the subject (not a time after "by")
		{"The levy was criticized by the mayor.", []string{"the mayor (Person): The levy []"}},
		{"His views were echoed by a number of tax experts.", []string{"a number (Group): His views []"}},
		{"The plan was rejected by 42 percent of voters in the poll.", []string{"42 percent of voters (Group): The plan []"}},
		{"Ada Moss was endorsed by Ola Dahl on Friday.", []string{"Ola Dahl (Person): Ada Moss []"}},
		{"A ruling is expected by the end of the month.", nil},
		{"Lund issued a warning, with 25 centimetres of snow expected by Wednesday morning.", []string{"Lund (Person): a warning, with 25 centimetres of snow expected by Wednesday morning []"}},
		// a department named by its fields and its country is one body; two bodies or two states stay two
		{"Fisheries and Oceans Canada said the stock is low.", []string{"Fisheries and Oceans Canada (Organization): the stock is low []"}},
		{"Immigration, Refugees and Citizenship Canada said the rules would change.", []string{"Immigration, Refugees and Citizenship Canada (Organization): the rules would change []"}},
		{"Russia and China said the vote was unfair.", []string{"Russia (Organization): the vote was unfair []", "China (Organization): the vote was unfair []"}},
		// "Royal Bank of Canada reported": the bank, which "the lender" and "Canada's largest lender" mean
		{"Royal Bank of Lund reported a profit on Wednesday. The lender said income rose.", []string{"Royal Bank of Lund (Organization): a profit on Wednesday []", "Royal Bank of Lund (Organization): income rose []"}},
		{"Royal Bank of Lund reported a profit on Wednesday. The country's largest lender said income rose.", []string{"Royal Bank of Lund (Organization): a profit on Wednesday []", "Royal Bank of Lund (Organization): income rose []"}},
		{"Lund Motors shares fell. The world's third-largest automaker said no one was hurt.", []string{"Lund Motors (Organization): no one was hurt []"}},
		// a court document's name with "of" speaks
		{"The statement of claim, filed Monday in the Lund court, says Ada Moss fell four times.", []string{"the statement of claim (Group): Ada Moss fell four times []"}},
		{"The notice of appeal argues the judge erred.", []string{"the notice of appeal (Group): the judge erred []"}},
		{"Lawsuit alleges care home ignored warnings", []string{"Lawsuit (Group): care home ignored warnings []"}},
		// "ignored repeated warnings": an adjective, no second report
		{"The family of a woman who died at a Lund care home has filed a lawsuit alleging staff ignored repeated warnings that she could fall.", []string{"the family of a woman (Group): staff ignored repeated warnings that she could fall []"}},
		{"The mayor has repeated calls for calm.", []string{"the mayor (Person): calls for calm []"}},
		// a relative of either sex is one unnamed person, whom "he" means after
		{"The man's cousin said his family wants answers. “He was healthy,” he said.", []string{"the man's cousin (UnnamedSource): his family wants answers []", "the man's cousin (UnnamedSource): He was healthy []"}},
		// a place "off" which someone works is no antecedent; a surname after an opening phrase is; "X's daughter, Name," is she
		{"Ola Dahl has fished off Cape Lund for 38 years, and he says this spring was the strangest.", []string{"Ola Dahl (Person): this spring was the strangest []"}},
		{"Ola Dahl fishes. Dahl's daughter, Kayla, fishes with him. She says the water is warm.", []string{"Kayla (Person): the water is warm []"}},
		{"Ola Dahl fishes. Ina Berg, a biologist, said lobster are tough. Back on the wharf, Dahl is blunt. “I'll fish till I can't,” he says.", []string{"Ina Berg (Person): lobster are tough []", "Ola Dahl (Person): I'll fish till I can't []"}},
		// criticism from some, "and from" others or "over" what: the first ones only
		{"Police have faced criticism from protesters and from some councillors over how they handled the marches.", []string{"protesters (Group): Police []"}},
		// the article's comment after the report is none of it
		{"Lund will issue fewer permits next year, Immigration Minister Ana Vos announced Wednesday, the third cut in as many years.", []string{"Ana Vos (Person): Lund will issue fewer permits next year []"}},
		// money offered is no statement
		{"The program offered up to $4,000 for a new electric car.", nil},
		// "on a deal that would": a relative clause, the deal is what was agreed
		{"Negotiators agreed early Sunday on a deal that would have wealthy nations pay more.", []string{"Negotiators (Group): a deal that would have wealthy nations pay more []"}},
		// a participle after a verb's object: the object's stance, not a phrase with the verb
		{"The union, which represented the families challenging the law, said it was devastated.", []string{"the families (Group): the law []", "the union (Group): it was devastated []"}},
		// what no one was heard to say, no one wanted either; a headline's passive with "as"
		{"I have never heard anyone say they wanted a third bridge.", nil},
		{"Longtime Lund MLA remembered as a fighter for the north side", nil},
		// British copy: a quotation in single quotes after a colon, a word in doubles before it
		{"The group said it was \"disappointed\" by the union's decision. A spokesperson said: 'Our offer is fair. We urge the union to put it to its members.'", []string{"the group (Group): it was \"disappointed\" by the union's decision []", "A spokesperson (UnnamedSource): Our offer is fair. We urge the union to put it to its members []"}},
		// a bare form after a plural subject with an object and an infinitive; "presses on" says nothing
		{"Officials urge residents to stay home.", []string{"Officials (UnnamedSource): residents to stay home []"}},
		{"Haley presses on in Lund as her allies urge her to quit", []string{"her allies (Group): her to quit []"}},
		{"They resisted the urge to leave.", []string{"unknown (Unknown): the urge to leave []"}},
		// a form regained is no finding; "when asked about that" quotes no question; a release's label is no speaker
		{"Lund's Ola Dahl finds his game again after two difficult seasons", nil},
		{"Ola Dahl laughed when asked about that.", nil},
		{"MEDIA RELEASE: Lakeview Health opens new cancer centre in Lund", nil},
		// ", the court ruled Friday": the ruling closes the report before it (not "ruled out", "ruled in favour of")
		{"Police must get a warrant before asking banks for a client's address, the Supreme Court of Lund ruled Friday in a 5-4 decision.", []string{"Supreme Court of Lund (Organization): Police must get a warrant before asking banks for a client's address []"}},
		{"The judge ruled out a new trial.", nil},
		// a bare form after a plural subject closing the sentence: the report before it, through the outlet
		{"The talks have collapsed, local media report.", []string{"local media (NewsOutlet): The talks have collapsed []"}},
		{"Iran says it will not negotiate under pressure, state media report", []string{"Iran (Organization): it will not negotiate under pressure [state media]", "state media (NewsOutlet): Iran says it will not negotiate under pressure []"}},
		// where it was posted is no content; whom someone apologized to says nothing ("asked who" still asks)
		{"Ana Vos fired back on social media, writing that Ola Dahl can't count.", []string{"Ana Vos (Person): Ola Dahl can't count []"}},
		{"A Lund hospital has apologized to a woman who spent 20 hours on a stretcher.", nil},
		{"Reporters asked who would pay for it.", []string{"Reporters (Group): who would pay for it []"}},
		{"Ola Dahl told supporters who gathered in Lund, “No one will stop us.”", []string{"Ola Dahl (Person): No one will stop us []"}},
		// a business's kind refers back to the body that spoke; a description of a body is no name a shorter one means
		{"Lund Airlines said it was disappointed. The airline said it would begin planning.", []string{"Lund Airlines (Organization): it was disappointed []", "Lund Airlines (Organization): it would begin planning []"}},
		{"“We will not accept it,” said Capt. Ana Vos, chair of the union's Lund Airlines council. Lund Airlines said it was disappointed.", []string{"Ana Vos (Person): We will not accept it []", "Lund Airlines (Organization): it was disappointed []"}},
		// "the department" after a department named by its fields and its state; "She and her colleagues" are two
		{"Fisheries and Oceans Canada agrees the run is in trouble. In its assessment, the department said returns were low.", []string{"Fisheries and Oceans Canada (Organization): the run is in trouble []", "Fisheries and Oceans Canada (Organization): returns were low []"}},
		{"Ana Vos works at the centre. She and her colleagues believe warm water is to blame.", []string{"Ana Vos (Person): warm water is to blame []", "her colleagues (Group): warm water is to blame []"}},
		// a union described before its name, a local's number in the name: the body
		{"The union representing the workers, Unifor, said its members would vote.", []string{"Unifor (Organization): its members would vote []"}},
		{"The union, CUPE Local 79, said its members would vote.", []string{"CUPE Local 79 (Organization): its members would vote []"}},
		// a participle's aside between a document or a statement and its verb: the hop it names
		{"A statement from the family, released through police, said they were heartbroken.", []string{"the family (Group): they were heartbroken []"}},
		{"The documents, first reported by Reuters, show the minister was warned.", []string{"the documents (Group): the minister was warned [Reuters]"}},
		// "said a statement from X": X speaks
		{"“We're devastated,” said a statement from the Lund Lions organization.", []string{"Lund Lions organization (Organization): We're devastated []"}},
		// a reaction without words, then a quotation alone: the quotation is the reaction's
		{"Ana Vos said the plan is bad.\n\nAnother resident, Ola Dahl, disagreed.\n\n“It will work. Give it time.”", []string{"Ana Vos (Person): the plan is bad []", "Ola Dahl (Person): It will work. Give it time []"}},
		{"Ola Dahl was blunt.\n\n“It is a disaster.”", []string{"Ola Dahl (Person): It is a disaster []"}},
		{"Ola Dahl was more cautious.\n\n“It could go either way.”", []string{"Ola Dahl (Person): It could go either way []"}},
		// an -ing word before a plural of people or bodies is its modifier: "fishing groups", "mining companies"
		{"It came a day after fishing groups warned the turbines could disrupt lobster grounds.", []string{"fishing groups (Group): the turbines could disrupt lobster grounds []"}},
		// "is reported to have said": the subject's words, by an unnamed report; "the newspaper" after it is the paper named, once
		{"The minister is reported to have said the deal was dead.", []string{"the minister (Person): the deal was dead []"}},
		{"Ola Dahl is said to have told aides that the war would be short.", []string{"Ola Dahl (Person): the war would be short []"}},
		{"A senior official told the Wall Street Journal that talks had stalled, the newspaper reported Sunday.", []string{"A senior official (UnnamedSource): talks had stalled [The Wall Street Journal]", "The Wall Street Journal (NewsOutlet): A senior official told the Wall Street Journal that talks had stalled []"}},
		// a place's or a team's possessive before one name owns the person: "Canada's Carney", "Flames' Huberdeau"
		{"Canada's Carney says tariffs will hurt both countries.", []string{"Carney (Person): tariffs will hurt both countries []"}},
		{"Flames' Huberdeau says he never stopped believing.", []string{"Huberdeau (Person): he never stopped believing []"}},
		{"Quebec's Legault says he chose his words poorly.", []string{"Legault (Person): he chose his words poorly []"}},
		// a role in lower case before a name, then an aside: the name speaks
		{"Star forward Ola Dahl, asked earlier this month whether he supported the coach, said only: “I play for Lund.”", []string{"Ola Dahl (Person): I play for Lund []"}},
		{"Canada's Parliament voted against the motion.", []string{"Canada's Parliament (Organization): the motion []"}},
		// "residents who spoke to reporters said they felt": the pronoun's own clause, inside what they said
		{"Several residents who spoke to reporters said they felt unsafe.", []string{"Several residents (Group): they felt unsafe []"}},
		// an outlet's own investigation is the outlet's finding (a pollster's poll stays the poll)
		{"A CBC News investigation found that hundreds of patients waited more than 24 hours.", []string{"CBC News (NewsOutlet): hundreds of patients waited more than 24 hours []"}},
		// any past verb between a quotation and its speaker frames it: speech
		{"“We'll see,” mused the coach.", []string{"the coach (Person): We'll see []"}},
		{"“I don't know,” shrugged Ola Dahl.", []string{"Ola Dahl (Person): I don't know []"}},
		// "known as X" between the subject and its verb is another name, an aside
		{"The Lund Rights Initiative, known as LRI, said in a statement that it supports offshore wind.", []string{"Lund Rights Initiative (Organization): it supports offshore wind []"}},
		// a public health unit is a body; a named person's lawyer is one unnamed person
		{"Toronto Public Health is urging residents to get vaccinated.", []string{"Toronto Public Health (Organization): residents to get vaccinated []"}},
		{"Ana Vos's lawyer said she would appeal.", []string{"Ana Vos's lawyer (UnnamedSource): she would appeal []"}},
		// "the Liberals and the NDP": two parties, each its one word
		{"The Liberals and the NDP voted against the motion.", []string{"the Liberals (Group): the motion []", "NDP (Organization): the motion []"}},
		// people "across" or "throughout" a place are a group, not the place
		{"Farmers across the Prairies said the year was difficult.", []string{"Farmers across the Prairies (Group): the year was difficult []"}},
		// a film's plot and a word not said are no one's statement
		{"“The Last Light,” the new film from Lund director Ana Vos, tells the story of a lighthouse keeper.", nil},
		{"The film's star, Ola Dahl, barely says a word for 90 minutes.", nil},
		// a headline's passive with an age: the man charged says nothing
		{"Man, 34, charged with manslaughter in death of Lund woman", nil},
		// a full name met only as a possessive: a surname opening a sentence later is that person
		{"Polls say Ola Dahl's party will win. “We knew,” said volunteer Ana Vos. Dahl takes the stage. “Tonight we won,” he tells the crowd.", []string{"Polls (Group): Ola Dahl's party will win []", "Ana Vos (Person): We knew []", "Ola Dahl (Person): Tonight we won []"}},
		// "their" after a verb is its subject's
		{"Animal welfare groups renewed their calls to end the races.", []string{"Animal welfare groups (Group): to end the races []"}},
		// a thing not told is no statement; "anyone who would listen" is whom
		{"The hiker did not tell anyone his route.", nil},
		{"Ola Dahl told no one about the plan.", nil},
		{"Ola Dahl did not tell anyone that he was leaving.", []string{"Ola Dahl (Person): he was leaving []"}},
		{"Ola Dahl told anyone who would listen that the vote was rigged.", []string{"Ola Dahl (Person): the vote was rigged []"}},
	} {
		checkWireRow(t, c.text, c.want)
	}
}

// checkWireRow extracts text and compares each statement, written "speaker
// (type): content [via]", with want.
func checkWireRow(t *testing.T, text string, want []string) {
	t.Helper()
	var got []string
	for _, st := range extract(text) {
		var via []string
		for _, h := range st.Via {
			via = append(via, h.Entity.Name)
		}
		got = append(got, fmt.Sprintf("%s (%s): %s %v", st.Speaker.Name, st.Speaker.Type, st.Content, via))
	}
	if !slices.Equal(got, want) {
		t.Errorf("%q:\n got %q\nwant %q", text, got, want)
	}
}

// TestRestrictiveWhoIsTheMention: in "Voters who said ...", as in "X, who
// said ...", the relative pronoun is the speaker's mention (annotators mark
// it so) and its antecedent the speaker.
func TestRestrictiveWhoIsTheMention(t *testing.T) {
	for _, c := range []struct{ text, mention, speaker string }{
		{"Voters who said the economy mattered most backed Sanders.", "who", "Voters"},
		{"Residents who have long argued the bridge is unsafe welcomed the repairs.", "who", "Residents"},
		{"Ada Moss, who said the plan was dead, left early.", "who", "Ada Moss"},
		{"Ada Moss said the plan was dead.", "Ada Moss", "Ada Moss"},                                // no relative clause: the name
		{"The mayor, who's said the levy is fair, left early.", "who's", "the mayor"},               // "who" with its auxiliary
		{"The guests included Ada Moss and Ola Dahl, who joked about the levy.", "who", "Ada Moss"}, // each one's mention, and no verb in the antecedent
		{"It is an issue, with Ada Moss — who’s called for a levy — lambasting the plan.", "who’s", "Ada Moss"},
		// "that" and "which" open such a clause after a noun, not after a verb
		{"The group ran an ad that says the levy is a tax on farmers.", "that", "an ad"},
		{"Lund Bank runs a big fund which strongly opposes the levy.", "which", "a big fund"},
		{"The movement is made up of independents and others who do not believe in the levy.", "who", "independents and others"}, // (after a preposition's object, a negation between)
	} {
		sts := extract(c.text)
		if len(sts) == 0 || sts[0].Mention != c.mention || sts[0].Speaker.Name != c.speaker {
			t.Errorf("%q: want mention %q, speaker %q:%s", c.text, c.mention, c.speaker, describe(sts))
		}
	}
}

// TestHeIsTheSpeakerNotTheNameHeMet: a name after a preposition in the
// speaker's sentence ("after meeting with Y") is an object, which the next
// sentence's "he" seldom means; a name that opens its own sentence still is.
func TestHeIsTheSpeakerNotTheNameHeMet(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"“We had problems,” Ola Dahl said after meeting with President Erik Sand. “Our goal is not escalation,” he said.", "Ola Dahl"},
		{"“We had problems,” Ola Dahl said. Erik Sand disagreed. “Our goal is not escalation,” he said.", "Erik Sand"},
	} {
		sts := extract(c.text)
		if len(sts) < 2 || sts[len(sts)-1].Speaker.Name != c.want {
			t.Errorf("%q: want the last statement's speaker %q:%s", c.text, c.want, describe(sts))
		}
	}
}

// TestHeIsNoPlaceOrLaw: a capitalized name that ends in a body's, a
// place's or a law's word, or an outlet's name, is no one "he" means.
func TestHeIsNoPlaceOrLaw(t *testing.T) {
	for _, text := range []string{
		"“We will appeal,” Erik Sand said. The ruling came from the District Court. “It is unfair,” he said.",
		"“We will appeal,” Erik Sand said. He spoke at Lund Plaza. “It is unfair,” he said.",
		"“We will appeal,” Erik Sand said. The Patriot Act was cited. “It is unfair,” he said.",
	} {
		sts := extract(text)
		if len(sts) < 2 || sts[0].Speaker.Name != "Erik Sand" || sts[len(sts)-1].Speaker.Name != "Erik Sand" {
			t.Errorf("%q: want Erik Sand first and last:%s", text, describe(sts))
		}
	}
}

// TestClauseNamesAreNoOneTheyMeans: a speaker phrase read as a clause or a
// time is no antecedent of "they".
func TestClauseNamesAreNoOneTheyMeans(t *testing.T) {
	for _, c := range []struct {
		name string
		want bool
	}{
		{"Clinton is hoping voters", true},
		{"Republicans can reasonably campaign", true},
		{"Tuesday", true},
		{"Holding rates near zero", true},
		{"Senate Republicans", false},
		{"the union's leaders", false},
	} {
		if got := clauseName(c.name); got != c.want {
			t.Errorf("clauseName(%q) = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestAChargeDeniedIsTheDeniersStatement: "..., a charge X denies" makes X
// the speaker of the denial (not "a charge X"), whose content is the charge.
func TestAChargeDeniedIsTheDeniersStatement(t *testing.T) {
	for _, c := range []struct{ text, speaker, content string }{
		{"The council said the levy broke the law, a charge Lund denies.", "Lund", "the levy broke the law"},
		{"The rebels were armed by Vorn, a claim Lund has denied.", "Lund", "The rebels were armed by Vorn"},
	} {
		sts := extract(c.text)
		if len(sts) == 0 || sts[len(sts)-1].Speaker.Name != c.speaker || sts[len(sts)-1].Content != c.content {
			t.Errorf("%q: want %s: %q last:%s", c.text, c.speaker, c.content, describe(sts))
		}
	}
}

// TestQuotedAsSayingAfterItsWords: "Q, X was quoted (by Y) as saying (by
// Y)" is X's statement of Q, through Y when Y is an outlet; the verb inside
// Q is no report of the attribution after it.
func TestQuotedAsSayingAfterItsWords(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Lund will respond, the foreign minister was quoted as saying.", "the foreign minister: Lund will respond []"},
		{"Lund will respond, the foreign minister was quoted by Reuters as saying.", "the foreign minister: Lund will respond [Reuters]"},
		{"“Lund will respond,” the foreign minister was quoted as saying by Reuters.", "the foreign minister: Lund will respond [Reuters]"},
	} {
		sts := extract(c.text)
		var got []string
		for _, st := range sts {
			var via []string
			for _, h := range st.Via {
				via = append(via, h.Entity.Name)
			}
			got = append(got, fmt.Sprintf("%s: %s %v", st.Speaker.Name, st.Content, via))
		}
		if len(got) != 1 || got[0] != c.want {
			t.Errorf("%q:\n got %q\nwant %q", c.text, got, c.want)
		}
	}
}

// TestTheTitleNamesThePersonTitledSo: "the prime minister" after "Prime
// Minister Ana Vos", who had not spoken, is Ana Vos, and "the minister"
// after "Ana Vos, the foreign minister,"; with two ministers named, "the
// minister" stays open.
func TestTheTitleNamesThePersonTitledSo(t *testing.T) {
	sts := extract("Prime Minister Ana Vos arrived in Lund on Monday. The prime minister said the visit showed support.")
	if len(sts) != 1 || sts[0].Speaker.Name != "Ana Vos" || sts[0].Speaker.Type != kg.Person {
		t.Errorf("'the prime minister' is not Ana Vos:%s", describe(sts))
	}
	sts = extract("Ana Vos, the foreign minister, arrived in Lund on Monday. The minister said the visit showed support.")
	if len(sts) != 1 || sts[0].Speaker.Name != "Ana Vos" || sts[0].Speaker.Role != "foreign minister" {
		t.Errorf("'the minister' is not Ana Vos, the foreign minister:%s", describe(sts))
	}
	sts = extract("Prime Minister Ana Vos met Foreign Minister Ola Dahl. The minister said the visit showed support.")
	if len(sts) != 1 || sts[0].Speaker.Name == "Ana Vos" || sts[0].Speaker.Name == "Ola Dahl" {
		t.Errorf("'the minister' taken for one of two:%s", describe(sts))
	}
}

// TestSplitConjTrailingAnd: a speaker phrase that ends in "and" (a
// relative clause's antecedent cut there) is split without a panic; it
// had indexed an empty last part.
func TestSplitConjTrailingAnd(t *testing.T) {
	for _, s := range []string{"Ada Moss and", "Ada Moss and Ola Dahl and", "voters and", "and voters"} {
		toks := segment(s)[0].toks
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%q: %v", s, r)
				}
			}()
			if parts := splitConj(toks); len(parts) == 0 {
				t.Errorf("%q: no parts", s)
			}
		}()
	}
}

// TestDirectOnlyWhenWhollyQuoted: a statement is direct only when all of its
// content is the speaker's quoted words (halves around its own attribution
// included); a partial quote is not, and lists its quoted parts, so that a
// reader copying it marks only those words.
func TestDirectOnlyWhenWhollyQuoted(t *testing.T) {
	tests := []struct {
		text, content string
		direct        bool
		quotes        []string
	}{
		{"“The mill stays open,” Ola Dahl said.", "The mill stays open", true, nil},
		{"“It is a disaster,” Ola Dahl said on Tuesday, “and we will appeal.”", "It is a disaster,” Ola Dahl said on Tuesday, “and we will appeal", true, nil},
		{"Ada Moss said the levy was “a tax on farmers” and would fail.", "the levy was “a tax on farmers” and would fail", false, []string{"a tax on farmers"}},
		{`The union said it wanted "fair pay" and "safe shifts" for its members.`, `it wanted "fair pay" and "safe shifts" for its members`, false, []string{"fair pay", "safe shifts"}},
		{"Ada Moss said the levy would rise next year.", "the levy would rise next year", false, nil},
	}
	for _, tt := range tests {
		var got *kg.Statement
		sts := extract(tt.text)
		for i := range sts {
			if sts[i].Content == tt.content {
				got = &sts[i]
			}
		}
		if got == nil {
			t.Errorf("%q: no statement %q:%s", tt.text, tt.content, describe(sts))
			continue
		}
		var quotes []string
		for _, q := range got.Quotes {
			quotes = append(quotes, q.Of(tt.text))
		}
		if got.Direct != tt.direct || strings.Join(quotes, "|") != strings.Join(tt.quotes, "|") {
			t.Errorf("%q: direct %v, quotes %q; want %v, %q", tt.text, got.Direct, quotes, tt.direct, tt.quotes)
		}
	}
}

// TestANameBeforeARoleIsABody: "Destination Lund president Ada Moss" names
// a body, so "a report by Destination Lund" is an organization's, not a
// person's.
func TestANameBeforeARoleIsABody(t *testing.T) {
	sts := extract("The shows brought $282 million, according to a report by Destination Lund. Destination Lund president Ada Moss said hotels were full.")
	for _, s := range sts {
		if s.Speaker.Name == "Destination Lund" {
			if s.Speaker.Type != kg.Organization {
				t.Errorf("Destination Lund is a %s", s.Speaker.Type)
			}
			return
		}
	}
	t.Errorf("no statement of Destination Lund:%s", describe(sts))
}

// TestAMembersBodyIsNotTheBodyItIsOf: "The Ottawa Police Association" is
// the officers' association, not the "Ottawa Police" a chief was named of.
func TestAMembersBodyIsNotTheBodyItIsOf(t *testing.T) {
	sts := extract("Lund Police Chief Ana Vos said the road was closed. The Lund Police Association said it would wait.")
	if len(sts) != 2 || sts[1].Speaker.Name != "Lund Police Association" {
		t.Errorf("want the association to speak:%s", describe(sts))
	}
}

// TestARoleBeforeANameOfABody: "Consumer advocate John Lawford of the
// Public Interest Advocacy Centre" is a person, not an organization named
// by the whole phrase.
func TestARoleBeforeANameOfABody(t *testing.T) {
	sts := extract("Consumer advocate John Lawford of the Lund Advocacy Centre said the rules should change.")
	if len(sts) != 1 || sts[0].Speaker.Type != kg.Person || sts[0].Speaker.Name != "John Lawford" {
		t.Errorf("want John Lawford, a person:%s", describe(sts))
	}
}

// TestACompanysLegalForms: "Lundblaw Cos. Ltd. said" is one company, not a
// person "Ltd.", and "the company" after "Lundblaw Cos." means it.
func TestACompanysLegalForms(t *testing.T) {
	for text, name := range map[string]string{
		"Lundblaw Cos. Ltd. said its profit rose.":                       "Lundblaw Cos. Ltd.",
		"Shares fell at Lundblaw Cos. The company said its profit rose.": "Lundblaw Cos",
	} {
		sts := extract(text)
		if len(sts) != 1 || sts[0].Speaker.Type != kg.Organization || sts[0].Speaker.Name != name {
			t.Errorf("%q: want one statement of the company %q:%s", text, name, describe(sts))
		}
	}
}

// TestARegionsHealthIsABody: "Nova Scotia Health said" is the health
// authority, not a person.
func TestARegionsHealthIsABody(t *testing.T) {
	sts := extract("Nova Scotia Health said it could not comment on matters before the courts.")
	if len(sts) != 1 || sts[0].Speaker.Type != kg.Organization {
		t.Errorf("want one statement of an organization:%s", describe(sts))
	}
}

// TestABusinessBeforeItsNameIsABody: "The developer, Westbank, says" is a
// company; "The developer, Ana Moss, said" a person.
func TestABusinessBeforeItsNameIsABody(t *testing.T) {
	for text, typ := range map[string]kg.EntityType{
		"The developer, Lundbank, says 20 per cent of the units would rent below market.": kg.Organization,
		"The developer, Ana Moss, said the app would launch soon.":                        kg.Person,
	} {
		sts := extract(text)
		if len(sts) != 1 || sts[0].Speaker.Type != typ {
			t.Errorf("%q: want one statement of a %s:%s", text, typ, describe(sts))
		}
	}
}

// TestAnInterviewPrintedWithoutLabels: after a note that it was edited, a
// question paragraph is the interviewer's and the paragraphs after it are
// the answers of the person the article names (none of them a statement of
// no one's); without the note, or set out with "Q:" and "A:", nothing
// changes.
func TestAnInterviewPrintedWithoutLabels(t *testing.T) {
	interview := "In an interview this week, Lund Party Leader Ada Moss spoke about the campaign. The conversation has been edited and condensed.\n\n" +
		"You said for years you would never run. What changed?\n\n" +
		"The town changed. When the mill closes, you can't sit on the sidelines.\n\n" +
		"Your rivals say you are out of touch.\n\n" +
		"I understand that's their line. I grew up here.\n\n" +
		"What will you do first?\n\n" +
		"Reopen the clinic."
	sts := extract(interview)
	answers := map[string]bool{}
	for _, st := range sts {
		if st.Speaker.Name == "Ada Moss" && st.CueSpan == (kg.Span{}) {
			answers[st.Content] = true
		}
		if strings.Contains(st.Content, "What changed") || strings.HasPrefix(st.Content, "Your rivals") {
			t.Errorf("a question as an answer: %q", st.Content)
		}
	}
	for _, want := range []string{"The town changed. When the mill closes, you can't sit on the sidelines", "I understand that's their line. I grew up here", "Reopen the clinic"} {
		if !answers[want] {
			t.Errorf("want Ada Moss's answer %q:%s", want, describe(sts))
		}
	}
	for _, text := range []string{
		strings.Replace(interview, " The conversation has been edited and condensed.", "", 1), // no note: no interview
	} {
		for _, st := range extract(text) {
			if st.CueSpan == (kg.Span{}) && st.Speaker.Name == "Ada Moss" {
				t.Errorf("an answer without the note: %q", st.Content)
			}
		}
	}
}

// TestItsIsTheBodyTheSentenceBeforeOpensWith: "Its chief executive" after
// a sentence that opens with a body is that body's, not the body that
// spoke last.
func TestItsIsTheBodyTheSentenceBeforeOpensWith(t *testing.T) {
	sts := extract("Vorn Energy declined to comment. Lundfield Asset Management, which manages $900 billion, has been expanding. Its chief executive, Ola Dahl, told investors that clean power was the largest opportunity.")
	n := len(sts)
	if n == 0 || sts[n-1].Speaker.Name != "Ola Dahl" || sts[n-1].Speaker.Affiliation == nil || sts[n-1].Speaker.Affiliation.Name != "Lundfield Asset Management" {
		t.Errorf("want Ola Dahl of Lundfield Asset Management:%s", describe(sts))
	}
}

// TestAStateIsNoSurname: "Canada says" is the state, not a person whose
// full name would be "Statistics Canada".
func TestAStateIsNoSurname(t *testing.T) {
	sts := extract("Canada says it will retaliate against the tariffs. Statistics Canada said the economy added jobs in January.")
	if len(sts) != 2 || sts[0].Speaker.Name != "Canada" || sts[0].Speaker.Type != kg.Organization || sts[1].Speaker.Type != kg.Organization {
		t.Errorf("want Canada and Statistics Canada, two organizations:%s", describe(sts))
	}
}
