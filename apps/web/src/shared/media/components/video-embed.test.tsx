import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { player } from '../../player/player-store.ts';
import { videoFixture } from '../test-fixtures.ts';
import { autoplayEmbedUrl, VideoEmbed } from './video-embed.tsx';

afterEach(() => vi.restoreAllMocks());

const renderEmbed = (file = videoFixture()) =>
  renderWithProviders(
    <MemoryRouter>
      <VideoEmbed file={file} />
    </MemoryRouter>,
  );

describe('VideoEmbed', () => {
  it('loads nothing from the platform until play is pressed, then mounts its player with autoplay', async () => {
    const user = userEvent.setup();
    const pause = vi.spyOn(player, 'pause');
    const { container } = renderEmbed();

    expect(container.querySelector('iframe')).toBeNull();
    const poster = screen.getByRole('button', { name: 'Смотреть «Живой концерт в «Мутаборе»»' });
    expect(poster.querySelector('img')).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    expect(screen.getByText('Видео загрузится с YouTube после нажатия')).toBeInTheDocument();

    await user.click(poster);
    const frame = container.querySelector('iframe');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(frame).toHaveFocus();
    // Starting a video stops the track playing in the app player (spec section 4).
    expect(pause).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Смотреть/ })).not.toBeInTheDocument();
  });

  it('falls back to the platform placeholder when the cover cannot load (offline, blockers)', () => {
    const { container } = renderEmbed();
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-platform="YouTube"] span[aria-hidden]')).not.toBeNull();
  });

  it('frames Shorts and VK clips 9:16 and links to the platform', () => {
    const { unmount } = renderEmbed(
      videoFixture({ FileSubType: 'YouTubeShort', Orientation: 'Vertical', LogoURL: null }),
    );
    expect(screen.getByTestId('video-embed')).toHaveAttribute('data-vertical', 'true');
    unmount();

    renderEmbed(
      videoFixture({
        hostingService: 'VK',
        FileSubType: 'VKClip',
        FileFullURL: 'https://vk.com/clip-1_2',
        EmbedURL: 'https://vk.com/video_ext.php?oid=-1&id=2&hash=abc',
      }),
    );
    expect(screen.getByTestId('video-embed')).toHaveAttribute('data-vertical', 'true');
    expect(screen.getByRole('link', { name: 'Открыть на VK Видео' })).toHaveAttribute(
      'href',
      'https://vk.com/clip-1_2',
    );
  });

  it('adds autoplay to an embed address that already has a query', () => {
    expect(autoplayEmbedUrl('https://vk.com/video_ext.php?oid=-1&id=2&hash=abc')).toBe(
      'https://vk.com/video_ext.php?oid=-1&id=2&hash=abc&autoplay=1',
    );
  });
});
