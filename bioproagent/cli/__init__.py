"""The ``bioproagent`` command line: the only place that prints or sets exit codes."""

from bioproagent.cli.app import build_parser, main

__all__ = ["build_parser", "main"]
