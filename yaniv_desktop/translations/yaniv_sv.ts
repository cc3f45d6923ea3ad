<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE">
    <context>
        <name>ActionBar</name>
        <message>
            <source>Message</source>
            <translation>Meddelande</translation>
        </message>
        <message>
            <source>Coach</source>
            <translation>Coach</translation>
        </message>
        <message>
            <source>Go ahead</source>
            <translation>Kör</translation>
        </message>
        <message>
            <source>Make the move anyway</source>
            <translation>Gör draget ändå</translation>
        </message>
        <message>
            <source>Go ahead with this move</source>
            <translation>Gör det här draget</translation>
        </message>
        <message>
            <source>Change my move</source>
            <translation>Ändra mitt drag</translation>
        </message>
        <message>
            <source>Choose another move</source>
            <translation>Välj ett annat drag</translation>
        </message>
        <message>
            <source>Throw</source>
            <translation>Kasta</translation>
        </message>
        <message>
            <source>Throw the chosen cards (Enter)</source>
            <translation>Kasta de valda korten (Enter)</translation>
        </message>
        <message>
            <source>Throw the chosen cards</source>
            <translation>Kasta de valda korten</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Ordning</translation>
        </message>
        <message>
            <source>Change the order the chosen cards are laid in (O)</source>
            <translation>Ändra i vilken ordning de valda korten läggs (O)</translation>
        </message>
        <message>
            <source>Change the order</source>
            <translation>Ändra ordningen</translation>
        </message>
        <message>
            <source>Yaniv!</source>
            <translation>Yaniv!</translation>
        </message>
        <message>
            <source>Call Yaniv (Y)</source>
            <translation>Ropa Yaniv (Y)</translation>
        </message>
        <message>
            <source>Call Yaniv</source>
            <translation>Ropa Yaniv</translation>
        </message>
        <message>
            <source>Take from stock</source>
            <translation>Ta från högen</translation>
        </message>
        <message>
            <source>Take the top card of the stock (S)</source>
            <translation>Ta översta kortet i högen (S)</translation>
        </message>
        <message>
            <source>Take from the stock</source>
            <translation>Ta från högen</translation>
        </message>
        <message>
            <source>Slap down</source>
            <translation>Slå ner</translation>
        </message>
        <message>
            <source>Throw the drawn card onto your throw (L)</source>
            <translation>Lägg det dragna kortet på ditt kast (L)</translation>
        </message>
        <message>
            <source>Slap down the drawn card</source>
            <translation>Slå ner det dragna kortet</translation>
        </message>
        <message>
            <source>Slap to zero</source>
            <translation>Slå ner till noll</translation>
        </message>
        <message>
            <source>End the round: your hand is 0 (Z)</source>
            <translation>Avsluta omgången: din hand är 0 (Z)</translation>
        </message>
        <message>
            <source>Slap down to zero</source>
            <translation>Slå ner till noll</translation>
        </message>
        <message>
            <source>Keep</source>
            <translation>Behåll</translation>
        </message>
        <message>
            <source>Keep the drawn card (K)</source>
            <translation>Behåll det dragna kortet (K)</translation>
        </message>
        <message>
            <source>Keep the drawn card</source>
            <translation>Behåll det dragna kortet</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Tips</translation>
        </message>
        <message>
            <source>What would the expert do? (H)</source>
            <translation>Vad skulle experten göra? (H)</translation>
        </message>
        <message>
            <source>Show a hint</source>
            <translation>Visa ett tips</translation>
        </message>
        <message>
            <source>Next round</source>
            <translation>Nästa omgång</translation>
        </message>
        <message>
            <source>Deal the next round (N)</source>
            <translation>Ge nästa omgång (N)</translation>
        </message>
        <message>
            <source>Deal the next round</source>
            <translation>Ge nästa omgång</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>Yaniv Desktop is already open</source>
            <translation>Yaniv Desktop är redan öppet</translation>
        </message>
        <message>
            <source>Resume the match?</source>
            <translation>Fortsätta partiet?</translation>
        </message>
        <message>
            <source>A match was not finished: {names}, round {round}.

Go on where you left it?</source>
            <translation>Ett parti blev inte klart: {names}, omgång {round}.

Fortsätta där du slutade?</translation>
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <source>ace</source>
            <translation>ess</translation>
        </message>
        <message>
            <source>two</source>
            <translation>två</translation>
        </message>
        <message>
            <source>three</source>
            <translation>tre</translation>
        </message>
        <message>
            <source>four</source>
            <translation>fyra</translation>
        </message>
        <message>
            <source>five</source>
            <translation>fem</translation>
        </message>
        <message>
            <source>six</source>
            <translation>sex</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>sju</translation>
        </message>
        <message>
            <source>eight</source>
            <translation>åtta</translation>
        </message>
        <message>
            <source>nine</source>
            <translation>nio</translation>
        </message>
        <message>
            <source>ten</source>
            <translation>tio</translation>
        </message>
        <message>
            <source>jack</source>
            <translation>knekt</translation>
        </message>
        <message>
            <source>queen</source>
            <translation>dam</translation>
        </message>
        <message>
            <source>king</source>
            <translation>kung</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>spader</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>hjärter</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>ruter</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>klöver</translation>
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
            <translation>{card}, vald</translation>
        </message>
        <message>
            <source>{card}, may be taken</source>
            <translation>{card}, kan tas</translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message>
            <source>A joker at the end of a run can be taken by the next player: lay it inside a run instead, like {cards}.</source>
            <translation>En joker i änden av en stege kan tas av nästa spelare: lägg den inne i stegen i stället, som {cards}.</translation>
        </message>
        <message>
            <source>The joker ends up at the end of this run, where the next player may take it.</source>
            <translation>Jokern hamnar i änden av stegen, där nästa spelare kan ta den.</translation>
        </message>
        <message>
            <source>A joker is worth 0 and the best card to keep: think twice before throwing it.</source>
            <translation>En joker är värd 0 och är det bästa kortet att behålla: tänk efter innan du kastar den.</translation>
        </message>
        <message>
            <source>Q-K-A is not a run (the ace is low): keeping them for one leaves you holding 20 points in court cards.</source>
            <translation>Q-K-A är ingen stege (esset är lågt): sparar du dem för en sitter du kvar med 20 poäng i klädda kort.</translation>
        </message>
        <message>
            <source>Your hand is {value}, over the limit of {limit}: a false call costs {penalty}.</source>
            <translation>Din hand är {value}, över gränsen {limit}: ett falskt rop kostar {penalty}.</translation>
        </message>
        <message>
            <source>Calling at {value} when the player before you holds only two cards often ends in an Assaf.</source>
            <translation>Att ropa på {value} när spelaren före dig bara har två kort slutar ofta med Asaf.</translation>
        </message>
        <message>
            <source>The player before you just took {card}: calling at {value} may well end in an Assaf.</source>
            <translation>Spelaren före dig tog just {card}: att ropa på {value} kan mycket väl sluta med Asaf.</translation>
        </message>
    </context>
    <context>
        <name>Counts</name>
        <message>
            <source>1 card</source>
            <translation>1 kort</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n kort</numerusform>
                <numerusform>%n kort</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n pts</source>
            <translation>
                <numerusform>%n p</numerusform>
                <numerusform>%n p</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n poäng</numerusform>
                <numerusform>%n poäng</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CoverScreen</name>
        <message>
            <source>Whose turn it is</source>
            <translation>Vems tur det är</translation>
        </message>
        <message>
            <source>Only when the right person is looking at the screen</source>
            <translation>Bara när rätt person tittar på skärmen</translation>
        </message>
        <message>
            <source>Show my cards</source>
            <translation>Visa mina kort</translation>
        </message>
        <message>
            <source>Pass the screen to {name}</source>
            <translation>Lämna skärmen till {name}</translation>
        </message>
        <message>
            <source>I am {name}: show my cards</source>
            <translation>Jag är {name}: visa mina kort</translation>
        </message>
    </context>
    <context>
        <name>CropView</name>
        <message>
            <source>No photo yet</source>
            <translation>Inget foto än</translation>
        </message>
    </context>
    <context>
        <name>DeckGallery</name>
        <message>
            <source>Decks</source>
            <translation>Kortlekar</translation>
        </message>
        <message>
            <source>Every deck; broken ones are marked with what is wrong</source>
            <translation>Alla kortlekar; trasiga är märkta med vad som är fel</translation>
        </message>
        <message>
            <source>Cards of the deck</source>
            <translation>Kortlekens kort</translation>
        </message>
        <message>
            <source>Every card of the chosen deck, the legend first</source>
            <translation>Alla kort i den valda kortleken, förklaringen först</translation>
        </message>
        <message>
            <source>Import…</source>
            <translation>Importera…</translation>
        </message>
        <message>
            <source>Add a deck someone sent you (a .yanivdeck file)</source>
            <translation>Lägg till en kortlek som någon skickat dig (en .yanivdeck-fil)</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exportera…</translation>
        </message>
        <message>
            <source>Save this deck as one .yanivdeck file to share</source>
            <translation>Spara kortleken som en enda .yanivdeck-fil att dela</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Skriv ut…</translation>
        </message>
        <message>
            <source>Showcase</source>
            <translation>Visning</translation>
        </message>
        <message>
            <source>The court cards and the legend, full screen</source>
            <translation>De klädda korten och förklaringen, i helskärm</translation>
        </message>
        <message>
            <source>Make a family deck…</source>
            <translation>Gör en familjekortlek…</translation>
        </message>
        <message>
            <source>Grandpa, grandma and a grandchild from your photos</source>
            <translation>Farfar, farmor och ett barnbarn från dina foton</translation>
        </message>
        <message>
            <source>Watch a match with this deck</source>
            <translation>Titta på ett parti med den här kortleken</translation>
        </message>
        <message>
            <source>Computer players play a match on this deck</source>
            <translation>Datorspelare spelar ett parti med den här kortleken</translation>
        </message>
        <message>
            <source>Import progress</source>
            <translation>Importförlopp</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Avbryt</translation>
        </message>
        <message>
            <source>Stop the import; nothing is installed</source>
            <translation>Avbryt importen; inget installeras</translation>
        </message>
        <message>
            <source>⚠ {name} — broken
{message}</source>
            <translation>⚠ {name} — trasig
{message}</translation>
        </message>
        <message>
            <source>Import a deck</source>
            <translation>Importera en kortlek</translation>
        </message>
        <message>
            <source>Yaniv decks (*{suffix})</source>
            <translation>Yaniv-kortlekar (*{suffix})</translation>
        </message>
        <message>
            <source>Wait for the work in progress to finish, then import {file}.</source>
            <translation>Vänta tills det pågående arbetet är klart och importera sedan {file}.</translation>
        </message>
        <message>
            <source>Importing {file}…</source>
            <translation>Importerar {file}…</translation>
        </message>
        <message>
            <source>Not imported: you cancelled the import.</source>
            <translation>Inte importerad: du avbröt importen.</translation>
        </message>
        <message>
            <source>Not imported: you kept the deck you have.</source>
            <translation>Inte importerad: du behöll leken du har.</translation>
        </message>
        <message>
            <source>Not imported: {error}</source>
            <translation>Inte importerad: {error}</translation>
        </message>
        <message>
            <source>flip on the long edge</source>
            <translation>med vändning längs långsidan</translation>
        </message>
        <message>
            <source>{title} — page {page} of {pages} — faces</source>
            <translation>{title} — sida {page} av {pages} — framsidor</translation>
        </message>
        <message>
            <source>{title} — page {page} of {pages} — backs of page {faces_page}: print double-sided, {flip}, at 100 %</source>
            <translation>{title} — sida {page} av {pages} — baksidor till sida {faces_page}: skriv ut dubbelsidigt, {flip}, i 100 %</translation>
        </message>
        <message>
            <source>A PDF of the whole deck at real card size, with bleed, cut marks and the backs behind the faces</source>
            <translation>En PDF av hela leken i verklig kortstorlek, med utfall, skärmärken och baksidorna bakom framsidorna</translation>
        </message>
        <message>
            <source>Imported “{name}”.</source>
            <translation>Importerade ”{name}”.</translation>
        </message>
        <message>
            <source>Replace the deck?</source>
            <translation>Ersätta leken?</translation>
        </message>
        <message>
            <source>You already have the deck “{name}”. Replace it with the one being imported? The deck you have now, with any photos in it, is kept in the decks folder under “.replaced”.</source>
            <translation>Du har redan leken ”{name}”. Ersätta den med den som importeras? Leken du har nu, med alla foton i den, sparas i lekmappen under ”.replaced”.</translation>
        </message>
        <message>
            <source>Export the deck</source>
            <translation>Exportera kortleken</translation>
        </message>
        <message>
            <source>Not exported: {error}</source>
            <translation>Inte exporterad: {error}</translation>
        </message>
        <message>
            <source>Exported to {path}.</source>
            <translation>Exporterad till {path}.</translation>
        </message>
        <message>
            <source>Print the deck</source>
            <translation>Skriv ut kortleken</translation>
        </message>
        <message>
            <source>Paper</source>
            <translation>Papper</translation>
        </message>
        <message>
            <source>Save the printable PDF</source>
            <translation>Spara den utskrivbara PDF:en</translation>
        </message>
        <message>
            <source>PDF (*.pdf)</source>
            <translation>PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Preparing {file} ({paper}, cards 63 × 88 mm)…</source>
            <translation>Förbereder {file} ({paper}, kort 63 × 88 mm)…</translation>
        </message>
        <message>
            <source>Not printed: {error}</source>
            <translation>Inte utskriven: {error}</translation>
        </message>
        <message>
            <source>Edit this family deck…</source>
            <translation>Redigera den här familjekortleken…</translation>
        </message>
        <message>
            <source>who is who</source>
            <translation>vem är vem</translation>
        </message>
        <message>
            <source>Art by the Yaniv Desktop project</source>
            <translation>Bilder: projektet Yaniv Desktop</translation>
        </message>
        <message>
            <source>Photos: the family's own</source>
            <translation>Foton: familjens egna</translation>
        </message>
        <message>
            <source>Made with the family deck maker</source>
            <translation>Gjord med verktyget för familjekortlekar</translation>
        </message>
        <message>
            <source>Back {number}</source>
            <translation>Baksida {number}</translation>
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
            <translation>Klart att skriva ut: {path} — skriv ut dubbelsidigt med vändning längs långsidan, i 100 % (verklig storlek), och klipp sedan längs markeringarna.</translation>
        </message>
        <message>
            <source>{deck} — {credits}</source>
            <translation>{deck} — {credits}</translation>
        </message>
        <message>
            <source>{name}: failed</source>
            <translation>{name}: misslyckades</translation>
        </message>
    </context>
    <context>
        <name>DeckMaker</name>
        <message>
            <source>Grandpa (kings)</source>
            <translation>Farfar (kungar)</translation>
        </message>
        <message>
            <source>Grandma (queens)</source>
            <translation>Farmor (damer)</translation>
        </message>
        <message>
            <source>Grandchild (jacks)</source>
            <translation>Barnbarn (knektar)</translation>
        </message>
        <message>
            <source>Back (optional)</source>
            <translation>Baksida (valfri)</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>spader</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>hjärter</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>ruter</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>klöver</translation>
        </message>
    </context>
    <context>
        <name>DeckMakerDialog</name>
        <message>
            <source>Make a family deck</source>
            <translation>Gör en familjekortlek</translation>
        </message>
        <message>
            <source>The Cohen family</source>
            <translation>Familjen Andersson</translation>
        </message>
        <message>
            <source>The deck's name in the deck list</source>
            <translation>Kortlekens namn i listan över kortlekar</translation>
        </message>
        <message>
            <source>Plain</source>
            <translation>Enkel</translation>
        </message>
        <message>
            <source>Grandchild</source>
            <translation>Barnbarn</translation>
        </message>
        <message>
            <source>Grandson</source>
            <translation>Barnbarn (pojke)</translation>
        </message>
        <message>
            <source>Granddaughter</source>
            <translation>Barnbarn (flicka)</translation>
        </message>
        <message>
            <source>What the legend card calls the jacks</source>
            <translation>Vad förklaringskortet kallar knektarna</translation>
        </message>
        <message>
            <source>Deck name</source>
            <translation>Kortlekens namn</translation>
        </message>
        <message>
            <source>The jacks show a</source>
            <translation>Knektarna visar ett</translation>
        </message>
        <message>
            <source>The frame, pattern and colours of one of the community decks, or plain: the number cards, the legend and the back wear it, and the court cards unless they have a frame of their own</source>
            <translation>Ramen, mönstret och färgerna från en av gemenskapernas kortlekar, eller enkel: sifferkorten, förklaringskortet och baksidan får dem, och klädda kort som inte har en egen ram</translation>
        </message>
        <message>
            <source>Frame and colours of the deck</source>
            <translation>Kortlekens ram och färger</translation>
        </message>
        <message>
            <source>Soften the photos into the frame</source>
            <translation>Mjuka upp fotona in i ramen</translation>
        </message>
        <message>
            <source>Draws the photos' colours a little towards the deck's and shades their edges, so they sit inside the frame like the drawn cards</source>
            <translation>Drar fotonas färger lite mot kortlekens och skuggar kanterna, så att de sitter i ramen som de ritade korten</translation>
        </message>
        <message>
            <source>Choose a photo for grandpa, grandma and the grandchild. The suit buttons give a card a photo of its own: four grandchildren, four jacks.</source>
            <translation>Välj ett foto för farfar, farmor och barnbarnet. Färgknapparna ger ett kort ett eget foto: fyra barnbarn, fyra knektar.</translation>
        </message>
        <message>
            <source>Save the deck</source>
            <translation>Spara kortleken</translation>
        </message>
        <message>
            <source>Make the deck</source>
            <translation>Gör kortleken</translation>
        </message>
        <message>
            <source>Compose the court cards and save the deck</source>
            <translation>Sätt ihop de klädda korten och spara kortleken</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Stäng</translation>
        </message>
        <message>
            <source>Close the deck maker</source>
            <translation>Stäng kortlekstillverkaren</translation>
        </message>
        <message>
            <source>Photo for {who}</source>
            <translation>Foto för {who}</translation>
        </message>
        <message>
            <source>Photos (*.jpg *.jpeg *.png *.webp *.heic *.bmp *.gif *.tif *.tiff);;All files (*)</source>
            <translation>Foton (*.jpg *.jpeg *.png *.webp *.heic *.bmp *.gif *.tif *.tiff);;Alla filer (*)</translation>
        </message>
        <message>
            <source>Reading {file}…</source>
            <translation>Läser {file}…</translation>
        </message>
        <message>
            <source>{file}: drag the box around the face; drag its corner to resize it.</source>
            <translation>{file}: dra rutan runt ansiktet; dra i hörnet för att ändra storleken.</translation>
        </message>
        <message>
            <source>Our family</source>
            <translation>Vår familj</translation>
        </message>
        <message>
            <source>A photo is still being read; a moment, please.</source>
            <translation>Ett foto läses fortfarande in; ett ögonblick.</translation>
        </message>
        <message>
            <source>A photo is still needed: {who}.</source>
            <translation>Ett foto saknas fortfarande: {who}.</translation>
        </message>
        <message>
            <source>Composing the cards…</source>
            <translation>Sätter ihop korten…</translation>
        </message>
        <message>
            <source>Composing the cards… {step}</source>
            <translation>Sätter ihop korten… {step}</translation>
        </message>
        <message>
            <source>The deck could not be made: {error}</source>
            <translation>Kortleken kunde inte göras: {error}</translation>
        </message>
        <message>
            <source>Saved “{name}”: it is ready to play and to print.</source>
            <translation>Sparade ”{name}”: den är klar att spela med och skriva ut.</translation>
        </message>
    </context>
    <context>
        <name>DeckShowcase</name>
        <message>
            <source>Deck showcase</source>
            <translation>Kortleksvisning</translation>
        </message>
    </context>
    <context>
        <name>DeckWords</name>
        <message numerus="yes">
            <source>Automatic (two decks for %n players)</source>
            <translation>
                <numerusform>Automatiskt (två kortlekar för %n spelare)</numerusform>
                <numerusform>Automatiskt (två kortlekar för %n spelare)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Automatic (one deck for %n players)</source>
            <translation>
                <numerusform>Automatiskt (en kortlek för %n spelare)</numerusform>
                <numerusform>Automatiskt (en kortlek för %n spelare)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Describe</name>
        <message>
            <source>You threw {cards}</source>
            <translation>Du kastade {cards}</translation>
        </message>
        <message>
            <source>{name} threw {cards}</source>
            <translation>{name} kastade {cards}</translation>
        </message>
        <message>
            <source>and took from the stock</source>
            <comment>you</comment>
            <translation>och tog från högen</translation>
        </message>
        <message>
            <source>and took from the stock</source>
            <translation>och tog från högen</translation>
        </message>
        <message>
            <source>and took {card}</source>
            <comment>you</comment>
            <translation>och tog {card}</translation>
        </message>
        <message>
            <source>and took {card}</source>
            <translation>och tog {card}</translation>
        </message>
        <message>
            <source>and slapped down {card}</source>
            <comment>you</comment>
            <translation>och slog ner {card}</translation>
        </message>
        <message>
            <source>and slapped down {card}</source>
            <translation>och slog ner {card}</translation>
        </message>
        <message>
            <source>and slapped down to zero</source>
            <comment>you</comment>
            <translation>och slog ner till noll</translation>
        </message>
        <message>
            <source>and slapped down to zero</source>
            <translation>och slog ner till noll</translation>
        </message>
        <message>
            <source>You called Yaniv with {value}</source>
            <translation>Du ropade Yaniv med {value}</translation>
        </message>
        <message>
            <source>{name} called Yaniv with {value}</source>
            <translation>{name} ropade Yaniv med {value}</translation>
        </message>
        <message>
            <source>Assaf! You had {low}; {caller} called with {value}</source>
            <translation>Asaf! Du hade {low}; {caller} ropade med {value}</translation>
        </message>
        <message>
            <source>Assaf! {by} had {low}; you called with {value}</source>
            <translation>Asaf! {by} hade {low}; du ropade med {value}</translation>
        </message>
        <message>
            <source>Assaf! {by} had {low}; {caller} called with {value}</source>
            <translation>Asaf! {by} hade {low}; {caller} ropade med {value}</translation>
        </message>
        <message>
            <source>You called Yaniv with {value}, over the limit: a false call</source>
            <translation>Du ropade Yaniv med {value}, över gränsen: ett falskt rop</translation>
        </message>
        <message>
            <source>{caller} called Yaniv with {value}, over the limit: a false call</source>
            <translation>{caller} ropade Yaniv med {value}, över gränsen: ett falskt rop</translation>
        </message>
        <message>
            <source>Slap to zero: the round is yours</source>
            <translation>Nedslag till noll: omgången är din</translation>
        </message>
        <message>
            <source>Slap to zero: round to {caller}</source>
            <translation>Nedslag till noll: omgången till {caller}</translation>
        </message>
        <message>
            <source>Yaniv! The round is yours: you called with {value}</source>
            <translation>Yaniv! Omgången är din: du ropade med {value}</translation>
        </message>
        <message>
            <source>Yaniv! Round to {caller}, who called with {value}</source>
            <translation>Yaniv! Omgången till {caller}, som ropade med {value}</translation>
        </message>
        <message>
            <source>Assaf! You caught {caller}</source>
            <translation>Asaf! Du fångade {caller}</translation>
        </message>
        <message>
            <source>Assaf! {by} caught you</source>
            <translation>Asaf! {by} fångade dig</translation>
        </message>
        <message>
            <source>Assaf! {by} caught {caller}</source>
            <translation>Asaf! {by} fångade {caller}</translation>
        </message>
        <message>
            <source>Your call was false</source>
            <translation>Ditt rop var falskt</translation>
        </message>
        <message>
            <source>False call by {caller}</source>
            <translation>Falskt rop av {caller}</translation>
        </message>
        <message>
            <source>You slapped down to zero!</source>
            <translation>Du slog ner till noll!</translation>
        </message>
        <message>
            <source>Slap to zero by {caller}!</source>
            <translation>Nedslag till noll av {caller}!</translation>
        </message>
        <message>
            <source>Yaniv! The round is yours</source>
            <translation>Yaniv! Omgången är din</translation>
        </message>
        <message>
            <source>Yaniv! Round to {caller}</source>
            <translation>Yaniv! Omgången till {caller}</translation>
        </message>
        <message>
            <source>Round {number}: you play first</source>
            <translation>Omgång {number}: du spelar först</translation>
        </message>
        <message>
            <source>Round {number}: first to play, {name}</source>
            <translation>Omgång {number}: först ut är {name}</translation>
        </message>
        <message>
            <source>You won the match</source>
            <translation>Du vann partiet</translation>
        </message>
        <message>
            <source>{name} won the match</source>
            <translation>{name} vann partiet</translation>
        </message>
    </context>
    <context>
        <name>Engine</name>
        <message>
            <source>The round is over; no more moves.</source>
            <translation>Omgången är slut; inga fler drag.</translation>
        </message>
        <message>
            <source>A turn starts with a Yaniv call or a discard; draw after discarding.</source>
            <translation>En tur börjar med ett Yaniv-rop eller ett kast; dra efter kastet.</translation>
        </message>
        <message>
            <source>The stock is empty: take a card of the last throw.</source>
            <translation>Högen är tom: ta ett kort från senaste kastet.</translation>
        </message>
        <message>
            <source>{card} cannot be taken: only {allowed} of the last throw may be taken.</source>
            <translation>{card} kan inte tas: bara {allowed} av senaste kastet får tas.</translation>
        </message>
        <message>
            <source>After discarding, draw one card from the stock or the last throw.</source>
            <translation>Dra efter kastet ett kort från högen eller från senaste kastet.</translation>
        </message>
        <message>
            <source>After this draw only a slap the rules allow, or keeping the card, is possible.</source>
            <translation>Efter det här draget går bara ett nedslag som reglerna tillåter, eller att behålla kortet.</translation>
        </message>
        <message>
            <source>{card} is not in the hand.</source>
            <translation>{card} finns inte på handen.</translation>
        </message>
        <message>
            <source>Yaniv has been called; this is a last turn: discard.</source>
            <translation>Yaniv har ropats; det här är en sista tur: kasta.</translation>
        </message>
        <message>
            <source>A hand of {value} is over the Yaniv limit of {limit}.</source>
            <translation>En hand på {value} är över Yaniv-gränsen {limit}.</translation>
        </message>
        <message>
            <source>The match is over.</source>
            <translation>Partiet är slut.</translation>
        </message>
        <message>
            <source>The current round is not finished.</source>
            <translation>Den pågående omgången är inte klar.</translation>
        </message>
        <message>
            <source>No round is being played; start the next round.</source>
            <translation>Ingen omgång spelas; börja nästa omgång.</translation>
        </message>
        <message>
            <source>A turn throws at least one card.</source>
            <translation>En tur kastar minst ett kort.</translation>
        </message>
        <message>
            <source>A card cannot be thrown twice.</source>
            <translation>Ett kort kan inte kastas två gånger.</translation>
        </message>
        <message>
            <source>A joker may not complete a set under these rules (jokers in sets is off).</source>
            <translation>En joker får inte fullborda en grupp med de här reglerna (jokrar i grupper är av).</translation>
        </message>
        <message>
            <source>Two cards must be a set: the same rank.</source>
            <translation>Två kort måste vara en grupp: samma valör.</translation>
        </message>
        <message>
            <source>A set needs one rank, a run one suit: these cards are neither.</source>
            <translation>En grupp kräver en valör, en stege en färg: de här korten är ingetdera.</translation>
        </message>
        <message>
            <source>A run needs at least one card that is not wild.</source>
            <translation>En stege behöver minst ett kort som inte är joker.</translation>
        </message>
        <message>
            <source>A run is three or more cards of one suit laid in sequence, ace low (A-2-3 is a run, Q-K-A is not), with wild cards only in the gaps or at the ends.</source>
            <translation>En stege är tre eller fler kort i samma färg i följd, med esset lågt (A-2-3 är en stege, Q-K-A är det inte), och jokrar bara i luckorna eller i ändarna.</translation>
        </message>
        <message>
            <source>{who}: third successful call, {bonus} points ({before} → {after})</source>
            <translation>{who}: tredje lyckade ropet, {bonus} poäng ({before} → {after})</translation>
        </message>
        <message>
            <source>{who}: exactly {before} → {after}</source>
            <translation>{who}: exakt {before} → {after}</translation>
        </message>
        <message>
            <source>{who}: Racheli! exactly {before} → {after}</source>
            <translation>{who}: Racheli! exakt {before} → {after}</translation>
        </message>
        <message>
            <source>{who}: milestone theft by {by}, +{points} ({before} → {after})</source>
            <translation>{who}: milstolpsstöld av {by}, +{points} ({before} → {after})</translation>
        </message>
        <message>
            <source>{who}: out with {after}</source>
            <translation>{who}: ute med {after}</translation>
        </message>
    </context>
    <context>
        <name>ErrorReporter</name>
        <message>
            <source>Something went wrong</source>
            <translation>Något gick fel</translation>
        </message>
        <message>
            <source>Yaniv Desktop ran into a problem it did not expect. Your match is saved, and you can play on.</source>
            <translation>Yaniv Desktop stötte på ett oväntat problem. Din match är sparad och du kan spela vidare.</translation>
        </message>
        <message>
            <source>The details are in {file}.</source>
            <translation>Detaljerna finns i {file}.</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>Kopiera detaljer</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>A computer player failed: {reason}</source>
            <translation>En datorspelare kraschade: {reason}</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Det är inte din tur.</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>Call Yaniv with {value}: without Assaf a call always wins</source>
            <translation>Ropa Yaniv med {value}: utan asaf vinner ett anrop alltid</translation>
        </message>
        <message>
            <source>Call Yaniv with {value} — about {risk}% chance someone matches it; {note}</source>
            <translation>Ropa Yaniv med {value} — ungefär {risk} % risk att någon har lika; {note}</translation>
        </message>
        <message>
            <source>Call Yaniv with {value} — about {risk}% chance someone matches it</source>
            <translation>Ropa Yaniv med {value} — ungefär {risk} % risk att någon har lika</translation>
        </message>
        <message>
            <source>Throw {cards} and take {card}: {note}</source>
            <translation>Kasta {cards} och ta {card}: {note}</translation>
        </message>
        <message>
            <source>Throw {cards} — {points} out; keep {keep}</source>
            <translation>Kasta {cards} — {points} mindre på handen; behåll {keep}</translation>
        </message>
        <message>
            <source>Throw {cards} — {points} out</source>
            <translation>Kasta {cards} — {points} mindre på handen</translation>
        </message>
        <message>
            <source>Don't call with {value} yet (Assaf risk about {risk}%). {rest}</source>
            <translation>Ropa inte med {value} än (risk för asaf ungefär {risk} %). {rest}</translation>
        </message>
        <message>
            <source>Take {card}: {note}</source>
            <translation>Ta {card}: {note}</translation>
        </message>
        <message>
            <source>Take {card} from the pile — with {value} in hand you may call Yaniv next turn</source>
            <translation>Ta {card} från högen — med {value} på handen kan du ropa Yaniv nästa tur</translation>
        </message>
        <message>
            <source>Take {card} from the pile — it goes with your {partner}</source>
            <translation>Ta {card} från högen — det passar till dina {partner}</translation>
        </message>
        <message>
            <source>Take {card} from the pile — a low card, worth {value}</source>
            <translation>Ta {card} från högen — ett lågt kort, värt {value}</translation>
        </message>
        <message>
            <source>Draw from the stock — {cards} would not help you</source>
            <translation>Dra från talongen — {cards} hjälper dig inte</translation>
        </message>
        <message>
            <source>Draw from the stock</source>
            <translation>Dra från talongen</translation>
        </message>
        <message>
            <source>Slap {card} down on your throw — one card fewer</source>
            <translation>Slå ner {card} på ditt kast — ett kort mindre</translation>
        </message>
        <message>
            <source>Your hand is worth 0: slap it down and win the round</source>
            <translation>Din hand är värd 0: slå ner och vinn rundan</translation>
        </message>
        <message>
            <source>Keep the card you drew</source>
            <translation>Behåll kortet du drog</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>Spela vidare</translation>
        </message>
        <message>
            <source>1 point</source>
            <translation>1 poäng</translation>
        </message>
        <message>
            <source>even an Assaf lands you on {total} → {after}</source>
            <translation>även en asaf landar dig på {total} → {after}</translation>
        </message>
        <message>
            <source>holding {value}, losing this round lands you on {total} → {after}</source>
            <translation>med {value} på handen landar du på {total} → {after} om du förlorar rundan</translation>
        </message>
        <message>
            <source>call with {value} next turn; even an Assaf lands you on {total} → {after}</source>
            <translation>ropa med {value} nästa tur; även en asaf landar dig på {total} → {after}</translation>
        </message>
        <message>
            <source>{cards} to throw together</source>
            <translation>{cards} att kasta tillsammans</translation>
        </message>
        <message>
            <source>{cards} for a run</source>
            <translation>{cards} till en stege</translation>
        </message>
        <message>
            <source>{cards} (worth {value})</source>
            <translation>{cards} (värt {value})</translation>
        </message>
    </context>
    <context>
        <name>History</name>
        <message>
            <source>Won</source>
            <translation>Vunnet</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Förlorat</translation>
        </message>
        <message>
            <source>Unfinished</source>
            <translation>Ej avslutat</translation>
        </message>
        <message>
            <source>In progress</source>
            <translation>Pågår</translation>
        </message>
        <message>
            <source>Yaniv</source>
            <translation>Yaniv</translation>
        </message>
        <message>
            <source>Assaf!</source>
            <translation>Asaf!</translation>
        </message>
        <message>
            <source>False call</source>
            <translation>Falskt rop</translation>
        </message>
        <message>
            <source>Slap to zero</source>
            <translation>Nedslag till noll</translation>
        </message>
        <message>
            <source>beginner</source>
            <translation>nybörjare</translation>
        </message>
        <message>
            <source>intermediate</source>
            <translation>medel</translation>
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
            <translation>{rules} (övning)</translation>
        </message>
    </context>
    <context>
        <name>HistoryWindow</name>
        <message>
            <source>Match history</source>
            <translation>Partihistorik</translation>
        </message>
        <message>
            <source>From: any day</source>
            <translation>Från: vilken dag som helst</translation>
        </message>
        <message>
            <source>To: any day</source>
            <translation>Till: vilken dag som helst</translation>
        </message>
        <message>
            <source>Opponent's name</source>
            <translation>Motståndarens namn</translation>
        </message>
        <message>
            <source>Any level</source>
            <translation>Alla nivåer</translation>
        </message>
        <message>
            <source>Any rules</source>
            <translation>Alla regler</translation>
        </message>
        <message>
            <source>Any result</source>
            <translation>Alla resultat</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Rensa</translation>
        </message>
        <message>
            <source>Show every match</source>
            <translation>Visa alla partier</translation>
        </message>
        <message>
            <source>Open match</source>
            <translation>Öppna parti</translation>
        </message>
        <message>
            <source>Statistics…</source>
            <translation>Statistik…</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Exportera CSV…</translation>
        </message>
        <message>
            <source>Export JSON…</source>
            <translation>Exportera JSON…</translation>
        </message>
        <message>
            <source>Exported {matches} to {file}</source>
            <translation>Exporterade {matches} till {file}</translation>
        </message>
        <message>
            <source>{matches} — not saved to disk in this session</source>
            <translation>{matches} — sparas inte på disk den här gången</translation>
        </message>
        <message>
            <source>{count} of {matches}</source>
            <translation>{count} av {matches}</translation>
        </message>
        <message>
            <source>1 match</source>
            <translation>1 parti</translation>
        </message>
        <message numerus="yes">
            <source>%n matches</source>
            <translation>
                <numerusform>%n parti</numerusform>
                <numerusform>%n partier</numerusform>
            </translation>
        </message>
        <message>
            <source>Export history as {kind}</source>
            <translation>Exportera historiken som {kind}</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV-filer (*.csv)</translation>
        </message>
        <message>
            <source>JSON files (*.json)</source>
            <translation>JSON-filer (*.json)</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>Exporten misslyckades</translation>
        </message>
        <message>
            <source>Cannot write {file}: {error}.</source>
            <translation>Kan inte skriva {file}: {error}.</translation>
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
            <translation>Lämna det här partiet?</translation>
        </message>
        <message>
            <source>The match you are playing ends here: it stays in your history as unfinished and cannot be resumed.</source>
            <translation>Partiet du spelar slutar här: det finns kvar i historiken som oavslutat och kan inte återupptas.</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Spel</translation>
        </message>
        <message>
            <source>&amp;New match…</source>
            <translation>&amp;Nytt parti…</translation>
        </message>
        <message>
            <source>&amp;Watch a match</source>
            <translation>&amp;Titta på ett parti</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Avsluta</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Visa</translation>
        </message>
        <message>
            <source>&amp;Animations</source>
            <translation>&amp;Animationer</translation>
        </message>
        <message>
            <source>&amp;Coach</source>
            <translation>&amp;Coach</translation>
        </message>
        <message>
            <source>F&amp;ull screen</source>
            <translation>&amp;Helskärm</translation>
        </message>
        <message>
            <source>Sort my hand by &amp;rank</source>
            <translation>Sortera min hand efter &amp;valör</translation>
        </message>
        <message>
            <source>Sort my hand by su&amp;it</source>
            <translation>Sortera min hand efter &amp;färg</translation>
        </message>
        <message>
            <source>&amp;Slow moves</source>
            <translation>&amp;Långsamma drag</translation>
        </message>
        <message>
            <source>&amp;Normal moves</source>
            <translation>&amp;Normala drag</translation>
        </message>
        <message>
            <source>&amp;Fast moves</source>
            <translation>&amp;Snabba drag</translation>
        </message>
        <message>
            <source>&amp;Decks…</source>
            <translation>&amp;Kortlekar…</translation>
        </message>
        <message>
            <source>&amp;History…</source>
            <translation>&amp;Historik…</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>Stat&amp;istik…</translation>
        </message>
        <message>
            <source>Small cards</source>
            <translation>Små kort</translation>
        </message>
        <message>
            <source>Medium cards</source>
            <translation>Mellanstora kort</translation>
        </message>
        <message>
            <source>Large cards</source>
            <translation>Stora kort</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>S&amp;pråk</translation>
        </message>
        <message>
            <source>&amp;Undo my last turn</source>
            <translation>&amp;Ångra min senaste tur</translation>
        </message>
        <message>
            <source>S&amp;ound</source>
            <translation>Lj&amp;ud</translation>
        </message>
        <message>
            <source>&amp;Tutorial</source>
            <translation>&amp;Genomgång</translation>
        </message>
        <message>
            <source>&amp;Welcome…</source>
            <translation>&amp;Välkommen…</translation>
        </message>
        <message>
            <source>Quiet</source>
            <translation>Tyst</translation>
        </message>
        <message>
            <source>Soft</source>
            <translation>Dämpat</translation>
        </message>
        <message>
            <source>Normal volume</source>
            <translation>Normal volym</translation>
        </message>
        <message>
            <source>Loud</source>
            <translation>Högt</translation>
        </message>
        <message>
            <source>Green felt</source>
            <translation>Grön filt</translation>
        </message>
        <message>
            <source>Blue felt</source>
            <translation>Blå filt</translation>
        </message>
        <message>
            <source>Red felt</source>
            <translation>Röd filt</translation>
        </message>
        <message>
            <source>Wooden table</source>
            <translation>Träbord</translation>
        </message>
        <message>
            <source>Dark felt</source>
            <translation>Mörk filt</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>Hög kontrast</translation>
        </message>
        <message>
            <source>Keep my hand as I arrange it</source>
            <translation>Behåll handen som jag ordnar den</translation>
        </message>
        <message>
            <source>Always sort by rank</source>
            <translation>Sortera alltid efter valör</translation>
        </message>
        <message>
            <source>Always sort by suit</source>
            <translation>Sortera alltid efter färg</translation>
        </message>
        <message>
            <source>Same as the system</source>
            <translation>Samma som systemet</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hjälp</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Regler</translation>
        </message>
        <message>
            <source>&amp;About Yaniv Desktop</source>
            <translation>&amp;Om Yaniv Desktop</translation>
        </message>
        <message>
            <source>Click to hide</source>
            <translation>Klicka för att dölja</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>Problem</translation>
        </message>
    </context>
    <context>
        <name>MatchKeeper</name>
        <message>
            <source>This match cannot be saved right now; you can play on, but it will not be in the history.</source>
            <translation>Det här partiet kan inte sparas just nu; du kan spela vidare, men det kommer inte med i historiken.</translation>
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
            <translation>Motståndare</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regler</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Omgångar</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Resultat</translation>
        </message>
        <message>
            <source>Your total</source>
            <translation>Din total</translation>
        </message>
        <message>
            <source>Players: {players}</source>
            <translation>Spelare: {players}</translation>
        </message>
        <message>
            <source>Final totals: {totals}</source>
            <translation>Slutpoäng: {totals}</translation>
        </message>
        <message>
            <source>Winner: {name}</source>
            <translation>Vinnare: {name}</translation>
        </message>
    </context>
    <context>
        <name>MatchOverDialog</name>
        <message>
            <source>Match over</source>
            <translation>Partiet är slut</translation>
        </message>
        <message>
            <source>{place}.</source>
            <translation>{place}.</translation>
        </message>
        <message>
            <source>Totals after each round</source>
            <translation>Ställningen efter varje runda</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Spela igen</translation>
        </message>
    </context>
    <context>
        <name>MatchPage</name>
        <message>
            <source>Match of {date}</source>
            <translation>Parti från {date}</translation>
        </message>
        <message>
            <source>{hours} h {minutes} min</source>
            <translation>{hours} h {minutes} min</translation>
        </message>
        <message>
            <source>{minutes} min</source>
            <translation>{minutes} min</translation>
        </message>
        <message>
            <source>winner {name}</source>
            <translation>vinnare {name}</translation>
        </message>
        <message>
            <source>{rules} rules · {rounds}</source>
            <translation>Regler: {rules} · {rounds}</translation>
        </message>
        <message>
            <source>1 round</source>
            <translation>1 omgång</translation>
        </message>
        <message numerus="yes">
            <source>%n rounds</source>
            <translation>
                <numerusform>%n omgång</numerusform>
                <numerusform>%n omgångar</numerusform>
            </translation>
        </message>
        <message>
            <source>decks: {decks}</source>
            <translation>kortlekar: {decks}</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Omgångar</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Repris</translation>
        </message>
    </context>
    <context>
        <name>NewMatchDialog</name>
        <message>
            <source>Person</source>
            <translation>Person</translation>
        </message>
        <message>
            <source>Computer · Beginner</source>
            <translation>Dator · Nybörjare</translation>
        </message>
        <message>
            <source>Computer · Intermediate</source>
            <translation>Dator · Medel</translation>
        </message>
        <message>
            <source>Computer · Expert</source>
            <translation>Dator · Expert</translation>
        </message>
        <message>
            <source>Name of seat {number}</source>
            <translation>Namn på plats {number}</translation>
        </message>
        <message>
            <source>The player's name at the table</source>
            <translation>Spelarens namn vid bordet</translation>
        </message>
        <message>
            <source>Who plays seat {number}</source>
            <translation>Vem som spelar plats {number}</translation>
        </message>
        <message>
            <source>A person at this screen, or a computer player and its level</source>
            <translation>En person vid den här skärmen, eller en datorspelare och dess nivå</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spelare</translation>
        </message>
        <message>
            <source>New match</source>
            <translation>Nytt parti</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spelare</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Lägg till spelare</translation>
        </message>
        <message>
            <source>Add a player</source>
            <translation>Lägg till en spelare</translation>
        </message>
        <message>
            <source>Seat one more player (up to 8)</source>
            <translation>En spelare till vid bordet (högst 8)</translation>
        </message>
        <message>
            <source>Remove player</source>
            <translation>Ta bort spelare</translation>
        </message>
        <message>
            <source>Remove the last player</source>
            <translation>Ta bort den sista spelaren</translation>
        </message>
        <message>
            <source>Take away the last seat (at least 2 players)</source>
            <translation>Ta bort den sista platsen (minst 2 spelare)</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Bord</translation>
        </message>
        <message>
            <source>Rules preset</source>
            <translation>Regeluppsättning</translation>
        </message>
        <message>
            <source>A named set of house rules; every option can still be changed</source>
            <translation>En namngiven uppsättning husregler; varje alternativ kan fortfarande ändras</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regler</translation>
        </message>
        <message>
            <source>Practice: Undo (Ctrl+Z) takes back my turns</source>
            <translation>Övning: Ångra (Ctrl+Z) tar tillbaka mina turer</translation>
        </message>
        <message>
            <source>For one person against computer players; the match is marked as practice in the history and the statistics</source>
            <translation>För en person mot datorspelare; partiet märks som övning i historiken och statistiken</translation>
        </message>
        <message>
            <source>Deck {number}</source>
            <translation>Kortlek {number}</translation>
        </message>
        <message>
            <source>The picture deck for this physical deck; two decks may differ</source>
            <translation>Bildleken för den här fysiska kortleken; två lekar kan skilja sig åt</translation>
        </message>
        <message>
            <source>Table colour</source>
            <translation>Bordsfärg</translation>
        </message>
        <message>
            <source>The colour of the table cloth</source>
            <translation>Färgen på bordsduken</translation>
        </message>
        <message>
            <source>Rules of this match</source>
            <translation>Reglerna för det här partiet</translation>
        </message>
        <message>
            <source>Problem with these choices</source>
            <translation>Problem med de här valen</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Ge</translation>
        </message>
        <message>
            <source>Start the match</source>
            <translation>Starta partiet</translation>
        </message>
        <message>
            <source>Deal the first round</source>
            <translation>Ge första omgången</translation>
        </message>
        <message>
            <source>Keep the match you have</source>
            <translation>Behåll partiet du har</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>Kortlek</translation>
        </message>
        <message>
            <source>At least one seat must be a person (to watch computers play, use Watch a match).</source>
            <translation>Minst en plats måste vara en person (använd Titta på ett parti för att se datorer spela).</translation>
        </message>
        <message>
            <source>{players} players × {hand} cards need more cards than one deck has: choose two decks (or automatic), fewer players or a smaller hand.</source>
            <translation>{players} spelare × {hand} kort kräver fler kort än en kortlek har: välj två kortlekar (eller automatiskt), färre spelare eller en mindre hand.</translation>
        </message>
        <message>
            <source>A Yaniv limit of 0 needs cards worth 0 (jokers, or jacks that count 0), or nobody could ever call.</source>
            <translation>En Yaniv-gräns på 0 kräver kort värda 0 (jokrar, eller knektar som räknas 0), annars kan ingen någonsin ropa.</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>refused</source>
            <translation>nekas</translation>
        </message>
        <message>
            <source>Decks</source>
            <translation>Kortlekar</translation>
        </message>
        <message>
            <source>How many decks are shuffled together. Automatic uses two from five players.</source>
            <translation>Hur många kortlekar som blandas ihop. Automatiskt använder två från fem spelare.</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>Automatiskt</translation>
        </message>
        <message>
            <source>One deck</source>
            <translation>En kortlek</translation>
        </message>
        <message>
            <source>Two decks</source>
            <translation>Två kortlekar</translation>
        </message>
        <message>
            <source>Jokers per deck</source>
            <translation>Jokrar per kortlek</translation>
        </message>
        <message>
            <source>Jokers in each deck: 2 as usual, 0, or 4 ("double joker").</source>
            <translation>Jokrar i varje kortlek: 2 som vanligt, 0 eller 4 (”dubbeljoker”).</translation>
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
            <translation>4 (dubbeljoker)</translation>
        </message>
        <message>
            <source>Cards dealt</source>
            <translation>Kort som ges</translation>
        </message>
        <message>
            <source>Cards each player is dealt: 5, 7, or 3 for Speedy Yaniv.</source>
            <translation>Kort som varje spelare får: 5, 7 eller 3 för snabb-Yaniv.</translation>
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
            <translation>3 (snabb)</translation>
        </message>
        <message>
            <source>Court card values</source>
            <translation>Värde på klädda kort</translation>
        </message>
        <message>
            <source>J, Q and K count 10 each, or 11, 12 and 13.</source>
            <translation>J, Q och K räknas 10 var, eller 11, 12 och 13.</translation>
        </message>
        <message>
            <source>10 each</source>
            <translation>10 var</translation>
        </message>
        <message>
            <source>11, 12, 13</source>
            <translation>11, 12, 13</translation>
        </message>
        <message>
            <source>Jacks count 0</source>
            <translation>Knektar räknas 0</translation>
        </message>
        <message>
            <source>Nepal: jacks are worth 0 points.</source>
            <translation>Nepal: knektar är värda 0 poäng.</translation>
        </message>
        <message>
            <source>Jacks are wild</source>
            <translation>Knektar är jokrar</translation>
        </message>
        <message>
            <source>Nepal: jacks replace the jokers and act as them in runs.</source>
            <translation>Nepal: knektarna ersätter jokrarna och fungerar som dem i stegar.</translation>
        </message>
        <message>
            <source>Direction of play</source>
            <translation>Spelriktning</translation>
        </message>
        <message>
            <source>The order in which players take their turns.</source>
            <translation>I vilken ordning spelarna tar sina turer.</translation>
        </message>
        <message>
            <source>Clockwise</source>
            <translation>Medurs</translation>
        </message>
        <message>
            <source>Counterclockwise</source>
            <translation>Moturs</translation>
        </message>
        <message>
            <source>Who starts a round</source>
            <translation>Vem som börjar en omgång</translation>
        </message>
        <message>
            <source>The winner of the previous round (the first round by lot), or the player after a rotating dealer.</source>
            <translation>Vinnaren av förra omgången (första omgången genom lottning), eller spelaren efter en roterande given.</translation>
        </message>
        <message>
            <source>The last round's winner</source>
            <translation>Förra omgångens vinnare</translation>
        </message>
        <message>
            <source>After the dealer</source>
            <translation>Efter given</translation>
        </message>
        <message>
            <source>Yaniv at or below</source>
            <translation>Yaniv vid högst</translation>
        </message>
        <message>
            <source>The hand value at which you may call Yaniv (usually 7 or 5).</source>
            <translation>Handvärdet då du får ropa Yaniv (oftast 7 eller 5).</translation>
        </message>
        <message>
            <source>Jokers complete sets</source>
            <translation>Jokrar fullbordar grupper</translation>
        </message>
        <message>
            <source>Whether a joker may complete a set (two 9s and a joker).</source>
            <translation>Om en joker får fullborda en grupp (två nior och en joker).</translation>
        </message>
        <message>
            <source>Take from a thrown set</source>
            <translation>Ta från en kastad grupp</translation>
        </message>
        <message>
            <source>Only its first or last card, or any card of it.</source>
            <translation>Bara dess första eller sista kort, eller vilket kort som helst.</translation>
        </message>
        <message>
            <source>The ends only</source>
            <translation>Bara ändarna</translation>
        </message>
        <message>
            <source>Any card</source>
            <translation>Vilket kort som helst</translation>
        </message>
        <message>
            <source>Take from a thrown run</source>
            <translation>Ta från en kastad stege</translation>
        </message>
        <message>
            <source>Only its first or last card, or any card of it (Nepal).</source>
            <translation>Bara dess första eller sista kort, eller vilket kort som helst (Nepal).</translation>
        </message>
        <message>
            <source>Assaf</source>
            <translation>Asaf</translation>
        </message>
        <message>
            <source>An Assaf: someone holds as little as the caller or less, and the call fails. Off: a Yaniv call always succeeds (family play).</source>
            <translation>Asaf: någon har lika lite som den som ropade eller mindre, och ropet misslyckas. Av: ett Yaniv-rop lyckas alltid (familjespel).</translation>
        </message>
        <message>
            <source>Assaf penalty</source>
            <translation>Asaf-straff</translation>
        </message>
        <message>
            <source>Points the caller adds to the hand after an Assaf.</source>
            <translation>Poäng som den som ropade lägger till handen efter en Asaf.</translation>
        </message>
        <message>
            <source>After an Assaf</source>
            <translation>Efter en Asaf</translation>
        </message>
        <message>
            <source>The Assaf winner scores 0, or everyone but the caller scores their hand.</source>
            <translation>Den som gör Asaf får 0, eller så får alla utom den som ropade sin hand.</translation>
        </message>
        <message>
            <source>The Assaf winner scores 0</source>
            <translation>Den som gör Asaf får 0</translation>
        </message>
        <message>
            <source>Everyone scores their hand</source>
            <translation>Alla får sin hand</translation>
        </message>
        <message>
            <source>Milestones</source>
            <translation>Milstolpar</translation>
        </message>
        <message>
            <source>What landing exactly on a round number does to a total.</source>
            <translation>Vad det gör med en total att landa exakt på ett jämnt tal.</translation>
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
            <translation>Varje 50 från 100 sjunker 50</translation>
        </message>
        <message>
            <source>Every multiple of 50 halves (Australian)</source>
            <translation>Varje multipel av 50 halveras (australiensisk)</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Inga</translation>
        </message>
        <message>
            <source>Racheli</source>
            <translation>Racheli</translation>
        </message>
        <message>
            <source>A total of exactly 50 drops to 0.</source>
            <translation>En total på exakt 50 sjunker till 0.</translation>
        </message>
        <message>
            <source>Milestone theft</source>
            <translation>Milstolpsstöld</translation>
        </message>
        <message>
            <source>Landing on a milestone also makes the current leader add 30.</source>
            <translation>Att landa på en milstolpe får också den som leder att lägga till 30.</translation>
        </message>
        <message>
            <source>Out above</source>
            <translation>Ute över</translation>
        </message>
        <message>
            <source>A player whose total goes over this is out.</source>
            <translation>En spelare vars total går över detta är ute.</translation>
        </message>
        <message>
            <source>The match ends</source>
            <translation>Partiet slutar</translation>
        </message>
        <message>
            <source>When one player is left, or as soon as anyone goes over the limit.</source>
            <translation>När en spelare är kvar, eller så fort någon går över gränsen.</translation>
        </message>
        <message>
            <source>Last player standing</source>
            <translation>Sista spelaren kvar</translation>
        </message>
        <message>
            <source>First over the limit</source>
            <translation>Först över gränsen</translation>
        </message>
        <message>
            <source>Slap-down</source>
            <translation>Nedslag</translation>
        </message>
        <message>
            <source>A card drawn from the stock that matches your throw may be thrown at once.</source>
            <translation>Ett kort som dras från högen och passar ditt kast får kastas direkt.</translation>
        </message>
        <message>
            <source>Slap to zero</source>
            <translation>Nedslag till noll</translation>
        </message>
        <message>
            <source>A draw that brings your hand to 0 may end the round at once.</source>
            <translation>Ett drag som tar din hand till 0 får avsluta omgången direkt.</translation>
        </message>
        <message>
            <source>Last turn after a call</source>
            <translation>Sista tur efter ett rop</translation>
        </message>
        <message>
            <source>After a call every other player gets one last turn before the hands are shown.</source>
            <translation>Efter ett rop får alla andra spelare en sista tur innan händerna visas.</translation>
        </message>
        <message>
            <source>Three zeros bonus</source>
            <translation>Tre nollor-bonus</translation>
        </message>
        <message>
            <source>Every third successful call gives −20 (not when only two players remain).</source>
            <translation>Vart tredje lyckade rop ger −20 (inte när bara två spelare är kvar).</translation>
        </message>
        <message>
            <source>False calls</source>
            <translation>Falska rop</translation>
        </message>
        <message>
            <source>Refused, or allowed at a cost: the caller pays the penalty and everyone else scores 0.</source>
            <translation>Nekas, eller tillåts mot en kostnad: den som ropade betalar straffet och alla andra får 0.</translation>
        </message>
        <message>
            <source>on</source>
            <translation>på</translation>
        </message>
        <message>
            <source>off</source>
            <translation>av</translation>
        </message>
        <message>
            <source>allowed, costing {points}</source>
            <translation>tillåtet, kostar {points}</translation>
        </message>
    </context>
    <context>
        <name>PhotoSlot</name>
        <message>
            <source>Choose photo…</source>
            <translation>Välj foto…</translation>
        </message>
        <message>
            <source>A photo from this computer; it never leaves it</source>
            <translation>Ett foto från den här datorn; det lämnar den aldrig</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Ta bort</translation>
        </message>
        <message>
            <source>This suit shows the photo for all suits again</source>
            <translation>Den här färgen visar åter fotot för alla färger</translation>
        </message>
        <message>
            <source>name on the cards</source>
            <translation>namn på korten</translation>
        </message>
        <message>
            <source>Name on the cards</source>
            <translation>Namn på korten</translation>
        </message>
        <message>
            <source>Printed on the cards under the picture</source>
            <translation>Skrivs på korten under bilden</translation>
        </message>
        <message>
            <source>Same frame as the deck</source>
            <translation>Samma ram som kortleken</translation>
        </message>
        <message>
            <source>The frame and colours of these cards: grandpa's community for the kings, grandma's for the queens</source>
            <translation>Ramen och färgerna på de här korten: farfars gemenskap för kungarna, farmors för damerna</translation>
        </message>
        <message>
            <source>Frame of these cards</source>
            <translation>Ramen på de här korten</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Alla</translation>
        </message>
        <message>
            <source>The photo for every suit without one of its own</source>
            <translation>Fotot för varje färg som inte har ett eget</translation>
        </message>
        <message>
            <source>A photo for the {suit} card only</source>
            <translation>Ett foto bara för {suit}kortet</translation>
        </message>
        <message>
            <source>No photo for all suits: a suit without a photo of its own shows the first suit's photo</source>
            <translation>Inget foto för alla färger: en färg utan eget foto visar den första färgens foto</translation>
        </message>
        <message>
            <source>No photo of its own: this suit shows the photo for all suits</source>
            <translation>Inget eget foto: den här färgen visar fotot för alla färger</translation>
        </message>
    </context>
    <context>
        <name>PlayersModel</name>
        <message>
            <source>out</source>
            <translation>ute</translation>
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
            <translation>Israelisk (standard)</translation>
        </message>
        <message>
            <source>Classic (McLeod)</source>
            <translation>Klassisk (McLeod)</translation>
        </message>
        <message>
            <source>Swedish</source>
            <translation>Svensk</translation>
        </message>
        <message>
            <source>Dutch</source>
            <translation>Nederländsk</translation>
        </message>
        <message>
            <source>Nepali Jhyap / Dhumbal</source>
            <translation>Nepalesisk Jhyap / Dhumbal</translation>
        </message>
        <message>
            <source>Speedy</source>
            <translation>Snabb</translation>
        </message>
        <message>
            <source>Family</source>
            <translation>Familj</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>Cards dealt; {name} starts</source>
            <translation>Korten är givna; {name} börjar</translation>
        </message>
        <message>
            <source>Cards dealt; you start</source>
            <translation>Korten är givna; du börjar</translation>
        </message>
        <message>
            <source>{name} calls Yaniv!</source>
            <translation>{name} ropar Yaniv!</translation>
        </message>
        <message>
            <source>You call Yaniv!</source>
            <translation>Du ropar Yaniv!</translation>
        </message>
        <message>
            <source>{name} throws {cards}</source>
            <translation>{name} kastar {cards}</translation>
        </message>
        <message>
            <source>You throw {cards}</source>
            <translation>Du kastar {cards}</translation>
        </message>
        <message>
            <source>{name} draws {card} from the stock</source>
            <translation>{name} drar {card} från talongen</translation>
        </message>
        <message>
            <source>You draw {card} from the stock</source>
            <translation>Du drar {card} från talongen</translation>
        </message>
        <message>
            <source>{name} draws from the stock</source>
            <translation>{name} drar från talongen</translation>
        </message>
        <message>
            <source>You draw from the stock</source>
            <translation>Du drar från talongen</translation>
        </message>
        <message>
            <source>{name} takes {card}</source>
            <translation>{name} tar {card}</translation>
        </message>
        <message>
            <source>You take {card}</source>
            <translation>Du tar {card}</translation>
        </message>
        <message>
            <source>{name} slaps down {card}</source>
            <translation>{name} slår ner {card}</translation>
        </message>
        <message>
            <source>You slap down {card}</source>
            <translation>Du slår ner {card}</translation>
        </message>
        <message>
            <source>{name} slaps down to zero</source>
            <translation>{name} slår ner till noll</translation>
        </message>
        <message>
            <source>You slap down to zero</source>
            <translation>Du slår ner till noll</translation>
        </message>
        <message>
            <source>{name} keeps the card</source>
            <translation>{name} behåller kortet</translation>
        </message>
        <message>
            <source>You keep the card</source>
            <translation>Du behåller kortet</translation>
        </message>
        <message>
            <source>Assaf! {by} has {low}, {caller} had {value}</source>
            <translation>Asaf! {by} har {low}, {caller} hade {value}</translation>
        </message>
        <message>
            <source>Assaf! You have {low}, {caller} had {value}</source>
            <translation>Asaf! Du har {low}, {caller} hade {value}</translation>
        </message>
        <message>
            <source>Assaf! {by} has {low}, you had {value}</source>
            <translation>Asaf! {by} har {low}, du hade {value}</translation>
        </message>
        <message>
            <source>false call by {caller} with {value}</source>
            <translation>felanrop av {caller} med {value}</translation>
        </message>
        <message>
            <source>your false call with {value}</source>
            <translation>ditt felanrop med {value}</translation>
        </message>
        <message>
            <source>{caller} wins the round with {value}</source>
            <translation>{caller} vinner rundan med {value}</translation>
        </message>
        <message>
            <source>You win the round with {value}</source>
            <translation>Du vinner rundan med {value}</translation>
        </message>
        <message>
            <source>third successful call: {name} scores {bonus}</source>
            <translation>tredje lyckade ropet: {name} får {bonus}</translation>
        </message>
        <message>
            <source>third successful call: you score {bonus}</source>
            <translation>tredje lyckade ropet: du får {bonus}</translation>
        </message>
    </context>
    <context>
        <name>ReplayView</name>
        <message>
            <source>Player</source>
            <translation>Spelare</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>Hand</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Värde</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Last throw</source>
            <translation>Senaste kastet</translation>
        </message>
        <message>
            <source>First move (Home)</source>
            <translation>Första draget (Home)</translation>
        </message>
        <message>
            <source>◀◀ Round</source>
            <translation>◀◀ Omgång</translation>
        </message>
        <message>
            <source>Previous round (Page Up)</source>
            <translation>Förra omgången (Page Up)</translation>
        </message>
        <message>
            <source>Previous move (←)</source>
            <translation>Förra draget (←)</translation>
        </message>
        <message>
            <source>Next move (→)</source>
            <translation>Nästa drag (→)</translation>
        </message>
        <message>
            <source>Round ▶▶</source>
            <translation>Omgång ▶▶</translation>
        </message>
        <message>
            <source>Next round (Page Down)</source>
            <translation>Nästa omgång (Page Down)</translation>
        </message>
        <message>
            <source>Last move (End)</source>
            <translation>Sista draget (End)</translation>
        </message>
        <message>
            <source>Moves of this round</source>
            <translation>Dragen i den här omgången</translation>
        </message>
        <message>
            <source>This match has no moves to replay.</source>
            <translation>Det här partiet har inga drag att spela upp.</translation>
        </message>
        <message>
            <source>Round {number}</source>
            <translation>Omgång {number}</translation>
        </message>
        <message>
            <source>out</source>
            <translation>ute</translation>
        </message>
        <message>
            <source>{name} (you)</source>
            <translation>{name} (du)</translation>
        </message>
        <message>
            <source>stock: {count}</source>
            <translation>högen: {count}</translation>
        </message>
        <message>
            <source>move {number} of {last}</source>
            <translation>drag {number} av {last}</translation>
        </message>
    </context>
    <context>
        <name>RevealSheet</name>
        <message>
            <source>Next round</source>
            <translation>Nästa runda</translation>
        </message>
        <message>
            <source>Deal the next round (N)</source>
            <translation>Ge nästa runda (N)</translation>
        </message>
        <message>
            <source>Look at the table</source>
            <translation>Titta på bordet</translation>
        </message>
        <message>
            <source>Hide this sheet; the hands stay face up on the table</source>
            <translation>Dölj den här sammanställningen; händerna ligger kvar med framsidan upp på bordet</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spelare</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>Hand</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Värde</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Poäng</translation>
        </message>
        <message>
            <source>New total</source>
            <translation>Ny ställning</translation>
        </message>
        <message>
            <source>Yaniv!</source>
            <translation>Yaniv!</translation>
        </message>
        <message>
            <source>caught by an Assaf</source>
            <translation>fångad av en Assaf</translation>
        </message>
        <message>
            <source>Assaf: the lowest hand</source>
            <translation>Asaf: lägsta handen</translation>
        </message>
        <message>
            <source>a false call</source>
            <translation>ett falskt rop</translation>
        </message>
        <message>
            <source>slapped to zero</source>
            <translation>slog ner till noll</translation>
        </message>
    </context>
    <context>
        <name>RoundsModel</name>
        <message>
            <source>Round</source>
            <translation>Omgång</translation>
        </message>
        <message>
            <source>Called by</source>
            <translation>Ropat av</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>Utfall</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Anteckningar</translation>
        </message>
        <message>
            <source>Assaf! by you</source>
            <translation>Asaf! av dig</translation>
        </message>
        <message>
            <source>Assaf! by {name}</source>
            <translation>Asaf! av {name}</translation>
        </message>
        <message>
            <source>out</source>
            <translation>ute</translation>
        </message>
        <message>
            <source>{name}: hand of {value}</source>
            <translation>{name}: hand på {value}</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>Rules of this match</source>
            <translation>Reglerna för det här partiet</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regler</translation>
        </message>
        <message>
            <source>How this match is played</source>
            <translation>Hur det här partiet spelas</translation>
        </message>
        <message>
            <source>Back to the table</source>
            <translation>Tillbaka till bordet</translation>
        </message>
    </context>
    <context>
        <name>RulesPage</name>
        <message>
            <source>any card</source>
            <translation>vilket kort som helst</translation>
        </message>
        <message>
            <source>only the first or the last card</source>
            <translation>bara det första eller det sista kortet</translation>
        </message>
        <message>
            <source>A call always wins: the caller scores 0 and everyone else scores their hand.</source>
            <translation>Ett rop vinner alltid: den som ropade får 0 och alla andra får sin hand.</translation>
        </message>
        <message>
            <source>the Assaf winner scores 0 and everyone else their hand</source>
            <translation>den som gör Asaf får 0 och alla andra sin hand</translation>
        </message>
        <message>
            <source>everyone else scores their hand</source>
            <translation>alla andra får sin hand</translation>
        </message>
        <message>
            <source>If nobody holds as little or less, the caller scores 0 and everyone else their hand. If someone holds the same or less, that is an &lt;b&gt;Assaf&lt;/b&gt;: the caller scores the hand plus {penalty}, and {others}.</source>
            <translation>Om ingen har lika lite eller mindre får den som ropade 0 och alla andra sin hand. Om någon har lika mycket eller mindre är det en &lt;b&gt;Asaf&lt;/b&gt;: den som ropade får handen plus {penalty}, och {others}.</translation>
        </message>
        <message>
            <source>You may also call above the limit, but that false call costs you {penalty} and everyone else scores 0.</source>
            <translation>Du får också ropa över gränsen, men det falska ropet kostar dig {penalty} och alla andra får 0.</translation>
        </message>
        <message>
            <source>After a call everyone else has one last turn.</source>
            <translation>Efter ett rop får alla andra en sista tur.</translation>
        </message>
        <message>
            <source>two decks</source>
            <translation>två kortlekar</translation>
        </message>
        <message>
            <source>one deck</source>
            <translation>en kortlek</translation>
        </message>
        <message>
            <source>no jokers</source>
            <translation>inga jokrar</translation>
        </message>
        <message>
            <source>{count} jokers per deck (worth 0)</source>
            <translation>{count} jokrar per kortlek (värda 0)</translation>
        </message>
        <message>
            <source>J, Q, K 11, 12, 13</source>
            <translation>J, Q, K 11, 12, 13</translation>
        </message>
        <message>
            <source>J, Q, K 10 each</source>
            <translation>J, Q, K 10 var</translation>
        </message>
        <message>
            <source>Ace counts 1, 2–10 their number, {courts}</source>
            <translation>Ess räknas 1, 2–10 sitt tal, {courts}</translation>
        </message>
        <message>
            <source>; jacks count 0</source>
            <translation>; knektar räknas 0</translation>
        </message>
        <message>
            <source>Jokers and jacks</source>
            <translation>Jokrar och knektar</translation>
        </message>
        <message>
            <source>Jokers</source>
            <translation>Jokrar</translation>
        </message>
        <message>
            <source>{wild} may stand in for any card of a run and complete a set.</source>
            <translation>{wild} kan ersätta vilket kort som helst i en stege och fullborda en grupp.</translation>
        </message>
        <message>
            <source>{wild} may stand in for any card of a run.</source>
            <translation>{wild} kan ersätta vilket kort som helst i en stege.</translation>
        </message>
        <message>
            <source>the last player left wins.</source>
            <translation>den sista spelaren kvar vinner.</translation>
        </message>
        <message>
            <source>the match ends when anyone goes over, and the lowest total wins.</source>
            <translation>partiet slutar när någon går över, och lägsta totalen vinner.</translation>
        </message>
        <message>
            <source>Points add up. Over {limit} you are out; {ending} Milestones: {milestones}.</source>
            <translation>Poängen läggs ihop. Över {limit} är du ute; {ending} Milstolpar: {milestones}.</translation>
        </message>
        <message>
            <source>Racheli: exactly 50 drops to 0.</source>
            <translation>Racheli: exakt 50 sjunker till 0.</translation>
        </message>
        <message>
            <source>Landing on a milestone makes the leader add 30.</source>
            <translation>Att landa på en milstolpe får ledaren att lägga till 30.</translation>
        </message>
        <message>
            <source>Every third successful call gives −20.</source>
            <translation>Vart tredje lyckade rop ger −20.</translation>
        </message>
        <message>
            <source>Yaniv</source>
            <translation>Yaniv</translation>
        </message>
        <message>
            <source>Get your hand as low as you can, then call &lt;b&gt;Yaniv&lt;/b&gt;. Each player gets {hand} cards from {decks} with {jokers}.</source>
            <translation>Få din hand så låg som möjligt och ropa sedan &lt;b&gt;Yaniv&lt;/b&gt;. Varje spelare får {hand} kort från {decks} med {jokers}.</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Din tur</translation>
        </message>
        <message>
            <source>First throw one card, a &lt;b&gt;set&lt;/b&gt; (two or more of the same rank) or a &lt;b&gt;run&lt;/b&gt; (three or more in a row of one suit; the ace is low, so Q-K-A is not a run).</source>
            <translation>Kasta först ett kort, en &lt;b&gt;grupp&lt;/b&gt; (två eller fler av samma valör) eller en &lt;b&gt;stege&lt;/b&gt; (tre eller fler i följd i samma färg; esset är lågt, så Q-K-A är ingen stege).</translation>
        </message>
        <message>
            <source>Then take one card: the top of the stock, or one card of the previous player's throw — from a set {take_set}, from a run {take_run}.</source>
            <translation>Ta sedan ett kort: det översta i högen, eller ett kort ur förra spelarens kast — ur en grupp {take_set}, ur en stege {take_run}.</translation>
        </message>
        <message>
            <source>Calling Yaniv</source>
            <translation>Att ropa Yaniv</translation>
        </message>
        <message>
            <source>At the start of your turn, with a hand of {limit} or less, you may call Yaniv instead of throwing.</source>
            <translation>I början av din tur, med en hand på {limit} eller mindre, får du ropa Yaniv i stället för att kasta.</translation>
        </message>
        <message>
            <source>The match</source>
            <translation>Partiet</translation>
        </message>
        <message>
            <source>a card you draw from the stock that matches your throw may be slapped down at once</source>
            <translation>ett kort du drar från högen som passar ditt kast får slås ner direkt</translation>
        </message>
        <message>
            <source>a draw that brings your hand to 0 may end the round as a won call</source>
            <translation>ett drag som tar din hand till 0 får avsluta omgången som ett vunnet rop</translation>
        </message>
        <message>
            <source>Also: {extras}.</source>
            <translation>Dessutom: {extras}.</translation>
        </message>
        <message>
            <source>All the options of this match</source>
            <translation>Alla alternativ för det här partiet</translation>
        </message>
    </context>
    <context>
        <name>ScoreboardModel</name>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>You are out</source>
            <translation>Du är ute</translation>
        </message>
        <message>
            <source>{name} is out</source>
            <translation>{name} är ute</translation>
        </message>
        <message>
            <source>Assaf!</source>
            <translation>Asaf!</translation>
        </message>
    </context>
    <context>
        <name>Seats</name>
        <message>
            <source>Beginner</source>
            <translation>Nybörjare</translation>
        </message>
        <message>
            <source>Intermediate</source>
            <translation>Medel</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Expert</translation>
        </message>
        <message>
            <source>person</source>
            <translation>person</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Du</translation>
        </message>
    </context>
    <context>
        <name>SidePanel</name>
        <message>
            <source>Players</source>
            <translation>Spelare</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Poäng</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Drag</translation>
        </message>
        <message>
            <source>The players, their cards and totals</source>
            <translation>Spelarna, deras kort och totaler</translation>
        </message>
        <message>
            <source>Scoreboard</source>
            <translation>Poängtavla</translation>
        </message>
        <message>
            <source>Points per round; ↓ marks a milestone, ✗ an elimination</source>
            <translation>Poäng per omgång; ↓ markerar en milstolpe, ✗ en utslagning</translation>
        </message>
        <message>
            <source>Move log</source>
            <translation>Draglogg</translation>
        </message>
        <message>
            <source>Every move, in words</source>
            <translation>Varje drag, i ord</translation>
        </message>
    </context>
    <context>
        <name>StatisticsWindow</name>
        <message>
            <source>{value}%</source>
            <translation>{value} %</translation>
        </message>
        <message>
            <source>1 win in a row</source>
            <translation>1 vinst i rad</translation>
        </message>
        <message>
            <source>1 loss in a row</source>
            <translation>1 förlust i rad</translation>
        </message>
        <message numerus="yes">
            <source>%n wins in a row</source>
            <translation>
                <numerusform>%n vinst i rad</numerusform>
                <numerusform>%n vinster i rad</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n losses in a row</source>
            <translation>
                <numerusform>%n förlust i rad</numerusform>
                <numerusform>%n förluster i rad</numerusform>
            </translation>
        </message>
        <message>
            <source>Your statistics</source>
            <translation>Din statistik</translation>
        </message>
        <message>
            <source>Matches</source>
            <translation>Partier</translation>
        </message>
        <message>
            <source>Matches finished</source>
            <translation>Avslutade partier</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Vunna</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Vinstandel</translation>
        </message>
        <message>
            <source>Left unfinished</source>
            <translation>Lämnade oavslutade</translation>
        </message>
        <message>
            <source>Practice matches (not counted)</source>
            <translation>Övningspartier (räknas inte)</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Omgångar</translation>
        </message>
        <message>
            <source>Rounds played</source>
            <translation>Spelade omgångar</translation>
        </message>
        <message>
            <source>Rounds won</source>
            <translation>Vunna omgångar</translation>
        </message>
        <message>
            <source>Yaniv calls</source>
            <translation>Yaniv-rop</translation>
        </message>
        <message>
            <source>Successful calls</source>
            <translation>Lyckade rop</translation>
        </message>
        <message>
            <source>Assafed (of your calls)</source>
            <translation>Asafade (av dina rop)</translation>
        </message>
        <message>
            <source>Assafs you made</source>
            <translation>Asaf du gjorde</translation>
        </message>
        <message>
            <source>Average points per round</source>
            <translation>Snittpoäng per omgång</translation>
        </message>
        <message>
            <source>Milestones and streaks</source>
            <translation>Milstolpar och sviter</translation>
        </message>
        <message>
            <source>Milestones hit</source>
            <translation>Träffade milstolpar</translation>
        </message>
        <message>
            <source>Racheli</source>
            <translation>Racheli</translation>
        </message>
        <message>
            <source>Three-zeros bonus</source>
            <translation>Tre nollor-bonus</translation>
        </message>
        <message>
            <source>Longest winning streak</source>
            <translation>Längsta vinstsvit</translation>
        </message>
        <message>
            <source>Longest losing streak</source>
            <translation>Längsta förlustsvit</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>Nu</translation>
        </message>
        <message>
            <source>Computer level</source>
            <translation>Datornivå</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regler</translation>
        </message>
        <message>
            <source>By computer level</source>
            <translation>Per datornivå</translation>
        </message>
        <message>
            <source>By rules</source>
            <translation>Per regler</translation>
        </message>
        <message>
            <source>Win rate over time</source>
            <translation>Vinstandel över tid</translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message>
            <source>the disk is full</source>
            <translation>disken är full</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <translation>disken är skrivskyddad</translation>
        </message>
        <message>
            <source>permission denied (the folder is read-only)</source>
            <translation>åtkomst nekad (mappen är skrivskyddad)</translation>
        </message>
        <message>
            <source>the folder does not exist and cannot be created</source>
            <translation>mappen finns inte och kan inte skapas</translation>
        </message>
        <message>
            <source>Cannot save the match in progress to {path}: {reason}. You can keep playing, but if the game closes this match cannot be resumed.</source>
            <translation>Det går inte att spara det pågående partiet till {path}: {reason}. Du kan spela vidare, men om spelet stängs kan partiet inte återupptas.</translation>
        </message>
        <message>
            <source>cannot be read ({reason})</source>
            <translation>kan inte läsas ({reason})</translation>
        </message>
        <message>
            <source>is nested more than {depth} levels deep</source>
            <translation>är nästlad mer än {depth} nivåer djupt</translation>
        </message>
        <message>
            <source>is damaged (at line {line}, column {column})</source>
            <translation>är skadad (på rad {line}, kolumn {column})</translation>
        </message>
        <message>
            <source>holds a number too long to read ({detail})</source>
            <translation>innehåller ett för långt tal för att läsas ({detail})</translation>
        </message>
        <message>
            <source>is not a saved match</source>
            <translation>innehåller inget sparat parti</translation>
        </message>
        <message>
            <source>was written by a newer version of Yaniv Desktop (version {version})</source>
            <translation>skrevs av en nyare version av Yaniv Desktop (version {version})</translation>
        </message>
        <message>
            <source>cannot be replayed ({error})</source>
            <translation>kan inte spelas upp igen ({error})</translation>
        </message>
        <message>
            <source>names {players} players for {seats} seats</source>
            <translation>anger {players} spelare för {seats} platser</translation>
        </message>
        <message>
            <source>The saved match in progress {path} had wrong values for {fields}; the match resumes without them.</source>
            <translation>Den sparade matchen {path} hade felaktiga värden för {fields}; matchen fortsätter utan dem.</translation>
        </message>
        <message>
            <source>it was moved to {aside}</source>
            <translation>den flyttades till {aside}</translation>
        </message>
        <message>
            <source>it could not be moved aside ({reason})</source>
            <translation>den kunde inte flyttas undan ({reason})</translation>
        </message>
        <message>
            <source>The saved match in progress {path} {what}; {where}. It cannot be resumed.</source>
            <translation>Sparfilen för det pågående partiet {path} {what}; {where}. Partiet kan inte återupptas.</translation>
        </message>
        <message>
            <source>Cannot remove the finished match's save {path}: {reason}.</source>
            <translation>Det går inte att ta bort det avslutade partiets sparfil {path}: {reason}.</translation>
        </message>
        <message>
            <source>The match history {path} holds a damaged match (number {match}): its {field} {what}. It is listed with what could be read; the other matches are not affected.</source>
            <translation>Partihistoriken {path} innehåller ett skadat parti (nummer {match}): dess {field} {what}. Det visas med det som gick att läsa; de andra partierna påverkas inte.</translation>
        </message>
        <message>
            <source>Match {match} in the match history {path} cannot be shown: its {field} {what}. The other matches are not affected.</source>
            <translation>Parti {match} i partihistoriken {path} kan inte visas: dess {field} {what}. De andra partierna påverkas inte.</translation>
        </message>
        <message>
            <source>holds a wrong value ({value})</source>
            <translation>innehåller ett felaktigt värde ({value})</translation>
        </message>
        <message>
            <source>The match history {path} was written by a newer version of Yaniv Desktop ({detail}). It is left untouched; matches played now are not saved.</source>
            <translation>Partihistoriken {path} skrevs av en nyare version av Yaniv Desktop ({detail}). Den lämnas orörd; partier som spelas nu sparas inte.</translation>
        </message>
        <message>
            <source>The match history {path} is damaged ({detail}) and could not be moved aside; matches played now are not saved.</source>
            <translation>Partihistoriken {path} är skadad ({detail}) och kunde inte flyttas undan; partier som spelas nu sparas inte.</translation>
        </message>
        <message>
            <source>The match history {path} was damaged ({detail}). It was moved to {aside} and a new, empty history was started.</source>
            <translation>Partihistoriken {path} var skadad ({detail}). Den flyttades till {aside} och en ny, tom historik påbörjades.</translation>
        </message>
        <message>
            <source>The match history {path} is in use by another program. Your past matches are shown, but this session's matches will not be kept; close the other program and start Yaniv Desktop again.</source>
            <translation>Matchhistoriken {path} används av ett annat program. Dina tidigare matcher visas, men den här sessionens matcher sparas inte; stäng det andra programmet och starta Yaniv Desktop igen.</translation>
        </message>
        <message>
            <source>The match history {path} is in use by another program, so it cannot be shown now; it is left as it is. Close the other program and start Yaniv Desktop again.</source>
            <translation>Matchhistoriken {path} används av ett annat program och kan inte visas nu; den lämnas som den är. Stäng det andra programmet och starta Yaniv Desktop igen.</translation>
        </message>
        <message>
            <source>Cannot save to the match history {path}: {reason}. Your past matches are shown, but this session's matches will not be kept.</source>
            <translation>Det går inte att spara i partihistoriken {path}: {reason}. Dina tidigare partier visas, men partierna från den här sessionen sparas inte.</translation>
        </message>
        <message>
            <source>Cannot save the match history to {path}: {reason}. You can play, but this session's matches will not be kept.</source>
            <translation>Det går inte att spara partihistoriken till {path}: {reason}. Du kan spela, men partierna från den här sessionen sparas inte.</translation>
        </message>
        <message>
            <source>Cannot save {what} to the match history {path}: {detail}. The game goes on; it will try again after the next round.</source>
            <translation>Det går inte att spara {what} i partihistoriken {path}: {detail}. Spelet fortsätter; ett nytt försök görs efter nästa omgång.</translation>
        </message>
        <message>
            <source>Cannot save the new match to the match history {path}: {detail}. The game goes on, but this match may not be kept.</source>
            <translation>Det går inte att spara det nya partiet i partihistoriken {path}: {detail}. Spelet fortsätter, men partiet kanske inte sparas.</translation>
        </message>
        <message>
            <source>round {number}</source>
            <translation>omgång {number}</translation>
        </message>
        <message>
            <source>the end of the match</source>
            <translation>partiets slut</translation>
        </message>
        <message>
            <source>the abandoned match</source>
            <translation>det avbrutna partiet</translation>
        </message>
        <message>
            <source>the deletion</source>
            <translation>borttagningen</translation>
        </message>
        <message>
            <source>schema version {version}, this one reads up to {readable}</source>
            <translation>schemaversion {version}, den här versionen läser upp till {readable}</translation>
        </message>
        <message>
            <source>Yaniv Desktop is already running (process {pid}) with the data folder {path}. Switch to that window, or close it before starting another copy.</source>
            <translation>Yaniv Desktop körs redan (process {pid}) med datamappen {path}. Byt till det fönstret, eller stäng det innan du startar en kopia till.</translation>
        </message>
        <message>
            <source>Yaniv Desktop is already running with the data folder {path}. Switch to that window, or close it before starting another copy.</source>
            <translation>Yaniv Desktop körs redan med datamappen {path}. Byt till det fönstret, eller stäng det innan du startar en kopia till.</translation>
        </message>
        <message>
            <source>Cannot create the folder {path}: {reason}.</source>
            <translation>Det går inte att skapa mappen {path}: {reason}.</translation>
        </message>
        <message>
            <source>Cannot save the settings to {path}: {reason}. Your changes apply until you close the game.</source>
            <translation>Det går inte att spara inställningarna till {path}: {reason}. Dina ändringar gäller tills du stänger spelet.</translation>
        </message>
        <message>
            <source>Cannot read the settings file {path}: {reason}; the default settings are used and changes are not saved.</source>
            <translation>Det går inte att läsa inställningsfilen {path}: {reason}; standardinställningarna används och ändringar sparas inte.</translation>
        </message>
        <message>
            <source>The settings file {path} {trouble}; {where}. 1 setting kept, the others are back to their defaults.</source>
            <translation>Inställningsfilen {path} {trouble}; {where}. En inställning behölls, de andra är återställda till standard.</translation>
        </message>
        <message>
            <source>The settings file {path} {trouble}; {where}. {kept} settings kept, the others are back to their defaults.</source>
            <translation>Inställningsfilen {path} {trouble}; {where}. {kept} inställningar behölls, de andra är återställda till standard.</translation>
        </message>
        <message>
            <source>was written by a newer version of Yaniv Desktop (settings version {version}, this one reads up to {readable})</source>
            <translation>skrevs av en nyare version av Yaniv Desktop (inställningsversion {version}, den här versionen läser upp till {readable})</translation>
        </message>
        <message>
            <source>was damaged (not UTF-8 text)</source>
            <translation>var skadad (inte UTF-8-text)</translation>
        </message>
        <message>
            <source>was damaged or cut short (at line {line}, column {column})</source>
            <translation>var skadad eller avkortad (på rad {line}, kolumn {column})</translation>
        </message>
        <message>
            <source>is not a settings file (no "settings" object)</source>
            <translation>är ingen inställningsfil (inget "settings"-objekt)</translation>
        </message>
        <message>
            <source>has no valid version number ({version})</source>
            <translation>har inget giltigt versionsnummer ({version})</translation>
        </message>
        <message>
            <source>could not be upgraded from version {version} ({detail})</source>
            <translation>kunde inte uppgraderas från version {version} ({detail})</translation>
        </message>
        <message>
            <source>had values of the wrong type ({details})</source>
            <translation>hade värden av fel typ ({details})</translation>
        </message>
        <message>
            <source>Cannot create the lock file {path}: {reason}; nothing will be saved in this session.</source>
            <translation>Det går inte att skapa låsfilen {path}: {reason}; ingenting sparas under den här sessionen.</translation>
        </message>
        <message>
            <source>The recorded match cannot be replayed ({field}: {error}).</source>
            <translation>Det sparade partiet kan inte spelas upp igen ({field}: {error}).</translation>
        </message>
    </context>
    <context>
        <name>TableColours</name>
        <message>
            <source>Green</source>
            <translation>Grön</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Blå</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Röd</translation>
        </message>
        <message>
            <source>Wood</source>
            <translation>Trä</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Mörk</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>Hög kontrast</translation>
        </message>
    </context>
    <context>
        <name>TablePanel</name>
        <message>
            <source>Not a throw: {why}</source>
            <translation>Inget giltigt kast: {why}</translation>
        </message>
        <message>
            <source>Throw {cards} (a set).</source>
            <translation>Kasta {cards} (en grupp).</translation>
        </message>
        <message>
            <source>Throw {cards} (a run).</source>
            <translation>Kasta {cards} (en stege).</translation>
        </message>
        <message>
            <source>Throw {cards}.</source>
            <translation>Kasta {cards}.</translation>
        </message>
        <message>
            <source>Coach: {warning}</source>
            <translation>Coach: {warning}</translation>
        </message>
        <message>
            <source>Undo is for practice matches: tick Practice in Game → New match.</source>
            <translation>Ångra finns i övningspartier: kryssa i Övning under Spel → Nytt parti.</translation>
        </message>
        <message>
            <source>There is no turn of yours to take back in this round.</source>
            <translation>Det finns ingen tur av dig att ta tillbaka i den här rundan.</translation>
        </message>
        <message>
            <source>Your last turn was taken back: play it again.</source>
            <translation>Din senaste tur är tagen tillbaka: spela den igen.</translation>
        </message>
        <message>
            <source>Press Next round to deal again.</source>
            <translation>Tryck på Nästa omgång för att ge igen.</translation>
        </message>
        <message>
            <source>The expert is thinking…</source>
            <translation>Experten tänker…</translation>
        </message>
        <message>
            <source>Hint: {reason}</source>
            <translation>Tips: {reason}</translation>
        </message>
        <message>
            <source>Slap down {card}</source>
            <translation>Slå ner {card}</translation>
        </message>
        <message>
            <source>Slap down</source>
            <translation>Slå ner</translation>
        </message>
        <message>
            <source>Your hand: {value}</source>
            <translation>Din hand: {value}</translation>
        </message>
        <message>
            <source>After this throw: {after}</source>
            <translation>Efter det här kastet: {after}</translation>
        </message>
        <message>
            <source>Your turn: choose cards to throw, or call Yaniv.</source>
            <translation>Din tur: välj kort att kasta, eller ropa Yaniv.</translation>
        </message>
        <message>
            <source>Your turn: choose cards to throw.</source>
            <translation>Din tur: välj kort att kasta.</translation>
        </message>
        <message>
            <source>Take a card: the stock, or a highlighted card of the last throw.</source>
            <translation>Ta ett kort: från högen, eller ett markerat kort från senaste kastet.</translation>
        </message>
        <message>
            <source>You may slap the card down, or keep it.</source>
            <translation>Du kan slå ner kortet, eller behålla det.</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <source>Stock: {count}</source>
            <translation>Högen: {count}</translation>
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
            <translation> · tänker…</translation>
        </message>
    </context>
    <context>
        <name>TableWidget</name>
        <message>
            <source>Card table</source>
            <translation>Kortbord</translation>
        </message>
        <message>
            <source>The table: click your cards to choose them, then Throw</source>
            <translation>Bordet: klicka på dina kort för att välja dem, sedan Kasta</translation>
        </message>
    </context>
    <context>
        <name>TotalsChart</name>
        <message>
            <source>Each player's total after every round</source>
            <translation>Varje spelares total efter varje omgång</translation>
        </message>
        <message>
            <source>No round has been played yet</source>
            <translation>Ingen omgång har spelats än</translation>
        </message>
        <message>
            <source>round</source>
            <translation>omgång</translation>
        </message>
        <message>
            <source>limit {limit}</source>
            <translation>gräns {limit}</translation>
        </message>
        <message>
            <source>{name} ({total}, out)</source>
            <translation>{name} ({total}, ute)</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>Step {number} of {count}</source>
            <translation>Steg {number} av {count}</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Nästa</translation>
        </message>
        <message>
            <source>Go on to the next step</source>
            <translation>Gå vidare till nästa steg</translation>
        </message>
        <message>
            <source>Deal the next round</source>
            <translation>Ge nästa omgång</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Avsluta</translation>
        </message>
        <message>
            <source>End the tutorial and play a real match</source>
            <translation>Avsluta genomgången och spela ett riktigt parti</translation>
        </message>
        <message>
            <source>Not yet: read this step, then press Next.</source>
            <translation>Inte än: läs det här steget och tryck sedan på Nästa.</translation>
        </message>
        <message>
            <source>Welcome to Yaniv! You will play a short game against {name}, one move at a time. Aim for the lowest hand: an ace counts 1, a number card its number, J, Q and K count 10. Press Next.</source>
            <translation>Välkommen till Yaniv! Du spelar ett kort parti mot {name}, ett drag i taget. Sikta på lägsta handen: ess är värt 1, ett sifferkort sin siffra, knekt, dam och kung (J, Q, K) är värda 10. Tryck på Nästa.</translation>
        </message>
        <message>
            <source>Each turn you throw, then take a card. Throw your {card}, worth 10: click it, then press Throw.</source>
            <translation>Varje tur kastar du och tar sedan ett kort. Kasta din {card}, värd 10: klicka på den och tryck sedan på Kasta.</translation>
        </message>
        <message>
            <source>Not that: throw only your {card}. Click it, then press Throw.</source>
            <translation>Inte det: kasta bara din {card}. Klicka på den och tryck sedan på Kasta.</translation>
        </message>
        <message>
            <source>Now take one card. Click the stock, the face-down pile, to draw its top card.</source>
            <translation>Ta nu ett kort. Klicka på högen, korten med baksidan upp, för att dra det översta.</translation>
        </message>
        <message>
            <source>This time take from the stock: click the face-down pile.</source>
            <translation>Ta från högen den här gången: klicka på korten med baksidan upp.</translation>
        </message>
        <message>
            <source>Two or more cards of the same rank are a set, thrown together. Click your {cards}, then press Throw.</source>
            <translation>Två eller fler kort av samma valör är en grupp och kastas tillsammans. Klicka på dina {cards} och tryck sedan på Kasta.</translation>
        </message>
        <message>
            <source>Throw the pair {cards} together: click both, then press Throw.</source>
            <translation>Kasta paret {cards} tillsammans: klicka på båda och tryck sedan på Kasta.</translation>
        </message>
        <message>
            <source>{name} threw {run}, a run. Try to take the {card} from its middle: click it.</source>
            <translation>{name} kastade {run}, en stege. Försök ta {card} från mitten: klicka på det.</translation>
        </message>
        <message>
            <source>First click the {card} in the middle of the run, to see what happens.</source>
            <translation>Klicka först på {card} mitt i stegen, så ser du vad som händer.</translation>
        </message>
        <message>
            <source>Refused: from a run you may take only an end card, {first} or {last}. Take the {card}: with your {pair} it makes a new run.</source>
            <translation>Nekat: från en stege får du bara ta ett kort i änden, {first} eller {last}. Ta {card}: med dina {pair} blir det en ny stege.</translation>
        </message>
        <message>
            <source>Take the {card}, an end of the run: with your {pair} it makes a run.</source>
            <translation>Ta {card}, en ände av stegen: med dina {pair} blir det en stege.</translation>
        </message>
        <message>
            <source>Three or more cards of one suit in a row are a run. Click {cards}, then press Throw.</source>
            <translation>Tre eller fler kort i följd i samma färg är en stege. Klicka på {cards} och tryck sedan på Kasta.</translation>
        </message>
        <message>
            <source>Throw the whole run {cards}: click all three, then press Throw.</source>
            <translation>Kasta hela stegen {cards}: klicka på alla tre och tryck sedan på Kasta.</translation>
        </message>
        <message>
            <source>Take a card again. {name}'s {card} would add 10 points to your hand, so click the stock.</source>
            <translation>Ta ett kort igen. {name}s {card} skulle lägga 10 poäng till din hand, så klicka på högen.</translation>
        </message>
        <message>
            <source>The {card} would add 10 points: click the stock instead.</source>
            <translation>{card} skulle lägga till 10 poäng: klicka på högen i stället.</translation>
        </message>
        <message>
            <source>Your hand is worth {value}, as shown beside your cards. At {limit} or less you may call Yaniv at the start of your turn: press Yaniv!</source>
            <translation>Din hand är värd {value}, som det står bredvid dina kort. Med {limit} eller mindre får du ropa Yaniv i början av din tur: tryck på Yaniv!</translation>
        </message>
        <message>
            <source>Your hand is low enough: press Yaniv! instead.</source>
            <translation>Din hand är låg nog: tryck på Yaniv! i stället.</translation>
        </message>
        <message>
            <source>Yaniv! You had {mine} and {name} {theirs}: the lowest hand wins the round. You score 0 and {name} scores {theirs}. Points add up; over 200 you are out. Press Next to deal a new round.</source>
            <translation>Yaniv! Du hade {mine} och {name} {theirs}: lägsta handen vinner omgången. Du får 0 och {name} får {theirs}. Poängen läggs ihop; över 200 är du ute. Tryck på Nästa för att ge en ny omgång.</translation>
        </message>
        <message>
            <source>A new round: your hand is {value}, just at the limit. Call Yaniv again and see what happens.</source>
            <translation>En ny omgång: din hand är {value}, precis vid gränsen. Ropa Yaniv igen och se vad som händer.</translation>
        </message>
        <message>
            <source>Press Yaniv! now: this round shows what can go wrong.</source>
            <translation>Tryck på Yaniv! nu: den här omgången visar vad som kan gå fel.</translation>
        </message>
        <message>
            <source>Assaf! {name} had {theirs}, no more than your {mine} (a tie counts too). The caller is caught: you score {sum} and {name} scores 0. Call when the others are likely to hold more.</source>
            <translation>Asaf! {name} hade {theirs}, inte mer än dina {mine} (lika räknas också). Den som ropade blir fångad: du får {sum} och {name} får 0. Ropa när de andra troligen har mer.</translation>
        </message>
        <message>
            <source>That is Yaniv: throw, take, keep your hand low and call at the right moment. Press Finish to play a real match.</source>
            <translation>Det är Yaniv: kasta, ta, håll handen låg och ropa i rätt ögonblick. Tryck på Avsluta för att spela ett riktigt parti.</translation>
        </message>
    </context>
    <context>
        <name>TutorialOverlay</name>
        <message>
            <source>Leave the tutorial</source>
            <translation>Lämna genomgången</translation>
        </message>
        <message>
            <source>Stop the tutorial and play a real match</source>
            <translation>Avbryt genomgången och spela ett riktigt parti</translation>
        </message>
        <message>
            <source>Tutorial step</source>
            <translation>Steg i genomgången</translation>
        </message>
    </context>
    <context>
        <name>WatchBar</name>
        <message>
            <source>Resume</source>
            <translation>Fortsätt</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pausa</translation>
        </message>
        <message>
            <source>Stop the computer players after their move, or let them play on</source>
            <translation>Stoppa datorspelarna efter deras drag, eller låt dem spela vidare</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>Steg</translation>
        </message>
        <message>
            <source>While paused: the next move, one at a time</source>
            <translation>Medan det är pausat: nästa drag, ett i taget</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>Hastighet:</translation>
        </message>
        <message>
            <source>How fast the computer players move (the View menu's speed)</source>
            <translation>Hur snabbt datorspelarna drar (hastigheten i Visa-menyn)</translation>
        </message>
        <message>
            <source>Speed of the moves</source>
            <translation>Dragens hastighet</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Långsam</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Snabb</translation>
        </message>
        <message>
            <source>Show all hands</source>
            <translation>Visa alla händer</translation>
        </message>
        <message>
            <source>Every player's cards face up, to follow their thinking</source>
            <translation>Alla spelares kort med framsidan upp, för att följa deras tänkande</translation>
        </message>
    </context>
    <context>
        <name>WelcomeDialog</name>
        <message>
            <source>New to Yaniv</source>
            <translation>Jag är ny på Yaniv</translation>
        </message>
        <message>
            <source>One gentle opponent (Beginner): learn the game and win your share</source>
            <translation>En snäll motståndare (Nybörjare): lär dig spelet och vinn din del</translation>
        </message>
        <message>
            <source>I know the game</source>
            <translation>Jag kan spelet</translation>
        </message>
        <message>
            <source>Three Intermediate opponents who keep pairs and runs and call with care</source>
            <translation>Tre motståndare på nivå Medel som sparar par och stegar och ropar med eftertanke</translation>
        </message>
        <message>
            <source>Challenge me</source>
            <translation>Utmana mig</translation>
        </message>
        <message>
            <source>Three Expert opponents who read the table and know every scoring trick</source>
            <translation>Tre motståndare på nivå Expert som läser bordet och kan alla poängknep</translation>
        </message>
        <message>
            <source>Welcome to Yaniv Desktop</source>
            <translation>Välkommen till Yaniv Desktop</translation>
        </message>
        <message>
            <source>Welcome to Yaniv!</source>
            <translation>Välkommen till Yaniv!</translation>
        </message>
        <message>
            <source>Four quick choices and you are at the table. You can change any of them later.</source>
            <translation>Fyra snabba val, sedan sitter du vid bordet. Du kan ändra vilket som helst av dem senare.</translation>
        </message>
        <message>
            <source>Your &amp;name</source>
            <translation>Ditt &amp;namn</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>Ditt namn</translation>
        </message>
        <message>
            <source>The name shown for you at the table</source>
            <translation>Namnet som visas för dig vid bordet</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Språk</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Språk</translation>
        </message>
        <message>
            <source>The language of the whole game; it changes at once</source>
            <translation>Språket i hela spelet; det byts direkt</translation>
        </message>
        <message>
            <source>Difficulty</source>
            <translation>Svårighetsgrad</translation>
        </message>
        <message>
            <source>&amp;Deck</source>
            <translation>&amp;Kortlek</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>Kortlek</translation>
        </message>
        <message>
            <source>The pictures on the cards; the Decks window has them all</source>
            <translation>Bilderna på korten; fönstret Kortlekar har alla</translation>
        </message>
        <message>
            <source>You can open this screen again from the Help menu.</source>
            <translation>Du kan öppna den här skärmen igen från menyn Hjälp.</translation>
        </message>
        <message>
            <source>Start playing</source>
            <translation>Börja spela</translation>
        </message>
        <message>
            <source>Deal the first match with these choices</source>
            <translation>Dela ut första partiet med de här valen</translation>
        </message>
        <message>
            <source>Skip</source>
            <translation>Hoppa över</translation>
        </message>
        <message>
            <source>Close this screen and keep the game as it is</source>
            <translation>Stäng skärmen och behåll spelet som det är</translation>
        </message>
    </context>
    <context>
        <name>WinRateChart</name>
        <message>
            <source>win rate per day</source>
            <translation>vinstandel per dag</translation>
        </message>
        <message>
            <source>win rate per week</source>
            <translation>vinstandel per vecka</translation>
        </message>
        <message>
            <source>win rate per month</source>
            <translation>vinstandel per månad</translation>
        </message>
        <message>
            <source>matches finished (most in one day: {most})</source>
            <translation>avslutade partier (flest på en dag: {most})</translation>
        </message>
        <message>
            <source>matches finished (most in one week: {most})</source>
            <translation>avslutade partier (flest på en vecka: {most})</translation>
        </message>
        <message>
            <source>matches finished (most in one month: {most})</source>
            <translation>avslutade partier (flest på en månad: {most})</translation>
        </message>
        <message>
            <source>Your win rate in each period; the bars show how many matches you finished</source>
            <translation>Din vinstandel i varje period; staplarna visar hur många partier du avslutade</translation>
        </message>
        <message>
            <source>Finish a match to see your win rate over time</source>
            <translation>Avsluta ett parti för att se din vinstandel över tid</translation>
        </message>
    </context>
    <context>
        <name>WindowOpener</name>
        <message>
            <source>{file}: decks can only be added when the app can save.</source>
            <translation>{file}: kortlekar kan bara läggas till när appen kan spara.</translation>
        </message>
        <message>
            <source>About Yaniv Desktop</source>
            <translation>Om Yaniv Desktop</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Yaniv Desktop {version}&lt;/h3&gt;&lt;p&gt;Yaniv, the card game, played offline against computer opponents, with house rules from Israel, the Arab world, Sweden, the Netherlands and Nepal, and family decks drawn by this project.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Yaniv Desktop {version}&lt;/h3&gt;&lt;p&gt;Yaniv, kortspelet, spelat offline mot datormotståndare, med husregler från Israel, arabvärlden, Sverige, Nederländerna och Nepal, och familjekortlekar ritade av det här projektet.&lt;/p&gt;</translation>
        </message>
    </context>
</TS>
