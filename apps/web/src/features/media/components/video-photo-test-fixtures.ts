import type { FileRecord, VideoInfo } from '@talanty/contract';
import { USER_STATISTIC_PATH } from '../../../lib/session.ts';
import type { jsonFetch } from '../../../test/render.tsx';
import { userInfoFixture } from '../../../test/user-info-fixture.ts';

/** Test data for the video and photo editors' tests (fetch-level fakes, see test/render.tsx). */

let counter = 0;
const uuid = () => `0198a000-0000-7000-8000-${String(++counter).padStart(12, '0')}`;

export function fileFixture(overrides: Partial<FileRecord> = {}): FileRecord {
  return {
    FileId: uuid(),
    FileType: 'Image',
    FileSubType: null,
    FileName: 'u.webp',
    FileExt: 'webp',
    FileFullURL: '/files/u.webp',
    OriginName: null,
    Name: 'Фото',
    Description: '',
    Comment: '',
    FileSize: 1000,
    Duration: null,
    Width: 800,
    Height: 600,
    Orientation: 'Horizontal',
    LogoId: null,
    LogoURL: null,
    LogoWidth: null,
    LogoHeight: null,
    CoverSizes: null,
    Sizes: null,
    MimeType: 'image/webp',
    Peaks: null,
    VideoId: null,
    EmbedURL: null,
    AvailableFlag: 'Y',
    DeletedFlag: 'N',
    PublicFlag: 'Y',
    OwnerFlag: 'Y',
    DigestFlag: 'N',
    externalFlag: 'N',
    hostingService: null,
    NickName: 'anna.sol',
    AddedDT: '2026-03-01T10:00:00.000Z',
    FileDate: null,
    DeletedDT: null,
    ListOfTalants: [],
    ListOfTools: [],
    ListOfStyles: [],
    Likes: 0,
    LikeFlag: 'N',
    CommentNum: 0,
    ...overrides,
  };
}

export function videoFixture(overrides: Partial<FileRecord> = {}): FileRecord {
  return fileFixture({
    FileType: 'Video',
    FileSubType: 'YouTubeVideo',
    FileName: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    FileFullURL: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    FileExt: null,
    MimeType: null,
    Name: 'Живой концерт',
    LogoURL: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    VideoId: 'dQw4w9WgXcQ',
    EmbedURL: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    externalFlag: 'Y',
    hostingService: 'YouTube',
    ...overrides,
  });
}

export function videoInfoFixture(overrides: Partial<VideoInfo> = {}): VideoInfo {
  return {
    hostingService: 'YouTube',
    FileSubType: 'YouTubeVideo',
    videoId: 'dQw4w9WgXcQ',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    title: 'Концерт в «Мутабор»',
    authorName: 'Anna Sol',
    thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    duration: null,
    detailsFlag: 'Y',
    detailsError: null,
    ...overrides,
  };
}

/** The answer of getUserFileList. */
export const fileList = (files: FileRecord[]) => ({
  body: { outIO: { ListOfUserFileList: { File: files }, nextCursor: null } },
});

/** A signed-in session, the layout's calls, and the glossary the tag pickers ask for. */
export function editorRoutes(): Parameters<typeof jsonFetch>[0] {
  return {
    [USER_STATISTIC_PATH]: { body: { status: 'LOGGED_IN', Follows: 0, Followers: 0 } },
    '/api/user/userInfo': { body: userInfoFixture(true) },
    '/api/glossary/getStyleList': {
      body: {
        ListOfStyles: [{ Code: 'JAZZ', Name: 'Джаз', Type: 'STYLE', TypeTranslate: 'Стиль' }],
        rowNum: 0,
        total: 1,
      },
    },
    '/api/glossary/getToolList': { body: { ListOfTools: [], rowNum: 0, total: 0 } },
  };
}
