<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="he_IL">
    <context>
        <name>ActionBar</name>
        <message>
            <source>Message</source>
            <translation>הודעה</translation>
        </message>
        <message>
            <source>Coach</source>
            <translation>מאמן</translation>
        </message>
        <message>
            <source>Go ahead</source>
            <translation>קדימה</translation>
        </message>
        <message>
            <source>Make the move anyway</source>
            <translation>לבצע את המהלך בכל זאת</translation>
        </message>
        <message>
            <source>Go ahead with this move</source>
            <translation>לבצע את המהלך הזה</translation>
        </message>
        <message>
            <source>Change my move</source>
            <translation>לשנות את המהלך</translation>
        </message>
        <message>
            <source>Choose another move</source>
            <translation>לבחור מהלך אחר</translation>
        </message>
        <message>
            <source>Throw</source>
            <translation>זרוק</translation>
        </message>
        <message>
            <source>Throw the chosen cards (Enter)</source>
            <translation>זריקת הקלפים שנבחרו (Enter)</translation>
        </message>
        <message>
            <source>Throw the chosen cards</source>
            <translation>זריקת הקלפים שנבחרו</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>סדר</translation>
        </message>
        <message>
            <source>Change the order the chosen cards are laid in (O)</source>
            <translation>שינוי הסדר שבו הקלפים שנבחרו מונחים (O)</translation>
        </message>
        <message>
            <source>Change the order</source>
            <translation>שינוי הסדר</translation>
        </message>
        <message>
            <source>Yaniv!</source>
            <translation>יניב!</translation>
        </message>
        <message>
            <source>Call Yaniv (Y)</source>
            <translation>קריאת יניב (Y)</translation>
        </message>
        <message>
            <source>Call Yaniv</source>
            <translation>קריאת יניב</translation>
        </message>
        <message>
            <source>Take from stock</source>
            <translation>קח מהקופה</translation>
        </message>
        <message>
            <source>Take the top card of the stock (S)</source>
            <translation>לקיחת הקלף העליון מהקופה (S)</translation>
        </message>
        <message>
            <source>Take from the stock</source>
            <translation>לקיחה מהקופה</translation>
        </message>
        <message>
            <source>Slap down</source>
            <translation>הדבק</translation>
        </message>
        <message>
            <source>Throw the drawn card onto your throw (L)</source>
            <translation>הדבקת הקלף שנלקח על הזריקה שלך (L)</translation>
        </message>
        <message>
            <source>Slap down the drawn card</source>
            <translation>הדבקת הקלף שנלקח</translation>
        </message>
        <message>
            <source>Slap to zero</source>
            <translation>הדבקה לאפס</translation>
        </message>
        <message>
            <source>End the round: your hand is 0 (Z)</source>
            <translation>סיום הסיבוב: היד שלך שווה 0 (Z)</translation>
        </message>
        <message>
            <source>Slap down to zero</source>
            <translation>הדבקה עד אפס</translation>
        </message>
        <message>
            <source>Keep</source>
            <translation>שמור</translation>
        </message>
        <message>
            <source>Keep the drawn card (K)</source>
            <translation>שמירת הקלף שנלקח (K)</translation>
        </message>
        <message>
            <source>Keep the drawn card</source>
            <translation>שמירת הקלף שנלקח</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>רמז</translation>
        </message>
        <message>
            <source>What would the expert do? (H)</source>
            <translation>מה המומחה היה עושה? (H)</translation>
        </message>
        <message>
            <source>Show a hint</source>
            <translation>הצגת רמז</translation>
        </message>
        <message>
            <source>Next round</source>
            <translation>הסיבוב הבא</translation>
        </message>
        <message>
            <source>Deal the next round (N)</source>
            <translation>חלוקת הסיבוב הבא (N)</translation>
        </message>
        <message>
            <source>Deal the next round</source>
            <translation>חלוקת הסיבוב הבא</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>Yaniv Desktop is already open</source>
            <translation>Yaniv Desktop כבר פתוח</translation>
        </message>
        <message>
            <source>Resume the match?</source>
            <translation>להמשיך את המשחק?</translation>
        </message>
        <message>
            <source>A match was not finished: {names}, round {round}.

Go on where you left it?</source>
            <translation>משחק לא הסתיים: {names}, סיבוב {round}.

להמשיך מאיפה שעצרת?</translation>
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <source>ace</source>
            <translation>אס</translation>
        </message>
        <message>
            <source>two</source>
            <translation>שתיים</translation>
        </message>
        <message>
            <source>three</source>
            <translation>שלוש</translation>
        </message>
        <message>
            <source>four</source>
            <translation>ארבע</translation>
        </message>
        <message>
            <source>five</source>
            <translation>חמש</translation>
        </message>
        <message>
            <source>six</source>
            <translation>שש</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>שבע</translation>
        </message>
        <message>
            <source>eight</source>
            <translation>שמונה</translation>
        </message>
        <message>
            <source>nine</source>
            <translation>תשע</translation>
        </message>
        <message>
            <source>ten</source>
            <translation>עשר</translation>
        </message>
        <message>
            <source>jack</source>
            <translation>נסיך</translation>
        </message>
        <message>
            <source>queen</source>
            <translation>מלכה</translation>
        </message>
        <message>
            <source>king</source>
            <translation>מלך</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>עלה</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>לב</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>יהלום</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>תלתן</translation>
        </message>
        <message>
            <source>joker</source>
            <translation>ג׳וקר</translation>
        </message>
        <message>
            <source>{rank} of {suit}</source>
            <translation>{rank} {suit}</translation>
        </message>
        <message>
            <source>{card}, selected</source>
            <translation>{card}, נבחר</translation>
        </message>
        <message>
            <source>{card}, may be taken</source>
            <translation>{card}, אפשר לקחת</translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message>
            <source>A joker at the end of a run can be taken by the next player: lay it inside a run instead, like {cards}.</source>
            <translation>ג׳וקר בקצה של רצף יכול להילקח על ידי השחקן הבא: עדיף להניח אותו בתוך הרצף, כמו {cards}.</translation>
        </message>
        <message>
            <source>The joker ends up at the end of this run, where the next player may take it.</source>
            <translation>הג׳וקר נשאר בקצה הרצף, ושם השחקן הבא יכול לקחת אותו.</translation>
        </message>
        <message>
            <source>A joker is worth 0 and the best card to keep: think twice before throwing it.</source>
            <translation>ג׳וקר שווה 0 והוא הקלף הכי טוב לשמור: כדאי לחשוב פעמיים לפני שזורקים אותו.</translation>
        </message>
        <message>
            <source>Q-K-A is not a run (the ace is low): keeping them for one leaves you holding 20 points in court cards.</source>
            <translation>Q-K-A הוא לא רצף (האס נמוך): אם שומרים אותם בשבילו, נשארים עם 20 נקודות בקלפי תמונה.</translation>
        </message>
        <message>
            <source>Your hand is {value}, over the limit of {limit}: a false call costs {penalty}.</source>
            <translation>היד שלך שווה {value}, מעל הגבול של {limit}: קריאת שווא תעלה לך {penalty}.</translation>
        </message>
        <message>
            <source>Calling at {value} when the player before you holds only two cards often ends in an Assaf.</source>
            <translation>קריאה ב־{value} כשלשחקן שלפניך יש רק שני קלפים נגמרת הרבה פעמים באסף.</translation>
        </message>
        <message>
            <source>The player before you just took {card}: calling at {value} may well end in an Assaf.</source>
            <translation>השחקן שלפניך לקח עכשיו {card}: קריאה ב־{value} עלולה להיגמר באסף.</translation>
        </message>
    </context>
    <context>
        <name>Counts</name>
        <message>
            <source>1 card</source>
            <translation>קלף אחד</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n קלפים</numerusform>
                <numerusform>%n קלפים</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n pts</source>
            <translation>
                <numerusform>%n נק׳</numerusform>
                <numerusform>%n נק׳</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>נקודה אחת</numerusform>
                <numerusform>%n נקודות</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CoverScreen</name>
        <message>
            <source>Whose turn it is</source>
            <translation>תור מי עכשיו</translation>
        </message>
        <message>
            <source>Only when the right person is looking at the screen</source>
            <translation>רק כשהאדם הנכון מסתכל על המסך</translation>
        </message>
        <message>
            <source>Show my cards</source>
            <translation>הראה את הקלפים שלי</translation>
        </message>
        <message>
            <source>Pass the screen to {name}</source>
            <translation>העבירו את המסך ל{name}</translation>
        </message>
        <message>
            <source>I am {name}: show my cards</source>
            <translation>אני {name}: הראה את הקלפים שלי</translation>
        </message>
    </context>
    <context>
        <name>CropView</name>
        <message>
            <source>No photo yet</source>
            <translation>עדיין אין תמונה</translation>
        </message>
    </context>
    <context>
        <name>DeckGallery</name>
        <message>
            <source>Decks</source>
            <translation>חפיסות</translation>
        </message>
        <message>
            <source>Every deck; broken ones are marked with what is wrong</source>
            <translation>כל החפיסות; ליד חפיסה פגומה כתוב מה לא בסדר</translation>
        </message>
        <message>
            <source>Cards of the deck</source>
            <translation>הקלפים של החפיסה</translation>
        </message>
        <message>
            <source>Every card of the chosen deck, the legend first</source>
            <translation>כל הקלפים של החפיסה שנבחרה, קודם קלף המקרא</translation>
        </message>
        <message>
            <source>Import…</source>
            <translation>ייבוא…</translation>
        </message>
        <message>
            <source>Add a deck someone sent you (a .yanivdeck file)</source>
            <translation>הוספת חפיסה שמישהו שלח לך (קובץ .yanivdeck)</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>ייצוא…</translation>
        </message>
        <message>
            <source>Save this deck as one .yanivdeck file to share</source>
            <translation>שמירת החפיסה כקובץ .yanivdeck אחד לשיתוף</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>הדפסה…</translation>
        </message>
        <message>
            <source>Showcase</source>
            <translation>תצוגה</translation>
        </message>
        <message>
            <source>The court cards and the legend, full screen</source>
            <translation>קלפי התמונה והמקרא, במסך מלא</translation>
        </message>
        <message>
            <source>Make a family deck…</source>
            <translation>יצירת חפיסה משפחתית…</translation>
        </message>
        <message>
            <source>Grandpa, grandma and a grandchild from your photos</source>
            <translation>סבא, סבתא ונכד או נכדה מהתמונות שלך</translation>
        </message>
        <message>
            <source>Watch a match with this deck</source>
            <translation>צפייה במשחק עם החפיסה הזאת</translation>
        </message>
        <message>
            <source>Computer players play a match on this deck</source>
            <translation>שחקני מחשב משחקים עם החפיסה הזאת</translation>
        </message>
        <message>
            <source>Import progress</source>
            <translation>התקדמות הייבוא</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>ביטול</translation>
        </message>
        <message>
            <source>Stop the import; nothing is installed</source>
            <translation>עצירת הייבוא; שום דבר לא יותקן</translation>
        </message>
        <message>
            <source>⚠ {name} — broken
{message}</source>
            <translation>⚠ {name} — פגומה
{message}</translation>
        </message>
        <message>
            <source>Import a deck</source>
            <translation>ייבוא חפיסה</translation>
        </message>
        <message>
            <source>Yaniv decks (*{suffix})</source>
            <translation>חפיסות יניב (*{suffix})</translation>
        </message>
        <message>
            <source>Wait for the work in progress to finish, then import {file}.</source>
            <translation>יש להמתין לסיום הפעולה הנוכחית, ואז לייבא את {file}.</translation>
        </message>
        <message>
            <source>Importing {file}…</source>
            <translation>מייבא את {file}…</translation>
        </message>
        <message>
            <source>Not imported: you cancelled the import.</source>
            <translation>לא יובא: ביטלת את הייבוא.</translation>
        </message>
        <message>
            <source>Not imported: you kept the deck you have.</source>
            <translation>לא יובא: השארת את החפיסה שיש לך.</translation>
        </message>
        <message>
            <source>Not imported: {error}</source>
            <translation>לא יובא: {error}</translation>
        </message>
        <message>
            <source>flip on the long edge</source>
            <translation>בהיפוך לאורך הצד הארוך</translation>
        </message>
        <message>
            <source>{title} — page {page} of {pages} — faces</source>
            <translation>{title} — עמוד {page} מתוך {pages} — פני הקלפים</translation>
        </message>
        <message>
            <source>{title} — page {page} of {pages} — backs of page {faces_page}: print double-sided, {flip}, at 100 %</source>
            <translation>{title} — עמוד {page} מתוך {pages} — גבי הקלפים של עמוד {faces_page}: הדפיסו דו־צדדי, {flip}, ב־100%</translation>
        </message>
        <message>
            <source>A PDF of the whole deck at real card size, with bleed, cut marks and the backs behind the faces</source>
            <translation>קובץ PDF של כל החפיסה בגודל קלף אמיתי, עם שוליים לחיתוך, סימני חיתוך והגבים מאחורי הפנים</translation>
        </message>
        <message>
            <source>Imported “{name}”.</source>
            <translation>יובאה „{name}”.</translation>
        </message>
        <message>
            <source>Replace the deck?</source>
            <translation>להחליף את החפיסה?</translation>
        </message>
        <message>
            <source>You already have the deck “{name}”. Replace it with the one being imported? The deck you have now, with any photos in it, is kept in the decks folder under “.replaced”.</source>
            <translation>כבר יש לך את החפיסה „{name}”. להחליף אותה בזו שמיובאת? החפיסה שיש לך עכשיו, עם כל התמונות שבה, נשמרת בתיקיית החפיסות תחת „.replaced”.</translation>
        </message>
        <message>
            <source>Export the deck</source>
            <translation>ייצוא החפיסה</translation>
        </message>
        <message>
            <source>Not exported: {error}</source>
            <translation>לא יוצא: {error}</translation>
        </message>
        <message>
            <source>Exported to {path}.</source>
            <translation>יוצא אל {path}.</translation>
        </message>
        <message>
            <source>Print the deck</source>
            <translation>הדפסת החפיסה</translation>
        </message>
        <message>
            <source>Paper</source>
            <translation>נייר</translation>
        </message>
        <message>
            <source>Save the printable PDF</source>
            <translation>שמירת קובץ ה־PDF להדפסה</translation>
        </message>
        <message>
            <source>PDF (*.pdf)</source>
            <translation>PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Preparing {file} ({paper}, cards 63 × 88 mm)…</source>
            <translation>מכין את {file} ({paper}, קלפים בגודל 63 × 88 מ״מ)…</translation>
        </message>
        <message>
            <source>Not printed: {error}</source>
            <translation>לא הודפס: {error}</translation>
        </message>
        <message>
            <source>Edit this family deck…</source>
            <translation>עריכת החפיסה המשפחתית…</translation>
        </message>
        <message>
            <source>who is who</source>
            <translation>מי זה מי</translation>
        </message>
        <message>
            <source>Art by the Yaniv Desktop project</source>
            <translation>איורים: פרויקט Yaniv Desktop</translation>
        </message>
        <message>
            <source>Photos: the family's own</source>
            <translation>תמונות: של המשפחה עצמה</translation>
        </message>
        <message>
            <source>Made with the family deck maker</source>
            <translation>נוצרה בכלי ליצירת חפיסה משפחתית</translation>
        </message>
        <message>
            <source>Back {number}</source>
            <translation>גב {number}</translation>
        </message>
        <message>
            <source>Joker {number}</source>
            <translation>ג׳וקר {number}</translation>
        </message>
        <message>
            <source>{card}: {who}</source>
            <translation>{card}: {who}</translation>
        </message>
        <message>
            <source>Ready to print: {path} — print double-sided, flipping on the long edge, at 100 % (actual size), then cut along the marks.</source>
            <translation>מוכן להדפסה: {path} — הדפיסו דו־צדדי, בהיפוך לאורך הצד הארוך, ב־100% (גודל אמיתי), ואז גזרו לאורך הסימנים.</translation>
        </message>
        <message>
            <source>{deck} — {credits}</source>
            <translation>{deck} — {credits}</translation>
        </message>
        <message>
            <source>{name}: failed</source>
            <translation>{name}: נכשל</translation>
        </message>
    </context>
    <context>
        <name>DeckMaker</name>
        <message>
            <source>Grandpa (kings)</source>
            <translation>סבא (מלכים)</translation>
        </message>
        <message>
            <source>Grandma (queens)</source>
            <translation>סבתא (מלכות)</translation>
        </message>
        <message>
            <source>Grandchild (jacks)</source>
            <translation>נכד/ה (נסיכים)</translation>
        </message>
        <message>
            <source>Back (optional)</source>
            <translation>גב הקלף (לא חובה)</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>עלה</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>לב</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>יהלום</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>תלתן</translation>
        </message>
    </context>
    <context>
        <name>DeckMakerDialog</name>
        <message>
            <source>Make a family deck</source>
            <translation>יצירת חפיסה משפחתית</translation>
        </message>
        <message>
            <source>The Cohen family</source>
            <translation>משפחת כהן</translation>
        </message>
        <message>
            <source>The deck's name in the deck list</source>
            <translation>שם החפיסה ברשימת החפיסות</translation>
        </message>
        <message>
            <source>Plain</source>
            <translation>פשוט</translation>
        </message>
        <message>
            <source>Grandchild</source>
            <translation>נכד/ה</translation>
        </message>
        <message>
            <source>Grandson</source>
            <translation>נכד</translation>
        </message>
        <message>
            <source>Granddaughter</source>
            <translation>נכדה</translation>
        </message>
        <message>
            <source>What the legend card calls the jacks</source>
            <translation>איך קלף המקרא קורא לנסיכים</translation>
        </message>
        <message>
            <source>Deck name</source>
            <translation>שם החפיסה</translation>
        </message>
        <message>
            <source>The jacks show a</source>
            <translation>בנסיכים:</translation>
        </message>
        <message>
            <source>The frame, pattern and colours of one of the community decks, or plain: the number cards, the legend and the back wear it, and the court cards unless they have a frame of their own</source>
            <translation>המסגרת, הדוגמה והצבעים של אחת מחפיסות הקהילות, או פשוט: קלפי המספרים, קלף המקרא והגב מקבלים אותם, וגם קלפי התמונה אם אין להם מסגרת משלהם</translation>
        </message>
        <message>
            <source>Frame and colours of the deck</source>
            <translation>מסגרת וצבעים של החפיסה</translation>
        </message>
        <message>
            <source>Soften the photos into the frame</source>
            <translation>לרכך את התמונות לתוך המסגרת</translation>
        </message>
        <message>
            <source>Draws the photos' colours a little towards the deck's and shades their edges, so they sit inside the frame like the drawn cards</source>
            <translation>מקרב מעט את צבעי התמונות לצבעי החפיסה ומצל את שוליהן, כך שהן יושבות בתוך המסגרת כמו הקלפים המצוירים</translation>
        </message>
        <message>
            <source>Choose a photo for grandpa, grandma and the grandchild. The suit buttons give a card a photo of its own: four grandchildren, four jacks.</source>
            <translation>בחרו תמונה לסבא, לסבתא ולנכד או לנכדה. כפתורי הסדרות נותנים לקלף תמונה משלו: ארבעה נכדים, ארבעה נסיכים.</translation>
        </message>
        <message>
            <source>Save the deck</source>
            <translation>שמירת החפיסה</translation>
        </message>
        <message>
            <source>Make the deck</source>
            <translation>צור את החפיסה</translation>
        </message>
        <message>
            <source>Compose the court cards and save the deck</source>
            <translation>הרכבת קלפי התמונה ושמירת החפיסה</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>סגור</translation>
        </message>
        <message>
            <source>Close the deck maker</source>
            <translation>סגירת יוצר החפיסות</translation>
        </message>
        <message>
            <source>Photo for {who}</source>
            <translation>תמונה עבור {who}</translation>
        </message>
        <message>
            <source>Photos (*.jpg *.jpeg *.png *.webp *.heic *.bmp *.gif *.tif *.tiff);;All files (*)</source>
            <translation>תמונות (*.jpg *.jpeg *.png *.webp *.heic *.bmp *.gif *.tif *.tiff);;כל הקבצים (*)</translation>
        </message>
        <message>
            <source>Reading {file}…</source>
            <translation>קוראים את {file}…</translation>
        </message>
        <message>
            <source>{file}: drag the box around the face; drag its corner to resize it.</source>
            <translation>{file}: גררו את המסגרת סביב הפנים; גררו את הפינה שלה כדי לשנות את הגודל.</translation>
        </message>
        <message>
            <source>Our family</source>
            <translation>המשפחה שלנו</translation>
        </message>
        <message>
            <source>A photo is still being read; a moment, please.</source>
            <translation>עדיין קוראים תמונה; רק רגע.</translation>
        </message>
        <message>
            <source>A photo is still needed: {who}.</source>
            <translation>עוד חסרה תמונה: {who}.</translation>
        </message>
        <message>
            <source>Composing the cards…</source>
            <translation>מרכיב את הקלפים…</translation>
        </message>
        <message>
            <source>Composing the cards… {step}</source>
            <translation>מרכיב את הקלפים… {step}</translation>
        </message>
        <message>
            <source>The deck could not be made: {error}</source>
            <translation>לא ניתן היה ליצור את החפיסה: {error}</translation>
        </message>
        <message>
            <source>Saved “{name}”: it is ready to play and to print.</source>
            <translation>„{name}” נשמרה: היא מוכנה למשחק ולהדפסה.</translation>
        </message>
    </context>
    <context>
        <name>DeckShowcase</name>
        <message>
            <source>Deck showcase</source>
            <translation>תצוגת חפיסה</translation>
        </message>
    </context>
    <context>
        <name>DeckWords</name>
        <message numerus="yes">
            <source>Automatic (two decks for %n players)</source>
            <translation>
                <numerusform>אוטומטי (שתי חפיסות לשחקן אחד)</numerusform>
                <numerusform>אוטומטי (שתי חפיסות ל־%n שחקנים)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Automatic (one deck for %n players)</source>
            <translation>
                <numerusform>אוטומטי (חפיסה אחת לשחקן אחד)</numerusform>
                <numerusform>אוטומטי (חפיסה אחת ל־%n שחקנים)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Describe</name>
        <message>
            <source>You threw {cards}</source>
            <translation>זרקת {cards}</translation>
        </message>
        <message>
            <source>{name} threw {cards}</source>
            <translation>{name} זרק {cards}</translation>
        </message>
        <message>
            <source>and took from the stock</source>
            <comment>you</comment>
            <translation>ולקחת מהקופה</translation>
        </message>
        <message>
            <source>and took from the stock</source>
            <translation>ולקח מהקופה</translation>
        </message>
        <message>
            <source>and took {card}</source>
            <comment>you</comment>
            <translation>ולקחת {card}</translation>
        </message>
        <message>
            <source>and took {card}</source>
            <translation>ולקח {card}</translation>
        </message>
        <message>
            <source>and slapped down {card}</source>
            <comment>you</comment>
            <translation>והדבקת {card}</translation>
        </message>
        <message>
            <source>and slapped down {card}</source>
            <translation>והדביק {card}</translation>
        </message>
        <message>
            <source>and slapped down to zero</source>
            <comment>you</comment>
            <translation>והדבקת עד אפס</translation>
        </message>
        <message>
            <source>and slapped down to zero</source>
            <translation>והדביק עד אפס</translation>
        </message>
        <message>
            <source>You called Yaniv with {value}</source>
            <translation>קראת יניב עם {value}</translation>
        </message>
        <message>
            <source>{name} called Yaniv with {value}</source>
            <translation>{name} קרא יניב עם {value}</translation>
        </message>
        <message>
            <source>Assaf! You had {low}; {caller} called with {value}</source>
            <translation>אסף! לך היה {low}; {caller} קרא עם {value}</translation>
        </message>
        <message>
            <source>Assaf! {by} had {low}; you called with {value}</source>
            <translation>אסף! ל{by} היה {low}; קראת עם {value}</translation>
        </message>
        <message>
            <source>Assaf! {by} had {low}; {caller} called with {value}</source>
            <translation>אסף! ל{by} היה {low}; {caller} קרא עם {value}</translation>
        </message>
        <message>
            <source>You called Yaniv with {value}, over the limit: a false call</source>
            <translation>קראת יניב עם {value}, מעל הגבול: קריאת שווא</translation>
        </message>
        <message>
            <source>{caller} called Yaniv with {value}, over the limit: a false call</source>
            <translation>{caller} קרא יניב עם {value}, מעל הגבול: קריאת שווא</translation>
        </message>
        <message>
            <source>Slap to zero: the round is yours</source>
            <translation>הדבקה לאפס: הסיבוב שלך</translation>
        </message>
        <message>
            <source>Slap to zero: round to {caller}</source>
            <translation>הדבקה לאפס: הסיבוב של {caller}</translation>
        </message>
        <message>
            <source>Yaniv! The round is yours: you called with {value}</source>
            <translation>יניב! הסיבוב שלך: קראת עם {value}</translation>
        </message>
        <message>
            <source>Yaniv! Round to {caller}, who called with {value}</source>
            <translation>יניב! הסיבוב של {caller}, שקרא עם {value}</translation>
        </message>
        <message>
            <source>Assaf! You caught {caller}</source>
            <translation>אסף! תפסת את {caller}</translation>
        </message>
        <message>
            <source>Assaf! {by} caught you</source>
            <translation>אסף! {by} תפס אותך</translation>
        </message>
        <message>
            <source>Assaf! {by} caught {caller}</source>
            <translation>אסף! {by} תפס את {caller}</translation>
        </message>
        <message>
            <source>Your call was false</source>
            <translation>הקריאה שלך הייתה קריאת שווא</translation>
        </message>
        <message>
            <source>False call by {caller}</source>
            <translation>קריאת שווא של {caller}</translation>
        </message>
        <message>
            <source>You slapped down to zero!</source>
            <translation>הדבקת עד אפס!</translation>
        </message>
        <message>
            <source>Slap to zero by {caller}!</source>
            <translation>הדבקה לאפס של {caller}!</translation>
        </message>
        <message>
            <source>Yaniv! The round is yours</source>
            <translation>יניב! הסיבוב שלך</translation>
        </message>
        <message>
            <source>Yaniv! Round to {caller}</source>
            <translation>יניב! הסיבוב של {caller}</translation>
        </message>
        <message>
            <source>Round {number}: you play first</source>
            <translation>סיבוב {number}: התור הראשון שלך</translation>
        </message>
        <message>
            <source>Round {number}: first to play, {name}</source>
            <translation>סיבוב {number}: ראשון לשחק, {name}</translation>
        </message>
        <message>
            <source>You won the match</source>
            <translation>ניצחת במשחק</translation>
        </message>
        <message>
            <source>{name} won the match</source>
            <translation>{name} ניצח במשחק</translation>
        </message>
    </context>
    <context>
        <name>Engine</name>
        <message>
            <source>The round is over; no more moves.</source>
            <translation>הסיבוב נגמר; אין יותר מהלכים.</translation>
        </message>
        <message>
            <source>A turn starts with a Yaniv call or a discard; draw after discarding.</source>
            <translation>תור מתחיל בקריאת יניב או בזריקה; לוקחים קלף אחרי הזריקה.</translation>
        </message>
        <message>
            <source>The stock is empty: take a card of the last throw.</source>
            <translation>הקופה ריקה: קחו קלף מהזריקה האחרונה.</translation>
        </message>
        <message>
            <source>{card} cannot be taken: only {allowed} of the last throw may be taken.</source>
            <translation>אי אפשר לקחת את {card}: מהזריקה האחרונה אפשר לקחת רק {allowed}.</translation>
        </message>
        <message>
            <source>After discarding, draw one card from the stock or the last throw.</source>
            <translation>אחרי הזריקה לוקחים קלף אחד מהקופה או מהזריקה האחרונה.</translation>
        </message>
        <message>
            <source>After this draw only a slap the rules allow, or keeping the card, is possible.</source>
            <translation>אחרי הלקיחה הזאת אפשר רק להדביק כפי שהחוקים מרשים, או לשמור את הקלף.</translation>
        </message>
        <message>
            <source>{card} is not in the hand.</source>
            <translation>{card} לא נמצא ביד.</translation>
        </message>
        <message>
            <source>Yaniv has been called; this is a last turn: discard.</source>
            <translation>נקרא יניב; זה תור אחרון: זרקו.</translation>
        </message>
        <message>
            <source>A hand of {value} is over the Yaniv limit of {limit}.</source>
            <translation>יד של {value} היא מעל גבול היניב של {limit}.</translation>
        </message>
        <message>
            <source>The match is over.</source>
            <translation>המשחק נגמר.</translation>
        </message>
        <message>
            <source>The current round is not finished.</source>
            <translation>הסיבוב הנוכחי עוד לא נגמר.</translation>
        </message>
        <message>
            <source>No round is being played; start the next round.</source>
            <translation>אין סיבוב פעיל; התחילו את הסיבוב הבא.</translation>
        </message>
        <message>
            <source>A turn throws at least one card.</source>
            <translation>בכל תור זורקים לפחות קלף אחד.</translation>
        </message>
        <message>
            <source>A card cannot be thrown twice.</source>
            <translation>אי אפשר לזרוק קלף פעמיים.</translation>
        </message>
        <message>
            <source>A joker may not complete a set under these rules (jokers in sets is off).</source>
            <translation>לפי החוקים האלה ג׳וקר לא יכול להשלים קבוצה (ג׳וקרים בקבוצות כבוי).</translation>
        </message>
        <message>
            <source>Two cards must be a set: the same rank.</source>
            <translation>שני קלפים חייבים להיות קבוצה: אותו ערך.</translation>
        </message>
        <message>
            <source>A set needs one rank, a run one suit: these cards are neither.</source>
            <translation>קבוצה צריכה ערך אחד, ורצף צבע אחד: הקלפים האלה הם לא זה ולא זה.</translation>
        </message>
        <message>
            <source>A run needs at least one card that is not wild.</source>
            <translation>רצף צריך לפחות קלף אחד שאינו קלף פראי.</translation>
        </message>
        <message>
            <source>A run is three or more cards of one suit laid in sequence, ace low (A-2-3 is a run, Q-K-A is not), with wild cards only in the gaps or at the ends.</source>
            <translation>רצף הוא שלושה קלפים או יותר מאותה צורה לפי הסדר, כשהאס נמוך (A-2-3 הוא רצף, Q-K-A לא), וקלפים פראיים רק ברווחים או בקצוות.</translation>
        </message>
        <message>
            <source>{who}: third successful call, {bonus} points ({before} → {after})</source>
            <translation>{who}: קריאה מוצלחת שלישית, {bonus} נקודות ({before} → {after})</translation>
        </message>
        <message>
            <source>{who}: exactly {before} → {after}</source>
            <translation>{who}: בדיוק {before} → {after}</translation>
        </message>
        <message>
            <source>{who}: Racheli! exactly {before} → {after}</source>
            <translation>{who}: רחלי! בדיוק {before} → {after}</translation>
        </message>
        <message>
            <source>{who}: milestone theft by {by}, +{points} ({before} → {after})</source>
            <translation>{who}: גניבת אבן דרך של {by}, +{points} ({before} → {after})</translation>
        </message>
        <message>
            <source>{who}: out with {after}</source>
            <translation>{who}: בחוץ עם {after}</translation>
        </message>
    </context>
    <context>
        <name>ErrorReporter</name>
        <message>
            <source>Something went wrong</source>
            <translation>משהו השתבש</translation>
        </message>
        <message>
            <source>Yaniv Desktop ran into a problem it did not expect. Your match is saved, and you can play on.</source>
            <translation>ל־Yaniv Desktop הייתה בעיה בלתי צפויה. המשחק שלך שמור, ואפשר להמשיך לשחק.</translation>
        </message>
        <message>
            <source>The details are in {file}.</source>
            <translation>הפרטים נמצאים בקובץ {file}.</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>העתק פרטים</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>A computer player failed: {reason}</source>
            <translation>שחקן מחשב נכשל: {reason}</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>זה לא התור שלך.</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>Call Yaniv with {value}: without Assaf a call always wins</source>
            <translation>הכריזו יניב עם {value}: בלי אסף הכרזה תמיד מנצחת</translation>
        </message>
        <message>
            <source>Call Yaniv with {value} — about {risk}% chance someone matches it; {note}</source>
            <translation>הכריזו יניב עם {value} — בערך {risk}% סיכוי שמישהו ישווה; {note}</translation>
        </message>
        <message>
            <source>Call Yaniv with {value} — about {risk}% chance someone matches it</source>
            <translation>הכריזו יניב עם {value} — בערך {risk}% סיכוי שמישהו ישווה</translation>
        </message>
        <message>
            <source>Throw {cards} and take {card}: {note}</source>
            <translation>זרקו {cards} וקחו את {card}: {note}</translation>
        </message>
        <message>
            <source>Throw {cards} — {points} out; keep {keep}</source>
            <translation>זרקו {cards} — {points} פחות ביד; שמרו {keep}</translation>
        </message>
        <message>
            <source>Throw {cards} — {points} out</source>
            <translation>זרקו {cards} — {points} פחות ביד</translation>
        </message>
        <message>
            <source>Don't call with {value} yet (Assaf risk about {risk}%). {rest}</source>
            <translation>אל תכריזו עם {value} עדיין (סיכון לאסף כ־{risk}%). {rest}</translation>
        </message>
        <message>
            <source>Take {card}: {note}</source>
            <translation>קחו את {card}: {note}</translation>
        </message>
        <message>
            <source>Take {card} from the pile — with {value} in hand you may call Yaniv next turn</source>
            <translation>קחו את {card} מהערימה — עם {value} ביד תוכלו להכריז יניב בתור הבא</translation>
        </message>
        <message>
            <source>Take {card} from the pile — it goes with your {partner}</source>
            <translation>קחו את {card} מהערימה — הוא מתאים ל־{partner} שלכם</translation>
        </message>
        <message>
            <source>Take {card} from the pile — a low card, worth {value}</source>
            <translation>קחו את {card} מהערימה — קלף נמוך, שווה {value}</translation>
        </message>
        <message>
            <source>Draw from the stock — {cards} would not help you</source>
            <translation>משכו מהקופה — {cards} לא יעזרו לכם</translation>
        </message>
        <message>
            <source>Draw from the stock</source>
            <translation>משכו מהקופה</translation>
        </message>
        <message>
            <source>Slap {card} down on your throw — one card fewer</source>
            <translation>הדביקו את {card} על הזריקה שלכם — קלף אחד פחות</translation>
        </message>
        <message>
            <source>Your hand is worth 0: slap it down and win the round</source>
            <translation>היד שלכם שווה 0: הדביקו וזכו בסיבוב</translation>
        </message>
        <message>
            <source>Keep the card you drew</source>
            <translation>שמרו את הקלף שמשכתם</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>המשיכו לשחק</translation>
        </message>
        <message>
            <source>1 point</source>
            <translation>נקודה אחת</translation>
        </message>
        <message>
            <source>even an Assaf lands you on {total} → {after}</source>
            <translation>גם אסף מביא אתכם ל־{total} ← {after}</translation>
        </message>
        <message>
            <source>holding {value}, losing this round lands you on {total} → {after}</source>
            <translation>עם {value} ביד, הפסד בסיבוב הזה מביא אתכם ל־{total} ← {after}</translation>
        </message>
        <message>
            <source>call with {value} next turn; even an Assaf lands you on {total} → {after}</source>
            <translation>הכריזו עם {value} בתור הבא; גם אסף מביא אתכם ל־{total} ← {after}</translation>
        </message>
        <message>
            <source>{cards} to throw together</source>
            <translation>{cards} לזרוק יחד</translation>
        </message>
        <message>
            <source>{cards} for a run</source>
            <translation>{cards} לרצף</translation>
        </message>
        <message>
            <source>{cards} (worth {value})</source>
            <translation>{cards} (שווה {value})</translation>
        </message>
    </context>
    <context>
        <name>History</name>
        <message>
            <source>Won</source>
            <translation>ניצחון</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>הפסד</translation>
        </message>
        <message>
            <source>Unfinished</source>
            <translation>לא הסתיים</translation>
        </message>
        <message>
            <source>In progress</source>
            <translation>בתהליך</translation>
        </message>
        <message>
            <source>Yaniv</source>
            <translation>יניב</translation>
        </message>
        <message>
            <source>Assaf!</source>
            <translation>אסף!</translation>
        </message>
        <message>
            <source>False call</source>
            <translation>קריאת שווא</translation>
        </message>
        <message>
            <source>Slap to zero</source>
            <translation>הדבקה לאפס</translation>
        </message>
        <message>
            <source>beginner</source>
            <translation>מתחיל</translation>
        </message>
        <message>
            <source>intermediate</source>
            <translation>בינוני</translation>
        </message>
        <message>
            <source>expert</source>
            <translation>מומחה</translation>
        </message>
        <message>
            <source>{name} ({level})</source>
            <translation>{name} ({level})</translation>
        </message>
        <message>
            <source>{rules} (practice)</source>
            <translation>{rules} (אימון)</translation>
        </message>
    </context>
    <context>
        <name>HistoryWindow</name>
        <message>
            <source>Match history</source>
            <translation>היסטוריית משחקים</translation>
        </message>
        <message>
            <source>From: any day</source>
            <translation>מ־: כל יום</translation>
        </message>
        <message>
            <source>To: any day</source>
            <translation>עד: כל יום</translation>
        </message>
        <message>
            <source>Opponent's name</source>
            <translation>שם היריב</translation>
        </message>
        <message>
            <source>Any level</source>
            <translation>כל רמה</translation>
        </message>
        <message>
            <source>Any rules</source>
            <translation>כל החוקים</translation>
        </message>
        <message>
            <source>Any result</source>
            <translation>כל תוצאה</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>נקה</translation>
        </message>
        <message>
            <source>Show every match</source>
            <translation>הצגת כל המשחקים</translation>
        </message>
        <message>
            <source>Open match</source>
            <translation>פתח משחק</translation>
        </message>
        <message>
            <source>Statistics…</source>
            <translation>סטטיסטיקה…</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>ייצוא CSV…</translation>
        </message>
        <message>
            <source>Export JSON…</source>
            <translation>ייצוא JSON…</translation>
        </message>
        <message>
            <source>Exported {matches} to {file}</source>
            <translation>הייצוא הושלם: {matches} אל {file}</translation>
        </message>
        <message>
            <source>{matches} — not saved to disk in this session</source>
            <translation>{matches} — לא נשמר בדיסק בהפעלה הזאת</translation>
        </message>
        <message>
            <source>{count} of {matches}</source>
            <translation>{count} מתוך {matches}</translation>
        </message>
        <message>
            <source>1 match</source>
            <translation>משחק אחד</translation>
        </message>
        <message numerus="yes">
            <source>%n matches</source>
            <translation>
                <numerusform>משחק אחד</numerusform>
                <numerusform>%n משחקים</numerusform>
            </translation>
        </message>
        <message>
            <source>Export history as {kind}</source>
            <translation>ייצוא ההיסטוריה כ־{kind}</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>קובצי CSV (*.csv)</translation>
        </message>
        <message>
            <source>JSON files (*.json)</source>
            <translation>קובצי JSON (*.json)</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>הייצוא נכשל</translation>
        </message>
        <message>
            <source>Cannot write {file}: {error}.</source>
            <translation>אי אפשר לכתוב את {file}: {error}.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Yaniv — {names}</source>
            <translation>יניב — {names}</translation>
        </message>
        <message>
            <source>Yaniv</source>
            <translation>יניב</translation>
        </message>
        <message>
            <source>Leave this match?</source>
            <translation>לעזוב את המשחק הזה?</translation>
        </message>
        <message>
            <source>The match you are playing ends here: it stays in your history as unfinished and cannot be resumed.</source>
            <translation>המשחק שאתם משחקים מסתיים כאן: הוא נשאר בהיסטוריה כלא גמור ואי אפשר להמשיך אותו.</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>משחק</translation>
        </message>
        <message>
            <source>&amp;New match…</source>
            <translation>משחק חדש…</translation>
        </message>
        <message>
            <source>&amp;Watch a match</source>
            <translation>צפייה במשחק</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>יציאה</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>תצוגה</translation>
        </message>
        <message>
            <source>&amp;Animations</source>
            <translation>אנימציות</translation>
        </message>
        <message>
            <source>&amp;Coach</source>
            <translation>מאמן</translation>
        </message>
        <message>
            <source>F&amp;ull screen</source>
            <translation>מסך מלא</translation>
        </message>
        <message>
            <source>Sort my hand by &amp;rank</source>
            <translation>מיון היד לפי ערך</translation>
        </message>
        <message>
            <source>Sort my hand by su&amp;it</source>
            <translation>מיון היד לפי סדרה</translation>
        </message>
        <message>
            <source>&amp;Slow moves</source>
            <translation>מהלכים איטיים</translation>
        </message>
        <message>
            <source>&amp;Normal moves</source>
            <translation>מהלכים רגילים</translation>
        </message>
        <message>
            <source>&amp;Fast moves</source>
            <translation>מהלכים מהירים</translation>
        </message>
        <message>
            <source>&amp;Decks…</source>
            <translation>חפיסות…</translation>
        </message>
        <message>
            <source>&amp;History…</source>
            <translation>היסטוריה…</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>סטטיסטיקה…</translation>
        </message>
        <message>
            <source>Small cards</source>
            <translation>קלפים קטנים</translation>
        </message>
        <message>
            <source>Medium cards</source>
            <translation>קלפים בינוניים</translation>
        </message>
        <message>
            <source>Large cards</source>
            <translation>קלפים גדולים</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>שפה</translation>
        </message>
        <message>
            <source>&amp;Undo my last turn</source>
            <translation>ביטול התור האחרון שלי</translation>
        </message>
        <message>
            <source>S&amp;ound</source>
            <translation>צלילים</translation>
        </message>
        <message>
            <source>&amp;Tutorial</source>
            <translation>מדריך</translation>
        </message>
        <message>
            <source>&amp;Welcome…</source>
            <translation>מסך הפתיחה…</translation>
        </message>
        <message>
            <source>Quiet</source>
            <translation>שקט</translation>
        </message>
        <message>
            <source>Soft</source>
            <translation>עדין</translation>
        </message>
        <message>
            <source>Normal volume</source>
            <translation>עוצמה רגילה</translation>
        </message>
        <message>
            <source>Loud</source>
            <translation>חזק</translation>
        </message>
        <message>
            <source>Green felt</source>
            <translation>לבד ירוק</translation>
        </message>
        <message>
            <source>Blue felt</source>
            <translation>לבד כחול</translation>
        </message>
        <message>
            <source>Red felt</source>
            <translation>לבד אדום</translation>
        </message>
        <message>
            <source>Wooden table</source>
            <translation>שולחן עץ</translation>
        </message>
        <message>
            <source>Dark felt</source>
            <translation>לבד כהה</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>ניגודיות גבוהה</translation>
        </message>
        <message>
            <source>Keep my hand as I arrange it</source>
            <translation>היד נשארת כפי שסידרתי</translation>
        </message>
        <message>
            <source>Always sort by rank</source>
            <translation>תמיד למיין לפי ערך</translation>
        </message>
        <message>
            <source>Always sort by suit</source>
            <translation>תמיד למיין לפי סדרה</translation>
        </message>
        <message>
            <source>Same as the system</source>
            <translation>כמו במערכת</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>עזרה</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>חוקים</translation>
        </message>
        <message>
            <source>&amp;About Yaniv Desktop</source>
            <translation>אודות Yaniv Desktop</translation>
        </message>
        <message>
            <source>Click to hide</source>
            <translation>לחצו להסתרה</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>בעיה</translation>
        </message>
    </context>
    <context>
        <name>MatchKeeper</name>
        <message>
            <source>This match cannot be saved right now; you can play on, but it will not be in the history.</source>
            <translation>אי אפשר לשמור את המשחק הזה כרגע; אפשר להמשיך לשחק, אבל הוא לא יופיע בהיסטוריה.</translation>
        </message>
    </context>
    <context>
        <name>MatchListModel</name>
        <message>
            <source>Date</source>
            <translation>תאריך</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>יריבים</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>חוקים</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>סיבובים</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>תוצאה</translation>
        </message>
        <message>
            <source>Your total</source>
            <translation>הסכום שלך</translation>
        </message>
        <message>
            <source>Players: {players}</source>
            <translation>שחקנים: {players}</translation>
        </message>
        <message>
            <source>Final totals: {totals}</source>
            <translation>סכומים סופיים: {totals}</translation>
        </message>
        <message>
            <source>Winner: {name}</source>
            <translation>מנצח: {name}</translation>
        </message>
    </context>
    <context>
        <name>MatchOverDialog</name>
        <message>
            <source>Match over</source>
            <translation>המשחק נגמר</translation>
        </message>
        <message>
            <source>{place}.</source>
            <translation>{place}.</translation>
        </message>
        <message>
            <source>Totals after each round</source>
            <translation>הסכומים אחרי כל סיבוב</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>לשחק שוב</translation>
        </message>
    </context>
    <context>
        <name>MatchPage</name>
        <message>
            <source>Match of {date}</source>
            <translation>משחק מ־{date}</translation>
        </message>
        <message>
            <source>{hours} h {minutes} min</source>
            <translation>{hours} ש׳ {minutes} דק׳</translation>
        </message>
        <message>
            <source>{minutes} min</source>
            <translation>{minutes} דק׳</translation>
        </message>
        <message>
            <source>winner {name}</source>
            <translation>מנצח: {name}</translation>
        </message>
        <message>
            <source>{rules} rules · {rounds}</source>
            <translation>חוקים: {rules} · {rounds}</translation>
        </message>
        <message>
            <source>1 round</source>
            <translation>סיבוב אחד</translation>
        </message>
        <message numerus="yes">
            <source>%n rounds</source>
            <translation>
                <numerusform>סיבוב אחד</numerusform>
                <numerusform>%n סיבובים</numerusform>
            </translation>
        </message>
        <message>
            <source>decks: {decks}</source>
            <translation>חפיסות: {decks}</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>סיבובים</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>הילוך חוזר</translation>
        </message>
    </context>
    <context>
        <name>NewMatchDialog</name>
        <message>
            <source>Person</source>
            <translation>אדם</translation>
        </message>
        <message>
            <source>Computer · Beginner</source>
            <translation>מחשב · מתחיל</translation>
        </message>
        <message>
            <source>Computer · Intermediate</source>
            <translation>מחשב · בינוני</translation>
        </message>
        <message>
            <source>Computer · Expert</source>
            <translation>מחשב · מומחה</translation>
        </message>
        <message>
            <source>Name of seat {number}</source>
            <translation>שם במושב {number}</translation>
        </message>
        <message>
            <source>The player's name at the table</source>
            <translation>שם השחקן ליד השולחן</translation>
        </message>
        <message>
            <source>Who plays seat {number}</source>
            <translation>מי משחק במושב {number}</translation>
        </message>
        <message>
            <source>A person at this screen, or a computer player and its level</source>
            <translation>אדם מול המסך, או שחקן מחשב והרמה שלו</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>שחקן</translation>
        </message>
        <message>
            <source>New match</source>
            <translation>משחק חדש</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>שחקנים</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>הוסף שחקן</translation>
        </message>
        <message>
            <source>Add a player</source>
            <translation>הוספת שחקן</translation>
        </message>
        <message>
            <source>Seat one more player (up to 8)</source>
            <translation>הושבת שחקן נוסף (עד 8)</translation>
        </message>
        <message>
            <source>Remove player</source>
            <translation>הסר שחקן</translation>
        </message>
        <message>
            <source>Remove the last player</source>
            <translation>הסרת השחקן האחרון</translation>
        </message>
        <message>
            <source>Take away the last seat (at least 2 players)</source>
            <translation>הסרת המושב האחרון (לפחות 2 שחקנים)</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>שולחן</translation>
        </message>
        <message>
            <source>Rules preset</source>
            <translation>ערכת חוקים</translation>
        </message>
        <message>
            <source>A named set of house rules; every option can still be changed</source>
            <translation>ערכה של חוקי בית עם שם; עדיין אפשר לשנות כל אפשרות</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>חוקים</translation>
        </message>
        <message>
            <source>Practice: Undo (Ctrl+Z) takes back my turns</source>
            <translation>אימון: ביטול (Ctrl+Z) מחזיר את התורות שלי</translation>
        </message>
        <message>
            <source>For one person against computer players; the match is marked as practice in the history and the statistics</source>
            <translation>לשחקן אחד מול שחקני מחשב; המשחק מסומן כאימון בהיסטוריה ובסטטיסטיקה</translation>
        </message>
        <message>
            <source>Deck {number}</source>
            <translation>חפיסה {number}</translation>
        </message>
        <message>
            <source>The picture deck for this physical deck; two decks may differ</source>
            <translation>חפיסת התמונות של החפיסה הפיזית הזאת; שתי חפיסות יכולות להיות שונות</translation>
        </message>
        <message>
            <source>Table colour</source>
            <translation>צבע השולחן</translation>
        </message>
        <message>
            <source>The colour of the table cloth</source>
            <translation>צבע מפת השולחן</translation>
        </message>
        <message>
            <source>Rules of this match</source>
            <translation>החוקים של המשחק הזה</translation>
        </message>
        <message>
            <source>Problem with these choices</source>
            <translation>בעיה בבחירות האלה</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>חלק</translation>
        </message>
        <message>
            <source>Start the match</source>
            <translation>התחלת המשחק</translation>
        </message>
        <message>
            <source>Deal the first round</source>
            <translation>חלוקת הסיבוב הראשון</translation>
        </message>
        <message>
            <source>Keep the match you have</source>
            <translation>להישאר במשחק הנוכחי</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>חפיסה</translation>
        </message>
        <message>
            <source>At least one seat must be a person (to watch computers play, use Watch a match).</source>
            <translation>לפחות מושב אחד צריך להיות של אדם (כדי לצפות במחשבים משחקים, השתמשו ב„צפייה במשחק”).</translation>
        </message>
        <message>
            <source>{players} players × {hand} cards need more cards than one deck has: choose two decks (or automatic), fewer players or a smaller hand.</source>
            <translation>{players} שחקנים × {hand} קלפים צריכים יותר קלפים ממה שיש בחפיסה אחת: בחרו שתי חפיסות (או אוטומטי), פחות שחקנים או יד קטנה יותר.</translation>
        </message>
        <message>
            <source>A Yaniv limit of 0 needs cards worth 0 (jokers, or jacks that count 0), or nobody could ever call.</source>
            <translation>גבול יניב של 0 דורש קלפים ששווים 0 (ג׳וקרים, או נסיכים ששווים 0), אחרת אף אחד לא יוכל לקרוא.</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>refused</source>
            <translation>אסור</translation>
        </message>
        <message>
            <source>Decks</source>
            <translation>חפיסות</translation>
        </message>
        <message>
            <source>How many decks are shuffled together. Automatic uses two from five players.</source>
            <translation>כמה חפיסות מערבבים יחד. אוטומטי משתמש בשתיים מחמישה שחקנים.</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>אוטומטי</translation>
        </message>
        <message>
            <source>One deck</source>
            <translation>חפיסה אחת</translation>
        </message>
        <message>
            <source>Two decks</source>
            <translation>שתי חפיסות</translation>
        </message>
        <message>
            <source>Jokers per deck</source>
            <translation>ג׳וקרים בחפיסה</translation>
        </message>
        <message>
            <source>Jokers in each deck: 2 as usual, 0, or 4 ("double joker").</source>
            <translation>ג׳וקרים בכל חפיסה: 2 כרגיל, 0, או 4 („ג׳וקר כפול”).</translation>
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
            <translation>4 (ג׳וקר כפול)</translation>
        </message>
        <message>
            <source>Cards dealt</source>
            <translation>קלפים בחלוקה</translation>
        </message>
        <message>
            <source>Cards each player is dealt: 5, 7, or 3 for Speedy Yaniv.</source>
            <translation>כמה קלפים כל שחקן מקבל: 5, 7, או 3 ליניב מהיר.</translation>
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
            <translation>3 (מהיר)</translation>
        </message>
        <message>
            <source>Court card values</source>
            <translation>ערך קלפי התמונה</translation>
        </message>
        <message>
            <source>J, Q and K count 10 each, or 11, 12 and 13.</source>
            <translation>J, Q ו־K שווים 10 כל אחד, או 11, 12 ו־13.</translation>
        </message>
        <message>
            <source>10 each</source>
            <translation>10 כל אחד</translation>
        </message>
        <message>
            <source>11, 12, 13</source>
            <translation>11, 12, 13</translation>
        </message>
        <message>
            <source>Jacks count 0</source>
            <translation>נסיכים שווים 0</translation>
        </message>
        <message>
            <source>Nepal: jacks are worth 0 points.</source>
            <translation>נפאל: נסיכים שווים 0 נקודות.</translation>
        </message>
        <message>
            <source>Jacks are wild</source>
            <translation>נסיכים הם קלפים פראיים</translation>
        </message>
        <message>
            <source>Nepal: jacks replace the jokers and act as them in runs.</source>
            <translation>נפאל: הנסיכים מחליפים את הג׳וקרים ומשמשים כמוהם ברצפים.</translation>
        </message>
        <message>
            <source>Direction of play</source>
            <translation>כיוון המשחק</translation>
        </message>
        <message>
            <source>The order in which players take their turns.</source>
            <translation>הסדר שבו השחקנים משחקים בתורם.</translation>
        </message>
        <message>
            <source>Clockwise</source>
            <translation>עם כיוון השעון</translation>
        </message>
        <message>
            <source>Counterclockwise</source>
            <translation>נגד כיוון השעון</translation>
        </message>
        <message>
            <source>Who starts a round</source>
            <translation>מי פותח סיבוב</translation>
        </message>
        <message>
            <source>The winner of the previous round (the first round by lot), or the player after a rotating dealer.</source>
            <translation>המנצח בסיבוב הקודם (בסיבוב הראשון בהגרלה), או השחקן שאחרי המחלק המתחלף.</translation>
        </message>
        <message>
            <source>The last round's winner</source>
            <translation>המנצח בסיבוב הקודם</translation>
        </message>
        <message>
            <source>After the dealer</source>
            <translation>אחרי המחלק</translation>
        </message>
        <message>
            <source>Yaniv at or below</source>
            <translation>יניב בסכום של עד</translation>
        </message>
        <message>
            <source>The hand value at which you may call Yaniv (usually 7 or 5).</source>
            <translation>ערך היד שבו אפשר לקרוא יניב (בדרך כלל 7 או 5).</translation>
        </message>
        <message>
            <source>Jokers complete sets</source>
            <translation>ג׳וקרים משלימים קבוצות</translation>
        </message>
        <message>
            <source>Whether a joker may complete a set (two 9s and a joker).</source>
            <translation>האם ג׳וקר יכול להשלים קבוצה (שני 9 וג׳וקר).</translation>
        </message>
        <message>
            <source>Take from a thrown set</source>
            <translation>לקיחה מקבוצה שנזרקה</translation>
        </message>
        <message>
            <source>Only its first or last card, or any card of it.</source>
            <translation>רק הקלף הראשון או האחרון שלה, או כל קלף ממנה.</translation>
        </message>
        <message>
            <source>The ends only</source>
            <translation>רק הקצוות</translation>
        </message>
        <message>
            <source>Any card</source>
            <translation>כל קלף</translation>
        </message>
        <message>
            <source>Take from a thrown run</source>
            <translation>לקיחה מרצף שנזרק</translation>
        </message>
        <message>
            <source>Only its first or last card, or any card of it (Nepal).</source>
            <translation>רק הקלף הראשון או האחרון שלו, או כל קלף ממנו (נפאל).</translation>
        </message>
        <message>
            <source>Assaf</source>
            <translation>אסף</translation>
        </message>
        <message>
            <source>An Assaf: someone holds as little as the caller or less, and the call fails. Off: a Yaniv call always succeeds (family play).</source>
            <translation>אסף: למישהו אחר יש סכום שווה לזה של הקורא או נמוך ממנו, והקריאה נכשלת. כבוי: קריאת יניב תמיד מצליחה (משחק משפחתי).</translation>
        </message>
        <message>
            <source>Assaf penalty</source>
            <translation>קנס אסף</translation>
        </message>
        <message>
            <source>Points the caller adds to the hand after an Assaf.</source>
            <translation>הנקודות שהקורא מוסיף ליד אחרי אסף.</translation>
        </message>
        <message>
            <source>After an Assaf</source>
            <translation>אחרי אסף</translation>
        </message>
        <message>
            <source>The Assaf winner scores 0, or everyone but the caller scores their hand.</source>
            <translation>מי שעשה אסף מקבל 0, או שכולם חוץ מהקורא מקבלים את היד שלהם.</translation>
        </message>
        <message>
            <source>The Assaf winner scores 0</source>
            <translation>מי שעשה אסף מקבל 0</translation>
        </message>
        <message>
            <source>Everyone scores their hand</source>
            <translation>כולם מקבלים את היד שלהם</translation>
        </message>
        <message>
            <source>Milestones</source>
            <translation>אבני דרך</translation>
        </message>
        <message>
            <source>What landing exactly on a round number does to a total.</source>
            <translation>מה קורה לסכום שנוחת בדיוק על מספר עגול.</translation>
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
            <translation>כל 50 מ־100 ומעלה יורד ב־50</translation>
        </message>
        <message>
            <source>Every multiple of 50 halves (Australian)</source>
            <translation>כל כפולה של 50 נחצית (אוסטרלי)</translation>
        </message>
        <message>
            <source>None</source>
            <translation>בלי</translation>
        </message>
        <message>
            <source>Racheli</source>
            <translation>רחלי</translation>
        </message>
        <message>
            <source>A total of exactly 50 drops to 0.</source>
            <translation>סכום של בדיוק 50 יורד ל־0.</translation>
        </message>
        <message>
            <source>Milestone theft</source>
            <translation>גניבת אבן דרך</translation>
        </message>
        <message>
            <source>Landing on a milestone also makes the current leader add 30.</source>
            <translation>נחיתה על אבן דרך גורמת גם למוביל הנוכחי להוסיף 30.</translation>
        </message>
        <message>
            <source>Out above</source>
            <translation>בחוץ מעל</translation>
        </message>
        <message>
            <source>A player whose total goes over this is out.</source>
            <translation>שחקן שהסכום שלו עובר את זה יוצא מהמשחק.</translation>
        </message>
        <message>
            <source>The match ends</source>
            <translation>המשחק נגמר</translation>
        </message>
        <message>
            <source>When one player is left, or as soon as anyone goes over the limit.</source>
            <translation>כשנשאר שחקן אחד, או ברגע שמישהו עובר את הגבול.</translation>
        </message>
        <message>
            <source>Last player standing</source>
            <translation>השחקן האחרון שנשאר</translation>
        </message>
        <message>
            <source>First over the limit</source>
            <translation>הראשון שעובר את הגבול</translation>
        </message>
        <message>
            <source>Slap-down</source>
            <translation>הדבקה</translation>
        </message>
        <message>
            <source>A card drawn from the stock that matches your throw may be thrown at once.</source>
            <translation>קלף שנלקח מהקופה ומתאים לזריקה שלך אפשר לזרוק מיד.</translation>
        </message>
        <message>
            <source>Slap to zero</source>
            <translation>הדבקה לאפס</translation>
        </message>
        <message>
            <source>A draw that brings your hand to 0 may end the round at once.</source>
            <translation>לקיחה שמביאה את היד שלך ל־0 יכולה לסיים את הסיבוב מיד.</translation>
        </message>
        <message>
            <source>Last turn after a call</source>
            <translation>תור אחרון אחרי קריאה</translation>
        </message>
        <message>
            <source>After a call every other player gets one last turn before the hands are shown.</source>
            <translation>אחרי קריאה כל שאר השחקנים מקבלים תור אחרון לפני שחושפים את הקלפים.</translation>
        </message>
        <message>
            <source>Three zeros bonus</source>
            <translation>בונוס שלושה אפסים</translation>
        </message>
        <message>
            <source>Every third successful call gives −20 (not when only two players remain).</source>
            <translation>כל קריאה מוצלחת שלישית נותנת −20 (לא כשנשארו רק שני שחקנים).</translation>
        </message>
        <message>
            <source>False calls</source>
            <translation>קריאות שווא</translation>
        </message>
        <message>
            <source>Refused, or allowed at a cost: the caller pays the penalty and everyone else scores 0.</source>
            <translation>אסורות, או מותרות במחיר: הקורא משלם את הקנס וכל השאר מקבלים 0.</translation>
        </message>
        <message>
            <source>on</source>
            <translation>פעיל</translation>
        </message>
        <message>
            <source>off</source>
            <translation>כבוי</translation>
        </message>
        <message>
            <source>allowed, costing {points}</source>
            <translation>מותר, במחיר {points}</translation>
        </message>
    </context>
    <context>
        <name>PhotoSlot</name>
        <message>
            <source>Choose photo…</source>
            <translation>בחירת תמונה…</translation>
        </message>
        <message>
            <source>A photo from this computer; it never leaves it</source>
            <translation>תמונה מהמחשב הזה; היא אף פעם לא יוצאת ממנו</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>הסרה</translation>
        </message>
        <message>
            <source>This suit shows the photo for all suits again</source>
            <translation>הסדרה הזאת תציג שוב את התמונה של כל הסדרות</translation>
        </message>
        <message>
            <source>name on the cards</source>
            <translation>השם על הקלפים</translation>
        </message>
        <message>
            <source>Name on the cards</source>
            <translation>השם על הקלפים</translation>
        </message>
        <message>
            <source>Printed on the cards under the picture</source>
            <translation>מודפס על הקלפים מתחת לתמונה</translation>
        </message>
        <message>
            <source>Same frame as the deck</source>
            <translation>אותה מסגרת כמו החפיסה</translation>
        </message>
        <message>
            <source>The frame and colours of these cards: grandpa's community for the kings, grandma's for the queens</source>
            <translation>המסגרת והצבעים של הקלפים האלה: הקהילה של סבא למלכים, של סבתא למלכות</translation>
        </message>
        <message>
            <source>Frame of these cards</source>
            <translation>המסגרת של הקלפים האלה</translation>
        </message>
        <message>
            <source>All</source>
            <translation>הכול</translation>
        </message>
        <message>
            <source>The photo for every suit without one of its own</source>
            <translation>התמונה לכל סדרה שאין לה תמונה משלה</translation>
        </message>
        <message>
            <source>A photo for the {suit} card only</source>
            <translation>תמונה לקלף ה{suit} בלבד</translation>
        </message>
        <message>
            <source>No photo for all suits: a suit without a photo of its own shows the first suit's photo</source>
            <translation>אין תמונה לכל הסדרות: סדרה בלי תמונה משלה תציג את התמונה של הסדרה הראשונה</translation>
        </message>
        <message>
            <source>No photo of its own: this suit shows the photo for all suits</source>
            <translation>אין תמונה משלה: הסדרה הזאת מציגה את התמונה של כל הסדרות</translation>
        </message>
    </context>
    <context>
        <name>PlayersModel</name>
        <message>
            <source>out</source>
            <translation>בחוץ</translation>
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
            <translation>ישראלי (ברירת מחדל)</translation>
        </message>
        <message>
            <source>Classic (McLeod)</source>
            <translation>קלאסי (McLeod)</translation>
        </message>
        <message>
            <source>Swedish</source>
            <translation>שוודי</translation>
        </message>
        <message>
            <source>Dutch</source>
            <translation>הולנדי</translation>
        </message>
        <message>
            <source>Nepali Jhyap / Dhumbal</source>
            <translation>נפאלי Jhyap / Dhumbal</translation>
        </message>
        <message>
            <source>Speedy</source>
            <translation>מהיר</translation>
        </message>
        <message>
            <source>Family</source>
            <translation>משפחתי</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>Cards dealt; {name} starts</source>
            <translation>הקלפים חולקו; {name} פותח/ת</translation>
        </message>
        <message>
            <source>Cards dealt; you start</source>
            <translation>הקלפים חולקו; התור הראשון שלך</translation>
        </message>
        <message>
            <source>{name} calls Yaniv!</source>
            <translation>{name} קורא/ת יניב!</translation>
        </message>
        <message>
            <source>You call Yaniv!</source>
            <translation>קראת יניב!</translation>
        </message>
        <message>
            <source>{name} throws {cards}</source>
            <translation>{name} זורק/ת {cards}</translation>
        </message>
        <message>
            <source>You throw {cards}</source>
            <translation>זרקת {cards}</translation>
        </message>
        <message>
            <source>{name} draws {card} from the stock</source>
            <translation>{name} מושך/ת {card} מהקופה</translation>
        </message>
        <message>
            <source>You draw {card} from the stock</source>
            <translation>משכת {card} מהקופה</translation>
        </message>
        <message>
            <source>{name} draws from the stock</source>
            <translation>{name} מושך/ת מהקופה</translation>
        </message>
        <message>
            <source>You draw from the stock</source>
            <translation>משכת מהקופה</translation>
        </message>
        <message>
            <source>{name} takes {card}</source>
            <translation>{name} לוקח/ת {card}</translation>
        </message>
        <message>
            <source>You take {card}</source>
            <translation>לקחת {card}</translation>
        </message>
        <message>
            <source>{name} slaps down {card}</source>
            <translation>{name} מדביק/ה {card}</translation>
        </message>
        <message>
            <source>You slap down {card}</source>
            <translation>הדבקת {card}</translation>
        </message>
        <message>
            <source>{name} slaps down to zero</source>
            <translation>{name} מדביק/ה ומגיע/ה לאפס</translation>
        </message>
        <message>
            <source>You slap down to zero</source>
            <translation>הדבקת והגעת לאפס</translation>
        </message>
        <message>
            <source>{name} keeps the card</source>
            <translation>{name} שומר/ת את הקלף</translation>
        </message>
        <message>
            <source>You keep the card</source>
            <translation>שמרת את הקלף</translation>
        </message>
        <message>
            <source>Assaf! {by} has {low}, {caller} had {value}</source>
            <translation>אסף! ל{by} יש {low}, ל{caller} היו {value}</translation>
        </message>
        <message>
            <source>Assaf! You have {low}, {caller} had {value}</source>
            <translation>אסף! לך יש {low}, ל{caller} היו {value}</translation>
        </message>
        <message>
            <source>Assaf! {by} has {low}, you had {value}</source>
            <translation>אסף! ל{by} יש {low}, לך היו {value}</translation>
        </message>
        <message>
            <source>false call by {caller} with {value}</source>
            <translation>הכרזה שגויה של {caller} עם {value}</translation>
        </message>
        <message>
            <source>your false call with {value}</source>
            <translation>הכרזה שגויה שלך עם {value}</translation>
        </message>
        <message>
            <source>{caller} wins the round with {value}</source>
            <translation>{caller} מנצח/ת בסיבוב עם {value}</translation>
        </message>
        <message>
            <source>You win the round with {value}</source>
            <translation>ניצחת בסיבוב עם {value}</translation>
        </message>
        <message>
            <source>third successful call: {name} scores {bonus}</source>
            <translation>קריאה מוצלחת שלישית: {name} מקבל/ת {bonus}</translation>
        </message>
        <message>
            <source>third successful call: you score {bonus}</source>
            <translation>קריאה מוצלחת שלישית: קיבלת {bonus}</translation>
        </message>
    </context>
    <context>
        <name>ReplayView</name>
        <message>
            <source>Player</source>
            <translation>שחקן</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>יד</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>ערך</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>סכום</translation>
        </message>
        <message>
            <source>Last throw</source>
            <translation>זריקה אחרונה</translation>
        </message>
        <message>
            <source>First move (Home)</source>
            <translation>המהלך הראשון (Home)</translation>
        </message>
        <message>
            <source>◀◀ Round</source>
            <translation>◀◀ סיבוב</translation>
        </message>
        <message>
            <source>Previous round (Page Up)</source>
            <translation>הסיבוב הקודם (Page Up)</translation>
        </message>
        <message>
            <source>Previous move (←)</source>
            <translation>המהלך הקודם (←)</translation>
        </message>
        <message>
            <source>Next move (→)</source>
            <translation>המהלך הבא (→)</translation>
        </message>
        <message>
            <source>Round ▶▶</source>
            <translation>סיבוב ▶▶</translation>
        </message>
        <message>
            <source>Next round (Page Down)</source>
            <translation>הסיבוב הבא (Page Down)</translation>
        </message>
        <message>
            <source>Last move (End)</source>
            <translation>המהלך האחרון (End)</translation>
        </message>
        <message>
            <source>Moves of this round</source>
            <translation>המהלכים של הסיבוב הזה</translation>
        </message>
        <message>
            <source>This match has no moves to replay.</source>
            <translation>אין במשחק הזה מהלכים להצגה חוזרת.</translation>
        </message>
        <message>
            <source>Round {number}</source>
            <translation>סיבוב {number}</translation>
        </message>
        <message>
            <source>out</source>
            <translation>בחוץ</translation>
        </message>
        <message>
            <source>{name} (you)</source>
            <translation>{name} (אתה)</translation>
        </message>
        <message>
            <source>stock: {count}</source>
            <translation>קופה: {count}</translation>
        </message>
        <message>
            <source>move {number} of {last}</source>
            <translation>מהלך {number} מתוך {last}</translation>
        </message>
    </context>
    <context>
        <name>RevealSheet</name>
        <message>
            <source>Next round</source>
            <translation>הסיבוב הבא</translation>
        </message>
        <message>
            <source>Deal the next round (N)</source>
            <translation>חלוקת הסיבוב הבא (N)</translation>
        </message>
        <message>
            <source>Look at the table</source>
            <translation>הצצה בשולחן</translation>
        </message>
        <message>
            <source>Hide this sheet; the hands stay face up on the table</source>
            <translation>הסתרת הדף הזה; הידיים נשארות גלויות על השולחן</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>שחקן</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>יד</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>ערך</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>נקודות</translation>
        </message>
        <message>
            <source>New total</source>
            <translation>סכום חדש</translation>
        </message>
        <message>
            <source>Yaniv!</source>
            <translation>יניב!</translation>
        </message>
        <message>
            <source>caught by an Assaf</source>
            <translation>נתפס באסף</translation>
        </message>
        <message>
            <source>Assaf: the lowest hand</source>
            <translation>אסף: היד הנמוכה ביותר</translation>
        </message>
        <message>
            <source>a false call</source>
            <translation>קריאה שגויה</translation>
        </message>
        <message>
            <source>slapped to zero</source>
            <translation>הטיח לאפס</translation>
        </message>
    </context>
    <context>
        <name>RoundsModel</name>
        <message>
            <source>Round</source>
            <translation>סיבוב</translation>
        </message>
        <message>
            <source>Called by</source>
            <translation>הקורא</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>תוצאה</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>הערות</translation>
        </message>
        <message>
            <source>Assaf! by you</source>
            <translation>אסף! שלך</translation>
        </message>
        <message>
            <source>Assaf! by {name}</source>
            <translation>אסף! של {name}</translation>
        </message>
        <message>
            <source>out</source>
            <translation>בחוץ</translation>
        </message>
        <message>
            <source>{name}: hand of {value}</source>
            <translation>{name}: יד של {value}</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>Rules of this match</source>
            <translation>החוקים של המשחק הזה</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>חוקים</translation>
        </message>
        <message>
            <source>How this match is played</source>
            <translation>איך משחקים את המשחק הזה</translation>
        </message>
        <message>
            <source>Back to the table</source>
            <translation>חזרה לשולחן</translation>
        </message>
    </context>
    <context>
        <name>RulesPage</name>
        <message>
            <source>any card</source>
            <translation>כל קלף</translation>
        </message>
        <message>
            <source>only the first or the last card</source>
            <translation>רק את הקלף הראשון או האחרון</translation>
        </message>
        <message>
            <source>A call always wins: the caller scores 0 and everyone else scores their hand.</source>
            <translation>קריאה תמיד מנצחת: הקורא מקבל 0 וכל השאר מקבלים את היד שלהם.</translation>
        </message>
        <message>
            <source>the Assaf winner scores 0 and everyone else their hand</source>
            <translation>מי שעשה אסף מקבל 0 וכל השאר את היד שלהם</translation>
        </message>
        <message>
            <source>everyone else scores their hand</source>
            <translation>כל השאר מקבלים את היד שלהם</translation>
        </message>
        <message>
            <source>If nobody holds as little or less, the caller scores 0 and everyone else their hand. If someone holds the same or less, that is an &lt;b&gt;Assaf&lt;/b&gt;: the caller scores the hand plus {penalty}, and {others}.</source>
            <translation>אם לאף אחד אין פחות או אותו סכום, הקורא מקבל 0 וכל השאר את היד שלהם. אם למישהו יש אותו סכום או פחות, זה &lt;b&gt;אסף&lt;/b&gt;: הקורא מקבל את היד ועוד {penalty}, ו{others}.</translation>
        </message>
        <message>
            <source>You may also call above the limit, but that false call costs you {penalty} and everyone else scores 0.</source>
            <translation>אפשר לקרוא גם מעל הגבול, אבל קריאת השווא הזאת עולה לך {penalty} וכל השאר מקבלים 0.</translation>
        </message>
        <message>
            <source>After a call everyone else has one last turn.</source>
            <translation>אחרי קריאה לכל השאר יש תור אחרון.</translation>
        </message>
        <message>
            <source>two decks</source>
            <translation>שתי חפיסות</translation>
        </message>
        <message>
            <source>one deck</source>
            <translation>חפיסה אחת</translation>
        </message>
        <message>
            <source>no jokers</source>
            <translation>בלי ג׳וקרים</translation>
        </message>
        <message>
            <source>{count} jokers per deck (worth 0)</source>
            <translation>{count} ג׳וקרים בחפיסה (שווים 0)</translation>
        </message>
        <message>
            <source>J, Q, K 11, 12, 13</source>
            <translation>J, Q, K שווים 11, 12, 13</translation>
        </message>
        <message>
            <source>J, Q, K 10 each</source>
            <translation>J, Q, K שווים 10 כל אחד</translation>
        </message>
        <message>
            <source>Ace counts 1, 2–10 their number, {courts}</source>
            <translation>אס שווה 1, 2–10 לפי המספר, {courts}</translation>
        </message>
        <message>
            <source>; jacks count 0</source>
            <translation>; נסיכים שווים 0</translation>
        </message>
        <message>
            <source>Jokers and jacks</source>
            <translation>ג׳וקרים ונסיכים</translation>
        </message>
        <message>
            <source>Jokers</source>
            <translation>ג׳וקרים</translation>
        </message>
        <message>
            <source>{wild} may stand in for any card of a run and complete a set.</source>
            <translation>{wild} יכולים להחליף כל קלף ברצף ולהשלים קבוצה.</translation>
        </message>
        <message>
            <source>{wild} may stand in for any card of a run.</source>
            <translation>{wild} יכולים להחליף כל קלף ברצף.</translation>
        </message>
        <message>
            <source>the last player left wins.</source>
            <translation>השחקן האחרון שנשאר מנצח.</translation>
        </message>
        <message>
            <source>the match ends when anyone goes over, and the lowest total wins.</source>
            <translation>המשחק נגמר כשמישהו עובר את הגבול, והסכום הנמוך ביותר מנצח.</translation>
        </message>
        <message>
            <source>Points add up. Over {limit} you are out; {ending} Milestones: {milestones}.</source>
            <translation>הנקודות מצטברות. מעל {limit} יוצאים מהמשחק; {ending} אבני דרך: {milestones}.</translation>
        </message>
        <message>
            <source>Racheli: exactly 50 drops to 0.</source>
            <translation>רחלי: בדיוק 50 יורד ל־0.</translation>
        </message>
        <message>
            <source>Landing on a milestone makes the leader add 30.</source>
            <translation>נחיתה על אבן דרך גורמת למוביל להוסיף 30.</translation>
        </message>
        <message>
            <source>Every third successful call gives −20.</source>
            <translation>כל קריאה מוצלחת שלישית נותנת −20.</translation>
        </message>
        <message>
            <source>Yaniv</source>
            <translation>יניב</translation>
        </message>
        <message>
            <source>Get your hand as low as you can, then call &lt;b&gt;Yaniv&lt;/b&gt;. Each player gets {hand} cards from {decks} with {jokers}.</source>
            <translation>הורידו את היד כמה שיותר נמוך, ואז קראו &lt;b&gt;יניב&lt;/b&gt;. כל שחקן מקבל {hand} קלפים מ{decks} עם {jokers}.</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>התור שלך</translation>
        </message>
        <message>
            <source>First throw one card, a &lt;b&gt;set&lt;/b&gt; (two or more of the same rank) or a &lt;b&gt;run&lt;/b&gt; (three or more in a row of one suit; the ace is low, so Q-K-A is not a run).</source>
            <translation>קודם זורקים קלף אחד, &lt;b&gt;קבוצה&lt;/b&gt; (שניים או יותר מאותו ערך) או &lt;b&gt;רצף&lt;/b&gt; (שלושה או יותר ברצף מאותה צורה; האס נמוך, ולכן Q-K-A אינו רצף).</translation>
        </message>
        <message>
            <source>Then take one card: the top of the stock, or one card of the previous player's throw — from a set {take_set}, from a run {take_run}.</source>
            <translation>אחר כך לוקחים קלף אחד: העליון בקופה, או קלף אחד מהזריקה של השחקן הקודם — מקבוצה {take_set}, מרצף {take_run}.</translation>
        </message>
        <message>
            <source>Calling Yaniv</source>
            <translation>קריאת יניב</translation>
        </message>
        <message>
            <source>At the start of your turn, with a hand of {limit} or less, you may call Yaniv instead of throwing.</source>
            <translation>בתחילת התור, עם יד של {limit} או פחות, אפשר לקרוא יניב במקום לזרוק.</translation>
        </message>
        <message>
            <source>The match</source>
            <translation>המשחק</translation>
        </message>
        <message>
            <source>a card you draw from the stock that matches your throw may be slapped down at once</source>
            <translation>קלף שלוקחים מהקופה ומתאים לזריקה שלך אפשר להדביק מיד</translation>
        </message>
        <message>
            <source>a draw that brings your hand to 0 may end the round as a won call</source>
            <translation>לקיחה שמביאה את היד ל־0 יכולה לסיים את הסיבוב כקריאה מנצחת</translation>
        </message>
        <message>
            <source>Also: {extras}.</source>
            <translation>וגם: {extras}.</translation>
        </message>
        <message>
            <source>All the options of this match</source>
            <translation>כל האפשרויות של המשחק הזה</translation>
        </message>
    </context>
    <context>
        <name>ScoreboardModel</name>
        <message>
            <source>Total</source>
            <translation>סכום</translation>
        </message>
        <message>
            <source>You are out</source>
            <translation>את/ה בחוץ</translation>
        </message>
        <message>
            <source>{name} is out</source>
            <translation>{name} בחוץ</translation>
        </message>
        <message>
            <source>Assaf!</source>
            <translation>אסף!</translation>
        </message>
    </context>
    <context>
        <name>Seats</name>
        <message>
            <source>Beginner</source>
            <translation>מתחיל</translation>
        </message>
        <message>
            <source>Intermediate</source>
            <translation>בינוני</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>מומחה</translation>
        </message>
        <message>
            <source>person</source>
            <translation>אדם</translation>
        </message>
        <message>
            <source>You</source>
            <translation>אתה</translation>
        </message>
    </context>
    <context>
        <name>SidePanel</name>
        <message>
            <source>Players</source>
            <translation>שחקנים</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>ניקוד</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>מהלכים</translation>
        </message>
        <message>
            <source>The players, their cards and totals</source>
            <translation>השחקנים, הקלפים והסכומים שלהם</translation>
        </message>
        <message>
            <source>Scoreboard</source>
            <translation>לוח ניקוד</translation>
        </message>
        <message>
            <source>Points per round; ↓ marks a milestone, ✗ an elimination</source>
            <translation>נקודות בכל סיבוב; ↓ מסמן אבן דרך, ✗ הדחה</translation>
        </message>
        <message>
            <source>Move log</source>
            <translation>יומן מהלכים</translation>
        </message>
        <message>
            <source>Every move, in words</source>
            <translation>כל מהלך, במילים</translation>
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
            <translation>ניצחון אחד ברצף</translation>
        </message>
        <message>
            <source>1 loss in a row</source>
            <translation>הפסד אחד ברצף</translation>
        </message>
        <message numerus="yes">
            <source>%n wins in a row</source>
            <translation>
                <numerusform>ניצחון אחד ברצף</numerusform>
                <numerusform>%n ניצחונות ברצף</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n losses in a row</source>
            <translation>
                <numerusform>הפסד אחד ברצף</numerusform>
                <numerusform>%n הפסדים ברצף</numerusform>
            </translation>
        </message>
        <message>
            <source>Your statistics</source>
            <translation>הסטטיסטיקה שלך</translation>
        </message>
        <message>
            <source>Matches</source>
            <translation>משחקים</translation>
        </message>
        <message>
            <source>Matches finished</source>
            <translation>משחקים שהסתיימו</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>ניצחונות</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>אחוז ניצחונות</translation>
        </message>
        <message>
            <source>Left unfinished</source>
            <translation>לא הסתיימו</translation>
        </message>
        <message>
            <source>Practice matches (not counted)</source>
            <translation>משחקי אימון (לא נספרים)</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>סיבובים</translation>
        </message>
        <message>
            <source>Rounds played</source>
            <translation>סיבובים ששוחקו</translation>
        </message>
        <message>
            <source>Rounds won</source>
            <translation>סיבובים שניצחת</translation>
        </message>
        <message>
            <source>Yaniv calls</source>
            <translation>קריאות יניב</translation>
        </message>
        <message>
            <source>Successful calls</source>
            <translation>קריאות מוצלחות</translation>
        </message>
        <message>
            <source>Assafed (of your calls)</source>
            <translation>נתפסת באסף (מהקריאות שלך)</translation>
        </message>
        <message>
            <source>Assafs you made</source>
            <translation>אסף שעשית</translation>
        </message>
        <message>
            <source>Average points per round</source>
            <translation>ממוצע נקודות לסיבוב</translation>
        </message>
        <message>
            <source>Milestones and streaks</source>
            <translation>אבני דרך ורצפים</translation>
        </message>
        <message>
            <source>Milestones hit</source>
            <translation>אבני דרך</translation>
        </message>
        <message>
            <source>Racheli</source>
            <translation>רחלי</translation>
        </message>
        <message>
            <source>Three-zeros bonus</source>
            <translation>בונוס שלושה אפסים</translation>
        </message>
        <message>
            <source>Longest winning streak</source>
            <translation>רצף הניצחונות הארוך ביותר</translation>
        </message>
        <message>
            <source>Longest losing streak</source>
            <translation>רצף ההפסדים הארוך ביותר</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>עכשיו</translation>
        </message>
        <message>
            <source>Computer level</source>
            <translation>רמת המחשב</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>חוקים</translation>
        </message>
        <message>
            <source>By computer level</source>
            <translation>לפי רמת המחשב</translation>
        </message>
        <message>
            <source>By rules</source>
            <translation>לפי חוקים</translation>
        </message>
        <message>
            <source>Win rate over time</source>
            <translation>אחוז ניצחונות לאורך זמן</translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message>
            <source>the disk is full</source>
            <translation>הדיסק מלא</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <translation>הדיסק מוגן מפני כתיבה</translation>
        </message>
        <message>
            <source>permission denied (the folder is read-only)</source>
            <translation>אין הרשאה (התיקייה מוגנת מפני כתיבה)</translation>
        </message>
        <message>
            <source>the folder does not exist and cannot be created</source>
            <translation>התיקייה אינה קיימת ואי אפשר ליצור אותה</translation>
        </message>
        <message>
            <source>Cannot save the match in progress to {path}: {reason}. You can keep playing, but if the game closes this match cannot be resumed.</source>
            <translation>לא ניתן לשמור את המשחק הנוכחי בקובץ {path}: {reason}. אפשר להמשיך לשחק, אבל אם המשחק ייסגר לא תוכלו לחזור למשחק הזה.</translation>
        </message>
        <message>
            <source>cannot be read ({reason})</source>
            <translation>אינו ניתן לקריאה ({reason})</translation>
        </message>
        <message>
            <source>is nested more than {depth} levels deep</source>
            <translation>מקונן ליותר מ־{depth} רמות</translation>
        </message>
        <message>
            <source>is damaged (at line {line}, column {column})</source>
            <translation>פגום (בשורה {line}, עמודה {column})</translation>
        </message>
        <message>
            <source>holds a number too long to read ({detail})</source>
            <translation>מכיל מספר ארוך מדי לקריאה ({detail})</translation>
        </message>
        <message>
            <source>is not a saved match</source>
            <translation>אינו מכיל משחק שמור</translation>
        </message>
        <message>
            <source>was written by a newer version of Yaniv Desktop (version {version})</source>
            <translation>נכתב על ידי גרסה חדשה יותר של Yaniv Desktop (גרסה {version})</translation>
        </message>
        <message>
            <source>cannot be replayed ({error})</source>
            <translation>אי אפשר לשחזר אותו ({error})</translation>
        </message>
        <message>
            <source>names {players} players for {seats} seats</source>
            <translation>מציין {players} שחקנים עבור {seats} מקומות</translation>
        </message>
        <message>
            <source>The saved match in progress {path} had wrong values for {fields}; the match resumes without them.</source>
            <translation>במשחק השמור {path} היו ערכים שגויים עבור {fields}; המשחק ממשיך בלעדיהם.</translation>
        </message>
        <message>
            <source>it was moved to {aside}</source>
            <translation>הוא הועבר אל {aside}</translation>
        </message>
        <message>
            <source>it could not be moved aside ({reason})</source>
            <translation>לא ניתן היה להעביר אותו הצידה ({reason})</translation>
        </message>
        <message>
            <source>The saved match in progress {path} {what}; {where}. It cannot be resumed.</source>
            <translation>קובץ המשחק השמור {path} {what}; {where}. אי אפשר לחזור למשחק הזה.</translation>
        </message>
        <message>
            <source>Cannot remove the finished match's save {path}: {reason}.</source>
            <translation>לא ניתן למחוק את קובץ השמירה של המשחק שהסתיים {path}: {reason}.</translation>
        </message>
        <message>
            <source>The match history {path} holds a damaged match (number {match}): its {field} {what}. It is listed with what could be read; the other matches are not affected.</source>
            <translation>היסטוריית המשחקים {path} מכילה משחק פגום (מספר {match}): ה־{field} שלו {what}. הוא מוצג עם מה שאפשר היה לקרוא; שאר המשחקים לא נפגעו.</translation>
        </message>
        <message>
            <source>Match {match} in the match history {path} cannot be shown: its {field} {what}. The other matches are not affected.</source>
            <translation>אי אפשר להציג את משחק {match} בהיסטוריית המשחקים {path}: ה־{field} שלו {what}. שאר המשחקים לא נפגעו.</translation>
        </message>
        <message>
            <source>holds a wrong value ({value})</source>
            <translation>מכיל ערך שגוי ({value})</translation>
        </message>
        <message>
            <source>The match history {path} was written by a newer version of Yaniv Desktop ({detail}). It is left untouched; matches played now are not saved.</source>
            <translation>היסטוריית המשחקים {path} נכתבה על ידי גרסה חדשה יותר של Yaniv Desktop ({detail}). היא נשארת כפי שהיא; משחקים שתשחקו עכשיו לא יישמרו.</translation>
        </message>
        <message>
            <source>The match history {path} is damaged ({detail}) and could not be moved aside; matches played now are not saved.</source>
            <translation>היסטוריית המשחקים {path} פגומה ({detail}) ולא ניתן היה להעביר אותה הצידה; משחקים שתשחקו עכשיו לא יישמרו.</translation>
        </message>
        <message>
            <source>The match history {path} was damaged ({detail}). It was moved to {aside} and a new, empty history was started.</source>
            <translation>היסטוריית המשחקים {path} הייתה פגומה ({detail}). היא הועברה אל {aside} והתחילה היסטוריה חדשה וריקה.</translation>
        </message>
        <message>
            <source>The match history {path} is in use by another program. Your past matches are shown, but this session's matches will not be kept; close the other program and start Yaniv Desktop again.</source>
            <translation>היסטוריית המשחקים {path} בשימוש של תוכנה אחרת. המשחקים הקודמים שלך מוצגים, אבל המשחקים של הפעם לא יישמרו; סגרו את התוכנה האחרת והפעילו את Yaniv Desktop מחדש.</translation>
        </message>
        <message>
            <source>The match history {path} is in use by another program, so it cannot be shown now; it is left as it is. Close the other program and start Yaniv Desktop again.</source>
            <translation>היסטוריית המשחקים {path} בשימוש של תוכנה אחרת ולכן אי אפשר להציג אותה עכשיו; היא נשארת כמו שהיא. סגרו את התוכנה האחרת והפעילו את Yaniv Desktop מחדש.</translation>
        </message>
        <message>
            <source>Cannot save to the match history {path}: {reason}. Your past matches are shown, but this session's matches will not be kept.</source>
            <translation>לא ניתן לשמור בהיסטוריית המשחקים {path}: {reason}. המשחקים הקודמים שלכם מוצגים, אבל המשחקים מההפעלה הזאת לא יישמרו.</translation>
        </message>
        <message>
            <source>Cannot save the match history to {path}: {reason}. You can play, but this session's matches will not be kept.</source>
            <translation>לא ניתן לשמור את היסטוריית המשחקים בקובץ {path}: {reason}. אפשר לשחק, אבל המשחקים מההפעלה הזאת לא יישמרו.</translation>
        </message>
        <message>
            <source>Cannot save {what} to the match history {path}: {detail}. The game goes on; it will try again after the next round.</source>
            <translation>לא ניתן לשמור את {what} בהיסטוריית המשחקים {path}: {detail}. המשחק ממשיך; ננסה שוב אחרי הסיבוב הבא.</translation>
        </message>
        <message>
            <source>Cannot save the new match to the match history {path}: {detail}. The game goes on, but this match may not be kept.</source>
            <translation>לא ניתן לשמור את המשחק החדש בהיסטוריית המשחקים {path}: {detail}. המשחק ממשיך, אבל ייתכן שהמשחק הזה לא יישמר.</translation>
        </message>
        <message>
            <source>round {number}</source>
            <translation>סיבוב {number}</translation>
        </message>
        <message>
            <source>the end of the match</source>
            <translation>סיום המשחק</translation>
        </message>
        <message>
            <source>the abandoned match</source>
            <translation>המשחק שננטש</translation>
        </message>
        <message>
            <source>the deletion</source>
            <translation>המחיקה</translation>
        </message>
        <message>
            <source>schema version {version}, this one reads up to {readable}</source>
            <translation>גרסת מבנה {version}, והגרסה הזאת קוראת עד {readable}</translation>
        </message>
        <message>
            <source>Yaniv Desktop is already running (process {pid}) with the data folder {path}. Switch to that window, or close it before starting another copy.</source>
            <translation>Yaniv Desktop כבר פועל (תהליך {pid}) עם תיקיית הנתונים {path}. עברו לחלון הזה, או סגרו אותו לפני שתפעילו עותק נוסף.</translation>
        </message>
        <message>
            <source>Yaniv Desktop is already running with the data folder {path}. Switch to that window, or close it before starting another copy.</source>
            <translation>Yaniv Desktop כבר פועל עם תיקיית הנתונים {path}. עברו לחלון הזה, או סגרו אותו לפני שתפעילו עותק נוסף.</translation>
        </message>
        <message>
            <source>Cannot create the folder {path}: {reason}.</source>
            <translation>לא ניתן ליצור את התיקייה {path}: {reason}.</translation>
        </message>
        <message>
            <source>Cannot save the settings to {path}: {reason}. Your changes apply until you close the game.</source>
            <translation>לא ניתן לשמור את ההגדרות בקובץ {path}: {reason}. השינויים שלכם יחולו עד לסגירת המשחק.</translation>
        </message>
        <message>
            <source>Cannot read the settings file {path}: {reason}; the default settings are used and changes are not saved.</source>
            <translation>לא ניתן לקרוא את קובץ ההגדרות {path}: {reason}; נעשה שימוש בהגדרות ברירת המחדל ושינויים לא יישמרו.</translation>
        </message>
        <message>
            <source>The settings file {path} {trouble}; {where}. 1 setting kept, the others are back to their defaults.</source>
            <translation>קובץ ההגדרות {path} {trouble}; {where}. הגדרה אחת נשמרה, והשאר חזרו לברירת המחדל.</translation>
        </message>
        <message>
            <source>The settings file {path} {trouble}; {where}. {kept} settings kept, the others are back to their defaults.</source>
            <translation>קובץ ההגדרות {path} {trouble}; {where}. מספר ההגדרות שנשמרו: {kept}, והשאר חזרו לברירת המחדל.</translation>
        </message>
        <message>
            <source>was written by a newer version of Yaniv Desktop (settings version {version}, this one reads up to {readable})</source>
            <translation>נכתב על ידי גרסה חדשה יותר של Yaniv Desktop (גרסת הגדרות {version}, והגרסה הזאת קוראת עד {readable})</translation>
        </message>
        <message>
            <source>was damaged (not UTF-8 text)</source>
            <translation>היה פגום (הקידוד שלו אינו תקין)</translation>
        </message>
        <message>
            <source>was damaged or cut short (at line {line}, column {column})</source>
            <translation>היה פגום או קטוע (בשורה {line}, עמודה {column})</translation>
        </message>
        <message>
            <source>is not a settings file (no "settings" object)</source>
            <translation>אינו קובץ הגדרות (חסר בו החלק של ההגדרות)</translation>
        </message>
        <message>
            <source>has no valid version number ({version})</source>
            <translation>אין בו מספר גרסה תקין ({version})</translation>
        </message>
        <message>
            <source>could not be upgraded from version {version} ({detail})</source>
            <translation>לא ניתן היה לעדכן אותו מגרסה {version} ({detail})</translation>
        </message>
        <message>
            <source>had values of the wrong type ({details})</source>
            <translation>הכיל ערכים מסוג שגוי ({details})</translation>
        </message>
        <message>
            <source>Cannot create the lock file {path}: {reason}; nothing will be saved in this session.</source>
            <translation>לא ניתן ליצור את קובץ הנעילה {path}: {reason}; שום דבר לא יישמר בהפעלה הזאת.</translation>
        </message>
        <message>
            <source>The recorded match cannot be replayed ({field}: {error}).</source>
            <translation>אי אפשר לשחזר את המשחק המתועד ({field}: {error}).</translation>
        </message>
    </context>
    <context>
        <name>TableColours</name>
        <message>
            <source>Green</source>
            <translation>ירוק</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>כחול</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>אדום</translation>
        </message>
        <message>
            <source>Wood</source>
            <translation>עץ</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>כהה</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>ניגודיות גבוהה</translation>
        </message>
    </context>
    <context>
        <name>TablePanel</name>
        <message>
            <source>Not a throw: {why}</source>
            <translation>זו לא זריקה: {why}</translation>
        </message>
        <message>
            <source>Throw {cards} (a set).</source>
            <translation>זרוק {cards} (קבוצה).</translation>
        </message>
        <message>
            <source>Throw {cards} (a run).</source>
            <translation>זרוק {cards} (רצף).</translation>
        </message>
        <message>
            <source>Throw {cards}.</source>
            <translation>זרוק {cards}.</translation>
        </message>
        <message>
            <source>Coach: {warning}</source>
            <translation>מאמן: {warning}</translation>
        </message>
        <message>
            <source>Undo is for practice matches: tick Practice in Game → New match.</source>
            <translation>ביטול אפשרי רק במשחקי אימון: יש לסמן „אימון” במשחק ← משחק חדש.</translation>
        </message>
        <message>
            <source>There is no turn of yours to take back in this round.</source>
            <translation>אין בסיבוב הזה תור שלך שאפשר לבטל.</translation>
        </message>
        <message>
            <source>Your last turn was taken back: play it again.</source>
            <translation>התור האחרון שלך בוטל: אפשר לשחק אותו שוב.</translation>
        </message>
        <message>
            <source>Press Next round to deal again.</source>
            <translation>לחצו על „הסיבוב הבא” כדי לחלק שוב.</translation>
        </message>
        <message>
            <source>The expert is thinking…</source>
            <translation>המומחה חושב…</translation>
        </message>
        <message>
            <source>Hint: {reason}</source>
            <translation>רמז: {reason}</translation>
        </message>
        <message>
            <source>Slap down {card}</source>
            <translation>הדבק {card}</translation>
        </message>
        <message>
            <source>Slap down</source>
            <translation>הדבק</translation>
        </message>
        <message>
            <source>Your hand: {value}</source>
            <translation>היד שלך: {value}</translation>
        </message>
        <message>
            <source>After this throw: {after}</source>
            <translation>אחרי הזריקה הזאת: {after}</translation>
        </message>
        <message>
            <source>Your turn: choose cards to throw, or call Yaniv.</source>
            <translation>התור שלך: בחרו קלפים לזרוק, או קראו יניב.</translation>
        </message>
        <message>
            <source>Your turn: choose cards to throw.</source>
            <translation>התור שלך: בחרו קלפים לזרוק.</translation>
        </message>
        <message>
            <source>Take a card: the stock, or a highlighted card of the last throw.</source>
            <translation>קחו קלף: מהקופה, או קלף מסומן מהזריקה האחרונה.</translation>
        </message>
        <message>
            <source>You may slap the card down, or keep it.</source>
            <translation>אפשר להדביק את הקלף, או לשמור אותו.</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <source>Stock: {count}</source>
            <translation>קופה: {count}</translation>
        </message>
        <message>
            <source>{cards} · {total}</source>
            <translation>{cards} · {total}</translation>
        </message>
        <message>
            <source>hand {value} · +{points}</source>
            <translation>יד {value} · +{points}</translation>
        </message>
        <message>
            <source>hand {value}</source>
            <translation>יד {value}</translation>
        </message>
        <message>
            <source> · thinking…</source>
            <translation> · חושב…</translation>
        </message>
    </context>
    <context>
        <name>TableWidget</name>
        <message>
            <source>Card table</source>
            <translation>שולחן הקלפים</translation>
        </message>
        <message>
            <source>The table: click your cards to choose them, then Throw</source>
            <translation>השולחן: לחצו על הקלפים שלכם כדי לבחור אותם, ואז על „זרוק”</translation>
        </message>
    </context>
    <context>
        <name>TotalsChart</name>
        <message>
            <source>Each player's total after every round</source>
            <translation>הסכום של כל שחקן אחרי כל סיבוב</translation>
        </message>
        <message>
            <source>No round has been played yet</source>
            <translation>עוד לא שוחק אף סיבוב</translation>
        </message>
        <message>
            <source>round</source>
            <translation>סיבוב</translation>
        </message>
        <message>
            <source>limit {limit}</source>
            <translation>גבול {limit}</translation>
        </message>
        <message>
            <source>{name} ({total}, out)</source>
            <translation>{name} ({total}, בחוץ)</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>Step {number} of {count}</source>
            <translation>שלב {number} מתוך {count}</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>הבא</translation>
        </message>
        <message>
            <source>Go on to the next step</source>
            <translation>מעבר לשלב הבא</translation>
        </message>
        <message>
            <source>Deal the next round</source>
            <translation>חלוקת הסיבוב הבא</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>סיום</translation>
        </message>
        <message>
            <source>End the tutorial and play a real match</source>
            <translation>סיום המדריך ומשחק אמיתי</translation>
        </message>
        <message>
            <source>Not yet: read this step, then press Next.</source>
            <translation>עוד לא: קראו את השלב הזה ואז לחצו „הבא”.</translation>
        </message>
        <message>
            <source>Welcome to Yaniv! You will play a short game against {name}, one move at a time. Aim for the lowest hand: an ace counts 1, a number card its number, J, Q and K count 10. Press Next.</source>
            <translation>ברוכים הבאים ליניב! תשחקו משחק קצר נגד {name}, מהלך אחד בכל פעם. המטרה: היד הנמוכה ביותר. אס שווה 1, קלף מספר שווה את המספר שלו, ונסיך, מלכה ומלך (J, Q, K) שווים 10. לחצו „הבא”.</translation>
        </message>
        <message>
            <source>Each turn you throw, then take a card. Throw your {card}, worth 10: click it, then press Throw.</source>
            <translation>בכל תור זורקים ואז לוקחים קלף. זרקו את ה־{card} שלכם, ששווה 10: לחצו עליו ואז על „זרוק”.</translation>
        </message>
        <message>
            <source>Not that: throw only your {card}. Click it, then press Throw.</source>
            <translation>לא זה: זרקו רק את ה־{card}. לחצו עליו ואז על „זרוק”.</translation>
        </message>
        <message>
            <source>Now take one card. Click the stock, the face-down pile, to draw its top card.</source>
            <translation>עכשיו קחו קלף אחד. לחצו על הקופה, הערימה ההפוכה, כדי למשוך את הקלף העליון שלה.</translation>
        </message>
        <message>
            <source>This time take from the stock: click the face-down pile.</source>
            <translation>הפעם קחו מהקופה: לחצו על הערימה ההפוכה.</translation>
        </message>
        <message>
            <source>Two or more cards of the same rank are a set, thrown together. Click your {cards}, then press Throw.</source>
            <translation>שני קלפים או יותר באותו ערך הם קבוצה, ונזרקים יחד. לחצו על {cards} שלכם ואז על „זרוק”.</translation>
        </message>
        <message>
            <source>Throw the pair {cards} together: click both, then press Throw.</source>
            <translation>זרקו את הזוג {cards} יחד: לחצו על שניהם ואז על „זרוק”.</translation>
        </message>
        <message>
            <source>{name} threw {run}, a run. Try to take the {card} from its middle: click it.</source>
            <translation>{name} זרקה {run}, רצף. נסו לקחת את ה־{card} מהאמצע שלו: לחצו עליו.</translation>
        </message>
        <message>
            <source>First click the {card} in the middle of the run, to see what happens.</source>
            <translation>קודם לחצו על ה־{card} שבאמצע הרצף, כדי לראות מה קורה.</translation>
        </message>
        <message>
            <source>Refused: from a run you may take only an end card, {first} or {last}. Take the {card}: with your {pair} it makes a new run.</source>
            <translation>נדחה: מרצף מותר לקחת רק קלף מהקצה, {first} או {last}. קחו את ה־{card}: עם ה־{pair} שלכם הוא יוצר רצף חדש.</translation>
        </message>
        <message>
            <source>Take the {card}, an end of the run: with your {pair} it makes a run.</source>
            <translation>קחו את ה־{card}, קצה של הרצף: עם ה־{pair} שלכם הוא יוצר רצף.</translation>
        </message>
        <message>
            <source>Three or more cards of one suit in a row are a run. Click {cards}, then press Throw.</source>
            <translation>שלושה קלפים או יותר מאותה צורה, בזה אחר זה, הם רצף. לחצו על {cards} ואז על „זרוק”.</translation>
        </message>
        <message>
            <source>Throw the whole run {cards}: click all three, then press Throw.</source>
            <translation>זרקו את כל הרצף {cards}: לחצו על שלושתם ואז על „זרוק”.</translation>
        </message>
        <message>
            <source>Take a card again. {name}'s {card} would add 10 points to your hand, so click the stock.</source>
            <translation>קחו שוב קלף. ה־{card} של {name} יוסיף 10 נקודות ליד שלכם, אז לחצו על הקופה.</translation>
        </message>
        <message>
            <source>The {card} would add 10 points: click the stock instead.</source>
            <translation>ה־{card} יוסיף 10 נקודות: לחצו על הקופה במקום.</translation>
        </message>
        <message>
            <source>Your hand is worth {value}, as shown beside your cards. At {limit} or less you may call Yaniv at the start of your turn: press Yaniv!</source>
            <translation>היד שלכם שווה {value}, כפי שמוצג ליד הקלפים. ביד של {limit} או פחות מותר לקרוא יניב בתחילת התור: לחצו „יניב!”.</translation>
        </message>
        <message>
            <source>Your hand is low enough: press Yaniv! instead.</source>
            <translation>היד שלכם נמוכה מספיק: לחצו „יניב!” במקום.</translation>
        </message>
        <message>
            <source>Yaniv! You had {mine} and {name} {theirs}: the lowest hand wins the round. You score 0 and {name} scores {theirs}. Points add up; over 200 you are out. Press Next to deal a new round.</source>
            <translation>יניב! לכם היה {mine} ול־{name} {theirs}: היד הנמוכה ביותר זוכה בסיבוב. אתם מקבלים 0 ו־{name} מקבלת {theirs}. הנקודות מצטברות; מי שעובר את 200 יוצא. לחצו „הבא” כדי לחלק סיבוב חדש.</translation>
        </message>
        <message>
            <source>A new round: your hand is {value}, just at the limit. Call Yaniv again and see what happens.</source>
            <translation>סיבוב חדש: היד שלכם {value}, בדיוק בגבול. קראו יניב שוב ותראו מה קורה.</translation>
        </message>
        <message>
            <source>Press Yaniv! now: this round shows what can go wrong.</source>
            <translation>לחצו עכשיו „יניב!”: הסיבוב הזה מראה מה יכול להשתבש.</translation>
        </message>
        <message>
            <source>Assaf! {name} had {theirs}, no more than your {mine} (a tie counts too). The caller is caught: you score {sum} and {name} scores 0. Call when the others are likely to hold more.</source>
            <translation>אסף! ל־{name} היה {theirs}, לא יותר מה־{mine} שלכם (גם תיקו נחשב). מי שקרא נתפס: אתם מקבלים {sum} ו־{name} מקבלת 0. קראו יניב כשסביר שלאחרים יש יותר.</translation>
        </message>
        <message>
            <source>That is Yaniv: throw, take, keep your hand low and call at the right moment. Press Finish to play a real match.</source>
            <translation>זה יניב: זורקים, לוקחים, שומרים על יד נמוכה וקוראים ברגע הנכון. לחצו „סיום” כדי לשחק משחק אמיתי.</translation>
        </message>
    </context>
    <context>
        <name>TutorialOverlay</name>
        <message>
            <source>Leave the tutorial</source>
            <translation>יציאה מהמדריך</translation>
        </message>
        <message>
            <source>Stop the tutorial and play a real match</source>
            <translation>עצירת המדריך ומשחק אמיתי</translation>
        </message>
        <message>
            <source>Tutorial step</source>
            <translation>שלב במדריך</translation>
        </message>
    </context>
    <context>
        <name>WatchBar</name>
        <message>
            <source>Resume</source>
            <translation>המשך</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>השהיה</translation>
        </message>
        <message>
            <source>Stop the computer players after their move, or let them play on</source>
            <translation>עצירת שחקני המחשב אחרי המהלך שלהם, או המשך המשחק</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>צעד</translation>
        </message>
        <message>
            <source>While paused: the next move, one at a time</source>
            <translation>בזמן השהיה: המהלך הבא, אחד בכל פעם</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>מהירות:</translation>
        </message>
        <message>
            <source>How fast the computer players move (the View menu's speed)</source>
            <translation>כמה מהר שחקני המחשב משחקים (המהירות שבתפריט התצוגה)</translation>
        </message>
        <message>
            <source>Speed of the moves</source>
            <translation>מהירות המהלכים</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>איטי</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>רגיל</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>מהיר</translation>
        </message>
        <message>
            <source>Show all hands</source>
            <translation>הצגת כל הידיים</translation>
        </message>
        <message>
            <source>Every player's cards face up, to follow their thinking</source>
            <translation>הקלפים של כל השחקנים גלויים, כדי לעקוב אחר המחשבה שלהם</translation>
        </message>
    </context>
    <context>
        <name>WelcomeDialog</name>
        <message>
            <source>New to Yaniv</source>
            <translation>חדש ביניב</translation>
        </message>
        <message>
            <source>One gentle opponent (Beginner): learn the game and win your share</source>
            <translation>יריב עדין אחד (מתחיל): לומדים את המשחק ומנצחים לא פעם</translation>
        </message>
        <message>
            <source>I know the game</source>
            <translation>אני מכיר את המשחק</translation>
        </message>
        <message>
            <source>Three Intermediate opponents who keep pairs and runs and call with care</source>
            <translation>שלושה יריבים בינוניים ששומרים זוגות ורצפים וקוראים יניב בזהירות</translation>
        </message>
        <message>
            <source>Challenge me</source>
            <translation>אתגרו אותי</translation>
        </message>
        <message>
            <source>Three Expert opponents who read the table and know every scoring trick</source>
            <translation>שלושה יריבים מומחים שקוראים את השולחן ומכירים כל תרגיל בניקוד</translation>
        </message>
        <message>
            <source>Welcome to Yaniv Desktop</source>
            <translation>ברוכים הבאים ל־Yaniv Desktop</translation>
        </message>
        <message>
            <source>Welcome to Yaniv!</source>
            <translation>ברוכים הבאים ליניב!</translation>
        </message>
        <message>
            <source>Four quick choices and you are at the table. You can change any of them later.</source>
            <translation>ארבע בחירות קצרות ואתה ליד השולחן. אפשר לשנות כל אחת מהן אחר כך.</translation>
        </message>
        <message>
            <source>Your &amp;name</source>
            <translation>השם שלך</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>השם שלך</translation>
        </message>
        <message>
            <source>The name shown for you at the table</source>
            <translation>השם שיוצג לך ליד השולחן</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>שפה</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>שפה</translation>
        </message>
        <message>
            <source>The language of the whole game; it changes at once</source>
            <translation>שפת המשחק כולו; היא מתחלפת מיד</translation>
        </message>
        <message>
            <source>Difficulty</source>
            <translation>רמת קושי</translation>
        </message>
        <message>
            <source>&amp;Deck</source>
            <translation>חפיסה</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>חפיסה</translation>
        </message>
        <message>
            <source>The pictures on the cards; the Decks window has them all</source>
            <translation>התמונות על הקלפים; בחלון החפיסות יש את כולן</translation>
        </message>
        <message>
            <source>You can open this screen again from the Help menu.</source>
            <translation>אפשר לפתוח את המסך הזה שוב מתפריט העזרה.</translation>
        </message>
        <message>
            <source>Start playing</source>
            <translation>להתחיל לשחק</translation>
        </message>
        <message>
            <source>Deal the first match with these choices</source>
            <translation>חלוקת המשחק הראשון עם הבחירות האלה</translation>
        </message>
        <message>
            <source>Skip</source>
            <translation>דילוג</translation>
        </message>
        <message>
            <source>Close this screen and keep the game as it is</source>
            <translation>סגירת המסך והשארת המשחק כפי שהוא</translation>
        </message>
    </context>
    <context>
        <name>WinRateChart</name>
        <message>
            <source>win rate per day</source>
            <translation>אחוז ניצחונות ליום</translation>
        </message>
        <message>
            <source>win rate per week</source>
            <translation>אחוז ניצחונות לשבוע</translation>
        </message>
        <message>
            <source>win rate per month</source>
            <translation>אחוז ניצחונות לחודש</translation>
        </message>
        <message>
            <source>matches finished (most in one day: {most})</source>
            <translation>משחקים שהסתיימו (הכי הרבה ביום אחד: {most})</translation>
        </message>
        <message>
            <source>matches finished (most in one week: {most})</source>
            <translation>משחקים שהסתיימו (הכי הרבה בשבוע אחד: {most})</translation>
        </message>
        <message>
            <source>matches finished (most in one month: {most})</source>
            <translation>משחקים שהסתיימו (הכי הרבה בחודש אחד: {most})</translation>
        </message>
        <message>
            <source>Your win rate in each period; the bars show how many matches you finished</source>
            <translation>אחוז הניצחונות שלך בכל תקופה; העמודות מראות כמה משחקים סיימת</translation>
        </message>
        <message>
            <source>Finish a match to see your win rate over time</source>
            <translation>סיימו משחק כדי לראות את אחוז הניצחונות לאורך זמן</translation>
        </message>
    </context>
    <context>
        <name>WindowOpener</name>
        <message>
            <source>{file}: decks can only be added when the app can save.</source>
            <translation>{file}: אפשר להוסיף חפיסות רק כשהאפליקציה יכולה לשמור.</translation>
        </message>
        <message>
            <source>About Yaniv Desktop</source>
            <translation>אודות Yaniv Desktop</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Yaniv Desktop {version}&lt;/h3&gt;&lt;p&gt;Yaniv, the card game, played offline against computer opponents, with house rules from Israel, the Arab world, Sweden, the Netherlands and Nepal, and family decks drawn by this project.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Yaniv Desktop {version}&lt;/h3&gt;&lt;p&gt;יניב, משחק הקלפים, במשחק לא מקוון מול יריבים ממוחשבים, עם חוקי בית מישראל, מהעולם הערבי, משבדיה, מהולנד ומנפאל, וחפיסות משפחתיות שצוירו בפרויקט הזה.&lt;/p&gt;</translation>
        </message>
    </context>
</TS>
