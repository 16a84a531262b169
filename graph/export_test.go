package graph

// SetCrashPoint makes writeBatch call f between a quotation plan's removals
// and the rest of the batch (crashPoint), for tests outside the package;
// the returned func puts the old one back.
func SetCrashPoint(f func() error) (restore func()) {
	was := crashPoint
	crashPoint = f
	return func() { crashPoint = was }
}
