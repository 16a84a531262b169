package main

import (
	"compress/gzip"
	"io"
	"os"
	"runtime"
	"testing"
)

// BenchmarkExtractPolNeARTrain is kg extract end to end on one core: PolNeAR
// train read from its gzip file, every statement written as JSON Lines (to
// nowhere), MB/s of article text. The target is 3 MB/s a core
// (docs/performance.md); make bench prints it.
func BenchmarkExtractPolNeARTrain(b *testing.B) {
	const path = "../../../shared/polnear/train.corpus.jsonl.gz"
	f, err := os.Open(path)
	if err != nil {
		b.Skip("PolNeAR train is not beside the project (../shared): ", err)
	}
	zr, err := gzip.NewReader(f)
	if err != nil {
		b.Fatal(err)
	}
	n, err := io.Copy(io.Discard, zr)
	f.Close()
	if err != nil {
		b.Fatal(err)
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	b.SetBytes(n)
	b.ResetTimer()
	for range b.N {
		root := newRoot()
		root.SetOut(io.Discard)
		root.SetErr(io.Discard)
		root.SetArgs([]string{"extract", path})
		if err := root.Execute(); err != nil {
			b.Fatal(err)
		}
	}
}
