/**
 * How the postal service writes a street line or a city (designed, for the address verification's
 * suggestion): words in title case, single spaces, and the tokens that have their own standard case kept in
 * it: directionals (N, NW, and the French O, NO, SO), unit designators (Apt, Ste, Unit, #), unit and
 * house numbers (4B, 221B) and ordinals (1st, 2e). State and province codes are capitals. Pure.
 */

/** Compass directionals, English and French (ouest: O, NO, SO), written in capitals. */
const DIRECTIONALS = ['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW', 'O', 'NO', 'SO'];

/** Unit designators and street-type abbreviations in their standard spelling (USPS Publication 28, Canada Post). */
const STANDARD_WORDS = [
  'Apt',
  'Ste',
  'Unit',
  'Bldg',
  'Fl',
  'Rm',
  'Dept',
  'Lot',
  'Trlr',
  'Ph',
  'App',
  'Bur',
  // Post office box and rural route (billing lines, and shipping ones the post delivers).
  'PO',
  'RR',
];

const WORDS: ReadonlyMap<string, string> = new Map(
  [...DIRECTIONALS, ...STANDARD_WORDS].map((word) => [word.toUpperCase(), word]),
);

/** 1st, 2nd, 23rd, 4th; French 1er, 1re, 2e, 3ème. */
const ORDINAL = /^(\d+)(st|nd|rd|th|er|re|e|ème|eme)$/iu;

function titleWord(word: string): string {
  // Hyphenated and apostrophe parts each start with a capital (Saint-Laurent, O'Neil).
  return word
    .toLowerCase()
    .replace(/(^|[-'’])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}

/** One space-free token in its standard case. */
function standardToken(token: string): string {
  // A leading # (unit number: #4b) keeps its number in capitals.
  if (token.startsWith('#')) return `#${token.slice(1).toUpperCase()}`;
  const bare = token.replace(/[.,]+$/u, '');
  const trail = token.slice(bare.length);
  const known = WORDS.get(bare.toUpperCase());
  if (known) return known + trail;
  const ordinal = ORDINAL.exec(bare);
  if (ordinal) return `${ordinal[1]}${(ordinal[2] ?? '').toLowerCase()}${trail}`;
  // A number with letters (221b, 4b, 12-a) is a unit or house number: capitals.
  if (/^\d/u.test(bare)) return bare.toUpperCase() + trail;
  return titleWord(bare) + trail;
}

/** A street line or city as the postal service writes it: trimmed, single spaces, each token in its case. */
export function standardAddressCase(text: string): string {
  return text.trim().split(/\s+/u).filter(Boolean).map(standardToken).join(' ');
}

/** A state or province code (wa, Qc) in capitals; a name (a server rule may allow one) as it was typed. */
export function standardRegionCode(province: string): string {
  const trimmed = province.trim();
  return /^[a-z]{2,3}$/iu.test(trimmed) ? trimmed.toUpperCase() : trimmed;
}
