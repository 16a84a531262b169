package kg

import (
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"slices"
	"strings"
	"unicode"
)

// A quotation is one utterance of one speaker, however many articles report
// it: a wire's report, the outlets that relay it, the articles that cut a
// sentence or change a word. The graph links each statement to its
// quotation (package graph, docs/model.md); the functions here decide which
// statements report the same one. They are pure functions of two contents,
// so whichever order the articles come in, the same pairs match.

// Quotation is one speaker's utterance and every statement that reports it.
type Quotation struct {
	ID      string // IRI, from QuotationIRI
	Speaker Entity
	First   Statement   // the earliest report: by its article's date, then the article's id
	Reports []Statement // every report, the first included, earliest first
	// Articles holds, for each article a report is in, what a reader needs
	// to place it: title, publisher and date (its text left out).
	Articles map[string]Article
}

// QuotationKey is what a quotation is named after, taken from its fullest
// report (the one with the most words): how many words it has, and its
// first and last minQuoteWords content words (stop and opening words
// skipped), or all its words when it has fewer content words than that.
//
// Why not the first report: a name that follows the earliest report
// changes whenever an earlier one is loaded, and a rename rewrites every
// link of the quotation (at 4,000 generated articles loaded in no order of
// date, 79 renames rewrote 885 quads, and the store's compactions wrote a
// fifth more). The fullest report's ends stay put as reports arrive: a
// report cut short or cut at the start is shorter, one with a word changed
// in the middle has the same ends. The key changes only when a fuller
// report arrives, or when one quotation joins another.
type QuotationKey struct {
	Words int    // the fullest report's number of words
	Ends  string // its first and last content words: "w1 w2 w3 w4 / w5 w6 w7 w8"
}

// Key is the QuotationKey of a content's sketch.
func (sk QuoteSketch) Key() QuotationKey {
	var cw []string
	for _, w := range sk.Words {
		if !stopWords[w] && !openingWords[w] {
			cw = append(cw, w)
		}
	}
	k := QuotationKey{Words: len(sk.Words)}
	if len(cw) < minQuoteWords {
		k.Ends = strings.Join(sk.Words, " ")
	} else {
		k.Ends = strings.Join(cw[:minQuoteWords], " ") + " / " + strings.Join(cw[len(cw)-minQuoteWords:], " ")
	}
	return k
}

// Fuller orders keys: more words first, then by Ends.
func (k QuotationKey) Fuller(o QuotationKey) bool {
	if k.Words != o.Words {
		return k.Words > o.Words
	}
	return k.Ends < o.Ends
}

// String is the key as the graph stores it: "20 w1 w2 w3 w4 / w5 w6 w7 w8".
func (k QuotationKey) String() string { return fmt.Sprintf("%d %s", k.Words, k.Ends) }

// ParseQuotationKey reads a key back from its String.
func ParseQuotationKey(s string) (QuotationKey, bool) {
	n, ends, ok := strings.Cut(s, " ")
	var k QuotationKey
	if _, err := fmt.Sscan(n, &k.Words); err != nil || !ok {
		return k, false
	}
	k.Ends = ends
	return k, true
}

// QuotationIRI is the IRI of the speaker's quotation with key k.
func QuotationIRI(speaker string, k QuotationKey) string {
	h := fnv.New64a()
	h.Write([]byte(speaker))
	h.Write([]byte{0})
	h.Write([]byte(k.String()))
	return fmt.Sprintf("%squotation/%016x", Base, h.Sum64())
}

// QuoteWords are the words of a content as quotations compare them:
// lower-cased runs of letters and digits, in order, every one kept.
func QuoteWords(content string) []string {
	return strings.FieldsFunc(strings.ToLower(content), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}

// minQuoteWords is the fewest words a report must have to match one that is
// not word for word the same: below it, a phrase is too common to say whose.
// A band key's head and tail are this many content words.
const minQuoteWords = 4

// QuoteSketch is what the graph keeps of a content to find its near
// duplicates: the content itself (the graph finds the statements with the
// same text through the text's node, at no cost in quads), its words, and
// the keys of its MinHash bands.
type QuoteSketch struct {
	Content string
	Words   []string
	Bands   []uint64 // head, tail, MinHash (NewQuoteSketch); none for a short or unquoted content
}

// NewQuoteSketch sketches a content. A quoted content of minQuoteWords
// words or more has three band keys: its first minQuoteWords content words
// (stop words skipped: one speaker's sentences often open alike, "we will
// not ..."), its last ones, and one MinHash band, two MinHash values over its word pairs
// (pairs of two stop words left out). A report cut short keeps the head, a
// report cut at the start keeps the tail, one with words changed or cut in
// the middle keeps both; a fragment from the middle meets the whole through
// the MinHash band with the chance that the pairs minimising both hash
// functions are in both, about the square of the share of pairs they have
// in common (one in four for half of the quotation). Two statements that
// merely share a phrase seldom share a key, and when they do SameQuotation
// tells them apart. The graph files keys under the speaker, so only one
// speaker's statements are compared.
//
// A content that is not quoted, or shorter than minQuoteWords words, has no
// band: it meets another only through the same text, character for
// character (reported speech is the same quotation only word for word:
// paraphrases of one speaker differ by design). quoted says whether the
// content is in quotation marks, whole or in part.
func NewQuoteSketch(content string, quoted bool) QuoteSketch {
	ws := QuoteWords(content)
	sk := QuoteSketch{Content: content, Words: ws}
	if len(ws) < minQuoteWords || !quoted {
		return sk
	}
	var cw []string // content words: a speaker's sentences often open alike ("we will not")
	for _, w := range ws {
		if !stopWords[w] && !openingWords[w] {
			cw = append(cw, w)
		}
	}
	if len(cw) >= minQuoteWords {
		sk.Bands = append(sk.Bands, hashWords(cw[:minQuoteWords], 0x4ead), hashWords(cw[len(cw)-minQuoteWords:], 0x7a11))
	}
	var shingles, common []uint64
	for i := 0; i+1 < len(ws); i++ {
		h := hashWords(ws[i:i+2], 0)
		if stopWords[ws[i]] && stopWords[ws[i+1]] {
			common = append(common, h)
		} else {
			shingles = append(shingles, h)
		}
	}
	if len(shingles) == 0 {
		shingles = common
	}
	m1, m2 := ^uint64(0), ^uint64(0)
	for _, s := range shingles {
		m1 = min(m1, mix(s*0x9e3779b97f4a7c15))
		m2 = min(m2, mix((s^2)*0xc2b2ae3d27d4eb4f))
	}
	if k := mix(m1 ^ mix(m2)); !slices.Contains(sk.Bands, k) {
		sk.Bands = append(sk.Bands, k)
	}
	return sk
}

// openingWords are the function words a speaker's sentences share at
// their start and end (pronouns, auxiliaries, negations, conjunctions),
// skipped with stopWords when a head or tail key is made.
var openingWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`i we you he she they me us him them my our your his her their its this these
	those there here will would can could may might must shall should do does did have has had been being not no
	never also just so but if then than because when while now very all more what which who about from up out
	into over after before again still only even`) {
		openingWords[w] = true
	}
}

// hashWords hashes a word sequence with a salt.
func hashWords(ws []string, salt uint64) uint64 {
	h := fnv.New64a()
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], salt)
	h.Write(b[:])
	for _, w := range ws {
		h.Write([]byte(w))
		h.Write([]byte{0})
	}
	return h.Sum64()
}

// mix is SplitMix64's finalizer: a bijection that spreads every input bit.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// SharesBand reports whether two sketches have the same text or a band key
// in common: the pairs the graph's index finds, and so the only ones it
// compares.
func SharesBand(a, b QuoteSketch) bool {
	if a.Content != "" && a.Content == b.Content {
		return true
	}
	for _, x := range a.Bands {
		for _, y := range b.Bands {
			if x == y {
				return true
			}
		}
	}
	return false
}

// SameQuotation reports whether two contents of one speaker report the same
// quotation. The words both keep in order (their longest common
// subsequence) must be:
//   - all the words of a content shorter than minQuoteWords (the same phrase);
//   - or nine in ten of the shorter content's and three in ten of the
//     longer's: a report that cut the quotation short, or cut words from it;
//   - or, for two contents of one length, all but one word in ten: a word
//     changed in ten (a short quotation changed in a word is another one).
//
// Two different sentences that share a phrase ("we will not rest until the
// bridge is rebuilt", "... until the budget passes") meet neither.
func SameQuotation(a, b QuoteSketch) bool {
	short, long := a.Words, b.Words
	if len(short) > len(long) {
		short, long = long, short
	}
	if len(short) == 0 {
		return false
	}
	if len(short) < minQuoteWords {
		return len(short) == len(long) && equalWords(short, long)
	}
	n := lcs(short, long)
	cut := 10*n >= 9*len(short) && 10*n >= 3*len(long)
	changed := len(short) == len(long) && len(long)-n <= len(long)/10
	return cut || changed
}

// Matches is the pair test of quotations: a band in common, then SameQuotation.
func Matches(a, b QuoteSketch) bool { return SharesBand(a, b) && SameQuotation(a, b) }

func equalWords(a, b []string) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// lcs is the length of the longest common subsequence of two word lists.
func lcs(a, b []string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for i := range a {
		for j := range b {
			switch {
			case a[i] == b[j]:
				cur[j+1] = prev[j] + 1
			case prev[j+1] >= cur[j]:
				cur[j+1] = prev[j+1]
			default:
				cur[j+1] = cur[j]
			}
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// EditOp says what a run of words of a WordDiff is.
type EditOp string

// The runs of a WordDiff.
const (
	Kept  EditOp = "kept"  // in both
	Cut   EditOp = "cut"   // in the first report only
	Added EditOp = "added" // in the other report only
)

// Edit is one run of a WordDiff.
type Edit struct {
	Op    EditOp   `json:"op"`
	Words []string `json:"words"`
}

// WordDiff is how the words of b differ from those of a: runs kept, cut
// and added, in reading order (a changed word is a cut and an added run).
// The words compared are QuoteWords.
func WordDiff(a, b []string) []Edit {
	// t[i][j]: the longest common subsequence of a[i:] and b[j:]
	t := make([][]int, len(a)+1)
	for i := range t {
		t[i] = make([]int, len(b)+1)
	}
	for i := len(a) - 1; i >= 0; i-- {
		for j := len(b) - 1; j >= 0; j-- {
			if a[i] == b[j] {
				t[i][j] = t[i+1][j+1] + 1
			} else {
				t[i][j] = max(t[i+1][j], t[i][j+1])
			}
		}
	}
	var out []Edit
	add := func(op EditOp, w string) {
		if n := len(out); n > 0 && out[n-1].Op == op {
			out[n-1].Words = append(out[n-1].Words, w)
			return
		}
		out = append(out, Edit{Op: op, Words: []string{w}})
	}
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case i < len(a) && j < len(b) && a[i] == b[j]:
			add(Kept, a[i])
			i, j = i+1, j+1
		case j == len(b) || i < len(a) && t[i+1][j] >= t[i][j+1]:
			add(Cut, a[i])
			i++
		default:
			add(Added, b[j])
			j++
		}
	}
	return out
}

// Changed reports whether a diff has any run cut or added.
func Changed(d []Edit) bool {
	for _, e := range d {
		if e.Op != Kept {
			return true
		}
	}
	return false
}

// FormatDiff writes a diff as wdiff does: cut runs in [-…-], added runs in
// {+…+}, kept runs as they are.
func FormatDiff(d []Edit) string {
	var b strings.Builder
	for i, e := range d {
		if i > 0 {
			b.WriteByte(' ')
		}
		w := strings.Join(e.Words, " ")
		switch e.Op {
		case Cut:
			b.WriteString("[-" + w + "-]")
		case Added:
			b.WriteString("{+" + w + "+}")
		default:
			b.WriteString(w)
		}
	}
	return b.String()
}

// Wording is one form of a quotation's words and the reports that give it.
type Wording struct {
	Text    string      `json:"text"`    // the first report's content in this wording
	Reports []Statement `json:"-"`       // earliest first
	Diff    []Edit      `json:"diff"`    // from the first report's words to these
	Changed bool        `json:"changed"` // the words differ from the first report's
}

// Wordings groups q's reports by their words (QuoteWords), the first
// report's wording first, the others in order of their earliest report.
//
// Most reports of a quotation repeat one content to the byte, so each
// content is split into words once.
func (q Quotation) Wordings() []Wording {
	first := QuoteWords(q.First.Content)
	var out []Wording
	at := map[string]int{}     // words -> wording
	byText := map[string]int{} // content -> wording
	of := make([]int, len(q.Reports))
	var n []int // reports of each wording
	for k, r := range q.Reports {
		i, ok := byText[r.Content]
		if !ok {
			ws := QuoteWords(r.Content)
			key := strings.Join(ws, " ")
			if i, ok = at[key]; !ok {
				d := WordDiff(first, ws)
				i = len(out)
				at[key] = i
				out = append(out, Wording{Text: r.Content, Diff: d, Changed: Changed(d)})
				n = append(n, 0)
			}
			byText[r.Content] = i
		}
		of[k] = i
		n[i]++
	}
	for i := range out {
		out[i].Reports = make([]Statement, 0, n[i])
	}
	for k, r := range q.Reports {
		out[of[k]].Reports = append(out[of[k]].Reports, r)
	}
	return out
}

// Route is one way a quotation travelled: the outlets between the speaker
// and the article (nearest the speaker first), then the article's
// publisher, and how many reports took it.
type Route struct {
	Through []string `json:"through"`
	Reports int      `json:"reports"`
}

// Routes lists the ways q's reports reached their articles, the most
// taken first (then in order of their first report).
func (q Quotation) Routes() []Route {
	var out []Route
	at := map[string]int{}
	for _, r := range q.Reports {
		var path []string
		for _, h := range r.Via {
			path = append(path, h.Entity.Name)
		}
		if p := q.Articles[r.Article].Publisher; p != "" && (len(path) == 0 || path[len(path)-1] != p) {
			path = append(path, p)
		}
		key := strings.Join(path, "\x00")
		i, ok := at[key]
		if !ok {
			i = len(out)
			at[key] = i
			out = append(out, Route{Through: path})
		}
		out[i].Reports++
	}
	slices.SortStableFunc(out, func(a, b Route) int { return b.Reports - a.Reports })
	return out
}
