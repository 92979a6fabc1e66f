"""Benchmark metrics: text, code and science scores, aggregation and pass@k."""
