"""The frozen app's entry script (PyInstaller runs this as ``__main__``).

It only hands over to :func:`yaniv_desktop.main.main`, which calls
``multiprocessing.freeze_support()`` first: the computer players' process is
started with ``spawn``, i.e. by running this same executable again, and
``freeze_support`` is what turns that second run into the child.
"""

import sys

from yaniv_desktop.main import main

if __name__ == "__main__":
    sys.exit(main())
