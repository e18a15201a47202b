import {
  birthDateSchema,
  CONTACT_KEYS,
  contactInfoSchema,
  nickNameSchema,
  type Profile,
  type UpdateUserInfo,
  updateUserInfoSchema,
} from '@talanty/contract';
import { z } from 'zod';

/** The values of the personal-data and location forms (the onboarding's first step uses both). */
export type ProfileFormValues = {
  FirstName: string;
  LastName: string;
  NickName: string;
  BirthDate: string | null;
  Sex: '' | 'M' | 'F';
  AboutMe: string;
  TripFlag: boolean;
  RemoteFlag: boolean;
  CountryCode: string | null;
  CityCode: string | null;
  /** What the city field shows: «Город, Регион, Страна» of the chosen city, or what is being typed. */
  CityLabel: string;
};

export function cityLabel(city: { Name: string; RegionName: string | null; CountryName: string }): string {
  return [city.Name, city.RegionName, city.CountryName].filter(Boolean).join(', ');
}

export function profileToValues(profile: Profile): ProfileFormValues {
  const { Location: location } = profile;
  return {
    FirstName: profile.FirstName ?? '',
    LastName: profile.LastName ?? '',
    NickName: profile.NickName,
    BirthDate: profile.BirthDate,
    Sex: profile.Sex ?? '',
    AboutMe: profile.AboutMe ?? '',
    TripFlag: profile.TripFlag === 'Y',
    RemoteFlag: profile.RemoteFlag === 'Y',
    CountryCode: location.CountryCode,
    CityCode: location.CityCode,
    CityLabel: location.CityName
      ? [location.CityName, location.RegionName, location.CountryName].filter(Boolean).join(', ')
      : '',
  };
}

const shape = updateUserInfoSchema.shape;

export const personalSchema = z.object({
  FirstName: shape.FirstName,
  LastName: shape.LastName,
  NickName: nickNameSchema,
  BirthDate: z.preprocess((v) => v ?? '', birthDateSchema),
  AboutMe: shape.AboutMe,
});

/** A typed city that was not picked from the list has no code: say so at the field. */
export const locationSchema = z
  .object({ CityCode: z.string().nullable(), CityLabel: z.string() })
  .refine((v) => v.CityLabel.trim() === '' || Boolean(v.CityCode), {
    path: ['CityLabel'],
    message: 'UNKNOWN_LOCATION',
  });

export const personalStepSchema = z.intersection(personalSchema, locationSchema);

export function personalBody(values: ProfileFormValues, originalNick: string): UpdateUserInfo {
  return {
    FirstName: values.FirstName.trim() || null,
    LastName: values.LastName.trim() || null,
    BirthDate: values.BirthDate || null,
    Sex: values.Sex || null,
    AboutMe: values.AboutMe.trim() || null,
    TripFlag: values.TripFlag ? 'Y' : 'N',
    RemoteFlag: values.RemoteFlag ? 'Y' : 'N',
    ...(values.NickName.trim() !== originalNick ? { NickName: values.NickName.trim() } : {}),
  };
}

export function locationBody(values: ProfileFormValues): UpdateUserInfo {
  const city = values.CityLabel.trim() ? values.CityCode : null;
  return { CountryCode: values.CountryCode, RegionCode: null, CityCode: city };
}

export const CONTACT_FIELDS = CONTACT_KEYS;
/** The form's groups: how people reach you, where they follow you, where they listen and support. */
export const CONTACT_GROUPS: { key: 'reach' | 'social' | 'music'; fields: ContactField[] }[] = [
  { key: 'reach', fields: ['Phone', 'Email', 'Telegram', 'WhatsApp'] },
  { key: 'social', fields: ['VK', 'YouTube', 'Instagram', 'Website'] },
  {
    key: 'music',
    fields: ['SoundCloud', 'Spotify', 'YandexMusic', 'AppleMusic', 'VKMusic', 'Bandcamp', 'Boosty'],
  },
];
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export { contactInfoSchema };

export function contactsToValues(contacts: Profile['ContactInfo']): ContactValues {
  return Object.fromEntries(CONTACT_FIELDS.map((key) => [key, contacts?.[key] ?? ''])) as ContactValues;
}
