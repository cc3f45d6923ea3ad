"""The manifest parser: built-in decks validate; every error names the file and field."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from yaniv_desktop.core.cards import Rank, Suit
from yaniv_desktop.decks.checks import check_deck
from yaniv_desktop.decks.errors import DeckError
from yaniv_desktop.decks.manifest import SLOTS, parse_manifest
from yaniv_desktop.decks.registry import Origin, default_builtin_dir, scan

COMMUNITIES = ("iraqi", "moroccan", "yemenite", "kurdish", "persian", "bukharan", "georgian", "mountain", "ethiopian",
               "indian", "tunisian", "libyan", "algerian", "egyptian", "syrian", "turkish", "greek", "bulgarian",
               "polish", "russian", "ukrainian", "romanian", "hungarian", "yekke", "lithuanian", "american")
BUILT_IN = ("classic", "classic-four-colour", *COMMUNITIES)


def iraqi_data() -> dict:
    return json.loads((default_builtin_dir() / "iraqi" / "deck.json").read_text(encoding="utf-8"))


def test_every_built_in_deck_validates(registry) -> None:
    assert registry.broken == ()
    assert sorted(registry.ids()) == sorted(BUILT_IN)
    for deck in registry.decks:
        m = deck.manifest
        assert set(m.name) >= {"en", "he", "ar", "sv", "nl"}
        assert set(m.corner_labels) == set(Rank)
        assert set(m.suit_colours) == {Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS}
        assert m.backs and m.jokers and set(m.legend) == {Rank.KING, Rank.QUEEN, Rank.JACK}


def test_family_decks_cast_grandparents_and_grandchildren(registry) -> None:
    assert len(COMMUNITIES) == 26
    jacks = set()
    for deck_id in COMMUNITIES:
        m = registry.get(deck_id).manifest
        roles = {rank: court.role for rank, court in m.courts.items()}
        assert roles[Rank.KING] == "grandpa" and roles[Rank.QUEEN] == "grandma", deck_id
        assert roles[Rank.JACK] in ("grandchild", "grandson", "granddaughter"), deck_id
        jacks.add(roles[Rank.JACK])
        assert set(m.community) == {"en", "he", "ar", "sv", "nl"} or deck_id in ("iraqi", "moroccan"), deck_id
        assert all(m.legend[r].keys() >= {"en", "he", "ar", "sv", "nl"} for r in m.legend), deck_id
        assert m.legend[Rank.KING]["he"] == "סבא" and m.legend[Rank.QUEEN]["he"] == "סבתא"
    assert jacks == {"grandchild"}  # every deck's jacks are boys and girls (test_rig checks each one's sex)
    for lang in ("en", "he", "ar", "sv", "nl"):
        names = [registry.get(d).manifest.name[lang] for d in COMMUNITIES]
        assert len(set(names)) == len(names), lang
    iraqi = registry.get("iraqi").manifest
    moroccan = registry.get("moroccan").manifest
    assert iraqi.courts[Rank.KING].portraits[Suit.HEARTS].parts["prop"].part == "prop/kori_pour"
    assert iraqi.courts[Rank.QUEEN].portraits[Suit.HEARTS].parts["prop"].part == "prop/tbit_pot"
    assert moroccan.courts[Rank.KING].portraits[Suit.HEARTS].parts["prop"].part == "prop/berrad_pour"
    # Each community has its own pattern, frame and backs.
    assert iraqi.pattern.part != moroccan.pattern.part and iraqi.frame.part != moroccan.frame.part
    assert {b.id for b in iraqi.backs}.isdisjoint({b.id for b in moroccan.backs})


def _mutate(edit) -> dict:
    data = copy.deepcopy(iraqi_data())
    edit(data)
    return data


CASES = [
    ("name.he", "is missing", lambda d: d["name"].pop("he")),
    ("suit_colours.H", "not a colour", lambda d: d["suit_colours"].update(H="red")),
    ("corner_labels.K", "is missing", lambda d: d["corner_labels"].pop("K")),
    ("corner_labels.Q", "must be text", lambda d: d["corner_labels"].update(Q=12)),
    ("flavour", "unknown field", lambda d: d.update(flavour="mint")),
    ("version", "not a version", lambda d: d.update(version="one")),
    ("aspect", "63 × 88", lambda d: d.update(aspect=[2, 3])),
    ("format", "not supported", lambda d: d.update(format=7)),
    ("id", "not an id", lambda d: d.update(id="Iraqi Deck!")),
    ("backs", "1 to 8 items", lambda d: d.update(backs=[])),
    ("backs", "share one id", lambda d: d["backs"].append(copy.deepcopy(d["backs"][0]))),
    ("court.K.portrait.parts.hat", "unknown slot", lambda d: d["court"]["K"]["portrait"]["parts"].update(hat="x/y")),
    ("court.Q.portrait.parts.prop.part", "not a part name",
     lambda d: d["court"]["Q"]["portrait"]["parts"].update(prop="../../etc/passwd")),
    ("court.J", "is missing", lambda d: d["court"].pop("J")),
    ("art.KH", "relative art path", lambda d: d.update(art={"KH": "../outside.png"})),
    ("art.ZZ", "is not a face", lambda d: d.update(art={"ZZ": "art/x.png"})),
    ("legend.K.en", "is missing", lambda d: d["legend"]["K"].pop("en")),
    ("court_layout", "portrait", lambda d: d.update(court_layout="sideways")),
    # the face rig's figure, merged per suit like colours
    ("court.J.suits.H.figure.hair", "'mohawk' is not a hair style; styles: bald, receding",
     lambda d: d["court"]["J"]["suits"]["H"]["figure"].update(hair="mohawk")),
    ("court.K.portrait.figure.beard", "is not a beard; beards: none, stubble",
     lambda d: d["court"]["K"]["portrait"]["figure"].update(beard="braided")),
    ("court.Q.suits.S.figure.glasses", "kinds: none, round, rectangular, half_moon",
     lambda d: d["court"]["Q"]["suits"]["S"]["figure"].update(glasses="monocle")),
    ("court.K.suits.D.figure.sex", "'other' is not a sex; write: male, female",
     lambda d: d["court"]["K"]["suits"]["D"]["figure"].update(sex="other")),
    ("court.K.suits.H.figure.age", "between 3 and 100, is 140",
     lambda d: d["court"]["K"]["suits"]["H"]["figure"].update(age=140)),
    ("court.K.suits.H.figure.age", "must be a whole number",
     lambda d: d["court"]["K"]["suits"]["H"]["figure"].update(age="old")),
    ("court.Q.suits.C.figure.turn", "between -1 and 1, is 2",
     lambda d: d["court"]["Q"]["suits"]["C"]["figure"].update(turn=2)),
    ("court.J.suits.S.figure.nose", "is not a nose; noses: straight",
     lambda d: d["court"]["J"]["suits"]["S"]["figure"].update(nose="snub")),
    ("court.J.suits.S.figure.peyot", "true or false",
     lambda d: d["court"]["J"]["suits"]["S"]["figure"].update(peyot="yes")),
    ("court.J.portrait.figure.height", "unknown field; allowed here: age, beard",
     lambda d: d["court"]["J"]["portrait"]["figure"].update(height=120)),
    ("court.K.portrait.figure", "must be an object", lambda d: d["court"]["K"]["portrait"].update(figure="grandpa")),
    ("court.K.suits.S.parts.face", "needs a face part or a figure",
     lambda d: d["court"]["K"]["suits"]["S"].update(figure=None)),
]


@pytest.mark.parametrize(("field", "words", "edit"), CASES, ids=[c[0] + ":" + c[1] for c in CASES])
def test_errors_name_file_and_field(field: str, words: str, edit, tmp_path: Path) -> None:
    path = tmp_path / "deck.json"
    with pytest.raises(DeckError) as caught:
        parse_manifest(json.dumps(_mutate(edit)).encode(), path)
    assert caught.value.field == field
    assert words in caught.value.message
    assert str(path) in str(caught.value) and field in str(caught.value)


def test_invalid_json_names_line_and_column(tmp_path: Path) -> None:
    with pytest.raises(DeckError, match=r"deck.json: line 2 column \d+: is not valid JSON"):
        parse_manifest(b'{"format": 1,\n "id": }', tmp_path / "deck.json")


def test_suit_overrides_merge_onto_the_base_portrait() -> None:
    m = parse_manifest(json.dumps(iraqi_data()).encode(), Path("deck.json"))
    jack = m.courts[Rank.JACK]
    assert jack.portraits[Suit.HEARTS].parts["garment"].part == "garment/child_dress"
    assert "headwear" not in jack.portraits[Suit.HEARTS].parts  # null removes a slot
    assert jack.portraits[Suit.SPADES].parts["headwear"].part == "headwear/kippah_small"
    assert list(jack.portraits[Suit.SPADES].parts) == [s for s in SLOTS if s in jack.portraits[Suit.SPADES].parts]


def test_figures_merge_per_suit_and_seed_every_court_apart() -> None:
    data = iraqi_data()
    data["court"]["K"]["portrait"]["figure"] = {"sex": "male", "glasses": "round", "age": 70}
    data["court"]["K"]["suits"]["H"]["figure"] = {"age": 81}
    data["court"]["K"]["suits"]["C"]["parts"]["hair"] = "hair/peyot"  # a part still fills a rig slot
    m = parse_manifest(json.dumps(data).encode(), Path("deck.json"))
    kings = m.courts[Rank.KING].portraits
    hearts, spades = kings[Suit.HEARTS].figure, kings[Suit.SPADES].figure
    assert hearts is not None and spades is not None
    assert hearts.request.age == 81 and hearts.request.glasses.value == "round"  # the suit over the base
    assert spades.request.age == data["court"]["K"]["suits"]["S"]["figure"]["age"]
    assert (hearts.seed, spades.seed, hearts.role) == ("iraqi:KH", "iraqi:KS", "K")
    assert kings[Suit.CLUBS].parts["hair"].part == "hair/peyot"
    data["court"]["K"]["suits"]["D"]["figure"] = None  # a suit may drop the figure if it has a face part
    data["court"]["K"]["suits"]["D"]["parts"]["face"] = "face/grandpa"
    m = parse_manifest(json.dumps(data).encode(), Path("deck.json"))
    assert m.courts[Rank.KING].portraits[Suit.DIAMONDS].figure is None


def test_check_names_a_missing_part_and_an_unknown_colour(parts, tmp_path: Path) -> None:
    data = _mutate(lambda d: d["court"]["K"]["portrait"]["parts"].update(face="face/nobody"))
    m = parse_manifest(json.dumps(data).encode(), tmp_path / "deck.json")
    with pytest.raises(DeckError, match=r"court\.K\.portrait\.parts\.face\.part: there is no shared part 'face/nobody'"):
        check_deck(m, tmp_path, parts)
    data = _mutate(lambda d: d["frame"]["colours"].update(glitter="#ffffff"))
    m = parse_manifest(json.dumps(data).encode(), tmp_path / "deck.json")
    with pytest.raises(DeckError, match=r"frame\.colours\.glitter: part frame/pointed_arch takes no colour"):
        check_deck(m, tmp_path, parts)


def test_check_refuses_a_beard_or_sidelocks_on_a_grandma_or_granddaughter(parts, tmp_path: Path) -> None:
    data = _mutate(lambda d: d["court"]["Q"]["suits"]["D"]["figure"].update(beard="full"))
    m = parse_manifest(json.dumps(data).encode(), tmp_path / "deck.json")
    with pytest.raises(DeckError, match=r"deck\.json: court\.Q\.suits\.D\.figure\.beard: 'full' on a woman"):
        check_deck(m, tmp_path, parts)
    data = _mutate(lambda d: d["court"]["J"]["suits"]["H"]["figure"].update(peyot=True))
    m = parse_manifest(json.dumps(data).encode(), tmp_path / "deck.json")
    with pytest.raises(DeckError, match=r"court\.J\.suits\.H\.figure\.peyot: sidelocks on a woman"):
        check_deck(m, tmp_path, parts)
    data = _mutate(lambda d: d["court"]["J"]["suits"]["S"]["figure"].update(peyot=True))  # a boy: fine
    check_deck(parse_manifest(json.dumps(data).encode(), tmp_path / "deck.json"), tmp_path, parts)


def test_missing_art_file_is_named(parts, tmp_path: Path) -> None:
    m = parse_manifest(json.dumps(_mutate(lambda d: d.update(art={"KH": "art/kh.png"}))).encode(),
                       tmp_path / "deck.json")
    with pytest.raises(DeckError, match=r"art\.KH: the file art/kh\.png is missing"):
        check_deck(m, tmp_path, parts)


def test_broken_decks_are_listed_with_their_message_and_skipped(parts, tmp_path: Path) -> None:
    users = tmp_path / "decks"
    good = _mutate(lambda d: d.update(id="cousins"))
    bad = _mutate(lambda d: d["suit_colours"].update(S="black"))
    dup = _mutate(lambda d: d.update(id="iraqi"))
    for name, data in (("cousins", good), ("bad", bad), ("dup", dup)):
        (users / name).mkdir(parents=True)
        (users / name / "deck.json").write_text(json.dumps(data), encoding="utf-8")
    (users / "empty").mkdir()
    (users / "garbage").mkdir()
    (users / "garbage" / "deck.json").write_bytes(b"\xff\xfe not json")
    found = scan([(default_builtin_dir(), Origin.BUILT_IN), (users, Origin.USER)], parts)
    assert "cousins" in found.ids() and "iraqi" in found.ids()
    messages = {b.folder.name: b.message for b in found.broken}
    assert set(messages) == {"bad", "dup", "empty", "garbage"}
    assert "suit_colours.S" in messages["bad"] and "bad" in messages["bad"]
    assert "already used" in messages["dup"]
    assert "no deck.json" in messages["empty"]
    assert "not UTF-8" in messages["garbage"]
