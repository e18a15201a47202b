import { encodePeaks, type FileRecord } from '@talanty/contract';
import { USER_STATISTIC_PATH } from '../../lib/session.ts';
import type { jsonFetch } from '../../test/render.tsx';
import { profileFixture } from '../profile/test-fixtures.ts';

/** File records and fetch answers for the media tests (the media page, the player, the profile's tabs). */

export const TRACK_ID = '0197a000-0000-7000-8000-000000000001';
export const VIDEO_ID = '0197a000-0000-7000-8000-000000000002';
export const PHOTO_ID = '0197a000-0000-7000-8000-000000000003';

const base: FileRecord = {
  FileId: TRACK_ID,
  FileType: 'Audio',
  FileSubType: null,
  FileName: '0197a000-upload.mp3',
  FileExt: 'mp3',
  FileFullURL: '/files/0197a000-upload.mp3',
  OriginName: 'night-city.mp3',
  Name: 'Ночной город',
  Description: 'Записано дома за одну ночь.\nКлавиши — Rhodes, голос — живьём.',
  Comment: '',
  FileSize: 3_565_158,
  Duration: 195,
  Width: null,
  Height: null,
  Orientation: null,
  LogoId: null,
  LogoURL: null,
  LogoWidth: null,
  LogoHeight: null,
  CoverSizes: null,
  Sizes: null,
  MimeType: 'audio/mpeg',
  Peaks: encodePeaks(Array.from({ length: 400 }, (_, i) => Math.abs(Math.sin(i / 9)))),
  VideoId: null,
  EmbedURL: null,
  AvailableFlag: 'Y',
  DeletedFlag: 'N',
  PublicFlag: 'Y',
  OwnerFlag: 'N',
  DigestFlag: 'N',
  externalFlag: 'N',
  hostingService: null,
  NickName: 'anna.sol',
  AddedDT: '2025-03-05T12:00:00.000Z',
  FileDate: null,
  DeletedDT: null,
  ListOfTalants: [{ Code: 'SNG', Name: 'Вокалист' }],
  ListOfTools: [{ Code: 'ELECTRIC_PIANO', Name: 'Электропиано' }],
  ListOfStyles: [{ Code: 'JAZZ', Name: 'Джаз' }],
  Likes: 4,
  LikeFlag: 'N',
  CommentNum: 0,
};

/** A File record as getUserFile answers it: a track by default. */
export function trackFixture(overrides: Partial<FileRecord> = {}): FileRecord {
  return { ...base, ...overrides };
}

export function videoFixture(overrides: Partial<FileRecord> = {}): FileRecord {
  return {
    ...base,
    FileId: VIDEO_ID,
    FileType: 'Video',
    FileSubType: 'YouTubeVideo',
    FileName: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    FileFullURL: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    FileExt: null,
    OriginName: null,
    Name: 'Живой концерт в «Мутаборе»',
    Description: '',
    FileSize: null,
    Duration: null,
    Orientation: 'Horizontal',
    LogoURL: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    MimeType: null,
    Peaks: null,
    VideoId: 'dQw4w9WgXcQ',
    EmbedURL: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    externalFlag: 'Y',
    hostingService: 'YouTube',
    ...overrides,
  };
}

export function photoFixture(overrides: Partial<FileRecord> = {}): FileRecord {
  return {
    ...base,
    FileId: PHOTO_ID,
    FileType: 'Image',
    FileName: '0197a000-photo.webp',
    FileFullURL: '/files/0197a000-photo.webp',
    FileExt: 'webp',
    OriginName: 'stage.jpg',
    Name: 'Саундчек перед концертом',
    Description: '',
    FileSize: 245_000,
    Duration: null,
    Width: 1600,
    Height: 1067,
    Orientation: 'Horizontal',
    LogoURL: '/files/0197a000-photo-thumb.webp',
    Sizes: {
      Thumbnail: '/files/0197a000-photo-thumb.webp',
      Square512: '/files/0197a000-photo-sq512.webp',
      Square128: '/files/0197a000-photo-sq128.webp',
      Wide: '/files/0197a000-photo-wide.webp',
    },
    MimeType: 'image/webp',
    Peaks: null,
    ListOfTools: [],
    ListOfStyles: [],
    ...overrides,
  };
}

/** An Audio record as getUserFileList answers it, named after its FileId, for component and store tests. */
export function audioFileFixture(overrides: Partial<FileRecord> = {}): FileRecord {
  const id = overrides.FileId ?? 'f-1';
  return {
    ...base,
    FileId: id,
    FileName: `${id}.mp3`,
    FileFullURL: `http://localhost/files/${id}.mp3`,
    OriginName: `${id}.mp3`,
    Name: 'Ночной джаз',
    Description: '',
    FileSize: 123_456,
    Duration: 180,
    Peaks: encodePeaks(Array.from({ length: 240 }, (_, i) => Math.abs(Math.sin(i / 9)))),
    AddedDT: '2025-03-01T10:00:00.000Z',
    ListOfTalants: [{ Code: 'SNG' }],
    ListOfTools: [],
    Likes: 3,
    ...overrides,
  };
}

export const FILE_LIST_PATH = '/api/user/getUserFileList';

/** One page of getUserFileList's answer. */
export const fileListPage = (files: FileRecord[], nextCursor: string | null = null) => ({
  body: { outIO: { ListOfUserFileList: { File: files }, nextCursor } },
});

type Routes = Parameters<typeof jsonFetch>[0];

/**
 * The fetch answers of anna.sol's profile with a media tab open: a visitor's session (or the owner's,
 * who sees the editor's links), her profile, and `list` for the tab's files.
 */
export function profileTabRoutes(list: Routes[string], { owner = false } = {}): Routes {
  return {
    [USER_STATISTIC_PATH]: owner
      ? { body: { status: 'LOGGED_IN', Follows: 0, Followers: 0 } }
      : { body: { status: 'NOT_LOGGED_IN' } },
    '/api/user/getProfile/anna.sol': { body: profileFixture(owner ? { OwnerFlag: 'Y' } : {}) },
    [FILE_LIST_PATH]: list,
  };
}
