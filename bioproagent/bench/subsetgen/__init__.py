"""Seeded generator of our benchmark subsets B, C and D (see benchmarks/README.md)."""
