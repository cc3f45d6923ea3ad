<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar_EG">
    <context>
        <name>ActionBar</name>
        <message>
            <source>Message</source>
            <translation>رسالة</translation>
        </message>
        <message>
            <source>Coach</source>
            <translation>المدرب</translation>
        </message>
        <message>
            <source>Go ahead</source>
            <translation>تابع</translation>
        </message>
        <message>
            <source>Make the move anyway</source>
            <translation>نفّذ الحركة على أي حال</translation>
        </message>
        <message>
            <source>Go ahead with this move</source>
            <translation>نفّذ هذه الحركة</translation>
        </message>
        <message>
            <source>Change my move</source>
            <translation>غيّر حركتي</translation>
        </message>
        <message>
            <source>Choose another move</source>
            <translation>اختر حركة أخرى</translation>
        </message>
        <message>
            <source>Throw</source>
            <translation>ارمِ</translation>
        </message>
        <message>
            <source>Throw the chosen cards (Enter)</source>
            <translation>ارمِ الأوراق المختارة (Enter)</translation>
        </message>
        <message>
            <source>Throw the chosen cards</source>
            <translation>ارمِ الأوراق المختارة</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>الترتيب</translation>
        </message>
        <message>
            <source>Change the order the chosen cards are laid in (O)</source>
            <translation>غيّر ترتيب وضع الأوراق المختارة (O)</translation>
        </message>
        <message>
            <source>Change the order</source>
            <translation>غيّر الترتيب</translation>
        </message>
        <message>
            <source>Yaniv!</source>
            <translation>يانيف!</translation>
        </message>
        <message>
            <source>Call Yaniv (Y)</source>
            <translation>نادِ يانيف (Y)</translation>
        </message>
        <message>
            <source>Call Yaniv</source>
            <translation>نادِ يانيف</translation>
        </message>
        <message>
            <source>Take from stock</source>
            <translation>خذ من الكومة</translation>
        </message>
        <message>
            <source>Take the top card of the stock (S)</source>
            <translation>خذ الورقة العليا من الكومة (S)</translation>
        </message>
        <message>
            <source>Take from the stock</source>
            <translation>خذ من الكومة</translation>
        </message>
        <message>
            <source>Slap down</source>
            <translation>ألصق</translation>
        </message>
        <message>
            <source>Throw the drawn card onto your throw (L)</source>
            <translation>ألصق الورقة المسحوبة على رميتك (L)</translation>
        </message>
        <message>
            <source>Slap down the drawn card</source>
            <translation>ألصق الورقة المسحوبة</translation>
        </message>
        <message>
            <source>Slap to zero</source>
            <translation>إلصاق إلى الصفر</translation>
        </message>
        <message>
            <source>End the round: your hand is 0 (Z)</source>
            <translation>أنهِ الجولة: يدك تساوي 0 (Z)</translation>
        </message>
        <message>
            <source>Slap down to zero</source>
            <translation>ألصق حتى الصفر</translation>
        </message>
        <message>
            <source>Keep</source>
            <translation>احتفظ</translation>
        </message>
        <message>
            <source>Keep the drawn card (K)</source>
            <translation>احتفظ بالورقة المسحوبة (K)</translation>
        </message>
        <message>
            <source>Keep the drawn card</source>
            <translation>احتفظ بالورقة المسحوبة</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>تلميح</translation>
        </message>
        <message>
            <source>What would the expert do? (H)</source>
            <translation>ماذا كان الخبير سيفعل؟ (H)</translation>
        </message>
        <message>
            <source>Show a hint</source>
            <translation>اعرض تلميحًا</translation>
        </message>
        <message>
            <source>Next round</source>
            <translation>الجولة التالية</translation>
        </message>
        <message>
            <source>Deal the next round (N)</source>
            <translation>وزّع الجولة التالية (N)</translation>
        </message>
        <message>
            <source>Deal the next round</source>
            <translation>وزّع الجولة التالية</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>Yaniv Desktop is already open</source>
            <translation>Yaniv Desktop مفتوح بالفعل</translation>
        </message>
        <message>
            <source>Resume the match?</source>
            <translation>متابعة المباراة؟</translation>
        </message>
        <message>
            <source>A match was not finished: {names}, round {round}.

Go on where you left it?</source>
            <translation>لم تنتهِ مباراة: {names}، الجولة {round}.

هل تتابع من حيث توقفت؟</translation>
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <source>ace</source>
            <translation>آس</translation>
        </message>
        <message>
            <source>two</source>
            <translation>اثنان</translation>
        </message>
        <message>
            <source>three</source>
            <translation>ثلاثة</translation>
        </message>
        <message>
            <source>four</source>
            <translation>أربعة</translation>
        </message>
        <message>
            <source>five</source>
            <translation>خمسة</translation>
        </message>
        <message>
            <source>six</source>
            <translation>ستة</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>سبعة</translation>
        </message>
        <message>
            <source>eight</source>
            <translation>ثمانية</translation>
        </message>
        <message>
            <source>nine</source>
            <translation>تسعة</translation>
        </message>
        <message>
            <source>ten</source>
            <translation>عشرة</translation>
        </message>
        <message>
            <source>jack</source>
            <translation>ولد</translation>
        </message>
        <message>
            <source>queen</source>
            <translation>بنت</translation>
        </message>
        <message>
            <source>king</source>
            <translation>شايب</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>بستوني</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>كبة</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>ديناري</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>سباتي</translation>
        </message>
        <message>
            <source>joker</source>
            <translation>جوكر</translation>
        </message>
        <message>
            <source>{rank} of {suit}</source>
            <translation>{rank} {suit}</translation>
        </message>
        <message>
            <source>{card}, selected</source>
            <translation>{card}، مختارة</translation>
        </message>
        <message>
            <source>{card}, may be taken</source>
            <translation>{card}، يمكن أخذها</translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message>
            <source>A joker at the end of a run can be taken by the next player: lay it inside a run instead, like {cards}.</source>
            <translation>يستطيع اللاعب التالي أخذ الجوكر من طرف السلسلة: ضعه داخل السلسلة بدلًا من ذلك، مثل {cards}.</translation>
        </message>
        <message>
            <source>The joker ends up at the end of this run, where the next player may take it.</source>
            <translation>ينتهي الجوكر في طرف هذه السلسلة، حيث يستطيع اللاعب التالي أخذه.</translation>
        </message>
        <message>
            <source>A joker is worth 0 and the best card to keep: think twice before throwing it.</source>
            <translation>الجوكر قيمته 0 وهو أفضل ورقة للاحتفاظ بها: فكّر مرتين قبل رميه.</translation>
        </message>
        <message>
            <source>Q-K-A is not a run (the ace is low): keeping them for one leaves you holding 20 points in court cards.</source>
            <translation>Q-K-A ليست سلسلة (الآس منخفض): الاحتفاظ بها لأجل ذلك يتركك مع 20 نقطة من أوراق الصور.</translation>
        </message>
        <message>
            <source>Your hand is {value}, over the limit of {limit}: a false call costs {penalty}.</source>
            <translation>يدك {value}، فوق الحد {limit}: النداء الخاطئ يكلّفك {penalty}.</translation>
        </message>
        <message>
            <source>Calling at {value} when the player before you holds only two cards often ends in an Assaf.</source>
            <translation>النداء عند {value} بينما اللاعب الذي قبلك يحمل ورقتين فقط ينتهي غالبًا بأساف.</translation>
        </message>
        <message>
            <source>The player before you just took {card}: calling at {value} may well end in an Assaf.</source>
            <translation>اللاعب الذي قبلك أخذ للتو {card}: النداء عند {value} قد ينتهي بأساف.</translation>
        </message>
    </context>
    <context>
        <name>Counts</name>
        <message>
            <source>1 card</source>
            <translation>ورقة واحدة</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n ورقة</numerusform>
                <numerusform>ورقة واحدة</numerusform>
                <numerusform>ورقتان</numerusform>
                <numerusform>%n أوراق</numerusform>
                <numerusform>%n ورقة</numerusform>
                <numerusform>%n ورقة</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n pts</source>
            <translation>
                <numerusform>%n نقطة</numerusform>
                <numerusform>نقطة واحدة</numerusform>
                <numerusform>نقطتان</numerusform>
                <numerusform>%n نقاط</numerusform>
                <numerusform>%n نقطة</numerusform>
                <numerusform>%n نقطة</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n نقطة</numerusform>
                <numerusform>نقطة واحدة</numerusform>
                <numerusform>نقطتان</numerusform>
                <numerusform>%n نقاط</numerusform>
                <numerusform>%n نقطة</numerusform>
                <numerusform>%n نقطة</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CoverScreen</name>
        <message>
            <source>Whose turn it is</source>
            <translation>دور من الآن</translation>
        </message>
        <message>
            <source>Only when the right person is looking at the screen</source>
            <translation>فقط عندما ينظر الشخص الصحيح إلى الشاشة</translation>
        </message>
        <message>
            <source>Show my cards</source>
            <translation>اعرض أوراقي</translation>
        </message>
        <message>
            <source>Pass the screen to {name}</source>
            <translation>مرّر الشاشة إلى {name}</translation>
        </message>
        <message>
            <source>I am {name}: show my cards</source>
            <translation>أنا {name}: اعرض أوراقي</translation>
        </message>
    </context>
    <context>
        <name>CropView</name>
        <message>
            <source>No photo yet</source>
            <translation>لا صورة بعد</translation>
        </message>
    </context>
    <context>
        <name>DeckGallery</name>
        <message>
            <source>Decks</source>
            <translation>الشدّات</translation>
        </message>
        <message>
            <source>Every deck; broken ones are marked with what is wrong</source>
            <translation>كل الشدّات؛ المعطوبة منها موسومة بما فيها من خلل</translation>
        </message>
        <message>
            <source>Cards of the deck</source>
            <translation>أوراق الشدّة</translation>
        </message>
        <message>
            <source>Every card of the chosen deck, the legend first</source>
            <translation>كل أوراق الشدّة المختارة، ورقة الدليل أولًا</translation>
        </message>
        <message>
            <source>Import…</source>
            <translation>استيراد…</translation>
        </message>
        <message>
            <source>Add a deck someone sent you (a .yanivdeck file)</source>
            <translation>أضف شدّة أرسلها لك أحدهم (ملف .yanivdeck)</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>تصدير…</translation>
        </message>
        <message>
            <source>Save this deck as one .yanivdeck file to share</source>
            <translation>احفظ هذه الشدّة كملف .yanivdeck واحد للمشاركة</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>طباعة…</translation>
        </message>
        <message>
            <source>Showcase</source>
            <translation>العرض</translation>
        </message>
        <message>
            <source>The court cards and the legend, full screen</source>
            <translation>أوراق الصور والدليل، بملء الشاشة</translation>
        </message>
        <message>
            <source>Make a family deck…</source>
            <translation>اصنع شدّة عائلية…</translation>
        </message>
        <message>
            <source>Grandpa, grandma and a grandchild from your photos</source>
            <translation>الجدّ والجدّة وحفيد أو حفيدة من صورك</translation>
        </message>
        <message>
            <source>Watch a match with this deck</source>
            <translation>شاهد مباراة بهذه الشدّة</translation>
        </message>
        <message>
            <source>Computer players play a match on this deck</source>
            <translation>لاعبو الكمبيوتر يلعبون مباراة بهذه الشدّة</translation>
        </message>
        <message>
            <source>Import progress</source>
            <translation>تقدّم الاستيراد</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>إلغاء</translation>
        </message>
        <message>
            <source>Stop the import; nothing is installed</source>
            <translation>أوقف الاستيراد؛ لن يُثبَّت شيء</translation>
        </message>
        <message>
            <source>⚠ {name} — broken
{message}</source>
            <translation>⚠ {name} — معطوبة
{message}</translation>
        </message>
        <message>
            <source>Import a deck</source>
            <translation>استيراد شدّة</translation>
        </message>
        <message>
            <source>Yaniv decks (*{suffix})</source>
            <translation>شدّات يانيف (*{suffix})</translation>
        </message>
        <message>
            <source>Wait for the work in progress to finish, then import {file}.</source>
            <translation>انتظر حتى ينتهي العمل الجاري، ثم استورد {file}.</translation>
        </message>
        <message>
            <source>Importing {file}…</source>
            <translation>جارٍ استيراد {file}…</translation>
        </message>
        <message>
            <source>Not imported: you cancelled the import.</source>
            <translation>لم يُستورد: لقد ألغيت الاستيراد.</translation>
        </message>
        <message>
            <source>Not imported: you kept the deck you have.</source>
            <translation>لم تُستورد: أبقيتَ الشدّة التي لديك.</translation>
        </message>
        <message>
            <source>Not imported: {error}</source>
            <translation>لم يتم الاستيراد: {error}</translation>
        </message>
        <message>
            <source>flip on the long edge</source>
            <translation>مع القلب على الحافة الطويلة</translation>
        </message>
        <message>
            <source>{title} — page {page} of {pages} — faces</source>
            <translation>{title} — الصفحة {page} من {pages} — وجوه الأوراق</translation>
        </message>
        <message>
            <source>{title} — page {page} of {pages} — backs of page {faces_page}: print double-sided, {flip}, at 100 %</source>
            <translation>{title} — الصفحة {page} من {pages} — ظهور أوراق الصفحة {faces_page}: اطبع على الوجهين، {flip}، بنسبة 100%</translation>
        </message>
        <message>
            <source>A PDF of the whole deck at real card size, with bleed, cut marks and the backs behind the faces</source>
            <translation>ملف PDF للمجموعة كاملة بحجم الورق الحقيقي، مع هامش للقص وعلامات القص والظهور خلف الوجوه</translation>
        </message>
        <message>
            <source>Imported “{name}”.</source>
            <translation>تم استيراد «{name}».</translation>
        </message>
        <message>
            <source>Replace the deck?</source>
            <translation>هل تستبدل الشدّة؟</translation>
        </message>
        <message>
            <source>You already have the deck “{name}”. Replace it with the one being imported? The deck you have now, with any photos in it, is kept in the decks folder under “.replaced”.</source>
            <translation>لديك الشدّة «{name}» بالفعل. هل تستبدلها بالتي تُستورد؟ تُحفظ الشدّة التي لديك الآن، مع كل صورها، في مجلد الشدّات تحت «.replaced».</translation>
        </message>
        <message>
            <source>Export the deck</source>
            <translation>تصدير الشدّة</translation>
        </message>
        <message>
            <source>Not exported: {error}</source>
            <translation>لم يتم التصدير: {error}</translation>
        </message>
        <message>
            <source>Exported to {path}.</source>
            <translation>تم التصدير إلى {path}.</translation>
        </message>
        <message>
            <source>Print the deck</source>
            <translation>طباعة الشدّة</translation>
        </message>
        <message>
            <source>Paper</source>
            <translation>الورق</translation>
        </message>
        <message>
            <source>Save the printable PDF</source>
            <translation>احفظ ملف PDF القابل للطباعة</translation>
        </message>
        <message>
            <source>PDF (*.pdf)</source>
            <translation>PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Preparing {file} ({paper}, cards 63 × 88 mm)…</source>
            <translation>جارٍ تحضير {file} ({paper}، أوراق 63 × 88 مم)…</translation>
        </message>
        <message>
            <source>Not printed: {error}</source>
            <translation>لم تتم الطباعة: {error}</translation>
        </message>
        <message>
            <source>Edit this family deck…</source>
            <translation>حرّر هذه الشدّة العائلية…</translation>
        </message>
        <message>
            <source>who is who</source>
            <translation>من هو من</translation>
        </message>
        <message>
            <source>Art by the Yaniv Desktop project</source>
            <translation>الرسوم: مشروع Yaniv Desktop</translation>
        </message>
        <message>
            <source>Photos: the family's own</source>
            <translation>الصور: من العائلة نفسها</translation>
        </message>
        <message>
            <source>Made with the family deck maker</source>
            <translation>صُنعت بأداة صنع الشدّة العائلية</translation>
        </message>
        <message>
            <source>Back {number}</source>
            <translation>الظهر {number}</translation>
        </message>
        <message>
            <source>Joker {number}</source>
            <translation>جوكر {number}</translation>
        </message>
        <message>
            <source>{card}: {who}</source>
            <translation>{card}: {who}</translation>
        </message>
        <message>
            <source>Ready to print: {path} — print double-sided, flipping on the long edge, at 100 % (actual size), then cut along the marks.</source>
            <translation>جاهز للطباعة: {path} — اطبع على الوجهين مع القلب على الحافة الطويلة، بنسبة 100% (الحجم الفعلي)، ثم قصّ على العلامات.</translation>
        </message>
        <message>
            <source>{deck} — {credits}</source>
            <translation>{deck} — {credits}</translation>
        </message>
        <message>
            <source>{name}: failed</source>
            <translation>{name}: فشل</translation>
        </message>
    </context>
    <context>
        <name>DeckMaker</name>
        <message>
            <source>Grandpa (kings)</source>
            <translation>الجدّ (الشياب)</translation>
        </message>
        <message>
            <source>Grandma (queens)</source>
            <translation>الجدّة (البنات)</translation>
        </message>
        <message>
            <source>Grandchild (jacks)</source>
            <translation>الحفيد/ة (الأولاد)</translation>
        </message>
        <message>
            <source>Back (optional)</source>
            <translation>الظهر (اختياري)</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>بستوني</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>كبة</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>ديناري</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>سباتي</translation>
        </message>
    </context>
    <context>
        <name>DeckMakerDialog</name>
        <message>
            <source>Make a family deck</source>
            <translation>اصنع شدّة عائلية</translation>
        </message>
        <message>
            <source>The Cohen family</source>
            <translation>عائلة حداد</translation>
        </message>
        <message>
            <source>The deck's name in the deck list</source>
            <translation>اسم الشدّة في قائمة الشدّات</translation>
        </message>
        <message>
            <source>Plain</source>
            <translation>بسيط</translation>
        </message>
        <message>
            <source>Grandchild</source>
            <translation>حفيد/ة</translation>
        </message>
        <message>
            <source>Grandson</source>
            <translation>حفيد</translation>
        </message>
        <message>
            <source>Granddaughter</source>
            <translation>حفيدة</translation>
        </message>
        <message>
            <source>What the legend card calls the jacks</source>
            <translation>ماذا تسمّي ورقة الدليل الأولاد</translation>
        </message>
        <message>
            <source>Deck name</source>
            <translation>اسم الشدّة</translation>
        </message>
        <message>
            <source>The jacks show a</source>
            <translation>يظهر في الأولاد</translation>
        </message>
        <message>
            <source>The frame, pattern and colours of one of the community decks, or plain: the number cards, the legend and the back wear it, and the court cards unless they have a frame of their own</source>
            <translation>إطار إحدى مجموعات الجماعات ونقشها وألوانها، أو بسيط: تأخذها أوراق الأرقام وورقة الدليل والظهر، وأوراق الصور إن لم يكن لها إطار خاص بها</translation>
        </message>
        <message>
            <source>Frame and colours of the deck</source>
            <translation>إطار المجموعة وألوانها</translation>
        </message>
        <message>
            <source>Soften the photos into the frame</source>
            <translation>تليين الصور داخل الإطار</translation>
        </message>
        <message>
            <source>Draws the photos' colours a little towards the deck's and shades their edges, so they sit inside the frame like the drawn cards</source>
            <translation>يقرّب ألوان الصور قليلًا من ألوان المجموعة ويظلّل حوافها، فتستقر داخل الإطار مثل الأوراق المرسومة</translation>
        </message>
        <message>
            <source>Choose a photo for grandpa, grandma and the grandchild. The suit buttons give a card a photo of its own: four grandchildren, four jacks.</source>
            <translation>اختر صورة للجدّ والجدّة والحفيد. أزرار الأشكال تعطي الورقة صورة خاصة بها: أربعة أحفاد، أربعة أولاد.</translation>
        </message>
        <message>
            <source>Save the deck</source>
            <translation>احفظ الشدّة</translation>
        </message>
        <message>
            <source>Make the deck</source>
            <translation>اصنع الشدّة</translation>
        </message>
        <message>
            <source>Compose the court cards and save the deck</source>
            <translation>ركّب أوراق الصور واحفظ الشدّة</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>إغلاق</translation>
        </message>
        <message>
            <source>Close the deck maker</source>
            <translation>أغلق صانع الشدّات</translation>
        </message>
        <message>
            <source>Photo for {who}</source>
            <translation>صورة لـ {who}</translation>
        </message>
        <message>
            <source>Photos (*.jpg *.jpeg *.png *.webp *.heic *.bmp *.gif *.tif *.tiff);;All files (*)</source>
            <translation>الصور (*.jpg *.jpeg *.png *.webp *.heic *.bmp *.gif *.tif *.tiff);;كل الملفات (*)</translation>
        </message>
        <message>
            <source>Reading {file}…</source>
            <translation>جارٍ قراءة {file}…</translation>
        </message>
        <message>
            <source>{file}: drag the box around the face; drag its corner to resize it.</source>
            <translation>{file}: اسحب المربع حول الوجه؛ اسحب زاويته لتغيير حجمه.</translation>
        </message>
        <message>
            <source>Our family</source>
            <translation>عائلتنا</translation>
        </message>
        <message>
            <source>A photo is still being read; a moment, please.</source>
            <translation>ما زالت صورة قيد القراءة؛ لحظة من فضلك.</translation>
        </message>
        <message>
            <source>A photo is still needed: {who}.</source>
            <translation>لا تزال هناك صورة ناقصة: {who}.</translation>
        </message>
        <message>
            <source>Composing the cards…</source>
            <translation>جارٍ تركيب الأوراق…</translation>
        </message>
        <message>
            <source>Composing the cards… {step}</source>
            <translation>جارٍ تركيب الأوراق… {step}</translation>
        </message>
        <message>
            <source>The deck could not be made: {error}</source>
            <translation>تعذّر صنع الشدّة: {error}</translation>
        </message>
        <message>
            <source>Saved “{name}”: it is ready to play and to print.</source>
            <translation>تم حفظ «{name}»: إنها جاهزة للعب والطباعة.</translation>
        </message>
    </context>
    <context>
        <name>DeckShowcase</name>
        <message>
            <source>Deck showcase</source>
            <translation>عرض الشدّة</translation>
        </message>
    </context>
    <context>
        <name>DeckWords</name>
        <message numerus="yes">
            <source>Automatic (two decks for %n players)</source>
            <translation>
                <numerusform>تلقائي (شدّتان لـ%n لاعب)</numerusform>
                <numerusform>تلقائي (شدّتان للاعب واحد)</numerusform>
                <numerusform>تلقائي (شدّتان للاعبَين)</numerusform>
                <numerusform>تلقائي (شدّتان لـ%n لاعبين)</numerusform>
                <numerusform>تلقائي (شدّتان لـ%n لاعبًا)</numerusform>
                <numerusform>تلقائي (شدّتان لـ%n لاعب)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Automatic (one deck for %n players)</source>
            <translation>
                <numerusform>تلقائي (شدّة واحدة لـ%n لاعب)</numerusform>
                <numerusform>تلقائي (شدّة واحدة للاعب واحد)</numerusform>
                <numerusform>تلقائي (شدّة واحدة للاعبَين)</numerusform>
                <numerusform>تلقائي (شدّة واحدة لـ%n لاعبين)</numerusform>
                <numerusform>تلقائي (شدّة واحدة لـ%n لاعبًا)</numerusform>
                <numerusform>تلقائي (شدّة واحدة لـ%n لاعب)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Describe</name>
        <message>
            <source>You threw {cards}</source>
            <translation>رميتَ {cards}</translation>
        </message>
        <message>
            <source>{name} threw {cards}</source>
            <translation>{name} رمى {cards}</translation>
        </message>
        <message>
            <source>and took from the stock</source>
            <comment>you</comment>
            <translation>وأخذتَ من الكومة</translation>
        </message>
        <message>
            <source>and took from the stock</source>
            <translation>وأخذ من الكومة</translation>
        </message>
        <message>
            <source>and took {card}</source>
            <comment>you</comment>
            <translation>وأخذتَ {card}</translation>
        </message>
        <message>
            <source>and took {card}</source>
            <translation>وأخذ {card}</translation>
        </message>
        <message>
            <source>and slapped down {card}</source>
            <comment>you</comment>
            <translation>وألصقتَ {card}</translation>
        </message>
        <message>
            <source>and slapped down {card}</source>
            <translation>وألصق {card}</translation>
        </message>
        <message>
            <source>and slapped down to zero</source>
            <comment>you</comment>
            <translation>وألصقتَ حتى الصفر</translation>
        </message>
        <message>
            <source>and slapped down to zero</source>
            <translation>وألصق حتى الصفر</translation>
        </message>
        <message>
            <source>You called Yaniv with {value}</source>
            <translation>ناديتَ يانيف بـ {value}</translation>
        </message>
        <message>
            <source>{name} called Yaniv with {value}</source>
            <translation>{name} نادى يانيف بـ {value}</translation>
        </message>
        <message>
            <source>Assaf! You had {low}; {caller} called with {value}</source>
            <translation>أساف! كان معك {low}؛ {caller} نادى بـ {value}</translation>
        </message>
        <message>
            <source>Assaf! {by} had {low}; you called with {value}</source>
            <translation>أساف! كان مع {by} {low}؛ ناديتَ بـ {value}</translation>
        </message>
        <message>
            <source>Assaf! {by} had {low}; {caller} called with {value}</source>
            <translation>أساف! كان مع {by} {low}؛ {caller} نادى بـ {value}</translation>
        </message>
        <message>
            <source>You called Yaniv with {value}, over the limit: a false call</source>
            <translation>ناديتَ يانيف بـ {value}، فوق الحد: نداء خاطئ</translation>
        </message>
        <message>
            <source>{caller} called Yaniv with {value}, over the limit: a false call</source>
            <translation>{caller} نادى يانيف بـ {value}، فوق الحد: نداء خاطئ</translation>
        </message>
        <message>
            <source>Slap to zero: the round is yours</source>
            <translation>إلصاق إلى الصفر: الجولة لك</translation>
        </message>
        <message>
            <source>Slap to zero: round to {caller}</source>
            <translation>إلصاق إلى الصفر: الجولة لـ {caller}</translation>
        </message>
        <message>
            <source>Yaniv! The round is yours: you called with {value}</source>
            <translation>يانيف! الجولة لك: ناديتَ بـ {value}</translation>
        </message>
        <message>
            <source>Yaniv! Round to {caller}, who called with {value}</source>
            <translation>يانيف! الجولة لـ {caller}، الذي نادى بـ {value}</translation>
        </message>
        <message>
            <source>Assaf! You caught {caller}</source>
            <translation>أساف! أمسكتَ {caller}</translation>
        </message>
        <message>
            <source>Assaf! {by} caught you</source>
            <translation>أساف! {by} أمسكك</translation>
        </message>
        <message>
            <source>Assaf! {by} caught {caller}</source>
            <translation>أساف! {by} أمسك {caller}</translation>
        </message>
        <message>
            <source>Your call was false</source>
            <translation>نداؤك كان خاطئًا</translation>
        </message>
        <message>
            <source>False call by {caller}</source>
            <translation>نداء خاطئ من {caller}</translation>
        </message>
        <message>
            <source>You slapped down to zero!</source>
            <translation>ألصقتَ حتى الصفر!</translation>
        </message>
        <message>
            <source>Slap to zero by {caller}!</source>
            <translation>إلصاق إلى الصفر من {caller}!</translation>
        </message>
        <message>
            <source>Yaniv! The round is yours</source>
            <translation>يانيف! الجولة لك</translation>
        </message>
        <message>
            <source>Yaniv! Round to {caller}</source>
            <translation>يانيف! الجولة لـ {caller}</translation>
        </message>
        <message>
            <source>Round {number}: you play first</source>
            <translation>الجولة {number}: الدور الأول لك</translation>
        </message>
        <message>
            <source>Round {number}: first to play, {name}</source>
            <translation>الجولة {number}: يبدأ اللعب {name}</translation>
        </message>
        <message>
            <source>You won the match</source>
            <translation>فزتَ بالمباراة</translation>
        </message>
        <message>
            <source>{name} won the match</source>
            <translation>{name} فاز بالمباراة</translation>
        </message>
    </context>
    <context>
        <name>Engine</name>
        <message>
            <source>The round is over; no more moves.</source>
            <translation>انتهت الجولة؛ لا مزيد من الحركات.</translation>
        </message>
        <message>
            <source>A turn starts with a Yaniv call or a discard; draw after discarding.</source>
            <translation>يبدأ الدور بنداء يانيف أو برمي ورقة؛ اسحب بعد الرمي.</translation>
        </message>
        <message>
            <source>The stock is empty: take a card of the last throw.</source>
            <translation>الكومة فارغة: خذ ورقة من الرمية الأخيرة.</translation>
        </message>
        <message>
            <source>{card} cannot be taken: only {allowed} of the last throw may be taken.</source>
            <translation>لا يمكن أخذ {card}: يمكن أخذ {allowed} فقط من الرمية الأخيرة.</translation>
        </message>
        <message>
            <source>After discarding, draw one card from the stock or the last throw.</source>
            <translation>بعد الرمي، اسحب ورقة واحدة من الكومة أو من الرمية الأخيرة.</translation>
        </message>
        <message>
            <source>After this draw only a slap the rules allow, or keeping the card, is possible.</source>
            <translation>بعد هذا السحب لا يمكن إلا إلصاق تسمح به القواعد، أو الاحتفاظ بالورقة.</translation>
        </message>
        <message>
            <source>{card} is not in the hand.</source>
            <translation>{card} ليست في اليد.</translation>
        </message>
        <message>
            <source>Yaniv has been called; this is a last turn: discard.</source>
            <translation>نودي يانيف؛ هذا دور أخير: ارمِ.</translation>
        </message>
        <message>
            <source>A hand of {value} is over the Yaniv limit of {limit}.</source>
            <translation>يد قيمتها {value} فوق حد يانيف البالغ {limit}.</translation>
        </message>
        <message>
            <source>The match is over.</source>
            <translation>انتهت المباراة.</translation>
        </message>
        <message>
            <source>The current round is not finished.</source>
            <translation>الجولة الحالية لم تنتهِ.</translation>
        </message>
        <message>
            <source>No round is being played; start the next round.</source>
            <translation>لا توجد جولة قيد اللعب؛ ابدأ الجولة التالية.</translation>
        </message>
        <message>
            <source>A turn throws at least one card.</source>
            <translation>يُرمى في كل دور ورقة واحدة على الأقل.</translation>
        </message>
        <message>
            <source>A card cannot be thrown twice.</source>
            <translation>لا يمكن رمي ورقة مرتين.</translation>
        </message>
        <message>
            <source>A joker may not complete a set under these rules (jokers in sets is off).</source>
            <translation>لا يجوز للجوكر إكمال مجموعة وفق هذه القواعد (الجوكر في المجموعات معطّل).</translation>
        </message>
        <message>
            <source>Two cards must be a set: the same rank.</source>
            <translation>يجب أن تكون الورقتان مجموعة: الرتبة نفسها.</translation>
        </message>
        <message>
            <source>A set needs one rank, a run one suit: these cards are neither.</source>
            <translation>المجموعة تحتاج رتبة واحدة، والسلسلة نوعًا واحدًا: هذه الأوراق ليست هذا ولا ذاك.</translation>
        </message>
        <message>
            <source>A run needs at least one card that is not wild.</source>
            <translation>تحتاج السلسلة إلى ورقة واحدة على الأقل ليست بديلة.</translation>
        </message>
        <message>
            <source>A run is three or more cards of one suit laid in sequence, ace low (A-2-3 is a run, Q-K-A is not), with wild cards only in the gaps or at the ends.</source>
            <translation>السلسلة ثلاث أوراق أو أكثر من نوع واحد بالتتابع، والآس منخفض (A-2-3 سلسلة، وQ-K-A ليست كذلك)، والأوراق البديلة في الفجوات أو الأطراف فقط.</translation>
        </message>
        <message>
            <source>{who}: third successful call, {bonus} points ({before} → {after})</source>
            <translation>{who}: ثالث نداء ناجح، {bonus} نقطة ({before} → {after})</translation>
        </message>
        <message>
            <source>{who}: exactly {before} → {after}</source>
            <translation>{who}: بالضبط {before} → {after}</translation>
        </message>
        <message>
            <source>{who}: Racheli! exactly {before} → {after}</source>
            <translation>{who}: راحيلي! بالضبط {before} → {after}</translation>
        </message>
        <message>
            <source>{who}: milestone theft by {by}, +{points} ({before} → {after})</source>
            <translation>{who}: سرقة محطة بسبب {by}، +{points} ({before} → {after})</translation>
        </message>
        <message>
            <source>{who}: out with {after}</source>
            <translation>{who}: خارج اللعب بـ {after}</translation>
        </message>
    </context>
    <context>
        <name>ErrorReporter</name>
        <message>
            <source>Something went wrong</source>
            <translation>حدث خطأ ما</translation>
        </message>
        <message>
            <source>Yaniv Desktop ran into a problem it did not expect. Your match is saved, and you can play on.</source>
            <translation>واجه Yaniv Desktop مشكلة غير متوقعة. مباراتك محفوظة، ويمكنك مواصلة اللعب.</translation>
        </message>
        <message>
            <source>The details are in {file}.</source>
            <translation>التفاصيل في الملف {file}.</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>انسخ التفاصيل</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>A computer player failed: {reason}</source>
            <translation>فشل لاعب الكمبيوتر: {reason}</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>ليس دورك.</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>Call Yaniv with {value}: without Assaf a call always wins</source>
            <translation>أعلن يانيف بـ {value}: بلا أساف يفوز الإعلان دائمًا</translation>
        </message>
        <message>
            <source>Call Yaniv with {value} — about {risk}% chance someone matches it; {note}</source>
            <translation>أعلن يانيف بـ {value} — احتمال نحو {risk}% أن يساويك أحد؛ {note}</translation>
        </message>
        <message>
            <source>Call Yaniv with {value} — about {risk}% chance someone matches it</source>
            <translation>أعلن يانيف بـ {value} — احتمال نحو {risk}% أن يساويك أحد</translation>
        </message>
        <message>
            <source>Throw {cards} and take {card}: {note}</source>
            <translation>ارمِ {cards} وخذ {card}: {note}</translation>
        </message>
        <message>
            <source>Throw {cards} — {points} out; keep {keep}</source>
            <translation>ارمِ {cards} — {points} أقل في يدك؛ احتفظ بـ {keep}</translation>
        </message>
        <message>
            <source>Throw {cards} — {points} out</source>
            <translation>ارمِ {cards} — {points} أقل في يدك</translation>
        </message>
        <message>
            <source>Don't call with {value} yet (Assaf risk about {risk}%). {rest}</source>
            <translation>لا تعلن بـ {value} بعد (خطر الأساف نحو {risk}%). {rest}</translation>
        </message>
        <message>
            <source>Take {card}: {note}</source>
            <translation>خذ {card}: {note}</translation>
        </message>
        <message>
            <source>Take {card} from the pile — with {value} in hand you may call Yaniv next turn</source>
            <translation>خذ {card} من الرمية — بـ {value} في يدك يمكنك أن تعلن يانيف في دورك القادم</translation>
        </message>
        <message>
            <source>Take {card} from the pile — it goes with your {partner}</source>
            <translation>خذ {card} من الرمية — تناسب {partner} التي معك</translation>
        </message>
        <message>
            <source>Take {card} from the pile — a low card, worth {value}</source>
            <translation>خذ {card} من الرمية — ورقة منخفضة قيمتها {value}</translation>
        </message>
        <message>
            <source>Draw from the stock — {cards} would not help you</source>
            <translation>اسحب من الكومة — {cards} لن تفيدك</translation>
        </message>
        <message>
            <source>Draw from the stock</source>
            <translation>اسحب من الكومة</translation>
        </message>
        <message>
            <source>Slap {card} down on your throw — one card fewer</source>
            <translation>ارمِ {card} فورًا فوق رميتك — ورقة أقل</translation>
        </message>
        <message>
            <source>Your hand is worth 0: slap it down and win the round</source>
            <translation>يدك قيمتها 0: ارمِها فورًا واربح الجولة</translation>
        </message>
        <message>
            <source>Keep the card you drew</source>
            <translation>احتفظ بالورقة التي سحبتها</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>تابع اللعب</translation>
        </message>
        <message>
            <source>1 point</source>
            <translation>نقطة واحدة</translation>
        </message>
        <message>
            <source>even an Assaf lands you on {total} → {after}</source>
            <translation>حتى الأساف يوصلك إلى {total} ← {after}</translation>
        </message>
        <message>
            <source>holding {value}, losing this round lands you on {total} → {after}</source>
            <translation>مع {value} في يدك، خسارة هذه الجولة توصلك إلى {total} ← {after}</translation>
        </message>
        <message>
            <source>call with {value} next turn; even an Assaf lands you on {total} → {after}</source>
            <translation>أعلن بـ {value} في دورك القادم؛ حتى الأساف يوصلك إلى {total} ← {after}</translation>
        </message>
        <message>
            <source>{cards} to throw together</source>
            <translation>{cards} لترميها معًا</translation>
        </message>
        <message>
            <source>{cards} for a run</source>
            <translation>{cards} لمتتالية</translation>
        </message>
        <message>
            <source>{cards} (worth {value})</source>
            <translation>{cards} (قيمتها {value})</translation>
        </message>
    </context>
    <context>
        <name>History</name>
        <message>
            <source>Won</source>
            <translation>فوز</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>خسارة</translation>
        </message>
        <message>
            <source>Unfinished</source>
            <translation>غير منتهية</translation>
        </message>
        <message>
            <source>In progress</source>
            <translation>جارية</translation>
        </message>
        <message>
            <source>Yaniv</source>
            <translation>يانيف</translation>
        </message>
        <message>
            <source>Assaf!</source>
            <translation>أساف!</translation>
        </message>
        <message>
            <source>False call</source>
            <translation>نداء خاطئ</translation>
        </message>
        <message>
            <source>Slap to zero</source>
            <translation>إلصاق إلى الصفر</translation>
        </message>
        <message>
            <source>beginner</source>
            <translation>مبتدئ</translation>
        </message>
        <message>
            <source>intermediate</source>
            <translation>متوسط</translation>
        </message>
        <message>
            <source>expert</source>
            <translation>خبير</translation>
        </message>
        <message>
            <source>{name} ({level})</source>
            <translation>{name} ({level})</translation>
        </message>
        <message>
            <source>{rules} (practice)</source>
            <translation>{rules} (تدريب)</translation>
        </message>
    </context>
    <context>
        <name>HistoryWindow</name>
        <message>
            <source>Match history</source>
            <translation>سجل المباريات</translation>
        </message>
        <message>
            <source>From: any day</source>
            <translation>من: أي يوم</translation>
        </message>
        <message>
            <source>To: any day</source>
            <translation>إلى: أي يوم</translation>
        </message>
        <message>
            <source>Opponent's name</source>
            <translation>اسم الخصم</translation>
        </message>
        <message>
            <source>Any level</source>
            <translation>أي مستوى</translation>
        </message>
        <message>
            <source>Any rules</source>
            <translation>أي قواعد</translation>
        </message>
        <message>
            <source>Any result</source>
            <translation>أي نتيجة</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>مسح</translation>
        </message>
        <message>
            <source>Show every match</source>
            <translation>اعرض كل المباريات</translation>
        </message>
        <message>
            <source>Open match</source>
            <translation>افتح المباراة</translation>
        </message>
        <message>
            <source>Statistics…</source>
            <translation>الإحصاءات…</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>تصدير CSV…</translation>
        </message>
        <message>
            <source>Export JSON…</source>
            <translation>تصدير JSON…</translation>
        </message>
        <message>
            <source>Exported {matches} to {file}</source>
            <translation>تم تصدير {matches} إلى {file}</translation>
        </message>
        <message>
            <source>{matches} — not saved to disk in this session</source>
            <translation>{matches} — لا تُحفظ على القرص في هذه الجلسة</translation>
        </message>
        <message>
            <source>{count} of {matches}</source>
            <translation>{count} من {matches}</translation>
        </message>
        <message>
            <source>1 match</source>
            <translation>مباراة واحدة</translation>
        </message>
        <message numerus="yes">
            <source>%n matches</source>
            <translation>
                <numerusform>%n مباراة</numerusform>
                <numerusform>مباراة واحدة</numerusform>
                <numerusform>مباراتان</numerusform>
                <numerusform>%n مباريات</numerusform>
                <numerusform>%n مباراة</numerusform>
                <numerusform>%n مباراة</numerusform>
            </translation>
        </message>
        <message>
            <source>Export history as {kind}</source>
            <translation>تصدير السجل بصيغة {kind}</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>ملفات CSV (*.csv)</translation>
        </message>
        <message>
            <source>JSON files (*.json)</source>
            <translation>ملفات JSON (*.json)</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>فشل التصدير</translation>
        </message>
        <message>
            <source>Cannot write {file}: {error}.</source>
            <translation>تعذّرت الكتابة في {file}: {error}.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Yaniv — {names}</source>
            <translation>يانيف — {names}</translation>
        </message>
        <message>
            <source>Yaniv</source>
            <translation>يانيف</translation>
        </message>
        <message>
            <source>Leave this match?</source>
            <translation>هل تغادر هذه المباراة؟</translation>
        </message>
        <message>
            <source>The match you are playing ends here: it stays in your history as unfinished and cannot be resumed.</source>
            <translation>تنتهي المباراة التي تلعبها هنا: تبقى في سجلك غير مكتملة ولا يمكن استئنافها.</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>اللعبة</translation>
        </message>
        <message>
            <source>&amp;New match…</source>
            <translation>مباراة جديدة…</translation>
        </message>
        <message>
            <source>&amp;Watch a match</source>
            <translation>شاهد مباراة</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>خروج</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>عرض</translation>
        </message>
        <message>
            <source>&amp;Animations</source>
            <translation>الرسوم المتحركة</translation>
        </message>
        <message>
            <source>&amp;Coach</source>
            <translation>المدرب</translation>
        </message>
        <message>
            <source>F&amp;ull screen</source>
            <translation>ملء الشاشة</translation>
        </message>
        <message>
            <source>Sort my hand by &amp;rank</source>
            <translation>رتّب يدي حسب القيمة</translation>
        </message>
        <message>
            <source>Sort my hand by su&amp;it</source>
            <translation>رتّب يدي حسب النوع</translation>
        </message>
        <message>
            <source>&amp;Slow moves</source>
            <translation>حركات بطيئة</translation>
        </message>
        <message>
            <source>&amp;Normal moves</source>
            <translation>حركات عادية</translation>
        </message>
        <message>
            <source>&amp;Fast moves</source>
            <translation>حركات سريعة</translation>
        </message>
        <message>
            <source>&amp;Decks…</source>
            <translation>الشدّات…</translation>
        </message>
        <message>
            <source>&amp;History…</source>
            <translation>السجل…</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>الإحصاءات…</translation>
        </message>
        <message>
            <source>Small cards</source>
            <translation>أوراق صغيرة</translation>
        </message>
        <message>
            <source>Medium cards</source>
            <translation>أوراق متوسطة</translation>
        </message>
        <message>
            <source>Large cards</source>
            <translation>أوراق كبيرة</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>اللغة</translation>
        </message>
        <message>
            <source>&amp;Undo my last turn</source>
            <translation>تراجع عن دوري الأخير</translation>
        </message>
        <message>
            <source>S&amp;ound</source>
            <translation>الأصوات</translation>
        </message>
        <message>
            <source>&amp;Tutorial</source>
            <translation>الدرس التفاعلي</translation>
        </message>
        <message>
            <source>&amp;Welcome…</source>
            <translation>شاشة الترحيب…</translation>
        </message>
        <message>
            <source>Quiet</source>
            <translation>هادئ</translation>
        </message>
        <message>
            <source>Soft</source>
            <translation>منخفض</translation>
        </message>
        <message>
            <source>Normal volume</source>
            <translation>صوت عادي</translation>
        </message>
        <message>
            <source>Loud</source>
            <translation>مرتفع</translation>
        </message>
        <message>
            <source>Green felt</source>
            <translation>لباد أخضر</translation>
        </message>
        <message>
            <source>Blue felt</source>
            <translation>لباد أزرق</translation>
        </message>
        <message>
            <source>Red felt</source>
            <translation>لباد أحمر</translation>
        </message>
        <message>
            <source>Wooden table</source>
            <translation>طاولة خشبية</translation>
        </message>
        <message>
            <source>Dark felt</source>
            <translation>لباد داكن</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>تباين عالٍ</translation>
        </message>
        <message>
            <source>Keep my hand as I arrange it</source>
            <translation>أبقِ يدي كما أرتّبها</translation>
        </message>
        <message>
            <source>Always sort by rank</source>
            <translation>رتّب دائمًا حسب القيمة</translation>
        </message>
        <message>
            <source>Always sort by suit</source>
            <translation>رتّب دائمًا حسب النوع</translation>
        </message>
        <message>
            <source>Same as the system</source>
            <translation>مثل النظام</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>مساعدة</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>القواعد</translation>
        </message>
        <message>
            <source>&amp;About Yaniv Desktop</source>
            <translation>حول Yaniv Desktop</translation>
        </message>
        <message>
            <source>Click to hide</source>
            <translation>انقر للإخفاء</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>مشكلة</translation>
        </message>
    </context>
    <context>
        <name>MatchKeeper</name>
        <message>
            <source>This match cannot be saved right now; you can play on, but it will not be in the history.</source>
            <translation>لا يمكن حفظ هذه المباراة الآن؛ يمكنك متابعة اللعب، لكنها لن تظهر في السجل.</translation>
        </message>
    </context>
    <context>
        <name>MatchListModel</name>
        <message>
            <source>Date</source>
            <translation>التاريخ</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>الخصوم</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>القواعد</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>الجولات</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>النتيجة</translation>
        </message>
        <message>
            <source>Your total</source>
            <translation>مجموعك</translation>
        </message>
        <message>
            <source>Players: {players}</source>
            <translation>اللاعبون: {players}</translation>
        </message>
        <message>
            <source>Final totals: {totals}</source>
            <translation>المجاميع النهائية: {totals}</translation>
        </message>
        <message>
            <source>Winner: {name}</source>
            <translation>الفائز: {name}</translation>
        </message>
    </context>
    <context>
        <name>MatchOverDialog</name>
        <message>
            <source>Match over</source>
            <translation>انتهت المباراة</translation>
        </message>
        <message>
            <source>{place}.</source>
            <translation>{place}.</translation>
        </message>
        <message>
            <source>Totals after each round</source>
            <translation>المجاميع بعد كل جولة</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>العب مجددًا</translation>
        </message>
    </context>
    <context>
        <name>MatchPage</name>
        <message>
            <source>Match of {date}</source>
            <translation>مباراة {date}</translation>
        </message>
        <message>
            <source>{hours} h {minutes} min</source>
            <translation>{hours} س {minutes} د</translation>
        </message>
        <message>
            <source>{minutes} min</source>
            <translation>{minutes} د</translation>
        </message>
        <message>
            <source>winner {name}</source>
            <translation>الفائز {name}</translation>
        </message>
        <message>
            <source>{rules} rules · {rounds}</source>
            <translation>قواعد {rules} · {rounds}</translation>
        </message>
        <message>
            <source>1 round</source>
            <translation>جولة واحدة</translation>
        </message>
        <message numerus="yes">
            <source>%n rounds</source>
            <translation>
                <numerusform>%n جولة</numerusform>
                <numerusform>جولة واحدة</numerusform>
                <numerusform>جولتان</numerusform>
                <numerusform>%n جولات</numerusform>
                <numerusform>%n جولة</numerusform>
                <numerusform>%n جولة</numerusform>
            </translation>
        </message>
        <message>
            <source>decks: {decks}</source>
            <translation>الشدّات: {decks}</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>الجولات</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>الإعادة</translation>
        </message>
    </context>
    <context>
        <name>NewMatchDialog</name>
        <message>
            <source>Person</source>
            <translation>شخص</translation>
        </message>
        <message>
            <source>Computer · Beginner</source>
            <translation>كمبيوتر · مبتدئ</translation>
        </message>
        <message>
            <source>Computer · Intermediate</source>
            <translation>كمبيوتر · متوسط</translation>
        </message>
        <message>
            <source>Computer · Expert</source>
            <translation>كمبيوتر · خبير</translation>
        </message>
        <message>
            <source>Name of seat {number}</source>
            <translation>اسم المقعد {number}</translation>
        </message>
        <message>
            <source>The player's name at the table</source>
            <translation>اسم اللاعب على الطاولة</translation>
        </message>
        <message>
            <source>Who plays seat {number}</source>
            <translation>من يلعب في المقعد {number}</translation>
        </message>
        <message>
            <source>A person at this screen, or a computer player and its level</source>
            <translation>شخص أمام هذه الشاشة، أو لاعب كمبيوتر ومستواه</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>اللاعب</translation>
        </message>
        <message>
            <source>New match</source>
            <translation>مباراة جديدة</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>اللاعبون</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>أضف لاعبًا</translation>
        </message>
        <message>
            <source>Add a player</source>
            <translation>إضافة لاعب</translation>
        </message>
        <message>
            <source>Seat one more player (up to 8)</source>
            <translation>أجلِس لاعبًا آخر (حتى 8)</translation>
        </message>
        <message>
            <source>Remove player</source>
            <translation>أزل لاعبًا</translation>
        </message>
        <message>
            <source>Remove the last player</source>
            <translation>إزالة آخر لاعب</translation>
        </message>
        <message>
            <source>Take away the last seat (at least 2 players)</source>
            <translation>أزل المقعد الأخير (لاعبان على الأقل)</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>الطاولة</translation>
        </message>
        <message>
            <source>Rules preset</source>
            <translation>مجموعة القواعد</translation>
        </message>
        <message>
            <source>A named set of house rules; every option can still be changed</source>
            <translation>مجموعة مسمّاة من القواعد البيتية؛ لا يزال بالإمكان تغيير كل خيار</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>القواعد</translation>
        </message>
        <message>
            <source>Practice: Undo (Ctrl+Z) takes back my turns</source>
            <translation>تدريب: التراجع (Ctrl+Z) يعيد أدواري</translation>
        </message>
        <message>
            <source>For one person against computer players; the match is marked as practice in the history and the statistics</source>
            <translation>لشخص واحد ضد لاعبي الحاسوب؛ تُعلَّم المباراة كتدريب في السجل والإحصاءات</translation>
        </message>
        <message>
            <source>Deck {number}</source>
            <translation>الشدّة {number}</translation>
        </message>
        <message>
            <source>The picture deck for this physical deck; two decks may differ</source>
            <translation>رسوم الشدّة لهذه الشدّة الفعلية؛ يمكن أن تختلف الشدّتان</translation>
        </message>
        <message>
            <source>Table colour</source>
            <translation>لون الطاولة</translation>
        </message>
        <message>
            <source>The colour of the table cloth</source>
            <translation>لون غطاء الطاولة</translation>
        </message>
        <message>
            <source>Rules of this match</source>
            <translation>قواعد هذه المباراة</translation>
        </message>
        <message>
            <source>Problem with these choices</source>
            <translation>مشكلة في هذه الاختيارات</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>وزّع</translation>
        </message>
        <message>
            <source>Start the match</source>
            <translation>ابدأ المباراة</translation>
        </message>
        <message>
            <source>Deal the first round</source>
            <translation>وزّع الجولة الأولى</translation>
        </message>
        <message>
            <source>Keep the match you have</source>
            <translation>احتفظ بالمباراة الحالية</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>الشدّة</translation>
        </message>
        <message>
            <source>At least one seat must be a person (to watch computers play, use Watch a match).</source>
            <translation>يجب أن يكون مقعد واحد على الأقل لشخص (لمشاهدة الكمبيوتر يلعب، استخدم «شاهد مباراة»).</translation>
        </message>
        <message>
            <source>{players} players × {hand} cards need more cards than one deck has: choose two decks (or automatic), fewer players or a smaller hand.</source>
            <translation>{players} لاعبين × {hand} أوراق يحتاجون أوراقًا أكثر مما في شدّة واحدة: اختر شدّتين (أو تلقائي)، أو لاعبين أقل أو يدًا أصغر.</translation>
        </message>
        <message>
            <source>A Yaniv limit of 0 needs cards worth 0 (jokers, or jacks that count 0), or nobody could ever call.</source>
            <translation>حد يانيف 0 يحتاج أوراقًا قيمتها 0 (الجوكر، أو أولاد قيمتهم 0)، وإلا لن يستطيع أحد النداء.</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>refused</source>
            <translation>مرفوض</translation>
        </message>
        <message>
            <source>Decks</source>
            <translation>الشدّات</translation>
        </message>
        <message>
            <source>How many decks are shuffled together. Automatic uses two from five players.</source>
            <translation>كم شدّة تُخلط معًا. التلقائي يستخدم شدّتين من خمسة لاعبين.</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>تلقائي</translation>
        </message>
        <message>
            <source>One deck</source>
            <translation>شدّة واحدة</translation>
        </message>
        <message>
            <source>Two decks</source>
            <translation>شدّتان</translation>
        </message>
        <message>
            <source>Jokers per deck</source>
            <translation>الجوكر في كل شدّة</translation>
        </message>
        <message>
            <source>Jokers in each deck: 2 as usual, 0, or 4 ("double joker").</source>
            <translation>عدد الجوكر في كل شدّة: 2 كالمعتاد، أو 0، أو 4 («جوكر مزدوج»).</translation>
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
            <translation>4 (جوكر مزدوج)</translation>
        </message>
        <message>
            <source>Cards dealt</source>
            <translation>الأوراق الموزّعة</translation>
        </message>
        <message>
            <source>Cards each player is dealt: 5, 7, or 3 for Speedy Yaniv.</source>
            <translation>عدد الأوراق التي يأخذها كل لاعب: 5، أو 7، أو 3 ليانيف السريع.</translation>
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
            <translation>3 (سريع)</translation>
        </message>
        <message>
            <source>Court card values</source>
            <translation>قيم أوراق الصور</translation>
        </message>
        <message>
            <source>J, Q and K count 10 each, or 11, 12 and 13.</source>
            <translation>J وQ وK قيمة كل منها 10، أو 11 و12 و13.</translation>
        </message>
        <message>
            <source>10 each</source>
            <translation>10 لكل منها</translation>
        </message>
        <message>
            <source>11, 12, 13</source>
            <translation>11، 12، 13</translation>
        </message>
        <message>
            <source>Jacks count 0</source>
            <translation>الولد قيمته 0</translation>
        </message>
        <message>
            <source>Nepal: jacks are worth 0 points.</source>
            <translation>نيبال: قيمة الأولاد 0 نقطة.</translation>
        </message>
        <message>
            <source>Jacks are wild</source>
            <translation>الأولاد أوراق بديلة</translation>
        </message>
        <message>
            <source>Nepal: jacks replace the jokers and act as them in runs.</source>
            <translation>نيبال: الأولاد يحلّون محل الجوكر ويعملون مثله في السلاسل.</translation>
        </message>
        <message>
            <source>Direction of play</source>
            <translation>اتجاه اللعب</translation>
        </message>
        <message>
            <source>The order in which players take their turns.</source>
            <translation>الترتيب الذي يلعب به اللاعبون أدوارهم.</translation>
        </message>
        <message>
            <source>Clockwise</source>
            <translation>مع عقارب الساعة</translation>
        </message>
        <message>
            <source>Counterclockwise</source>
            <translation>عكس عقارب الساعة</translation>
        </message>
        <message>
            <source>Who starts a round</source>
            <translation>من يبدأ الجولة</translation>
        </message>
        <message>
            <source>The winner of the previous round (the first round by lot), or the player after a rotating dealer.</source>
            <translation>الفائز بالجولة السابقة (الجولة الأولى بالقرعة)، أو اللاعب بعد الموزّع المتناوب.</translation>
        </message>
        <message>
            <source>The last round's winner</source>
            <translation>الفائز بالجولة السابقة</translation>
        </message>
        <message>
            <source>After the dealer</source>
            <translation>بعد الموزّع</translation>
        </message>
        <message>
            <source>Yaniv at or below</source>
            <translation>يانيف عند أو أقل من</translation>
        </message>
        <message>
            <source>The hand value at which you may call Yaniv (usually 7 or 5).</source>
            <translation>قيمة اليد التي يمكنك عندها نداء يانيف (عادة 7 أو 5).</translation>
        </message>
        <message>
            <source>Jokers complete sets</source>
            <translation>الجوكر يكمل المجموعات</translation>
        </message>
        <message>
            <source>Whether a joker may complete a set (two 9s and a joker).</source>
            <translation>هل يجوز للجوكر إكمال مجموعة (تسعتان وجوكر).</translation>
        </message>
        <message>
            <source>Take from a thrown set</source>
            <translation>الأخذ من مجموعة مرمية</translation>
        </message>
        <message>
            <source>Only its first or last card, or any card of it.</source>
            <translation>الورقة الأولى أو الأخيرة فقط، أو أي ورقة منها.</translation>
        </message>
        <message>
            <source>The ends only</source>
            <translation>الطرفان فقط</translation>
        </message>
        <message>
            <source>Any card</source>
            <translation>أي ورقة</translation>
        </message>
        <message>
            <source>Take from a thrown run</source>
            <translation>الأخذ من سلسلة مرمية</translation>
        </message>
        <message>
            <source>Only its first or last card, or any card of it (Nepal).</source>
            <translation>الورقة الأولى أو الأخيرة فقط، أو أي ورقة منها (نيبال).</translation>
        </message>
        <message>
            <source>Assaf</source>
            <translation>أساف</translation>
        </message>
        <message>
            <source>An Assaf: someone holds as little as the caller or less, and the call fails. Off: a Yaniv call always succeeds (family play).</source>
            <translation>الأساف: مع لاعب آخر مثل ما مع المنادي أو أقل، فيفشل النداء. عند الإيقاف: نداء يانيف ينجح دائمًا (لعب عائلي).</translation>
        </message>
        <message>
            <source>Assaf penalty</source>
            <translation>عقوبة أساف</translation>
        </message>
        <message>
            <source>Points the caller adds to the hand after an Assaf.</source>
            <translation>النقاط التي يضيفها المنادي إلى يده بعد أساف.</translation>
        </message>
        <message>
            <source>After an Assaf</source>
            <translation>بعد أساف</translation>
        </message>
        <message>
            <source>The Assaf winner scores 0, or everyone but the caller scores their hand.</source>
            <translation>صاحب الأساف يسجّل 0، أو يسجّل الجميع ما عدا المنادي أيديهم.</translation>
        </message>
        <message>
            <source>The Assaf winner scores 0</source>
            <translation>صاحب الأساف يسجّل 0</translation>
        </message>
        <message>
            <source>Everyone scores their hand</source>
            <translation>الجميع يسجّلون أيديهم</translation>
        </message>
        <message>
            <source>Milestones</source>
            <translation>المحطات</translation>
        </message>
        <message>
            <source>What landing exactly on a round number does to a total.</source>
            <translation>ما يحدث للمجموع عند الوصول بالضبط إلى رقم مدوّر.</translation>
        </message>
        <message>
            <source>100 → 50, 200 → 100</source>
            <translation>100 → 50، 200 → 100</translation>
        </message>
        <message>
            <source>50 → 25, 100 → 50</source>
            <translation>50 → 25، 100 → 50</translation>
        </message>
        <message>
            <source>Every 50 from 100 drops 50</source>
            <translation>كل 50 بدءًا من 100 تنقص 50</translation>
        </message>
        <message>
            <source>Every multiple of 50 halves (Australian)</source>
            <translation>كل مضاعف لـ 50 يُقسم على اثنين (أسترالي)</translation>
        </message>
        <message>
            <source>None</source>
            <translation>لا شيء</translation>
        </message>
        <message>
            <source>Racheli</source>
            <translation>راحيلي</translation>
        </message>
        <message>
            <source>A total of exactly 50 drops to 0.</source>
            <translation>مجموع 50 بالضبط ينزل إلى 0.</translation>
        </message>
        <message>
            <source>Milestone theft</source>
            <translation>سرقة المحطة</translation>
        </message>
        <message>
            <source>Landing on a milestone also makes the current leader add 30.</source>
            <translation>الوصول إلى محطة يجعل المتصدر الحالي يضيف 30 أيضًا.</translation>
        </message>
        <message>
            <source>Out above</source>
            <translation>خارج اللعب فوق</translation>
        </message>
        <message>
            <source>A player whose total goes over this is out.</source>
            <translation>اللاعب الذي يتجاوز مجموعه هذا الرقم يخرج.</translation>
        </message>
        <message>
            <source>The match ends</source>
            <translation>تنتهي المباراة</translation>
        </message>
        <message>
            <source>When one player is left, or as soon as anyone goes over the limit.</source>
            <translation>عندما يبقى لاعب واحد، أو حالما يتجاوز أي لاعب الحد.</translation>
        </message>
        <message>
            <source>Last player standing</source>
            <translation>آخر لاعب صامد</translation>
        </message>
        <message>
            <source>First over the limit</source>
            <translation>أول من يتجاوز الحد</translation>
        </message>
        <message>
            <source>Slap-down</source>
            <translation>الإلصاق</translation>
        </message>
        <message>
            <source>A card drawn from the stock that matches your throw may be thrown at once.</source>
            <translation>الورقة المسحوبة من الكومة التي تطابق رميتك يمكن رميها فورًا.</translation>
        </message>
        <message>
            <source>Slap to zero</source>
            <translation>إلصاق إلى الصفر</translation>
        </message>
        <message>
            <source>A draw that brings your hand to 0 may end the round at once.</source>
            <translation>السحب الذي يوصل يدك إلى 0 قد ينهي الجولة فورًا.</translation>
        </message>
        <message>
            <source>Last turn after a call</source>
            <translation>دور أخير بعد النداء</translation>
        </message>
        <message>
            <source>After a call every other player gets one last turn before the hands are shown.</source>
            <translation>بعد النداء يحصل كل لاعب آخر على دور أخير قبل كشف الأيدي.</translation>
        </message>
        <message>
            <source>Three zeros bonus</source>
            <translation>مكافأة الأصفار الثلاثة</translation>
        </message>
        <message>
            <source>Every third successful call gives −20 (not when only two players remain).</source>
            <translation>كل ثالث نداء ناجح يعطي −20 (ليس عندما يبقى لاعبان فقط).</translation>
        </message>
        <message>
            <source>False calls</source>
            <translation>النداءات الخاطئة</translation>
        </message>
        <message>
            <source>Refused, or allowed at a cost: the caller pays the penalty and everyone else scores 0.</source>
            <translation>مرفوضة، أو مسموحة بثمن: المنادي يدفع العقوبة والجميع غيره يسجّلون 0.</translation>
        </message>
        <message>
            <source>on</source>
            <translation>مفعّل</translation>
        </message>
        <message>
            <source>off</source>
            <translation>معطّل</translation>
        </message>
        <message>
            <source>allowed, costing {points}</source>
            <translation>مسموح، بكلفة {points}</translation>
        </message>
    </context>
    <context>
        <name>PhotoSlot</name>
        <message>
            <source>Choose photo…</source>
            <translation>اختر صورة…</translation>
        </message>
        <message>
            <source>A photo from this computer; it never leaves it</source>
            <translation>صورة من هذا الكمبيوتر؛ لا تغادره أبدًا</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>إزالة</translation>
        </message>
        <message>
            <source>This suit shows the photo for all suits again</source>
            <translation>تعود هذه الورقة إلى صورة كل الأشكال</translation>
        </message>
        <message>
            <source>name on the cards</source>
            <translation>الاسم على الأوراق</translation>
        </message>
        <message>
            <source>Name on the cards</source>
            <translation>الاسم على الأوراق</translation>
        </message>
        <message>
            <source>Printed on the cards under the picture</source>
            <translation>يُطبع على الأوراق تحت الصورة</translation>
        </message>
        <message>
            <source>Same frame as the deck</source>
            <translation>إطار المجموعة نفسه</translation>
        </message>
        <message>
            <source>The frame and colours of these cards: grandpa's community for the kings, grandma's for the queens</source>
            <translation>إطار هذه الأوراق وألوانها: جماعة الجدّ للشياب وجماعة الجدّة للبنات</translation>
        </message>
        <message>
            <source>Frame of these cards</source>
            <translation>إطار هذه الأوراق</translation>
        </message>
        <message>
            <source>All</source>
            <translation>الكل</translation>
        </message>
        <message>
            <source>The photo for every suit without one of its own</source>
            <translation>الصورة لكل شكل ليست له صورة خاصة به</translation>
        </message>
        <message>
            <source>A photo for the {suit} card only</source>
            <translation>صورة لورقة الـ{suit} فقط</translation>
        </message>
        <message>
            <source>No photo for all suits: a suit without a photo of its own shows the first suit's photo</source>
            <translation>لا صورة لكل الأشكال: الشكل الذي ليست له صورة خاصة يعرض صورة الشكل الأول</translation>
        </message>
        <message>
            <source>No photo of its own: this suit shows the photo for all suits</source>
            <translation>لا صورة خاصة: يعرض هذا الشكل صورة كل الأشكال</translation>
        </message>
    </context>
    <context>
        <name>PlayersModel</name>
        <message>
            <source>out</source>
            <translation>خارج اللعب</translation>
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
            <translation>إسرائيلية (افتراضي)</translation>
        </message>
        <message>
            <source>Classic (McLeod)</source>
            <translation>كلاسيكية (McLeod)</translation>
        </message>
        <message>
            <source>Swedish</source>
            <translation>سويدية</translation>
        </message>
        <message>
            <source>Dutch</source>
            <translation>هولندية</translation>
        </message>
        <message>
            <source>Nepali Jhyap / Dhumbal</source>
            <translation>نيبالية Jhyap / Dhumbal</translation>
        </message>
        <message>
            <source>Speedy</source>
            <translation>سريعة</translation>
        </message>
        <message>
            <source>Family</source>
            <translation>عائلية</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>Cards dealt; {name} starts</source>
            <translation>وُزّعت الأوراق، ويبدأ {name}</translation>
        </message>
        <message>
            <source>Cards dealt; you start</source>
            <translation>وُزّعت الأوراق، والدور الأول لك</translation>
        </message>
        <message>
            <source>{name} calls Yaniv!</source>
            <translation>{name} يعلن يانيف!</translation>
        </message>
        <message>
            <source>You call Yaniv!</source>
            <translation>أعلنتَ يانيف!</translation>
        </message>
        <message>
            <source>{name} throws {cards}</source>
            <translation>{name} يرمي {cards}</translation>
        </message>
        <message>
            <source>You throw {cards}</source>
            <translation>رميتَ {cards}</translation>
        </message>
        <message>
            <source>{name} draws {card} from the stock</source>
            <translation>{name} يسحب {card} من الكومة</translation>
        </message>
        <message>
            <source>You draw {card} from the stock</source>
            <translation>سحبتَ {card} من الكومة</translation>
        </message>
        <message>
            <source>{name} draws from the stock</source>
            <translation>{name} يسحب من الكومة</translation>
        </message>
        <message>
            <source>You draw from the stock</source>
            <translation>سحبتَ من الكومة</translation>
        </message>
        <message>
            <source>{name} takes {card}</source>
            <translation>{name} يأخذ {card}</translation>
        </message>
        <message>
            <source>You take {card}</source>
            <translation>أخذتَ {card}</translation>
        </message>
        <message>
            <source>{name} slaps down {card}</source>
            <translation>{name} يرمي {card} فورًا</translation>
        </message>
        <message>
            <source>You slap down {card}</source>
            <translation>رميتَ {card} فورًا</translation>
        </message>
        <message>
            <source>{name} slaps down to zero</source>
            <translation>{name} يرمي فورًا ويصل إلى الصفر</translation>
        </message>
        <message>
            <source>You slap down to zero</source>
            <translation>رميتَ فورًا ووصلتَ إلى الصفر</translation>
        </message>
        <message>
            <source>{name} keeps the card</source>
            <translation>{name} يحتفظ بالورقة</translation>
        </message>
        <message>
            <source>You keep the card</source>
            <translation>احتفظتَ بالورقة</translation>
        </message>
        <message>
            <source>Assaf! {by} has {low}, {caller} had {value}</source>
            <translation>أساف! مع {by} {low}، وكان مع {caller} {value}</translation>
        </message>
        <message>
            <source>Assaf! You have {low}, {caller} had {value}</source>
            <translation>أساف! معك {low}، وكان مع {caller} {value}</translation>
        </message>
        <message>
            <source>Assaf! {by} has {low}, you had {value}</source>
            <translation>أساف! مع {by} {low}، وكان معك {value}</translation>
        </message>
        <message>
            <source>false call by {caller} with {value}</source>
            <translation>إعلان خاطئ من {caller} بـ {value}</translation>
        </message>
        <message>
            <source>your false call with {value}</source>
            <translation>إعلانك الخاطئ بـ {value}</translation>
        </message>
        <message>
            <source>{caller} wins the round with {value}</source>
            <translation>{caller} يفوز بالجولة بـ {value}</translation>
        </message>
        <message>
            <source>You win the round with {value}</source>
            <translation>فزتَ بالجولة بـ {value}</translation>
        </message>
        <message>
            <source>third successful call: {name} scores {bonus}</source>
            <translation>ثالث إعلان ناجح: يحصل {name} على {bonus}</translation>
        </message>
        <message>
            <source>third successful call: you score {bonus}</source>
            <translation>ثالث إعلان ناجح: حصلتَ على {bonus}</translation>
        </message>
    </context>
    <context>
        <name>ReplayView</name>
        <message>
            <source>Player</source>
            <translation>اللاعب</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>اليد</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>القيمة</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>المجموع</translation>
        </message>
        <message>
            <source>Last throw</source>
            <translation>الرمية الأخيرة</translation>
        </message>
        <message>
            <source>First move (Home)</source>
            <translation>الحركة الأولى (Home)</translation>
        </message>
        <message>
            <source>◀◀ Round</source>
            <translation>◀◀ جولة</translation>
        </message>
        <message>
            <source>Previous round (Page Up)</source>
            <translation>الجولة السابقة (Page Up)</translation>
        </message>
        <message>
            <source>Previous move (←)</source>
            <translation>الحركة السابقة (←)</translation>
        </message>
        <message>
            <source>Next move (→)</source>
            <translation>الحركة التالية (→)</translation>
        </message>
        <message>
            <source>Round ▶▶</source>
            <translation>جولة ▶▶</translation>
        </message>
        <message>
            <source>Next round (Page Down)</source>
            <translation>الجولة التالية (Page Down)</translation>
        </message>
        <message>
            <source>Last move (End)</source>
            <translation>الحركة الأخيرة (End)</translation>
        </message>
        <message>
            <source>Moves of this round</source>
            <translation>حركات هذه الجولة</translation>
        </message>
        <message>
            <source>This match has no moves to replay.</source>
            <translation>لا توجد في هذه المباراة حركات لإعادتها.</translation>
        </message>
        <message>
            <source>Round {number}</source>
            <translation>الجولة {number}</translation>
        </message>
        <message>
            <source>out</source>
            <translation>خارج اللعب</translation>
        </message>
        <message>
            <source>{name} (you)</source>
            <translation>{name} (أنت)</translation>
        </message>
        <message>
            <source>stock: {count}</source>
            <translation>الكومة: {count}</translation>
        </message>
        <message>
            <source>move {number} of {last}</source>
            <translation>الحركة {number} من {last}</translation>
        </message>
    </context>
    <context>
        <name>RevealSheet</name>
        <message>
            <source>Next round</source>
            <translation>الجولة التالية</translation>
        </message>
        <message>
            <source>Deal the next round (N)</source>
            <translation>وزّع الجولة التالية (N)</translation>
        </message>
        <message>
            <source>Look at the table</source>
            <translation>انظر إلى الطاولة</translation>
        </message>
        <message>
            <source>Hide this sheet; the hands stay face up on the table</source>
            <translation>أخفِ هذه الورقة؛ تبقى الأيدي مكشوفة على الطاولة</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>اللاعب</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>اليد</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>القيمة</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>النقاط</translation>
        </message>
        <message>
            <source>New total</source>
            <translation>المجموع الجديد</translation>
        </message>
        <message>
            <source>Yaniv!</source>
            <translation>يانيف!</translation>
        </message>
        <message>
            <source>caught by an Assaf</source>
            <translation>أُمسك بأساف</translation>
        </message>
        <message>
            <source>Assaf: the lowest hand</source>
            <translation>أساف: أدنى يد</translation>
        </message>
        <message>
            <source>a false call</source>
            <translation>نداء خاطئ</translation>
        </message>
        <message>
            <source>slapped to zero</source>
            <translation>ضرب إلى الصفر</translation>
        </message>
    </context>
    <context>
        <name>RoundsModel</name>
        <message>
            <source>Round</source>
            <translation>الجولة</translation>
        </message>
        <message>
            <source>Called by</source>
            <translation>المنادي</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>النتيجة</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>ملاحظات</translation>
        </message>
        <message>
            <source>Assaf! by you</source>
            <translation>أساف! منك</translation>
        </message>
        <message>
            <source>Assaf! by {name}</source>
            <translation>أساف! من {name}</translation>
        </message>
        <message>
            <source>out</source>
            <translation>خارج اللعب</translation>
        </message>
        <message>
            <source>{name}: hand of {value}</source>
            <translation>{name}: يد بقيمة {value}</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>Rules of this match</source>
            <translation>قواعد هذه المباراة</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>القواعد</translation>
        </message>
        <message>
            <source>How this match is played</source>
            <translation>كيف تُلعب هذه المباراة</translation>
        </message>
        <message>
            <source>Back to the table</source>
            <translation>العودة إلى الطاولة</translation>
        </message>
    </context>
    <context>
        <name>RulesPage</name>
        <message>
            <source>any card</source>
            <translation>أي ورقة</translation>
        </message>
        <message>
            <source>only the first or the last card</source>
            <translation>الورقة الأولى أو الأخيرة فقط</translation>
        </message>
        <message>
            <source>A call always wins: the caller scores 0 and everyone else scores their hand.</source>
            <translation>النداء يفوز دائمًا: المنادي يسجّل 0 والجميع غيره يسجّلون أيديهم.</translation>
        </message>
        <message>
            <source>the Assaf winner scores 0 and everyone else their hand</source>
            <translation>صاحب الأساف يسجّل 0 والبقية أيديهم</translation>
        </message>
        <message>
            <source>everyone else scores their hand</source>
            <translation>البقية يسجّلون أيديهم</translation>
        </message>
        <message>
            <source>If nobody holds as little or less, the caller scores 0 and everyone else their hand. If someone holds the same or less, that is an &lt;b&gt;Assaf&lt;/b&gt;: the caller scores the hand plus {penalty}, and {others}.</source>
            <translation>إذا لم يكن مع أحد مثله أو أقل، يسجّل المنادي 0 والبقية أيديهم. وإذا كان مع أحد المثل أو أقل، فهذا &lt;b&gt;أساف&lt;/b&gt;: يسجّل المنادي يده زائد {penalty}، و{others}.</translation>
        </message>
        <message>
            <source>You may also call above the limit, but that false call costs you {penalty} and everyone else scores 0.</source>
            <translation>يمكنك أيضًا النداء فوق الحد، لكن هذا النداء الخاطئ يكلّفك {penalty} ويسجّل الجميع غيرك 0.</translation>
        </message>
        <message>
            <source>After a call everyone else has one last turn.</source>
            <translation>بعد النداء يحصل كل الآخرين على دور أخير.</translation>
        </message>
        <message>
            <source>two decks</source>
            <translation>شدّتين</translation>
        </message>
        <message>
            <source>one deck</source>
            <translation>شدّة واحدة</translation>
        </message>
        <message>
            <source>no jokers</source>
            <translation>دون جوكر</translation>
        </message>
        <message>
            <source>{count} jokers per deck (worth 0)</source>
            <translation>{count} جوكر في كل شدّة (قيمته 0)</translation>
        </message>
        <message>
            <source>J, Q, K 11, 12, 13</source>
            <translation>J وQ وK بقيم 11 و12 و13</translation>
        </message>
        <message>
            <source>J, Q, K 10 each</source>
            <translation>J وQ وK بقيمة 10 لكل منها</translation>
        </message>
        <message>
            <source>Ace counts 1, 2–10 their number, {courts}</source>
            <translation>الآس يساوي 1، و2–10 حسب رقمها، و{courts}</translation>
        </message>
        <message>
            <source>; jacks count 0</source>
            <translation>؛ والأولاد قيمتهم 0</translation>
        </message>
        <message>
            <source>Jokers and jacks</source>
            <translation>الجوكر والأولاد</translation>
        </message>
        <message>
            <source>Jokers</source>
            <translation>الجوكر</translation>
        </message>
        <message>
            <source>{wild} may stand in for any card of a run and complete a set.</source>
            <translation>{wild}: يمكن أن يحلّ محل أي ورقة في سلسلة وأن يكمل مجموعة.</translation>
        </message>
        <message>
            <source>{wild} may stand in for any card of a run.</source>
            <translation>{wild}: يمكن أن يحلّ محل أي ورقة في سلسلة.</translation>
        </message>
        <message>
            <source>the last player left wins.</source>
            <translation>يفوز آخر لاعب يبقى.</translation>
        </message>
        <message>
            <source>the match ends when anyone goes over, and the lowest total wins.</source>
            <translation>تنتهي المباراة عندما يتجاوز أي لاعب الحد، ويفوز صاحب أقل مجموع.</translation>
        </message>
        <message>
            <source>Points add up. Over {limit} you are out; {ending} Milestones: {milestones}.</source>
            <translation>النقاط تتراكم. فوق {limit} تخرج من اللعب؛ {ending} المحطات: {milestones}.</translation>
        </message>
        <message>
            <source>Racheli: exactly 50 drops to 0.</source>
            <translation>راحيلي: 50 بالضبط تنزل إلى 0.</translation>
        </message>
        <message>
            <source>Landing on a milestone makes the leader add 30.</source>
            <translation>الوصول إلى محطة يجعل المتصدر يضيف 30.</translation>
        </message>
        <message>
            <source>Every third successful call gives −20.</source>
            <translation>كل ثالث نداء ناجح يعطي −20.</translation>
        </message>
        <message>
            <source>Yaniv</source>
            <translation>يانيف</translation>
        </message>
        <message>
            <source>Get your hand as low as you can, then call &lt;b&gt;Yaniv&lt;/b&gt;. Each player gets {hand} cards from {decks} with {jokers}.</source>
            <translation>اخفض قيمة يدك قدر ما تستطيع، ثم نادِ &lt;b&gt;يانيف&lt;/b&gt;. يحصل كل لاعب على {hand} أوراق من {decks} مع {jokers}.</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>دورك</translation>
        </message>
        <message>
            <source>First throw one card, a &lt;b&gt;set&lt;/b&gt; (two or more of the same rank) or a &lt;b&gt;run&lt;/b&gt; (three or more in a row of one suit; the ace is low, so Q-K-A is not a run).</source>
            <translation>ارمِ أولًا ورقة واحدة، أو &lt;b&gt;مجموعة&lt;/b&gt; (اثنتان أو أكثر من الرتبة نفسها) أو &lt;b&gt;سلسلة&lt;/b&gt; (ثلاث أو أكثر متتالية من نوع واحد؛ الآس منخفض، لذا Q-K-A ليست سلسلة).</translation>
        </message>
        <message>
            <source>Then take one card: the top of the stock, or one card of the previous player's throw — from a set {take_set}, from a run {take_run}.</source>
            <translation>ثم خذ ورقة واحدة: العليا من الكومة، أو ورقة من رمية اللاعب السابق — من المجموعة {take_set}، ومن السلسلة {take_run}.</translation>
        </message>
        <message>
            <source>Calling Yaniv</source>
            <translation>نداء يانيف</translation>
        </message>
        <message>
            <source>At the start of your turn, with a hand of {limit} or less, you may call Yaniv instead of throwing.</source>
            <translation>في بداية دورك، إذا كانت يدك {limit} أو أقل، يمكنك نداء يانيف بدل الرمي.</translation>
        </message>
        <message>
            <source>The match</source>
            <translation>المباراة</translation>
        </message>
        <message>
            <source>a card you draw from the stock that matches your throw may be slapped down at once</source>
            <translation>الورقة التي تسحبها من الكومة وتطابق رميتك يمكن إلصاقها فورًا</translation>
        </message>
        <message>
            <source>a draw that brings your hand to 0 may end the round as a won call</source>
            <translation>السحب الذي يوصل يدك إلى 0 قد ينهي الجولة كنداء فائز</translation>
        </message>
        <message>
            <source>Also: {extras}.</source>
            <translation>وأيضًا: {extras}.</translation>
        </message>
        <message>
            <source>All the options of this match</source>
            <translation>كل خيارات هذه المباراة</translation>
        </message>
    </context>
    <context>
        <name>ScoreboardModel</name>
        <message>
            <source>Total</source>
            <translation>المجموع</translation>
        </message>
        <message>
            <source>You are out</source>
            <translation>أنت خارج اللعب</translation>
        </message>
        <message>
            <source>{name} is out</source>
            <translation>{name} خارج اللعب</translation>
        </message>
        <message>
            <source>Assaf!</source>
            <translation>أساف!</translation>
        </message>
    </context>
    <context>
        <name>Seats</name>
        <message>
            <source>Beginner</source>
            <translation>مبتدئ</translation>
        </message>
        <message>
            <source>Intermediate</source>
            <translation>متوسط</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>خبير</translation>
        </message>
        <message>
            <source>person</source>
            <translation>شخص</translation>
        </message>
        <message>
            <source>You</source>
            <translation>أنت</translation>
        </message>
    </context>
    <context>
        <name>SidePanel</name>
        <message>
            <source>Players</source>
            <translation>اللاعبون</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>النقاط</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>الحركات</translation>
        </message>
        <message>
            <source>The players, their cards and totals</source>
            <translation>اللاعبون وأوراقهم ومجاميعهم</translation>
        </message>
        <message>
            <source>Scoreboard</source>
            <translation>لوحة النقاط</translation>
        </message>
        <message>
            <source>Points per round; ↓ marks a milestone, ✗ an elimination</source>
            <translation>النقاط في كل جولة؛ ↓ تشير إلى محطة، ✗ إلى إقصاء</translation>
        </message>
        <message>
            <source>Move log</source>
            <translation>سجل الحركات</translation>
        </message>
        <message>
            <source>Every move, in words</source>
            <translation>كل حركة بالكلمات</translation>
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
            <translation>فوز واحد متتالٍ</translation>
        </message>
        <message>
            <source>1 loss in a row</source>
            <translation>خسارة واحدة متتالية</translation>
        </message>
        <message numerus="yes">
            <source>%n wins in a row</source>
            <translation>
                <numerusform>%n انتصار متتالٍ</numerusform>
                <numerusform>فوز واحد متتالٍ</numerusform>
                <numerusform>فوزان متتاليان</numerusform>
                <numerusform>%n انتصارات متتالية</numerusform>
                <numerusform>%n انتصارًا متتاليًا</numerusform>
                <numerusform>%n انتصار متتالٍ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n losses in a row</source>
            <translation>
                <numerusform>%n خسارة متتالية</numerusform>
                <numerusform>خسارة واحدة متتالية</numerusform>
                <numerusform>خسارتان متتاليتان</numerusform>
                <numerusform>%n خسارات متتالية</numerusform>
                <numerusform>%n خسارة متتالية</numerusform>
                <numerusform>%n خسارة متتالية</numerusform>
            </translation>
        </message>
        <message>
            <source>Your statistics</source>
            <translation>إحصاءاتك</translation>
        </message>
        <message>
            <source>Matches</source>
            <translation>المباريات</translation>
        </message>
        <message>
            <source>Matches finished</source>
            <translation>المباريات المنتهية</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>الفوز</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>نسبة الفوز</translation>
        </message>
        <message>
            <source>Left unfinished</source>
            <translation>غير منتهية</translation>
        </message>
        <message>
            <source>Practice matches (not counted)</source>
            <translation>مباريات تدريب (لا تُحتسب)</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>الجولات</translation>
        </message>
        <message>
            <source>Rounds played</source>
            <translation>الجولات الملعوبة</translation>
        </message>
        <message>
            <source>Rounds won</source>
            <translation>الجولات التي فزت بها</translation>
        </message>
        <message>
            <source>Yaniv calls</source>
            <translation>نداءات يانيف</translation>
        </message>
        <message>
            <source>Successful calls</source>
            <translation>النداءات الناجحة</translation>
        </message>
        <message>
            <source>Assafed (of your calls)</source>
            <translation>أُمسكت بأساف (من نداءاتك)</translation>
        </message>
        <message>
            <source>Assafs you made</source>
            <translation>مرات أساف التي صنعتها</translation>
        </message>
        <message>
            <source>Average points per round</source>
            <translation>متوسط النقاط لكل جولة</translation>
        </message>
        <message>
            <source>Milestones and streaks</source>
            <translation>المحطات والسلاسل المتتالية</translation>
        </message>
        <message>
            <source>Milestones hit</source>
            <translation>المحطات المحقّقة</translation>
        </message>
        <message>
            <source>Racheli</source>
            <translation>راحيلي</translation>
        </message>
        <message>
            <source>Three-zeros bonus</source>
            <translation>مكافأة الأصفار الثلاثة</translation>
        </message>
        <message>
            <source>Longest winning streak</source>
            <translation>أطول سلسلة انتصارات</translation>
        </message>
        <message>
            <source>Longest losing streak</source>
            <translation>أطول سلسلة خسارات</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>الآن</translation>
        </message>
        <message>
            <source>Computer level</source>
            <translation>مستوى الكمبيوتر</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>القواعد</translation>
        </message>
        <message>
            <source>By computer level</source>
            <translation>حسب مستوى الكمبيوتر</translation>
        </message>
        <message>
            <source>By rules</source>
            <translation>حسب القواعد</translation>
        </message>
        <message>
            <source>Win rate over time</source>
            <translation>نسبة الفوز عبر الزمن</translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message>
            <source>the disk is full</source>
            <translation>القرص ممتلئ</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <translation>القرص للقراءة فقط</translation>
        </message>
        <message>
            <source>permission denied (the folder is read-only)</source>
            <translation>تم رفض الإذن (المجلد للقراءة فقط)</translation>
        </message>
        <message>
            <source>the folder does not exist and cannot be created</source>
            <translation>المجلد غير موجود ولا يمكن إنشاؤه</translation>
        </message>
        <message>
            <source>Cannot save the match in progress to {path}: {reason}. You can keep playing, but if the game closes this match cannot be resumed.</source>
            <translation>تعذّر حفظ المباراة الجارية في {path}: {reason}. يمكنك متابعة اللعب، لكن إذا أُغلقت اللعبة فلن يمكن استئناف هذه المباراة.</translation>
        </message>
        <message>
            <source>cannot be read ({reason})</source>
            <translation>لا يمكن قراءته ({reason})</translation>
        </message>
        <message>
            <source>is nested more than {depth} levels deep</source>
            <translation>متداخل لأكثر من {depth} مستوى</translation>
        </message>
        <message>
            <source>is damaged (at line {line}, column {column})</source>
            <translation>تالف (في السطر {line}، العمود {column})</translation>
        </message>
        <message>
            <source>holds a number too long to read ({detail})</source>
            <translation>يحتوي على رقم أطول من أن يُقرأ ({detail})</translation>
        </message>
        <message>
            <source>is not a saved match</source>
            <translation>لا يحتوي على مباراة محفوظة</translation>
        </message>
        <message>
            <source>was written by a newer version of Yaniv Desktop (version {version})</source>
            <translation>كتبه إصدار أحدث من Yaniv Desktop (الإصدار {version})</translation>
        </message>
        <message>
            <source>cannot be replayed ({error})</source>
            <translation>لا يمكن إعادة تشغيله ({error})</translation>
        </message>
        <message>
            <source>names {players} players for {seats} seats</source>
            <translation>يذكر {players} من اللاعبين لعدد {seats} من المقاعد</translation>
        </message>
        <message>
            <source>The saved match in progress {path} had wrong values for {fields}; the match resumes without them.</source>
            <translation>في المباراة المحفوظة {path} قيم خاطئة لـ {fields}؛ تُستأنف المباراة من دونها.</translation>
        </message>
        <message>
            <source>it was moved to {aside}</source>
            <translation>نُقل إلى {aside}</translation>
        </message>
        <message>
            <source>it could not be moved aside ({reason})</source>
            <translation>لم يمكن نقله جانبًا ({reason})</translation>
        </message>
        <message>
            <source>The saved match in progress {path} {what}; {where}. It cannot be resumed.</source>
            <translation>ملف المباراة الجارية المحفوظة {path} {what}؛ {where}. لا يمكن استئناف هذه المباراة.</translation>
        </message>
        <message>
            <source>Cannot remove the finished match's save {path}: {reason}.</source>
            <translation>تعذّر حذف ملف حفظ المباراة المنتهية {path}: {reason}.</translation>
        </message>
        <message>
            <source>The match history {path} holds a damaged match (number {match}): its {field} {what}. It is listed with what could be read; the other matches are not affected.</source>
            <translation>يحتوي سجل المباريات {path} على مباراة تالفة (رقم {match}): الحقل {field} فيها {what}. تُعرض بما أمكن قراءته؛ ولم تتأثر المباريات الأخرى.</translation>
        </message>
        <message>
            <source>Match {match} in the match history {path} cannot be shown: its {field} {what}. The other matches are not affected.</source>
            <translation>لا يمكن عرض المباراة {match} في سجل المباريات {path}: الحقل {field} فيها {what}. لم تتأثر المباريات الأخرى.</translation>
        </message>
        <message>
            <source>holds a wrong value ({value})</source>
            <translation>يحتوي على قيمة خاطئة ({value})</translation>
        </message>
        <message>
            <source>The match history {path} was written by a newer version of Yaniv Desktop ({detail}). It is left untouched; matches played now are not saved.</source>
            <translation>سجل المباريات {path} كتبه إصدار أحدث من Yaniv Desktop ({detail}). تُرك كما هو؛ ولن تُحفظ المباريات التي تُلعب الآن.</translation>
        </message>
        <message>
            <source>The match history {path} is damaged ({detail}) and could not be moved aside; matches played now are not saved.</source>
            <translation>سجل المباريات {path} تالف ({detail}) ولم يمكن نقله جانبًا؛ ولن تُحفظ المباريات التي تُلعب الآن.</translation>
        </message>
        <message>
            <source>The match history {path} was damaged ({detail}). It was moved to {aside} and a new, empty history was started.</source>
            <translation>كان سجل المباريات {path} تالفًا ({detail}). نُقل إلى {aside} وبدأ سجل جديد فارغ.</translation>
        </message>
        <message>
            <source>The match history {path} is in use by another program. Your past matches are shown, but this session's matches will not be kept; close the other program and start Yaniv Desktop again.</source>
            <translation>سجل المباريات {path} مستخدم من برنامج آخر. مبارياتك السابقة معروضة، لكن مباريات هذه الجلسة لن تُحفظ؛ أغلق البرنامج الآخر وشغّل Yaniv Desktop من جديد.</translation>
        </message>
        <message>
            <source>The match history {path} is in use by another program, so it cannot be shown now; it is left as it is. Close the other program and start Yaniv Desktop again.</source>
            <translation>سجل المباريات {path} مستخدم من برنامج آخر، فلا يمكن عرضه الآن؛ وهو باقٍ كما هو. أغلق البرنامج الآخر وشغّل Yaniv Desktop من جديد.</translation>
        </message>
        <message>
            <source>Cannot save to the match history {path}: {reason}. Your past matches are shown, but this session's matches will not be kept.</source>
            <translation>تعذّر الحفظ في سجل المباريات {path}: {reason}. تُعرض مبارياتك السابقة، لكن مباريات هذه الجلسة لن تُحفظ.</translation>
        </message>
        <message>
            <source>Cannot save the match history to {path}: {reason}. You can play, but this session's matches will not be kept.</source>
            <translation>تعذّر حفظ سجل المباريات في {path}: {reason}. يمكنك اللعب، لكن مباريات هذه الجلسة لن تُحفظ.</translation>
        </message>
        <message>
            <source>Cannot save {what} to the match history {path}: {detail}. The game goes on; it will try again after the next round.</source>
            <translation>تعذّر حفظ {what} في سجل المباريات {path}: {detail}. اللعبة مستمرة؛ وستُعاد المحاولة بعد الجولة التالية.</translation>
        </message>
        <message>
            <source>Cannot save the new match to the match history {path}: {detail}. The game goes on, but this match may not be kept.</source>
            <translation>تعذّر حفظ المباراة الجديدة في سجل المباريات {path}: {detail}. اللعبة مستمرة، لكن قد لا تُحفظ هذه المباراة.</translation>
        </message>
        <message>
            <source>round {number}</source>
            <translation>الجولة {number}</translation>
        </message>
        <message>
            <source>the end of the match</source>
            <translation>نهاية المباراة</translation>
        </message>
        <message>
            <source>the abandoned match</source>
            <translation>المباراة المتروكة</translation>
        </message>
        <message>
            <source>the deletion</source>
            <translation>الحذف</translation>
        </message>
        <message>
            <source>schema version {version}, this one reads up to {readable}</source>
            <translation>إصدار البنية {version}، وهذا الإصدار يقرأ حتى {readable}</translation>
        </message>
        <message>
            <source>Yaniv Desktop is already running (process {pid}) with the data folder {path}. Switch to that window, or close it before starting another copy.</source>
            <translation>Yaniv Desktop يعمل بالفعل (العملية {pid}) بمجلد البيانات {path}. انتقل إلى تلك النافذة، أو أغلقها قبل تشغيل نسخة أخرى.</translation>
        </message>
        <message>
            <source>Yaniv Desktop is already running with the data folder {path}. Switch to that window, or close it before starting another copy.</source>
            <translation>Yaniv Desktop يعمل بالفعل بمجلد البيانات {path}. انتقل إلى تلك النافذة، أو أغلقها قبل تشغيل نسخة أخرى.</translation>
        </message>
        <message>
            <source>Cannot create the folder {path}: {reason}.</source>
            <translation>تعذّر إنشاء المجلد {path}: {reason}.</translation>
        </message>
        <message>
            <source>Cannot save the settings to {path}: {reason}. Your changes apply until you close the game.</source>
            <translation>تعذّر حفظ الإعدادات في {path}: {reason}. ستبقى تغييراتك سارية حتى تغلق اللعبة.</translation>
        </message>
        <message>
            <source>Cannot read the settings file {path}: {reason}; the default settings are used and changes are not saved.</source>
            <translation>تعذّرت قراءة ملف الإعدادات {path}: {reason}؛ تُستخدم الإعدادات الافتراضية ولن تُحفظ التغييرات.</translation>
        </message>
        <message>
            <source>The settings file {path} {trouble}; {where}. 1 setting kept, the others are back to their defaults.</source>
            <translation>ملف الإعدادات {path} {trouble}؛ {where}. احتُفظ بإعداد واحد، وعادت البقية إلى قيمها الافتراضية.</translation>
        </message>
        <message>
            <source>The settings file {path} {trouble}; {where}. {kept} settings kept, the others are back to their defaults.</source>
            <translation>ملف الإعدادات {path} {trouble}؛ {where}. عدد الإعدادات المحتفظ بها: {kept}، وعادت البقية إلى قيمها الافتراضية.</translation>
        </message>
        <message>
            <source>was written by a newer version of Yaniv Desktop (settings version {version}, this one reads up to {readable})</source>
            <translation>كتبه إصدار أحدث من Yaniv Desktop (إصدار الإعدادات {version}، وهذا الإصدار يقرأ حتى {readable})</translation>
        </message>
        <message>
            <source>was damaged (not UTF-8 text)</source>
            <translation>كان تالفًا (ترميزه غير صالح)</translation>
        </message>
        <message>
            <source>was damaged or cut short (at line {line}, column {column})</source>
            <translation>كان تالفًا أو مبتورًا (في السطر {line}، العمود {column})</translation>
        </message>
        <message>
            <source>is not a settings file (no "settings" object)</source>
            <translation>ليس ملف إعدادات (ينقصه قسم الإعدادات)</translation>
        </message>
        <message>
            <source>has no valid version number ({version})</source>
            <translation>لا يحتوي على رقم إصدار صالح ({version})</translation>
        </message>
        <message>
            <source>could not be upgraded from version {version} ({detail})</source>
            <translation>تعذّرت ترقيته من الإصدار {version} ({detail})</translation>
        </message>
        <message>
            <source>had values of the wrong type ({details})</source>
            <translation>احتوى على قيم من نوع خاطئ ({details})</translation>
        </message>
        <message>
            <source>Cannot create the lock file {path}: {reason}; nothing will be saved in this session.</source>
            <translation>تعذّر إنشاء ملف القفل {path}: {reason}؛ لن يُحفظ أي شيء في هذه الجلسة.</translation>
        </message>
        <message>
            <source>The recorded match cannot be replayed ({field}: {error}).</source>
            <translation>لا يمكن إعادة تشغيل المباراة المسجلة ({field}: {error}).</translation>
        </message>
    </context>
    <context>
        <name>TableColours</name>
        <message>
            <source>Green</source>
            <translation>أخضر</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>أزرق</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>أحمر</translation>
        </message>
        <message>
            <source>Wood</source>
            <translation>خشب</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>داكن</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>تباين عالٍ</translation>
        </message>
    </context>
    <context>
        <name>TablePanel</name>
        <message>
            <source>Not a throw: {why}</source>
            <translation>ليست رمية: {why}</translation>
        </message>
        <message>
            <source>Throw {cards} (a set).</source>
            <translation>ارمِ {cards} (مجموعة).</translation>
        </message>
        <message>
            <source>Throw {cards} (a run).</source>
            <translation>ارمِ {cards} (سلسلة).</translation>
        </message>
        <message>
            <source>Throw {cards}.</source>
            <translation>ارمِ {cards}.</translation>
        </message>
        <message>
            <source>Coach: {warning}</source>
            <translation>المدرب: {warning}</translation>
        </message>
        <message>
            <source>Undo is for practice matches: tick Practice in Game → New match.</source>
            <translation>التراجع متاح في مباريات التدريب فقط: فعّل «تدريب» في اللعبة ← مباراة جديدة.</translation>
        </message>
        <message>
            <source>There is no turn of yours to take back in this round.</source>
            <translation>لا يوجد دور لك في هذه الجولة يمكن التراجع عنه.</translation>
        </message>
        <message>
            <source>Your last turn was taken back: play it again.</source>
            <translation>تم التراجع عن دورك الأخير: العبه من جديد.</translation>
        </message>
        <message>
            <source>Press Next round to deal again.</source>
            <translation>اضغط «الجولة التالية» للتوزيع من جديد.</translation>
        </message>
        <message>
            <source>The expert is thinking…</source>
            <translation>الخبير يفكّر…</translation>
        </message>
        <message>
            <source>Hint: {reason}</source>
            <translation>تلميح: {reason}</translation>
        </message>
        <message>
            <source>Slap down {card}</source>
            <translation>ألصق {card}</translation>
        </message>
        <message>
            <source>Slap down</source>
            <translation>ألصق</translation>
        </message>
        <message>
            <source>Your hand: {value}</source>
            <translation>يدك: {value}</translation>
        </message>
        <message>
            <source>After this throw: {after}</source>
            <translation>بعد هذه الرمية: {after}</translation>
        </message>
        <message>
            <source>Your turn: choose cards to throw, or call Yaniv.</source>
            <translation>دورك: اختر أوراقًا لترميها، أو نادِ يانيف.</translation>
        </message>
        <message>
            <source>Your turn: choose cards to throw.</source>
            <translation>دورك: اختر أوراقًا لترميها.</translation>
        </message>
        <message>
            <source>Take a card: the stock, or a highlighted card of the last throw.</source>
            <translation>خذ ورقة: من الكومة، أو ورقة مميّزة من الرمية الأخيرة.</translation>
        </message>
        <message>
            <source>You may slap the card down, or keep it.</source>
            <translation>يمكنك إلصاق الورقة، أو الاحتفاظ بها.</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <source>Stock: {count}</source>
            <translation>الكومة: {count}</translation>
        </message>
        <message>
            <source>{cards} · {total}</source>
            <translation>{cards} · {total}</translation>
        </message>
        <message>
            <source>hand {value} · +{points}</source>
            <translation>اليد {value} · +{points}</translation>
        </message>
        <message>
            <source>hand {value}</source>
            <translation>اليد {value}</translation>
        </message>
        <message>
            <source> · thinking…</source>
            <translation> · يفكّر…</translation>
        </message>
    </context>
    <context>
        <name>TableWidget</name>
        <message>
            <source>Card table</source>
            <translation>طاولة الورق</translation>
        </message>
        <message>
            <source>The table: click your cards to choose them, then Throw</source>
            <translation>الطاولة: انقر أوراقك لاختيارها، ثم «ارمِ»</translation>
        </message>
    </context>
    <context>
        <name>TotalsChart</name>
        <message>
            <source>Each player's total after every round</source>
            <translation>مجموع كل لاعب بعد كل جولة</translation>
        </message>
        <message>
            <source>No round has been played yet</source>
            <translation>لم تُلعب أي جولة بعد</translation>
        </message>
        <message>
            <source>round</source>
            <translation>الجولة</translation>
        </message>
        <message>
            <source>limit {limit}</source>
            <translation>الحد {limit}</translation>
        </message>
        <message>
            <source>{name} ({total}, out)</source>
            <translation>{name} ({total}، خارج اللعب)</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>Step {number} of {count}</source>
            <translation>الخطوة {number} من {count}</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>التالي</translation>
        </message>
        <message>
            <source>Go on to the next step</source>
            <translation>انتقل إلى الخطوة التالية</translation>
        </message>
        <message>
            <source>Deal the next round</source>
            <translation>وزّع الجولة التالية</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>إنهاء</translation>
        </message>
        <message>
            <source>End the tutorial and play a real match</source>
            <translation>أنهِ الدرس والعب مباراة حقيقية</translation>
        </message>
        <message>
            <source>Not yet: read this step, then press Next.</source>
            <translation>ليس بعد: اقرأ هذه الخطوة ثم اضغط «التالي».</translation>
        </message>
        <message>
            <source>Welcome to Yaniv! You will play a short game against {name}, one move at a time. Aim for the lowest hand: an ace counts 1, a number card its number, J, Q and K count 10. Press Next.</source>
            <translation>مرحبًا بك في يانيف! ستلعب مباراة قصيرة ضد {name}، حركةً بعد حركة. الهدف أقل يد: الآص بنقطة واحدة، وورقة الرقم بقيمة رقمها، والولد والبنت والشايب (J وQ وK) بعشر نقاط. اضغط «التالي».</translation>
        </message>
        <message>
            <source>Each turn you throw, then take a card. Throw your {card}, worth 10: click it, then press Throw.</source>
            <translation>في كل دور ترمي ثم تأخذ ورقة. ارمِ ورقتك {card} التي تساوي 10: انقر عليها ثم اضغط «ارمِ».</translation>
        </message>
        <message>
            <source>Not that: throw only your {card}. Click it, then press Throw.</source>
            <translation>ليست هذه: ارمِ ورقتك {card} وحدها. انقر عليها ثم اضغط «ارمِ».</translation>
        </message>
        <message>
            <source>Now take one card. Click the stock, the face-down pile, to draw its top card.</source>
            <translation>الآن خذ ورقة واحدة. انقر على الكومة، الأوراق المقلوبة، لتسحب ورقتها العليا.</translation>
        </message>
        <message>
            <source>This time take from the stock: click the face-down pile.</source>
            <translation>هذه المرة خذ من الكومة: انقر على الأوراق المقلوبة.</translation>
        </message>
        <message>
            <source>Two or more cards of the same rank are a set, thrown together. Click your {cards}, then press Throw.</source>
            <translation>ورقتان أو أكثر من الرتبة نفسها مجموعة تُرمى معًا. انقر على {cards} ثم اضغط «ارمِ».</translation>
        </message>
        <message>
            <source>Throw the pair {cards} together: click both, then press Throw.</source>
            <translation>ارمِ الزوج {cards} معًا: انقر على الورقتين ثم اضغط «ارمِ».</translation>
        </message>
        <message>
            <source>{name} threw {run}, a run. Try to take the {card} from its middle: click it.</source>
            <translation>رمت {name} {run}، وهي سلسلة. حاول أن تأخذ {card} من وسطها: انقر عليها.</translation>
        </message>
        <message>
            <source>First click the {card} in the middle of the run, to see what happens.</source>
            <translation>انقر أولًا على {card} في وسط السلسلة لترى ما يحدث.</translation>
        </message>
        <message>
            <source>Refused: from a run you may take only an end card, {first} or {last}. Take the {card}: with your {pair} it makes a new run.</source>
            <translation>مرفوض: من السلسلة يمكنك أن تأخذ ورقة من طرفها فقط، {first} أو {last}. خذ {card}: مع {pair} لديك تصنع سلسلة جديدة.</translation>
        </message>
        <message>
            <source>Take the {card}, an end of the run: with your {pair} it makes a run.</source>
            <translation>خذ {card}، طرف السلسلة: مع {pair} لديك تصنع سلسلة.</translation>
        </message>
        <message>
            <source>Three or more cards of one suit in a row are a run. Click {cards}, then press Throw.</source>
            <translation>ثلاث أوراق أو أكثر متتالية من النقش نفسه سلسلة. انقر على {cards} ثم اضغط «ارمِ».</translation>
        </message>
        <message>
            <source>Throw the whole run {cards}: click all three, then press Throw.</source>
            <translation>ارمِ السلسلة كلها {cards}: انقر على الأوراق الثلاث ثم اضغط «ارمِ».</translation>
        </message>
        <message>
            <source>Take a card again. {name}'s {card} would add 10 points to your hand, so click the stock.</source>
            <translation>خذ ورقة مرة أخرى. ورقة {name} {card} تضيف 10 نقاط إلى يدك، فانقر على الكومة.</translation>
        </message>
        <message>
            <source>The {card} would add 10 points: click the stock instead.</source>
            <translation>{card} تضيف 10 نقاط: انقر على الكومة بدلًا منها.</translation>
        </message>
        <message>
            <source>Your hand is worth {value}, as shown beside your cards. At {limit} or less you may call Yaniv at the start of your turn: press Yaniv!</source>
            <translation>قيمة يدك {value}، كما تظهر بجانب أوراقك. بـ{limit} أو أقل يمكنك أن تنادي يانيف في بداية دورك: اضغط «يانيف!».</translation>
        </message>
        <message>
            <source>Your hand is low enough: press Yaniv! instead.</source>
            <translation>يدك منخفضة بما يكفي: اضغط «يانيف!» بدلًا من ذلك.</translation>
        </message>
        <message>
            <source>Yaniv! You had {mine} and {name} {theirs}: the lowest hand wins the round. You score 0 and {name} scores {theirs}. Points add up; over 200 you are out. Press Next to deal a new round.</source>
            <translation>يانيف! كان معك {mine} ومع {name} {theirs}: أقل يد تربح الجولة. تسجّل 0 وتسجّل {name} {theirs}. النقاط تتراكم، ومن يتجاوز 200 يخرج. اضغط «التالي» لتوزيع جولة جديدة.</translation>
        </message>
        <message>
            <source>A new round: your hand is {value}, just at the limit. Call Yaniv again and see what happens.</source>
            <translation>جولة جديدة: قيمة يدك {value}، على الحد تمامًا. نادِ يانيف مرة أخرى وانظر ماذا يحدث.</translation>
        </message>
        <message>
            <source>Press Yaniv! now: this round shows what can go wrong.</source>
            <translation>اضغط «يانيف!» الآن: هذه الجولة تُريك ما قد يسوء.</translation>
        </message>
        <message>
            <source>Assaf! {name} had {theirs}, no more than your {mine} (a tie counts too). The caller is caught: you score {sum} and {name} scores 0. Call when the others are likely to hold more.</source>
            <translation>أساف! كان مع {name} {theirs}، ليس أكثر من {mine} لديك (والتعادل يُحسب أيضًا). أُمسك المنادي: تسجّل {sum} وتسجّل {name} 0. نادِ عندما يُرجَّح أن يكون مع الآخرين أكثر.</translation>
        </message>
        <message>
            <source>That is Yaniv: throw, take, keep your hand low and call at the right moment. Press Finish to play a real match.</source>
            <translation>هذه هي يانيف: ارمِ، وخذ، وأبقِ يدك منخفضة، ونادِ في اللحظة المناسبة. اضغط «إنهاء» لتلعب مباراة حقيقية.</translation>
        </message>
    </context>
    <context>
        <name>TutorialOverlay</name>
        <message>
            <source>Leave the tutorial</source>
            <translation>الخروج من الدرس</translation>
        </message>
        <message>
            <source>Stop the tutorial and play a real match</source>
            <translation>أوقف الدرس والعب مباراة حقيقية</translation>
        </message>
        <message>
            <source>Tutorial step</source>
            <translation>خطوة الدرس</translation>
        </message>
    </context>
    <context>
        <name>WatchBar</name>
        <message>
            <source>Resume</source>
            <translation>استئناف</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>إيقاف مؤقت</translation>
        </message>
        <message>
            <source>Stop the computer players after their move, or let them play on</source>
            <translation>أوقف لاعبي الحاسوب بعد حركتهم، أو دعهم يكملون اللعب</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>خطوة</translation>
        </message>
        <message>
            <source>While paused: the next move, one at a time</source>
            <translation>أثناء الإيقاف: الحركة التالية، واحدة في كل مرة</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>السرعة:</translation>
        </message>
        <message>
            <source>How fast the computer players move (the View menu's speed)</source>
            <translation>سرعة حركة لاعبي الحاسوب (السرعة في قائمة العرض)</translation>
        </message>
        <message>
            <source>Speed of the moves</source>
            <translation>سرعة الحركات</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>بطيء</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>عادي</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>سريع</translation>
        </message>
        <message>
            <source>Show all hands</source>
            <translation>أظهر كل الأيدي</translation>
        </message>
        <message>
            <source>Every player's cards face up, to follow their thinking</source>
            <translation>أوراق كل لاعب مكشوفة، لمتابعة تفكيره</translation>
        </message>
    </context>
    <context>
        <name>WelcomeDialog</name>
        <message>
            <source>New to Yaniv</source>
            <translation>جديد على يانيف</translation>
        </message>
        <message>
            <source>One gentle opponent (Beginner): learn the game and win your share</source>
            <translation>خصم واحد لطيف (مبتدئ): تعلّم اللعبة واربح نصيبك</translation>
        </message>
        <message>
            <source>I know the game</source>
            <translation>أعرف اللعبة</translation>
        </message>
        <message>
            <source>Three Intermediate opponents who keep pairs and runs and call with care</source>
            <translation>ثلاثة خصوم بمستوى متوسط يحتفظون بالأزواج والمتتاليات وينادون بحذر</translation>
        </message>
        <message>
            <source>Challenge me</source>
            <translation>تحدَّني</translation>
        </message>
        <message>
            <source>Three Expert opponents who read the table and know every scoring trick</source>
            <translation>ثلاثة خصوم خبراء يقرؤون الطاولة ويعرفون كل حيلة في العدّ</translation>
        </message>
        <message>
            <source>Welcome to Yaniv Desktop</source>
            <translation>مرحبًا بك في Yaniv Desktop</translation>
        </message>
        <message>
            <source>Welcome to Yaniv!</source>
            <translation>مرحبًا بك في يانيف!</translation>
        </message>
        <message>
            <source>Four quick choices and you are at the table. You can change any of them later.</source>
            <translation>أربعة اختيارات سريعة وتجلس إلى الطاولة. يمكنك تغيير أيٍّ منها لاحقًا.</translation>
        </message>
        <message>
            <source>Your &amp;name</source>
            <translation>اسمك</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>اسمك</translation>
        </message>
        <message>
            <source>The name shown for you at the table</source>
            <translation>الاسم الذي يظهر لك على الطاولة</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>اللغة</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>اللغة</translation>
        </message>
        <message>
            <source>The language of the whole game; it changes at once</source>
            <translation>لغة اللعبة كلها؛ تتغيّر فورًا</translation>
        </message>
        <message>
            <source>Difficulty</source>
            <translation>الصعوبة</translation>
        </message>
        <message>
            <source>&amp;Deck</source>
            <translation>الشدّة</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>الشدّة</translation>
        </message>
        <message>
            <source>The pictures on the cards; the Decks window has them all</source>
            <translation>الرسوم على الورق؛ تجدها كلها في نافذة الشدّات</translation>
        </message>
        <message>
            <source>You can open this screen again from the Help menu.</source>
            <translation>يمكنك فتح هذه الشاشة مرة أخرى من قائمة المساعدة.</translation>
        </message>
        <message>
            <source>Start playing</source>
            <translation>ابدأ اللعب</translation>
        </message>
        <message>
            <source>Deal the first match with these choices</source>
            <translation>وزّع أول مباراة بهذه الاختيارات</translation>
        </message>
        <message>
            <source>Skip</source>
            <translation>تخطٍّ</translation>
        </message>
        <message>
            <source>Close this screen and keep the game as it is</source>
            <translation>أغلق هذه الشاشة وأبقِ اللعبة كما هي</translation>
        </message>
    </context>
    <context>
        <name>WinRateChart</name>
        <message>
            <source>win rate per day</source>
            <translation>نسبة الفوز في اليوم</translation>
        </message>
        <message>
            <source>win rate per week</source>
            <translation>نسبة الفوز في الأسبوع</translation>
        </message>
        <message>
            <source>win rate per month</source>
            <translation>نسبة الفوز في الشهر</translation>
        </message>
        <message>
            <source>matches finished (most in one day: {most})</source>
            <translation>المباريات المنتهية (الأكثر في يوم واحد: {most})</translation>
        </message>
        <message>
            <source>matches finished (most in one week: {most})</source>
            <translation>المباريات المنتهية (الأكثر في أسبوع واحد: {most})</translation>
        </message>
        <message>
            <source>matches finished (most in one month: {most})</source>
            <translation>المباريات المنتهية (الأكثر في شهر واحد: {most})</translation>
        </message>
        <message>
            <source>Your win rate in each period; the bars show how many matches you finished</source>
            <translation>نسبة فوزك في كل فترة؛ الأعمدة تبيّن عدد المباريات التي أنهيتها</translation>
        </message>
        <message>
            <source>Finish a match to see your win rate over time</source>
            <translation>أنهِ مباراة لترى نسبة فوزك عبر الزمن</translation>
        </message>
    </context>
    <context>
        <name>WindowOpener</name>
        <message>
            <source>{file}: decks can only be added when the app can save.</source>
            <translation>{file}: لا يمكن إضافة الشدّات إلا عندما يستطيع التطبيق الحفظ.</translation>
        </message>
        <message>
            <source>About Yaniv Desktop</source>
            <translation>حول Yaniv Desktop</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Yaniv Desktop {version}&lt;/h3&gt;&lt;p&gt;Yaniv, the card game, played offline against computer opponents, with house rules from Israel, the Arab world, Sweden, the Netherlands and Nepal, and family decks drawn by this project.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Yaniv Desktop {version}&lt;/h3&gt;&lt;p&gt;يانيف، لعبة الورق، تُلعب دون اتصال ضد خصوم من الكمبيوتر، بقواعد بيتية من إسرائيل والعالم العربي والسويد وهولندا ونيبال، وبشدّات عائلية رسمها هذا المشروع.&lt;/p&gt;</translation>
        </message>
    </context>
</TS>
