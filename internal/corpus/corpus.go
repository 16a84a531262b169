// Package corpus generates synthetic news articles for load tests and
// benchmarks: deterministic from a seed, with thousands of speakers and
// outlets of Zipf-like popularity, and every phenomenon the extractor handles
// (direct and indirect speech, speakers before and after the content,
// appositive roles, titles, via chains, nested reports, pronouns, beliefs).
//
// The text is made up from word lists; it is for measuring speed and memory,
// not extraction quality (that is what the gold sets are for).
package corpus

import (
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
)

// Options shape a corpus.
type Options struct {
	Seed               uint64
	MinWords, MaxWords int // per article; defaults 300 and 800
	MinStmts, MaxStmts int // statements per article; defaults 5 and 15
	People, Orgs       int // pool sizes; defaults 5000 and 800
	// Quotations is how many quotations articles repeat (default 500;
	// negative: none). A third of the articles report one of them, chosen
	// with Zipf-like popularity, in full, cut short or with a word changed.
	Quotations int
}

func (o *Options) defaults() {
	if o.MinWords == 0 {
		o.MinWords, o.MaxWords = 300, 800
	}
	if o.MinStmts == 0 {
		o.MinStmts, o.MaxStmts = 5, 15
	}
	if o.People == 0 {
		o.People = 5000
	}
	if o.Orgs == 0 {
		o.Orgs = 800
	}
	if o.Quotations == 0 {
		o.Quotations = 500
	}
}

// Article is one generated article, in the JSON Lines form kg load reads.
type Article struct {
	ID        string `json:"id"`
	Publisher string `json:"publisher"`
	Date      string `json:"date"`
	Title     string `json:"title"`
	Text      string `json:"text"`
}

// Generator makes articles one at a time; the i-th article depends only on
// the options and i, so any range can be made again.
type Generator struct {
	opt    Options
	people []string
	orgs   []string
}

// New returns a Generator.
func New(opt Options) *Generator {
	opt.defaults()
	g := &Generator{opt: opt}
	r := rand.New(rand.NewPCG(opt.Seed, 1))
	for i := 0; i < opt.People; i++ {
		g.people = append(g.people, pick(r, firstNames)+" "+pick(r, lastNames))
	}
	for i := 0; i < opt.Orgs; i++ {
		g.orgs = append(g.orgs, pick(r, orgAdjs)+" "+pick(r, orgNouns)+" "+pick(r, orgHeads))
	}
	return g
}

// WriteJSONL writes articles [from, to) as JSON Lines.
func (g *Generator) WriteJSONL(w io.Writer, from, to int) error {
	enc := json.NewEncoder(w)
	for i := from; i < to; i++ {
		if err := enc.Encode(g.Article(i)); err != nil {
			return err
		}
	}
	return nil
}

// Article returns the i-th article.
func (g *Generator) Article(i int) Article {
	r := rand.New(rand.NewPCG(g.opt.Seed, uint64(i)+2))
	zp := rand.NewZipf(r, 1.1, 3, uint64(len(g.people)-1))
	zo := rand.NewZipf(r, 1.2, 2, uint64(len(g.orgs)-1))
	zm := rand.NewZipf(r, 1.3, 1, uint64(len(outlets)-1))
	words := g.opt.MinWords + r.IntN(g.opt.MaxWords-g.opt.MinWords+1)
	stmts := g.opt.MinStmts + r.IntN(g.opt.MaxStmts-g.opt.MinStmts+1)
	a := &builder{r: r}
	if g.opt.Quotations > 0 && r.IntN(3) == 0 {
		zq := rand.NewZipf(r, 1.1, 2, uint64(g.opt.Quotations-1))
		a.repeat(g.quotation(int(zq.Uint64())), pick(r, outlets))
	}
	for s := 0; s < stmts; s++ {
		person := g.people[zp.Uint64()]
		org := g.orgs[zo.Uint64()]
		outlet := outlets[zm.Uint64()]
		a.statement(person, org, outlet)
		if a.words < words*(s+1)/stmts {
			a.filler(words*(s+1)/stmts - a.words)
		}
	}
	return Article{
		ID:        fmt.Sprintf("gen-%07d", i),
		Publisher: outlets[r.IntN(len(outlets))],
		Date:      fmt.Sprintf("2015-%02d-%02d", 1+r.IntN(12), 1+r.IntN(28)),
		Title:     capitalize(a.clause()),
		Text:      strings.TrimSpace(a.text.String()),
	}
}

type builder struct {
	r     *rand.Rand
	text  strings.Builder
	words int
	para  int // sentences in the current paragraph
}

func (b *builder) sentence(s string) {
	if b.para > 0 {
		b.text.WriteByte(' ')
	}
	b.text.WriteString(s)
	b.words += len(strings.Fields(s))
	b.para++
	if b.para >= 3+b.r.IntN(3) {
		b.text.WriteString("\n\n")
		b.para = 0
	}
}

// clause is a made-up reported claim. Its words vary as news does (an
// adjective, a number, a place), so that two claims of one speaker are not
// near duplicates by chance: those a corpus has on purpose (quotation).
func (b *builder) clause() string {
	return fmt.Sprintf("the %s %s %s %s the %s for %d %s in %s %s", pick(b.r, adjs), pick(b.r, nouns), pick(b.r, modals), pick(b.r, verbs),
		pick(b.r, nouns), 2+b.r.IntN(998), pick(b.r, units), pick(b.r, places), pick(b.r, times))
}

func (b *builder) quote() string {
	return capitalize(fmt.Sprintf("we %s %s the %s %s %s and %s %s", pick(b.r, modals), pick(b.r, verbs), pick(b.r, adjs), pick(b.r, nouns),
		pick(b.r, times), pick(b.r, verbs), pick(b.r, places)))
}

// statement writes one report in one of the forms news uses.
func (b *builder) statement(person, org, outlet string) {
	role, title := pick(b.r, roles), pick(b.r, titles)
	cue := pick(b.r, cues)
	switch b.r.IntN(10) {
	case 0:
		b.sentence(fmt.Sprintf("“%s,” %s, %s %s for the %s, %s.", b.quote(), person, article(role), role, org, cue))
	case 1:
		b.sentence(fmt.Sprintf("%s %s that %s.", person, cue, b.clause()))
		b.sentence(fmt.Sprintf("He added that %s.", b.clause()))
	case 2:
		b.sentence(fmt.Sprintf("%s, %s %s told %s.", capitalize(b.clause()), title, person, outlet))
	case 3:
		b.sentence(fmt.Sprintf("According to %s, %s.", outlet, b.clause()))
	case 4:
		b.sentence(fmt.Sprintf("%s reports that %s say %s.", outlet, pick(b.r, groups), b.clause()))
	case 5:
		b.sentence(fmt.Sprintf("\"%s,\" the %s said according to %s.", b.quote(), org, outlet))
	case 6:
		src := pick(b.r, unnamed)
		b.sentence(fmt.Sprintf("%s %s told %s that %s.", capitalize(article(src)), src, outlet, b.clause()))
	case 7:
		b.sentence(fmt.Sprintf("%s believes %s.", person, b.clause()))
	case 8:
		b.sentence(fmt.Sprintf("%s, %s said.", capitalize(b.clause()), person))
		b.sentence(fmt.Sprintf("“%s.”", b.quote()))
	default:
		b.sentence(fmt.Sprintf("%s %s in an interview with %s that %s.", person, cue, outlet, b.clause()))
	}
}

// famous is a quotation that many articles repeat.
type famous struct {
	speaker, role string
	words         []string
}

// quotation returns the i-th repeated quotation: its speaker and about
// twenty words, the same in every article.
func (g *Generator) quotation(i int) famous {
	r := rand.New(rand.NewPCG(g.opt.Seed^0x9e3779b9, uint64(i)))
	b := &builder{r: r}
	text := b.quote() + " because " + b.clause()
	return famous{speaker: g.people[r.IntN(len(g.people))], role: pick(r, roles), words: strings.Fields(text)}
}

// repeat writes a report of q: in full, cut short, or with a word changed,
// said to the article or through an outlet.
func (b *builder) repeat(q famous, outlet string) {
	ws := append([]string(nil), q.words...)
	switch b.r.IntN(6) {
	case 0:
		ws = ws[:len(ws)*2/3]
	case 1:
		ws[len(ws)/2] = pick(b.r, nouns)
	}
	text := strings.Join(ws, " ")
	if b.r.IntN(2) == 0 {
		b.sentence(fmt.Sprintf("“%s,” %s, %s %s, told %s.", text, q.speaker, article(q.role), q.role, outlet))
	} else {
		b.sentence(fmt.Sprintf("%s said: “%s.”", q.speaker, text))
	}
}

// filler writes about n words of narration with no report in it.
func (b *builder) filler(n int) {
	for n > 0 {
		s := capitalize(fmt.Sprintf("%s and %s in %s.", b.clause(), b.clause(), pick(b.r, places)))
		b.sentence(s)
		n -= len(strings.Fields(s))
	}
}

// article is the indefinite article for w.
func article(w string) string {
	if strings.ContainsRune("aeiou", rune(w[0])) {
		return "an"
	}
	return "a"
}

func pick(r *rand.Rand, list []string) string { return list[r.IntN(len(list))] }

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

var (
	firstNames = strings.Fields("Ada Alan Amir Anna Ari Ben Bo Carla Chen Dana Dev Eli Emma Eva Farah Femi Gia Hana Hugo Ida Ivan Jae " +
		"Jon Kai Kemi Lara Leo Lina Luis Maya Mei Mila Nadia Nia Noor Omar Oren Paz Pia Ravi Rosa Sami Sara Tariq Tess Theo " +
		"Uma Vera Wen Yara Yusuf Zane Zoe Ines Karim Olga Pavel Rina Selim")
	lastNames = strings.Fields("Abbott Adeyemi Alvarez Bakker Banerjee Berg Castro Cho Costa Dahl Diallo Duarte Eriksen Farouk " +
		"Fischer Garcia Gupta Haddad Hale Hoang Iqbal Ito Jansen Kahn Kaur Kowalski Lam Larsen Lopez Mahmoud Marsh Mensah Moreau " +
		"Nakamura Novak Okafor Olsen Ortiz Park Patel Petrov Quinn Rahman Reyes Rossi Saito Santos Schmidt Sokolov Suzuki Tan " +
		"Torres Usman Vance Varga Wagner Walsh Weber Yilmaz Zhang Zimmer Brandt Carver Dunn Ellison Frost Grant Hayes")
	orgAdjs  = strings.Fields("National United Northern Central Democratic Federal Free Green Independent Popular Royal Southern Western Eastern Global")
	orgNouns = strings.Fields("Farmers Workers Teachers Energy Water Health Trade Justice Liberty Rail Steel Coastal Mountain River Harbor")
	orgHeads = strings.Fields("Union Party Council Alliance Association Institute Front Movement Federation League Coalition Foundation")
	outlets  = []string{"Reuters", "Associated Press", "Bloomberg News", "BBC", "CNN", "The New York Times", "The Washington Post",
		"Al Jazeera", "The Guardian", "Agence France-Presse", "NPR", "Politico", "The Wall Street Journal", "Fox News", "Financial Times",
		"The Daily Beast", "Sky News", "Deutsche Welle", "Axios", "The Hill"}
	roles   = strings.Fields("spokesman spokeswoman director analyst adviser member researcher official")
	titles  = []string{"Minister", "Senator", "Mayor", "Governor", "Judge", "Ambassador", "General", "Professor"}
	cues    = strings.Fields("said said said claimed stated added argued warned insisted explained noted")
	groups  = []string{"residents who fled", "local farmers", "some teachers", "several witnesses", "many workers", "some parents"}
	unnamed = []string{"senior official", "government official", "security source", "person familiar with the talks", "diplomat"}
	nouns   = strings.Fields("bridge budget council plan strike border harbor election school court bank railway market tariff " +
		"hospital treaty pipeline mine ministry reform talks ceasefire")
	modals = []string{"will", "would", "could", "must", "should", "may", "can no longer"}
	verbs  = strings.Fields("delay approve reject fund close expand review block rebuild protect")
	times  = []string{"next year", "this week", "by the spring", "before the vote", "after the summit", "within months", "soon"}
	adjs   = strings.Fields("new old local regional national disputed delayed costly popular northern southern second final " +
		"emergency temporary planned private public federal rural urban coastal annual interim revised joint")
	units  = strings.Fields("days weeks months families workers schools homes farms miles jobs")
	places = []string{"the capital", "the north", "the south", "the region", "the valley", "the port", "the provinces", "the suburbs"}
)
