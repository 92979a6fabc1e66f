"""Reading a scientist's free-text intent: quantities, operations, counts, labware."""
