import type { FileRecord, FileType, HostingService, Lang } from '@talanty/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** The editor of each kind of file (features/media pages). */
export const EDITOR_PATHS: Record<FileType, string> = {
  Audio: '/user/profile-audio-edit',
  Video: '/user/profile-video-edit',
  Image: '/user/profile-photo-edit',
};

/** The profile tab listing each kind (`/<nick>?tab=…`). */
export const PROFILE_TABS: Record<FileType, 'audio' | 'video' | 'photo'> = {
  Audio: 'audio',
  Video: 'video',
  Image: 'photo',
};

export const mediaPath = (fileId: string) => `/media/${fileId}`;
export const ownerProfilePath = (nickName: string, type?: FileType) =>
  `/${encodeURIComponent(nickName)}${type ? `?tab=${PROFILE_TABS[type]}` : ''}`;

/** A file's title as every page shows it (the server titles its page the same way); '' when it has none. */
export const fileTitle = (file: Pick<FileRecord, 'Name' | 'OriginName'>) =>
  file.Name || file.OriginName || '';

/** YouTube or VK: the record says so, or its subtype does. */
export function platformOf(file: Pick<FileRecord, 'hostingService' | 'FileSubType'>): HostingService {
  if (file.hostingService) return file.hostingService;
  return file.FileSubType === 'VKVideo' || file.FileSubType === 'VKClip' ? 'VK' : 'YouTube';
}

/** Shorts and VK clips (and anything the server marked vertical) play in a 9:16 frame. */
export function isVertical(file: Pick<FileRecord, 'Orientation' | 'FileSubType'>): boolean {
  return (
    file.Orientation === 'Vertical' || file.FileSubType === 'YouTubeShort' || file.FileSubType === 'VKClip'
  );
}

/**
 * «5 марта 2025» / "March 5, 2025", the day in UTC: the server renders the media page
 * (entry-server.tsx) and the reader's browser hydrates the same text, wherever the reader is.
 */
export function formatDate(iso: string, lang: Lang): string {
  const date = dayjs.utc(iso);
  if (!date.isValid()) return '';
  return date.locale(lang).format(lang === 'ru' ? 'D MMMM YYYY' : 'MMMM D, YYYY');
}

/** Bytes -> "3,4" MB or "512" KB (the unit is the caller's string). */
export function formatSize(bytes: number, lang: Lang): { unit: 'sizeMb' | 'sizeKb'; value: string } {
  const locale = lang === 'ru' ? 'ru-RU' : 'en-US';
  if (bytes >= 1024 * 1024) {
    const value = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024);
    return { unit: 'sizeMb', value };
  }
  return { unit: 'sizeKb', value: String(Math.max(1, Math.round(bytes / 1024))) };
}

/** A link that works wherever it is pasted. */
export const absoluteUrl = (path: string) =>
  typeof window === 'undefined' ? path : new URL(path, window.location.origin).toString();
