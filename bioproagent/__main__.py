"""``python -m bioproagent``: the same command line as the ``bioproagent`` script."""

import sys

from bioproagent.cli import main

sys.exit(main())
