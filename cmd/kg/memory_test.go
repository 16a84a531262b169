package main

import (
	"math"
	"runtime/debug"
	"testing"
)

// TestLoadMemoryLimit: kg load sets its soft memory limit unless the
// environment sets GOMEMLIMIT, whose value (a limit, or "off") then stands.
func TestLoadMemoryLimit(t *testing.T) {
	was := debug.SetMemoryLimit(-1)
	defer debug.SetMemoryLimit(was)
	for _, c := range []struct {
		env  string
		set  bool
		want int64
	}{
		{"", true, loadMemoryLimit},
		{"2GiB", false, math.MaxInt64},
		{"off", false, math.MaxInt64},
	} {
		debug.SetMemoryLimit(math.MaxInt64) // what the runtime starts with when nothing sets one
		set := limitLoadMemory(func(k string) string {
			if k == "GOMEMLIMIT" {
				return c.env
			}
			return ""
		})
		if got := debug.SetMemoryLimit(-1); set != c.set || got != c.want {
			t.Errorf("GOMEMLIMIT=%q: set %v, limit %d; want %v, %d", c.env, set, got, c.set, c.want)
		}
	}
}

// TestAnswerGCPercent: a question sets its collector's GOGC unless the
// environment sets GOGC, whose value then stands.
func TestAnswerGCPercent(t *testing.T) {
	was := debug.SetGCPercent(100)
	defer debug.SetGCPercent(was)
	for _, c := range []struct {
		env  string
		set  bool
		want int
	}{
		{"", true, answerGCPercent},
		{"50", false, 100},
		{"off", false, 100},
	} {
		debug.SetGCPercent(100) // what the runtime starts with when GOGC is unset
		set := collectLessForAnswers(func(k string) string {
			if k == "GOGC" {
				return c.env
			}
			return ""
		})
		if got := debug.SetGCPercent(100); set != c.set || got != c.want {
			t.Errorf("GOGC=%q: set %v, GOGC %d; want %v, %d", c.env, set, got, c.set, c.want)
		}
	}
}
