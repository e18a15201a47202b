import type { Lang, Understood } from '@talanty/contract';
import snowball from 'snowball-stemmers';
import { searchKey } from '../../lib/search-key.ts';
import { PLACE_PREPOSITIONS, STOP_WORDS, SYNONYMS } from './search.synonyms.ts';

/**
 * The product's own words, so that the search box understands a sentence: «вокалистка из Казани»
 * is the singer talent, women, and the city of Kazan. Built once from the glossary (talents, tools,
 * styles, services with their families, countries, regions, cities) and the synonyms, every name
 * split into words and each word stemmed (Snowball, Russian or English by its letters), so any
 * grammatical form matches. A query is read left to right, the longest phrase first; stop words
 * are dropped; what is left is searched as text.
 */

export type ConceptKind = Understood['kind'];

export type Concept = {
  kind: ConceptKind;
  codes: string[];
  name: { ru: string; en: string };
  sex?: 'M' | 'F';
  /** Places match their exact name, or any form after a preposition («в Москве»): a surname such as «Иванов» is not the town of Иваново. */
  place: boolean;
  /** Larger wins between two places of one name (population). */
  weight: number;
};

/** What a vocabulary is built from (the glossary's rows). */
export type VocabularySource = {
  talents: { code: string; nameRu: string; nameEn: string }[];
  tools: { code: string; typeCode: string; nameRu: string; nameEn: string }[];
  styles: { code: string; typeCode: string; nameRu: string; nameEn: string }[];
  services: { code: string; typeCode: string; nameRu: string; nameEn: string }[];
  /** Families (reference_types) of tools, styles and services. */
  families: { domain: string; code: string; nameRu: string; nameEn: string }[];
  countries: { code: string; nameRu: string; nameEn: string }[];
  regions: { code: string; nameRu: string; nameEn: string }[];
  cities: { code: string; nameRu: string | null; nameEn: string; population: number }[];
};

const ru = snowball.newStemmer('russian');
const en = snowball.newStemmer('english');
const CYRILLIC = /[а-я]/;
const LATIN = /[a-z]/;

/** A word as the vocabulary keeps it: the search key (lower case, ё as е), stemmed by its alphabet. */
export function stem(word: string): string {
  if (CYRILLIC.test(word)) return ru.stem(word);
  if (LATIN.test(word) && !/\d/.test(word)) return en.stem(word);
  return word;
}

/** A token of typed text: its search key and where it stands in the text. */
type Token = { key: string; start: number; end: number };
const WORD = /[\p{L}\p{N}&+#]+/gu;

/** The words of a text with their places; dashes, dots and commas separate words («хип-хоп»). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const key = searchKey(m[0]);
    if (key) tokens.push({ key, start: m.index, end: m.index + m[0].length });
  }
  return tokens;
}

/** A name's phrase: its words without what stands in brackets («Бас-профундо (октавист)»). */
const phraseWords = (name: string) => tokenize(name.replace(/\([^)]*\)/g, ' ')).map((t) => t.key);

/** Priority when one phrase names several things: the earlier kind wins. */
const KIND_ORDER: ConceptKind[] = ['talent', 'style', 'tool', 'service', 'country', 'city', 'region'];
/** At most this many words in one phrase. */
const MAX_PHRASE = 4;

export type Vocabulary = {
  /** Stemmed phrase -> the concept it names. */
  phrases: Map<string, Concept>;
  /** Exact phrase (search keys, not stemmed) of each place: «иваново» matches, «иванов» does not. */
  exactPlaces: Set<string>;
  /** For suggestions: each concept's words as typed, by search key (not stemmed). */
  entries: { key: string; concept: Concept }[];
};

export function buildVocabulary(src: VocabularySource): Vocabulary {
  const phrases = new Map<string, Concept>();
  const exactPlaces = new Set<string>();
  const entries: { key: string; concept: Concept }[] = [];
  const seenEntries = new Set<string>();

  const better = (a: Concept, b: Concept) => {
    const ka = KIND_ORDER.indexOf(a.kind);
    const kb = KIND_ORDER.indexOf(b.kind);
    return ka !== kb ? ka < kb : a.weight > b.weight;
  };

  function add(words: string[], concept: Concept, suggest = true) {
    if (words.length === 0 || words.length > MAX_PHRASE) return;
    // A one-word phrase of one or two letters would catch initials and prepositions; only synonyms may («dj»).
    const key = words.map(stem).join(' ');
    const existing = phrases.get(key);
    if (!existing || better(concept, existing)) phrases.set(key, concept);
    else if (
      existing.kind === concept.kind &&
      !existing.place &&
      existing.sex === concept.sex &&
      existing !== concept
    ) {
      // One word for two things of a kind («альт»: the viola and the child's alto): either matches.
      phrases.set(key, { ...existing, codes: [...new Set([...existing.codes, ...concept.codes])] });
    }
    if (concept.place) exactPlaces.add(words.join(' '));
    const entryKey = `${words.join(' ')}|${concept.kind}|${concept.codes.join(',')}`;
    if (suggest && !seenEntries.has(entryKey)) {
      seenEntries.add(entryKey);
      entries.push({ key: words.join(' '), concept });
    }
  }

  const named = (
    kind: ConceptKind,
    codes: string[],
    n: { nameRu: string | null; nameEn: string },
    weight = 0,
  ): Concept => ({
    kind,
    codes,
    name: { ru: n.nameRu ?? n.nameEn, en: n.nameEn },
    place: kind === 'city' || kind === 'region' || kind === 'country',
    weight,
  });

  /** Every name in both languages; comma-separated alternatives («Концерт, выступление») each. */
  function addNames(concept: Concept, names: (string | null)[]) {
    for (const name of names) {
      if (!name) continue;
      for (const part of name.split(/[,/]/)) add(phraseWords(part), concept);
    }
  }

  const talentCodes = new Set(src.talents.map((t) => t.code));
  const byCode = {
    tool: new Map(src.tools.map((t) => [t.code, t])),
    style: new Map(src.styles.map((t) => [t.code, t])),
    service: new Map(src.services.map((t) => [t.code, t])),
  };
  const familyCodes = (kind: 'tool' | 'style' | 'service', family: string) =>
    [...byCode[kind].values()].filter((t) => t.typeCode === family).map((t) => t.code);

  // Synonyms first: they decide between a word's meanings where the glossary is ambiguous.
  for (const s of SYNONYMS) {
    const codes = [
      ...(s.codes ?? []),
      ...(s.families ?? []).flatMap((f) => (s.kind === 'talent' ? [] : familyCodes(s.kind, f))),
    ].filter((c) => (s.kind === 'talent' ? talentCodes.has(c) : byCode[s.kind].has(c)));
    if (codes.length === 0) continue;
    const single =
      codes.length === 1
        ? s.kind === 'talent'
          ? src.talents.find((t) => t.code === codes[0])
          : byCode[s.kind].get(codes[0]!)
        : undefined;
    const name =
      s.name ?? (single ? { ru: single.nameRu, en: single.nameEn } : { ru: codes[0]!, en: codes[0]! });
    const concept: Concept = { kind: s.kind, codes, name, sex: s.sex, place: false, weight: 1 };
    for (const word of s.words)
      add(
        tokenize(word).map((t) => t.key),
        concept,
      );
  }

  for (const t of src.talents) addNames(named('talent', [t.code], t), [t.nameRu, t.nameEn]);
  for (const kind of ['tool', 'style', 'service'] as const) {
    const domain = kind.toUpperCase();
    for (const f of src.families.filter((x) => x.domain === domain)) {
      const codes = familyCodes(kind, f.code);
      if (codes.length > 0) addNames(named(kind, codes, f), [f.nameRu, f.nameEn]);
    }
    for (const item of byCode[kind].values())
      addNames(named(kind, [item.code], item), [item.nameRu, item.nameEn]);
  }
  for (const c of src.countries)
    addNames(named('country', [c.code], c, Number.MAX_SAFE_INTEGER), [c.nameRu, c.nameEn]);
  for (const c of src.cities) addNames(named('city', [c.code], c, c.population), [c.nameRu, c.nameEn]);
  for (const r of src.regions) addNames(named('region', [r.code], r), [r.nameRu, r.nameEn]);

  // Drop synonyms' and names' keys that are stop words on their own («в» is no town).
  for (const key of [...phrases.keys()]) if (STOP_WORDS.has(key)) phrases.delete(key);
  return { phrases, exactPlaces, entries };
}

export type Understanding = {
  /** The concepts found, in the order typed, each with the words it came from. */
  understood: { concept: Concept; text: string }[];
  /** What is left to search as text (stop words dropped), or undefined. */
  rest?: string;
};

/** Reads a query: the longest phrase of the vocabulary first, stop words dropped, the rest is text. */
export function understand(vocabulary: Vocabulary, q: string): Understanding {
  const tokens = tokenize(q);
  const stems = tokens.map((t) => stem(t.key));
  const understood: Understanding['understood'] = [];
  const rest: string[] = [];
  let dropped = false;
  let i = 0;
  while (i < tokens.length) {
    let matched = 0;
    for (let n = Math.min(MAX_PHRASE, tokens.length - i); n >= 1 && !matched; n--) {
      const concept = vocabulary.phrases.get(stems.slice(i, i + n).join(' '));
      if (!concept) continue;
      const words = tokens.slice(i, i + n);
      const key = words.map((t) => t.key).join(' ');
      // A one- or two-letter word is a concept only as a synonym («dj»), never a name's stem.
      if (n === 1 && key.length < 3 && !concept.weight) continue;
      if (concept.place) {
        const before = tokens[i - 1]?.key;
        const exact = vocabulary.exactPlaces.has(key);
        if (!exact && !(before && PLACE_PREPOSITIONS.has(before))) continue;
      }
      understood.push({ concept, text: q.slice(words[0]!.start, words[n - 1]!.end) });
      matched = n;
    }
    if (matched) {
      i += matched;
      continue;
    }
    const token = tokens[i]!;
    if (STOP_WORDS.has(token.key)) dropped = true;
    else rest.push(q.slice(token.start, token.end));
    i++;
  }
  // Nothing understood or dropped: the text as typed («a%b_c», «Анна-Мария» match literally).
  if (understood.length === 0 && !dropped) return { understood, rest: q.trim() || undefined };
  return { understood, rest: rest.length ? rest.join(' ') : undefined };
}

/** A concept as the answer names it. */
export const toUnderstood = (u: { concept: Concept; text: string }, lang: Lang): Understood => ({
  kind: u.concept.kind,
  codes: u.concept.codes,
  name: u.concept.name[lang],
  text: u.text,
  sex: u.concept.sex ?? null,
});
