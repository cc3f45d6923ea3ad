"""Playing a match: the controller, the computer players' process, seats, saving."""
