import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession, USER_STATISTIC_PATH } from '../../../lib/session.ts';
import { jsonFetch, renderWithProviders } from '../../../test/render.tsx';
import { player } from '../../player/player-store.ts';
import { stubMediaElement } from '../../player/test-fixtures.ts';
import { audioFileFixture } from '../test-fixtures.ts';
import { LikeButton } from './like-button.tsx';
import { TrackList } from './track-list.tsx';

function renderAt(ui: ReactNode, path = '/anna.sol') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return renderWithProviders(<RouterProvider router={router} />);
}

const files = [
  audioFileFixture({ FileId: 'a', Name: 'Утро', Duration: 65 }),
  audioFileFixture({
    FileId: 'b',
    Name: 'День',
    Duration: 125,
    Peaks: null,
    ListOfTalants: [],
    ListOfStyles: [],
  }),
  audioFileFixture({ FileId: 'c', Name: 'Вечер', Duration: null }),
];

let media: ReturnType<typeof stubMediaElement>;
beforeEach(() => {
  media = stubMediaElement();
});
afterEach(() => player.close());

describe('TrackList', () => {
  it('shows each track with its link, tags, duration and likes', () => {
    vi.stubGlobal('fetch', jsonFetch({}));
    renderAt(<TrackList files={files} artist="Анна Соколова" />);
    const rows = screen.getAllByTestId('track-row');
    expect(rows).toHaveLength(3);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Утро' })).toHaveAttribute('href', '/media/a');
    expect(first.getByText('Вокалист')).toBeInTheDocument();
    expect(first.getByText('Джаз')).toBeInTheDocument();
    expect(first.getByText('1:05')).toBeInTheDocument();
    expect(first.getByRole('button', { name: /Нравится/ })).toHaveTextContent('3');
    expect(within(rows[1] as HTMLElement).getByText('2:05')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('—')).toBeInTheDocument();
  });

  it('playing a row queues the whole list, so next walks it', async () => {
    vi.stubGlobal('fetch', jsonFetch({}));
    const user = userEvent.setup();
    renderAt(<TrackList files={files} artist="Анна Соколова" />);
    await user.click(screen.getByRole('button', { name: 'Слушать «День»' }));
    const s = player.getState();
    expect(s.queue.map((t) => t.id)).toEqual(['a', 'b', 'c']);
    expect(s.queue[s.index]).toMatchObject({ id: 'b', artist: 'Анна Соколова' });
    act(() => void media.el?.dispatchEvent(new Event('playing')));
    const pause = await screen.findByRole('button', { name: 'Пауза: «День»' });
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    act(() => player.next());
    expect(player.getState().queue[player.getState().index]?.id).toBe('c');
    await user.click(screen.getByRole('button', { name: 'Слушать «Утро»' }));
    expect(player.getState().index).toBe(0);
  });

  it('seeking the waveform of a row that is not playing starts it there', async () => {
    vi.stubGlobal('fetch', jsonFetch({}));
    renderAt(<TrackList files={files} />);
    const slider = screen.getByRole('slider', { name: 'Перемотка трека «Утро»' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    const s = player.getState();
    expect(s.queue[s.index]?.id).toBe('a');
    expect(s.position).toBeCloseTo(5);
  });

  it('shows the empty state when there are no files', () => {
    renderAt(<TrackList files={[]} emptyState={<p>Пусто</p>} />);
    expect(screen.getByText('Пусто')).toBeInTheDocument();
    expect(screen.queryByTestId('track-list')).not.toBeInTheDocument();
  });

  it('passes each file to the owner actions slot', () => {
    renderAt(
      <TrackList files={files} ownerActions={(f) => <button type="button">Изменить {f.Name}</button>} />,
    );
    expect(screen.getByRole('button', { name: 'Изменить Вечер' })).toBeInTheDocument();
  });
});

describe('LikeButton', () => {
  it('invites a visitor to sign in and come back to this page', async () => {
    vi.stubGlobal('fetch', jsonFetch({ [USER_STATISTIC_PATH]: { body: { status: 'NOT_LOGGED_IN' } } }));
    await refreshSession();
    const user = userEvent.setup();
    renderAt(<LikeButton file={files[0]!} />, '/anna.sol?tab=audio');
    await user.click(screen.getByRole('button', { name: /Нравится/ }));
    expect(await screen.findByText('Понравился трек?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute(
      'href',
      '/auth/signin?next=%2Fanna.sol%3Ftab%3Daudio',
    );
  });

  it('likes at once for a signed-in reader and settles with the server count', async () => {
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        [USER_STATISTIC_PATH]: { body: { status: 'LOGGED_IN', Follows: 0, Followers: 0 } },
        '/api/user/setUserMediaLike': (request) => {
          calls.push(request.method);
          return { body: { likeFlag: 'Y', likeNum: 4 } };
        },
      }),
    );
    await refreshSession();
    const user = userEvent.setup();
    renderAt(<LikeButton file={files[0]!} />);
    const button = screen.getByRole('button', { name: /Нравится/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent('4');
    await waitFor(() => expect(calls).toEqual(['POST']));
  });
});
