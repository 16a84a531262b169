package kg

// The JSON form of a statement is the `kg extract` contract: one object a line,
// fields may be added but never renamed.

// EntityJSON is an entity in the kg extract contract.
type EntityJSON struct {
	ID          string      `json:"id"`
	Name        string      `json:"name"`
	Type        EntityType  `json:"type"`
	Aliases     []string    `json:"aliases"`
	Role        string      `json:"role"`
	Affiliation *EntityJSON `json:"affiliation"`
}

// HopJSON is one via hop in the kg extract contract.
type HopJSON struct {
	ID   string     `json:"id"`
	Name string     `json:"name"`
	Type EntityType `json:"type"`
	Cue  string     `json:"cue"`
}

// StatementJSON is one line of kg extract.
type StatementJSON struct {
	Article     string     `json:"article"`
	ID          string     `json:"id"`
	Sentence    int        `json:"sentence"`
	Kind        Kind       `json:"kind"`
	Content     string     `json:"content"`
	ContentSpan [2]int     `json:"content_span"`
	Cue         string     `json:"cue"`
	CueSpan     *[2]int    `json:"cue_span,omitempty"` // none where the cue is another statement's (a continued quotation)
	Direct      bool       `json:"direct"`             // the whole content is quoted
	Quotes      [][2]int   `json:"quotes,omitempty"`   // of a content partly quoted, the quoted parts (byte spans, marks excluded)
	Mention     string     `json:"mention"`
	MentionSpan *[2]int    `json:"mention_span,omitempty"` // none where nobody is named
	Speaker     EntityJSON `json:"speaker"`
	Via         []HopJSON  `json:"via"`
	Medium      string     `json:"medium,omitempty"`
	Continues   string     `json:"continues,omitempty"` // the statement whose quotation this one goes on, in the same paragraph
	Quotation   string     `json:"quotation,omitempty"` // the quotation it reports, when other statements report it too
	Reports     int        `json:"reports,omitempty"`   // in a grouped answer, how many of its statements this one stands for
}

// JSON returns e in its contract form.
func (e Entity) JSON() EntityJSON {
	j := EntityJSON{ID: e.ID, Name: e.Name, Type: e.Type, Aliases: e.Aliases, Role: e.Role}
	if j.Aliases == nil {
		j.Aliases = []string{}
	}
	if e.Affiliation != nil {
		a := e.Affiliation.JSON()
		a.Affiliation = nil
		j.Affiliation = &a
	}
	return j
}

// spanJSON is a span's [start, end], or nil for a span that does not exist
// (empty): the contract omits it rather than give offsets [0, 0].
func spanJSON(sp Span) *[2]int {
	if sp.End <= sp.Start {
		return nil
	}
	return &[2]int{sp.Start, sp.End}
}

// JSON returns s in its contract form.
func (s Statement) JSON() StatementJSON {
	j := StatementJSON{
		Article: s.Article, ID: s.ID, Sentence: s.Sentence, Kind: s.Kind, Content: s.Content,
		ContentSpan: [2]int{s.ContentSpan.Start, s.ContentSpan.End},
		Cue:         s.Cue, CueSpan: spanJSON(s.CueSpan), Direct: s.Direct,
		Mention: s.Mention, MentionSpan: spanJSON(s.MentionSpan),
		Speaker: s.Speaker.JSON(), Via: []HopJSON{}, Medium: s.Medium, Continues: s.Continues,
		Quotation: s.Quotation, Reports: s.Reports,
	}
	for _, q := range s.Quotes {
		j.Quotes = append(j.Quotes, [2]int{q.Start, q.End})
	}
	for _, h := range s.Via {
		j.Via = append(j.Via, HopJSON{ID: h.Entity.ID, Name: h.Entity.Name, Type: h.Entity.Type, Cue: h.Cue})
	}
	return j
}
