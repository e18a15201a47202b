import type { FileRecord, Lang } from '@talanty/contract';

/**
 * The body of a post made from files with no text of its own, in the author's language: the kind of
 * the first file and its name («Новый трек: Утренняя распевка»), or how many photos a set holds.
 */
const WORDS: Record<Lang, { one: Record<FileRecord['FileType'], string>; photos: (n: number) => string }> = {
  ru: {
    one: { Audio: 'Новый трек', Video: 'Новое видео', Image: 'Новое фото' },
    photos: (n) => `Новые фото: ${n} ${plural(n, ['снимок', 'снимка', 'снимков'])}`,
  },
  en: {
    one: { Audio: 'New track', Video: 'New video', Image: 'New photo' },
    photos: (n) => `New photos: ${n} ${n === 1 ? 'picture' : 'pictures'}`,
  },
};

function plural(n: number, forms: [string, string, string]): string {
  const ten = n % 10;
  const hundred = n % 100;
  if (ten === 1 && hundred !== 11) return forms[0];
  if (ten >= 2 && ten <= 4 && (hundred < 10 || hundred >= 20)) return forms[1];
  return forms[2];
}

export function postTemplate(files: FileRecord[], lang: Lang): string {
  const words = WORDS[lang];
  const [first] = files;
  if (!first) return '';
  if (files.length > 1 && files.every((f) => f.FileType === 'Image')) return words.photos(files.length);
  const name = (first.Name || first.OriginName || '').trim();
  return name ? `${words.one[first.FileType]}: ${name}` : words.one[first.FileType];
}
