"""Compose the SVG of every card of a deck from its manifest and the shared parts."""

from __future__ import annotations

from collections.abc import Mapping

from yaniv_desktop.core.cards import Rank, Suit
from yaniv_desktop.decks import layout as L
from yaniv_desktop.decks.card_art import ArtLayer, CardArt
from yaniv_desktop.decks.corners import corners
from yaniv_desktop.decks.faces import BACK_PREFIX, LEGEND, natural_faces, parse_face_name
from yaniv_desktop.decks.legend_card import legend, photo_legend
from yaniv_desktop.decks.manifest import SLOTS, ArtFit, CourtLayout, DeckManifest, PartRef, Portrait
from yaniv_desktop.decks.parts import PartLibrary, shade
from yaniv_desktop.decks.pips import ace, pips
from yaniv_desktop.decks.rig import HEAD_SLOTS, Head, build_spec, draw_head

_SVG_OPEN = (f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
             f'width="{L.W}" height="{L.H}" viewBox="0 0 {L.W} {L.H}">')
# Where the shared face parts (face/grandpa, …) draw the face, in the portrait box.
_PART_FACE_BOX = (157.0, 140.0, 206.0, 222.0)
# The double-ended court draws its bust at this place and scale in the card.
_DOUBLE_BUST = (143.0, -3.0, 0.66)
_DEFAULT_PALETTE = {"paper": "#fffdf7", "ink": "#1d1d1d", "frame": "#6b5a3a", "plate": "#fffdf7",
                    "glow": "#fff6dc", "accent": "#b8862f"}


def all_image_names(manifest: DeckManifest, jokers: int = 2) -> tuple[str, ...]:
    """Every image of a deck the table may show: faces, jokers, backs, legend."""
    return (natural_faces() + tuple(f"JK{i}" for i in range(jokers))
            + tuple(BACK_PREFIX + b.id for b in manifest.backs) + (LEGEND,))


class DeckComposer:
    def __init__(self, manifest: DeckManifest, parts: PartLibrary) -> None:
        self.m = manifest
        self.parts = parts
        self.palette: Mapping[str, str] = {**_DEFAULT_PALETTE, **manifest.palette}

    # -- public -------------------------------------------------------------------------
    def compose(self, name: str, lang: str = "en") -> CardArt:
        if name == LEGEND:
            if all(f"{r}H" in self.m.art for r in "KQJ"):
                return photo_legend(self, lang)
            return self.single(legend(self, lang))
        if name.startswith(BACK_PREFIX):
            art = self.m.art.get(name)
            if art:
                return CardArt((self.doc(self.base("#ffffff")), ArtLayer(self.m.source.parent / art,
                                                                             L.Rect(0, 0, L.W, L.H))))
            return self.single(self.back(name[len(BACK_PREFIX):]))
        face = parse_face_name(name)
        art = self.m.art.get(name)
        if art:
            return self._with_art(name, face.rank, face.suit, art)
        if face.rank is Rank.JOKER:
            return self.single(self.joker(face.joker_index))
        if face.rank in self.m.courts:
            return self.single(self.court(face.rank, face.suit))
        return self.single(self.pip_card(face.rank, face.suit))

    def svg(self, name: str, lang: str = "en") -> bytes:
        """The card as one SVG document (only for composed cards without art files)."""
        layers = self.compose(name, lang).layers
        if len(layers) != 1 or not isinstance(layers[0], bytes):
            raise ValueError(f"{name} uses an art file; render it with the renderer")
        return layers[0]

    # -- cards --------------------------------------------------------------------------
    def pip_card(self, rank: Rank, suit: Suit) -> str:
        p = self.palette
        colour = self.m.suit_colours[suit]
        body = self.part(self.m.pip_frame, {"suit": colour})
        if rank is Rank.ACE:
            body += ace(suit, colour, p["frame"], shade(p["paper"], -0.04))
        else:
            body += pips(int(rank), suit, colour)
        return self.base(p["paper"]) + body + corners(self.m.corner_labels[rank], suit, colour)

    def court(self, rank: Rank, suit: Suit) -> str:
        p = self.palette
        colour = self.m.suit_colours[suit]
        portrait = self.m.courts[rank].portraits[suit]
        if self.m.court_layout is CourtLayout.DOUBLE:
            picture = self._double(portrait, colour)
        else:
            picture = self.part(self.m.pattern, {"suit": colour}) + self.glow() + self.portrait(portrait, colour)
        return (self.base(p["paper"]) + picture + self.part(self.m.frame, {"suit": colour})
                + corners(self.m.corner_labels[rank], suit, colour, plate_fill=p["plate"],
                          plate_stroke=p["frame"]))

    def joker(self, index: int) -> str:
        p = self.palette
        ink = self._joker_colours(index)["suit"]
        return self.joker_picture(index) + corners(self.m.corner_labels[Rank.JOKER], None, ink,
                                                   plate_fill=p["plate"], plate_stroke=p["frame"])

    def joker_picture(self, index: int, *, figure: bool = True) -> str:
        """A joker without its corner indices (and, ``figure=False``, without its figure:
        the art checks compare the two to find where the figure lies)."""
        p = self.palette
        colours = self._joker_colours(index)
        return (self.base(p["paper"]) + self.part(self.m.pattern, colours) + self.glow()
                + (self.joker_figure(index) if figure else "") + self.part(self.m.frame, colours))

    def joker_figure(self, index: int) -> str:
        """A joker's figure alone, in its colours."""
        return self.part(self.m.jokers[index % len(self.m.jokers)].figure, self._joker_colours(index))

    def _joker_colours(self, index: int) -> dict[str, str]:
        spec = self.m.jokers[index % len(self.m.jokers)]
        return {**spec.colours, "suit": spec.colours.get("ink", self.palette["ink"])}

    def back(self, back_id: str) -> str:
        back = self.m.back(back_id)
        colours = dict(back.colours)
        border = colours.get("border", self.palette["frame"])
        body = self.base(border)
        if back.pattern:
            body += self.part(back.pattern, colours)
        body += (f'<rect x="22" y="22" width="{L.W - 44}" height="{L.H - 44}" rx="24" fill="none" '
                 f'stroke="{colours.get("line", self.palette["paper"])}" stroke-width="6"/>')
        if back.emblem:
            body += self.part(back.emblem, colours)
        return body

    # -- pieces -------------------------------------------------------------------------
    def portrait(self, portrait: Portrait, suit_colour: str, *, translate: bool = True) -> str:
        shared: tuple[Mapping[str, str], ...] = (self.palette, {"suit": suit_colour}, portrait.colours)
        head = self.head(portrait, suit_colour)
        if head is not None:  # the face's own skin on the hands too
            shared = (*shared, {"skin": head.spec.skin})
        pieces = []
        for slot in SLOTS:
            ref = portrait.parts.get(slot)
            if ref is not None:
                piece = self.parts.render(ref.part, *shared, strict=ref.colours, field=self._where(ref))
            else:
                piece = head.slots.get(slot, "") if head else ""
            if head is not None and slot in HEAD_SLOTS and piece:
                # hats, scarves and hair sit on the head they belong to, however it turns
                piece = f'<g transform="{head.transform}">{piece}</g>'
                if slot == "face" and ref is None:
                    piece = head.neck + piece
            pieces.append(piece)
        body = "".join(pieces)
        if not translate:
            return body
        x, y = L.PORTRAIT_ORIGIN
        return f'<g transform="translate({x},{y})">{body}</g>'

    def figure(self, rank: Rank, suit: Suit) -> str:
        """A court's figure alone, placed as on the card (the art checks find it by this)."""
        portrait, colour = self.m.courts[rank].portraits[suit], self.m.suit_colours[suit]
        if self.m.court_layout is CourtLayout.DOUBLE:
            return self._busts(portrait, colour)
        return self.portrait(portrait, colour)

    def _double(self, portrait: Portrait, suit_colour: str) -> str:
        """A traditional double-ended court: the bust, and the same bust upside down."""
        return (self.part(self.m.pattern, {"suit": suit_colour}) + self._busts(portrait, suit_colour)
                + f'<path d="M60 {L.H / 2} H{L.W - 60}" stroke="{self.palette["frame"]}" stroke-width="5"/>')

    def _busts(self, portrait: Portrait, suit_colour: str) -> str:
        """The bust cut at the card's middle, and its copy turned 180°."""
        x, y, k = _DOUBLE_BUST
        bust = (f'<g mask="url(#half)"><g transform="translate({x:g},{y:g}) scale({k:g})">'
                + self.portrait(portrait, suit_colour, translate=False) + "</g></g>")
        return (f'<defs><mask id="half"><rect x="0" y="0" width="{L.W}" height="{L.H / 2}" fill="#ffffff"/>'
                '</mask></defs>' + bust + f'<g transform="rotate(180 {L.W / 2} {L.H / 2})">{bust}</g>')

    def head(self, portrait: Portrait, suit_colour: str) -> Head | None:
        """The rig's head for a portrait with a ``figure`` (None for one drawn from parts alone)."""
        figure = portrait.figure
        if figure is None:
            return None
        colours = {**self.palette, "suit": suit_colour, **portrait.colours}
        return draw_head(build_spec(figure.request, figure.seed, figure.role, colours))

    def head_box(self, rank: Rank, suit: Suit) -> L.Rect:
        """Where a court's face is, in card units (the corner plates must leave it clear)."""
        portrait = self.m.courts[rank].portraits[suit]
        head = self.head(portrait, self.m.suit_colours[suit])
        x, y, w, h = head.box if head and "face" not in portrait.parts else _PART_FACE_BOX
        if self.m.court_layout is CourtLayout.DOUBLE:
            dx, dy, k = _DOUBLE_BUST
            return L.Rect(dx + x * k, dy + y * k, w * k, h * k)
        ox, oy = L.PORTRAIT_ORIGIN
        return L.Rect(ox + x, oy + y, w, h)

    def glow(self, cy: float = 330) -> str:
        glow = self.palette["glow"]
        return ('<defs><radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">'
                f'<stop offset="0" stop-color="{glow}" stop-opacity="0.95"/>'
                f'<stop offset="1" stop-color="{glow}" stop-opacity="0"/></radialGradient></defs>'
                f'<ellipse cx="{L.W / 2}" cy="{cy}" rx="300" ry="330" fill="url(#glow)"/>')

    def part(self, ref: PartRef, colours: Mapping[str, str]) -> str:
        """A shared part with the deck palette, then ``colours``, then the ref's own colours."""
        return self.parts.render(ref.part, self.palette, colours, strict=ref.colours, field=self._where(ref))

    def _where(self, ref: PartRef) -> str:
        return f"{self.m.source}: {ref.field}"

    def base(self, fill: str) -> str:
        return (f'<rect x="1" y="1" width="{L.W - 2}" height="{L.H - 2}" rx="{L.RADIUS}" fill="{fill}" '
                f'stroke="#00000033" stroke-width="2"/>')

    def _with_art(self, name: str, rank: Rank, suit: Suit | None, art: str) -> CardArt:
        if self.m.art_fit is ArtFit.CARD:  # the file is the whole card, corner indices included
            return CardArt((ArtLayer(self.m.source.parent / art, L.Rect(0, 0, L.W, L.H)),))
        p = self.palette
        colour = self.m.suit_colours.get(suit, p["ink"]) if suit in self.m.suit_colours else p["ink"]
        label = self.m.corner_labels[rank]
        w = L.WINDOW
        over = (f'<rect x="{w.x}" y="{w.y}" width="{w.w}" height="{w.h}" rx="18" fill="none" '
                f'stroke="{p["frame"]}" stroke-width="10"/>'
                + corners(label, suit if rank is not Rank.JOKER else None, colour,
                          plate_fill=p["plate"], plate_stroke=p["frame"]))
        return CardArt((self.doc(self.base(p["paper"])), ArtLayer(self.m.source.parent / art, w), self.doc(over)))

    def single(self, body: str) -> CardArt:
        return CardArt((self.doc(body),))

    @staticmethod
    def doc(body: str) -> bytes:
        return (_SVG_OPEN + body + "</svg>").encode("utf-8")
