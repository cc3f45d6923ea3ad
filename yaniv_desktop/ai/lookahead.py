"""A short lookahead that compares throws: a few table cycles, then a learned value.

The expert's full playouts judge a call or an aim against the tactics' turn.  To
choose among close throws it needs something cheaper, since a throw is chosen on
most turns: here each throw plan is followed by ``cycles`` table cycles of the
rollout policy (every seat's turns, this seat's own next ones too), and the hand
this seat then keeps is scored by the afterstate model (:mod:`.afterstate`), or the
round's result if it ended.  After a few cycles of the policy's own play the
afterstates are the kind the model was fitted on; scored right after a throw it
never makes, the model misjudged them (docs/ai.md, "The afterstate draw").
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.actions import Action, Discard
from ..core.cards import Card
from ..core.observation import Phase
from ..core.round import RoundState
from .afterstate import AfterstateValue, threat_in
from .equity import Stakes
from .rollout import Deadline, RolloutPolicy
from .utility import state_utility


def lookahead(
    world: RoundState, plan: Sequence[Action], totals: Sequence[int], me: int, policy: RolloutPolicy,
    after: AfterstateValue | None, cycles: int, deadline: Deadline | None = None, stakes: Stakes | None = None,
) -> float | None:
    """The plan's value in this world, on the scale of :func:`.utility.state_utility`
    (opponents' points less mine), or None if the deadline struck first.

    The plan is played, then the rest of this seat's turn and ``cycles`` table
    cycles by the policy.  If the round is still on, the value is the afterstate
    model's for the hand this seat keeps (the hand values when there is no model).
    """
    state = world.clone()
    thrown: tuple[Card, ...] = ()
    for action in plan:
        if state.is_over or state.current != me:
            break
        if isinstance(action, Discard):
            thrown = action.cards
        state.apply(action)
    act = policy.act
    while not state.is_over and state.current == me:   # a slap still to decide
        state.apply(act(state))
    for _ in range(cycles):
        if deadline is not None and deadline.passed():
            return None
        while not state.is_over and state.current != me:
            state.apply(act(state))
        while not state.is_over and state.current == me:
            if state.phase is Phase.DRAW:
                thrown = state.pending
            state.apply(act(state))
    if state.is_over or after is None:
        return state_utility(state, totals, me, stakes)
    count, known = threat_in(policy.tr, state, me)
    return after.value(state.hands[me], count, known, thrown)
