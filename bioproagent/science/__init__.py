"""K_s, the scientific check of a protocol draft (controls, standards, replicates, units)."""
