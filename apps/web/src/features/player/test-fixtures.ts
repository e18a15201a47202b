import { encodePeaks, type FileRecord } from '@talanty/contract';
import { vi } from 'vitest';

/** An Audio record as getUserFileList answers it, for component and store tests. */
export function audioFileFixture(overrides: Partial<FileRecord> = {}): FileRecord {
  const id = overrides.FileId ?? 'f-1';
  return {
    FileId: id,
    FileType: 'Audio',
    FileSubType: null,
    FileName: `${id}.mp3`,
    FileExt: 'mp3',
    FileFullURL: `http://localhost/files/${id}.mp3`,
    OriginName: `${id}.mp3`,
    Name: 'Ночной джаз',
    Description: '',
    Comment: '',
    FileSize: 123_456,
    Duration: 180,
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
    Peaks: encodePeaks(Array.from({ length: 240 }, (_, i) => Math.abs(Math.sin(i / 9)))),
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
    AddedDT: '2025-03-01T10:00:00.000Z',
    FileDate: null,
    DeletedDT: null,
    ListOfTalants: [{ Code: 'SNG' }],
    ListOfTools: [],
    ListOfStyles: [{ Code: 'JAZZ', Name: 'Джаз' }],
    Likes: 3,
    LikeFlag: 'N',
    ...overrides,
  };
}

/**
 * jsdom has no media playback: stub the browser's play/pause/load (not our code) and hand back
 * the element the player used, so a test can fire the events a browser would.
 */
export function stubMediaElement() {
  const used: { el: HTMLMediaElement | null } = { el: null };
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    used.el = this;
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    used.el = this;
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  return used;
}
