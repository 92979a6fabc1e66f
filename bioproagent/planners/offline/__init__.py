"""The deterministic offline planner: drafts and device code, no network, no model weights."""
