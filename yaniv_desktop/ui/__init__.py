"""Qt widgets of Yaniv Desktop."""
