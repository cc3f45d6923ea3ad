<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
    <context>
        <name>ActionBar</name>
        <message>
            <source>Message</source>
            <translation>Bericht</translation>
        </message>
        <message>
            <source>Coach</source>
            <translation>Coach</translation>
        </message>
        <message>
            <source>Go ahead</source>
            <translation>Doe maar</translation>
        </message>
        <message>
            <source>Make the move anyway</source>
            <translation>Toch deze zet doen</translation>
        </message>
        <message>
            <source>Go ahead with this move</source>
            <translation>Deze zet doen</translation>
        </message>
        <message>
            <source>Change my move</source>
            <translation>Mijn zet wijzigen</translation>
        </message>
        <message>
            <source>Choose another move</source>
            <translation>Een andere zet kiezen</translation>
        </message>
        <message>
            <source>Throw</source>
            <translation>Gooi</translation>
        </message>
        <message>
            <source>Throw the chosen cards (Enter)</source>
            <translation>Gooi de gekozen kaarten (Enter)</translation>
        </message>
        <message>
            <source>Throw the chosen cards</source>
            <translation>Gooi de gekozen kaarten</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Volgorde</translation>
        </message>
        <message>
            <source>Change the order the chosen cards are laid in (O)</source>
            <translation>Verander de volgorde waarin de gekozen kaarten worden gelegd (O)</translation>
        </message>
        <message>
            <source>Change the order</source>
            <translation>Volgorde veranderen</translation>
        </message>
        <message>
            <source>Yaniv!</source>
            <translation>Yaniv!</translation>
        </message>
        <message>
            <source>Call Yaniv (Y)</source>
            <translation>Roep Yaniv (Y)</translation>
        </message>
        <message>
            <source>Call Yaniv</source>
            <translation>Roep Yaniv</translation>
        </message>
        <message>
            <source>Take from stock</source>
            <translation>Van de stapel</translation>
        </message>
        <message>
            <source>Take the top card of the stock (S)</source>
            <translation>Pak de bovenste kaart van de stapel (S)</translation>
        </message>
        <message>
            <source>Take from the stock</source>
            <translation>Pak van de stapel</translation>
        </message>
        <message>
            <source>Slap down</source>
            <translation>Meteen leggen</translation>
        </message>
        <message>
            <source>Throw the drawn card onto your throw (L)</source>
            <translation>Leg de getrokken kaart bij je worp (L)</translation>
        </message>
        <message>
            <source>Slap down the drawn card</source>
            <translation>Leg de getrokken kaart meteen</translation>
        </message>
        <message>
            <source>Slap to zero</source>
            <translation>Naar nul leggen</translation>
        </message>
        <message>
            <source>End the round: your hand is 0 (Z)</source>
            <translation>Beëindig de ronde: je hand is 0 (Z)</translation>
        </message>
        <message>
            <source>Slap down to zero</source>
            <translation>Meteen naar nul leggen</translation>
        </message>
        <message>
            <source>Keep</source>
            <translation>Houden</translation>
        </message>
        <message>
            <source>Keep the drawn card (K)</source>
            <translation>Houd de getrokken kaart (K)</translation>
        </message>
        <message>
            <source>Keep the drawn card</source>
            <translation>Houd de getrokken kaart</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Tip</translation>
        </message>
        <message>
            <source>What would the expert do? (H)</source>
            <translation>Wat zou de expert doen? (H)</translation>
        </message>
        <message>
            <source>Show a hint</source>
            <translation>Toon een tip</translation>
        </message>
        <message>
            <source>Next round</source>
            <translation>Volgende ronde</translation>
        </message>
        <message>
            <source>Deal the next round (N)</source>
            <translation>Deel de volgende ronde (N)</translation>
        </message>
        <message>
            <source>Deal the next round</source>
            <translation>Deel de volgende ronde</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>Yaniv Desktop is already open</source>
            <translation>Yaniv Desktop is al geopend</translation>
        </message>
        <message>
            <source>Resume the match?</source>
            <translation>Partij hervatten?</translation>
        </message>
        <message>
            <source>A match was not finished: {names}, round {round}.

Go on where you left it?</source>
            <translation>Een partij is niet afgemaakt: {names}, ronde {round}.

Verdergaan waar je was gebleven?</translation>
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <source>ace</source>
            <translation>aas</translation>
        </message>
        <message>
            <source>two</source>
            <translation>twee</translation>
        </message>
        <message>
            <source>three</source>
            <translation>drie</translation>
        </message>
        <message>
            <source>four</source>
            <translation>vier</translation>
        </message>
        <message>
            <source>five</source>
            <translation>vijf</translation>
        </message>
        <message>
            <source>six</source>
            <translation>zes</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>zeven</translation>
        </message>
        <message>
            <source>eight</source>
            <translation>acht</translation>
        </message>
        <message>
            <source>nine</source>
            <translation>negen</translation>
        </message>
        <message>
            <source>ten</source>
            <translation>tien</translation>
        </message>
        <message>
            <source>jack</source>
            <translation>boer</translation>
        </message>
        <message>
            <source>queen</source>
            <translation>vrouw</translation>
        </message>
        <message>
            <source>king</source>
            <translation>heer</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>schoppen</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>harten</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>ruiten</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>klaveren</translation>
        </message>
        <message>
            <source>joker</source>
            <translation>joker</translation>
        </message>
        <message>
            <source>{rank} of {suit}</source>
            <translation>{suit} {rank}</translation>
        </message>
        <message>
            <source>{card}, selected</source>
            <translation>{card}, gekozen</translation>
        </message>
        <message>
            <source>{card}, may be taken</source>
            <translation>{card}, mag gepakt worden</translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message>
            <source>A joker at the end of a run can be taken by the next player: lay it inside a run instead, like {cards}.</source>
            <translation>Een joker aan het eind van een reeks kan door de volgende speler gepakt worden: leg hem liever midden in een reeks, zoals {cards}.</translation>
        </message>
        <message>
            <source>The joker ends up at the end of this run, where the next player may take it.</source>
            <translation>De joker komt aan het eind van deze reeks, waar de volgende speler hem kan pakken.</translation>
        </message>
        <message>
            <source>A joker is worth 0 and the best card to keep: think twice before throwing it.</source>
            <translation>Een joker is 0 waard en de beste kaart om te houden: denk twee keer na voor je hem weggooit.</translation>
        </message>
        <message>
            <source>Q-K-A is not a run (the ace is low): keeping them for one leaves you holding 20 points in court cards.</source>
            <translation>Q-K-A is geen reeks (de aas is laag): wie ze daarvoor bewaart, blijft zitten met 20 punten aan plaatjes.</translation>
        </message>
        <message>
            <source>Your hand is {value}, over the limit of {limit}: a false call costs {penalty}.</source>
            <translation>Je hand is {value}, boven de grens van {limit}: een valse roep kost {penalty}.</translation>
        </message>
        <message>
            <source>Calling at {value} when the player before you holds only two cards often ends in an Assaf.</source>
            <translation>Roepen bij {value} als de speler vóór jou maar twee kaarten heeft, eindigt vaak in een Assaf.</translation>
        </message>
        <message>
            <source>The player before you just took {card}: calling at {value} may well end in an Assaf.</source>
            <translation>De speler vóór jou pakte net {card}: roepen bij {value} kan best in een Assaf eindigen.</translation>
        </message>
    </context>
    <context>
        <name>Counts</name>
        <message>
            <source>1 card</source>
            <translation>1 kaart</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n kaart</numerusform>
                <numerusform>%n kaarten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n pts</source>
            <translation>
                <numerusform>%n pt</numerusform>
                <numerusform>%n pt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n punt</numerusform>
                <numerusform>%n punten</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CoverScreen</name>
        <message>
            <source>Whose turn it is</source>
            <translation>Wie er aan de beurt is</translation>
        </message>
        <message>
            <source>Only when the right person is looking at the screen</source>
            <translation>Alleen als de juiste persoon naar het scherm kijkt</translation>
        </message>
        <message>
            <source>Show my cards</source>
            <translation>Toon mijn kaarten</translation>
        </message>
        <message>
            <source>Pass the screen to {name}</source>
            <translation>Geef het scherm aan {name}</translation>
        </message>
        <message>
            <source>I am {name}: show my cards</source>
            <translation>Ik ben {name}: toon mijn kaarten</translation>
        </message>
    </context>
    <context>
        <name>CropView</name>
        <message>
            <source>No photo yet</source>
            <translation>Nog geen foto</translation>
        </message>
    </context>
    <context>
        <name>DeckGallery</name>
        <message>
            <source>Decks</source>
            <translation>Kaartspellen</translation>
        </message>
        <message>
            <source>Every deck; broken ones are marked with what is wrong</source>
            <translation>Alle kaartspellen; kapotte zijn gemarkeerd met wat er mis is</translation>
        </message>
        <message>
            <source>Cards of the deck</source>
            <translation>Kaarten van het kaartspel</translation>
        </message>
        <message>
            <source>Every card of the chosen deck, the legend first</source>
            <translation>Elke kaart van het gekozen kaartspel, de legenda eerst</translation>
        </message>
        <message>
            <source>Import…</source>
            <translation>Importeren…</translation>
        </message>
        <message>
            <source>Add a deck someone sent you (a .yanivdeck file)</source>
            <translation>Voeg een kaartspel toe dat iemand je stuurde (een .yanivdeck-bestand)</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exporteren…</translation>
        </message>
        <message>
            <source>Save this deck as one .yanivdeck file to share</source>
            <translation>Bewaar dit kaartspel als één .yanivdeck-bestand om te delen</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Afdrukken…</translation>
        </message>
        <message>
            <source>Showcase</source>
            <translation>Vitrine</translation>
        </message>
        <message>
            <source>The court cards and the legend, full screen</source>
            <translation>De plaatjes en de legenda, op volledig scherm</translation>
        </message>
        <message>
            <source>Make a family deck…</source>
            <translation>Familiekaartspel maken…</translation>
        </message>
        <message>
            <source>Grandpa, grandma and a grandchild from your photos</source>
            <translation>Opa, oma en een kleinkind uit je foto's</translation>
        </message>
        <message>
            <source>Watch a match with this deck</source>
            <translation>Bekijk een partij met dit kaartspel</translation>
        </message>
        <message>
            <source>Computer players play a match on this deck</source>
            <translation>Computerspelers spelen een partij met dit kaartspel</translation>
        </message>
        <message>
            <source>Import progress</source>
            <translation>Voortgang van het importeren</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuleren</translation>
        </message>
        <message>
            <source>Stop the import; nothing is installed</source>
            <translation>Stop het importeren; er wordt niets geïnstalleerd</translation>
        </message>
        <message>
            <source>⚠ {name} — broken
{message}</source>
            <translation>⚠ {name} — kapot
{message}</translation>
        </message>
        <message>
            <source>Import a deck</source>
            <translation>Kaartspel importeren</translation>
        </message>
        <message>
            <source>Yaniv decks (*{suffix})</source>
            <translation>Yaniv-kaartspellen (*{suffix})</translation>
        </message>
        <message>
            <source>Wait for the work in progress to finish, then import {file}.</source>
            <translation>Wacht tot het lopende werk klaar is en importeer dan {file}.</translation>
        </message>
        <message>
            <source>Importing {file}…</source>
            <translation>{file} wordt geïmporteerd…</translation>
        </message>
        <message>
            <source>Not imported: you cancelled the import.</source>
            <translation>Niet geïmporteerd: je hebt het importeren geannuleerd.</translation>
        </message>
        <message>
            <source>Not imported: you kept the deck you have.</source>
            <translation>Niet geïmporteerd: je hebt je eigen kaartspel gehouden.</translation>
        </message>
        <message>
            <source>Not imported: {error}</source>
            <translation>Niet geïmporteerd: {error}</translation>
        </message>
        <message>
            <source>flip on the long edge</source>
            <translation>omslaan langs de lange zijde</translation>
        </message>
        <message>
            <source>{title} — page {page} of {pages} — faces</source>
            <translation>{title} — pagina {page} van {pages} — voorkanten</translation>
        </message>
        <message>
            <source>{title} — page {page} of {pages} — backs of page {faces_page}: print double-sided, {flip}, at 100 %</source>
            <translation>{title} — pagina {page} van {pages} — achterkanten van pagina {faces_page}: druk dubbelzijdig af, {flip}, op 100 %</translation>
        </message>
        <message>
            <source>A PDF of the whole deck at real card size, with bleed, cut marks and the backs behind the faces</source>
            <translation>Een pdf van het hele spel op echte kaartgrootte, met afloop, snijtekens en de achterkanten achter de voorkanten</translation>
        </message>
        <message>
            <source>Imported “{name}”.</source>
            <translation>“{name}” geïmporteerd.</translation>
        </message>
        <message>
            <source>Replace the deck?</source>
            <translation>Het kaartspel vervangen?</translation>
        </message>
        <message>
            <source>You already have the deck “{name}”. Replace it with the one being imported? The deck you have now, with any photos in it, is kept in the decks folder under “.replaced”.</source>
            <translation>Je hebt het kaartspel ‘{name}’ al. Vervangen door het kaartspel dat wordt geïmporteerd? Het kaartspel dat je nu hebt, met alle foto’s erin, blijft bewaard in de map met kaartspellen onder ‘.replaced’.</translation>
        </message>
        <message>
            <source>Export the deck</source>
            <translation>Kaartspel exporteren</translation>
        </message>
        <message>
            <source>Not exported: {error}</source>
            <translation>Niet geëxporteerd: {error}</translation>
        </message>
        <message>
            <source>Exported to {path}.</source>
            <translation>Geëxporteerd naar {path}.</translation>
        </message>
        <message>
            <source>Print the deck</source>
            <translation>Kaartspel afdrukken</translation>
        </message>
        <message>
            <source>Paper</source>
            <translation>Papier</translation>
        </message>
        <message>
            <source>Save the printable PDF</source>
            <translation>De afdrukbare pdf bewaren</translation>
        </message>
        <message>
            <source>PDF (*.pdf)</source>
            <translation>PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Preparing {file} ({paper}, cards 63 × 88 mm)…</source>
            <translation>{file} wordt voorbereid ({paper}, kaarten 63 × 88 mm)…</translation>
        </message>
        <message>
            <source>Not printed: {error}</source>
            <translation>Niet afgedrukt: {error}</translation>
        </message>
        <message>
            <source>Edit this family deck…</source>
            <translation>Dit familiekaartspel bewerken…</translation>
        </message>
        <message>
            <source>who is who</source>
            <translation>wie is wie</translation>
        </message>
        <message>
            <source>Art by the Yaniv Desktop project</source>
            <translation>Tekeningen: het project Yaniv Desktop</translation>
        </message>
        <message>
            <source>Photos: the family's own</source>
            <translation>Foto's: van de familie zelf</translation>
        </message>
        <message>
            <source>Made with the family deck maker</source>
            <translation>Gemaakt met de familiekaartspelmaker</translation>
        </message>
        <message>
            <source>Back {number}</source>
            <translation>Achterkant {number}</translation>
        </message>
        <message>
            <source>Joker {number}</source>
            <translation>Joker {number}</translation>
        </message>
        <message>
            <source>{card}: {who}</source>
            <translation>{card}: {who}</translation>
        </message>
        <message>
            <source>Ready to print: {path} — print double-sided, flipping on the long edge, at 100 % (actual size), then cut along the marks.</source>
            <translation>Klaar om af te drukken: {path} — druk dubbelzijdig af, omslaan langs de lange zijde, op 100 % (ware grootte), en knip dan langs de snijtekens.</translation>
        </message>
        <message>
            <source>{deck} — {credits}</source>
            <translation>{deck} — {credits}</translation>
        </message>
        <message>
            <source>{name}: failed</source>
            <translation>{name}: mislukt</translation>
        </message>
    </context>
    <context>
        <name>DeckMaker</name>
        <message>
            <source>Grandpa (kings)</source>
            <translation>Opa (heren)</translation>
        </message>
        <message>
            <source>Grandma (queens)</source>
            <translation>Oma (vrouwen)</translation>
        </message>
        <message>
            <source>Grandchild (jacks)</source>
            <translation>Kleinkind (boeren)</translation>
        </message>
        <message>
            <source>Back (optional)</source>
            <translation>Achterkant (optioneel)</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>schoppen</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>harten</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>ruiten</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>klaveren</translation>
        </message>
    </context>
    <context>
        <name>DeckMakerDialog</name>
        <message>
            <source>Make a family deck</source>
            <translation>Familiekaartspel maken</translation>
        </message>
        <message>
            <source>The Cohen family</source>
            <translation>Familie de Vries</translation>
        </message>
        <message>
            <source>The deck's name in the deck list</source>
            <translation>De naam van het kaartspel in de lijst</translation>
        </message>
        <message>
            <source>Plain</source>
            <translation>Eenvoudig</translation>
        </message>
        <message>
            <source>Grandchild</source>
            <translation>Kleinkind</translation>
        </message>
        <message>
            <source>Grandson</source>
            <translation>Kleinzoon</translation>
        </message>
        <message>
            <source>Granddaughter</source>
            <translation>Kleindochter</translation>
        </message>
        <message>
            <source>What the legend card calls the jacks</source>
            <translation>Hoe de legendakaart de boeren noemt</translation>
        </message>
        <message>
            <source>Deck name</source>
            <translation>Naam van het kaartspel</translation>
        </message>
        <message>
            <source>The jacks show a</source>
            <translation>De boeren tonen een</translation>
        </message>
        <message>
            <source>The frame, pattern and colours of one of the community decks, or plain: the number cards, the legend and the back wear it, and the court cards unless they have a frame of their own</source>
            <translation>De rand, het patroon en de kleuren van een van de gemeenschapsspellen, of eenvoudig: de getalkaarten, de legenda en de achterkant krijgen ze, en de plaatjes die geen eigen rand hebben</translation>
        </message>
        <message>
            <source>Frame and colours of the deck</source>
            <translation>Rand en kleuren van het spel</translation>
        </message>
        <message>
            <source>Soften the photos into the frame</source>
            <translation>De foto's zacht in de rand laten overlopen</translation>
        </message>
        <message>
            <source>Draws the photos' colours a little towards the deck's and shades their edges, so they sit inside the frame like the drawn cards</source>
            <translation>Trekt de kleuren van de foto's wat naar die van het spel en schaduwt de randen, zodat ze in de rand zitten zoals de getekende kaarten</translation>
        </message>
        <message>
            <source>Choose a photo for grandpa, grandma and the grandchild. The suit buttons give a card a photo of its own: four grandchildren, four jacks.</source>
            <translation>Kies een foto voor opa, oma en het kleinkind. Met de kleurknoppen krijgt een kaart een eigen foto: vier kleinkinderen, vier boeren.</translation>
        </message>
        <message>
            <source>Save the deck</source>
            <translation>Kaartspel bewaren</translation>
        </message>
        <message>
            <source>Make the deck</source>
            <translation>Maak het kaartspel</translation>
        </message>
        <message>
            <source>Compose the court cards and save the deck</source>
            <translation>Stel de plaatjes samen en bewaar het kaartspel</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Sluiten</translation>
        </message>
        <message>
            <source>Close the deck maker</source>
            <translation>De kaartspelmaker sluiten</translation>
        </message>
        <message>
            <source>Photo for {who}</source>
            <translation>Foto voor {who}</translation>
        </message>
        <message>
            <source>Photos (*.jpg *.jpeg *.png *.webp *.heic *.bmp *.gif *.tif *.tiff);;All files (*)</source>
            <translation>Foto's (*.jpg *.jpeg *.png *.webp *.heic *.bmp *.gif *.tif *.tiff);;Alle bestanden (*)</translation>
        </message>
        <message>
            <source>Reading {file}…</source>
            <translation>{file} wordt gelezen…</translation>
        </message>
        <message>
            <source>{file}: drag the box around the face; drag its corner to resize it.</source>
            <translation>{file}: sleep het kader om het gezicht; sleep aan de hoek om het groter of kleiner te maken.</translation>
        </message>
        <message>
            <source>Our family</source>
            <translation>Onze familie</translation>
        </message>
        <message>
            <source>A photo is still being read; a moment, please.</source>
            <translation>Er wordt nog een foto gelezen; een ogenblik.</translation>
        </message>
        <message>
            <source>A photo is still needed: {who}.</source>
            <translation>Er ontbreekt nog een foto: {who}.</translation>
        </message>
        <message>
            <source>Composing the cards…</source>
            <translation>De kaarten worden samengesteld…</translation>
        </message>
        <message>
            <source>Composing the cards… {step}</source>
            <translation>De kaarten worden samengesteld… {step}</translation>
        </message>
        <message>
            <source>The deck could not be made: {error}</source>
            <translation>Het kaartspel kon niet gemaakt worden: {error}</translation>
        </message>
        <message>
            <source>Saved “{name}”: it is ready to play and to print.</source>
            <translation>“{name}” bewaard: het is klaar om mee te spelen en af te drukken.</translation>
        </message>
    </context>
    <context>
        <name>DeckShowcase</name>
        <message>
            <source>Deck showcase</source>
            <translation>Kaartspelvitrine</translation>
        </message>
    </context>
    <context>
        <name>DeckWords</name>
        <message numerus="yes">
            <source>Automatic (two decks for %n players)</source>
            <translation>
                <numerusform>Automatisch (twee kaartspellen voor %n speler)</numerusform>
                <numerusform>Automatisch (twee kaartspellen voor %n spelers)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Automatic (one deck for %n players)</source>
            <translation>
                <numerusform>Automatisch (één kaartspel voor %n speler)</numerusform>
                <numerusform>Automatisch (één kaartspel voor %n spelers)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Describe</name>
        <message>
            <source>You threw {cards}</source>
            <translation>Je gooide {cards}</translation>
        </message>
        <message>
            <source>{name} threw {cards}</source>
            <translation>{name} gooide {cards}</translation>
        </message>
        <message>
            <source>and took from the stock</source>
            <comment>you</comment>
            <translation>en pakte van de stapel</translation>
        </message>
        <message>
            <source>and took from the stock</source>
            <translation>en pakte van de stapel</translation>
        </message>
        <message>
            <source>and took {card}</source>
            <comment>you</comment>
            <translation>en pakte {card}</translation>
        </message>
        <message>
            <source>and took {card}</source>
            <translation>en pakte {card}</translation>
        </message>
        <message>
            <source>and slapped down {card}</source>
            <comment>you</comment>
            <translation>en legde {card} meteen erbij</translation>
        </message>
        <message>
            <source>and slapped down {card}</source>
            <translation>en legde {card} meteen erbij</translation>
        </message>
        <message>
            <source>and slapped down to zero</source>
            <comment>you</comment>
            <translation>en legde meteen naar nul</translation>
        </message>
        <message>
            <source>and slapped down to zero</source>
            <translation>en legde meteen naar nul</translation>
        </message>
        <message>
            <source>You called Yaniv with {value}</source>
            <translation>Jij riep Yaniv met {value}</translation>
        </message>
        <message>
            <source>{name} called Yaniv with {value}</source>
            <translation>{name} riep Yaniv met {value}</translation>
        </message>
        <message>
            <source>Assaf! You had {low}; {caller} called with {value}</source>
            <translation>Assaf! Jij had {low}; {caller} riep met {value}</translation>
        </message>
        <message>
            <source>Assaf! {by} had {low}; you called with {value}</source>
            <translation>Assaf! {by} had {low}; jij riep met {value}</translation>
        </message>
        <message>
            <source>Assaf! {by} had {low}; {caller} called with {value}</source>
            <translation>Assaf! {by} had {low}; {caller} riep met {value}</translation>
        </message>
        <message>
            <source>You called Yaniv with {value}, over the limit: a false call</source>
            <translation>Jij riep Yaniv met {value}, boven de grens: een valse roep</translation>
        </message>
        <message>
            <source>{caller} called Yaniv with {value}, over the limit: a false call</source>
            <translation>{caller} riep Yaniv met {value}, boven de grens: een valse roep</translation>
        </message>
        <message>
            <source>Slap to zero: the round is yours</source>
            <translation>Naar nul gelegd: de ronde is voor jou</translation>
        </message>
        <message>
            <source>Slap to zero: round to {caller}</source>
            <translation>Naar nul gelegd: ronde voor {caller}</translation>
        </message>
        <message>
            <source>Yaniv! The round is yours: you called with {value}</source>
            <translation>Yaniv! De ronde is voor jou: je riep met {value}</translation>
        </message>
        <message>
            <source>Yaniv! Round to {caller}, who called with {value}</source>
            <translation>Yaniv! Ronde voor {caller}, die riep met {value}</translation>
        </message>
        <message>
            <source>Assaf! You caught {caller}</source>
            <translation>Assaf! Jij betrapte {caller}</translation>
        </message>
        <message>
            <source>Assaf! {by} caught you</source>
            <translation>Assaf! {by} betrapte jou</translation>
        </message>
        <message>
            <source>Assaf! {by} caught {caller}</source>
            <translation>Assaf! {by} betrapte {caller}</translation>
        </message>
        <message>
            <source>Your call was false</source>
            <translation>Jouw roep was vals</translation>
        </message>
        <message>
            <source>False call by {caller}</source>
            <translation>Valse roep door {caller}</translation>
        </message>
        <message>
            <source>You slapped down to zero!</source>
            <translation>Jij legde meteen naar nul!</translation>
        </message>
        <message>
            <source>Slap to zero by {caller}!</source>
            <translation>Naar nul gelegd door {caller}!</translation>
        </message>
        <message>
            <source>Yaniv! The round is yours</source>
            <translation>Yaniv! De ronde is voor jou</translation>
        </message>
        <message>
            <source>Yaniv! Round to {caller}</source>
            <translation>Yaniv! Ronde voor {caller}</translation>
        </message>
        <message>
            <source>Round {number}: you play first</source>
            <translation>Ronde {number}: jij begint</translation>
        </message>
        <message>
            <source>Round {number}: first to play, {name}</source>
            <translation>Ronde {number}: {name} begint</translation>
        </message>
        <message>
            <source>You won the match</source>
            <translation>Jij hebt de partij gewonnen</translation>
        </message>
        <message>
            <source>{name} won the match</source>
            <translation>{name} heeft de partij gewonnen</translation>
        </message>
    </context>
    <context>
        <name>Engine</name>
        <message>
            <source>The round is over; no more moves.</source>
            <translation>De ronde is voorbij; geen zetten meer.</translation>
        </message>
        <message>
            <source>A turn starts with a Yaniv call or a discard; draw after discarding.</source>
            <translation>Een beurt begint met een Yaniv-roep of een worp; trek na het gooien.</translation>
        </message>
        <message>
            <source>The stock is empty: take a card of the last throw.</source>
            <translation>De stapel is leeg: pak een kaart van de laatste worp.</translation>
        </message>
        <message>
            <source>{card} cannot be taken: only {allowed} of the last throw may be taken.</source>
            <translation>{card} mag niet gepakt worden: alleen {allowed} van de laatste worp mag gepakt worden.</translation>
        </message>
        <message>
            <source>After discarding, draw one card from the stock or the last throw.</source>
            <translation>Trek na het gooien één kaart van de stapel of van de laatste worp.</translation>
        </message>
        <message>
            <source>After this draw only a slap the rules allow, or keeping the card, is possible.</source>
            <translation>Na deze trek kan alleen nog meteen leggen wat de regels toestaan, of de kaart houden.</translation>
        </message>
        <message>
            <source>{card} is not in the hand.</source>
            <translation>{card} zit niet in de hand.</translation>
        </message>
        <message>
            <source>Yaniv has been called; this is a last turn: discard.</source>
            <translation>Er is Yaniv geroepen; dit is een laatste beurt: gooi.</translation>
        </message>
        <message>
            <source>A hand of {value} is over the Yaniv limit of {limit}.</source>
            <translation>Een hand van {value} is boven de Yaniv-grens van {limit}.</translation>
        </message>
        <message>
            <source>The match is over.</source>
            <translation>De partij is voorbij.</translation>
        </message>
        <message>
            <source>The current round is not finished.</source>
            <translation>De huidige ronde is nog niet af.</translation>
        </message>
        <message>
            <source>No round is being played; start the next round.</source>
            <translation>Er wordt geen ronde gespeeld; begin de volgende ronde.</translation>
        </message>
        <message>
            <source>A turn throws at least one card.</source>
            <translation>Een beurt gooit minstens één kaart.</translation>
        </message>
        <message>
            <source>A card cannot be thrown twice.</source>
            <translation>Een kaart kan niet twee keer gegooid worden.</translation>
        </message>
        <message>
            <source>A joker may not complete a set under these rules (jokers in sets is off).</source>
            <translation>Een joker mag met deze regels geen groep aanvullen (jokers in groepen staat uit).</translation>
        </message>
        <message>
            <source>Two cards must be a set: the same rank.</source>
            <translation>Twee kaarten moeten een groep zijn: dezelfde waarde.</translation>
        </message>
        <message>
            <source>A set needs one rank, a run one suit: these cards are neither.</source>
            <translation>Een groep heeft één waarde nodig, een reeks één kleur: deze kaarten zijn geen van beide.</translation>
        </message>
        <message>
            <source>A run needs at least one card that is not wild.</source>
            <translation>Een reeks heeft minstens één kaart nodig die geen joker is.</translation>
        </message>
        <message>
            <source>A run is three or more cards of one suit laid in sequence, ace low (A-2-3 is a run, Q-K-A is not), with wild cards only in the gaps or at the ends.</source>
            <translation>Een reeks is drie of meer kaarten van één kleur op volgorde, met de aas laag (A-2-3 is een reeks, Q-K-A niet), en jokers alleen in de gaten of aan de uiteinden.</translation>
        </message>
        <message>
            <source>{who}: third successful call, {bonus} points ({before} → {after})</source>
            <translation>{who}: derde geslaagde roep, {bonus} punten ({before} → {after})</translation>
        </message>
        <message>
            <source>{who}: exactly {before} → {after}</source>
            <translation>{who}: precies {before} → {after}</translation>
        </message>
        <message>
            <source>{who}: Racheli! exactly {before} → {after}</source>
            <translation>{who}: Racheli! precies {before} → {after}</translation>
        </message>
        <message>
            <source>{who}: milestone theft by {by}, +{points} ({before} → {after})</source>
            <translation>{who}: mijlpaaldiefstal door {by}, +{points} ({before} → {after})</translation>
        </message>
        <message>
            <source>{who}: out with {after}</source>
            <translation>{who}: eruit met {after}</translation>
        </message>
    </context>
    <context>
        <name>ErrorReporter</name>
        <message>
            <source>Something went wrong</source>
            <translation>Er ging iets mis</translation>
        </message>
        <message>
            <source>Yaniv Desktop ran into a problem it did not expect. Your match is saved, and you can play on.</source>
            <translation>Yaniv Desktop liep tegen een onverwacht probleem aan. Je partij is bewaard en je kunt verder spelen.</translation>
        </message>
        <message>
            <source>The details are in {file}.</source>
            <translation>De details staan in {file}.</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>Details kopiëren</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>A computer player failed: {reason}</source>
            <translation>Een computerspeler faalde: {reason}</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Je bent niet aan de beurt.</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>Call Yaniv with {value}: without Assaf a call always wins</source>
            <translation>Roep Yaniv met {value}: zonder Assaf wint een roep altijd</translation>
        </message>
        <message>
            <source>Call Yaniv with {value} — about {risk}% chance someone matches it; {note}</source>
            <translation>Roep Yaniv met {value} — ongeveer {risk}% kans dat iemand evenveel heeft; {note}</translation>
        </message>
        <message>
            <source>Call Yaniv with {value} — about {risk}% chance someone matches it</source>
            <translation>Roep Yaniv met {value} — ongeveer {risk}% kans dat iemand evenveel heeft</translation>
        </message>
        <message>
            <source>Throw {cards} and take {card}: {note}</source>
            <translation>Leg {cards} af en pak {card}: {note}</translation>
        </message>
        <message>
            <source>Throw {cards} — {points} out; keep {keep}</source>
            <translation>Leg {cards} af — {points} minder in je hand; houd {keep}</translation>
        </message>
        <message>
            <source>Throw {cards} — {points} out</source>
            <translation>Leg {cards} af — {points} minder in je hand</translation>
        </message>
        <message>
            <source>Don't call with {value} yet (Assaf risk about {risk}%). {rest}</source>
            <translation>Roep nog niet met {value} (kans op Assaf ongeveer {risk}%). {rest}</translation>
        </message>
        <message>
            <source>Take {card}: {note}</source>
            <translation>Pak {card}: {note}</translation>
        </message>
        <message>
            <source>Take {card} from the pile — with {value} in hand you may call Yaniv next turn</source>
            <translation>Pak {card} van de stapel — met {value} in je hand mag je volgende beurt Yaniv roepen</translation>
        </message>
        <message>
            <source>Take {card} from the pile — it goes with your {partner}</source>
            <translation>Pak {card} van de stapel — die past bij je {partner}</translation>
        </message>
        <message>
            <source>Take {card} from the pile — a low card, worth {value}</source>
            <translation>Pak {card} van de stapel — een lage kaart, {value} waard</translation>
        </message>
        <message>
            <source>Draw from the stock — {cards} would not help you</source>
            <translation>Trek van de stok — {cards} helpt je niet</translation>
        </message>
        <message>
            <source>Draw from the stock</source>
            <translation>Trek van de stok</translation>
        </message>
        <message>
            <source>Slap {card} down on your throw — one card fewer</source>
            <translation>Sla {card} neer op je afleg — een kaart minder</translation>
        </message>
        <message>
            <source>Your hand is worth 0: slap it down and win the round</source>
            <translation>Je hand is 0 waard: sla neer en win de ronde</translation>
        </message>
        <message>
            <source>Keep the card you drew</source>
            <translation>Houd de kaart die je trok</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>Speel verder</translation>
        </message>
        <message>
            <source>1 point</source>
            <translation>1 punt</translation>
        </message>
        <message>
            <source>even an Assaf lands you on {total} → {after}</source>
            <translation>zelfs een Assaf brengt je op {total} → {after}</translation>
        </message>
        <message>
            <source>holding {value}, losing this round lands you on {total} → {after}</source>
            <translation>met {value} in je hand brengt verlies van deze ronde je op {total} → {after}</translation>
        </message>
        <message>
            <source>call with {value} next turn; even an Assaf lands you on {total} → {after}</source>
            <translation>roep volgende beurt met {value}; zelfs een Assaf brengt je op {total} → {after}</translation>
        </message>
        <message>
            <source>{cards} to throw together</source>
            <translation>{cards} om samen af te leggen</translation>
        </message>
        <message>
            <source>{cards} for a run</source>
            <translation>{cards} voor een reeks</translation>
        </message>
        <message>
            <source>{cards} (worth {value})</source>
            <translation>{cards} ({value} waard)</translation>
        </message>
    </context>
    <context>
        <name>History</name>
        <message>
            <source>Won</source>
            <translation>Gewonnen</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Verloren</translation>
        </message>
        <message>
            <source>Unfinished</source>
            <translation>Niet afgemaakt</translation>
        </message>
        <message>
            <source>In progress</source>
            <translation>Bezig</translation>
        </message>
        <message>
            <source>Yaniv</source>
            <translation>Yaniv</translation>
        </message>
        <message>
            <source>Assaf!</source>
            <translation>Assaf!</translation>
        </message>
        <message>
            <source>False call</source>
            <translation>Valse roep</translation>
        </message>
        <message>
            <source>Slap to zero</source>
            <translation>Naar nul gelegd</translation>
        </message>
        <message>
            <source>beginner</source>
            <translation>beginner</translation>
        </message>
        <message>
            <source>intermediate</source>
            <translation>gemiddeld</translation>
        </message>
        <message>
            <source>expert</source>
            <translation>expert</translation>
        </message>
        <message>
            <source>{name} ({level})</source>
            <translation>{name} ({level})</translation>
        </message>
        <message>
            <source>{rules} (practice)</source>
            <translation>{rules} (oefening)</translation>
        </message>
    </context>
    <context>
        <name>HistoryWindow</name>
        <message>
            <source>Match history</source>
            <translation>Partijgeschiedenis</translation>
        </message>
        <message>
            <source>From: any day</source>
            <translation>Van: elke dag</translation>
        </message>
        <message>
            <source>To: any day</source>
            <translation>Tot: elke dag</translation>
        </message>
        <message>
            <source>Opponent's name</source>
            <translation>Naam van de tegenstander</translation>
        </message>
        <message>
            <source>Any level</source>
            <translation>Elk niveau</translation>
        </message>
        <message>
            <source>Any rules</source>
            <translation>Alle regels</translation>
        </message>
        <message>
            <source>Any result</source>
            <translation>Elke uitslag</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Wissen</translation>
        </message>
        <message>
            <source>Show every match</source>
            <translation>Toon alle partijen</translation>
        </message>
        <message>
            <source>Open match</source>
            <translation>Partij openen</translation>
        </message>
        <message>
            <source>Statistics…</source>
            <translation>Statistieken…</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>CSV exporteren…</translation>
        </message>
        <message>
            <source>Export JSON…</source>
            <translation>JSON exporteren…</translation>
        </message>
        <message>
            <source>Exported {matches} to {file}</source>
            <translation>{matches} geëxporteerd naar {file}</translation>
        </message>
        <message>
            <source>{matches} — not saved to disk in this session</source>
            <translation>{matches} — deze sessie niet op schijf bewaard</translation>
        </message>
        <message>
            <source>{count} of {matches}</source>
            <translation>{count} van {matches}</translation>
        </message>
        <message>
            <source>1 match</source>
            <translation>1 partij</translation>
        </message>
        <message numerus="yes">
            <source>%n matches</source>
            <translation>
                <numerusform>%n partij</numerusform>
                <numerusform>%n partijen</numerusform>
            </translation>
        </message>
        <message>
            <source>Export history as {kind}</source>
            <translation>Geschiedenis exporteren als {kind}</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV-bestanden (*.csv)</translation>
        </message>
        <message>
            <source>JSON files (*.json)</source>
            <translation>JSON-bestanden (*.json)</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>Exporteren mislukt</translation>
        </message>
        <message>
            <source>Cannot write {file}: {error}.</source>
            <translation>Kan {file} niet schrijven: {error}.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Yaniv — {names}</source>
            <translation>Yaniv — {names}</translation>
        </message>
        <message>
            <source>Yaniv</source>
            <translation>Yaniv</translation>
        </message>
        <message>
            <source>Leave this match?</source>
            <translation>Deze partij verlaten?</translation>
        </message>
        <message>
            <source>The match you are playing ends here: it stays in your history as unfinished and cannot be resumed.</source>
            <translation>De partij die je speelt eindigt hier: ze blijft in je geschiedenis als onafgemaakt en kan niet worden hervat.</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Spel</translation>
        </message>
        <message>
            <source>&amp;New match…</source>
            <translation>&amp;Nieuwe partij…</translation>
        </message>
        <message>
            <source>&amp;Watch a match</source>
            <translation>Partij &amp;bekijken</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Afsluiten</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Beeld</translation>
        </message>
        <message>
            <source>&amp;Animations</source>
            <translation>&amp;Animaties</translation>
        </message>
        <message>
            <source>&amp;Coach</source>
            <translation>&amp;Coach</translation>
        </message>
        <message>
            <source>F&amp;ull screen</source>
            <translation>&amp;Volledig scherm</translation>
        </message>
        <message>
            <source>Sort my hand by &amp;rank</source>
            <translation>Mijn hand sorteren op &amp;rang</translation>
        </message>
        <message>
            <source>Sort my hand by su&amp;it</source>
            <translation>Mijn hand sorteren op &amp;kleur</translation>
        </message>
        <message>
            <source>&amp;Slow moves</source>
            <translation>&amp;Langzame zetten</translation>
        </message>
        <message>
            <source>&amp;Normal moves</source>
            <translation>&amp;Normale zetten</translation>
        </message>
        <message>
            <source>&amp;Fast moves</source>
            <translation>&amp;Snelle zetten</translation>
        </message>
        <message>
            <source>&amp;Decks…</source>
            <translation>&amp;Kaartspellen…</translation>
        </message>
        <message>
            <source>&amp;History…</source>
            <translation>&amp;Geschiedenis…</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>Stat&amp;istieken…</translation>
        </message>
        <message>
            <source>Small cards</source>
            <translation>Kleine kaarten</translation>
        </message>
        <message>
            <source>Medium cards</source>
            <translation>Middelgrote kaarten</translation>
        </message>
        <message>
            <source>Large cards</source>
            <translation>Grote kaarten</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Taal</translation>
        </message>
        <message>
            <source>&amp;Undo my last turn</source>
            <translation>Mijn laatste beurt &amp;ongedaan maken</translation>
        </message>
        <message>
            <source>S&amp;ound</source>
            <translation>&amp;Geluid</translation>
        </message>
        <message>
            <source>&amp;Tutorial</source>
            <translation>&amp;Les</translation>
        </message>
        <message>
            <source>&amp;Welcome…</source>
            <translation>&amp;Welkom…</translation>
        </message>
        <message>
            <source>Quiet</source>
            <translation>Stil</translation>
        </message>
        <message>
            <source>Soft</source>
            <translation>Zacht</translation>
        </message>
        <message>
            <source>Normal volume</source>
            <translation>Normaal volume</translation>
        </message>
        <message>
            <source>Loud</source>
            <translation>Luid</translation>
        </message>
        <message>
            <source>Green felt</source>
            <translation>Groen vilt</translation>
        </message>
        <message>
            <source>Blue felt</source>
            <translation>Blauw vilt</translation>
        </message>
        <message>
            <source>Red felt</source>
            <translation>Rood vilt</translation>
        </message>
        <message>
            <source>Wooden table</source>
            <translation>Houten tafel</translation>
        </message>
        <message>
            <source>Dark felt</source>
            <translation>Donker vilt</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>Hoog contrast</translation>
        </message>
        <message>
            <source>Keep my hand as I arrange it</source>
            <translation>Mijn hand houden zoals ik hem leg</translation>
        </message>
        <message>
            <source>Always sort by rank</source>
            <translation>Altijd sorteren op rang</translation>
        </message>
        <message>
            <source>Always sort by suit</source>
            <translation>Altijd sorteren op kleur</translation>
        </message>
        <message>
            <source>Same as the system</source>
            <translation>Zoals het systeem</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Regels</translation>
        </message>
        <message>
            <source>&amp;About Yaniv Desktop</source>
            <translation>&amp;Over Yaniv Desktop</translation>
        </message>
        <message>
            <source>Click to hide</source>
            <translation>Klik om te verbergen</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>Probleem</translation>
        </message>
    </context>
    <context>
        <name>MatchKeeper</name>
        <message>
            <source>This match cannot be saved right now; you can play on, but it will not be in the history.</source>
            <translation>Deze partij kan nu niet bewaard worden; je kunt doorspelen, maar ze komt niet in de geschiedenis.</translation>
        </message>
    </context>
    <context>
        <name>MatchListModel</name>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Tegenstanders</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regels</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Rondes</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Uitslag</translation>
        </message>
        <message>
            <source>Your total</source>
            <translation>Jouw totaal</translation>
        </message>
        <message>
            <source>Players: {players}</source>
            <translation>Spelers: {players}</translation>
        </message>
        <message>
            <source>Final totals: {totals}</source>
            <translation>Eindstand: {totals}</translation>
        </message>
        <message>
            <source>Winner: {name}</source>
            <translation>Winnaar: {name}</translation>
        </message>
    </context>
    <context>
        <name>MatchOverDialog</name>
        <message>
            <source>Match over</source>
            <translation>Partij voorbij</translation>
        </message>
        <message>
            <source>{place}.</source>
            <translation>{place}.</translation>
        </message>
        <message>
            <source>Totals after each round</source>
            <translation>De standen na elke ronde</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Opnieuw spelen</translation>
        </message>
    </context>
    <context>
        <name>MatchPage</name>
        <message>
            <source>Match of {date}</source>
            <translation>Partij van {date}</translation>
        </message>
        <message>
            <source>{hours} h {minutes} min</source>
            <translation>{hours} u {minutes} min</translation>
        </message>
        <message>
            <source>{minutes} min</source>
            <translation>{minutes} min</translation>
        </message>
        <message>
            <source>winner {name}</source>
            <translation>winnaar {name}</translation>
        </message>
        <message>
            <source>{rules} rules · {rounds}</source>
            <translation>Regels: {rules} · {rounds}</translation>
        </message>
        <message>
            <source>1 round</source>
            <translation>1 ronde</translation>
        </message>
        <message numerus="yes">
            <source>%n rounds</source>
            <translation>
                <numerusform>%n ronde</numerusform>
                <numerusform>%n rondes</numerusform>
            </translation>
        </message>
        <message>
            <source>decks: {decks}</source>
            <translation>kaartspellen: {decks}</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Rondes</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Herhaling</translation>
        </message>
    </context>
    <context>
        <name>NewMatchDialog</name>
        <message>
            <source>Person</source>
            <translation>Persoon</translation>
        </message>
        <message>
            <source>Computer · Beginner</source>
            <translation>Computer · Beginner</translation>
        </message>
        <message>
            <source>Computer · Intermediate</source>
            <translation>Computer · Gemiddeld</translation>
        </message>
        <message>
            <source>Computer · Expert</source>
            <translation>Computer · Expert</translation>
        </message>
        <message>
            <source>Name of seat {number}</source>
            <translation>Naam op plaats {number}</translation>
        </message>
        <message>
            <source>The player's name at the table</source>
            <translation>De naam van de speler aan tafel</translation>
        </message>
        <message>
            <source>Who plays seat {number}</source>
            <translation>Wie speelt op plaats {number}</translation>
        </message>
        <message>
            <source>A person at this screen, or a computer player and its level</source>
            <translation>Een persoon aan dit scherm, of een computerspeler en zijn niveau</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>New match</source>
            <translation>Nieuwe partij</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spelers</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Speler toevoegen</translation>
        </message>
        <message>
            <source>Add a player</source>
            <translation>Een speler toevoegen</translation>
        </message>
        <message>
            <source>Seat one more player (up to 8)</source>
            <translation>Nog een speler aan tafel (tot 8)</translation>
        </message>
        <message>
            <source>Remove player</source>
            <translation>Speler verwijderen</translation>
        </message>
        <message>
            <source>Remove the last player</source>
            <translation>De laatste speler verwijderen</translation>
        </message>
        <message>
            <source>Take away the last seat (at least 2 players)</source>
            <translation>Haal de laatste plaats weg (minstens 2 spelers)</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Tafel</translation>
        </message>
        <message>
            <source>Rules preset</source>
            <translation>Regelset</translation>
        </message>
        <message>
            <source>A named set of house rules; every option can still be changed</source>
            <translation>Een benoemde set huisregels; elke optie kan nog gewijzigd worden</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regels</translation>
        </message>
        <message>
            <source>Practice: Undo (Ctrl+Z) takes back my turns</source>
            <translation>Oefenen: Ongedaan maken (Ctrl+Z) neemt mijn beurten terug</translation>
        </message>
        <message>
            <source>For one person against computer players; the match is marked as practice in the history and the statistics</source>
            <translation>Voor één persoon tegen computerspelers; de partij wordt in de geschiedenis en de statistieken als oefening gemarkeerd</translation>
        </message>
        <message>
            <source>Deck {number}</source>
            <translation>Kaartspel {number}</translation>
        </message>
        <message>
            <source>The picture deck for this physical deck; two decks may differ</source>
            <translation>Het plaatjesspel voor dit echte kaartspel; twee spellen mogen verschillen</translation>
        </message>
        <message>
            <source>Table colour</source>
            <translation>Tafelkleur</translation>
        </message>
        <message>
            <source>The colour of the table cloth</source>
            <translation>De kleur van het tafelkleed</translation>
        </message>
        <message>
            <source>Rules of this match</source>
            <translation>Regels van deze partij</translation>
        </message>
        <message>
            <source>Problem with these choices</source>
            <translation>Probleem met deze keuzes</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Delen</translation>
        </message>
        <message>
            <source>Start the match</source>
            <translation>Begin de partij</translation>
        </message>
        <message>
            <source>Deal the first round</source>
            <translation>Deel de eerste ronde</translation>
        </message>
        <message>
            <source>Keep the match you have</source>
            <translation>Houd je huidige partij</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>Kaartspel</translation>
        </message>
        <message>
            <source>At least one seat must be a person (to watch computers play, use Watch a match).</source>
            <translation>Minstens één plaats moet een persoon zijn (gebruik Partij bekijken om computers te zien spelen).</translation>
        </message>
        <message>
            <source>{players} players × {hand} cards need more cards than one deck has: choose two decks (or automatic), fewer players or a smaller hand.</source>
            <translation>{players} spelers × {hand} kaarten vragen meer kaarten dan één kaartspel heeft: kies twee kaartspellen (of automatisch), minder spelers of een kleinere hand.</translation>
        </message>
        <message>
            <source>A Yaniv limit of 0 needs cards worth 0 (jokers, or jacks that count 0), or nobody could ever call.</source>
            <translation>Een Yaniv-grens van 0 vraagt kaarten die 0 waard zijn (jokers, of boeren die 0 tellen), anders kan niemand ooit roepen.</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>refused</source>
            <translation>geweigerd</translation>
        </message>
        <message>
            <source>Decks</source>
            <translation>Kaartspellen</translation>
        </message>
        <message>
            <source>How many decks are shuffled together. Automatic uses two from five players.</source>
            <translation>Hoeveel kaartspellen samen geschud worden. Automatisch gebruikt er twee vanaf vijf spelers.</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>Automatisch</translation>
        </message>
        <message>
            <source>One deck</source>
            <translation>Eén kaartspel</translation>
        </message>
        <message>
            <source>Two decks</source>
            <translation>Twee kaartspellen</translation>
        </message>
        <message>
            <source>Jokers per deck</source>
            <translation>Jokers per kaartspel</translation>
        </message>
        <message>
            <source>Jokers in each deck: 2 as usual, 0, or 4 ("double joker").</source>
            <translation>Jokers in elk kaartspel: 2 zoals gewoonlijk, 0 of 4 (‘dubbele joker’).</translation>
        </message>
        <message>
            <source>2</source>
            <translation>2</translation>
        </message>
        <message>
            <source>0</source>
            <translation>0</translation>
        </message>
        <message>
            <source>4 (double joker)</source>
            <translation>4 (dubbele joker)</translation>
        </message>
        <message>
            <source>Cards dealt</source>
            <translation>Gedeelde kaarten</translation>
        </message>
        <message>
            <source>Cards each player is dealt: 5, 7, or 3 for Speedy Yaniv.</source>
            <translation>Kaarten die elke speler krijgt: 5, 7 of 3 voor snelle Yaniv.</translation>
        </message>
        <message>
            <source>5</source>
            <translation>5</translation>
        </message>
        <message>
            <source>7</source>
            <translation>7</translation>
        </message>
        <message>
            <source>3 (speedy)</source>
            <translation>3 (snel)</translation>
        </message>
        <message>
            <source>Court card values</source>
            <translation>Waarde van de plaatjes</translation>
        </message>
        <message>
            <source>J, Q and K count 10 each, or 11, 12 and 13.</source>
            <translation>J, Q en K (boer, vrouw, heer) tellen elk 10, of 11, 12 en 13.</translation>
        </message>
        <message>
            <source>10 each</source>
            <translation>elk 10</translation>
        </message>
        <message>
            <source>11, 12, 13</source>
            <translation>11, 12, 13</translation>
        </message>
        <message>
            <source>Jacks count 0</source>
            <translation>Boeren tellen 0</translation>
        </message>
        <message>
            <source>Nepal: jacks are worth 0 points.</source>
            <translation>Nepal: boeren zijn 0 punten waard.</translation>
        </message>
        <message>
            <source>Jacks are wild</source>
            <translation>Boeren zijn jokers</translation>
        </message>
        <message>
            <source>Nepal: jacks replace the jokers and act as them in runs.</source>
            <translation>Nepal: boeren vervangen de jokers en werken zoals zij in reeksen.</translation>
        </message>
        <message>
            <source>Direction of play</source>
            <translation>Speelrichting</translation>
        </message>
        <message>
            <source>The order in which players take their turns.</source>
            <translation>De volgorde waarin spelers aan de beurt komen.</translation>
        </message>
        <message>
            <source>Clockwise</source>
            <translation>Met de klok mee</translation>
        </message>
        <message>
            <source>Counterclockwise</source>
            <translation>Tegen de klok in</translation>
        </message>
        <message>
            <source>Who starts a round</source>
            <translation>Wie een ronde begint</translation>
        </message>
        <message>
            <source>The winner of the previous round (the first round by lot), or the player after a rotating dealer.</source>
            <translation>De winnaar van de vorige ronde (de eerste ronde door loting), of de speler na een wisselende gever.</translation>
        </message>
        <message>
            <source>The last round's winner</source>
            <translation>Winnaar van de vorige ronde</translation>
        </message>
        <message>
            <source>After the dealer</source>
            <translation>Na de gever</translation>
        </message>
        <message>
            <source>Yaniv at or below</source>
            <translation>Yaniv bij of onder</translation>
        </message>
        <message>
            <source>The hand value at which you may call Yaniv (usually 7 or 5).</source>
            <translation>De handwaarde waarbij je Yaniv mag roepen (meestal 7 of 5).</translation>
        </message>
        <message>
            <source>Jokers complete sets</source>
            <translation>Jokers vullen groepen aan</translation>
        </message>
        <message>
            <source>Whether a joker may complete a set (two 9s and a joker).</source>
            <translation>Of een joker een groep mag aanvullen (twee negens en een joker).</translation>
        </message>
        <message>
            <source>Take from a thrown set</source>
            <translation>Pakken uit een gegooide groep</translation>
        </message>
        <message>
            <source>Only its first or last card, or any card of it.</source>
            <translation>Alleen de eerste of laatste kaart, of elke kaart ervan.</translation>
        </message>
        <message>
            <source>The ends only</source>
            <translation>Alleen de uiteinden</translation>
        </message>
        <message>
            <source>Any card</source>
            <translation>Elke kaart</translation>
        </message>
        <message>
            <source>Take from a thrown run</source>
            <translation>Pakken uit een gegooide reeks</translation>
        </message>
        <message>
            <source>Only its first or last card, or any card of it (Nepal).</source>
            <translation>Alleen de eerste of laatste kaart, of elke kaart ervan (Nepal).</translation>
        </message>
        <message>
            <source>Assaf</source>
            <translation>Assaf</translation>
        </message>
        <message>
            <source>An Assaf: someone holds as little as the caller or less, and the call fails. Off: a Yaniv call always succeeds (family play).</source>
            <translation>Assaf: iemand heeft evenveel als de roeper of minder, en de roep mislukt. Uit: een Yaniv-roep lukt altijd (familiespel).</translation>
        </message>
        <message>
            <source>Assaf penalty</source>
            <translation>Assaf-straf</translation>
        </message>
        <message>
            <source>Points the caller adds to the hand after an Assaf.</source>
            <translation>Punten die de roeper na een Assaf bij zijn hand telt.</translation>
        </message>
        <message>
            <source>After an Assaf</source>
            <translation>Na een Assaf</translation>
        </message>
        <message>
            <source>The Assaf winner scores 0, or everyone but the caller scores their hand.</source>
            <translation>Wie de Assaf maakt scoort 0, of iedereen behalve de roeper scoort zijn hand.</translation>
        </message>
        <message>
            <source>The Assaf winner scores 0</source>
            <translation>Wie de Assaf maakt scoort 0</translation>
        </message>
        <message>
            <source>Everyone scores their hand</source>
            <translation>Iedereen scoort zijn hand</translation>
        </message>
        <message>
            <source>Milestones</source>
            <translation>Mijlpalen</translation>
        </message>
        <message>
            <source>What landing exactly on a round number does to a total.</source>
            <translation>Wat precies op een rond getal landen met een totaal doet.</translation>
        </message>
        <message>
            <source>100 → 50, 200 → 100</source>
            <translation>100 → 50, 200 → 100</translation>
        </message>
        <message>
            <source>50 → 25, 100 → 50</source>
            <translation>50 → 25, 100 → 50</translation>
        </message>
        <message>
            <source>Every 50 from 100 drops 50</source>
            <translation>Elke 50 vanaf 100 zakt 50</translation>
        </message>
        <message>
            <source>Every multiple of 50 halves (Australian)</source>
            <translation>Elk veelvoud van 50 halveert (Australisch)</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Geen</translation>
        </message>
        <message>
            <source>Racheli</source>
            <translation>Racheli</translation>
        </message>
        <message>
            <source>A total of exactly 50 drops to 0.</source>
            <translation>Een totaal van precies 50 zakt naar 0.</translation>
        </message>
        <message>
            <source>Milestone theft</source>
            <translation>Mijlpaaldiefstal</translation>
        </message>
        <message>
            <source>Landing on a milestone also makes the current leader add 30.</source>
            <translation>Op een mijlpaal landen laat ook de huidige koploper 30 erbij tellen.</translation>
        </message>
        <message>
            <source>Out above</source>
            <translation>Eruit boven</translation>
        </message>
        <message>
            <source>A player whose total goes over this is out.</source>
            <translation>Een speler wiens totaal hierboven komt, ligt eruit.</translation>
        </message>
        <message>
            <source>The match ends</source>
            <translation>De partij eindigt</translation>
        </message>
        <message>
            <source>When one player is left, or as soon as anyone goes over the limit.</source>
            <translation>Als er één speler over is, of zodra iemand over de grens gaat.</translation>
        </message>
        <message>
            <source>Last player standing</source>
            <translation>Laatste speler over</translation>
        </message>
        <message>
            <source>First over the limit</source>
            <translation>Eerste over de grens</translation>
        </message>
        <message>
            <source>Slap-down</source>
            <translation>Meteen leggen</translation>
        </message>
        <message>
            <source>A card drawn from the stock that matches your throw may be thrown at once.</source>
            <translation>Een kaart van de stapel die bij je worp past, mag meteen gegooid worden.</translation>
        </message>
        <message>
            <source>Slap to zero</source>
            <translation>Naar nul leggen</translation>
        </message>
        <message>
            <source>A draw that brings your hand to 0 may end the round at once.</source>
            <translation>Een trek die je hand op 0 brengt, mag de ronde meteen beëindigen.</translation>
        </message>
        <message>
            <source>Last turn after a call</source>
            <translation>Laatste beurt na een roep</translation>
        </message>
        <message>
            <source>After a call every other player gets one last turn before the hands are shown.</source>
            <translation>Na een roep krijgt elke andere speler nog één laatste beurt voordat de handen getoond worden.</translation>
        </message>
        <message>
            <source>Three zeros bonus</source>
            <translation>Drie-nullen-bonus</translation>
        </message>
        <message>
            <source>Every third successful call gives −20 (not when only two players remain).</source>
            <translation>Elke derde geslaagde roep geeft −20 (niet als er nog maar twee spelers over zijn).</translation>
        </message>
        <message>
            <source>False calls</source>
            <translation>Valse roepen</translation>
        </message>
        <message>
            <source>Refused, or allowed at a cost: the caller pays the penalty and everyone else scores 0.</source>
            <translation>Geweigerd, of toegestaan tegen een prijs: de roeper betaalt de straf en iedereen anders scoort 0.</translation>
        </message>
        <message>
            <source>on</source>
            <translation>aan</translation>
        </message>
        <message>
            <source>off</source>
            <translation>uit</translation>
        </message>
        <message>
            <source>allowed, costing {points}</source>
            <translation>toegestaan, kost {points}</translation>
        </message>
    </context>
    <context>
        <name>PhotoSlot</name>
        <message>
            <source>Choose photo…</source>
            <translation>Foto kiezen…</translation>
        </message>
        <message>
            <source>A photo from this computer; it never leaves it</source>
            <translation>Een foto van deze computer; hij verlaat hem nooit</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Verwijderen</translation>
        </message>
        <message>
            <source>This suit shows the photo for all suits again</source>
            <translation>Deze kleur toont weer de foto voor alle kleuren</translation>
        </message>
        <message>
            <source>name on the cards</source>
            <translation>naam op de kaarten</translation>
        </message>
        <message>
            <source>Name on the cards</source>
            <translation>Naam op de kaarten</translation>
        </message>
        <message>
            <source>Printed on the cards under the picture</source>
            <translation>Wordt op de kaarten onder de afbeelding gedrukt</translation>
        </message>
        <message>
            <source>Same frame as the deck</source>
            <translation>Zelfde rand als het spel</translation>
        </message>
        <message>
            <source>The frame and colours of these cards: grandpa's community for the kings, grandma's for the queens</source>
            <translation>De rand en kleuren van deze kaarten: opa's gemeenschap voor de heren, oma's voor de vrouwen</translation>
        </message>
        <message>
            <source>Frame of these cards</source>
            <translation>Rand van deze kaarten</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Alle</translation>
        </message>
        <message>
            <source>The photo for every suit without one of its own</source>
            <translation>De foto voor elke kleur zonder eigen foto</translation>
        </message>
        <message>
            <source>A photo for the {suit} card only</source>
            <translation>Een foto alleen voor de {suit}kaart</translation>
        </message>
        <message>
            <source>No photo for all suits: a suit without a photo of its own shows the first suit's photo</source>
            <translation>Geen foto voor alle kleuren: een kleur zonder eigen foto toont de foto van de eerste kleur</translation>
        </message>
        <message>
            <source>No photo of its own: this suit shows the photo for all suits</source>
            <translation>Geen eigen foto: deze kleur toont de foto voor alle kleuren</translation>
        </message>
    </context>
    <context>
        <name>PlayersModel</name>
        <message>
            <source>out</source>
            <translation>eruit</translation>
        </message>
        <message>
            <source>{marker}{name} · {level} · {status} · {total}</source>
            <translation>{marker}{name} · {level} · {status} · {total}</translation>
        </message>
    </context>
    <context>
        <name>Presets</name>
        <message>
            <source>Israeli (default)</source>
            <translation>Israëlisch (standaard)</translation>
        </message>
        <message>
            <source>Classic (McLeod)</source>
            <translation>Klassiek (McLeod)</translation>
        </message>
        <message>
            <source>Swedish</source>
            <translation>Zweeds</translation>
        </message>
        <message>
            <source>Dutch</source>
            <translation>Nederlands</translation>
        </message>
        <message>
            <source>Nepali Jhyap / Dhumbal</source>
            <translation>Nepalees Jhyap / Dhumbal</translation>
        </message>
        <message>
            <source>Speedy</source>
            <translation>Snel</translation>
        </message>
        <message>
            <source>Family</source>
            <translation>Familie</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>Cards dealt; {name} starts</source>
            <translation>De kaarten zijn gedeeld; {name} begint</translation>
        </message>
        <message>
            <source>Cards dealt; you start</source>
            <translation>De kaarten zijn gedeeld; jij begint</translation>
        </message>
        <message>
            <source>{name} calls Yaniv!</source>
            <translation>{name} roept Yaniv!</translation>
        </message>
        <message>
            <source>You call Yaniv!</source>
            <translation>Jij roept Yaniv!</translation>
        </message>
        <message>
            <source>{name} throws {cards}</source>
            <translation>{name} legt {cards} af</translation>
        </message>
        <message>
            <source>You throw {cards}</source>
            <translation>Jij legt {cards} af</translation>
        </message>
        <message>
            <source>{name} draws {card} from the stock</source>
            <translation>{name} trekt {card} van de stok</translation>
        </message>
        <message>
            <source>You draw {card} from the stock</source>
            <translation>Jij trekt {card} van de stok</translation>
        </message>
        <message>
            <source>{name} draws from the stock</source>
            <translation>{name} trekt van de stok</translation>
        </message>
        <message>
            <source>You draw from the stock</source>
            <translation>Jij trekt van de stok</translation>
        </message>
        <message>
            <source>{name} takes {card}</source>
            <translation>{name} pakt {card}</translation>
        </message>
        <message>
            <source>You take {card}</source>
            <translation>Jij pakt {card}</translation>
        </message>
        <message>
            <source>{name} slaps down {card}</source>
            <translation>{name} slaat {card} neer</translation>
        </message>
        <message>
            <source>You slap down {card}</source>
            <translation>Jij slaat {card} neer</translation>
        </message>
        <message>
            <source>{name} slaps down to zero</source>
            <translation>{name} slaat neer tot nul</translation>
        </message>
        <message>
            <source>You slap down to zero</source>
            <translation>Jij slaat neer tot nul</translation>
        </message>
        <message>
            <source>{name} keeps the card</source>
            <translation>{name} houdt de kaart</translation>
        </message>
        <message>
            <source>You keep the card</source>
            <translation>Jij houdt de kaart</translation>
        </message>
        <message>
            <source>Assaf! {by} has {low}, {caller} had {value}</source>
            <translation>Assaf! {by} heeft {low}, {caller} had {value}</translation>
        </message>
        <message>
            <source>Assaf! You have {low}, {caller} had {value}</source>
            <translation>Assaf! Jij hebt {low}, {caller} had {value}</translation>
        </message>
        <message>
            <source>Assaf! {by} has {low}, you had {value}</source>
            <translation>Assaf! {by} heeft {low}, jij had {value}</translation>
        </message>
        <message>
            <source>false call by {caller} with {value}</source>
            <translation>valse roep van {caller} met {value}</translation>
        </message>
        <message>
            <source>your false call with {value}</source>
            <translation>jouw valse roep met {value}</translation>
        </message>
        <message>
            <source>{caller} wins the round with {value}</source>
            <translation>{caller} wint de ronde met {value}</translation>
        </message>
        <message>
            <source>You win the round with {value}</source>
            <translation>Jij wint de ronde met {value}</translation>
        </message>
        <message>
            <source>third successful call: {name} scores {bonus}</source>
            <translation>derde geslaagde roep: {name} krijgt {bonus}</translation>
        </message>
        <message>
            <source>third successful call: you score {bonus}</source>
            <translation>derde geslaagde roep: jij krijgt {bonus}</translation>
        </message>
    </context>
    <context>
        <name>ReplayView</name>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>Hand</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Waarde</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Totaal</translation>
        </message>
        <message>
            <source>Last throw</source>
            <translation>Laatste worp</translation>
        </message>
        <message>
            <source>First move (Home)</source>
            <translation>Eerste zet (Home)</translation>
        </message>
        <message>
            <source>◀◀ Round</source>
            <translation>◀◀ Ronde</translation>
        </message>
        <message>
            <source>Previous round (Page Up)</source>
            <translation>Vorige ronde (Page Up)</translation>
        </message>
        <message>
            <source>Previous move (←)</source>
            <translation>Vorige zet (←)</translation>
        </message>
        <message>
            <source>Next move (→)</source>
            <translation>Volgende zet (→)</translation>
        </message>
        <message>
            <source>Round ▶▶</source>
            <translation>Ronde ▶▶</translation>
        </message>
        <message>
            <source>Next round (Page Down)</source>
            <translation>Volgende ronde (Page Down)</translation>
        </message>
        <message>
            <source>Last move (End)</source>
            <translation>Laatste zet (End)</translation>
        </message>
        <message>
            <source>Moves of this round</source>
            <translation>Zetten van deze ronde</translation>
        </message>
        <message>
            <source>This match has no moves to replay.</source>
            <translation>Deze partij heeft geen zetten om af te spelen.</translation>
        </message>
        <message>
            <source>Round {number}</source>
            <translation>Ronde {number}</translation>
        </message>
        <message>
            <source>out</source>
            <translation>eruit</translation>
        </message>
        <message>
            <source>{name} (you)</source>
            <translation>{name} (jij)</translation>
        </message>
        <message>
            <source>stock: {count}</source>
            <translation>stapel: {count}</translation>
        </message>
        <message>
            <source>move {number} of {last}</source>
            <translation>zet {number} van {last}</translation>
        </message>
    </context>
    <context>
        <name>RevealSheet</name>
        <message>
            <source>Next round</source>
            <translation>Volgende ronde</translation>
        </message>
        <message>
            <source>Deal the next round (N)</source>
            <translation>Deel de volgende ronde (N)</translation>
        </message>
        <message>
            <source>Look at the table</source>
            <translation>Naar de tafel kijken</translation>
        </message>
        <message>
            <source>Hide this sheet; the hands stay face up on the table</source>
            <translation>Verberg dit overzicht; de handen blijven open op tafel liggen</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>Hand</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Waarde</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punten</translation>
        </message>
        <message>
            <source>New total</source>
            <translation>Nieuw totaal</translation>
        </message>
        <message>
            <source>Yaniv!</source>
            <translation>Yaniv!</translation>
        </message>
        <message>
            <source>caught by an Assaf</source>
            <translation>betrapt met een Assaf</translation>
        </message>
        <message>
            <source>Assaf: the lowest hand</source>
            <translation>Assaf: de laagste hand</translation>
        </message>
        <message>
            <source>a false call</source>
            <translation>een valse roep</translation>
        </message>
        <message>
            <source>slapped to zero</source>
            <translation>naar nul geslagen</translation>
        </message>
    </context>
    <context>
        <name>RoundsModel</name>
        <message>
            <source>Round</source>
            <translation>Ronde</translation>
        </message>
        <message>
            <source>Called by</source>
            <translation>Geroepen door</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>Afloop</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Opmerkingen</translation>
        </message>
        <message>
            <source>Assaf! by you</source>
            <translation>Assaf! door jou</translation>
        </message>
        <message>
            <source>Assaf! by {name}</source>
            <translation>Assaf! door {name}</translation>
        </message>
        <message>
            <source>out</source>
            <translation>eruit</translation>
        </message>
        <message>
            <source>{name}: hand of {value}</source>
            <translation>{name}: hand van {value}</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>Rules of this match</source>
            <translation>Regels van deze partij</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regels</translation>
        </message>
        <message>
            <source>How this match is played</source>
            <translation>Hoe deze partij gespeeld wordt</translation>
        </message>
        <message>
            <source>Back to the table</source>
            <translation>Terug naar de tafel</translation>
        </message>
    </context>
    <context>
        <name>RulesPage</name>
        <message>
            <source>any card</source>
            <translation>elke kaart</translation>
        </message>
        <message>
            <source>only the first or the last card</source>
            <translation>alleen de eerste of de laatste kaart</translation>
        </message>
        <message>
            <source>A call always wins: the caller scores 0 and everyone else scores their hand.</source>
            <translation>Een roep wint altijd: de roeper scoort 0 en iedereen anders scoort zijn hand.</translation>
        </message>
        <message>
            <source>the Assaf winner scores 0 and everyone else their hand</source>
            <translation>wie de Assaf maakt scoort 0 en iedereen anders zijn hand</translation>
        </message>
        <message>
            <source>everyone else scores their hand</source>
            <translation>iedereen anders scoort zijn hand</translation>
        </message>
        <message>
            <source>If nobody holds as little or less, the caller scores 0 and everyone else their hand. If someone holds the same or less, that is an &lt;b&gt;Assaf&lt;/b&gt;: the caller scores the hand plus {penalty}, and {others}.</source>
            <translation>Als niemand evenveel of minder heeft, scoort de roeper 0 en iedereen anders zijn hand. Heeft iemand evenveel of minder, dan is dat een &lt;b&gt;Assaf&lt;/b&gt;: de roeper scoort zijn hand plus {penalty}, en {others}.</translation>
        </message>
        <message>
            <source>You may also call above the limit, but that false call costs you {penalty} and everyone else scores 0.</source>
            <translation>Je mag ook boven de grens roepen, maar die valse roep kost je {penalty} en iedereen anders scoort 0.</translation>
        </message>
        <message>
            <source>After a call everyone else has one last turn.</source>
            <translation>Na een roep krijgt iedereen anders nog één laatste beurt.</translation>
        </message>
        <message>
            <source>two decks</source>
            <translation>twee kaartspellen</translation>
        </message>
        <message>
            <source>one deck</source>
            <translation>één kaartspel</translation>
        </message>
        <message>
            <source>no jokers</source>
            <translation>geen jokers</translation>
        </message>
        <message>
            <source>{count} jokers per deck (worth 0)</source>
            <translation>{count} jokers per kaartspel (0 waard)</translation>
        </message>
        <message>
            <source>J, Q, K 11, 12, 13</source>
            <translation>J, Q, K 11, 12, 13</translation>
        </message>
        <message>
            <source>J, Q, K 10 each</source>
            <translation>J, Q, K elk 10</translation>
        </message>
        <message>
            <source>Ace counts 1, 2–10 their number, {courts}</source>
            <translation>Aas telt 1, 2–10 hun getal, {courts}</translation>
        </message>
        <message>
            <source>; jacks count 0</source>
            <translation>; boeren tellen 0</translation>
        </message>
        <message>
            <source>Jokers and jacks</source>
            <translation>Jokers en boeren</translation>
        </message>
        <message>
            <source>Jokers</source>
            <translation>Jokers</translation>
        </message>
        <message>
            <source>{wild} may stand in for any card of a run and complete a set.</source>
            <translation>{wild} kunnen elke kaart van een reeks vervangen en een groep aanvullen.</translation>
        </message>
        <message>
            <source>{wild} may stand in for any card of a run.</source>
            <translation>{wild} kunnen elke kaart van een reeks vervangen.</translation>
        </message>
        <message>
            <source>the last player left wins.</source>
            <translation>de laatste speler die overblijft wint.</translation>
        </message>
        <message>
            <source>the match ends when anyone goes over, and the lowest total wins.</source>
            <translation>de partij eindigt als iemand over de grens gaat, en het laagste totaal wint.</translation>
        </message>
        <message>
            <source>Points add up. Over {limit} you are out; {ending} Milestones: {milestones}.</source>
            <translation>Punten tellen op. Boven {limit} lig je eruit; {ending} Mijlpalen: {milestones}.</translation>
        </message>
        <message>
            <source>Racheli: exactly 50 drops to 0.</source>
            <translation>Racheli: precies 50 zakt naar 0.</translation>
        </message>
        <message>
            <source>Landing on a milestone makes the leader add 30.</source>
            <translation>Op een mijlpaal landen laat de koploper 30 erbij tellen.</translation>
        </message>
        <message>
            <source>Every third successful call gives −20.</source>
            <translation>Elke derde geslaagde roep geeft −20.</translation>
        </message>
        <message>
            <source>Yaniv</source>
            <translation>Yaniv</translation>
        </message>
        <message>
            <source>Get your hand as low as you can, then call &lt;b&gt;Yaniv&lt;/b&gt;. Each player gets {hand} cards from {decks} with {jokers}.</source>
            <translation>Krijg je hand zo laag mogelijk en roep dan &lt;b&gt;Yaniv&lt;/b&gt;. Elke speler krijgt {hand} kaarten uit {decks} met {jokers}.</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Jouw beurt</translation>
        </message>
        <message>
            <source>First throw one card, a &lt;b&gt;set&lt;/b&gt; (two or more of the same rank) or a &lt;b&gt;run&lt;/b&gt; (three or more in a row of one suit; the ace is low, so Q-K-A is not a run).</source>
            <translation>Gooi eerst één kaart, een &lt;b&gt;groep&lt;/b&gt; (twee of meer van dezelfde waarde) of een &lt;b&gt;reeks&lt;/b&gt; (drie of meer op volgorde van één kleur; de aas is laag, dus Q-K-A is geen reeks).</translation>
        </message>
        <message>
            <source>Then take one card: the top of the stock, or one card of the previous player's throw — from a set {take_set}, from a run {take_run}.</source>
            <translation>Pak dan één kaart: de bovenste van de stapel, of één kaart uit de worp van de vorige speler — uit een groep {take_set}, uit een reeks {take_run}.</translation>
        </message>
        <message>
            <source>Calling Yaniv</source>
            <translation>Yaniv roepen</translation>
        </message>
        <message>
            <source>At the start of your turn, with a hand of {limit} or less, you may call Yaniv instead of throwing.</source>
            <translation>Aan het begin van je beurt, met een hand van {limit} of minder, mag je Yaniv roepen in plaats van te gooien.</translation>
        </message>
        <message>
            <source>The match</source>
            <translation>De partij</translation>
        </message>
        <message>
            <source>a card you draw from the stock that matches your throw may be slapped down at once</source>
            <translation>een kaart die je van de stapel trekt en bij je worp past, mag je meteen leggen</translation>
        </message>
        <message>
            <source>a draw that brings your hand to 0 may end the round as a won call</source>
            <translation>een trek die je hand op 0 brengt, mag de ronde beëindigen als een gewonnen roep</translation>
        </message>
        <message>
            <source>Also: {extras}.</source>
            <translation>Verder: {extras}.</translation>
        </message>
        <message>
            <source>All the options of this match</source>
            <translation>Alle opties van deze partij</translation>
        </message>
    </context>
    <context>
        <name>ScoreboardModel</name>
        <message>
            <source>Total</source>
            <translation>Totaal</translation>
        </message>
        <message>
            <source>You are out</source>
            <translation>Jij ligt eruit</translation>
        </message>
        <message>
            <source>{name} is out</source>
            <translation>{name} ligt eruit</translation>
        </message>
        <message>
            <source>Assaf!</source>
            <translation>Assaf!</translation>
        </message>
    </context>
    <context>
        <name>Seats</name>
        <message>
            <source>Beginner</source>
            <translation>Beginner</translation>
        </message>
        <message>
            <source>Intermediate</source>
            <translation>Gemiddeld</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Expert</translation>
        </message>
        <message>
            <source>person</source>
            <translation>persoon</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Jij</translation>
        </message>
    </context>
    <context>
        <name>SidePanel</name>
        <message>
            <source>Players</source>
            <translation>Spelers</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Scores</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Zetten</translation>
        </message>
        <message>
            <source>The players, their cards and totals</source>
            <translation>De spelers, hun kaarten en totalen</translation>
        </message>
        <message>
            <source>Scoreboard</source>
            <translation>Scorebord</translation>
        </message>
        <message>
            <source>Points per round; ↓ marks a milestone, ✗ an elimination</source>
            <translation>Punten per ronde; ↓ markeert een mijlpaal, ✗ een uitschakeling</translation>
        </message>
        <message>
            <source>Move log</source>
            <translation>Zettenlog</translation>
        </message>
        <message>
            <source>Every move, in words</source>
            <translation>Elke zet, in woorden</translation>
        </message>
    </context>
    <context>
        <name>StatisticsWindow</name>
        <message>
            <source>{value}%</source>
            <translation>{value}%</translation>
        </message>
        <message>
            <source>1 win in a row</source>
            <translation>1 keer gewonnen op rij</translation>
        </message>
        <message>
            <source>1 loss in a row</source>
            <translation>1 keer verloren op rij</translation>
        </message>
        <message numerus="yes">
            <source>%n wins in a row</source>
            <translation>
                <numerusform>%n keer gewonnen op rij</numerusform>
                <numerusform>%n keer gewonnen op rij</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n losses in a row</source>
            <translation>
                <numerusform>%n keer verloren op rij</numerusform>
                <numerusform>%n keer verloren op rij</numerusform>
            </translation>
        </message>
        <message>
            <source>Your statistics</source>
            <translation>Jouw statistieken</translation>
        </message>
        <message>
            <source>Matches</source>
            <translation>Partijen</translation>
        </message>
        <message>
            <source>Matches finished</source>
            <translation>Partijen afgemaakt</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Gewonnen</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Winstpercentage</translation>
        </message>
        <message>
            <source>Left unfinished</source>
            <translation>Niet afgemaakt</translation>
        </message>
        <message>
            <source>Practice matches (not counted)</source>
            <translation>Oefenpartijen (tellen niet mee)</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Rondes</translation>
        </message>
        <message>
            <source>Rounds played</source>
            <translation>Rondes gespeeld</translation>
        </message>
        <message>
            <source>Rounds won</source>
            <translation>Rondes gewonnen</translation>
        </message>
        <message>
            <source>Yaniv calls</source>
            <translation>Yaniv-roepen</translation>
        </message>
        <message>
            <source>Successful calls</source>
            <translation>Geslaagde roepen</translation>
        </message>
        <message>
            <source>Assafed (of your calls)</source>
            <translation>Geassaft (van je roepen)</translation>
        </message>
        <message>
            <source>Assafs you made</source>
            <translation>Assafs die jij maakte</translation>
        </message>
        <message>
            <source>Average points per round</source>
            <translation>Gemiddelde punten per ronde</translation>
        </message>
        <message>
            <source>Milestones and streaks</source>
            <translation>Mijlpalen en reeksen</translation>
        </message>
        <message>
            <source>Milestones hit</source>
            <translation>Mijlpalen geraakt</translation>
        </message>
        <message>
            <source>Racheli</source>
            <translation>Racheli</translation>
        </message>
        <message>
            <source>Three-zeros bonus</source>
            <translation>Drie-nullen-bonus</translation>
        </message>
        <message>
            <source>Longest winning streak</source>
            <translation>Langste winstreeks</translation>
        </message>
        <message>
            <source>Longest losing streak</source>
            <translation>Langste verliesreeks</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>Nu</translation>
        </message>
        <message>
            <source>Computer level</source>
            <translation>Computerniveau</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regels</translation>
        </message>
        <message>
            <source>By computer level</source>
            <translation>Per computerniveau</translation>
        </message>
        <message>
            <source>By rules</source>
            <translation>Per regels</translation>
        </message>
        <message>
            <source>Win rate over time</source>
            <translation>Winstpercentage in de tijd</translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message>
            <source>the disk is full</source>
            <translation>de schijf is vol</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <translation>de schijf is alleen-lezen</translation>
        </message>
        <message>
            <source>permission denied (the folder is read-only)</source>
            <translation>toegang geweigerd (de map is alleen-lezen)</translation>
        </message>
        <message>
            <source>the folder does not exist and cannot be created</source>
            <translation>de map bestaat niet en kan niet worden aangemaakt</translation>
        </message>
        <message>
            <source>Cannot save the match in progress to {path}: {reason}. You can keep playing, but if the game closes this match cannot be resumed.</source>
            <translation>Kan de lopende partij niet opslaan in {path}: {reason}. Je kunt verder spelen, maar als het spel sluit, kan deze partij niet worden hervat.</translation>
        </message>
        <message>
            <source>cannot be read ({reason})</source>
            <translation>kan niet worden gelezen ({reason})</translation>
        </message>
        <message>
            <source>is nested more than {depth} levels deep</source>
            <translation>is meer dan {depth} niveaus diep genest</translation>
        </message>
        <message>
            <source>is damaged (at line {line}, column {column})</source>
            <translation>is beschadigd (op regel {line}, kolom {column})</translation>
        </message>
        <message>
            <source>holds a number too long to read ({detail})</source>
            <translation>bevat een getal dat te lang is om te lezen ({detail})</translation>
        </message>
        <message>
            <source>is not a saved match</source>
            <translation>bevat geen opgeslagen partij</translation>
        </message>
        <message>
            <source>was written by a newer version of Yaniv Desktop (version {version})</source>
            <translation>is geschreven door een nieuwere versie van Yaniv Desktop (versie {version})</translation>
        </message>
        <message>
            <source>cannot be replayed ({error})</source>
            <translation>kan niet opnieuw worden afgespeeld ({error})</translation>
        </message>
        <message>
            <source>names {players} players for {seats} seats</source>
            <translation>noemt {players} spelers voor {seats} plaatsen</translation>
        </message>
        <message>
            <source>The saved match in progress {path} had wrong values for {fields}; the match resumes without them.</source>
            <translation>De bewaarde partij {path} had verkeerde waarden voor {fields}; de partij gaat verder zonder.</translation>
        </message>
        <message>
            <source>it was moved to {aside}</source>
            <translation>het is verplaatst naar {aside}</translation>
        </message>
        <message>
            <source>it could not be moved aside ({reason})</source>
            <translation>het kon niet opzij worden gezet ({reason})</translation>
        </message>
        <message>
            <source>The saved match in progress {path} {what}; {where}. It cannot be resumed.</source>
            <translation>Het opslagbestand van de lopende partij {path} {what}; {where}. De partij kan niet worden hervat.</translation>
        </message>
        <message>
            <source>Cannot remove the finished match's save {path}: {reason}.</source>
            <translation>Kan het opslagbestand van de afgelopen partij {path} niet verwijderen: {reason}.</translation>
        </message>
        <message>
            <source>The match history {path} holds a damaged match (number {match}): its {field} {what}. It is listed with what could be read; the other matches are not affected.</source>
            <translation>De partijgeschiedenis {path} bevat een beschadigde partij (nummer {match}): haar {field} {what}. Ze wordt getoond met wat gelezen kon worden; de andere partijen zijn niet aangetast.</translation>
        </message>
        <message>
            <source>Match {match} in the match history {path} cannot be shown: its {field} {what}. The other matches are not affected.</source>
            <translation>Partij {match} in de partijgeschiedenis {path} kan niet worden getoond: haar {field} {what}. De andere partijen zijn niet aangetast.</translation>
        </message>
        <message>
            <source>holds a wrong value ({value})</source>
            <translation>bevat een verkeerde waarde ({value})</translation>
        </message>
        <message>
            <source>The match history {path} was written by a newer version of Yaniv Desktop ({detail}). It is left untouched; matches played now are not saved.</source>
            <translation>De partijgeschiedenis {path} is geschreven door een nieuwere versie van Yaniv Desktop ({detail}). Ze blijft onaangeroerd; partijen die je nu speelt, worden niet opgeslagen.</translation>
        </message>
        <message>
            <source>The match history {path} is damaged ({detail}) and could not be moved aside; matches played now are not saved.</source>
            <translation>De partijgeschiedenis {path} is beschadigd ({detail}) en kon niet opzij worden gezet; partijen die je nu speelt, worden niet opgeslagen.</translation>
        </message>
        <message>
            <source>The match history {path} was damaged ({detail}). It was moved to {aside} and a new, empty history was started.</source>
            <translation>De partijgeschiedenis {path} was beschadigd ({detail}). Ze is verplaatst naar {aside} en er is een nieuwe, lege geschiedenis begonnen.</translation>
        </message>
        <message>
            <source>The match history {path} is in use by another program. Your past matches are shown, but this session's matches will not be kept; close the other program and start Yaniv Desktop again.</source>
            <translation>De partijgeschiedenis {path} wordt door een ander programma gebruikt. Je eerdere partijen worden getoond, maar de partijen van deze sessie worden niet bewaard; sluit het andere programma en start Yaniv Desktop opnieuw.</translation>
        </message>
        <message>
            <source>The match history {path} is in use by another program, so it cannot be shown now; it is left as it is. Close the other program and start Yaniv Desktop again.</source>
            <translation>De partijgeschiedenis {path} wordt door een ander programma gebruikt en kan nu niet worden getoond; ze blijft zoals ze is. Sluit het andere programma en start Yaniv Desktop opnieuw.</translation>
        </message>
        <message>
            <source>Cannot save to the match history {path}: {reason}. Your past matches are shown, but this session's matches will not be kept.</source>
            <translation>Kan niet opslaan in de partijgeschiedenis {path}: {reason}. Je eerdere partijen worden getoond, maar de partijen van deze sessie worden niet bewaard.</translation>
        </message>
        <message>
            <source>Cannot save the match history to {path}: {reason}. You can play, but this session's matches will not be kept.</source>
            <translation>Kan de partijgeschiedenis niet opslaan in {path}: {reason}. Je kunt spelen, maar de partijen van deze sessie worden niet bewaard.</translation>
        </message>
        <message>
            <source>Cannot save {what} to the match history {path}: {detail}. The game goes on; it will try again after the next round.</source>
            <translation>Kan {what} niet opslaan in de partijgeschiedenis {path}: {detail}. Het spel gaat door; na de volgende ronde wordt het opnieuw geprobeerd.</translation>
        </message>
        <message>
            <source>Cannot save the new match to the match history {path}: {detail}. The game goes on, but this match may not be kept.</source>
            <translation>Kan de nieuwe partij niet opslaan in de partijgeschiedenis {path}: {detail}. Het spel gaat door, maar deze partij wordt misschien niet bewaard.</translation>
        </message>
        <message>
            <source>round {number}</source>
            <translation>ronde {number}</translation>
        </message>
        <message>
            <source>the end of the match</source>
            <translation>het einde van de partij</translation>
        </message>
        <message>
            <source>the abandoned match</source>
            <translation>de afgebroken partij</translation>
        </message>
        <message>
            <source>the deletion</source>
            <translation>het verwijderen</translation>
        </message>
        <message>
            <source>schema version {version}, this one reads up to {readable}</source>
            <translation>schemaversie {version}, deze versie leest tot en met {readable}</translation>
        </message>
        <message>
            <source>Yaniv Desktop is already running (process {pid}) with the data folder {path}. Switch to that window, or close it before starting another copy.</source>
            <translation>Yaniv Desktop draait al (proces {pid}) met de gegevensmap {path}. Ga naar dat venster, of sluit het voordat je nog een exemplaar start.</translation>
        </message>
        <message>
            <source>Yaniv Desktop is already running with the data folder {path}. Switch to that window, or close it before starting another copy.</source>
            <translation>Yaniv Desktop draait al met de gegevensmap {path}. Ga naar dat venster, of sluit het voordat je nog een exemplaar start.</translation>
        </message>
        <message>
            <source>Cannot create the folder {path}: {reason}.</source>
            <translation>Kan de map {path} niet aanmaken: {reason}.</translation>
        </message>
        <message>
            <source>Cannot save the settings to {path}: {reason}. Your changes apply until you close the game.</source>
            <translation>Kan de instellingen niet opslaan in {path}: {reason}. Je wijzigingen gelden tot je het spel sluit.</translation>
        </message>
        <message>
            <source>Cannot read the settings file {path}: {reason}; the default settings are used and changes are not saved.</source>
            <translation>Kan het instellingenbestand {path} niet lezen: {reason}; de standaardinstellingen worden gebruikt en wijzigingen worden niet opgeslagen.</translation>
        </message>
        <message>
            <source>The settings file {path} {trouble}; {where}. 1 setting kept, the others are back to their defaults.</source>
            <translation>Het instellingenbestand {path} {trouble}; {where}. Eén instelling is behouden, de andere staan weer op hun standaardwaarde.</translation>
        </message>
        <message>
            <source>The settings file {path} {trouble}; {where}. {kept} settings kept, the others are back to their defaults.</source>
            <translation>Het instellingenbestand {path} {trouble}; {where}. {kept} instellingen zijn behouden, de andere staan weer op hun standaardwaarde.</translation>
        </message>
        <message>
            <source>was written by a newer version of Yaniv Desktop (settings version {version}, this one reads up to {readable})</source>
            <translation>is geschreven door een nieuwere versie van Yaniv Desktop (instellingenversie {version}, deze versie leest tot en met {readable})</translation>
        </message>
        <message>
            <source>was damaged (not UTF-8 text)</source>
            <translation>was beschadigd (geen UTF-8-tekst)</translation>
        </message>
        <message>
            <source>was damaged or cut short (at line {line}, column {column})</source>
            <translation>was beschadigd of afgebroken (op regel {line}, kolom {column})</translation>
        </message>
        <message>
            <source>is not a settings file (no "settings" object)</source>
            <translation>is geen instellingenbestand (geen "settings"-object)</translation>
        </message>
        <message>
            <source>has no valid version number ({version})</source>
            <translation>heeft geen geldig versienummer ({version})</translation>
        </message>
        <message>
            <source>could not be upgraded from version {version} ({detail})</source>
            <translation>kon niet worden bijgewerkt vanaf versie {version} ({detail})</translation>
        </message>
        <message>
            <source>had values of the wrong type ({details})</source>
            <translation>bevatte waarden van het verkeerde type ({details})</translation>
        </message>
        <message>
            <source>Cannot create the lock file {path}: {reason}; nothing will be saved in this session.</source>
            <translation>Kan het vergrendelingsbestand {path} niet aanmaken: {reason}; in deze sessie wordt niets opgeslagen.</translation>
        </message>
        <message>
            <source>The recorded match cannot be replayed ({field}: {error}).</source>
            <translation>De opgeslagen partij kan niet opnieuw worden afgespeeld ({field}: {error}).</translation>
        </message>
    </context>
    <context>
        <name>TableColours</name>
        <message>
            <source>Green</source>
            <translation>Groen</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Blauw</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Rood</translation>
        </message>
        <message>
            <source>Wood</source>
            <translation>Hout</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Donker</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>Hoog contrast</translation>
        </message>
    </context>
    <context>
        <name>TablePanel</name>
        <message>
            <source>Not a throw: {why}</source>
            <translation>Geen geldige worp: {why}</translation>
        </message>
        <message>
            <source>Throw {cards} (a set).</source>
            <translation>Gooi {cards} (een groep).</translation>
        </message>
        <message>
            <source>Throw {cards} (a run).</source>
            <translation>Gooi {cards} (een reeks).</translation>
        </message>
        <message>
            <source>Throw {cards}.</source>
            <translation>Gooi {cards}.</translation>
        </message>
        <message>
            <source>Coach: {warning}</source>
            <translation>Coach: {warning}</translation>
        </message>
        <message>
            <source>Undo is for practice matches: tick Practice in Game → New match.</source>
            <translation>Ongedaan maken kan in oefenpartijen: vink Oefenen aan bij Spel → Nieuwe partij.</translation>
        </message>
        <message>
            <source>There is no turn of yours to take back in this round.</source>
            <translation>Er is in deze ronde geen beurt van jou om terug te nemen.</translation>
        </message>
        <message>
            <source>Your last turn was taken back: play it again.</source>
            <translation>Je laatste beurt is teruggenomen: speel hem opnieuw.</translation>
        </message>
        <message>
            <source>Press Next round to deal again.</source>
            <translation>Druk op Volgende ronde om opnieuw te delen.</translation>
        </message>
        <message>
            <source>The expert is thinking…</source>
            <translation>De expert denkt na…</translation>
        </message>
        <message>
            <source>Hint: {reason}</source>
            <translation>Tip: {reason}</translation>
        </message>
        <message>
            <source>Slap down {card}</source>
            <translation>{card} meteen leggen</translation>
        </message>
        <message>
            <source>Slap down</source>
            <translation>Meteen leggen</translation>
        </message>
        <message>
            <source>Your hand: {value}</source>
            <translation>Je hand: {value}</translation>
        </message>
        <message>
            <source>After this throw: {after}</source>
            <translation>Na deze worp: {after}</translation>
        </message>
        <message>
            <source>Your turn: choose cards to throw, or call Yaniv.</source>
            <translation>Jouw beurt: kies kaarten om te gooien, of roep Yaniv.</translation>
        </message>
        <message>
            <source>Your turn: choose cards to throw.</source>
            <translation>Jouw beurt: kies kaarten om te gooien.</translation>
        </message>
        <message>
            <source>Take a card: the stock, or a highlighted card of the last throw.</source>
            <translation>Pak een kaart: van de stapel, of een gemarkeerde kaart van de laatste worp.</translation>
        </message>
        <message>
            <source>You may slap the card down, or keep it.</source>
            <translation>Je mag de kaart meteen leggen, of houden.</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <source>Stock: {count}</source>
            <translation>Stapel: {count}</translation>
        </message>
        <message>
            <source>{cards} · {total}</source>
            <translation>{cards} · {total}</translation>
        </message>
        <message>
            <source>hand {value} · +{points}</source>
            <translation>hand {value} · +{points}</translation>
        </message>
        <message>
            <source>hand {value}</source>
            <translation>hand {value}</translation>
        </message>
        <message>
            <source> · thinking…</source>
            <translation> · denkt na…</translation>
        </message>
    </context>
    <context>
        <name>TableWidget</name>
        <message>
            <source>Card table</source>
            <translation>Kaarttafel</translation>
        </message>
        <message>
            <source>The table: click your cards to choose them, then Throw</source>
            <translation>De tafel: klik op je kaarten om ze te kiezen, daarna op Gooi</translation>
        </message>
    </context>
    <context>
        <name>TotalsChart</name>
        <message>
            <source>Each player's total after every round</source>
            <translation>Het totaal van elke speler na elke ronde</translation>
        </message>
        <message>
            <source>No round has been played yet</source>
            <translation>Er is nog geen ronde gespeeld</translation>
        </message>
        <message>
            <source>round</source>
            <translation>ronde</translation>
        </message>
        <message>
            <source>limit {limit}</source>
            <translation>grens {limit}</translation>
        </message>
        <message>
            <source>{name} ({total}, out)</source>
            <translation>{name} ({total}, eruit)</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>Step {number} of {count}</source>
            <translation>Stap {number} van {count}</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Volgende</translation>
        </message>
        <message>
            <source>Go on to the next step</source>
            <translation>Ga verder naar de volgende stap</translation>
        </message>
        <message>
            <source>Deal the next round</source>
            <translation>Deel de volgende ronde</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Klaar</translation>
        </message>
        <message>
            <source>End the tutorial and play a real match</source>
            <translation>Beëindig de les en speel een echte partij</translation>
        </message>
        <message>
            <source>Not yet: read this step, then press Next.</source>
            <translation>Nog niet: lees deze stap en druk dan op Volgende.</translation>
        </message>
        <message>
            <source>Welcome to Yaniv! You will play a short game against {name}, one move at a time. Aim for the lowest hand: an ace counts 1, a number card its number, J, Q and K count 10. Press Next.</source>
            <translation>Welkom bij Yaniv! Je speelt een korte partij tegen {name}, zet voor zet. Streef naar de laagste hand: een aas telt 1, een cijferkaart zijn cijfer, boer, vrouw en heer (J, Q, K) tellen 10. Druk op Volgende.</translation>
        </message>
        <message>
            <source>Each turn you throw, then take a card. Throw your {card}, worth 10: click it, then press Throw.</source>
            <translation>Elke beurt gooi je en pak je daarna een kaart. Gooi je {card}, 10 punten waard: klik erop en druk dan op Gooi.</translation>
        </message>
        <message>
            <source>Not that: throw only your {card}. Click it, then press Throw.</source>
            <translation>Niet die: gooi alleen je {card}. Klik erop en druk dan op Gooi.</translation>
        </message>
        <message>
            <source>Now take one card. Click the stock, the face-down pile, to draw its top card.</source>
            <translation>Pak nu één kaart. Klik op de stapel met de gesloten kaarten om de bovenste te trekken.</translation>
        </message>
        <message>
            <source>This time take from the stock: click the face-down pile.</source>
            <translation>Pak deze keer van de stapel: klik op de gesloten kaarten.</translation>
        </message>
        <message>
            <source>Two or more cards of the same rank are a set, thrown together. Click your {cards}, then press Throw.</source>
            <translation>Twee of meer kaarten van dezelfde waarde zijn een groep, die je samen gooit. Klik op je {cards} en druk dan op Gooi.</translation>
        </message>
        <message>
            <source>Throw the pair {cards} together: click both, then press Throw.</source>
            <translation>Gooi het paar {cards} samen: klik op allebei en druk dan op Gooi.</translation>
        </message>
        <message>
            <source>{name} threw {run}, a run. Try to take the {card} from its middle: click it.</source>
            <translation>{name} gooide {run}, een reeks. Probeer de {card} uit het midden te pakken: klik erop.</translation>
        </message>
        <message>
            <source>First click the {card} in the middle of the run, to see what happens.</source>
            <translation>Klik eerst op de {card} in het midden van de reeks, dan zie je wat er gebeurt.</translation>
        </message>
        <message>
            <source>Refused: from a run you may take only an end card, {first} or {last}. Take the {card}: with your {pair} it makes a new run.</source>
            <translation>Geweigerd: uit een reeks mag je alleen een kaart aan het eind pakken, {first} of {last}. Pak de {card}: met je {pair} maakt die een nieuwe reeks.</translation>
        </message>
        <message>
            <source>Take the {card}, an end of the run: with your {pair} it makes a run.</source>
            <translation>Pak de {card}, een eind van de reeks: met je {pair} maakt die een reeks.</translation>
        </message>
        <message>
            <source>Three or more cards of one suit in a row are a run. Click {cards}, then press Throw.</source>
            <translation>Drie of meer opeenvolgende kaarten van één kleur zijn een reeks. Klik op {cards} en druk dan op Gooi.</translation>
        </message>
        <message>
            <source>Throw the whole run {cards}: click all three, then press Throw.</source>
            <translation>Gooi de hele reeks {cards}: klik op alle drie en druk dan op Gooi.</translation>
        </message>
        <message>
            <source>Take a card again. {name}'s {card} would add 10 points to your hand, so click the stock.</source>
            <translation>Pak weer een kaart. De {card} van {name} zou 10 punten bij je hand doen, dus klik op de stapel.</translation>
        </message>
        <message>
            <source>The {card} would add 10 points: click the stock instead.</source>
            <translation>De {card} zou 10 punten toevoegen: klik liever op de stapel.</translation>
        </message>
        <message>
            <source>Your hand is worth {value}, as shown beside your cards. At {limit} or less you may call Yaniv at the start of your turn: press Yaniv!</source>
            <translation>Je hand is {value} waard, zoals naast je kaarten staat. Met {limit} of minder mag je aan het begin van je beurt Yaniv roepen: druk op Yaniv!</translation>
        </message>
        <message>
            <source>Your hand is low enough: press Yaniv! instead.</source>
            <translation>Je hand is laag genoeg: druk liever op Yaniv!</translation>
        </message>
        <message>
            <source>Yaniv! You had {mine} and {name} {theirs}: the lowest hand wins the round. You score 0 and {name} scores {theirs}. Points add up; over 200 you are out. Press Next to deal a new round.</source>
            <translation>Yaniv! Jij had {mine} en {name} {theirs}: de laagste hand wint de ronde. Jij krijgt 0 en {name} krijgt {theirs}. Punten tellen op; boven 200 lig je eruit. Druk op Volgende om een nieuwe ronde te delen.</translation>
        </message>
        <message>
            <source>A new round: your hand is {value}, just at the limit. Call Yaniv again and see what happens.</source>
            <translation>Een nieuwe ronde: je hand is {value}, precies op de grens. Roep weer Yaniv en kijk wat er gebeurt.</translation>
        </message>
        <message>
            <source>Press Yaniv! now: this round shows what can go wrong.</source>
            <translation>Druk nu op Yaniv!: deze ronde laat zien wat er mis kan gaan.</translation>
        </message>
        <message>
            <source>Assaf! {name} had {theirs}, no more than your {mine} (a tie counts too). The caller is caught: you score {sum} and {name} scores 0. Call when the others are likely to hold more.</source>
            <translation>Assaf! {name} had {theirs}, niet meer dan jouw {mine} (gelijkspel telt ook). De roeper is betrapt: jij krijgt {sum} en {name} krijgt 0. Roep als de anderen waarschijnlijk meer hebben.</translation>
        </message>
        <message>
            <source>That is Yaniv: throw, take, keep your hand low and call at the right moment. Press Finish to play a real match.</source>
            <translation>Dat is Yaniv: gooien, pakken, je hand laag houden en op het juiste moment roepen. Druk op Klaar om een echte partij te spelen.</translation>
        </message>
    </context>
    <context>
        <name>TutorialOverlay</name>
        <message>
            <source>Leave the tutorial</source>
            <translation>Stoppen met de les</translation>
        </message>
        <message>
            <source>Stop the tutorial and play a real match</source>
            <translation>Stop de les en speel een echte partij</translation>
        </message>
        <message>
            <source>Tutorial step</source>
            <translation>Stap in de les</translation>
        </message>
    </context>
    <context>
        <name>WatchBar</name>
        <message>
            <source>Resume</source>
            <translation>Verder</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pauze</translation>
        </message>
        <message>
            <source>Stop the computer players after their move, or let them play on</source>
            <translation>Stop de computerspelers na hun zet, of laat ze verder spelen</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>Stap</translation>
        </message>
        <message>
            <source>While paused: the next move, one at a time</source>
            <translation>Tijdens de pauze: de volgende zet, één voor één</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>Snelheid:</translation>
        </message>
        <message>
            <source>How fast the computer players move (the View menu's speed)</source>
            <translation>Hoe snel de computerspelers zetten (de snelheid uit het menu Beeld)</translation>
        </message>
        <message>
            <source>Speed of the moves</source>
            <translation>Snelheid van de zetten</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Langzaam</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normaal</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Snel</translation>
        </message>
        <message>
            <source>Show all hands</source>
            <translation>Alle handen tonen</translation>
        </message>
        <message>
            <source>Every player's cards face up, to follow their thinking</source>
            <translation>Ieders kaarten open, om hun denken te volgen</translation>
        </message>
    </context>
    <context>
        <name>WelcomeDialog</name>
        <message>
            <source>New to Yaniv</source>
            <translation>Ik ben nieuw bij Yaniv</translation>
        </message>
        <message>
            <source>One gentle opponent (Beginner): learn the game and win your share</source>
            <translation>Eén vriendelijke tegenstander (Beginner): leer het spel en win je deel</translation>
        </message>
        <message>
            <source>I know the game</source>
            <translation>Ik ken het spel</translation>
        </message>
        <message>
            <source>Three Intermediate opponents who keep pairs and runs and call with care</source>
            <translation>Drie tegenstanders van niveau Gemiddeld die paren en reeksen bewaren en voorzichtig roepen</translation>
        </message>
        <message>
            <source>Challenge me</source>
            <translation>Daag me uit</translation>
        </message>
        <message>
            <source>Three Expert opponents who read the table and know every scoring trick</source>
            <translation>Drie tegenstanders van niveau Expert die de tafel lezen en elke scoretruc kennen</translation>
        </message>
        <message>
            <source>Welcome to Yaniv Desktop</source>
            <translation>Welkom bij Yaniv Desktop</translation>
        </message>
        <message>
            <source>Welcome to Yaniv!</source>
            <translation>Welkom bij Yaniv!</translation>
        </message>
        <message>
            <source>Four quick choices and you are at the table. You can change any of them later.</source>
            <translation>Vier snelle keuzes en je zit aan tafel. Je kunt ze later allemaal nog wijzigen.</translation>
        </message>
        <message>
            <source>Your &amp;name</source>
            <translation>Je &amp;naam</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>Je naam</translation>
        </message>
        <message>
            <source>The name shown for you at the table</source>
            <translation>De naam die aan tafel voor jou wordt getoond</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Taal</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Taal</translation>
        </message>
        <message>
            <source>The language of the whole game; it changes at once</source>
            <translation>De taal van het hele spel; die verandert meteen</translation>
        </message>
        <message>
            <source>Difficulty</source>
            <translation>Moeilijkheid</translation>
        </message>
        <message>
            <source>&amp;Deck</source>
            <translation>&amp;Kaartspel</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>Kaartspel</translation>
        </message>
        <message>
            <source>The pictures on the cards; the Decks window has them all</source>
            <translation>De afbeeldingen op de kaarten; het venster Kaartspellen heeft ze allemaal</translation>
        </message>
        <message>
            <source>You can open this screen again from the Help menu.</source>
            <translation>Je kunt dit scherm later weer openen via het menu Help.</translation>
        </message>
        <message>
            <source>Start playing</source>
            <translation>Begin met spelen</translation>
        </message>
        <message>
            <source>Deal the first match with these choices</source>
            <translation>Deel de eerste partij met deze keuzes</translation>
        </message>
        <message>
            <source>Skip</source>
            <translation>Overslaan</translation>
        </message>
        <message>
            <source>Close this screen and keep the game as it is</source>
            <translation>Sluit dit scherm en laat het spel zoals het is</translation>
        </message>
    </context>
    <context>
        <name>WinRateChart</name>
        <message>
            <source>win rate per day</source>
            <translation>winstpercentage per dag</translation>
        </message>
        <message>
            <source>win rate per week</source>
            <translation>winstpercentage per week</translation>
        </message>
        <message>
            <source>win rate per month</source>
            <translation>winstpercentage per maand</translation>
        </message>
        <message>
            <source>matches finished (most in one day: {most})</source>
            <translation>partijen afgemaakt (meeste op één dag: {most})</translation>
        </message>
        <message>
            <source>matches finished (most in one week: {most})</source>
            <translation>partijen afgemaakt (meeste in één week: {most})</translation>
        </message>
        <message>
            <source>matches finished (most in one month: {most})</source>
            <translation>partijen afgemaakt (meeste in één maand: {most})</translation>
        </message>
        <message>
            <source>Your win rate in each period; the bars show how many matches you finished</source>
            <translation>Je winstpercentage per periode; de balken tonen hoeveel partijen je afmaakte</translation>
        </message>
        <message>
            <source>Finish a match to see your win rate over time</source>
            <translation>Maak een partij af om je winstpercentage in de tijd te zien</translation>
        </message>
    </context>
    <context>
        <name>WindowOpener</name>
        <message>
            <source>{file}: decks can only be added when the app can save.</source>
            <translation>{file}: kaartspellen kunnen alleen worden toegevoegd als de app kan opslaan.</translation>
        </message>
        <message>
            <source>About Yaniv Desktop</source>
            <translation>Over Yaniv Desktop</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Yaniv Desktop {version}&lt;/h3&gt;&lt;p&gt;Yaniv, the card game, played offline against computer opponents, with house rules from Israel, the Arab world, Sweden, the Netherlands and Nepal, and family decks drawn by this project.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Yaniv Desktop {version}&lt;/h3&gt;&lt;p&gt;Yaniv, het kaartspel, offline gespeeld tegen computertegenstanders, met huisregels uit Israël, de Arabische wereld, Zweden, Nederland en Nepal, en familiekaartspellen getekend door dit project.&lt;/p&gt;</translation>
        </message>
    </context>
</TS>
