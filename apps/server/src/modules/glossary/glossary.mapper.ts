import type {
  City,
  Country,
  ReferenceItem,
  Region,
  ServiceKind,
  Talent,
  Tool,
  ToolFieldKind,
} from '@talanty/contract';
import type { CityRow, ItemRow, Lang, TalentRow } from './glossary.repo.ts';

type Pair = { nameRu: string; nameEn: string };
const pick = (lang: Lang, p: Pair) => (lang === 'en' ? p.nameEn : p.nameRu);

/** `labels`: the tools field labels by kind (reference_types, domain TOOL_FIELD). */
export function toTalent(row: TalentRow, lang: Lang, labels: Map<string, Pair>): Talent {
  const kind = row.toolField as ToolFieldKind | null;
  const label = (code: string) => {
    const l = labels.get(code);
    return l ? pick(lang, l) : code;
  };
  return {
    Code: row.code,
    Name: pick(lang, row),
    ShowStyleFlag: row.showStyle ? 'Y' : 'N',
    ShowToolsFlag: row.showTools ? 'Y' : 'N',
    ToolFieldKind: kind,
    ToolFieldLabel: kind ? label(kind) : null,
    ToolPlaceholder: label(row.toolPlaceholder),
  };
}

export function toItem(row: Omit<ItemRow, 'total'>, lang: Lang): ReferenceItem {
  return {
    Code: row.code,
    Name: pick(lang, row),
    Type: row.typeCode,
    TypeTranslate: lang === 'en' ? row.typeEn : row.typeRu,
  };
}

export const toTool = (row: ItemRow, lang: Lang, talentCode: string): Tool => ({
  ...toItem(row, lang),
  TalantCode: talentCode,
});

export const toServiceKind = (
  row: ItemRow & { unit: string | null },
  lang: Lang,
  talentCode: string,
): ServiceKind => ({
  ...toItem(row, lang),
  TalantCode: talentCode,
  Unit: row.unit as ServiceKind['Unit'],
});

export const toCountry = (row: Pair & { code: string }, lang: Lang): Country => ({
  Code: row.code,
  Name: pick(lang, row),
});

export const toRegion = (row: Pair & { code: string; countryCode: string }, lang: Lang): Region => ({
  Code: row.code,
  Name: pick(lang, row),
  CountryCode: row.countryCode,
});

/** Cities outside Russia and the CIS keep only an English name, shown in Russian answers too. */
export const toCity = (row: CityRow, lang: Lang): City => ({
  Code: row.code,
  Name: lang === 'en' ? row.nameEn : (row.nameRu ?? row.nameEn),
  CountryCode: row.countryCode,
  CountryName: lang === 'en' ? row.countryEn : row.countryRu,
  RegionCode: row.regionCode,
  RegionName: row.regionCode ? (lang === 'en' ? row.regionEn : row.regionRu) : null,
});
