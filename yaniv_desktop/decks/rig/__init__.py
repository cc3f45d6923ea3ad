"""A face rig: every court's head drawn from numbers, so no two courts share a face.

:func:`build_spec` turns a seed, a role and what a manifest asks for into a
:class:`FaceSpec`; :func:`draw_head` turns the spec into the portrait slots the composer
layers (``hair_back``, ``face``, ``beard``, ``hair``, ``glasses``), drawn in the head frame
of the old shared faces and placed on the body by :attr:`Head.transform`.  Pure string
building: no Qt, no files.
"""

from __future__ import annotations

from yaniv_desktop.decks.rig.head import HEAD_SLOTS, Head, draw_head
from yaniv_desktop.decks.rig.spec import FaceSpec, FigureRequest, build_spec
from yaniv_desktop.decks.rig.styles import Beard, Eyes, Glasses, Hair, Nose, Sex, names

__all__ = ["HEAD_SLOTS", "Beard", "Eyes", "FaceSpec", "FigureRequest", "Glasses", "Hair", "Head", "Nose", "Sex",
           "build_spec", "draw_head", "names"]
