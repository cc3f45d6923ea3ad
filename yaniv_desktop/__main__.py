import sys

from .main import main

# Guarded: the computer players' child process imports the main module again.
if __name__ == "__main__":
    sys.exit(main())
