import {
  ageOn,
  type FileRecord,
  type FileSearchResult,
  type Lang,
  toFlag,
  type UserSearchResult,
} from '@talanty/contract';
import { fileUrlOf } from '../../lib/storage/urls.ts';
import type { FileHitRow, PersonRow } from './search.repo.ts';

/** Names of glossary codes in the request's language; a code the glossary lacks shows as itself. */
export type CardNames = {
  talents: Map<string, string>;
  tools: Map<string, string>;
  styles: Map<string, string>;
};

const named = (names: Map<string, string>) => (code: string) => ({
  Code: code,
  Name: names.get(code) ?? code,
});

/** A person's card: what the list shows, never contacts, e-mail or the birth date (Age only). */
export function toUserResult(row: PersonRow, lang: Lang, names: CardNames): UserSearchResult {
  return {
    NickName: row.nick_name,
    FirstName: row.first_name,
    LastName: row.last_name,
    Age: row.birth_date ? ageOn(row.birth_date) : null,
    Sex: row.sex === 'M' || row.sex === 'F' ? row.sex : null,
    AvatarThumb: fileUrlOf(row.avatar_thumb_url),
    CityName: lang === 'en' ? row.city_en : (row.city_ru ?? row.city_en),
    CountryName: lang === 'en' ? row.country_en : row.country_ru,
    TripFlag: toFlag(row.trip_flag),
    RemoteFlag: toFlag(row.remote_flag),
    ListOfTalants: row.talents.map((t) => ({
      ...named(names.talents)(t.code),
      CreativeName: t.creativeName,
    })),
    ListOfTools: row.tools.map(named(names.tools)),
    ListOfStyles: row.styles.map(named(names.styles)),
    PriceFrom: row.price ? { Cost: row.price.cost, Unit: row.price.unit } : null,
    AudioNum: row.audio_num,
    DemoFlag: toFlag(row.is_demo),
  };
}

/** First and last name, else the nickname. */
export const ownerName = (row: Pick<FileHitRow, 'first_name' | 'last_name' | 'nick_name'>) =>
  [row.first_name, row.last_name].filter(Boolean).join(' ') || row.nick_name;

export const toFileResult = (record: FileRecord, hit: FileHitRow): FileSearchResult => ({
  ...record,
  OwnerName: ownerName(hit),
  OwnerAvatarThumb: fileUrlOf(hit.avatar_thumb_url),
});
