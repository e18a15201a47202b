import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { TrackList } from '../media/components/track-list.tsx';
import { audioFileFixture } from '../media/test-fixtures.ts';
import { PlayerBar } from './player-bar.tsx';
import { player, trackFromFile } from './player-store.ts';
import { stubMediaElement } from './test-fixtures.ts';

const queue = [
  trackFromFile(audioFileFixture({ FileId: 'a', Name: 'Утро' }), 'Анна Соколова'),
  trackFromFile(audioFileFixture({ FileId: 'b', Name: 'Вечер' }), 'Анна Соколова'),
];

function renderBar(extra?: React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {extra}
            <PlayerBar />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

let media: ReturnType<typeof stubMediaElement>;
beforeEach(() => {
  media = stubMediaElement();
});
afterEach(() => {
  player.close();
  // Toasts live in a module store: the next test starts without the last one's.
  notifications.clean();
});

const fire = (type: string) => act(() => void media.el?.dispatchEvent(new Event(type)));
const current = () => player.getState().queue[player.getState().index]?.id;

describe('PlayerBar', () => {
  it('stays hidden until a track starts, then shows it with links and controls', async () => {
    renderBar();
    expect(screen.queryByTestId('player-bar')).not.toBeInTheDocument();
    act(() => player.playQueue(queue, 0));
    const bar = await screen.findByTestId('player-bar');
    expect(bar).toHaveAccessibleName('Плеер');
    expect(screen.getByRole('link', { name: 'Утро' })).toHaveAttribute('href', '/media/a');
    expect(screen.getByRole('link', { name: 'Анна Соколова' })).toHaveAttribute('href', '/anna.sol');
    expect(screen.getByLabelText('Загрузка…')).toBeInTheDocument();
    fire('playing');
    expect(screen.getByRole('button', { name: 'Пауза' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Следующий трек' }));
    expect(current()).toBe('b');
    expect(screen.getByRole('button', { name: 'Следующий трек' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Закрыть плеер' }));
    expect(screen.queryByTestId('player-bar')).not.toBeInTheDocument();
  });

  it('says when the track cannot be played and retries', async () => {
    renderBar();
    act(() => player.playQueue(queue, 0));
    fire('error');
    expect(await screen.findByText('Не удалось воспроизвести трек')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Повторить' })[0] as HTMLElement);
    expect(player.getState().status).toBe('loading');
  });

  it('says so, in the bar and a toast, when the file is gone; the row does not stay "playing"', async () => {
    // What Chromium does for a missing (404) or blocked file: the element's `error` event, then
    // play() rejects with NotSupportedError, then a `pause`.
    const failing = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementationOnce(function (
      this: HTMLMediaElement,
    ) {
      media.el = this;
      return Promise.reject(new DOMException('The element has no supported sources.', 'NotSupportedError'));
    });
    const files = [audioFileFixture({ FileId: 'gone', Name: 'Пропавший трек' })];
    renderBar(<TrackList files={files} artist="Анна Соколова" />);
    await userEvent.click(screen.getByRole('button', { name: 'Слушать «Пропавший трек»' }));
    fire('error');
    await act(async () => {
      await Promise.resolve();
    });
    fire('pause');
    expect(failing).toHaveBeenCalled();
    expect(player.getState().status).toBe('error');

    const bar = screen.getByTestId('player-bar');
    expect(within(bar).getByRole('alert')).toHaveTextContent('Не удалось воспроизвести трек');
    expect(await screen.findByText('Не удалось воспроизвести «Пропавший трек»')).toBeInTheDocument();
    expect(screen.getByText(/Файл трека не загружается или повреждён/)).toBeInTheDocument();
    // The row offers a retry instead of a pause button.
    const row = screen.getByTestId('track-row');
    expect(
      within(row).getByRole('button', {
        name: 'Не удалось воспроизвести «Пропавший трек». Попробовать снова',
      }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('leaves the player paused, without an error, when the browser wants a tap first', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementationOnce(function (this: HTMLMediaElement) {
      media.el = this;
      return Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
    });
    renderBar();
    await act(async () => {
      player.playQueue(queue, 0);
      await Promise.resolve();
    });
    expect(player.getState().status).toBe('paused');
    expect(within(screen.getByTestId('player-bar')).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Слушать' })).toBeInTheDocument();
  });

  it('answers the player keys on the page, but not while typing, on tabs, or with a dialog open', () => {
    renderBar(
      <>
        <input aria-label="Поиск" />
        <div role="tab" tabIndex={0}>
          Вкладка
        </div>
      </>,
    );
    act(() => player.playQueue(queue, 0));
    fire('playing');
    fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    expect(player.getState().status).toBe('paused');
    fireEvent.keyDown(document.body, { key: 'к', code: 'KeyK' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight', code: 'ArrowRight' });
    expect(player.getState().position).toBe(5);
    fireEvent.keyDown(document.body, { key: 'N', code: 'KeyN', shiftKey: true });
    expect(current()).toBe('b');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft', code: 'ArrowLeft', shiftKey: true });
    expect(current()).toBe('a');
    fireEvent.keyDown(document.body, { key: 'm', code: 'KeyM' });
    expect(player.getState().muted).toBe(true);

    fireEvent.keyDown(screen.getByLabelText('Поиск'), { key: 'n', code: 'KeyN' });
    fireEvent.keyDown(screen.getByRole('tab'), { key: 'ArrowRight', code: 'ArrowRight' });
    expect(current()).toBe('a');
    expect(player.getState().position).toBe(0);

    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    fireEvent.keyDown(document.body, { key: 'n', code: 'KeyN' });
    expect(current()).toBe('a');
    dialog.remove();
  });
});
