package loader

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
	"unsafe"
)

// Stage 1, segmentation: the text becomes paragraphs of sentences of tokens,
// each token with its byte offsets, so that every later stage works on spans
// of the original text and never on copies that could drift from it.

type tokKind uint8

const (
	tWord  tokKind = iota
	tPunct         // , ; : . ! ? ( ) and dashes
	tQuote         // a quotation mark; open or close is decided by pairQuotes
)

type token struct {
	start, end int
	text       string
	lower      string
	kind       tokKind
	open       bool // for tQuote: opens a quotation
	paired     bool // for tQuote: part of a pair
	upper      bool // a word that starts with a capital, '@' or '#'
	quoted     bool // inside a quotation of its sentence, or one of its marks (markQuoted)
}

// sentence is a run of tokens; a sentence break is never made inside a quotation.
type sentence struct {
	index  int // in the article
	para   int
	toks   []token
	vetoed []int // listed cue words the rules read and rejected for their sense ("ruled out"): no learned cue either
}

// veto marks the token at i as a listed cue word the rules rejected for its
// sense: the learned cue stage leaves it alone.
func (s *sentence) veto(i int) { s.vetoed = append(s.vetoed, i) }

// singleQuotesQuote reports whether a paragraph quotes with straight single
// quotes: only where it has no other quotation marks, since inside "..." or
// ”...” a ' is a nested quotation or an apostrophe run together with them.
// The answer is asked once a paragraph, and only when a ' comes up.
func singleQuotesQuote(singles *int, para string) bool {
	if *singles == 0 {
		*singles = 1
		if strings.Contains(para, "''") || strings.ContainsAny(para, "\"“”«»„") && !singleOutsideDouble(para) {
			*singles = -1
		}
	}
	return *singles > 0
}

// singleOutsideDouble reports whether a straight ' opens a quotation
// outside every double-quoted span of para: "it was \"disappointed\" ... A
// spokesperson said: 'Our offer is fair.'" (British copy quotes in singles
// and marks a word in doubles).
func singleOutsideDouble(para string) bool {
	in := false
	for i, r := range para {
		switch r {
		case '"':
			in = !in
		case '“', '«', '„':
			in = true
		case '”', '»':
			in = false
		case '\'':
			if !in && i >= 2 && para[i-2:i] == ": " && singleQuoteMark(para, 0, len(para), i) {
				return true
			}
		}
	}
	return false
}

// singleQuoteMark reports whether the straight ' at text[i] (not inside a
// word) marks a quotation: it opens one after a space, a bracket or a dash
// and before a capital letter, or closes one right after a comma, a full stop,
// "!" or "?" and before a space or the end. "the students' union", "'90s"
// and "rock 'n' roll" are apostrophes.
func singleQuoteMark(text string, start, end, i int) bool {
	before, after := byte(' '), byte(' ')
	if i > start {
		before = text[i-1]
	}
	if i+1 < end {
		after = text[i+1]
	}
	switch {
	case (before == ' ' || before == '\n' || before == '(' || i == start) && after >= 'A' && after <= 'Z':
		return true
	case (before == ',' || before == '.' || before == '!' || before == '?') && (after == ' ' || after == '\n' || i+1 == end):
		return true
	}
	return false
}

func isQuoteRune(r rune) bool {
	switch r {
	case '"', '“', '”', '«', '»', '„', '‘':
		return true
	}
	return false
}

func isWordRune(r rune) bool {
	if r < 0x80 { // the common case, without the Unicode tables
		return asciiWord[r]
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

// asciiWord holds isWordRune for the ASCII bytes: the tokenizer asks it of
// nearly every byte of an article.
var asciiWord = func() (t [utf8.RuneSelf]bool) {
	for c := range t {
		t[c] = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
	}
	return t
}()

// tokenize splits text[start:end] into tokens. Apostrophes, hyphens and dots
// between letters stay inside words ("Pakistan's", "Tehrik-e-Taliban", "U.S."),
// '@' and '#' start words (handles, hashtags).
func tokenize(text string, start, end int) []token {
	return tokenizeInto(make([]token, 0, (end-start)/5+1), text, start, end)
}

// tokenizeInto appends the tokens of text[start:end] to toks.
func tokenizeInto(toks []token, text string, start, end int) []token {
	lower := lowerASCII(text[start:end])
	singles := 0          // whether straight single quotes may quote here: 0 not asked yet, 1 yes, -1 no
	openSingles := 0      // ‘ marks not yet closed by a ’
	openStraight := false // a straight ' opened a quotation not yet closed
	i := start
	for i < end {
		r, n := rune(text[i]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeRuneInString(text[i:])
		}
		switch {
		case r == ' ':
			i++
		case unicode.IsSpace(r):
			i += n
		case isWordRune(r) || ((r == '@' || r == '#' || r == '$') && i+n < end):
			j := i + n
			for j < end && text[j] < utf8.RuneSelf && asciiWord[text[j]] {
				j++ // the common case: ASCII letters and digits
			}
			for j < end {
				r2, n2 := rune(text[j]), 1
				if r2 >= utf8.RuneSelf {
					r2, n2 = utf8.DecodeRuneInString(text[j:])
				}
				if isWordRune(r2) {
					j += n2
					continue
				}
				if r2 >= 0x80 && r2 <= 0xBF {
					if last, _ := utf8.DecodeLastRuneInString(text[i:j]); last >= 0x80 && last <= 0xFF || unicode.Is(unicode.Mn, last) {
						j += n2 // mojibake, UTF-8 read as Latin-1: "LibÃ©ration", "FranÃ§ois" stay one word
						continue
					}
				}
				if r2 == '‘' && j+n2 < end && text[j+n2] == 's' && (j+n2+1 == end || !isWordRune(rune(text[j+n2+1]))) {
					j += n2 // "Trump‘s comments": an opening mark typed for the apostrophe, a possessive
					continue
				}
				if r2 == '/' && j+1 < end && text[i] >= 'A' && text[i] <= 'Z' && text[j+1] >= 'A' && text[j+1] <= 'Z' {
					j += n2 // "a Reuters/Ipsos poll": one pollster's name of two
					continue
				}
				if r2 == '.' && j+2 < end && text[j+1] == '-' && text[j+2] < utf8.RuneSelf && asciiWord[text[j+2]] {
					j += 2 // "a Mississauga, Ont.-based company": an abbreviation's dot, then a hyphen, no dash
					continue
				}
				if r2 == '\'' || r2 == '’' || r2 == '-' || r2 == '.' || r2 == '_' || (r2 == ',' || r2 == '/') && (unicode.IsDigit(r) || text[j-1] >= '0' && text[j-1] <= '9') {
					if j+n2 < end {
						r3, _ := utf8.DecodeRuneInString(text[j+n2:])
						if isWordRune(r3) && (r2 != ',' && r2 != '/' || unicode.IsDigit(r3)) && !(r2 == '.' && missingSpace(text, i, j)) {
							j += n2
							continue
						}
					}
					// a trailing dot of an abbreviation (U.S.) stays in the word
					if r2 == '.' && j-i <= 6 && strings.IndexByte(text[i:j], '.') >= 0 {
						j += n2
						if j+1 < end && text[j] == '-' {
							if r3, _ := utf8.DecodeRuneInString(text[j+1:]); isWordRune(r3) {
								j++ // "the U.S.-Mexico border": a hyphen, no dash
								continue
							}
						}
					}
					// "Sanders’ campaign": a name's possessive apostrophe, where no
					// single quotation is open that it could close
					if (r2 == '\'' && !openStraight || r2 == '’') && text[j-1] == 's' && openSingles == 0 && j+n2+1 < end && text[j+n2] == ' ' && (text[j+n2+1] >= 'a' && text[j+n2+1] <= 'z' || text[j+n2+1] >= 'A' && text[j+n2+1] <= 'Z') {
						j += n2 // (a lower-case word's too, "the militants’ spokesman", and inside a name, "the Teachers' Federation", where ' quotes nothing here)
					}
				}
				break
			}
			if j < end && text[j] == '%' && r >= '0' && r <= '9' {
				j++ // "47%": a quantity, which can speak ("47% say ...")
			}
			if j < end && text[j] == '.' && (titleAbbreviations[titleKey(text, lower, start, i, j)] ||
				j+2 < end && text[j+1] == ' ' && text[j+2] >= '0' && text[j+2] <= '9' && monthAbbreviations[titleKey(text, lower, start, i, j)]) {
				j++ // "Mr.", "Sen.", "Dec. 2": the dot belongs to the word, and ends no sentence
			} else if j+2 < end && text[j] == '.' && text[j+1] == ' ' && text[j+2] >= 'A' && text[j+2] <= 'Z' && placeAbbreviations[titleKey(text, lower, start, i, j)] {
				j++ // "St. Paul's Hospital", "Mt. Sinai": the dot is the name's
			} else if j+2 < end && text[j] == '.' && text[j+1] == ' ' && text[j+2] >= 'a' && text[j+2] <= 'z' && nameSuffixes[titleKey(text, lower, start, i, j)] {
				j++ // "Martin Luther King Jr. said", "Acme Inc. reported": the name's, before a word in lower case
			} else if j+1 < end && text[j] == '.' && text[j+1] == ',' && r >= 'A' && r <= 'Z' && j-i <= 6 {
				j++ // "of Huntsville, Ala., says": an abbreviation; a comma never follows a sentence's end
			} else if j-i == 1 && r >= 'A' && r <= 'Z' && j+2 < end && text[j] == '.' && text[j+1] == ' ' && text[j+2] >= 'A' && text[j+2] <= 'Z' && i > 0 && text[i-1] == ' ' && i > 1 && (text[i-2] >= 'a' && text[i-2] <= 'z' || text[i-2] == ',' || text[i-2] == '"' || text[i-2] == '(' || strings.HasSuffix(text[start:i-1], "”")) {
				j++ // "Michael C. Cernech", "," J. Gerald Hebert": an initial keeps its dot, inside the name
			}
			toks = append(toks, mkToken(text, lower, start, i, j, tWord))
			i = j
		case r == '&':
			// "Cushman & Wakefield", "AT&T": part of a name, as a word
			toks = append(toks, mkToken(text, lower, start, i, i+1, tWord))
			i++
		case r == '\'' && i+2 < end && text[i+1] == '\'' && text[i+2] == '\'' && i > start && text[i-1] != ' ':
			// "''Q, 'R.'''": the single mark closes the inner quotation,
			// then the double one the outer
			toks = append(toks, mkToken(text, lower, start, i, i+1, tQuote))
			i++
		case (r == '\'' || r == '’') && len(toks) > 0 && toks[len(toks)-1].kind == tWord && toks[len(toks)-1].end == i-1 && detachedPossessive(text, start, end, i, n):
			// "Ada Moss 's demands", as scraped copy spaces it: the
			// possessive of the word before, no quotation mark. The word
			// takes it on, as "Moss's" (its span covers the space).
			w := &toks[len(toks)-1]
			w.text += text[i : i+n+1]
			w.lower += strings.ToLower(text[i : i+n+1])
			w.end = i + n + 1
			i += n + 1
		case r == '\'' && i+1 < end && text[i+1] == '\'':
			// '' is a straight double quotation mark in some wire copy
			toks = append(toks, mkToken(text, lower, start, i, i+2, tQuote))
			i += 2
		case r == '\'' && singleQuotesQuote(&singles, text[start:end]) && singleQuoteMark(text, start, end, i):
			// 'These accusations are baseless,' he said: a straight single
			// quotation mark, not an apostrophe
			openStraight = i == start || text[i-1] == ' ' || text[i-1] == '\n' || text[i-1] == '('
			toks = append(toks, mkToken(text, lower, start, i, i+1, tQuote))
			i++
		case isQuoteRune(r) || r == '’':
			if r == '‘' {
				openSingles++
			} else if r == '’' && openSingles > 0 {
				openSingles--
			}
			toks = append(toks, mkToken(text, lower, start, i, i+n, tQuote))
			i += n
		default:
			toks = append(toks, mkToken(text, lower, start, i, i+n, tPunct))
			i += n
		}
	}
	return toks
}

// detachedPossessive reports whether the apostrophe of n bytes at i opens a
// possessive "s" set apart from its word by a space: "Moss 's demands",
// "Moss ’s demands" (a letter, a space, the mark, "s", then no letter).
func detachedPossessive(text string, start, end, i, n int) bool {
	k := i + n
	if i < start+2 || k >= end || text[i-1] != ' ' || text[k] != 's' && text[k] != 'S' {
		return false
	}
	if k+1 < end && (text[k+1] >= 'a' && text[k+1] <= 'z' || text[k+1] >= 'A' && text[k+1] <= 'Z') {
		return false // "'so" opens a quotation
	}
	c := text[i-2]
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// mkToken makes the token text[s:e]. lower is text[base:...] with its ASCII
// letters lower-cased (lowerASCII): a word of ASCII letters takes its lower
// case from there, sliced, rather than allocating one of its own.
func mkToken(text, lower string, base, s, e int, k tokKind) token {
	t := text[s:e]
	l := lower[s-base : e-base]
	for i := 0; i < len(t); i++ {
		if t[i] >= utf8.RuneSelf {
			if hasCase(t[i:]) {
				l = strings.ToLower(t) // "Zürich": its own lower case
			}
			break // "Trump’s": the apostrophe has no case, the slice holds
		}
	}
	tok := token{start: s, end: e, text: t, lower: l, kind: k}
	if k == tWord {
		if c := t[0]; c < utf8.RuneSelf {
			tok.upper = c >= 'A' && c <= 'Z' || c == '@' || c == '#' ||
				len(t) > 3 && (c == 'a' || c == 'e') && t[1] == 'l' && t[2] == '-' && t[3] >= 'A' && t[3] <= 'Z' // "al-Ansari", "el-Sisi": a name's article
		} else {
			r, _ := utf8.DecodeRuneInString(t)
			tok.upper = unicode.IsUpper(r)
		}
	}
	return tok
}

// hasCase reports whether a non-ASCII letter of s has a lower case other
// than itself.
func hasCase(s string) bool {
	for _, r := range s {
		if r >= utf8.RuneSelf && unicode.ToLower(r) != r {
			return true
		}
	}
	return false
}

// titleKey is text[i:j] in lower case, as titleAbbreviations holds it:
// sliced from lower (lowerASCII of text[base:]) when the word is ASCII.
func titleKey(text, lower string, base, i, j int) string {
	for k := i; k < j; k++ {
		if text[k] >= utf8.RuneSelf {
			return strings.ToLower(text[i:j])
		}
	}
	return lower[i-base : j-base]
}

// lowerASCII returns s with its ASCII capitals lower-cased and every other
// byte as it is, so that offsets into s hold in the result.
func lowerASCII(s string) string {
	i := 0
	for i < len(s) && !(s[i] >= 'A' && s[i] <= 'Z') {
		i++
	}
	if i == len(s) {
		return s
	}
	b := make([]byte, len(s))
	copy(b, s)
	for ; i < len(b); i++ {
		if c := b[i]; c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return unsafe.String(&b[0], len(b)) // b is not used again: one allocation, as strings.Builder does
}

// pairQuotes marks which quote tokens of a paragraph open and close a
// quotation. Typographic marks pair by direction, straight marks alternate.
// A mark left without a partner is treated as plain text, so an odd number of
// marks costs only that one quotation, never the paragraph; an opening mark
// never closed runs to the paragraph's end (the convention for quotations that
// go on into the next paragraph). A straight mark has no direction, so an
// unclosed one runs on only when nextOpens (the next paragraph opens with a
// mark, as the convention has it), it is the paragraph's last mark, and it
// opens a sentence: "... said X. "She promised. She didn't.¶"We gave ...".
func pairQuotes(toks []token, nextOpens bool) {
	var stack []int
	for i := range toks {
		t := &toks[i]
		if t.kind != tQuote {
			continue
		}
		text := t.text
		if text == "“" && i > 0 && toks[i-1].end == t.start && toks[i-1].kind != tQuote && (i+1 == len(toks) || toks[i+1].start > t.end) {
			text = "”" // “rapists“: an opening mark glued to a word and followed by a space closes
		}
		if text == "”" && i == 0 && len(toks) > 1 && toks[1].start == t.end && toks[1].kind == tWord {
			text = "“" // ”Fear. I am afraid ...” ― X: a closing mark opening the paragraph, glued to its first word, opens
		}
		switch text {
		case "“", "«", "„", "‘":
			t.open = true
			stack = append(stack, i)
		case "”", "»", "’":
			if len(stack) > 0 {
				o := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				toks[o].paired, t.paired = true, true
			} else if t.text == "’" {
				t.kind = tWord // an apostrophe, not a quote
			}
		case "\"", "''", "'":
			if t.text == "'" && i+1 < len(toks) && toks[i+1].text == "''" && toks[i+1].start == t.end && !(len(stack) > 0 && toks[stack[len(stack)-1]].text == "'") {
				t.kind = tPunct // "''Q, 'R.'''" whose inner opening read as an apostrophe: the double mark closes
				continue
			}
			top := ""
			if len(stack) > 0 {
				top = toks[stack[len(stack)-1]].text
			}
			if top == t.text || t.text == "\"" && top == "“" && closingShaped(toks, i) {
				// (“Q," she said: a straight mark glued to the quotation's
				// last word closes a typographic opening, as a mixed text has it)
				o := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				toks[o].paired, t.paired = true, true
			} else {
				t.open = true
				stack = append(stack, i)
			}
		}
	}
	// An unclosed typographic opening quote runs to the end of the paragraph.
	for _, o := range stack {
		if toks[o].text != "\"" && toks[o].text != "''" && toks[o].text != "‘" {
			toks[o].paired = true
		}
	}
	if n := len(stack); nextOpens && n > 0 && toks[stack[n-1]].text == "\"" {
		o := stack[n-1]
		last := true
		for _, t := range toks[o+1:] {
			last = last && t.kind != tQuote
		}
		opens := o == 0 || toks[o-1].text == "." || toks[o-1].text == "?" || toks[o-1].text == "!"
		if last && opens && o+1 < len(toks) && toks[o+1].cap() {
			toks[o].paired = true
		}
	}
}

// closingShaped reports whether the quote mark at i is glued to the word
// or punctuation before it and not to a word after it: it closes.
func closingShaped(toks []token, i int) bool {
	t := toks[i]
	if i == 0 || toks[i-1].end != t.start || toks[i-1].kind == tQuote {
		return false
	}
	return i+1 == len(toks) || toks[i+1].start > t.end || toks[i+1].kind != tWord
}

// opensWithQuote reports whether the next paragraph in text opens with a
// quotation mark.
func opensWithQuote(text string) bool {
	text = strings.TrimLeft(text, " \t\r\n")
	return strings.HasPrefix(text, "\"") || strings.HasPrefix(text, "“")
}

// markQuoted sets each token's quoted flag: whether it lies inside a paired
// quotation (the marks themselves included). segmentInto marks every
// sentence once, so the rules read a flag rather than recount the marks.
func markQuoted(toks []token) {
	depth := 0
	for i := range toks {
		t := &toks[i]
		if t.kind == tQuote && t.paired && t.open {
			depth++
		}
		t.quoted = depth > 0 || (t.kind == tQuote && t.paired)
		if t.kind == tQuote && t.paired && !t.open && depth > 0 {
			depth--
		}
	}
}

// titleAbbreviations keep their dot inside the word: "Ms. Foner told me" is
// one speaker, not a sentence end and a name.
var titleAbbreviations = map[string]bool{
	"mr": true, "mrs": true, "ms": true, "dr": true, "sen": true, "rep": true, "gov": true, "gen": true,
	"lt": true, "col": true, "sgt": true, "capt": true, "prof": true, "rev": true, "cmdr": true, "adm": true, "supt": true,
	"maj": true, "brig": true, "cpl": true, "pvt": true, "gens": true, "insp": true, "det": true, "const": true, "coun": true,
}

// placeAbbreviations open names with their dot: "St. Paul's Hospital",
// "Mt. Sinai", "Ft. Worth".
var placeAbbreviations = map[string]bool{"st": true, "mt": true, "ft": true}

// missingSpace reports whether the dot at text[j], ending the word that
// starts at i, ends a sentence whose space was lost: "Trump said.Trump
// claimed". A lower-case word of three letters or more before it and a
// capital after it; not "U.S." or "Ph.D" (short or dotted already).
func missingSpace(text string, i, j int) bool {
	if j-i < 3 || j+1 >= len(text) || text[j+1] < 'A' || text[j+1] > 'Z' {
		return false
	}
	for k := i; k < j; k++ {
		if c := text[k]; k > i && (c < 'a' || c > 'z') {
			return false
		}
	}
	return true
}

// monthAbbreviations keep their dot before a day: "on Dec. 2, Col. X said".
var monthAbbreviations = map[string]bool{
	"jan": true, "feb": true, "mar": true, "apr": true, "jun": true, "jul": true, "aug": true, "sep": true, "sept": true, "oct": true, "nov": true, "dec": true,
}

// nameSuffixes end a person's or a company's name with a dot.
var nameSuffixes = map[string]bool{"jr": true, "sr": true, "inc": true, "corp": true, "co": true, "cos": true, "ltd": true, "bros": true, "plc": true, "llc": true}

// legalForms end a company's name, and may follow each other ("Loblaw Cos.
// Ltd."), with no sentence between.
var legalForms = set("co cos corp inc ltd plc llc")

// abbreviations end no sentence with their dot: the titles
// (titleAbbreviations) and the other short forms news copy uses.
var abbreviations = func() map[string]bool {
	m := map[string]bool{
		"st": true, "jan": true, "feb": true, "mar": true, "apr": true, "jun": true, "jul": true, "aug": true, "sep": true,
		"sept": true, "oct": true, "nov": true, "dec": true, "inc": true, "corp": true, "co": true, "jr": true, "sr": true,
		"vs": true, "v": true, "no": true, "ft": true, "mt": true, "u.s": true, "u.k": true,
	}
	for w := range titleAbbreviations {
		m[w] = true // "Sen.", "Maj.": a title ends no sentence
	}
	return m
}()

// segment splits text into paragraphs (at line breaks) and sentences.
func segment(text string) []sentence {
	out, _ := segmentInto(text, nil)
	return out
}

// tokenArenas keeps the token arrays of finished articles for the next: a
// token array is the largest allocation of an extraction, and a load makes
// one an article.
var tokenArenas = sync.Pool{New: func() any { return new([]token) }}

// segmentInto is segment with its tokens in arena (reused from its start),
// and returns the arena, grown if it had to be, for the next article. A
// sentence's tokens are a slice of it capped at their end, so that nothing
// appends over the next sentence.
func segmentInto(text string, arena []token) ([]sentence, []token) {
	if cap(arena) < len(text)/5+16 {
		arena = make([]token, 0, len(text)/5+16)
	}
	arena = arena[:0]
	out := make([]sentence, 0, len(text)/120+4) // ~one sentence per 120 bytes of news
	para := 0
	for start := 0; start < len(text); {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		from := len(arena)
		arena = tokenizeInto(arena, text, start, end)
		toks := arena[from:len(arena):len(arena)]
		if len(toks) > 0 {
			pairQuotes(toks, opensWithQuote(text[min(end+1, len(text)):]))
			for _, s := range splitSentences(toks) {
				markQuoted(s) // per sentence: a sentence capped inside a quotation starts outside it
				out = append(out, sentence{index: len(out), para: para, toks: s[:len(s):len(s)]})
			}
			para++
		}
		start = end + 1
	}
	return out, arena
}

func splitSentences(toks []token) [][]token {
	markQuoted(toks)
	var out [][]token
	begin := 0
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		end := -1
		switch {
		case t.kind == tPunct && (t.text == "." || t.text == "!" || t.text == "?"):
			end = i + 1
			// a closing quote right after the stop belongs to this sentence
			for end < len(toks) && (toks[end].kind == tQuote && !toks[end].open || toks[end].text == "'" && end+1 < len(toks) && toks[end+1].kind == tQuote && !toks[end+1].open) {
				end++ // (and a stray single mark before a closing one: "bad.'''")
			}
		case t.kind == tWord && strings.HasSuffix(t.text, ".") && !abbreviations[strings.TrimSuffix(t.lower, ".")] && len(t.text) > 4:
			end = i + 1
		case t.kind == tWord && len(t.text) > 2 && strings.HasSuffix(t.text, ".") && !abbreviations[strings.TrimSuffix(t.lower, ".")] && !monthAbbreviations[strings.TrimSuffix(t.lower, ".")] &&
			i+2 < len(toks) && toks[i+1].kind == tQuote && toks[i+1].open && toks[i+2].cap():
			end = i + 1 // "after a forum in Fort Mill, S.C. “It seems ...”": a quotation opens the next sentence
		}
		if end < 0 || end >= len(toks) {
			continue
		}
		if toks[i].quoted && toks[end-1].quoted && end < len(toks) && toks[end].quoted && !(toks[end].kind == tQuote && toks[end].open && toks[end-1].kind == tQuote && !toks[end-1].open) {
			continue // inside a quotation (not between two: "“Q1.” “Q2,” X said.")
		}
		next := toks[end]
		if !(next.cap() || next.kind == tQuote && next.open || next.kind == tWord && unicode.IsDigit(rune(next.text[0]))) {
			continue
		}
		if i > 0 && t.text == "." && toks[i-1].kind == tWord && abbreviations[toks[i-1].lower] && !(toks[i-1].lower == "no" && !unicode.IsDigit(rune(next.text[0]))) {
			continue // (but "said no. But he said": "No." is short for a number only before one)
		}
		if i > 0 && t.text == "." && toks[i-1].kind == tWord && len(toks[i-1].text) == 1 && toks[i-1].cap() && next.cap() {
			continue // an initial: "Colin L. Powell"
		}
		if i > 0 && t.text == "." && toks[i-1].kind == tWord && legalForms[toks[i-1].lower] && legalForms[strings.TrimSuffix(next.lower, ".")] {
			continue // "Loblaw Cos. Ltd. said": one company's legal forms
		}
		if (t.text == "?" || t.text == "!") && end > i+1 && attributionFollows(toks, end) {
			continue // "“Who is here?” Sanders asked.": the question is the quotation of this sentence
		}
		if t.text == "." && end > i+1 && attributionOnly(toks, end) {
			continue // "“I hope you find them.” Trump said.": a stray stop inside the quotation
		}
		out = append(out, toks[begin:end])
		begin = end
		i = end - 1
	}
	if begin < len(toks) {
		out = append(out, toks[begin:])
	}
	return capSentences(out)
}

// attributionFollows reports whether the words from k on are a speaker and a
// cue: "Sanders said", "the senator asked".
func attributionFollows(toks []token, k int) bool {
	for j := k; j < len(toks) && j < k+6; j++ {
		w := toks[j]
		if w.text == "," && j > k {
			// "“...?” Miller, a retired worker, said": over the appositive
			e := commaAfterWords(toks, j+1, 12)
			return e >= 0 && e+1 < len(toks) && !toks[e+1].cap() && cueForms[toks[e+1].lower] != "" && !beliefLemmas[cueForms[toks[e+1].lower]]
		}
		if w.kind != tWord {
			return false
		}
		if j > k && !w.cap() && cueForms[w.lower] != "" && !beliefLemmas[cueForms[w.lower]] {
			return true
		}
		if !(w.cap() || determiners[w.lower] || roleNouns[w.lower] || titles[w.lower]) {
			return false
		}
	}
	return false
}

// commaAfterWords returns the index of the first comma from i on when at
// most n words come before it, or -1 (another mark, or too many words).
func commaAfterWords(toks []token, i, n int) int {
	for k := i; k < len(toks); k++ {
		if toks[k].text == "," {
			return k
		}
		if toks[k].kind != tWord || k-i >= n {
			return -1
		}
	}
	return -1
}

// attributionOnly reports whether the words from k on are a speaker and a
// speech cue that end the sentence, perhaps after a short adjunct: "Trump
// said.", "the senator said on Tuesday." Not "Sanders said the result ...":
// that sentence reports words of its own.
func attributionOnly(toks []token, k int) bool {
	if !attributionFollows(toks, k) {
		return false
	}
	j := k + 1
	for j < len(toks) && !(toks[j].kind == tWord && !toks[j].cap() && cueForms[toks[j].lower] != "") {
		j++
	}
	j++ // after the cue
	if j < len(toks) && (toks[j].text == "." || toks[j].text == "," && j+1 < len(toks) && strings.HasSuffix(toks[j+1].lower, "ing")) {
		return true // "Trump said.", "Trump said, adding ..."; not "She adds, “Q”"
	}
	if j >= len(toks) || !(prepositions[toks[j].lower] || timeWords[toks[j].lower]) {
		return false
	}
	for e := j; e < len(toks) && e < j+6; e++ {
		if toks[e].text == "." {
			return true
		}
		if toks[e].kind != tWord || toks[e].lower == "that" {
			return false
		}
	}
	return false
}

// MaxSentenceTokens bounds a sentence: attribution looks around every cue of
// a sentence, so its cost grows with the square of the sentence's length, and
// a "sentence" of thousands of tokens (a table, a list, a fuzzer's input) would
// stall a whole load. Real sentences stay far below it.
const MaxSentenceTokens = 200

func capSentences(ss [][]token) [][]token {
	var out [][]token
	for _, s := range ss {
		for len(s) > MaxSentenceTokens {
			out = append(out, s[:MaxSentenceTokens])
			s = s[MaxSentenceTokens:]
		}
		out = append(out, s)
	}
	return out
}
