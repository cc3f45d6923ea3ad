<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE">
<context>
    <name>ActionBar</name>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the move anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go ahead with this move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change my move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose another move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw the chosen cards (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw the chosen cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the order the chosen cards are laid in (O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yaniv!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call Yaniv (Y)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call Yaniv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take from stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the top card of the stock (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slap down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw the drawn card onto your throw (L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slap down the drawn card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slap to zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the round: your hand is 0 (Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slap down to zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the drawn card (K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the drawn card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What would the expert do? (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the next round (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the next round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Yaniv Desktop is already open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the match?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A match was not finished: {names}, round {round}.

Go on where you left it?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}, selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}, may be taken</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>A joker at the end of a run can be taken by the next player: lay it inside a run instead, like {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The joker ends up at the end of this run, where the next player may take it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A joker is worth 0 and the best card to keep: think twice before throwing it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q-K-A is not a run (the ace is low): keeping them for one leaves you holding 20 points in court cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand is {value}, over the limit of {limit}: a false call costs {penalty}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calling at {value} when the player before you holds only two cards often ends in an Assaf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player before you just took {card}: calling at {value} may well end in an Assaf.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoverScreen</name>
    <message>
        <source>Whose turn it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only when the right person is looking at the screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the screen to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeckGallery</name>
    <message>
        <source>Decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every deck; broken ones are marked with what is wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards of the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every card of the chosen deck, the legend first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a deck someone sent you (a .yanivdeck file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this deck as one .yanivdeck file to share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PDF of the whole deck at real card size, with cut marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showcase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The court cards and the legend, full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a family deck…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grandpa, grandma and a grandchild from your photos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch a match with this deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players play a match on this deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ {name} — broken
{message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yaniv decks (*{suffix})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not exported: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the printable PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing {file} ({paper}, cards 63 × 88 mm)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not printed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready to print: {path} — print at 100 % (actual size), then cut along the marks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit this family deck…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>who is who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeckMaker</name>
    <message>
        <source>Grandpa (kings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grandma (queens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grandchild (jacks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back (optional)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeckMakerDialog</name>
    <message>
        <source>Make a family deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Cohen family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck&apos;s name in the deck list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The frame, pattern and colours of one of the community decks, or plain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grandchild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grandson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Granddaughter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the legend card calls the jacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame and colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The jacks show a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a photo for grandpa, grandma and the grandchild.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compose the court cards and save the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the deck maker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Photo for {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Photos (*.jpg *.jpeg *.png *.webp *.heic *.bmp *.gif *.tif *.tiff);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: drag the box around the face; drag its corner to resize it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Our family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A photo is still needed: {who}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Composing the cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Composing the cards… {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck could not be made: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved “{name}”: it is ready to play and to print.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeckShowcase</name>
    <message>
        <source>Deck showcase</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>{name} threw {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and took from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and took {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and slapped down {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and slapped down to zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} called Yaniv with {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assaf! {by} had {low}; {caller} called with {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{caller} called Yaniv with {value}, over the limit: a false call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slap to zero: round to {caller}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yaniv! Round to {caller}, who called with {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assaf! {by} caught {caller}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False call by {caller}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slap to zero by {caller}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yaniv! Round to {caller}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {number}: first to play, {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} won the match</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>The round is over; no more moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn starts with a Yaniv call or a discard; draw after discarding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock is empty: take a card of the last throw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} cannot be taken: only {allowed} of the last throw may be taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After discarding, draw one card from the stock or the last throw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After this draw only a slap the rules allow, or keeping the card, is possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is not in the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yaniv has been called; this is a last turn: discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hand of {value} is over the Yaniv limit of {limit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current round is not finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No round is being played; start the next round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn throws at least one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card cannot be thrown twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A joker may not complete a set under these rules (jokers in sets is off).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two cards must be a set: the same rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A set needs one rank, a run one suit: these cards are neither.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run needs at least one card that is not wild.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run is three or more cards of one suit laid in sequence, ace low (A-2-3 is a run, Q-K-A is not), with wild cards only in the gaps or at the ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: third successful call, {bonus} points ({before} → {after})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: exactly {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: Racheli! exactly {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: milestone theft by {by}, +{points} ({before} → {after})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: out with {after}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>A computer player failed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yaniv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assaf!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slap to zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>intermediate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Match history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From: any day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To: any day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} of {total} matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{matches} — not saved to disk in this session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export history as {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {file}: {error}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported {count} matches to {file}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Yaniv — {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yaniv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players, their cards and totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points per round; ↓ marks a milestone, ✗ an elimination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every move, in words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Watch a match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Slow moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Normal moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fast moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Decks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same as the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Yaniv Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to hide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slap down {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slap down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: choose cards to throw, or call Yaniv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: choose cards to throw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a card: the stock, or a highlighted card of the last throw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may slap the card down, or keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw {cards} (a set).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw {cards} (a run).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a throw: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach: {warning}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Next round to deal again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} won the match.

Final totals: {totals}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The expert is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Yaniv Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yaniv Desktop {version}&lt;/h3&gt;&lt;p&gt;Yaniv, the card game, played offline against computer opponents, with house rules from Israel, the Arab world, Sweden, the Netherlands and Nepal, and family decks drawn by this project.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchKeeper</name>
    <message>
        <source>This match cannot be saved right now; you can play on, but it will not be in the history.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchListModel</name>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players: {players}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final totals: {totals}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchPage</name>
    <message>
        <source>Match of {date}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hours} h {minutes} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>winner {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rules} rules · {count} rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decks: {decks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · Beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · Intermediate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of seat {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player&apos;s name at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays seat {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A person at this screen, or a computer player and its level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat one more player (up to 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the last player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take away the last seat (at least 2 players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A named set of house rules; every option can still be changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The picture deck for this physical deck; two decks may differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The colour of the table cloth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of this match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem with these choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the first round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the match you have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least one seat must be a person (to watch computers play, use Watch a match).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{players} players × {hand} cards need more cards than one deck has: choose two decks (or automatic), fewer players or a smaller hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Yaniv limit of 0 needs cards worth 0 (jokers, or jacks that count 0), or nobody could ever call.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many decks are shuffled together. Automatic uses two from five players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers per deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers in each deck: 2 as usual, 0, or 4 (&quot;double joker&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 (double joker)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards each player is dealt: 5, 7, or 3 for Speedy Yaniv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 (speedy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Court card values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>J, Q and K count 10 each, or 11, 12 and 13.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>11, 12, 13</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jacks count 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nepal: jacks are worth 0 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jacks are wild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nepal: jacks replace the jokers and act as them in runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direction of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order in which players take their turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counterclockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who starts a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The winner of the previous round (the first round by lot), or the player after a rotating dealer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last round&apos;s winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yaniv at or below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand value at which you may call Yaniv (usually 7 or 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers complete sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether a joker may complete a set (two 9s and a joker).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take from a thrown set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only its first or last card, or any card of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ends only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take from a thrown run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only its first or last card, or any card of it (Nepal).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: a Yaniv call always succeeds (family play).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assaf penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points the caller adds to the hand after an Assaf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After an Assaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Assaf winner scores 0, or everyone but the caller scores their hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Assaf winner scores 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone scores their hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Milestones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What landing exactly on a round number does to a total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>100 → 50, 200 → 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>50 → 25, 100 → 50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every 50 from 100 drops 50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every multiple of 50 halves (Australian)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racheli</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A total of exactly 50 drops to 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Milestone theft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Landing on a milestone also makes the current leader add 30.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player whose total goes over this is out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When one player is left, or as soon as anyone goes over the limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last player standing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First over the limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slap-down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card drawn from the stock that matches your throw may be thrown at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slap to zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw that brings your hand to 0 may end the round at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last turn after a call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a call every other player gets one last turn before the hands are shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three zeros bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every third successful call gives −20 (not when only two players remain).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused, or allowed at a cost: the caller pays the penalty and everyone else scores 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allowed, costing {points}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhotoSlot</name>
    <message>
        <source>Choose photo…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A photo from this computer; it never leaves it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name on the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name on the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printed on the cards under the picture</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{marker}{name} · {level} · {status} · {total} pts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Israeli (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic (McLeod)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nepali Jhyap / Dhumbal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speedy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First move (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀◀ Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous round (Page Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous move (←)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next move (→)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round ▶▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next round (Page Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves of this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match has no moves to replay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stock: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move {number} of {last}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundsModel</name>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Called by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assaf! by {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: hand of {value}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of this match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How this match is played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>any card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only the first or the last card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A call always wins: the caller scores 0 and everyone else scores their hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Assaf winner scores 0 and everyone else their hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>everyone else scores their hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If nobody holds as little or less, the caller scores 0 and everyone else their hand. If someone holds the same or less, that is an &lt;b&gt;Assaf&lt;/b&gt;: the caller scores the hand plus {penalty}, and {others}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may also call above the limit, but that false call costs you {penalty} and everyone else scores 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a call everyone else has one last turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no jokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} jokers per deck (worth 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>J, Q, K 11, 12, 13</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>J, Q, K 10 each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace counts 1, 2–10 their number, {courts}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; jacks count 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers and jacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{wild} may stand in for any card of a run and complete a set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{wild} may stand in for any card of a run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last player left wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the match ends when anyone goes over, and the lowest total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points add up. Over {limit} you are out; {ending} Milestones: {milestones}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racheli: exactly 50 drops to 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Landing on a milestone makes the leader add 30.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every third successful call gives −20.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yaniv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get your hand as low as you can, then call &lt;b&gt;Yaniv&lt;/b&gt;. Each player gets {hand} cards from {decks} with {jokers}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First throw one card, a &lt;b&gt;set&lt;/b&gt; (two or more of the same rank) or a &lt;b&gt;run&lt;/b&gt; (three or more in a row of one suit; the ace is low, so Q-K-A is not a run).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then take one card: the top of the stock, or one card of the previous player&apos;s throw — from a set {take_set}, from a run {take_run}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calling Yaniv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the start of your turn, with a hand of {limit} or less, you may call Yaniv instead of throwing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card you draw from the stock that matches your throw may be slapped down at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a draw that brings your hand to 0 may end the round as a won call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also: {extras}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All the options of this match</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreboardModel</name>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assaf!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>Beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>{value}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 win in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} wins in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 loss in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} losses in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left unfinished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yaniv calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Successful calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assafed (of your calls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assafs you made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average points per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Milestones and streaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Milestones hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racheli</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three-zeros bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By computer level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableColours</name>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Stock: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} cards · {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} cards · {total} pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand {value} · +{points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · thinking…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>Card table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table: click your cards to choose them, then Throw</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TotalsChart</name>
    <message>
        <source>Each player&apos;s total after every round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No round has been played yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limit {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({total}, out)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WinRateChart</name>
    <message>
        <source>win rate per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>win rate per week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>win rate per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matches finished (most in one day: {most})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matches finished (most in one week: {most})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matches finished (most in one month: {most})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your win rate in each period; the bars show how many matches you finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish a match to see your win rate over time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
