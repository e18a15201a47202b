/** Russian letters in Latin, as passports and street signs spell them (BGN/PCGN-like, without diacritics). */
const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/**
 * Lower-cased text with its Cyrillic letters in Latin; other characters stay. Place names are
 * usually written with ё as e («Королёв» → Korolev), people's names with yo («Алёна» → alyona).
 */
export function transliterate(text: string, opts: { yo?: 'yo' | 'e' } = {}): string {
  const yo = opts.yo ?? 'yo';
  return [...text.toLowerCase()].map((ch) => (ch === 'ё' ? yo : (CYRILLIC_TO_LATIN[ch] ?? ch))).join('');
}
