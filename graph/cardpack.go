package graph

import (
	"encoding/binary"
	"encoding/json"
	"errors"

	kg "github.com/kg-dev/kg"
)

// The kgreports bucket (kvreports.go) holds each report's card packed: its
// fields in a fixed order, strings with their lengths, numbers as varints.
// kg quote decodes every card of a quotation, and at 100,000 articles the
// largest has thousands; decoding JSON was most of the question's time,
// and the packed card decodes about ten times faster and is a third
// smaller. Cayley's quads keep the JSON card (card.go): the bucket is kg's
// own index, and a value the bucket holds unpacked (a card kg did not
// write, or one from a store older than the packing) is read as JSON.

// packedCard starts a packed card; a JSON card starts with '{'.
const packedCard = 1

// reportValue is the bucket's value for a report whose card is text: the
// card packed, or text itself when packing would not give it back byte for
// byte (a card kg did not write) or it is packed already (a report that
// moves to another quotation keeps its value).
func reportValue(text string) []byte {
	if text == "" || text[0] != '{' {
		return []byte(text)
	}
	var c card
	if json.Unmarshal([]byte(text), &c) != nil {
		return []byte(text)
	}
	if again, err := json.Marshal(c); err != nil || string(again) != text {
		return []byte(text)
	}
	return c.pack()
}

// decodeCard reads a card from a bucket value or from its JSON text; ok is
// false when v is neither.
func decodeCard(v []byte) (c card, ok bool) {
	if len(v) > 0 && v[0] == packedCard {
		err := c.unpack(v[1:])
		return c, err == nil
	}
	return c, json.Unmarshal(v, &c) == nil
}

// pack writes c's fields in order; unpack reads them back in the same one.
// TestPackedCardKeepsEveryField fails when a field of card is left out.
func (c *card) pack() []byte {
	var w packer
	w.b = append(w.b, packedCard)
	w.str(c.Article)
	w.num(c.Sentence)
	w.str(string(c.Kind))
	w.span(c.ContentSpan)
	w.str(c.Cue)
	w.span(c.CueSpan)
	w.flag(c.Direct)
	w.num(len(c.Quotes))
	for _, q := range c.Quotes {
		w.span(q)
	}
	w.str(c.Mention)
	w.span(c.MentionSpan)
	w.str(c.Speaker)
	w.str(c.Role)
	w.str(c.Affiliation)
	w.num(len(c.Via))
	for _, h := range c.Via {
		w.str(h.Through)
		w.str(h.Cue)
		w.str(h.Name)
		w.str(string(h.Type))
	}
	w.str(c.Medium)
	w.str(c.Continues)
	w.str(c.Text)
	w.str(c.SpeakerName)
	w.str(string(c.SpeakerType))
	w.str(c.AffiliationName)
	w.str(string(c.AffiliationType))
	w.flag(c.Published != nil)
	if p := c.Published; p != nil {
		w.str(p.Title)
		w.str(p.Date)
		w.str(p.URL)
		w.str(p.Publisher)
	}
	return w.b
}

func (c *card) unpack(b []byte) error {
	r := unpacker{s: string(b)} // one allocation: the card's strings share it
	c.Article = r.str()
	c.Sentence = r.num()
	c.Kind = kg.Kind(r.str())
	c.ContentSpan = r.span()
	c.Cue = r.str()
	c.CueSpan = r.span()
	c.Direct = r.flag()
	if n := r.count(); n > 0 {
		c.Quotes = make([][2]int, n)
		for i := range c.Quotes {
			c.Quotes[i] = r.span()
		}
	}
	c.Mention = r.str()
	c.MentionSpan = r.span()
	c.Speaker = r.str()
	c.Role = r.str()
	c.Affiliation = r.str()
	if n := r.count(); n > 0 {
		c.Via = make([]cardHop, n)
		for i := range c.Via {
			c.Via[i] = cardHop{Through: r.str(), Cue: r.str(), Name: r.str(), Type: kg.EntityType(r.str())}
		}
	}
	c.Medium = r.str()
	c.Continues = r.str()
	c.Text = r.str()
	c.SpeakerName = r.str()
	c.SpeakerType = kg.EntityType(r.str())
	c.AffiliationName = r.str()
	c.AffiliationType = kg.EntityType(r.str())
	if r.flag() {
		c.Published = &cardArticle{Title: r.str(), Date: r.str(), URL: r.str(), Publisher: r.str()}
	}
	if r.err == nil && len(r.s) > 0 {
		r.err = errTornCard
	}
	return r.err
}

var errTornCard = errors.New("a packed card of the kgreports bucket is cut short or too long")

type packer struct{ b []byte }

func (w *packer) num(n int) { w.b = binary.AppendVarint(w.b, int64(n)) }
func (w *packer) str(s string) {
	w.num(len(s))
	w.b = append(w.b, s...)
}
func (w *packer) span(s [2]int) { w.num(s[0]); w.num(s[1]) }
func (w *packer) flag(f bool) {
	if f {
		w.b = append(w.b, 1)
	} else {
		w.b = append(w.b, 0)
	}
}

// unpacker reads what packer wrote; the first error sticks, and every read
// after it gives a zero value.
type unpacker struct {
	s   string // what is left to read
	err error
}

func (r *unpacker) num() int {
	if r.err != nil {
		return 0
	}
	var n uint64
	for i := 0; i < len(r.s) && i < binary.MaxVarintLen64; i++ {
		b := r.s[i]
		n |= uint64(b&0x7f) << (7 * i)
		if b < 0x80 {
			r.s = r.s[i+1:]
			return int(int64(n>>1) ^ -int64(n&1)) // zig-zag, as binary.AppendVarint writes it
		}
	}
	r.err = errTornCard
	return 0
}

// count is a number of items that follow, each at least a byte long.
func (r *unpacker) count() int {
	n := r.num()
	if n < 0 || n > len(r.s) {
		r.err = errTornCard
		return 0
	}
	return n
}

func (r *unpacker) str() string {
	n := r.count()
	if r.err != nil {
		return ""
	}
	s := r.s[:n]
	r.s = r.s[n:]
	return s
}

func (r *unpacker) span() [2]int { return [2]int{r.num(), r.num()} }

func (r *unpacker) flag() bool {
	if r.err != nil || len(r.s) == 0 {
		r.err = errTornCard
		return false
	}
	f := r.s[0]
	r.s = r.s[1:]
	if f > 1 {
		r.err = errTornCard
	}
	return f == 1
}

// cardText is a bucket value as the card's text (kg stats --recount
// shows it).
func cardText(v []byte) string {
	if len(v) == 0 || v[0] != packedCard {
		return string(v)
	}
	c, ok := decodeCard(v)
	if !ok {
		return string(v)
	}
	b, err := json.Marshal(c)
	if err != nil {
		return string(v)
	}
	return string(b)
}
