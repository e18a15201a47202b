import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { USER_STATISTIC_PATH } from '../../../lib/session.ts';
import { profileFixture } from '../../../shared/profile/test-fixtures.ts';
import { jsonFetch, renderApp } from '../../../test/render.tsx';

const PROFILE_PATH = '/api/user/getProfile/anna.sol';
const visitor = { [USER_STATISTIC_PATH]: { body: { status: 'NOT_LOGGED_IN' } } };
/** The media tabs list the person's files: none here. */
const noMedia = {
  '/api/user/getUserFileList': { body: { outIO: { ListOfUserFileList: { File: [] }, nextCursor: null } } },
};

describe('the profile page', () => {
  it('shows the person, titled as the server titles it for crawlers', async () => {
    vi.stubGlobal('fetch', jsonFetch({ ...visitor, [PROFILE_PATH]: { body: profileFixture() } }));
    renderApp('/@anna.sol');
    expect(await screen.findByRole('heading', { level: 1, name: 'Анна Соколова' })).toBeInTheDocument();
    expect(screen.getByText('@anna.sol')).toBeInTheDocument();
    expect(screen.getByText('Москва, Россия')).toBeInTheDocument();
    expect(screen.getByText('30 лет')).toBeInTheDocument();
    expect(screen.getByText('На «Талантах» с марта 2024')).toBeInTheDocument();
    expect(screen.getByText('Готова к поездкам')).toBeInTheDocument();
    expect(screen.queryByText('Работает удалённо')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Редактировать профиль' })).not.toBeInTheDocument();
    const singer = screen.getByRole('article', { name: 'Anna Sol' });
    expect(within(singer).getByText('Голос')).toBeInTheDocument();
    expect(within(singer).getByText('Меццо-сопрано')).toBeInTheDocument();
    expect(within(singer).getByText('по договорённости')).toBeInTheDocument();
    const musician = screen.getByRole('article', { name: 'Музыкант' });
    expect(within(musician).getByText('Инструменты')).toBeInTheDocument();
    expect(
      within(musician)
        .getByTestId('service-price')
        .textContent?.replace(/\u00a0/g, ' '),
    ).toBe('5 000 ₽ / час');
    await waitFor(() =>
      expect(document.title).toBe('Анна Соколова (@anna.sol) — Вокалист, Музыкант — Таланты'),
    );
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Вокалист, Музыкант · Москва · Пою и играю на клавишных.',
    );
  });

  it('marks a demo profile, and draws the photo in a neon frame when asked', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        ...visitor,
        [PROFILE_PATH]: {
          body: profileFixture({
            DemoFlag: 'Y',
            Avatar: '/files/avatar-sq512.webp',
            HeaderColor: '#0B7285',
            ListOfUserCFGParams: { AvatarNeonFrameFlag: 'Y' },
          }),
        },
      }),
    );
    renderApp('/@anna.sol');
    expect(await screen.findByText('Демо-профиль')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Фото профиля: Анна Соколова' })).toHaveAttribute(
      'src',
      '/files/avatar-sq512.webp',
    );
    expect(screen.getByTestId('profile-avatar')).toHaveAttribute('data-neon', 'Y');
    expect(screen.getByTestId('profile-banner')).toHaveAttribute('data-kind', 'color');
  });

  it('switches tabs with a click or the arrow keys and keeps ?tab= in the address', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', jsonFetch({ ...visitor, ...noMedia, [PROFILE_PATH]: { body: profileFixture() } }));
    const { router } = renderApp('/@anna.sol');
    const about = await screen.findByRole('tab', { name: 'О себе' });
    expect(about).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Аудио' }));
    expect(router.state.location.search).toBe('?tab=audio');
    expect(screen.getByRole('tab', { name: 'Аудио' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Здесь появятся треки' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Anna Sol' })).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?tab=video');
    expect(await screen.findByRole('heading', { name: 'Здесь появятся видео' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'О себе' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('article', { name: 'Anna Sol' })).toBeInTheDocument();
  });

  it('opens the tab named in the address, and "about" for an unknown one', async () => {
    vi.stubGlobal('fetch', jsonFetch({ ...visitor, ...noMedia, [PROFILE_PATH]: { body: profileFixture() } }));
    const { router } = renderApp('/user/anna.sol?tab=photo');
    expect(await screen.findByRole('tab', { name: 'Фото' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Здесь появятся фото' })).toBeInTheDocument();

    await act(() => router.navigate('/anna.sol?tab=nonsense'));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'О себе' })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('gives the owner edit links for the profile and each talent', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        ...visitor,
        [PROFILE_PATH]: { body: profileFixture({ OwnerFlag: 'Y', ContactsState: 'SHOWN' }) },
      }),
    );
    renderApp('/@anna.sol');
    expect(await screen.findByRole('link', { name: 'Редактировать профиль' })).toHaveAttribute(
      'href',
      '/user/profile-edit',
    );
    expect(screen.getByRole('link', { name: 'Изменить талант «Вокалист»' })).toHaveAttribute(
      'href',
      '/user/edit-talant/SNG',
    );
  });

  it('says there is no such person for an unknown nickname, with a search link', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        ...visitor,
        '/api/user/getProfile/ghost': {
          status: 404,
          body: { status: 404, code: 'PROFILE_NOT_FOUND', message: 'Профиль не найден' },
        },
      }),
    );
    renderApp('/@ghost');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Такого человека здесь нет' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Найти в поиске' })).toHaveAttribute('href', '/search?q=ghost');
    await waitFor(() => expect(document.title).toBe('Профиль @ghost не найден — Таланты'));
  });

  it('offers another try when the server fails', async () => {
    const user = userEvent.setup();
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        ...visitor,
        [PROFILE_PATH]: () => {
          calls += 1;
          return calls <= 3
            ? { status: 503, body: { status: 503, code: 'UNAVAILABLE', message: 'Сервер перегружен' } }
            : { body: profileFixture() };
        },
      }),
    );
    renderApp('/@anna.sol');
    expect(
      await screen.findByRole('heading', { name: 'Не удалось загрузить профиль' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Сервер перегружен')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Попробовать ещё раз' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Анна Соколова' })).toBeInTheDocument();
  });
});
