import { type HsNomenclature, type HsSubheading, hsNomenclature } from './hsNomenclature';

/**
 * Suggestions of HS subheadings for an item's description ("cotton t-shirts" → 6109.10), beyond the
 * spec (issue 10): a small inverted index over the words of each subheading, its heading and its
 * chapter, built once in memory (about 5,600 documents, tens of milliseconds) and searched in well
 * under a millisecond, so it runs on the request's thread.
 *
 * Ranking, in order: how many of the typed words a subheading matches (all of them first), then the
 * sum of each word's weight — rarer words count more (inverse document frequency), and a word counts
 * 4× in the goods a subheading names (its description up to the first ";": "Cycles; parts thereof"),
 * 3× in the rest of its description, 2× in its heading and 1× in its chapter; where it is in several,
 * the best counts whole and the others half, so a subheading whose heading and chapter are about the
 * word too comes first ("ceramic" → chapter 69, not a uranium compound that mentions ceramics); a long
 * description counts a little less, as in BM25 —
 * then code order. A word also matches the longer words it begins ("knit" → knitted) at a lower
 * weight. Digits search codes instead: "8471" lists the subheadings of heading 8471.
 */

/** Words that tell nothing about goods: the nomenclature is full of them ("other than", "whether or not"). */
const STOP_WORDS = new Set(
  (
    'a an and or of the for with without in on not other others than whether but by to its their ' +
    'from at as be such kind nes nec thereof including excluding incl excl no into per if any article'
  ).split(' '),
);

/** A word's field weights: the goods named, the rest of the description, the heading, the chapter. */
const FIELD_WEIGHTS = [4, 3, 2, 1] as const;
/** What a word's other fields add to its best one. */
const OTHER_FIELDS_FACTOR = 0.5;
/** How much a description's length tempers its words (BM25's b): a little. */
const LENGTH_DAMPING = 0.1;

/**
 * Everyday words the nomenclature does not use, and the words it uses for them (Decision: a short list
 * of what shippers type most, kept beside the rules that read it). A single word is an alternative of
 * the typed one ("shoe" matches shoe or footwear); several words replace it ("laptop" looks for a
 * portable automatic data processing machine); the typed word then counts half.
 */
const EVERYDAY_WORDS: Readonly<Record<string, string>> = {
  laptop: 'portable automatic data processing machines',
  computer: 'automatic data processing machines',
  pc: 'automatic data processing machines',
  cellphone: 'cellular telephone',
  phone: 'telephone',
  mobile: 'cellular',
  tv: 'television',
  sneaker: 'sports footwear',
  trainer: 'sports footwear',
  shoe: 'footwear',
  boot: 'footwear',
  mug: 'tableware',
  sweater: 'pullovers',
  jumper: 'pullovers',
  hoodie: 'pullovers',
  jewelry: 'jewellery',
  bike: 'cycles',
  bicycle: 'cycles',
  wooden: 'wood',
};
/** A typed word that only begins an indexed word counts this much of a whole match. */
const PREFIX_FACTOR = 0.6;
/** A typed word that has an everyday alternative counts this much beside it. */
const TYPED_WORD_FACTOR = 0.5;
/** Typed words shorter than this match whole words only (2 letters would begin hundreds). */
const PREFIX_MIN_LENGTH = 3;

/**
 * A light English stemmer for the nomenclature's plurals: "batteries" → battery, "boxes" → box,
 * "shoes" and "shoe" → sho, "machines" → machin. Both the index and the query go through it, so a
 * word meets itself whatever its number.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('es')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/**
 * The index words of a text: lower case without accents, possessives dropped ("men's" → men), a
 * hyphenated word both whole and in parts ("t-shirts" → tshirt, shirt), stop words and single
 * letters left out, each stemmed.
 */
export function indexWords(text: string): string[] {
  // Accents are taken off only where there are any (most of the nomenclature is ASCII).
  const ascii = /^[\x20-\x7e]*$/.test(text) ? text : text.normalize('NFD').replace(/\p{M}/gu, '');
  const plain = ascii.toLowerCase().replace(/['’]s\b/g, '');
  const words: string[] = [];
  for (const match of plain.matchAll(/[a-z0-9]+(?:-[a-z0-9]+)*/g)) {
    const word = match[0];
    const parts = word.split('-');
    const candidates = parts.length > 1 ? [parts.join(''), ...parts] : parts;
    for (const candidate of candidates) {
      if (candidate.length < 2 || STOP_WORDS.has(candidate)) continue;
      words.push(stem(candidate));
    }
  }
  return words;
}

interface Postings {
  docs: number[];
  weights: number[];
}

export interface HsSearchIndex {
  search(query: string, limit: number): HsSubheading[];
}

export function createHsSearchIndex(nomenclature: HsNomenclature): HsSearchIndex {
  const docs = nomenclature.subheadings;
  // Headings and chapters repeat under each of their subheadings: their words are read once.
  const wordsOf = new Map<string, string[]>();
  const cached = (code: string, text: string) => {
    const known = wordsOf.get(code);
    if (known) return known;
    const words = indexWords(text);
    wordsOf.set(code, words);
    return words;
  };
  const fieldsOf = (doc: HsSubheading) => [
    indexWords(doc.description.split(';')[0] as string),
    indexWords(doc.description.slice((doc.description.split(';')[0] as string).length)),
    cached(doc.heading.code, doc.heading.description),
    cached(doc.chapter.code, doc.chapter.description),
  ];
  const fields = docs.map(fieldsOf);
  const average = FIELD_WEIGHTS.map(
    (_, f) => fields.reduce((sum, doc) => sum + (doc[f] as string[]).length, 0) / Math.max(docs.length, 1),
  );
  const postings = new Map<string, Postings>();
  fields.forEach((docFields, index) => {
    // Per word: its best field's weight and the sum over its fields.
    const byWord = new Map<string, { best: number; sum: number }>();
    docFields.forEach((words, f) => {
      const damping = 1 - LENGTH_DAMPING + (LENGTH_DAMPING * words.length) / (average[f] || 1);
      const weight = (FIELD_WEIGHTS[f] as number) / damping;
      for (const word of new Set(words)) {
        const seen = byWord.get(word);
        if (seen) {
          seen.best = Math.max(seen.best, weight);
          seen.sum += weight;
        } else byWord.set(word, { best: weight, sum: weight });
      }
    });
    for (const [word, { best, sum }] of byWord) {
      const weight = best + OTHER_FIELDS_FACTOR * (sum - best);
      const list = postings.get(word) ?? { docs: [], weights: [] };
      postings.set(word, list);
      list.docs.push(index);
      list.weights.push(weight);
    }
  });
  const vocabulary = [...postings.keys()].sort();
  const idf = new Map<string, number>();
  for (const [word, list] of postings) idf.set(word, Math.log(1 + docs.length / list.docs.length));

  /** Indexed words that begin with `prefix` (the vocabulary is sorted: one binary search, then a run). */
  function wordsStartingWith(prefix: string): string[] {
    let low = 0;
    let high = vocabulary.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((vocabulary[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let i = low; i < vocabulary.length && (vocabulary[i] as string).startsWith(prefix); i++) {
      found.push(vocabulary[i] as string);
    }
    return found;
  }

  function byCode(digits: string, limit: number): HsSubheading[] {
    return docs.filter((doc) => doc.code.startsWith(digits.slice(0, 6))).slice(0, limit);
  }

  return {
    search(query, limit) {
      const digits = query.replace(/[\s.]/g, '');
      if (/^\d{2,}$/.test(digits)) return byCode(digits, limit);
      const terms = queryTerms(query);
      if (terms.length === 0) return [];
      const score = new Float64Array(docs.length);
      const matched = new Uint8Array(docs.length);
      for (const alternatives of terms) {
        // Each document takes the best way this term matches it: a word or its alternative, whole or
        // as the beginning of a longer word.
        const best = new Map<number, number>();
        for (const [n, term] of alternatives.entries()) {
          // A typed word with an everyday alternative mostly meets it by chance ("shoe lasts"): the
          // nomenclature's own word leads.
          const typedFactor = alternatives.length > 1 && n === 0 ? TYPED_WORD_FACTOR : 1;
          const variants = term.length >= PREFIX_MIN_LENGTH ? wordsStartingWith(term) : [term];
          for (const word of variants) {
            const list = postings.get(word);
            if (!list) continue;
            const factor = typedFactor * (idf.get(word) ?? 0) * (word === term ? 1 : PREFIX_FACTOR);
            for (let i = 0; i < list.docs.length; i++) {
              const doc = list.docs[i] as number;
              const value = factor * (list.weights[i] as number);
              if (value > (best.get(doc) ?? 0)) best.set(doc, value);
            }
          }
        }
        for (const [doc, value] of best) {
          score[doc] = (score[doc] as number) + value;
          matched[doc] = (matched[doc] as number) + 1;
        }
      }
      const hits: number[] = [];
      for (let doc = 0; doc < docs.length; doc++) if ((matched[doc] as number) > 0) hits.push(doc);
      hits.sort(
        (a, b) =>
          (matched[b] as number) - (matched[a] as number) ||
          (score[b] as number) - (score[a] as number) ||
          a - b,
      );
      return hits.slice(0, limit).map((doc) => docs[doc] as HsSubheading);
    },
  };
}

const everyday = new Map(
  Object.entries(EVERYDAY_WORDS).map(([word, words]) => [stem(word), indexWords(words)]),
);

/** The typed words, each with its alternatives (EVERYDAY_WORDS); a word that several replace gives several terms. */
function queryTerms(query: string): string[][] {
  const terms: string[][] = [];
  const seen = new Set<string>();
  const add = (alternatives: string[]) => {
    const key = alternatives.join(' ');
    if (!seen.has(key)) {
      seen.add(key);
      terms.push(alternatives);
    }
  };
  for (const word of indexWords(query)) {
    const instead = everyday.get(word);
    if (!instead) add([word]);
    else if (instead.length === 1) add([word, instead[0] as string]);
    else for (const replacement of instead) add([replacement]);
  }
  return terms;
}

let shared: HsSearchIndex | undefined;

/** The index over the nomenclature, built on first use. */
export function hsSearchIndex(): HsSearchIndex {
  shared ??= createHsSearchIndex(hsNomenclature());
  return shared;
}
