import type { Lang, LocationRecord } from '@talanty/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The one place other modules' queries read places: a profile's country, region and city names in
// the profile's own statement (primary-key probes), and the SQL stays here.

type Code = AnyPgColumn | SQL;
type Names = { nameRu: string | null; nameEn: string };
/** What `placeOf` reads: the city with its country's and region's names, or the country and region alone. */
export type PlaceNames = {
  city:
    | (Names & { countryRu: string; countryEn: string; regionRu: string | null; regionEn: string | null })
    | null;
  country: Names | null;
  region: Names | null;
};

/** The names of a stored place (any part may be null), as one JSON value. */
export const placeOf = (countryCode: Code, regionCode: Code, cityCode: Code): SQL<PlaceNames | string> =>
  sql<PlaceNames | string>`json_build_object(
    'city', (select json_build_object('nameRu', ci.name_ru, 'nameEn', ci.name_en, 'countryRu', co.name_ru,
        'countryEn', co.name_en, 'regionRu', re.name_ru, 'regionEn', re.name_en)
      from cities ci join countries co on co.code = ci.country_code left join regions re on re.code = ci.region_code
      where ci.code = ${cityCode}),
    'country', (select json_build_object('nameRu', c.name_ru, 'nameEn', c.name_en) from countries c
      where c.code = upper(${countryCode})),
    'region', (select json_build_object('nameRu', r.name_ru, 'nameEn', r.name_en) from regions r
      where r.code = upper(${regionCode})))`;

const pick = (lang: Lang, n: Names) => (lang === 'en' ? n.nameEn : (n.nameRu ?? n.nameEn));

/**
 * A stored place as the answers show it: a city brings its region's and country's names (they are
 * stored consistent with it); without one, the country's and region's own. Unknown codes: null names.
 */
export function toLocation(
  codes: { countryCode: string | null; regionCode: string | null; cityCode: string | null },
  names: PlaceNames | string | null,
  lang: Lang,
): LocationRecord {
  const n: PlaceNames | null = typeof names === 'string' ? JSON.parse(names) : names;
  const city = n?.city;
  const en = lang === 'en';
  return {
    CountryCode: codes.countryCode,
    CountryName: city ? (en ? city.countryEn : city.countryRu) : n?.country ? pick(lang, n.country) : null,
    RegionCode: codes.regionCode,
    RegionName: city
      ? ((en ? city.regionEn : city.regionRu) ?? null)
      : n?.region
        ? pick(lang, n.region)
        : null,
    CityCode: codes.cityCode,
    CityName: city ? pick(lang, city) : null,
  };
}
