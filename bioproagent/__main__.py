"""``python -m bioproagent``: the same command line as the ``bioproagent`` script."""

import sys

from bioproagent.cli import main

if __name__ == "__main__":
    sys.exit(main())
