package loader

import "strings"

// The word lists the rules use. They name kinds of words (speech verbs, role
// nouns, titles), never a person or a group: speakers come from the text.

// cueForms maps every inflected form of a reporting verb to its lemma.
var cueForms = map[string]string{}

// cueWords holds, for each word that can take part in a cue, which part
// (cw* bits), so that findCues asks one map about each word rather than three.
var cueWords = map[string]uint8{}

const (
	cwCue       = 1 << iota // a form in cueForms
	cwFirst                 // the first word of a two-word cue
	cwBeliefAdj             // in beliefAdjectives
	cwAccording             // "according", so that it passes findCues' first test
	cwBare                  // a bare form in bareForms
	cwStanceAdj             // in stanceAdjectives
)

// bareForms maps the bare form of a lemma that baseFormOK leaves out to the
// lemma: it is a cue only after a modal or "did" ("will discuss", "did not
// mention"), where it cannot be a noun.
var bareForms = map[string]string{}

// beliefLemmas are the verbs of belief and intention: their statements have kind belief.
var beliefLemmas = map[string]bool{}

// stanceLemmas are the cues of a stance: a position for or against someone
// or something ("endorsed her", "condemned the attack", "voted against the
// bill"). The cue rules read them as speech or belief, as PolNeAR annotates
// them; the statement's kind (statementKind) is stance, so that a reader
// who wants what was said can leave them out.
var stanceLemmas = map[string]bool{}

// stanceNouns are nouns of stance: "his criticism of", "drew support from".
var stanceNouns = map[string]bool{
	"criticism": true, "criticisms": true, "support": true, "opposition": true, "praise": true,
	"condemnation": true, "condemnations": true, "endorsement": true, "endorsements": true,
	"backing": true, "attack": true, "attacks": true, "rebuke": true, "approval": true,
	"disapproval": true, "objection": true, "objections": true,
}

// baseFormOK lists the lemmas whose bare form ("experts say") is a cue; for the
// others the bare form is too often a noun ("the report", "a state").
var baseFormOK = map[string]bool{}

func init() {
	speech := []string{
		"say:said:says:saying", "tell:told:tells:telling", "state", "claim", "add", "write:wrote:writes:writing:written",
		"ask", "reiterate", "voice", "express", "deem:deemed:deems:deeming", "cite", "warn", "deny:denied:denies:denying",
		"insist", "argue", "report", "announce", "note", "explain", "suggest", "tweet", "declare", "acknowledge",
		"admit:admitted:admits:admitting", "confirm", "predict", "respond", "reply:replied:replies:replying", "recall",
		"conclude", "observe", "contend", "assert", "maintain", "emphasize", "emphasise", "stress", "complain", "accuse",
		"describe", "urge", "promise", "vow", "testify:testified:testifies:testifying", "concede", "agree", "disclose",
		"reveal", "allege", "estimate", "charge", "point out:pointed out:points out:pointing out", "go on:went on:goes on:going on", "continue",
		"talk about:talked about:talks about:talking about", "speak about:spoke about:speaks about:speaking about",
		"speak of:spoke of:speaks of:speaking of", "point to:pointed to:points to:pointing to",
		"refer to:referred to:refers to:referring to", "rail against:railed against:rails against:railing against",
		"disagree with:disagreed with:disagrees with:disagreeing with", "agree with:agreed with:agrees with:agreeing with",
		"argue against:argued against:argues against:arguing against", "argue for:argued for:argues for:arguing for",
		"warn against:warned against:warns against:warning against", "chime in:chimed in:chimes in:chiming in",
		"sound off:sounded off:sounds off:sounding off",
		"remark", "mention", "boast", "joke", "quip:quipped:quips:quipping", "speculate", "acknowledge", "caution",
		"counter", "retort", "tout", "proclaim", "pledge", "demand", "threaten", "recount", "echo:echoed:echoes:echoing",
		"predict", "answer", "announce", "affirm", "assure", "inform", "advise", "blast", "criticize", "criticise",
		"praise", "condemn", "call", "question", "wonder", "post", "show", "find:found:finds:finding",
		"indicate", "signal:signaled:signals:signaling:signalled:signalling", "reason", "lament", "concur:concurred:concurs:concurring",
		// speech acts whose object is what was said, chosen on PolNeAR train
		// (share of their occurrences that are annotated cues >= 0.4):
		// "Trump denounced the deal", "she blamed the media for ..."
		"attack", "dismiss", "denounce", "blame", "mock", "slam:slammed:slams:slamming", "decry:decried:decries:decrying",
		"thank", "remind", "highlight", "chant", "shout", "plead", "email", "discuss", "challenge", "request",
		"order", "quote", "portray", "offer", "issue", "encourage",
		// wire-news verbs of judgement: "hailed the decision", "lambasted
		// the plan", "labeled him a liar"; a court "ruled that" (with "that" only)
		"hail", "lambast", "label:labeled:labels:labeling:labelled:labelling", "rule",
		// more speech acts, each a cue in over half its uses on PolNeAR train
		// ("assailed the plan", "likened him to", "bemoaned the lack of")
		"assail", "applaud", "reference", "recommend", "champion", "bemoan",
		"imply:implied:implies:implying", "liken", "invoke", "comment", "yell", "rebuke", "interject", "deride",
		"lash out:lashed out:lashes out:lashing out", "unveil", "congratulate", "articulate", "outline", "retweet",
		"rebut:rebutted:rebuts:rebutting", "scoff", "chide", "scold", "berate", "laud", "commend", "castigate", "excoriate",
		"repeat", "hint", "disavow", "apologize", "apologise", "vouch for:vouched for:vouches for:vouching for",
		"allude to:alluded to:alludes to:alluding to", "rebuff", "reaffirm", "recite", "brag:bragged:brags:bragging",
		"downplay", "characterize", "characterise", "trumpet", "preach", "spell out:spelled out:spells out:spelling out",
		// a retort: "Clinton shot back, “Q”", "fired back that ..."
		"shoot back:shot back:shoots back:shooting back", "fire back:fired back:fires back:firing back",
		"hit back:hit back:hits back:hitting back",
		// "as one voter put it, ...", "X put it this way:"
		"put it:put it:puts it:putting it",
		// "The Post has learned that ...": what a newsroom found out, with "that" only
		"learn:learned:learns:learning:learnt",
		// "welcomed the decision": a verdict on news, only with such an object
		"welcome",
	}
	belief := []string{
		"believe", "think:thought:thinks:thinking", "want", "hope", "expect", "fear", "worry:worried:worries:worrying",
		"feel:felt:feels:feeling", "know:knew:knows:knowing:known", "doubt", "suspect", "consider", "wish",
		"plan:planned:plans:planning", "intend", "assume", "understand:understood:understands:understanding", "recognize",
		"see:saw:sees:seeing:seen", "seem", "appear", "prefer:preferred:prefers:preferring",
		// stances, which PolNeAR annotates as attributions ("Brown endorsed her")
		"endorse", "support", "oppose", "defend", "propose", "seek:sought:seeks:seeking", "decline", "refuse", "reject",
		"favor:favored:favors:favoring", "favour:favoured:favours:favouring",
		"vote for:voted for:votes for:voting for", "vote against:voted against:votes against:voting against",
		"push for:pushed for:pushes for:pushing for", "campaign for:campaigned for:campaigns for:campaigning for",
		"campaign against:campaigned against:campaigns against:campaigning against",
		"side with:sided with:sides with:siding with", "envision", "balk at:balked at:balks at:balking at",
	}
	for _, l := range []string{"endorse", "support", "oppose", "defend", "reject", "favor", "favour", "vote for",
		"vote against", "push for", "campaign for", "campaign against", "side with", "balk at", "criticize",
		"criticise", "condemn", "praise", "denounce", "blast", "attack", "slam", "decry", "lambast", "hail",
		"applaud", "assail", "rebuke", "deride", "laud", "commend", "castigate", "excoriate", "champion", "disavow",
		"welcome", "rail against", "agree with", "disagree with", "blame", "mock", "dismiss", "back", "challenge"} {
		stanceLemmas[l] = true
	}
	for _, l := range []string{"say", "tell", "argue", "insist", "claim", "warn", "deny", "contend", "maintain",
		"suggest", "predict", "agree", "admit", "acknowledge", "believe", "think", "want", "hope", "fear", "worry",
		"feel", "know", "expect", "doubt", "suspect", "wonder", "concede", "allege", "complain", "assert", "wish",
		"say", "show", "find", "seem", "appear", "prefer", "understand", "recognize", "see"} {
		baseFormOK[l] = true
	}
	add := func(spec string, isBelief bool) {
		parts := strings.Split(spec, ":")
		lemma := parts[0]
		forms := parts
		if len(parts) == 1 {
			forms = inflect(lemma)
		}
		for i, f := range forms {
			if i == 0 && !baseFormOK[lemma] {
				if !strings.Contains(f, " ") {
					bareForms[f] = lemma
				}
				continue
			}
			cueForms[f] = lemma
			if first, _, ok := strings.Cut(f, " "); ok {
				cueWords[first] |= cwFirst // findCues joins a word to the next only where a cue can start
			}
		}
		if isBelief {
			beliefLemmas[lemma] = true
		}
	}
	for _, s := range speech {
		add(s, false)
	}
	for _, s := range belief {
		add(s, true)
	}
	for f := range cueForms {
		cueWords[f] |= cwCue
	}
	for a := range beliefAdjectives {
		cueWords[a] |= cwBeliefAdj
	}
	for f := range bareForms {
		if cueForms[f] == "" {
			cueWords[f] |= cwBare
		}
	}
	cueWords["according"] |= cwAccording
	for a := range stanceAdjectives {
		cueWords[a] |= cwStanceAdj
	}
	for w := range cueWords {
		cueShapes.add(w)
	}
}

// cueBits returns cueWords[w], without hashing w when no word of its shape
// is in the map (most words of an article; findCues asks about every one).
func cueBits(w string) uint8 {
	if !cueShapes.has(w) {
		return 0
	}
	return cueWords[w]
}

// wordShapes is a set of word shapes (length, first and last byte), a
// filter in front of a map: a word whose shape is not in it is not in the
// map, and most words fail it in a few instructions.
type wordShapes [1 << 14 / 64]uint64

func shapeOf(w string) uint {
	if w == "" {
		return 0
	}
	return uint(len(w)&15)<<10 | uint(w[0]&31)<<5 | uint(w[len(w)-1]&31)
}

func (s *wordShapes) add(w string)      { i := shapeOf(w); s[i/64] |= 1 << (i % 64) }
func (s *wordShapes) has(w string) bool { i := shapeOf(w); return s[i/64]&(1<<(i%64)) != 0 }

var cueShapes wordShapes

// inflect makes base, past, third person and gerund of a regular verb.
func inflect(v string) []string {
	past, third, ing := v+"ed", v+"s", v+"ing"
	switch {
	case strings.HasSuffix(v, "e"):
		past, ing = v+"d", v[:len(v)-1]+"ing"
	case strings.HasSuffix(v, "y") && !strings.ContainsAny(v[len(v)-2:len(v)-1], "aeiou"):
		past, third = v[:len(v)-1]+"ied", v[:len(v)-1]+"ies"
	case strings.HasSuffix(v, "s") || strings.HasSuffix(v, "sh") || strings.HasSuffix(v, "ch") || strings.HasSuffix(v, "x"):
		third = v + "es"
	}
	return []string{v, past, third, ing}
}

// beliefAdjectives make "X is skeptical (that) ..." a belief statement.
var beliefAdjectives = map[string]bool{
	"skeptical": true, "sceptical": true, "convinced": true, "confident": true, "concerned": true, "worried": true,
	"optimistic": true, "pessimistic": true, "certain": true, "sure": true, "hopeful": true, "adamant": true,
	"aware": true, "afraid": true, "unsure": true, "doubtful": true, "eager": true, "reluctant": true, "wary": true, "keen": true,
}

// auxiliaries and adverbs that may stand between a speaker and the cue.
var preCueSkip = set("has have had also later then previously repeatedly once again publicly privately recently now currently " +
	"since already often still would will could might may can did does do is are was were been being had " +
	"just never not n't always frequently first initially reportedly allegedly subsequently further even " +
	"quickly immediately separately similarly specifically explicitly flatly bluntly simply reportedly " +
	"sometimes usually generally should must")

// after a cue: time words and fillers to pass over before the content starts.
var postCueSkip = set("that however on monday tuesday wednesday thursday friday saturday sunday today yesterday tonight " +
	"earlier later last this week weekend month year recently previously again also then morning afternoon evening night " +
	": , — – -")

// subject boundaries: collecting a speaker backward from a cue stops at these.
var subjectStop = set("that but because while when if although though as since so after before where whether lest " +
	"than said says told say to for of by with from about on in at into against without under over")

// nounStop: words that end a speaker phrase when collecting backward (prepositions are allowed inside a
// phrase only after a head noun, "a spokesman for the group", so they are handled in code).
var prepositions = set("of for from at with in on by about to")

var determiners = set("a an the this that these those some many several most few all both each another any " +
	"one two three four five six seven eight nine ten other such its his her their our my your")

var pronouns = map[string]string{
	"he": "he", "she": "she", "they": "they", "it": "it", "we": "we", "i": "i", "you": "you",
	"him": "he", "her": "she", "them": "they",
}

// titles precede a name and become the role ("President Obama").
var titles = set("secretary-general director-general president vice prime minister secretary senator sen. sen rep. rep representative governor gov. " +
	"gov mayor mr. mrs. ms. dr. mr mrs ms dr general gen. gen chairman chairwoman chair chief judge justice " +
	"speaker leader king queen prince princess pope sheikh ambassador commissioner director professor prof. " +
	"attorney lt. col. sgt. capt. colonel captain sergeant lieutenant admiral commander candidate nominee " +
	"former acting deputy state foreign defense defence interior finance justice home health rev. reverend " +
	"rear adm adm. maj. brig. cmdr. majority minority whip " +
	"const. constable cpl. corporal insp. inspector supt. det. detective staff coroner presiding gm " + // police ranks: "Const. X", "Staff Sgt. X"
	"sir lord lady parent premier chancellor congressman congresswoman councilman councilwoman councillor councilor coun. assemblyman assemblywoman assemblymember alderman alderwoman superintendent " +
	"spokesman spokeswoman spokesperson analyst user executive coach striker goalkeeper economist author " +
	"defenceman defenseman goaltender goalie quarterback pitcher linebacker midfielder winger")

// roleNouns are the heads of role appositives ("a spokesman for ...").
var roleNouns = set("spokesman spokeswoman spokesperson counsel commander leader analyst official director president secretary-general director-general mate " +
	"chairman chairwoman minister secretary senator governor professor researcher economist expert founder ceo cfo coo cto " +
	"chief head member adviser advisor aide strategist pollster lawyer attorney correspondent reporter editor publicist agent barrister solicitor singer actor actress musician rapper comedian " +
	"ambassador general officer captain candidate nominee manager executive chair representative mayor judge " +
	"deputy coordinator fellow scientist author consultant activist partner owner operative organizer principal headteacher dean superintendent " +
	"organiser campaigner surrogate lobbyist columnist commentator host anchor writer historian lecturer " +
	"teacher student resident veteran worker doctor physician nurse engineer investor donor supporter critic " +
	"opponent ally friend colleague staffer volunteer president-elect mp mpp mla mna mha msp mep backbencher lawmaker legislator congressman " +
	"congresswoman cofounder co-founder militant fighter emir cleric imam priest bishop rabbi user " +
	"epidemiologist virologist sociologist psychologist criminologist politician statistician demographer journalist " +
	"photographer diplomat envoy negotiator prosecutor investigator detective sheriff chancellor premier councillor " +
	"councilman councilwoman trustee pastor minister-designate physicist biologist chemist climatologist " +
	"coach referee striker goalkeeper midfielder winger defenceman defenseman goaltender goalie quarterback pitcher linebacker " +
	"commissioner inspector auditor advocate " +
	"treasurer comptroller administrator commissioner-general ombudsman agent producer delegate scholar biographer employee " +
	"witness eyewitness bystander passenger commuter shopper motorist survivor meteorologist forecaster seismologist geologist astronomer archbishop cardinal " +
	"coroner gm assemblyman assemblywoman assemblymember businessman businesswoman entrepreneur boss " +
	"vice-president vice-chair vice-chairman vice-chairwoman co-chair co-chairman dispatcher paramedic " +
	"entomologist ecologist zoologist geneticist neuroscientist oncologist cardiologist immunologist toxicologist psychiatrist pathologist " +
	"anthropologist archaeologist botanist ornithologist volcanologist hydrologist glaciologist primatologist neurologist " +
	"dietitian dietician nutritionist pharmacist dentist surgeon paramedic firefighter therapist counsellor counselor architect pediatrician technician librarian electrician veterinarian midwife farmer rancher chef pilot elder teammate linemate co-author coauthor co-host co-director co-owner co-leader")

// unnamedHeads are the head nouns of unnamed sources ("a security official", "sources").
var unnamedHeads = set("official officials source sources spokesman spokeswoman spokesperson aide aides " +
	"diplomat diplomats officer officers insider insiders person people staffer staffers adviser advisers " +
	"advisor advisors investigator investigators representative representatives authority authorities " +
	"operative operatives")

// orgHeads mark a capitalized name as an organization ("... Party", "... Ministry").
var orgHeads = set("party ministry department army police committee council association university institute chamber academy lobby " +
	"agency inc inc. corp corp. corporation group foundation bank court commission office campaign government " +
	"company union congress senate house administration league organization organisation movement front " +
	"alliance federation network center centre board bureau service services forces force navy military " +
	"school college hospital church fund trust society club team coalition caucus cabinet parliament " +
	"assembly regime state states embassy firm llc ltd co. institution authority command brigade battalion " +
	"taskforce network international watch project initiative council coalition partners lab laboratory " +
	"research systems technologies holdings airlines motors media tribune forum conference convention legislature mission delegation pac province county municipality township hydro communications telecommunications telecom nation rescue ministries transit")

// orgNouns head definite descriptions that refer back to an organization ("the extremist group").
var orgNouns = set("group organization organisation company firm party movement militants militia agency " +
	"government administration campaign network outfit faction insurgents committee ministry department council commission bureau " +
	"team centre center institute authority")

// media words: "in a phone call", "in an email interview" name how something was said.
var media = map[string]string{
	"phone": "phone call", "telephone": "phone call", "call": "phone call", "email": "email", "e-mail": "email",
	"twitter": "Twitter", "tweet": "Twitter", "tweets": "Twitter", "facebook": "Facebook", "interview": "interview", "statement": "statement",
	"letter": "letter", "video": "video", "radio": "radio", "television": "television", "op-ed": "op-ed",
	"post": "post", "blog": "blog post", "speech": "speech", "briefing": "briefing", "conference": "news conference",
	"release": "press release", "memo": "memo", "filing": "filing", "podcast": "podcast", "newsletter": "newsletter",
	"report": "report", "article": "article", "story": "story", "forecast": "forecast", "forecasts": "forecast",
	"remarks": "remarks", "comments": "comments", "opinion": "opinion", "ruling": "ruling", "advisory": "advisory", "lawsuit": "lawsuit", "complaint": "complaint", "data": "data", "results": "results",
}

// documentNouns are media that are also the news's own subject matter ("an
// earlier report from Bloomberg"): they name who speaks only as "a report
// in/from NAME" (mediumOf), never inside a longer subject.
var documentNouns = set("report article story")

// platforms are where a post says something: "wrote on Telegram", "said on X".
var platforms = map[string]string{"twitter": "Twitter", "facebook": "Facebook", "telegram": "Telegram",
	"instagram": "Instagram", "tiktok": "TikTok", "youtube": "YouTube", "linkedin": "LinkedIn", "x": "X",
	"threads": "Threads", "bluesky": "Bluesky", "weibo": "Weibo", "reddit": "Reddit", "whatsapp": "WhatsApp", "snapchat": "Snapchat"}

// platform returns the platform t names, or "": "X" and "Threads" only capitalized.
func platform(t token) string {
	if (t.lower == "x" || t.lower == "threads") && !t.cap() {
		return ""
	}
	return platforms[t.lower]
}

func set(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// phrases is set for entries of several words: "for example", "refer to".
func phrases(ps ...string) map[string]bool {
	m := make(map[string]bool, len(ps))
	for _, p := range ps {
		m[p] = true
	}
	return m
}

// postnominals follow a person's name: a rank at the bar, a seat, an honour.
var postnominals = set("KC QC SC MP MEP MSP OBE CBE MBE KBE")

// performerRoles are roles no body gives: the capitalized words before them
// say what kind ("Pop singer", "Hollywood actor"), not whose.
var performerRoles = set("singer actor actress musician rapper comedian")

// bodyRoles are roles that only a body gives: before them one capitalized
// word names it ("a Hamas spokesman", "a Pentagon official").
var bodyRoles = set("spokesman spokeswoman spokesperson official commander officer executive employee")

// regions are one-word names of states and provinces: before a role they
// say where someone works ("an Iowa operative"), not for whom; as a
// speaker, their government ("Ontario has recorded", "Texas sued").
var regions = set("alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois indiana iowa " +
	"kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri montana nebraska nevada ohio oklahoma oregon " +
	"pennsylvania tennessee texas utah vermont virginia washington wisconsin wyoming alberta ontario quebec manitoba saskatchewan " +
	"bavaria scotland wales england catalonia punjab sindh balochistan kashmir")

// obtainedWords, after a plural noun, make it documents someone came by:
// "emails obtained by", "memos seen by Reuters show".
var obtainedWords = set("obtained released leaked seen reviewed published")

// kinNouns name someone by whom they are to another: "the mother of one of
// the victims", "friends of the family".
var kinNouns = set("mother father wife husband son daughter sister brother parent parents family relative relatives " +
	"friend friends widow widower grandmother grandfather aunt uncle cousin")

// nameParticles join the parts of a person's name in lower case.
var nameParticles = set("bin bint ibn al el van von der den de del della la di da du dos das ben abu")
