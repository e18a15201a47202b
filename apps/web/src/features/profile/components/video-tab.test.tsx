import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fileListPage as page, profileTabRoutes, videoFixture } from '../../../shared/media/test-fixtures.ts';
import { jsonFetch, renderApp } from '../../../test/render.tsx';

describe('the profile video tab', () => {
  it('shows the videos as cards leading to their pages, loads more, and offers the owner the editor', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch(
        profileTabRoutes(
          (request) =>
            new URL(request.url).searchParams.get('cursor')
              ? page([videoFixture({ FileId: 'v3', Name: 'Третье' })])
              : page(
                  [
                    videoFixture({ FileId: 'v1', Name: 'Концерт' }),
                    videoFixture({
                      FileId: 'v2',
                      Name: 'Шортс',
                      FileSubType: 'YouTubeShort',
                      Orientation: 'Vertical',
                    }),
                  ],
                  'next-1',
                ),
          { owner: true },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/anna.sol?tab=video');
    const list = await screen.findByRole('list', { name: 'Видео' });
    expect(within(list).getAllByTestId('video-card')).toHaveLength(1);
    // Shorts and clips stand on a shelf of their own, in narrower columns.
    const shorts = screen.getByRole('list', { name: 'Shorts и клипы' });
    expect(within(shorts).getByRole('link', { name: 'Шортс' })).toHaveAttribute('href', '/media/v2');
    expect(within(list).getByRole('link', { name: 'Концерт' })).toHaveAttribute('href', '/media/v1');
    expect(screen.getByRole('link', { name: 'Добавить видео' })).toHaveAttribute(
      'href',
      '/user/profile-video-edit',
    );
    // No platform player is loaded on the profile: covers only.
    expect(document.querySelector('iframe')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await within(list).findByRole('link', { name: 'Третье' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('says when the videos could not be loaded and tries again', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      jsonFetch(
        profileTabRoutes(() =>
          fail
            ? { status: 400, body: { status: 400, code: 'BAD', message: 'Сервер не понял запрос' } }
            : page([videoFixture({ FileId: 'v1', Name: 'Концерт' })]),
        ),
      ),
    );
    renderApp('/anna.sol?tab=video');
    expect(await screen.findByText('Не удалось загрузить видео')).toBeInTheDocument();
    expect(screen.getByText('Сервер не понял запрос')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Попробовать ещё раз' }));
    expect(await screen.findByRole('link', { name: 'Концерт' })).toBeInTheDocument();
  });
});
