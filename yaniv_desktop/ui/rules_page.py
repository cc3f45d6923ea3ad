"""The rules page: how to play, written for the options in force."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from yaniv_desktop.core.rules import AssafScoring, RuleSet, TakeRule

from .option_info import OPTIONS, value_label


def rules_html(rules: RuleSet) -> str:
    r = rules
    take_set = "any card" if r.take_from_set is TakeRule.ANY else "only the first or the last card"
    take_run = "any card" if r.take_from_run is TakeRule.ANY else "only the first or the last card"
    if not r.assaf:
        call = "A call always wins: the caller scores 0 and everyone else scores their hand."
    else:
        others = ("the Assaf winner scores 0 and everyone else their hand"
                  if r.assaf_scoring is AssafScoring.ASSAFER_ZERO else "everyone else scores their hand")
        call = (f"If nobody holds as little or less, the caller scores 0 and everyone else their hand. "
                f"If someone holds the same or less, that is an <b>Assaf</b>: the caller scores the hand "
                f"plus {r.assaf_penalty}, and {others}.")
    false_call = ("" if r.false_call_penalty is None else
                  f" You may also call above the limit, but that false call costs you "
                  f"{r.false_call_penalty} and everyone else scores 0.")
    jokers = ("no jokers" if r.jokers_per_deck == 0 else f"{r.jokers_per_deck} jokers per deck (worth 0)")
    parts = [
        "<h2>Yaniv</h2>",
        "<p>Get your hand as low as you can, then call <b>Yaniv</b>. "
        f"Each player gets {r.hand_size} cards from {'two decks' if r.deck_count == 2 else 'one deck'} "
        f"with {jokers}. Ace counts 1, 2–10 their number, "
        + ("J, Q, K 11, 12, 13" if r.court_values.value == "11-12-13" else "J, Q, K 10 each")
        + ("; jacks count 0" if r.jacks_are_zero else "") + ".</p>",
        "<h3>Your turn</h3>",
        "<p>First throw one card, a <b>set</b> (two or more of the same rank) or a <b>run</b> "
        "(three or more in a row of one suit; the ace is low, so Q-K-A is not a run). "
        + ("Jokers" + (" and jacks" if r.jacks_wild else "") + " may stand in for any card of a run"
           + (" and complete a set" if r.jokers_in_sets else "") + ". ")
        + "Then take one card: the top of the stock, or one card of the previous player's throw — "
        f"from a set {take_set}, from a run {take_run}.</p>",
        "<h3>Calling Yaniv</h3>",
        f"<p>At the start of your turn, with a hand of {r.yaniv_threshold} or less, you may call Yaniv "
        f"instead of throwing. {call}{false_call}"
        + (" After a call everyone else has one last turn." if r.last_turn_after_call else "")
        + "</p>",
        "<h3>The match</h3>",
        f"<p>Points add up. Over {r.elimination_limit} you are out; "
        + ("the last player left wins." if r.match_end.value == "last_standing"
           else "the match ends when anyone goes over, and the lowest total wins.")
        + f" Milestones: {escape(value_label('milestones', r.milestones.value))}."
        + (" Racheli: exactly 50 drops to 0." if r.racheli else "")
        + (" Landing on a milestone makes the leader add 30." if r.milestone_theft else "")
        + (" Every third successful call gives −20." if r.three_zeros_bonus else "")
        + "</p>",
    ]
    if r.slap_down or r.slap_zero:
        extras = []
        if r.slap_down:
            extras.append("a card you draw from the stock that matches your throw may be slapped down at once")
        if r.slap_zero:
            extras.append("a draw that brings your hand to 0 may end the round as a won call")
        parts.append("<p>Also: " + "; ".join(extras) + ".</p>")
    parts.append("<h3>All the options of this match</h3><table>")
    data = r.to_dict()
    for info in OPTIONS:
        parts.append(f"<tr><td>{escape(info.label)}</td><td><b>"
                     f"{escape(value_label(info.name, data[info.name]))}</b></td></tr>")
    parts.append("</table>")
    return "\n".join(parts)


class RulesDialog(QDialog):
    def __init__(self, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Rules of this match")
        self.resize(560, 640)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setAccessibleName("Rules")
        self.browser.setHtml(rules_html(rules))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
