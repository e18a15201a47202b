import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  audioFileFixture,
  fileListPage as page,
  profileTabRoutes,
} from '../../../shared/media/test-fixtures.ts';
import { player } from '../../../shared/player/player-store.ts';
import { stubMediaElement } from '../../../shared/player/test-fixtures.ts';
import { jsonFetch, renderApp } from '../../../test/render.tsx';

afterEach(() => player.close());

describe('the profile audio tab', () => {
  it('lists the tracks, plays them as the profile owner’s, and loads more', async () => {
    stubMediaElement();
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      jsonFetch(
        profileTabRoutes((request) => {
          const url = new URL(request.url);
          asked.push(url.search);
          return url.searchParams.get('cursor')
            ? page([audioFileFixture({ FileId: 'c', Name: 'Третий' })])
            : page(
                [
                  audioFileFixture({ FileId: 'a', Name: 'Первый' }),
                  audioFileFixture({ FileId: 'b', Name: 'Второй' }),
                ],
                'next-1',
              );
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/anna.sol?tab=audio');
    await user.click(await screen.findByRole('button', { name: 'Слушать «Первый»' }));
    expect(player.getState().queue[0]).toMatchObject({ id: 'a', artist: 'Анна Соколова' });
    expect(asked[0]).toContain('type=Audio');
    expect(asked[0]).toContain('nickName=anna.sol');
    expect(screen.queryByRole('link', { name: 'Добавить трек' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByRole('link', { name: 'Третий' })).toBeInTheDocument();
    expect(screen.getAllByTestId('track-row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('shows the owner the way to the editor, also when there are no tracks yet', async () => {
    vi.stubGlobal('fetch', jsonFetch(profileTabRoutes(page([]), { owner: true })));
    renderApp('/anna.sol?tab=audio');
    expect(await screen.findByTestId('media-empty-state')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Добавить трек' })).toHaveAttribute(
      'href',
      '/user/profile-audio-edit',
    );
  });

  it('says when the tracks could not be loaded and tries again', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      jsonFetch(
        profileTabRoutes(() =>
          fail
            ? { status: 500, body: { status: 500, code: 'INTERNAL', message: 'Сервер недоступен' } }
            : page([audioFileFixture({ Name: 'Вернулся' })]),
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/anna.sol?tab=audio');
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(within(alert).getByText('Не удалось загрузить треки')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Попробовать снова' }));
    expect(await screen.findByRole('link', { name: 'Вернулся' })).toBeInTheDocument();
  });
});
