import {
  BIRTH_DATE_VISIBILITY,
  type CfgParams,
  type ContactInfoInput,
  isReservedNickName,
  type Lang,
  NICKNAME_PATTERN,
  type Privacy,
  toFlag,
  type UpdateUserInfo,
} from '@talanty/contract';
import type { Db } from '../../db/client.ts';
import { translate } from '../../i18n/messages.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { readTags } from '../../lib/public-cache.ts';
import { fileUrlOf } from '../../lib/storage/urls.ts';
import type { FilesService } from '../files/files.module.ts';
import { toLocation } from '../glossary/glossary.columns.ts';
import type { GlossaryService } from '../glossary/glossary.module.ts';
import type { TalentsService } from '../talents/talents.module.ts';
import type { UsersService } from '../users/users.module.ts';
import { mergeContacts, phoneDigits, toContactRecord } from './contacts.ts';
import { toProfile, type Viewer } from './profiles.mapper.ts';
import * as repo from './profiles.repo.ts';

export function cfgRecord(cfg: Record<string, string> | null | undefined): CfgParams {
  return {
    AvatarNeonFrameFlag: cfg?.AvatarNeonFrameFlag === 'Y' ? 'Y' : 'N',
    MasterIsFullFlag: cfg?.MasterIsFullFlag === 'Y' ? 'Y' : 'N',
    MasterLastSetStep: cfg?.MasterLastSetStep ?? null,
    MasterLastAddedTalentCode: cfg?.MasterLastAddedTalentCode ?? null,
  };
}

export function privacyRecord(row: {
  contactsVisibility: string | null;
  searchable: boolean | null;
  birthDateVisibility: string | null;
}): Privacy {
  const birth = BIRTH_DATE_VISIBILITY.find((v) => v === row.birthDateVisibility);
  return {
    ContactsVisibility: row.contactsVisibility === 'NOBODY' ? 'NOBODY' : 'REGISTERED',
    SearchableFlag: toFlag(row.searchable ?? true),
    BirthDateVisibility: birth ?? 'SHOW',
  };
}

export function createProfilesService(deps: {
  db: Db;
  users: UsersService;
  glossary: GlossaryService;
  talents: Pick<TalentsService, 'talentsOf' | 'fromRows'>;
  files: Pick<FilesService, 'getOwnImage'>;
}) {
  const { db, users, glossary, talents: talentsModule, files } = deps;

  /** The nickname rules of registration, plus: taken by someone else (case-insensitive). */
  async function nickProblem(nickName: string, userId?: string) {
    const nick = nickName.trim();
    if (!NICKNAME_PATTERN.test(nick)) return 'INVALID_NICKNAME' as const;
    if (isReservedNickName(nick)) return 'NICKNAME_RESERVED' as const;
    if (await users.nickTaken(nick, userId)) return 'NICKNAME_TAKEN' as const;
    return undefined;
  }

  async function mustFind(userId: string) {
    const user = await users.find(userId);
    if (!user) throw notFound('PROFILE_NOT_FOUND');
    return repo.withProfile(db, user);
  }

  async function byNick(nickName: string) {
    const user = await users.findByNick(nickName.replace(/^@/, ''));
    if (user) readTags(`user:${user.id}`);
    return user ? repo.withProfile(db, user) : undefined;
  }

  return {
    async updateContactInfo(userId: string, input: ContactInfoInput) {
      for (const key of ['Phone', 'WhatsApp'] as const) {
        const v = input[key];
        if (v && (phoneDigits(v) < 7 || phoneDigits(v) > 15)) {
          throw badRequest('VALIDATION_ERROR', {
            fields: [{ path: `body.${key}`, message: 'INVALID_PHONE' }],
          });
        }
      }
      const row = await mustFind(userId);
      const contacts = mergeContacts(row.contacts ?? {}, input);
      await repo.upsertProfile(db, userId, { contacts });
      return toContactRecord(contacts);
    },

    async updatePartnerCode(userId: string, partnerCode: string | null) {
      const code = partnerCode ? partnerCode.toUpperCase() : null;
      await users.update(userId, { partnerCode: code }, new Date());
      return { partnerCode: code };
    },

    /** An empty parameter list does nothing (spec section 5). */
    async setCfg(userId: string, params: Partial<CfgParams> | undefined) {
      const entries = Object.entries(params ?? {}).filter(([, v]) => v !== undefined && v !== null);
      if (entries.length > 0)
        await repo.mergeCfg(db, userId, Object.fromEntries(entries) as Record<string, string>);
      const row = await mustFind(userId);
      return cfgRecord(row.cfg);
    },

    async getPrivacy(userId: string) {
      return privacyRecord(await mustFind(userId));
    },

    async setPrivacy(userId: string, input: Partial<Privacy>) {
      await repo.upsertProfile(db, userId, {
        ...(input.ContactsVisibility ? { contactsVisibility: input.ContactsVisibility } : {}),
        ...(input.SearchableFlag ? { searchable: input.SearchableFlag === 'Y' } : {}),
        ...(input.BirthDateVisibility ? { birthDateVisibility: input.BirthDateVisibility } : {}),
      });
      return privacyRecord(await mustFind(userId));
    },

    /** What the current user's record (userInfo) takes from the profile. */
    async ownSummary(userId: string, lang: Lang) {
      const [row, talents] = await Promise.all([mustFind(userId), talentsModule.talentsOf([userId], lang)]);
      return {
        Avatar: fileUrlOf(row.avatarUrl),
        AvatarThumb: fileUrlOf(row.avatarThumbUrl),
        AvatarId: row.avatarFileId,
        TripFlag: toFlag(row.tripFlag ?? false),
        RemoteFlag: toFlag(row.remoteFlag ?? false),
        ListOfTalants: (talents.get(userId) ?? []).map((t) => ({
          Code: t.Code,
          Name: t.Name,
          CreativeName: t.CreativeName,
        })),
        ListOfUserCFGParams: cfgRecord(row.cfg),
      };
    },

    /** "First Last" of a live profile, or null (no name given, unknown or deleted): one query. */
    async realName(nickName: string): Promise<string | null> {
      const row = await byNick(nickName);
      if (!row || row.status === 'DELETED') return null;
      return [row.firstName, row.lastName].filter(Boolean).join(' ') || null;
    },

    /** The public page's record: one statement (profiles.repo `publicProfileQuery`), names from the glossary's cache. */
    async profile(nickName: string, viewer: Viewer, lang: Lang) {
      const found = await repo.publicProfile(db, nickName.replace(/^@/, ''), viewer?.id ?? null);
      if (found) readTags(`user:${found.row.id}`);
      if (!found || found.row.status === 'DELETED') throw notFound('PROFILE_NOT_FOUND');
      const { row, follow, talents, place } = found;
      const records = await talentsModule.fromRows(talents, lang);
      return toProfile(row, viewer, records.get(row.id) ?? [], toLocation(row, place, lang), follow);
    },

    async checkNickName(nickName: string, userId: string | undefined, lang: Lang) {
      const problem = await nickProblem(nickName, userId);
      return {
        isAvailable: problem ? ('N' as const) : ('Y' as const),
        message: translate(lang, problem ?? 'NICK_AVAILABLE'),
      };
    },

    /** The image must be one of the user's own; the files module serves it to everyone while it is in use. */
    async setAvatar(userId: string, photoId: string | null) {
      if (!photoId) {
        await repo.upsertProfile(db, userId, { avatarFileId: null, avatarUrl: null, avatarThumbUrl: null });
        return { AvatarId: null, Avatar: null };
      }
      const image = await files.getOwnImage(userId, photoId);
      if (!image) throw notFound('IMAGE_NOT_FOUND');
      await repo.upsertProfile(db, userId, {
        avatarFileId: image.fileId,
        avatarUrl: image.keys.Square512,
        avatarThumbUrl: image.keys.Square128,
      });
      return { AvatarId: image.fileId, Avatar: image.sizes.Square512 };
    },

    /** A colour, an image, or neither (the default gradient); an image wins over a colour. */
    async setHeader(userId: string, color: string | null, imgId: string | null) {
      if (imgId) {
        const image = await files.getOwnImage(userId, imgId);
        if (!image) throw notFound('IMAGE_NOT_FOUND');
        await repo.upsertProfile(db, userId, {
          headerFileId: image.fileId,
          headerUrl: image.keys.Wide,
          headerColor: color,
        });
        return { HeaderColor: color, HeaderImgId: image.fileId, HeaderURL: image.sizes.Wide };
      }
      await repo.upsertProfile(db, userId, { headerFileId: null, headerUrl: null, headerColor: color });
      return { HeaderColor: color, HeaderImgId: null, HeaderURL: null };
    },

    async updateUserInfo(userId: string, input: UpdateUserInfo) {
      await mustFind(userId);
      if (input.NickName) {
        const problem = await nickProblem(input.NickName, userId);
        if (problem === 'NICKNAME_TAKEN') throw conflict(problem);
        if (problem) throw badRequest(problem);
      }
      const location =
        'CountryCode' in input || 'RegionCode' in input || 'CityCode' in input
          ? await glossary.validateLocation({
              countryCode: input.CountryCode,
              regionCode: input.RegionCode,
              cityCode: input.CityCode,
            })
          : undefined;
      await db.transaction(async (tx) => {
        await users.update(
          userId,
          {
            ...('FirstName' in input ? { firstName: input.FirstName ?? null } : {}),
            ...('LastName' in input ? { lastName: input.LastName ?? null } : {}),
            ...('BirthDate' in input ? { birthDate: input.BirthDate || null } : {}),
            ...('AboutMe' in input ? { aboutMe: input.AboutMe ?? null } : {}),
            ...('Sex' in input ? { sex: input.Sex ?? null } : {}),
            ...(input.NickName ? { nickName: input.NickName.trim() } : {}),
          },
          new Date(),
          tx,
        );
        await repo.upsertProfile(tx, userId, {
          ...(input.TripFlag ? { tripFlag: input.TripFlag === 'Y' } : {}),
          ...(input.RemoteFlag ? { remoteFlag: input.RemoteFlag === 'Y' } : {}),
          ...(location
            ? {
                countryCode: location.countryCode,
                regionCode: location.regionCode,
                cityCode: location.cityCode,
              }
            : {}),
        });
      });
    },
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;
