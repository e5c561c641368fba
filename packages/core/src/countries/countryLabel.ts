/**
 * Country names are title-cased (spec 01 §9), e.g. "UNITED KINGDOM" -> "United Kingdom".
 * Joining words stay lower case inside a name ("Bosnia and Herzegovina", "Isle of Man"), a few
 * well-known abbreviations stay upper case ("USA", "UK"), and elided articles keep the next letter
 * capital ("Côte d'Ivoire").
 */
const LOWER_WORDS: ReadonlySet<string> = new Set([
  'and',
  'of',
  'the',
  'da',
  'de',
  'del',
  'des',
  'du',
  'la',
  'le',
  'y',
]);
const UPPER_WORDS: ReadonlySet<string> = new Set(['usa', 'us', 'uk', 'uae', 'u.s.', 'u.k.', 'dr']);

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

function titleCaseWord(word: string, isFirst: boolean): string {
  const lower = word.toLowerCase();
  if (UPPER_WORDS.has(lower)) return lower.toUpperCase();
  if (!isFirst && LOWER_WORDS.has(lower)) return lower;
  const elided = /^([dl])'(.+)$/.exec(lower);
  if (elided?.[1] && elided[2])
    return `${isFirst ? elided[1].toUpperCase() : elided[1]}'${capitalise(elided[2])}`;
  return capitalise(lower);
}

export function titleCaseCountry(label: string): string {
  let index = 0;
  // Words are runs between spaces, hyphens, slashes and brackets; the separators are kept as they are.
  return label
    .trim()
    .split(/([\s\-/(),]+)/)
    .map((part) => {
      if (part === '' || /^[\s\-/(),]+$/.test(part)) return part;
      return titleCaseWord(part, index++ === 0);
    })
    .join('');
}

export type CountryLabelSize = 'regular' | 'medium' | 'small';

/** spec 02 §9: names of 7-21 characters use a medium font and 22 or more a small font. */
export function countryLabelSize(label: string): CountryLabelSize {
  const length = label.trim().length;
  if (length >= 22) return 'small';
  if (length >= 7) return 'medium';
  return 'regular';
}
