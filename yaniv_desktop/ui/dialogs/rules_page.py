"""The rules page: how to play, written for the options in force."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from yaniv_desktop.core.rules import AssafScoring, CourtValues, MatchEnd, RuleSet, TakeRule
from yaniv_desktop.ui.dialogs.option_info import OPTIONS, value_label

translate = QCoreApplication.translate


def rules_html(rules: RuleSet) -> str:
    r = rules
    take_set = translate("RulesPage", "any card") if r.take_from_set is TakeRule.ANY else translate("RulesPage", "only the first or the last card")
    take_run = translate("RulesPage", "any card") if r.take_from_run is TakeRule.ANY else translate("RulesPage", "only the first or the last card")
    if not r.assaf:
        call = translate("RulesPage", "A call always wins: the caller scores 0 and everyone else scores their hand.")
    else:
        others = (translate("RulesPage", "the Assaf winner scores 0 and everyone else their hand")
                  if r.assaf_scoring is AssafScoring.ASSAFER_ZERO else translate("RulesPage", "everyone else scores their hand"))
        call = translate("RulesPage", "If nobody holds as little or less, the caller scores 0 and everyone else their hand. "
                 "If someone holds the same or less, that is an <b>Assaf</b>: the caller scores the hand "
                 "plus {penalty}, and {others}.").format(penalty=r.assaf_penalty, others=others)
    if r.false_call_penalty is not None:
        call += " " + translate("RulesPage", "You may also call above the limit, but that false call costs you {penalty} "
                        "and everyone else scores 0.").format(penalty=r.false_call_penalty)
    if r.last_turn_after_call:
        call += " " + translate("RulesPage", "After a call everyone else has one last turn.")
    decks = translate("RulesPage", "two decks") if r.deck_count == 2 else translate("RulesPage", "one deck")
    jokers = translate("RulesPage", "no jokers") if r.jokers_per_deck == 0 else translate("RulesPage", "{count} jokers per deck (worth 0)").format(
        count=r.jokers_per_deck)
    courts = translate("RulesPage", "J, Q, K 11, 12, 13") if r.court_values is CourtValues.ELEVEN_TWELVE_THIRTEEN else translate("RulesPage", "J, Q, K 10 each")
    values = translate("RulesPage", "Ace counts 1, 2–10 their number, {courts}").format(courts=courts)
    if r.jacks_are_zero:
        values += translate("RulesPage", "; jacks count 0")
    wild = translate("RulesPage", "Jokers and jacks") if r.jacks_wild else translate("RulesPage", "Jokers")
    wild_use = (translate("RulesPage", "{wild} may stand in for any card of a run and complete a set.") if r.jokers_in_sets
                else translate("RulesPage", "{wild} may stand in for any card of a run.")).format(wild=wild)
    ending = (translate("RulesPage", "the last player left wins.") if r.match_end is MatchEnd.LAST_STANDING
              else translate("RulesPage", "the match ends when anyone goes over, and the lowest total wins."))
    match = translate("RulesPage", "Points add up. Over {limit} you are out; {ending} Milestones: {milestones}.").format(
        limit=r.elimination_limit, ending=ending, milestones=escape(value_label("milestones", r.milestones.value)))
    if r.racheli:
        match += " " + translate("RulesPage", "Racheli: exactly 50 drops to 0.")
    if r.milestone_theft:
        match += " " + translate("RulesPage", "Landing on a milestone makes the leader add 30.")
    if r.three_zeros_bonus:
        match += " " + translate("RulesPage", "Every third successful call gives −20.")
    parts = [
        "<h2>" + translate("RulesPage", "Yaniv") + "</h2>",
        "<p>" + translate("RulesPage", "Get your hand as low as you can, then call <b>Yaniv</b>. Each player gets {hand} cards "
                  "from {decks} with {jokers}.").format(hand=r.hand_size, decks=decks, jokers=jokers)
        + " " + values + ".</p>",
        "<h3>" + translate("RulesPage", "Your turn") + "</h3>",
        "<p>" + translate("RulesPage", "First throw one card, a <b>set</b> (two or more of the same rank) or a <b>run</b> "
                  "(three or more in a row of one suit; the ace is low, so Q-K-A is not a run).") + " "
        + wild_use + " " + translate("RulesPage", "Then take one card: the top of the stock, or one card of the previous "
                             "player's throw — from a set {take_set}, from a run {take_run}.").format(
                                 take_set=take_set, take_run=take_run) + "</p>",
        "<h3>" + translate("RulesPage", "Calling Yaniv") + "</h3>",
        "<p>" + translate("RulesPage", "At the start of your turn, with a hand of {limit} or less, you may call Yaniv instead "
                  "of throwing.").format(limit=r.yaniv_threshold) + " " + call + "</p>",
        "<h3>" + translate("RulesPage", "The match") + "</h3>",
        "<p>" + match + "</p>",
    ]
    extras = []
    if r.slap_down:
        extras.append(translate("RulesPage", "a card you draw from the stock that matches your throw may be slapped down at once"))
    if r.slap_zero:
        extras.append(translate("RulesPage", "a draw that brings your hand to 0 may end the round as a won call"))
    if extras:
        parts.append("<p>" + translate("RulesPage", "Also: {extras}.").format(extras="; ".join(extras)) + "</p>")
    parts.append("<h3>" + translate("RulesPage", "All the options of this match") + "</h3><table>")
    data = r.to_dict()
    for info in OPTIONS:
        parts.append(f"<tr><td>{escape(info.shown_label)}</td><td><b>"
                     f"{escape(value_label(info.name, data[info.name], players=r.players))}</b></td></tr>")
    parts.append("</table>")
    return "\n".join(parts)


class RulesDialog(QDialog):
    def __init__(self, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of this match"))
        self.resize(560, 640)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setAccessibleName(self.tr("Rules"))
        self.browser.setToolTip(self.tr("How this match is played"))
        self.browser.setHtml(rules_html(rules))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Close).setToolTip(self.tr("Back to the table"))
        layout.addWidget(buttons)
