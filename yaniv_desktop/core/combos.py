"""What may be thrown: singles, sets and runs; which cards of a throw may be taken.

:class:`ThrowRules` is built once per rule set and shared by every state of a match
(and every clone a computer player makes while it searches), so it holds the card
tables the rules imply and a cache of the discards each hand allows.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import StrEnum
from itertools import combinations

from . import messages
from .cards import CODE_SPACE, Card, from_code, table_cards
from .rules import RuleSet, TakeRule

_CACHE_LIMIT = 100_000  # distinct hands remembered before the cache starts over
_RUN_CACHE_LIMIT = 20_000  # distinct (suit cards, wild cards) whose runs are remembered


class ThrowKind(StrEnum):
    SINGLE = "single"
    SET = "set"
    RUN = "run"


class ThrowRules:
    """The discard rules of one rule set, over card codes."""

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.value = [0] * CODE_SPACE
        self.wild = [False] * CODE_SPACE
        self.rank = [0] * CODE_SPACE  # 0 for jokers, 1..13 otherwise
        self.suit = [0] * CODE_SPACE
        for code in range(CODE_SPACE):
            try:
                c = from_code(code)
            except ValueError:
                continue
            self.value[code] = rules.rank_value(c.rank)
            self.wild[code] = rules.is_wild_rank(c.rank)
            self.rank[code] = int(c.rank)
            self.suit[code] = int(c.suit)
        self.value_of = self.value.__getitem__  # card -> points, at C speed in map()
        self.table_cards = tuple(table_cards(rules.deck_count, rules.jokers_per_deck))
        self.table_set = frozenset(self.table_cards)
        self.slaps = rules.slap_down or rules.slap_zero  # may a turn go on after the draw
        self.wild_codes = frozenset(c for c in self.table_cards if self.wild[c])
        self.sets_take_any = rules.take_from_set is TakeRule.ANY
        self.runs_take_any = rules.take_from_run is TakeRule.ANY
        self._discards: dict[tuple[Card, ...], tuple[tuple[tuple[Card, ...], ...], tuple[int, ...]]] = {}
        # The runs of one suit with wild cards (the costly ones) depend only on its cards
        # and the wild cards: hands that miss the cache above still share these.
        self._runs: dict[tuple[tuple[Card, ...], tuple[Card, ...]], tuple[tuple[Card, ...], ...]] = {}

    # ----- values ---------------------------------------------------------------

    def hand_value(self, cards: Iterable[int]) -> int:
        return sum(map(self.value_of, cards))

    # ----- classification ----------------------------------------------------------

    def classify(self, cards: Sequence[int]) -> ThrowKind | None:
        """The kind of this throw laid in this order, or None when it is not legal."""
        n = len(cards)
        if n == 1:
            return ThrowKind.SINGLE
        if n == 0 or len(set(cards)) != n:
            return None
        if self._is_set(cards):
            return ThrowKind.SET
        if n >= 3 and self._is_run(cards):
            return ThrowKind.RUN
        return None

    def why_illegal(self, cards: Sequence[int]) -> str:
        """One sentence (a :mod:`.messages` template) saying why these cards are not a throw."""
        n = len(cards)
        if n == 0:
            return messages.THROW_EMPTY
        if len(set(cards)) != n:
            return messages.THROW_TWICE
        rank, wild = self.rank, self.wild
        jokers = [c for c in cards if rank[c] == 0]
        if n == 2:
            if jokers and not self.rules.jokers_in_sets:
                return messages.THROW_JOKER_IN_SET
            return messages.THROW_PAIR
        naturals = [c for c in cards if not wild[c]]
        same_rank = len({rank[c] for c in naturals}) <= 1
        if same_rank and jokers and not self.rules.jokers_in_sets:
            return messages.THROW_JOKER_IN_SET
        suits = {self.suit[c] for c in naturals}
        if len(suits) > 1:
            return messages.THROW_NEITHER
        if not naturals:
            return messages.THROW_RUN_NATURAL
        return messages.THROW_RUN

    def _is_set(self, cards: Sequence[int]) -> bool:
        rank, wild = self.rank, self.wild
        if self.rules.jokers_in_sets:
            ranks = {rank[c] for c in cards if not wild[c]}
            return len(ranks) <= 1
        first = rank[cards[0]]
        return first != 0 and all(rank[c] == first for c in cards)

    def _is_run(self, cards: Sequence[int]) -> bool:
        rank, wild, suit = self.rank, self.wild, self.suit
        n = len(cards)
        if n > 13:
            return False
        suits = set()
        up: set[int] = set()
        down: set[int] = set()
        for i, c in enumerate(cards):
            if wild[c]:
                continue
            suits.add(suit[c])
            up.add(rank[c] - i)
            down.add(rank[c] + i)
        if len(suits) != 1:
            return False
        if len(up) == 1:
            start = next(iter(up))
            if start >= 1 and start + n - 1 <= 13:
                return True
        if len(down) == 1:
            top = next(iter(down))
            if top <= 13 and top - n + 1 >= 1:
                return True
        return False

    # ----- taking -------------------------------------------------------------------

    def takeable(self, throw: Sequence[Card], kind: ThrowKind) -> tuple[Card, ...]:
        """The cards of a throw the next player may take (the "ends" rule, RULES §3)."""
        if len(throw) <= 2:
            return tuple(throw)
        if kind is ThrowKind.SET and self.sets_take_any:
            return tuple(throw)
        if kind is ThrowKind.RUN and self.runs_take_any:
            return tuple(throw)
        return (throw[0], throw[-1])

    def slap_placements(self, throw: Sequence[Card], kind: ThrowKind, drawn: Card) -> list[bool]:
        """Where the drawn card may be slapped onto the throw: ``False`` end, ``True`` start.

        A slap keeps the throw's kind (a single becomes a set): same rank onto a single
        or a set, a card extending either end of a run.
        """
        placements: list[bool] = []
        wanted = ThrowKind.RUN if kind is ThrowKind.RUN else ThrowKind.SET
        if self.classify((*throw, drawn)) is wanted:
            placements.append(False)
        if kind is ThrowKind.RUN and self.classify((drawn, *throw)) is wanted:
            placements.append(True)
        return placements

    # ----- enumeration -----------------------------------------------------------------

    def discards(self, hand: Sequence[Card]) -> tuple[tuple[Card, ...], ...]:
        """Every distinct legal throw from this hand, each laid in one order.

        Orders that change nothing are listed once: a set appears once for each pair
        of cards that could stand at its ends (once when any card may be taken), a run
        ascending, its wild cards in their code order.
        """
        return self.discard_options(hand)[0]

    def discard_options(
        self, hand: Sequence[Card],
    ) -> tuple[tuple[tuple[Card, ...], ...], tuple[int, ...]]:
        """The hand's legal throws (as :meth:`discards`) and the points each removes."""
        key = tuple(sorted(hand))
        found = self._discards.get(key)
        if found is None:
            if len(self._discards) >= _CACHE_LIMIT:
                self._discards.clear()
            throws = self._enumerate(key)
            value_of = self.value_of
            found = self._discards[key] = (throws, tuple(sum(map(value_of, t)) for t in throws))
        return found

    def _enumerate(self, hand: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
        # The hand comes sorted; ranks and suits are read once, at C speed, and groups
        # are taken in the order of their first card (the order of the throws listed).
        singles = tuple(zip(hand))  # (c,) for each card
        rank, wild = self.rank, self.wild
        ranks = list(map(rank.__getitem__, hand))
        suits = list(map(self.suit.__getitem__, hand))
        # Most hands hold no wild card, no pair and no three of a suit: only singles.
        if (
            self.wild_codes.isdisjoint(hand) and len(set(ranks)) == len(hand)
            and max(map(suits.count, suits)) < 3
        ):
            return singles
        out: list[tuple[Card, ...]] = list(singles)
        wilds = [c for c in hand if wild[c]]
        in_sets = self.rules.jokers_in_sets
        if in_sets or len(set(ranks)) < len(hand):  # else every rank is alone: no set
            for r in dict.fromkeys(ranks):
                if not r or not in_sets and ranks.count(r) < 2:
                    continue
                pool = [c for c, x in zip(hand, ranks) if x == r]
                if in_sets:
                    pool += [c for c in wilds if rank[c] != r]
                if len(pool) >= 2:
                    self._add_sets(pool, r, out)
        if in_sets:
            true_jokers = [c for c in hand if rank[c] == 0]
            if len(true_jokers) >= 2:
                self._add_sets(true_jokers, 0, out)
        n_wild = len(wilds)
        # Runs, suit by suit: the suits of the natural (not wild) cards.
        if wilds:
            natural_suits = [s for c, s in zip(hand, suits) if not wild[c]]
            wild_key = tuple(wilds)
            for s in dict.fromkeys(natural_suits):
                if natural_suits.count(s) + n_wild >= 3:
                    naturals = tuple(c for c, x in zip(hand, suits) if x == s and not wild[c])
                    out.extend(self._suit_runs(naturals, wild_key))
        else:
            for s in dict.fromkeys(suits):
                if suits.count(s) >= 3:
                    self._add_runs([c for c, x in zip(hand, suits) if x == s], wilds, out)
        if in_sets and wilds:
            out = list(dict.fromkeys(out))  # a wild set may read as a run too
        return tuple(out)

    def _add_sets(self, pool: list[Card], r: int, out: list[tuple[Card, ...]]) -> None:
        """Sets from ``pool`` holding at least one card of rank ``r``."""
        rank = self.rank
        ends_matter = not self.sets_take_any
        # Only a pool with wild cards of other ranks has subsets without rank r.
        check = r and any(rank[c] != r for c in pool)
        for size in range(2, len(pool) + 1):
            for subset in combinations(pool, size):
                if check and not any(rank[c] == r for c in subset):
                    continue
                if size == 2 or not ends_matter:
                    out.append(subset)
                    continue
                for a, b in combinations(subset, 2):
                    out.append((a, *(c for c in subset if c != a and c != b), b))

    def _suit_runs(self, naturals: tuple[Card, ...], wilds: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
        """The runs of :meth:`_add_runs` with wild cards, remembered per (naturals, wild cards)."""
        key = (naturals, wilds)
        found = self._runs.get(key)
        if found is None:
            if len(self._runs) >= _RUN_CACHE_LIMIT:
                self._runs.clear()
            runs: list[tuple[Card, ...]] = []
            self._add_runs(list(naturals), list(wilds), runs)
            found = self._runs[key] = tuple(runs)
        return found

    def _add_runs(self, naturals: list[Card], wilds: list[Card], out: list[tuple[Card, ...]]) -> None:
        """Runs of one suit: each position a natural of its rank or a wild card."""
        rank = self.rank
        copies: dict[int, list[Card]] = {}
        for c in naturals:
            copies.setdefault(rank[c], []).append(c)
        n_wild = len(wilds)
        if not n_wild and not any(r + 1 in copies and r + 2 in copies for r in copies):
            return
        low, high = min(copies), max(copies)
        for lo in range(max(1, low - n_wild), high + 1):
            first = max(lo + 2, low)
            present = sum(1 for r in range(lo, first) if r in copies)  # ranks below the first hi
            for hi in range(first, 14):
                if hi in copies:
                    present += 1
                if hi - lo + 1 - present > n_wild:
                    break  # the gaps only grow as the window widens
                if not present:
                    continue
                self._fill_window(lo, hi, copies, wilds, out)

    def _fill_window(
        self, lo: int, hi: int, copies: dict[int, list[Card]], wilds: list[Card],
        out: list[tuple[Card, ...]],
    ) -> None:
        layouts: list[tuple[Card | None, ...]] = [()]
        limit = len(wilds)
        for r in range(lo, hi + 1):
            options = copies.get(r)
            if options is None:
                layouts = [p + (None,) for p in layouts if p.count(None) < limit]
            elif limit:
                layouts = [p + (o,) for p in layouts for o in options] + [
                    p + (None,) for p in layouts if p.count(None) < limit
                ]
            else:
                layouts = [p + (o,) for p in layouts for o in options]
        length = hi - lo + 1
        for layout in layouts:
            holes = [i for i, c in enumerate(layout) if c is None]
            if not holes:
                out.append(layout)  # type: ignore[arg-type]
                continue
            if len(holes) == length:
                continue
            for chosen in combinations(wilds, len(holes)):
                run = list(layout)
                for i, w in zip(holes, chosen, strict=False):
                    run[i] = w
                out.append(tuple(run))  # type: ignore[arg-type]
