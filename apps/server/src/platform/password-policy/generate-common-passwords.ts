/**
 * Writes common-passwords.txt (see README.md beside it): `npx tsx apps/server/src/platform/password-policy/generate-common-passwords.ts`.
 * Deterministic: the same source always writes the same file, so a change to the list shows as a reviewable diff.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const listSize = 10_000;

/** Passwords that top the published breach-corpus rankings (RockYou, SplashData and NordPass yearly lists, NCSC top 100k). */
const wellKnown = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123 football monkey letmein
696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321 superman 1qaz2wsx 7777777 121212 000000
qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger sunshine
iloveyou 2000 charlie robert thomas hockey ranger daniel starwars klaster 112233 george computer michelle jessica pepper
1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua cheese amanda summer
love ashley nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix william corvette
hello martin heather secret merlin diamond 1234qwer gfhjkm hammer silver 222222 88888888 anthony justin test bailey q1w2e3r4t5
patrick internet scooter orange 11111 golfer cookie richard samantha bigdog guitar jackson whatever mickey chicken sparky
snoopy maverick phoenix camaro peanut morgan welcome falcon cowboy ferrari samsung andrea smokey steelers joseph mercedes
dakota arsenal eagles melissa boomer booboo spider nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo
bulldog qwer1234 compaq purple hardcore banana junior hannah 123654 porsche lakers iceman money cowboys 987654 london
tennis 999999 ncc1701 coffee scooby 0000 miller boston q1w2e3r4 brandon yamaha chester mother forever johnny edward 333333
oliver redsox player nikita knight fender barney midnight please brandy chicago badboy slayer rangers charles angel flower
bigdaddy rabbit wizard jasper enter rachel chris steven winner adidas victoria natasha 1q2w3e4r jasmine winter prince
panties marine ghbdtn fishing cocacola casper james 232323 raiders 888888 marlboro gandalf asdfasdf crystal 87654321 12344321
golden 8675309 panther lauren angela thx1138 angels madison winston shannon mike toyota blowme jaguar dolphin bonnie
samuel magic 101010 blink182 rockyou babygirl lovely 1q2w3e iloveu friends butterfly liverpool loveme anthony carlos
bubbles hannah pretty basketball tweety playboy elizabeth hottie tinkerbell barbie lovers teamo brandon eminem danielle
family jonathan vanessa naruto sweety spongebob softball daniela mickey princesa alexandra alexis jesus estrella miguel
beautiful mylove poohbear adrian alexander destiny christian sayang america dancer monica princess1 carolina louise
789456 shorty nathan gabriel cherry sandra alejandro brittany alejandra patricia tequiero arsenal antonio stephanie
sweetie beauty honey 00000 fernando pokemon corazon cristina rainbow kisses manuel myspace rebelde angel1 ricardo babygurl
heaven 55555 greenday november alyssa september december mariposa maria gabriela iloveyou2 jeremy pamela kimberly gemini
pictures sophie jessie hellokitty claudia babygirl1 angelica mariana eduardo andres courtney kissme ronaldo iloveyou1
precious october inuyasha peaches veronica 456789 sebastian rebecca jackie spiderman christopher karina hotmail 0123456789
school barcelona august orlando cameron slipknot cutiepie monkey1 50cent bonita kevin babyboy kitten karen isabel natalie
javier 789456123 sarah bowwow portugal laura marvin denise volleyball rockstar january alicia nicholas flowers cristian
tintin bianca chrisbrown internet sweet strawberry garfield dennis francis cassie benfica love123 lollipop olivia cancer
camila superstar harrypotter ihateyou monique vincent christine apples scorpio jordan23 lorena andreea katherine charmed
abigail rafael icecream mexico brianna nirvana aaliyah pookie johncena lovelove abcdef benjamin gangsta brooke hiphop
mybaby sergio metallica julian travis myspace1 babyblue sabrina michael1 jeffrey stephen catherine fernanda westlife
blondie sasuke smiley simple melanie steaua dolphins roberto fluffy teresa piglet ronald asdfghjkl minnie newyork jason
raymond santiago jayson 5201314 jerome muffin gatita 246810 sweetheart chivas ladybug kitty popcorn alberto valeria cookies
leslie jenny nicole1 12345678910 leonardo jayjay liliana dexter 232323 amores rockon christ babydoll anthony1 marcus
fatima miamor lover chris1 single eeyore lalala 252525 skittles brooklyn colombia 159357 teddybear winnie happy manutd
123456a britney katrina christina cocacola mahal grace linda albert tatiana london cantik 0123456 teiubesc 147258369
charlotte natalia francisco amorcito smile paola angelito manchester hahaha elephant mommy1 shelby 147258 kelsey genesis
amigos snickers xavier turtle marlon linkinpark claire stupid 147852 garcia diego 444444 sharon spider iverson andrei
justine frankie pimpin disney fashion soccer1 bestfriend england hermosa 456123 bandit danny allison emily 102030 lucky
mariah unicorn password1 password123 passw0rd p@ssw0rd p@ssword pa55word pa$$word passwort motdepasse contraseña senha
qwerty123 qwerty1 qwerty12 1q2w3e4r5t 1q2w3e4r5t6y zaq12wsx !qaz2wsx zaq1xsw2 qwe123 admin admin123 administrator root
toor welcome1 welcome123 letmein1 changeme secret123 default guest test123 testing login abc12345 aa123456 a123456 1a2b3c
a1b2c3 asdf1234 1qazxsw2 iloveyou123 qazwsxedc qweasdzxc 1qaz2wsx3edc qwertyui poiuytrewq mnbvcxz asdfghjk zxcvbnm123
azerty azertyuiop qwertz 123abc abcd1234 abc123456 112233445566 11223344 123qweasd qweasd qwaszx 1234abcd password12
superman1 batman123 football1 baseball1 princess123 sunshine1 shadow1 master123 dragon123 monkey123 letmein123
trustno1! iloveyou! password! welcome! starwars1 pokemon123 minecraft roblox fortnite freefire pubg fifa2020 google
facebook instagram whatsapp youtube yahoo gmail outlook apple iphone android samsung123 nokia huawei xiaomi lenovo
microsoft windows linux ubuntu oracle mysql postgres server network wireless wifi router modem cisco netgear
`;

/** Common Arabic words, names and places as typed on a Latin keyboard, the way Saudi users' leaked passwords use them. */
const arabicLatin = `
allah mohammed muhammad mohamed mohammad mohamad ahmed ahmad ali omar umar khaled khalid abdullah abdallah hassan hasan
hussein husain fatima fatimah aisha aysha mariam maryam noura nora sara sarah saudi ksa riyadh riyad jeddah jedda makkah
mecca madinah medina dammam khobar taif tabuk abha hail qassim buraidah najran jazan yanbu alhilal hilal alnassr nassr
nasr ittihad alittihad alahli ahli alshabab shabab habibi habibti hayati 7abibi 7obi 7ayati bismillah alhamdulillah
alhamdulilah inshallah mashallah subhanallah salam salaam assalam islam muslim quran ramadan eid falcon sultan amir
ameer malik saqr shahad layan lama reem dana joud jood yousef yusuf youssef ibrahim abdulaziz abdulrahman abdalrahman
faisal fahad fahd turki nasser saud salman nawaf bandar majed majid mansour saleh salih sultana hamad hamed hamid
mishal meshal mutlaq naif nayef rakan rayan ryan ziyad ziad waleed walid yasser yaser zaid zayed badr bader tariq tarek
talal hamza hamzah anas osama usama othman uthman bilal karim kareem jamal kamal adel adil fares faris nawal hind hanan
huda lina lujain lulwa manal mona muna nada nouf norah rahaf rawan razan ruba shahd shaden wafa wejdan yara haifa hessa
latifa lateefa munira jawaher alanoud anood ghada ghadeer amal asma asmaa basma dalal deema dima eman iman ghaida haya
mashael modhi reema rana raghad jana judy malak marwa tala
`;

/** The words people build passwords from, combined below with the suffixes people add to them. */
const stems = `
password passw0rd p@ssw0rd pass qwerty abc iloveyou welcome admin letmein monkey dragon sunshine princess football
baseball master shadow superman batman trustno1 love hello secret freedom soccer hunter killer michael jordan charlie
summer winter angel flower tiger lion eagle falcon star moon sun sky blue red green black white gold silver diamond
king queen boss lucky happy smile money dollar riyal family friend baby honey sweet cool crazy magic power ninja
pokemon naruto sasuke goku football madrid barcelona realmadrid liverpool chelsea arsenal manutd juventus milan messi
ronaldo neymar zidane google facebook apple samsung nokia iphone android computer internet system server database
test user guest login access support office company hotel school college student teacher doctor nurse police army
`;

/** Ordered by how often they end leaked passwords; with the list's size fixed, the rarer ones are cut. */
const suffixes = [
  '1',
  '123',
  '12',
  '1234',
  '2024',
  '12345',
  '2025',
  '2023',
  '123456',
  '786',
  '!',
  '@123',
  '2022',
  '2020',
  '2021',
  '2026',
  '1447',
  '1446',
  '1445',
  '966',
  '2',
  '7',
  '11',
  '99',
  '00',
  '01',
  '007',
  '69',
  '13',
  '22',
  '23',
  '21',
  '88',
  '77',
  '@',
  '#',
  '!!',
  '1!',
  '123!',
  '@1234',
  '#1',
  '_123',
  '.123',
  '321',
  '111',
  '000',
  '2000',
  '2001',
  '2005',
  '2010',
  '2015',
  '2018',
  '2019',
  '1990',
  '1995',
  '1400',
  '1440',
  '3',
  '05',
  '050',
  '055',
];

const keyboardWalks = `
qwerty qwertyu qwertyui qwertyuio qwertyuiop asdfgh asdfghj asdfghjk asdfghjkl zxcvbn zxcvbnm 1qaz2wsx 1qaz2wsx3edc
1qaz2wsx3edc4rfv qazwsx qazwsxedc qazwsxedcrfv qweasd qweasdzxc qweasdzxc123 1q2w3e 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y
1q2w3e4r5t6y7u 1q2w3e4r5t6y7u8i9o0p q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 zaq1xsw2 zaq12wsx zaq1zaq1 xsw2zaq1 !qaz@wsx
!qaz2wsx 1qazxsw2 2wsx3edc 3edc4rfv qwer1234 qwert12345 asdf1234 zxcv1234 1234qwer 1234asdf 12345qwert 123qwe
123qweasd 123qweasdzxc qwe123 qwe123qwe asd123 zxc123 poiuyt poiuytrewq lkjhgf lkjhgfdsa mnbvcx mnbvcxz ytrewq
qwertyqwerty asdasd asdasdasd qweqwe qweqweqwe zxczxc 147258369 159357 159753 147852369 789456123 741852963 963852741
123654789 258456 2580 852456 456852 14789632 12369874 78963214 1596321 3571 7410 qazxsw wsxedc edcrfv rfvtgb tgbyhn
yhnujm 1qa2ws3ed 1qa2ws3ed4rf qawsed qawsedrf aqswde aqwzsx azerty azertyuiop wxcvbn qwertz qwertzuiop
`;

function words(block: string): string[] {
  return block.split(/\s+/).filter(Boolean);
}

function digitFamilies(): string[] {
  const out: string[] = [];
  const ascending = '01234567890123456789';
  const descending = '98765432109876543210';
  for (let length = 6; length <= 12; length += 1) {
    for (let digit = 0; digit <= 9; digit += 1) out.push(String(digit).repeat(length));
    for (let start = 0; start <= 9; start += 1) {
      out.push(ascending.slice(start, start + length));
      out.push(descending.slice(start, start + length));
    }
  }
  // Alternating pairs (121212…) and repeated triples (123123…) of every digit combination.
  for (let length = 6; length <= 12; length += 1) {
    for (let a = 0; a <= 9; a += 1) {
      for (let b = 0; b <= 9; b += 1) {
        if (a !== b) out.push(`${a}${b}`.repeat(length).slice(0, length));
      }
    }
  }
  for (let a = 0; a <= 9; a += 1) {
    out.push(`${a}${a}${(a + 1) % 10}${(a + 1) % 10}${(a + 2) % 10}${(a + 2) % 10}`);
    out.push(`${a}${(a + 1) % 10}${(a + 2) % 10}`.repeat(3));
    out.push(`${a}${(a + 1) % 10}${(a + 2) % 10}`.repeat(4));
  }
  return out;
}

function years(): string[] {
  const out: string[] = [];
  for (let year = 1950; year <= 2030; year += 1) out.push(String(year));
  for (let year = 1380; year <= 1450; year += 1) out.push(String(year));
  return out;
}

/** Saudi mobile numbers made of one repeated or sequential pattern (0500000000, 0555555555, 0512345678 …). */
function mobilePatterns(): string[] {
  const out: string[] = [];
  for (const prefix of ['050', '053', '054', '055', '056', '058', '059']) {
    for (let digit = 0; digit <= 9; digit += 1) out.push(`${prefix}${String(digit).repeat(7)}`);
    out.push(`${prefix}1234567`, `${prefix}7654321`);
  }
  return out;
}

export function buildCommonPasswords(): string[] {
  const ordered: string[] = [...words(wellKnown), ...words(keyboardWalks), ...digitFamilies(), ...years(), ...mobilePatterns()];
  const stemList = words(stems);
  const arabicList = words(arabicLatin);
  ordered.push(...arabicList);
  // Most common suffixes first, each on every stem and Arabic word; the list is cut where it reaches its size.
  for (const suffix of suffixes) for (const stem of [...stemList, ...arabicList]) ordered.push(`${stem}${suffix}`);
  for (const stem of [...stemList, ...arabicList]) ordered.push(`${stem}${stem}`, `${stem}123456789`);

  const seen = new Set<string>();
  const list: string[] = [];
  for (const entry of ordered) {
    const normalised = entry.toLowerCase();
    if (seen.has(normalised)) continue;
    seen.add(normalised);
    list.push(normalised);
    if (list.length === listSize) break;
  }
  if (list.length < listSize) throw new Error(`only ${list.length} distinct entries; add words or suffixes`);
  return list;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = fileURLToPath(new URL('./common-passwords.txt', import.meta.url));
  writeFileSync(target, `${buildCommonPasswords().join('\n')}\n`);
  process.stdout.write(`wrote ${listSize} passwords to ${target}\n`);
}
