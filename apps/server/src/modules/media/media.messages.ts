import { defineMessages } from '../../i18n/common.messages.ts';

/** Video links (spec sections 5 and 8): the link errors, and why a video's details are missing. */
const ru = {
  VIDEO_URL_REQUIRED: 'Вставьте ссылку на видео YouTube или VK',
  INVALID_VIDEO_URL: 'Это не похоже на ссылку: вставьте адрес видео YouTube или VK',
  UNSUPPORTED_VIDEO_PLATFORM: 'Эта видеоплатформа не поддерживается: можно добавить видео с YouTube или VK',
  INVALID_YOUTUBE_LINK:
    'Неверный формат ссылки YouTube: нужна ссылка на видео (youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/…)',
  INVALID_VK_LINK:
    'Неверный формат ссылки VK: нужна ссылка на видео или клип (vk.com/video-123_456, vk.com/clip-123_456)',
  VIDEO_ID_MISSING: 'В ссылке нет идентификатора видео: откройте само видео и скопируйте его адрес',
  VIDEO_PLATFORM_ERROR:
    'Видеоплатформа не отдала сведения о видео (возможно, оно закрыто или удалено): введите название и выберите обложку сами',
  VIDEO_DETAILS_UNAVAILABLE:
    'Не удалось загрузить сведения о видео: введите название и выберите обложку сами, ссылку можно сохранить',
} as const;

const en: Record<keyof typeof ru, string> = {
  VIDEO_URL_REQUIRED: 'Paste a YouTube or VK video link',
  INVALID_VIDEO_URL: 'This does not look like a link: paste the address of a YouTube or VK video',
  UNSUPPORTED_VIDEO_PLATFORM: 'This video platform is not supported: you can add videos from YouTube or VK',
  INVALID_YOUTUBE_LINK:
    'Invalid YouTube link format: use a link to a video (youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/…)',
  INVALID_VK_LINK:
    'Invalid VK link format: use a link to a video or a clip (vk.com/video-123_456, vk.com/clip-123_456)',
  VIDEO_ID_MISSING: 'The link has no video id: open the video itself and copy its address',
  VIDEO_PLATFORM_ERROR:
    'The video platform did not give the video’s details (it may be private or removed): type the title and pick a cover yourself',
  VIDEO_DETAILS_UNAVAILABLE:
    'Could not load the video’s details: type the title and pick a cover yourself, the link can still be saved',
};

export const mediaMessages = defineMessages(ru, en);
