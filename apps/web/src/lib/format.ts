import type { Lang, LocationRecord, TalentService } from '@talanty/contract';
import { i18n } from './i18n.ts';
import { dateTimeFormat, numberFormat } from './intl.ts';

/** The name a person goes by in lists and the player: first and last name, else the nickname. */
export function displayNameOf(person: {
  FirstName: string | null;
  LastName: string | null;
  NickName: string;
}): string {
  return [person.FirstName, person.LastName].filter(Boolean).join(' ') || person.NickName;
}

const NUMBER_LOCALE: Record<Lang, string> = { ru: 'ru-RU', en: 'en-US' };

/** «5 000 ₽» (a no-break space inside the number and before the sign, as Russian typography has it). */
export function formatRoubles(amount: number, lang: Lang): string {
  return `${numberFormat(NUMBER_LOCALE[lang], { maximumFractionDigits: 0 }).format(amount)}\u00a0₽`;
}

/** A service's price as a price list shows it: «5 000 ₽ / час», «по договорённости», «бесплатно». */
export function formatPrice(
  service: Pick<TalentService, 'cost' | 'unit' | 'costByAgreeFlag'>,
  lang: Lang,
): string {
  const t = i18n.getFixedT(lang, 'profile');
  if (service.costByAgreeFlag === 'Y' || service.cost === null) return t('prices.byAgreement');
  if (service.cost === 0) return t('prices.free');
  const amount = formatRoubles(service.cost, lang);
  return service.unit ? `${amount} / ${t(`prices.units.${service.unit}`)}` : amount;
}

/** "Москва, Россия": the city and country; the region only when there is no city. */
export function formatPlace(location: LocationRecord): string | undefined {
  const parts = [location.CityName ?? location.RegionName, location.CountryName].filter(
    (part): part is string => Boolean(part),
  );
  return parts.length > 0 ? [...new Set(parts)].join(', ') : undefined;
}

/** «марта 2024» (genitive, to follow «с») or "March 2024". */
export function formatMonthYear(iso: string, lang: Lang): string {
  const date = new Date(iso);
  // In UTC, as the server renders it (entry-server.tsx): the browser's hydration reads the same month.
  if (lang === 'ru') {
    // Intl writes the genitive month only next to a day: take the month from "5 марта".
    const month = dateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' })
      .formatToParts(date)
      .find((part) => part.type === 'month')?.value;
    return `${month} ${date.getUTCFullYear()}`;
  }
  return dateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** One or two capital letters for an avatar without a photo. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[1]!] : words.slice(0, 1);
  return letters
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

/** A stable small number from a string, to give each person their own colour. */
export function hashOf(value: string): number {
  let hash = 0;
  for (const char of value.toLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash;
}
