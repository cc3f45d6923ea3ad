"""The interactive tutorial: a scripted match against one computer player, taught one move
at a time over the real table.

:mod:`.script` holds the deals, the computer's moves and the steps; :mod:`.controller` plays
the computer's side from the script; :mod:`.overlay` is the panel over the table; and
:func:`.runner.start_tutorial` puts them together (the Help menu calls it).
"""
