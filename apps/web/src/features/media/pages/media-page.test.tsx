import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_STATISTIC_PATH } from '../../../lib/session.ts';
import {
  PHOTO_ID,
  photoFixture,
  TRACK_ID,
  trackFixture,
  VIDEO_ID,
  videoFixture,
} from '../../../shared/media/test-fixtures.ts';
import { player } from '../../../shared/player/player-store.ts';
import { profileFixture } from '../../../shared/profile/test-fixtures.ts';
import { jsonFetch, renderApp } from '../../../test/render.tsx';

const FILE_PATH = '/api/user/getUserFile';
const PROFILE_PATH = '/api/user/getProfile/anna.sol';
const visitor = { [USER_STATISTIC_PATH]: { body: { status: 'NOT_LOGGED_IN' } } };
const member = { [USER_STATISTIC_PATH]: { body: { status: 'LOGGED_IN' } } };
const profile = { [PROFILE_PATH]: { body: profileFixture() } };

/** Answers getUserFile with `record` for its id, and 404 FILE_NOT_FOUND for any other. */
function fileRoute(...records: { FileId: string }[]) {
  return (request: Request) => {
    const id = new URL(request.url).searchParams.get('fileId');
    const record = records.find((r) => r.FileId === id);
    return record
      ? { body: record }
      : { status: 404, body: { status: 404, code: 'FILE_NOT_FOUND', message: 'Файл не найден' } };
  };
}

beforeEach(() => {
  // jsdom has no media playback: the browser's API, stubbed for the test only.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});

afterEach(() => {
  player.close();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the media page', () => {
  it('labels the recording date apart from the date the file was added', async () => {
    const track = trackFixture({ FileDate: '2019-07-14' });
    vi.stubGlobal('fetch', jsonFetch({ ...visitor, ...profile, [FILE_PATH]: fileRoute(track) }));
    renderApp(`/media/${TRACK_ID}`);

    await screen.findByRole('heading', { level: 1, name: 'Ночной город' });
    expect(screen.getAllByText(/Добавлено/)).toHaveLength(1);
    expect(
      within(screen.getByTestId('media-actions')).getByText('Добавлено 5 марта 2025'),
    ).toBeInTheDocument();
    const facts = screen.getByTestId('media-facts');
    expect(within(facts).getByText('Дата записи')).toBeInTheDocument();
    expect(within(facts).getByText('14 июля 2019')).toBeInTheDocument();
    expect(within(facts).queryByText('5 марта 2025')).not.toBeInTheDocument();
  });

  it('shows a recording date given as the day the file was added only once', async () => {
    const track = trackFixture({ FileDate: '2025-03-05' });
    vi.stubGlobal('fetch', jsonFetch({ ...visitor, ...profile, [FILE_PATH]: fileRoute(track) }));
    renderApp(`/media/${TRACK_ID}`);

    await screen.findByRole('heading', { level: 1, name: 'Ночной город' });
    expect(screen.getAllByText(/5 марта 2025/)).toHaveLength(1);
    expect(within(screen.getByTestId('media-facts')).queryByText('Дата записи')).not.toBeInTheDocument();
  });

  it('shows a track with its cover, waveform, details, tags and author, titled as the server titles it', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', jsonFetch({ ...visitor, ...profile, [FILE_PATH]: fileRoute(trackFixture()) }));
    renderApp(`/media/${TRACK_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ночной город' })).toBeInTheDocument();
    expect(within(screen.getByTestId('media-audio')).getByText('Трек')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Без обложки' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Перемотка трека «Ночной город»' })).toHaveAttribute(
      'aria-valuemax',
      '195',
    );
    // The description keeps its line breaks.
    expect(screen.getByText(/Записано дома за одну ночь\./).textContent).toBe(
      'Записано дома за одну ночь.\nКлавиши — Rhodes, голос — живьём.',
    );
    const tags = screen.getByTestId('media-tags');
    expect(within(tags).getByRole('link', { name: 'Таланты: Вокалист' })).toHaveAttribute(
      'href',
      '/search?talantCode=SNG',
    );
    expect(within(tags).getByRole('link', { name: 'Инструменты: Электропиано' })).toBeInTheDocument();
    expect(within(tags).getByRole('link', { name: 'Стили: Джаз' })).toHaveAttribute(
      'href',
      '/search?styleCode=JAZZ',
    );
    const facts = screen.getByTestId('media-facts');
    expect(within(facts).getByText('3:15')).toBeInTheDocument();
    expect(within(facts).getByText('MP3')).toBeInTheDocument();
    expect(within(facts).getByText('3,4 МБ')).toBeInTheDocument();
    expect(screen.getByText('Добавлено 5 марта 2025')).toBeInTheDocument();
    // One «Добавлено» (under the title); the card names no second date without a recording date.
    expect(screen.getAllByText(/Добавлено/)).toHaveLength(1);
    expect(within(facts).queryByText('Дата записи')).not.toBeInTheDocument();

    // The author, once their profile arrives: name, links to the profile and to their other tracks.
    const owner = await screen.findByRole('region', { name: 'Автор' });
    expect(await within(owner).findByRole('link', { name: 'Анна Соколова' })).toHaveAttribute(
      'href',
      '/anna.sol',
    );
    expect(within(owner).getByRole('link', { name: 'Другие треки' })).toHaveAttribute(
      'href',
      '/anna.sol?tab=audio',
    );
    expect(screen.queryByRole('link', { name: /в редакторе/ })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Ночной город — Анна Соколова (@anna.sol) — Таланты'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Записано дома за одну ночь. Клавиши — Rhodes, голос — живьём.',
    );

    // A visitor's like is an invitation to sign in.
    await user.click(screen.getByRole('button', { name: /^Нравится · 4/ }));
    const invite = await screen.findByRole('dialog');
    expect(within(invite).getByRole('link', { name: 'Войти' })).toHaveAttribute(
      'href',
      `/auth/signin?next=${encodeURIComponent(`/media/${TRACK_ID}`)}`,
    );
  });

  it('plays the track in the app player, pauses it, and seeks from the waveform', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', jsonFetch({ ...visitor, ...profile, [FILE_PATH]: fileRoute(trackFixture()) }));
    renderApp(`/media/${TRACK_ID}`);

    const play = await screen.findByRole('button', { name: 'Слушать «Ночной город»' });
    await user.click(play);
    const state = player.getState();
    expect(state.queue.map((t) => t.id)).toEqual([TRACK_ID]);
    expect(state.queue[0]?.src).toBe('/files/0197a000-upload.mp3');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    const pause = await screen.findByRole('button', { name: 'Пауза: «Ночной город»' });
    expect(pause).toHaveAttribute('aria-pressed', 'true');

    // The waveform follows the player and seeks it (5 s a key press).
    const slider = screen.getByRole('slider', { name: 'Перемотка трека «Ночной город»' });
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(player.getState().position).toBeCloseTo(5, 0);
    expect(screen.getByTestId('media-position')).toHaveTextContent('0:05');
  });

  it('shows a video as a poster and mounts the YouTube player only after a click', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', jsonFetch({ ...visitor, ...profile, [FILE_PATH]: fileRoute(videoFixture()) }));
    renderApp(`/media/${VIDEO_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Живой концерт в «Мутаборе»' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Видео · YouTube')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Открыть на YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(await screen.findByRole('link', { name: 'Другие видео' })).toHaveAttribute(
      'href',
      '/anna.sol?tab=video',
    );

    await user.click(screen.getByRole('button', { name: 'Смотреть «Живой концерт в «Мутаборе»»' }));
    const frame = document.querySelector('iframe');
    expect(frame).not.toBeNull();
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(frame?.getAttribute('allow')).toBe('autoplay; encrypted-media; picture-in-picture; fullscreen');
    expect(frame).toHaveAttribute('title', 'Живой концерт в «Мутаборе» — плеер YouTube');
  });

  it('shows a photo whole, with its caption, size and author', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({ ...visitor, ...profile, [FILE_PATH]: fileRoute(photoFixture({ ListOfTalants: [] })) }),
    );
    renderApp(`/media/${PHOTO_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Саундчек перед концертом' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Фото: Саундчек перед концертом' })).toHaveAttribute(
      'src',
      '/files/0197a000-photo.webp',
    );
    expect(within(screen.getByTestId('media-facts')).getByText('1600 × 1067 пикс.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Другие фото' })).toHaveAttribute(
      'href',
      '/anna.sol?tab=photo',
    );
    expect(screen.getByText('Автор пока ничего не рассказал об этой работе.')).toBeInTheDocument();
  });

  it('gives the owner an edit link and says when the file is private', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        ...member,
        [PROFILE_PATH]: { body: profileFixture({ OwnerFlag: 'Y' }) },
        [FILE_PATH]: fileRoute(trackFixture({ OwnerFlag: 'Y', PublicFlag: 'N' })),
      }),
    );
    renderApp(`/media/${TRACK_ID}`);

    expect(await screen.findByRole('link', { name: 'Изменить «Ночной город» в редакторе' })).toHaveAttribute(
      'href',
      '/user/profile-audio-edit',
    );
    expect(screen.getByTestId('media-private')).toHaveTextContent('Видно только вам');
    // A hidden file cannot be posted: the button says so instead of failing on the server.
    expect(screen.getByRole('button', { name: 'Опубликовать в ленте' })).toBeDisabled();
  });

  it('lets the owner post a public file to the feed with it attached, and shows its comments', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        ...member,
        [PROFILE_PATH]: { body: profileFixture({ OwnerFlag: 'Y' }) },
        [FILE_PATH]: fileRoute(trackFixture({ OwnerFlag: 'Y' })),
        '/api/glossary/getCommentList': {
          body: { ListOfComments: [], commentNum: 0, nextCursor: null },
        },
      }),
    );
    const user = userEvent.setup();
    renderApp(`/media/${TRACK_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Опубликовать в ленте' }));
    const dialog = await screen.findByRole('dialog', { name: 'Опубликовать в ленте' });
    // The composer's code loads when the dialog first opens.
    expect(await within(dialog).findByTestId('composer-file')).toHaveTextContent('Ночной город');
    expect(within(dialog).getByRole('textbox', { name: 'Текст публикации' })).toHaveAttribute(
      'placeholder',
      'Новый трек: Ночной город',
    );
    expect(await screen.findByTestId('comments-empty')).toHaveTextContent(/^Комментариев пока нет/);
  });

  it('says the file is not found or hidden, with a way home', async () => {
    vi.stubGlobal('fetch', jsonFetch({ ...visitor, [FILE_PATH]: fileRoute() }));
    renderApp(`/media/${TRACK_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Файл не найден или скрыт' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Файл не найден — Таланты'));
  });

  it('treats an id the server cannot read (400) as not found too', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        ...visitor,
        [FILE_PATH]: { status: 400, body: { status: 400, code: 'VALIDATION_ERROR', message: 'Неверный id' } },
      }),
    );
    renderApp('/media/not-a-uuid');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Файл не найден или скрыт' }),
    ).toBeInTheDocument();
  });

  it('offers another try when the server fails', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        ...visitor,
        ...profile,
        [FILE_PATH]: (request) => {
          calls += 1;
          return calls <= 3
            ? { status: 503, body: { status: 503, code: 'UNAVAILABLE', message: 'Сервер перегружен' } }
            : fileRoute(trackFixture())(request);
        },
      }),
    );
    renderApp(`/media/${TRACK_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Не удалось загрузить файл' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Сервер перегружен')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Попробовать ещё раз' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ночной город' })).toBeInTheDocument();
  });
});
