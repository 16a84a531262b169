GO ?= go
BIN := kg

.PHONY: build demo test bench fuzz lint clean

build:
	$(GO) build -o $(BIN) ./cmd/kg

demo: build
	./$(BIN) load seeds/
	./$(BIN) stats
	@echo "--- what Obama said:"
	./$(BIN) query 'g.V("<https://kg.example.org/entity/obama>").In("<http://www.w3.org/ns/prov#wasAttributedTo>").Out("<http://schema.org/text>").All()'
	@echo "--- statements that came via Bloomberg News (speaker, text):"
	./$(BIN) query -f queries/via_outlet.js
	@echo "--- the extractor against the seed gold:"
	./$(BIN) eval --gold eval/testdata/seeds.jsonl seeds/

test:
	$(GO) vet ./...
	@test -z "$$(gofmt -l .)" || (echo "gofmt would change:"; gofmt -l .; exit 1)
	$(GO) test ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

FUZZTIME ?= 2m

fuzz:
	$(GO) test -run '^$$' -fuzz FuzzExtract -fuzztime $(FUZZTIME) ./loader
	$(GO) test -run '^$$' -fuzz FuzzImport -fuzztime $(FUZZTIME) ./graph

lint:
	$(GO) vet ./...
	gofmt -l .

clean:
	rm -rf $(BIN) kg.db
