package graph

// SetCrashPoint makes writeBatch call f between a quotation plan's removals
// and the rest of the batch (crashPoint), for tests outside the package;
// the returned func puts the old one back.
func SetCrashPoint(f func() error) (restore func()) {
	was := crashPoint
	crashPoint = f
	return func() { crashPoint = was }
}

// SetBulkSQL turns kg's bulk writes to PostgreSQL (sqlAppend) on or off,
// for tests outside the package; the returned func puts the old setting
// back. Off, every write goes through Cayley's writer.
func SetBulkSQL(on bool) (restore func()) {
	was := useAppender
	useAppender = on
	return func() { useAppender = was }
}

// SetWordPage sets how many statements a PostgreSQL word walk reads in one
// SQL statement (sqlEachWithWords), so that a small store pages too; the
// returned func puts the old size back.
func SetWordPage(n int) (restore func()) {
	was := wordPage
	wordPage = n
	return func() { wordPage = was }
}
