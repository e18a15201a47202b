import { encodePeaks, type FileRecord } from '@talanty/contract';

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
