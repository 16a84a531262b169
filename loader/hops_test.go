package loader

import (
	"fmt"
	"strings"
	"testing"

	kg "github.com/kg-dev/kg"
)

// TestUnnamedOutlets: an outlet the article describes without naming it
// ("state media", "a local radio station") is a news outlet that relays
// what it reports, with an IRI of the article's own; "the newspaper" is
// the outlet named last, where there is one. "Social media", "the media"
// and "the agency" name no outlet. Such outlets are hops where named ones
// are, and so is the broadcaster one spoke on ("said on Lund TV").
func TestUnnamedOutlets(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string // speaker (type): content [via], local marks a hop whose IRI is the article's
	}{
		{"Police said five people were killed, state media reported.", []string{
			"Police (Group): five people were killed [state media local]",
			"state media (NewsOutlet): Police said five people were killed []"}},
		{"Police told state television that five people were killed.", []string{"Police (Group): five people were killed [state television local]"}},
		{"The governor told a local radio station that the roads were closed.", []string{"the governor (Person): the roads were closed [a local radio station local]"}},
		{"Ana Vos told the official news agency that talks had failed.", []string{"Ana Vos (Person): talks had failed [the official news agency local]"}},
		{"Ana Vos told Iranian media that talks had failed.", []string{"Ana Vos (Person): talks had failed [Iranian media local]"}},
		{"Ana Vos told Reuters that talks had failed. “It is over,” she told the news agency.", []string{
			"Ana Vos (Person): talks had failed [Reuters]",
			"Ana Vos (Person): It is over [Reuters]"}},
		{"The Lund Times reported that talks had failed. The newspaper said Ana Vos had left.", []string{
			"Lund Times (NewsOutlet): talks had failed []",
			"Lund Times (NewsOutlet): Ana Vos had left []"}},
		// an outlet described, then named, is one hop
		{"Ana Vos said the talks had failed, according to state news agency IRNA.", []string{"Ana Vos (Person): the talks had failed [IRNA]"}},
		// an outlet's name with its small words ("The Globe and Mail"), named last, is "the newspaper" that opens a sentence
		{"The Globe and Mail reported the letter existed. The newspaper, citing three sources, said it would be read Wednesday.", []string{
			"The Globe and Mail (NewsOutlet): the letter existed []",
			"three sources (UnnamedSource): it would be read Wednesday [The Globe and Mail]"}},
		{"The Globe and Mail reported the letter existed. Three sources told the newspaper that it would be read Wednesday.", []string{
			"The Globe and Mail (NewsOutlet): the letter existed []",
			"Three sources (UnnamedSource): it would be read Wednesday [The Globe and Mail]"}},
		{"The Globe and Mail reported the letter existed. Three sources told the newspaper it would be read Wednesday.", []string{
			"The Globe and Mail (NewsOutlet): the letter existed []",
			"Three sources (UnnamedSource): it would be read Wednesday [The Globe and Mail]"}},
		{"According to a report in The Globe and Mail, at least 20 MPs signed the letter.", []string{"The Globe and Mail (NewsOutlet): at least 20 MPs signed the letter []"}},
		{"In an interview with CNN, Ana Vos said talks had failed. She later told the network that they could resume.", []string{
			"Ana Vos (Person): talks had failed [CNN]",
			"Ana Vos (Person): they could resume [CNN]"}},
		// the outlet named last, whether or not it spoke ("Lund Circle magazine’s poll")
		{"The Lund Post reported that talks had failed. Ana Vos entered Lund Circle magazine’s reader poll. The magazine said its poll had picked the winner.", []string{
			"Lund Post (NewsOutlet): talks had failed []",
			"Lund Circle magazine (NewsOutlet): its poll had picked the winner []"}},
		{"Ana Vos told the media that talks had failed.", []string{"Ana Vos (Person): talks had failed []"}},
		{"Officials told the agency that talks had failed.", []string{"Officials (UnnamedSource): talks had failed []"}},
		{"Ana Vos said on social media that talks had failed.", []string{"Ana Vos (Person): talks had failed []"}},
		// found where named outlets are: fronted, in an aside, after the cue
		{"Speaking on state television, the minister said the ceasefire held.", []string{"the minister (Person): the ceasefire held [state television local]"}},
		{"In an interview with state television, the minister said the ceasefire held.", []string{"the minister (Person): the ceasefire held [state television local]"}},
		{"The minister said in an interview with local media that the ceasefire held.", []string{"the minister (Person): the ceasefire held [local media local]"}},
		{"The minister, in a statement carried by state media, said the ceasefire held.", []string{"the minister (Person): the ceasefire held [state media local]"}},
		{"The minister, in a statement carried by state news agency WAM, said the ceasefire held.", []string{"the minister (Person): the ceasefire held [WAM]"}},
		{"The minister told state television on Monday that the ceasefire held.", []string{"the minister (Person): the ceasefire held [state television local]"}},
		// the broadcaster one spoke on relays it, named or not; a time is no outlet
		{"The minister said on state television that the ceasefire held.", []string{"the minister (Person): the ceasefire held [state television local]"}},
		{"The ceasefire held, Ana Vos said on Lund TV.", []string{"Ana Vos (Person): The ceasefire held [Lund TV]"}},
		{"Ana Vos said on Monday that the ceasefire held.", []string{"Ana Vos (Person): the ceasefire held []"}},
		{"The ceasefire held, Ana Vos said Wednesday morning on Lund TV’s “Morning Lund.”", []string{"Ana Vos (Person): The ceasefire held [Lund TV]"}},
		// a described outlet that cites its source relays it; so does the outlet of a report that cites one
		{"Local media, citing police, said five people were killed.", []string{"police (Group): five people were killed [Local media local]"}},
		{"The talks collapsed, according to a Lund Times report citing unnamed officials.", []string{"unnamed officials (UnnamedSource): The talks collapsed [Lund Times]"}},
	} {
		var got []string
		for _, st := range extract(c.text) {
			var via []string
			for _, h := range st.Via {
				v := h.Entity.Name
				if strings.HasPrefix(h.Entity.ID, kg.Base+"entity/t/") {
					v += " local"
				}
				via = append(via, v)
			}
			got = append(got, fmt.Sprintf("%s (%s): %s [%s]", st.Speaker.Name, st.Speaker.Type, st.Content, strings.Join(via, ", ")))
		}
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("%q:\n got %q\nwant %q", c.text, got, c.want)
		}
	}
}

func TestUnnamedOutletName(t *testing.T) {
	for name, want := range map[string]bool{
		"state media": true, "a local radio station": true, "the newspaper": true, "Egyptian state television": true,
		"Iran's state media": true, "Local media": true, "the news agency": true, "local news outlets": true,
		"social media": false, "the media": false, "the agency": false, "television": false, "New York magazine": false,
		"the party's radio": false, "the network": true, "a network of activists": false, "the paper": false, "People magazine": false, "Lund Radio": false,
	} {
		if got := unnamedOutletName(name); got != want {
			t.Errorf("unnamedOutletName(%q) = %v, want %v", name, got, want)
		}
	}
}

// TestUnlistedOutletsAsRecipients: "told X" where X is shaped like an outlet
// or a programme that no list names gives a via hop typed as an outlet (a
// programme's owner where it has one); "told X" where X is a person does
// not, and the recipient's whole phrase stays out of the content.
func TestUnlistedOutletsAsRecipients(t *testing.T) {
	for _, c := range []struct {
		text, content string
		via           string // the hop's name, "" for none
	}{
		{"Ola Dahl told Newsmax on Thursday that the levy was unfair.", "the levy was unfair", "Newsmax"},
		{"The rebels said in a statement carried by their Lund Voice TV that they had hit the ship.", "they had hit the ship", "Lund Voice TV"}, // the owner's outlet
		{"Ola Dahl told Lund Daily Voice on Monday that taxes would rise.", "taxes would rise", "Lund Daily Voice"},
		{"Ola Dahl told the Lundstad Daily Record that taxes would rise.", "taxes would rise", "Lundstad Daily Record"},
		{"Ola Dahl told the Vik Telegraph that taxes would rise.", "taxes would rise", "Vik Telegraph"},
		{"Ada Moss told BBC Radio 4's Today programme that the mill would close.", "the mill would close", "BBC"},
		{"Ola Dahl told WNYC's Brian Lehrer Show host Brian Lehrer that the bridge was safe.", "the bridge was safe", "WNYC"},
		{"Ola Dahl told KQED on Monday that the bridge was safe.", "the bridge was safe", "KQED"},
		{"Ola Dahl told LundNews on Monday that the bridge was safe.", "the bridge was safe", "LundNews"},
		{"Ola Dahl told Radio-Lund that the bridge was safe.", "the bridge was safe", "Radio-Lund"},
		{"Ola Dahl told Ada Moss-Lund that the bridge was safe.", "the bridge was safe", ""},
		{"Ola Dahl told Lund Radio Morning Show that the bridge was safe.", "the bridge was safe", "Lund Radio"},
		{"In an interview with Newsmax, Ola Dahl said the levy was unfair.", "the levy was unfair", "Newsmax"},
		{"Ola Dahl told local broadcaster NRK on Monday that the bridge was safe.", "the bridge was safe", "NRK"},
		{"In an interview with the podcast Lund Today, Ada Moss said she would run again.", "she would run again", "Lund Today"},
		{"“I would have said so,” Ada Moss said in an interview with the podcast Lund Today, as reported by Reuters.", "I would have said so", "Lund Today,Reuters"},
		{"According to Reuters, which cited people familiar with the matter, the deal could come next week.", "the deal could come next week", "Reuters"},
		{"The plan would cost $2 billion, according to a report in the Lund Times that cited unnamed officials.", "The plan would cost $2 billion", "Lund Times"}, // the paper's report names its sources in a relative clause
		{"The deal is close, according to documents obtained by the Lund Times.", "The deal is close", "Lund Times"},
		{"Ada Moss told reporters that the plan was dead.", "the plan was dead", ""},
		{"Ola Dahl told Smith on Monday that the bridge was safe.", "the bridge was safe", ""},
		{"Ola Dahl told Ada Moss that the bridge was safe.", "the bridge was safe", ""},
		{"Ola Dahl told Newsom that the bridge was safe.", "the bridge was safe", ""},
		{"Ola Dahl told the CIA that the bridge was safe.", "the bridge was safe", ""},
		{"Ola Dahl told the National Institute of Health that the bridge was safe.", "the bridge was safe", ""},                             // a body whose name opens with an outlet's ("The National")
		{"Ola Dahl told 680 CJOB on Monday that the bridge was safe.", "the bridge was safe", "680 CJOB"},                                   // a frequency and call letters
		{"Ola Dahl told News 1130 that traffic was heavy.", "traffic was heavy", "News 1130"},                                               // not "News"
		{"Ola Dahl told the Times Lundonian that the ferry was late.", "the ferry was late", "Times Lundonian"},                             // not "the Times"
		{"A spokesperson confirmed to CBC News that the union was aware of the lawsuit.", "the union was aware of the lawsuit", "CBC News"}, // "confirmed to" names whom, as "told" does
		{"The minister wrote to the Lund Times that the plan was sound.", "the plan was sound", "Lund Times"},
		{"The mayor said to Ola Dahl that the bridge was safe.", "the bridge was safe", ""},
		{"“Affordability is still terrible,” Ola Dahl told BNN Bloomberg.", "Affordability is still terrible", "BNN Bloomberg"}, // the gazetteer's Canadian broadcasters
		{"A neighbour told CP24 she heard shots.", "she heard shots", "CP24"},
		{"A neighbour told CBC Lundhaven she heard shouting.", "she heard shouting", "CBC News"}, // a broadcaster's local station
		{"A neighbour told CTV Lund Valley on Monday she heard shouting.", "she heard shouting", "CTV News"},
		{"Ola Dahl said in an interview with CBC Radio's The Current that the plan would fail.", "the plan would fail", "CBC Radio"},
	} {
		sts := extract(c.text)
		var got *kg.Statement
		for i := range sts {
			if sts[i].Content == c.content {
				got = &sts[i]
			}
		}
		if got == nil {
			t.Errorf("%q: no statement %q:%s", c.text, c.content, describe(sts))
			continue
		}
		var via []string
		for _, h := range got.Via {
			via = append(via, h.Entity.Name)
			if h.Entity.Type != kg.NewsOutlet {
				t.Errorf("%q: hop %s is a %s", c.text, h.Entity.Name, h.Entity.Type)
			}
		}
		if strings.Join(via, ",") != c.via {
			t.Errorf("%q: via %v, want %q", c.text, via, c.via)
		}
	}
}

// TestInterviewViaCarriesToTheSpeakersNextStatements: a via an interview
// established ("in an interview with X", "told X") carries to the same
// speaker's next statements ("she added"), until another speaker or
// another medium intervenes; a relaying outlet ("according to") does not.
func TestInterviewViaCarriesToTheSpeakersNextStatements(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string // each statement's content start and via, in order
	}{
		{"In an interview with the Lund Courier, Ada Moss said the levy would rise. She added that the bridge was safe.",
			[]string{"the levy [Lund Courier]", "the bridge [Lund Courier]"}},
		{"Ada Moss told Newsmax that the levy would rise.\n\n“The bridge is safe,” she said.",
			[]string{"the levy [Newsmax]", "The bridge [Newsmax]"}},
		{"Ada Moss told Newsmax that the levy would rise. Ola Dahl said it would not. Moss added that the bridge was safe.",
			[]string{"the levy [Newsmax]", "it would []", "the bridge []"}},
		{"Ada Moss told Newsmax that the levy would rise. On Twitter, she wrote that the bridge was safe.",
			[]string{"the levy [Newsmax]", "the bridge []"}},
		{"Ada Moss said the levy would rise, according to Reuters. She added that the bridge was safe.",
			[]string{"the levy [Reuters]", "the bridge []"}},
	} {
		var got []string
		for _, s := range extract(c.text) {
			var via []string
			for _, h := range s.Via {
				via = append(via, h.Entity.Name)
			}
			f := strings.Fields(s.Content)
			got = append(got, fmt.Sprintf("%s %s [%s]", f[0], f[1], strings.Join(via, ",")))
		}
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("%q:\n got %q\nwant %q", c.text, got, c.want)
		}
	}
}
