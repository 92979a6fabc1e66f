"""Benchmark agents: ours, its ablations and the baselines."""
