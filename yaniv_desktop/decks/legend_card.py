"""The legend card: who is who in a deck, each court's face beside its corner label and name."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from yaniv_desktop.core.cards import Rank, Suit
from yaniv_desktop.decks import layout as L
from yaniv_desktop.decks.card_art import ArtLayer, CardArt
from yaniv_desktop.decks.corners import FALLBACK_FONT
from yaniv_desktop.decks.manifest import ArtFit

if TYPE_CHECKING:
    from yaniv_desktop.decks.composer import DeckComposer

LEGEND_SOURCE = (0.26, 0.16, 0.48, 0.5)
"""Where the face sits on a whole-card photo court (fractions): what the legend shows."""


def legend(composer: DeckComposer, lang: str, faces: bool = True) -> str:
    """The legend card: who is who, with each court's face and its corner label."""
    p = composer.palette
    rtl = lang in ("he", "ar")
    font = f'font-family="{FALLBACK_FONT}"'
    community = composer.m.community.get(lang) or composer.m.community["en"]
    out = [composer.base(p["paper"]), composer.part(composer.m.pip_frame, {"suit": p["frame"]}),
           f'<text x="{L.W / 2}" y="118" {font} font-size="44" font-weight="bold" text-anchor="middle" '
           f'fill="{p["ink"]}">{escape(composer.m.display_name(lang))}</text>',
           f'<text x="{L.W / 2}" y="166" {font} font-size="30" text-anchor="middle" '
           f'fill="{p["frame"]}">{escape(community)}</text>']
    for i, rank in enumerate((Rank.KING, Rank.QUEEN, Rank.JACK)):
        cy, r = 302 + i * 205, 86
        cx, label_x, text_x, anchor = (470, 296, 244, "end") if rtl else (160, 334, 394, "start")
        suit = Suit.HEARTS
        face = (composer.portrait(composer.m.courts[rank].portraits[suit], composer.m.suit_colours[suit], translate=False)
                if faces else "")
        role = composer.m.legend[rank].get(lang) or composer.m.legend[rank]["en"]
        size = min(46.0, 232 / (0.6 * max(1, len(role))))
        out.append(
            (f'<defs><mask id="legend{i}"><circle cx="{cx}" cy="{cy}" r="{r}" fill="#ffffff"/></mask></defs>'
             f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{p["glow"]}"/>'
             f'<g mask="url(#legend{i})"><g transform="translate({cx - 143},{cy - 132}) scale(0.55)">{face}</g></g>'
             if faces else "") +
            f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="none" stroke="{p["frame"]}" stroke-width="6"/>'
            f'<text x="{label_x}" y="{cy + 32}" {font} font-size="92" font-weight="bold" text-anchor="middle" '
            f'fill="{p["ink"]}">{escape(composer.m.corner_labels[rank])}</text>'
            f'<text x="{text_x}" y="{cy + size / 2.6:.0f}" {font} font-size="{size:.0f}" text-anchor="{anchor}" '
            f'fill="{p["ink"]}">{escape(role)}</text>')
    return "".join(out)

def photo_legend(composer: DeckComposer, lang: str) -> CardArt:
    """The legend of a deck whose courts are art files: each court's picture in a round window."""
    p = composer.palette
    rtl = lang in ("he", "ar")
    layers: list[bytes | ArtLayer] = [composer.doc(legend(composer, lang, faces=False))]
    rings = []
    for i, rank in enumerate("KQJ"):
        cy, r = 302 + i * 205, 86
        cx = 470 if rtl else 160
        source = LEGEND_SOURCE if composer.m.art_fit is ArtFit.CARD else None
        layers.append(ArtLayer(composer.m.source.parent / composer.m.art[f"{rank}H"], L.Rect(cx - r, cy - r, 2 * r, 2 * r), source))
        rings.append(f'<path fill-rule="evenodd" fill="{p["paper"]}" d="M{cx - r - 1} {cy - r - 1} h{2 * r + 2} v{2 * r + 2} '
                     f'h-{2 * r + 2} Z M{cx - r} {cy} a{r} {r} 0 1 0 {2 * r} 0 a{r} {r} 0 1 0 -{2 * r} 0 Z"/>'
                     f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="none" stroke="{p["frame"]}" stroke-width="6"/>')
    layers.append(composer.doc("".join(rings)))
    return CardArt(tuple(layers))
