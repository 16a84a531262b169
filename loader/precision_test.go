package loader

import (
	"strings"
	"testing"
)

// TestPrecisionClasses: statements a reader sees at once to be wrong, on
// sentences of our own. Each row's text is extracted alone; bad names a
// speaker or cue that must not appear (as "speaker|cue", either part may be
// empty), want a statement that must ("speaker|cue|content").
func TestPrecisionClasses(t *testing.T) {
	tests := []struct {
		class, text string
		bad, want   []string
	}{
		// section labels and kickers are never speakers
		{"kicker", "READ MORE: Mayor pledges a new bridge for Lund", []string{"READ MORE|"}, nil},
		{"kicker", "MARKETS AT A GLANCE: The index rose 12 points and the dollar fell.", []string{"MARKETS AT A GLANCE|"}, nil},
		{"kicker", "WATCH: Ada Moss explains the levy", []string{"WATCH|"}, nil},
		{"a link to a video", "Ada Moss spoke on Monday.\n\nWATCH | Moss defends the levy:\n\nOla Dahl said he would keep pushing for cuts.", []string{"Moss|defends", "|defends"}, []string{"Ola Dahl|said|he would keep pushing for cuts"}},
		{"a link to another story", "READ MORE: Mayor says a new bridge is coming", []string{"Mayor|says"}, nil},
		{"kicker", "BREAKING NEWS: The mill will close in May.", []string{"BREAKING NEWS|"}, nil},
		{"kicker", "IN BRIEF: The council voted to close the mill.", []string{"IN BRIEF|"}, nil},
		{"kicker", "NOTES: Lund defenceman Ola Dahl left the game in the second period and did not return.", []string{"NOTES|"}, nil},
		{"kicker before a report", "Updated: The bridge will reopen Friday, officials said.", nil, []string{"officials|said|The bridge will reopen Friday"}},
		{"the article's own voice", "Correction: An earlier version of this story said the mill closed in May.", []string{"|said"}, nil},
		{"the article's own voice", "This story has been updated to say the bridge opened on Monday.", []string{"|has been updated to say"}, nil},
		{"a transcript label stays a speaker", "PENCE: Well, look, we will win this state.", nil, []string{"PENCE|:|Well, look, we will win this state"}},
		{"a dateline with a colon is no label", "LUNDPUR: At least 40 people have died in the floods, officials said on Monday.", []string{"LUNDPUR|"}, []string{"officials|said|At least 40 people have died in the floods"}},
		// score and market verbs are not statements
		{"score", "The Canucks added two more goals in the third period.", []string{"|added"}, nil},
		{"score", "Lund added another touchdown before the half.", []string{"|added"}, nil},
		{"score", "Toronto challenged for offside, but the goal stood.", []string{"|challenged"}, nil},
		{"score", "Lund challenged for offside, but the call on the ice stood.", []string{"|challenged", "|call on", "|call"}, nil},
		{"score", "Jaylen Moss added 22, and Ola Dahl had 17 points and nine rebounds.", []string{"|added"}, nil},
		{"score", "The Raptors called a timeout after Lund went on a 10-0 run.", []string{"|went on"}, nil},
		{"score", "Ada Moss and Ola Dahl replied for Lund in the third period.", []string{"|replied"}, nil},
		{"roster", "The Canucks claimed forward Ola Dahl off waivers.", []string{"|claimed"}, nil},
		{"goods", "The company issued a recall for 10,000 cribs.", []string{"|issued"}, nil},
		{"goods", "Officers issued 40 tickets during the blitz.", []string{"|issued"}, nil},
		{"the one charged", "A man charged in connection with a shooting has been released on bail.", []string{"|charged"}, nil},
		{"a thing forbidden", "A publication ban prevents reporting on evidence presented at the hearing.", []string{"|reporting"}, nil},
		{"market", "The Dow Jones industrial average added 210 points, or 0.6 per cent.", []string{"|added"}, nil},
		{"market", "The TSX gained 1.2 per cent on Friday.", []string{"|gained"}, nil},
		{"market", "Oil prices rose more than 3 per cent on Monday.", []string{"|rose"}, nil},
		{"market", "The index fell nearly 2 per cent.", []string{"|fell"}, nil},
		{"market", "The Dow Jones industrial average added 210.15 points to 43,920.40.", []string{"|points to", "|added"}, nil},
		{"market", "Gold gave up US$8.10 to US$2,640.50 an ounce.", []string{"|gave up"}, nil},
		{"a measure", "Ada Moss's route covers about 40 kilometres of gravel roads.", []string{"|covers about", "|covers"}, nil},
		{"goods delivered", "Meet the 92-year-old who still delivers the mail in a small Lund town", []string{"|delivers"}, nil},
		{"market", "Lundsoft tops estimates again, but shares slip", []string{"|estimates"}, nil},
		{"market", "Lundsoft Corp. raised its forecasts for the year.", []string{"|forecasts"}, nil},
		{"a plural noun", "Resale listings for the first shows topped $10,000 on some sites, according to a review by Reuters.", []string{"|shows"}, []string{"Reuters|according to|Resale listings for the first shows topped $10,000 on some sites"}},
		{"the article's own voice", "The government unveiled its housing plan on Tuesday. We asked Ana Vos, an expert at the Lund Institute, what it means.", []string{"the government|asked"}, nil},
		{"the article's own voice", "Critics say the bridge is a waste. When I asked the mayor why the city did not consider buses, she said the bridge was needed.", []string{"Critics|asked"}, nil},
		{"perception", "I have never heard anyone say they wanted a third bridge.", []string{"|say"}, nil},
		{"perception", "She heard someone say the bridge was unsafe.", []string{"She heard someone|say"}, []string{"someone|say|the bridge was unsafe"}},
		{"a call-out", "Firefighters responded to a call at about 2 a.m.", []string{"|responded"}, nil},
		{"an aside before the verb", "Some researchers argue that the disruption of services, rather than hesitancy, explains most of the gap.", []string{"|explains"}, []string{"Some researchers|argue|the disruption of services, rather than hesitancy, explains most of the gap"}},
		{"a place is no speaker", "A former daycare worker in Lundby, Ont., has been sentenced to three years after pleading guilty to assault.", []string{"Ont.|"}, nil},
		{"a relative's description", "The mother of one of the children, who cannot be named under a publication ban, said outside court that the sentence was not enough.", nil, []string{"the mother of one of the children|said|the sentence was not enough"}},
		{"a plural noun first", "Internal emails obtained by Lund News show that officials were warned.", []string{"Internal|emails"}, []string{"Internal emails|show|officials were warned"}},
		{"a plural noun first", "Internal emails show ministry knew of water problems", []string{"Internal|emails"}, []string{"Internal emails|show|ministry knew of water problems"}},
		{"a noun compound", "Environment Lund has issued a winter storm warning for the coast.", []string{"|warning"}, []string{"Environment Lund|issued|a winter storm warning for the coast"}},
		{"a noun compound", "The senator was warning that the bill would fail.", nil, []string{"the senator|warning|the bill would fail"}},
		{"a thing found", "His car was found at a trailhead on Friday.", []string{"|found", "|was found"}, nil},
		{"a thing found", "The truck, a grey pickup, was found abandoned in a parking lot the next morning.", []string{"|found", "|was found"}, nil},
		{"a thing found", "The boy was found safe on Sunday.", []string{"|found", "|was found"}, nil},
		{"a thing found", "The bodies were found near the river, police said.", []string{"|found", "|were found"}, []string{"police|said|The bodies were found near the river"}},
		{"a call-out", "Police responded to reports of a disturbance.", []string{"Police|"}, nil},
		{"a call-out", "Neighbours called 911 after hearing screams.", []string{"|called"}, nil},
		{"a call-out", "A passerby called police.", []string{"|called"}, nil},
		{"a call-out", "Police called the attack cowardly.", nil, []string{"Police|called|the attack cowardly"}},
		{"a headline's passive", "Heat warning issued for southern Lund", []string{"|warning", "|issued"}, nil},
		{"a headline's passive", "Plan unveiled for new bridge", []string{"|unveiled"}, nil},
		{"a headline's passive", "Man sentenced to six years for Lund home invasion", []string{"|sentenced", "|sentenced to"}, nil},
		{"a headline's passive", "Lundsoft's lawsuit against Acme dismissed by judge", []string{"|dismissed"}, nil},
		{"a group and its leader", "Analysts at Lund Capital Markets, led by Ola Dahl, wrote in a note Wednesday that cost cuts would be welcomed.", nil, []string{"Analysts at Lund Capital Markets|wrote|cost cuts would be welcomed"}},
		{"a recipient, how and when", "Ada Moss told employees in a memo earlier this year that the company would be careful.", nil, []string{"Ada Moss|told|the company would be careful"}},
		{"kicker", "Live updates: Election night in Lund", []string{"Live|", "|updates"}, nil},
		{"a live blog's time stamp", "10:12 p.m. ET: Lund party leader concedes", []string{"|concedes"}, nil},
		{"a verb and its noun", "Lund nurses' union files complaint over forced overtime", []string{"Lund nurses' union files|"}, nil},
		{"a verb and its noun", "Lund and Vik trade blame as ceasefire talks stall", []string{"Lund and Vik trade|", "Vik trade|"}, nil},
		{"a headline's plural subject", "Former players sue Lund league over brain injuries", []string{"Former|"}, []string{"Former players|sue|"}},
		{"a verb and its noun", "Lund Court upholds ban on street parking", []string{"Lund Court upholds|"}, nil},
		{"score", "The Lund Argonauts upset the Vik Alouettes 30-28 in the Eastern final on Sunday.", []string{"|upset"}, nil},
		{"a headline's passive", "The ministry issued a warning for the region.", nil, []string{"the ministry|issued|a warning for the region"}},
		{"a document's day", "Moss has sued his label, according to a court filing made public Wednesday.", []string{"Wednesday|"}, []string{"a court filing|according to|Moss has sued his label"}},
		{"a document's day", "The deal is close, according to a report released Tuesday.", []string{"a report released Tuesday|"}, []string{"a report|according to|The deal is close"}},
		{"a place, no words", "Reid, who apologized in court, will be eligible for parole.", []string{"|apologized"}, nil},
		{"a place, no words", "Moss testified in court that the plan was legal.", nil, []string{"Moss|testified|the plan was legal"}},
		{"bail", "He posted bail on Friday and was released.", []string{"|posted"}, nil},
		{"bail", "The judge denied bail.", []string{"|denied"}, nil},
		{"a standing appeal", "Anyone with dashcam video is asked to contact Lund police.", []string{"|is asked"}, nil},
		{"a standing appeal", "Anyone with information is asked to call police at 555-0100 or Crime Stoppers.", []string{"|to call", "|is asked"}, nil},
		{"a reason, no belief", "“It was all lies,” said one shop owner who declined to be named for fear of reprisals.", []string{"|fear"}, []string{"one shop owner|said|It was all lies"}},
		{"a standing appeal", "Anyone who witnessed the collision is asked to call police.", []string{"|witnessed", "|is asked", "|to call"}, nil},
		{"a standing appeal", "Witnesses are urged to contact the Lund detachment.", []string{"|to contact", "|are urged"}, nil},
		{"a question asked", "Ana Vos was asked whether the mill would close.", nil, []string{"|was asked|whether the mill would close"}},
		{"a passive without its agent", "Residents were ordered to leave their homes on Sunday.", []string{"Residents|"}, nil},
		{"a passive without its agent", "Ana Vos was also ordered to pay restitution.", []string{"Ana Vos|"}, nil},
		{"a passive without its agent", "Students have been urged to avoid the area.", []string{"Students|"}, nil},
		{"a passive with its agent", "Ana Vos was ordered by the judge to pay restitution.", []string{"Ana Vos|"}, nil},
		{"an active directive", "The judge ordered Ana Vos to pay restitution.", nil, []string{"the judge|ordered|Ana Vos to pay restitution"}},
		{"a thing found", "Police found a 25-year-old man with serious injuries.", []string{"|found"}, nil},
		{"a thing found", "Officers found the body of a woman in the river.", []string{"|found"}, nil},
		{"a thing found", "Firefighters found the building engulfed in flames.", []string{"|found"}, nil},
		{"a finding", "A poll found two women tied for the lead.", nil, []string{"A poll|found|two women tied for the lead"}},
		{"a finding", "A survey found both men largely unknown.", nil, []string{"A survey|found|both men largely unknown"}},
		{"audience", "Ada Moss told a regular news briefing that the plan would fail.", []string{"|briefing"}, []string{"Ada Moss|told|the plan would fail"}},
		{"audience", "The spokeswoman told a daily press briefing in Lund that talks would resume.", []string{"|briefing"}, nil},
		{"toll", "The crash claimed two lives on the highway.", []string{"|claimed"}, nil},
		{"toll", "The fire claimed the lives of three children.", []string{"|claimed"}, nil},
		{"prize", "Lund claimed the title with a 3-1 win.", []string{"|claimed"}, nil},
		{"result", "The Leafs posted a 4-2 win over Boston.", []string{"|posted"}, nil},
		{"result", "The company posted a profit of $2 billion.", []string{"|posted"}, nil},
		{"play", "The referee called a penalty on Moss.", []string{"|called"}, nil},
		{"play", "Moss called a timeout with two minutes left.", []string{"|called"}, nil},
		{"roster", "The Jets added forward Ola Dahl on a one-year deal.", []string{"|added"}, nil},
		{"a setting", "Testifying before the House of Lund government operations committee, Anita Dahl said she was told to delete emails.", []string{"|Testifying"}, []string{"Anita Dahl|said|she was told to delete emails"}},
		{"a plea", "We should follow their lead. Let builders decide how much parking their buyers want.", []string{"Let builders|"}, nil},
		{"a case argued", "Ola Dahl, a lawyer who argued the case, said the fight was not over.", []string{"|argued"}, []string{"Ola Dahl|said|the fight was not over"}},
		{"a duty", "The government introduced a bill Monday that would require large grocery chains to report their profit margins.", []string{"|to report"}, nil},
		{"a name withheld", "Police have not released his name, saying they are still notifying his family.", []string{"|released"}, []string{"Police|saying|they are still notifying his family"}},
		{"a crowd's noise", "Ola Dahl took the stage to chants of “four more years.”", []string{"|to chants"}, nil},
		{"a date set", "The bank will release its next rate decision in January.", []string{"|release"}, nil},
		{"people freed", "The Lund Front released two hostages on Sunday.", []string{"|released"}, nil},
		{"a statement released is one", "The campaign released a statement saying the ad was false.", nil, []string{"campaign|saying|the ad was false"}},
		{"a verdict", "A jury found Ola Dahl guilty of first-degree murder in October.", []string{"|found"}, nil},
		{"a verdict", "The judge found him not guilty on all counts.", []string{"|found"}, nil},
		{"a finding is still a finding", "A review found the agency had ignored warnings.", nil, []string{"review|found|the agency had ignored warnings"}},
		{"a thing added", "The city added 40 new buses to its fleet last year.", []string{"|added"}, nil},
		{"score", "Ola Dahl added two hits and scored twice.", []string{"|added"}, nil},
		{"a series goes on", "The teams continue their three-game series Saturday afternoon.", []string{"|continue"}, nil},
		{"a name", "The meeting was organized by a local group called Save the Lund River.", []string{"|called"}, nil},
		{"a naming is still a naming", "The senator called Ola Dahl a liar.", nil, []string{"senator|called|Ola Dahl a liar"}},
		{"a thing added", "Theatres in Lund and Vik added late-night screenings after the first shows sold out.", []string{"|added"}, nil},
		{"a clause added is said", "Moss added the plan would fail.", nil, []string{"Moss|added|the plan would fail"}},
		{"a clause added is said", "“It is late,” Moss added during an interview on Lund Radio.", nil, []string{"Moss|added|It is late"}},
		{"plot", "The movie tells the story of a girl who runs away.", []string{"|tells"}, nil},
		{"a person's story is still told", "Ada Moss told the story of her escape to reporters.", nil, []string{"Ada Moss|told|"}},
		{"a claim is still a claim", "Moss claimed responsibility for the attack.", nil, []string{"Moss|claimed|responsibility for the attack"}},
		{"a naming is still a naming", "Moss called the vote a sham.", nil, []string{"Moss|called|the vote a sham"}},
		{"a post is still a post", "Moss posted a video on Twitter saying the levy was unfair.", nil, []string{"Moss|saying|the levy was unfair"}},
		{"a count of people is still a report", "The coach added that two more players were hurt.", nil, []string{"coach|added|two more players were hurt"}},
		// perception: the one perceived speaks, not the one who perceived
		{"perception", "Ola Dahl was at the counter. Witnesses heard him tell the clerk to open the till.", []string{"Witnesses|tell"}, []string{"Ola Dahl|tell|"}},
		{"perception", "Ola Dahl was late. Ada Moss remembers him apologizing for the delay.", []string{"Ada Moss|apologizing"}, []string{"Ola Dahl|apologizing|"}},
		{"perception", "Security footage showed the man leaving the store at 9 p.m.", []string{"|showed"}, nil},
		{"a ruling's vote", "The court ruled 6-3 that the law was invalid.", nil, []string{"court|ruled|the law was invalid"}},
		{"a ruling's vote", "The court struck down the law on Friday, ruling 5–4 that it was void.", nil, []string{"court|ruling|it was void"}},
		{"a count of a noun", "Ada Moss had performed 42 shows since March.", []string{"|shows"}, nil},
		{"how it was said", "Testifying through an interpreter, Ana Ruiz told jurors she had gone to the club.", []string{"|Testifying"}, []string{"Ana Ruiz|told|she had gone to the club"}},
		{"how it was said", "Ana Ruiz testified via video link.", []string{"|testified"}, nil},
		{"a noise heard", "Neighbours described hearing shouting in the hours before police arrived.", []string{"|shouting"}, []string{"Neighbours|described|hearing shouting in the hours before police arrived"}},
		{"a question heard is still asked", "A reporter can be heard asking whether the mill will close.", []string{"A reporter can be heard|"}, []string{"reporter|asking|"}},
		{"the one heard speaks, not the hearing", "In the recording, a woman can be heard pleading with the man to stop.", []string{"a woman can be heard|"}, []string{"a woman|pleading|"}},
		{"the one seen speaks", "A man was seen shouting at officers outside the store.", []string{"A man was seen|"}, []string{"A man|shouting|"}},
		{"how much of it follows is no content", "The letter reads in part: “We can no longer stay silent.”", nil, []string{"letter|reads|We can no longer stay silent"}},
		{"how much of it follows is no content", "The union said in part that the offer was an insult.", nil, []string{"union|said|the offer was an insult"}},
		{"a clause after a colon explains, no one said it", "I suspect that is the honest answer: nobody knows.", []string{"nobody|knows"}, nil},
		{"a clause after a colon explains, no one said it", "The answer is simple: nobody knows.", []string{"nobody|knows"}, nil},
		{"the terms of the reporting are no statement", "They spoke on condition of anonymity to discuss the closed-door talks.", []string{"|spoke"}, nil},
		{"the terms of the reporting are no statement", "Two officials, who spoke on condition of anonymity, said the talks had stalled.", []string{"|spoke"}, []string{"officials|said|the talks had stalled"}},
		{"an outlet's promise to its source is no statement", "The man, whom CBC News has agreed not to name, said he was still in pain.", []string{"|agreed", "CBC News|"}, []string{"man|said|he was still in pain"}},
		{"a participle after a clause is its pronoun's, not the clause's", "Ana Vos lost her son in the crash. She wakes up every morning hoping it was a nightmare.", []string{"She wakes up every|"}, []string{"Ana Vos|hoping|it was a nightmare"}},
		{"a question as a subject holds no statement", "Whether voters agree may depend on whether they trust the premier.", []string{"voters|agree"}, nil},
		{"how long is no content", "Some economists have argued for years that Ottawa underinvests.", nil, []string{"Some economists|argued|Ottawa underinvests"}},
		{"an aside on the subject before its verb is no inversion", "Supporters, many of them younger renters, said the city needs more rental homes.", []string{"the city needs more rental homes|"}, []string{"Supporters|said|the city needs more rental homes"}},
		{"an adjective's infinitive is no stance", "We are pleased to announce the winners.", []string{"|are pleased to"}, nil},
		{"a reported clause goes on over its coordinated state", "The airline said it was disappointed and remained committed to a deal.", []string{"|remained committed to"}, []string{"airline|said|it was disappointed and remained committed to a deal"}},
		{"a present verb after a past report goes on the reported clause", "The family's lawyer, Ola Dahl, said the lawsuit alleges negligence and seeks unspecified damages.", []string{"Ola Dahl|seeks"}, []string{"Ola Dahl|said|the lawsuit alleges negligence and seeks unspecified damages"}},
		{"a thing not said is no statement", "A complaint alleges she failed to declare a conflict of interest before the vote.", []string{"|failed to declare", "|declare"}, nil},
		{"the ones found are no finders", "Councillors found to have breached the rules can be removed from office.", []string{"|found"}, nil},
		{"a name after a description of one of a group speaks", "One of the residents behind the complaint, retired engineer Ola Dahl, said the group was not out to get anyone.", nil, []string{"Ola Dahl|said|the group was not out to get anyone"}},
		{"the article's verdict on a figure is no part of it", "The report said Alberta would get half the assets, a figure the federal government disputes.", nil, []string{"report|said|Alberta would get half the assets"}},
		{"the article's participle after a report's time is none of it", "Teachers have reached a tentative deal, the union announced late Sunday, averting a strike.", nil, []string{"union|announced|Teachers have reached a tentative deal"}},
		{"a way found is no finding", "Either Ottawa finds another way to cut emissions or it gives up on its targets.", []string{"|finds"}, nil},
		{"the article's clause after the object is none of it", "Ada Moss called it a “tax on everything,” and the slogan stuck.", nil, []string{"Ada Moss|called|it a “tax on everything,”"}},
		{"the article's clause after the object is none of it", "Ada Moss promised voters a different kind of budget, and on Tuesday she delivered one.", nil, []string{"Ada Moss|promised|voters a different kind of budget"}},
		{"an intro and its participle's aside, then the subject", "In her statement, read aloud in court by a Crown attorney, the victim's mother, Ana Vos, said she still has nightmares.", nil, []string{"Ana Vos|said|she still has nightmares"}},
		{"a document filed with a body speaks for its filer", "The union filed a complaint with the labour board alleging bad-faith bargaining.", []string{"the labour board|"}, []string{"union|alleging|bad-faith bargaining"}},
		{"the article's counterpoint is a report of its own", "The chief is defending the software, saying it has helped solve dozens of crimes, even as privacy advocates warn it could lead to wrongful arrests.", nil, []string{"chief|saying|it has helped solve dozens of crimes", "privacy advocates|warn|it could lead to wrongful arrests"}},
		{"where, then who", "Outside court, the mother of one of the children, who cannot be identified under a publication ban, said she still has nightmares.", []string{"Outside court|"}, []string{"the mother of one of the children|said|she still has nightmares"}},
		{"a strike is no talk", "Its maintenance engineers went on strike Friday evening.", []string{"|went on"}, nil},
		{"a fronted clause is nobody's content", "As the storm moved east, officials warned.", []string{"officials|warned"}, nil},
		{"a fronted clause with its main clause is", "If the talks fail, the strike will go on, the union said.", nil, []string{"union|said|If the talks fail, the strike will go on"}},
		{"a fronted phrase is nobody's content", "For Henderson, the hardest part is not knowing.", []string{"|knowing", "|is not knowing"}, nil},
		{"a noun's infinitive has no speaker named", "The minister has so far resisted calls to order the workers back.", []string{"|to order", "|order"}, nil},
		{"a thing issued before its verb", "The government will cut the number of permits it issues next year by 10 per cent.", []string{"|issues"}, nil},
		{"the terms of the reporting are no statement", "One machinist, who declined to give his name, said he voted yes.", []string{"|declined"}, []string{"One machinist|said|he voted yes"}},
		{"the terms of the reporting are no statement", "A resident who declined to be identified said the fire spread quickly.", []string{"|declined"}, []string{"resident|said|the fire spread quickly"}},
		{"a study still shows", "The study showed that the levy hurt farmers.", nil, []string{"study|showed|the levy hurt farmers"}},
		// possessives keep their owner, however the copy spaces them
		{"possessive", "Ada Moss 's demands for a new bridge were ignored.", []string{"s|", "'s|"}, nil},
		{"possessive", "Ada Moss 's claim that the bridge is unsafe was rejected.", []string{"s|"}, []string{"Ada Moss|claim|the bridge is unsafe"}},
		{"possessive", "Ada Moss ’s criticism of the plan was sharp.", []string{"s|"}, []string{"Ada Moss|criticism of|the plan"}},
		{"possessive", "Ada Moss‘s claim that the bridge is unsafe was rejected.", []string{"s|"}, []string{"Ada Moss|claim|the bridge is unsafe"}}, // an opening mark typed for the apostrophe
		// a report inside another's content is not spoken by the whole clause before it
		{"clause as subject", "Ada Moss believes the coastal plan will reject the levy for 600 farms.", []string{"Ada Moss believes the coastal plan|"}, []string{"Ada Moss|believes|the coastal plan will reject the levy for 600 farms"}},
		{"clause as subject, nested twice", "The Lund Courier reports that residents who fled say the ministry will reject the plan for 65 families.", []string{"|reject"}, []string{"residents who fled|say|the ministry will reject the plan for 65 families"}},
		{"an adjective in -ed is no verb", "The retired general could oppose the plan.", []string{"unknown|"}, []string{"retired general|oppose|the plan"}},
		{"an adjective in -ed is no verb", "The revised treaty must reject the school.", []string{"unknown|"}, []string{"revised treaty|reject|the school"}},
		{"an object is no speaker", "Talks resumed after the summit and the ministry said the border would open.", []string{"the summit and the ministry|"}, []string{"ministry|said|the border would open"}},
		{"an object is no speaker", "He met with the mayor and the governor said the border would open.", []string{"the mayor|said"}, []string{"governor|said|the border would open"}},
		{"two who speak still speak", "The talks went on after the mayor and the governor said the border would open.", nil, []string{"mayor|said|the border would open", "governor|said|the border would open"}},
		{"a relative clause still is the subject's", "Those who voted for the levy say the plan is unfair.", nil, []string{"Those|say|the plan is unfair"}},
		// a passive agent is the source
		{"passive agent", "A plan threatened by the ministry would cut the levy.", []string{"A plan|"}, []string{"ministry|threatened by|A plan"}},
		{"passive agent", "The levy, condemned by the union, will rise in May.", []string{"The levy|"}, []string{"union|condemned by|The levy"}},
		{"passive agent", "A strike called by the union closed the mill.", []string{"union closed|"}, []string{"union|called by|A strike"}},
		// a verb is no speaker
		{"a light verb before a noun", "The survey by Lund Polls, released on Thursday, puts support for the levy at 35 per cent.", []string{"puts|"}, nil},
		// an adverb phrase opening the content stays in it
		{"so far", "So far, the city has planted fewer than 20,000 trees, according to a report from the auditor.", nil, []string{"report|according to|So far, the city has planted fewer than 20,000 trees"}},
		{"a connective still goes", "So the plan failed, according to the mayor.", nil, []string{"mayor|according to|the plan failed"}},
		{"no agent in a question", "When asked by a reporter whether the mill would close, Ada Moss said no.", []string{"When|", "|asked by"}, nil},
		// a fire or a storm says nothing; an outlet named like one does
		{"a noun after its adjective", "Researchers warned that the move could allow false claims to spread faster.", []string{"|claims"}, []string{"Researchers|warned|the move could allow false claims to spread faster"}},
		{"jobs added", "Lundia adds 76,000 jobs, beating expectations", []string{"|adds"}, nil},
		{"whom one knows", "The lifeguards at the Lund pool know her by name.", []string{"|know"}, nil},
		{"a name one goes by", "The group, which calls itself Lund Last Stand, said the blockade would go on.", []string{"|calls"}, []string{"group|said|the blockade would go on"}},
		{"an act advised", "“Most waste starts with impulse buys,” says Ana Vos. She recommends writing a weekly menu and sticking to the list.", []string{"|writing"}, nil},
		{"a modifier after own", "Lundsoft, which released its own reasoning model last week, declined to comment.", []string{"|reasoning"}, nil},
		{"a passive with nothing named", "Voters deserve to know what their ministers have been asked to do.", []string{"|been asked", "|asked"}, nil},
		{"a noun after under", "Under questioning by Crown attorney Ana Vos, Ola Dahl said the man was unhappy.", []string{"Under|", "|questioning"}, []string{"Ola Dahl|said|the man was unhappy"}},
		{"a condition of the reporting", "The woman, who asked to be identified by her first name, said she had waited a week.", []string{"|asked"}, []string{"woman|said|she had waited a week"}},
		{"signs shown", "The economy showed signs of stalling in the third quarter.", []string{"|showed"}, nil},
		{"signs shown", "The fire showed no signs of slowing on Tuesday.", []string{"|showed"}, nil},
		{"a hazard", "A fast-moving wildfire threatened the townsite on Monday night.", []string{"|threatened"}, nil},
		{"a hazard", "Wildfire threatens Lund townsite", []string{"|threatens"}, nil},
		{"a hazard", "The storm promises more rain on Friday.", []string{"|promises"}, nil},
		{"an outlet named like a hazard", "The Blaze reported that the count was wrong.", nil, []string{"Blaze|reported|the count was wrong"}},
		// a verdict is no finding, in a headline too; a clause after "found" is one
		{"a verdict", "A jury found the former constable guilty on Friday.", []string{"|found"}, nil},
		{"a verdict", "Jury finds former constable guilty in death of Lund man", []string{"|finds"}, nil},
		{"a finding", "A new study found pollution killed 8 million people last year.", nil, []string{"study|found|pollution killed 8 million people last year"}},
		// a participle between commas after its noun names no speaker
		{"a reduced aside", "The merger, announced Thursday, will give Lundsoft control of the port.", []string{"|announced", "Thursday|"}, nil},
		{"a reduced aside", "Ada Moss, asked Tuesday about the levy, said nothing.", []string{"Ada Moss|asked"}, nil},
		{"not an aside", "Ola Dahl, meanwhile, said Monday, in a statement, that he was sorry.", nil, []string{"Ola Dahl|said|he was sorry"}},
		// a listed word's other sense holds for the learned stage too
		{"a title claimed", "Ada Moss won the Lund Open on Sunday, beating Ola Dahl 6-2, 6-4 to claim her third Grand Slam title of the season.", []string{"|to claim", "|claim"}, nil},
		// one of a crowd after a quotation
		{"one of them", "Fans online were less kind. “Nothing changes until they win,” one wrote.", nil, []string{"one|wrote|Nothing changes until they win"}},
		// a place says nothing: the phrase it is the place of does
		{"which after a place", "The crowd at Lund Memorial Arena, which had loudly backed Dahl, rose to its feet.", []string{"Lund Memorial Arena|"}, []string{"crowd at Lund Memorial Arena|backed|Dahl"}},
	}
	for _, tt := range tests {
		t.Run(tt.class+": "+tt.text, func(t *testing.T) {
			sts := extract(tt.text)
			for _, b := range tt.bad {
				sp, cue, _ := strings.Cut(b, "|")
				for _, s := range sts {
					if (sp == "" || s.Speaker.Name == sp || s.Mention == sp) && (cue == "" || s.Cue == cue) {
						t.Errorf("a statement %q:%s", b, describe(sts))
					}
				}
			}
			for _, w := range tt.want {
				f := strings.SplitN(w, "|", 3)
				found := false
				for _, s := range sts {
					found = found || strings.Contains(s.Speaker.Name, f[0]) && s.Cue == f[1] && (f[2] == "" || s.Content == f[2])
				}
				if !found {
					t.Errorf("no statement %q:%s", w, describe(sts))
				}
			}
		})
	}
}
