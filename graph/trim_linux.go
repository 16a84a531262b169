package graph

import (
	"github.com/boltdb/bolt"
	"golang.org/x/sys/unix"
)

// trimMap drops bolt's memory map from the process's resident set.
//
// bolt reads through a read-only shared map of its whole file, and a load
// touches pages all over it (nodes are found by hash), so the process's
// resident set grew with the store: 1.2 GB at 10,000 articles, though the
// pages are the kernel's page cache, not the process's memory. MADV_DONTNEED
// on a shared file map only unmaps them; the next read faults them back in
// from the page cache, unchanged.
//
// The range must lie inside the map: the same call on memory past it (the
// Go heap) zeroes that memory. A read transaction holds bolt's map lock, so
// bolt cannot remap while it is open, and its size (the pages in use) never
// exceeds the map, which bolt grows before it allocates a page.
func trimMap(db *bolt.DB) {
	tx, err := db.Begin(false)
	if err != nil {
		return
	}
	defer tx.Rollback()
	if size := tx.Size(); size > 0 {
		_, _, _ = unix.Syscall(unix.SYS_MADVISE, db.Info().Data, uintptr(size), unix.MADV_DONTNEED)
	}
}
