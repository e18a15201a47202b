import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fileListPage as page, photoFixture, profileTabRoutes } from '../../../shared/media/test-fixtures.ts';
import { jsonFetch, renderApp } from '../../../test/render.tsx';

const photos = [
  photoFixture({ FileId: 'p1', Name: 'Саундчек', FileFullURL: '/files/p1.webp' }),
  photoFixture({ FileId: 'p2', Name: 'Гримёрка', FileFullURL: '/files/p2.webp' }),
  photoFixture({ FileId: 'p3', Name: '', FileFullURL: '/files/p3.webp' }),
];

describe('the profile photo tab', () => {
  it('opens a photo large and walks through them with the arrow keys and buttons', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      jsonFetch(
        profileTabRoutes((request) => {
          asked.push(new URL(request.url).search);
          return page(photos);
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/anna.sol?tab=photo');
    const cards = await screen.findAllByTestId('photo-card');
    expect(cards).toHaveLength(3);
    expect(asked[0]).toContain('type=Image');
    expect(asked[0]).toContain('nickName=anna.sol');
    expect(screen.queryByRole('link', { name: 'Добавить фото' })).not.toBeInTheDocument();

    await user.click(within(cards[1] as HTMLElement).getByRole('button'));
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByRole('img', { name: 'Гримёрка' })).toHaveAttribute('src', '/files/p2.webp');
    expect(within(viewer).getByText('2 из 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('link', { name: 'Страница фото' })).toHaveAttribute('href', '/media/p2');

    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByTestId('photo-lightbox-caption')).toHaveTextContent('Фото без подписи');
    expect(within(viewer).getByRole('button', { name: 'Следующее фото' })).toBeDisabled();

    await user.keyboard('{ArrowLeft}');
    await user.click(within(viewer).getByRole('button', { name: 'Предыдущее фото' }));
    expect(within(viewer).getByTestId('photo-lightbox-caption')).toHaveTextContent('Саундчек');
    expect(within(viewer).getByRole('button', { name: 'Предыдущее фото' })).toBeDisabled();

    await user.click(within(viewer).getByRole('button', { name: 'Закрыть' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the owner the way to the editor when there are no photos yet', async () => {
    vi.stubGlobal('fetch', jsonFetch(profileTabRoutes(page([]), { owner: true })));
    renderApp('/anna.sol?tab=photo');
    expect(await screen.findByTestId('media-empty-state')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Добавить фото' })).toHaveAttribute(
      'href',
      '/user/profile-photo-edit',
    );
  });
});
