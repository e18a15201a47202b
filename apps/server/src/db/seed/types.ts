import type { serviceUnitSchema } from '@talanty/contract';
import type { z } from 'zod';
import type { CityDef } from './data.ts';
import type { Scene } from './genres.ts';

export type ServiceUnit = z.infer<typeof serviceUnitSchema>;
export type Sex = 'M' | 'F';
export type Locale = 'ru' | 'en';

/** A glossary entry with both names, as the generator needs them. */
export type CatalogItem = { code: string; type: string; ru: string; en: string };

/** What the glossary offers, read once through `app.glossary` before generating anybody. */
export type Catalog = {
  talents: Map<
    string,
    { code: string; ru: string; en: string; acceptsTools: boolean; acceptsStyles: boolean }
  >;
  tools: Map<string, CatalogItem[]>;
  styles: Map<string, CatalogItem[]>;
  services: Map<string, (CatalogItem & { unit: ServiceUnit | null })[]>;
  cities: (CityDef & { code: string })[];
};

export type ServicePlan = {
  serviceCode: string;
  cost: number | null;
  unit: ServiceUnit | null;
  byAgreement: boolean;
};

export type TalentPlan = {
  code: string;
  creativeName: string | null;
  about: string;
  tools: string[];
  styles: string[];
  services: ServicePlan[];
};

export type AvatarPlan = { initials: string; palette: number; style: number; seed: number };

/** Everything about one demo person, decided before anything is written. */
export type DemoPerson = {
  index: number;
  email: string;
  locale: Locale;
  nickName: string;
  /** Further nicknames to try when the first is taken. */
  nickAlternatives: string[];
  firstName: string;
  lastName: string;
  sex: Sex;
  birthDate: string;
  cityCode: string;
  aboutMe: string;
  tripFlag: boolean;
  remoteFlag: boolean;
  talents: TalentPlan[];
  /** The person's musical world (their demo tracks are in its style). */
  scene: Scene;
  contactKinds: { telegram: boolean; vk: boolean; youtube: boolean; website: boolean };
  contactsHidden: boolean;
  neonFrame: boolean;
  avatar: AvatarPlan | null;
  headerColor: string | null;
  memberSince: Date;
};
