"""The agent: the Design-Verify-Rectify state machine, its controller, rectification and plan()."""
