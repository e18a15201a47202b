import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '../../../lib/session.ts';
import { jsonFetch, renderApp } from '../../../test/render.tsx';
import {
  editorRoutes,
  fileList,
  videoFixture,
  videoInfoFixture,
} from '../components/video-photo-test-fixtures.ts';

type Answer = { status?: number; body?: unknown };
type Call = { path: string; body: unknown };

/** The editor against a fetch stand-in; `calls` records every write with its JSON body. */
async function open(
  routes: Record<string, Answer | ((request: Request, body: unknown) => Answer | Promise<Answer>)> = {},
) {
  const calls: Call[] = [];
  const base = jsonFetch(editorRoutes());
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url).pathname;
    const body =
      request.method === 'POST'
        ? await request
            .clone()
            .json()
            .catch(() => undefined)
        : undefined;
    if (request.method === 'POST') calls.push({ path, body });
    const route = routes[path];
    if (!route) return base(input, init);
    const answer = typeof route === 'function' ? await route(request, body) : route;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  await refreshSession();
  const view = renderApp('/user/profile-video-edit');
  await screen.findByRole('heading', { level: 1, name: 'Мои видео' });
  return { ...view, calls };
}

const emptyList = { '/api/user/getUserFileList': fileList([]) };
const linkField = () => screen.getByRole('textbox', { name: 'Ссылка на видео' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/user/profile-video-edit', () => {
  it('shows the server’s message under the link field for another platform', async () => {
    const { calls } = await open({
      ...emptyList,
      '/api/media/getVideoInfo': {
        status: 400,
        body: {
          status: 400,
          code: 'UNSUPPORTED_VIDEO_PLATFORM',
          message: 'Эта видеоплатформа не поддерживается',
        },
      },
    });
    const user = userEvent.setup();
    await user.type(linkField(), 'https://vimeo.com/76979871{Enter}');

    await waitFor(() =>
      expect(linkField()).toHaveAccessibleDescription('Эта видеоплатформа не поддерживается'),
    );
    expect(linkField()).toHaveAttribute('aria-invalid', 'true');
    expect(linkField()).toHaveValue('https://vimeo.com/76979871');
    expect(calls).toEqual([{ path: '/api/media/getVideoInfo', body: { url: 'https://vimeo.com/76979871' } }]);
    expect(screen.queryByRole('button', { name: 'Сохранить видео' })).not.toBeInTheDocument();
  });

  it('says locally that text which is not a link is not one, without asking the server', async () => {
    const { calls } = await open(emptyList);
    const user = userEvent.setup();
    await user.type(linkField(), 'мой клип на ютубе{Enter}');
    expect(linkField()).toHaveAccessibleDescription(/Это не похоже на ссылку/);
    expect(calls).toEqual([]);
  });

  it('requires a title when the platform’s details could not be fetched, then saves what was typed', async () => {
    const info = videoInfoFixture({
      title: null,
      authorName: null,
      thumbnailUrl: null,
      detailsFlag: 'N',
      detailsError: { code: 'VIDEO_DETAILS_UNAVAILABLE', message: 'Площадка не ответила вовремя' },
    });
    const { calls } = await open({
      ...emptyList,
      '/api/media/getVideoInfo': { body: info },
      '/api/user/addUserFile': { body: videoFixture({ Name: 'Репетиция' }) },
    });
    const user = userEvent.setup();
    await user.type(linkField(), 'https://youtu.be/dQw4w9WgXcQ{Enter}');

    const alert = await screen.findByTestId('video-no-details');
    expect(alert).toHaveTextContent('Не удалось получить данные видео с YouTube');
    expect(alert).toHaveTextContent('введите название сами, а обложку при желании загрузите');
    // Said once: the server's own wording of the reason is not repeated under it.
    expect(alert).not.toHaveTextContent('Площадка не ответила вовремя');
    const title = screen.getByRole('textbox', { name: /Название/ });
    expect(title).toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Сохранить видео' }));
    expect(title).toHaveAccessibleDescription('Введите название видео');
    expect(calls.filter((c) => c.path === '/api/user/addUserFile')).toEqual([]);

    await user.type(title, 'Репетиция');
    await user.click(screen.getByRole('button', { name: 'Сохранить видео' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/user/addUserFile')).toBe(true));
    const add = calls.find((c) => c.path === '/api/user/addUserFile');
    expect(add?.body).toEqual({
      FileType: 'Video',
      externalFlag: 'Y',
      FileFullURL: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      hostingService: 'YouTube',
      FileSubType: 'YouTubeVideo',
      Name: 'Репетиция',
      Description: '',
      PublicFlag: 'Y',
      ListOfTalants: [],
      ListOfTools: [],
      ListOfStyles: [],
    });
  });

  it('shows YouTube’s preview by id when the details failed: one warning, one way to add', async () => {
    const info = videoInfoFixture({
      title: null,
      authorName: null,
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      detailsFlag: 'N',
      detailsError: {
        code: 'VIDEO_PLATFORM_ERROR',
        message: 'Видеоплатформа не отдала сведения о видео (возможно, оно закрыто или удалено)',
      },
    });
    await open({ ...emptyList, '/api/media/getVideoInfo': { body: info } });
    // One «Добавить видео» button on the page (the header's); the empty library does not repeat it.
    expect(await screen.findByText('Здесь пока нет видео')).toBeInTheDocument();
    expect(screen.getByText(/Вставьте в поле выше ссылку/)).toBeInTheDocument();
    const addButtons = screen.getAllByRole('button', { name: /Добавить видео/ });
    expect(addButtons).toHaveLength(1);

    const user = userEvent.setup();
    await user.click(addButtons[0] as HTMLElement);
    await waitFor(() => expect(linkField()).toHaveFocus());
    await user.paste('https://youtu.be/dQw4w9WgXcQ');
    await user.keyboard('{Enter}');
    const alert = await screen.findByTestId('video-no-details');
    expect(screen.getAllByTestId('video-no-details')).toHaveLength(1);
    expect(screen.getAllByText(/Не удалось получить данные видео/)).toHaveLength(1);
    expect(screen.queryAllByText(/закрыто или удалено/)).toHaveLength(1);
    expect(alert).toHaveTextContent(
      'Возможно, видео закрыто или удалено. Ссылку можно сохранить: введите название сами. Превью взято с YouTube по адресу видео.',
    );
    const preview = screen.getByRole('img', { name: /Обложка видео/ });
    expect(preview).toHaveAttribute('src', 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
  });

  it('prefills the details from a pasted link and saves the video with the platform’s cover', async () => {
    let saved = false;
    const short = videoInfoFixture({
      FileSubType: 'YouTubeShort',
      url: 'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      title: 'Распевка за минуту',
    });
    const { calls } = await open({
      '/api/user/getUserFileList': (request) =>
        fileList(
          saved && !new URL(request.url).searchParams.get('onlyDeleted')
            ? [
                videoFixture({
                  Name: 'Распевка за минуту',
                  FileSubType: 'YouTubeShort',
                  Orientation: 'Vertical',
                }),
              ]
            : [],
        ),
      '/api/media/getVideoInfo': { body: short },
      '/api/user/addUserFile': () => {
        saved = true;
        return { body: videoFixture({ Name: 'Распевка за минуту' }) };
      },
    });
    const user = userEvent.setup();
    await user.click(linkField());
    await user.paste('https://youtube.com/shorts/dQw4w9WgXcQ');

    const title = await screen.findByRole('textbox', { name: 'Название' });
    expect(title).toHaveValue('Распевка за минуту');
    expect(screen.getByText('Автор на площадке: Anna Sol')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Превью с YouTube' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Описание' }), 'Утренняя распевка');
    await user.click(screen.getByRole('switch', { name: /^Видно всем/ }));
    await user.click(screen.getByRole('button', { name: 'Сохранить видео' }));

    await waitFor(() => expect(saved).toBe(true));
    expect(calls.find((c) => c.path === '/api/user/addUserFile')?.body).toEqual({
      FileType: 'Video',
      externalFlag: 'Y',
      FileFullURL: 'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      hostingService: 'YouTube',
      FileSubType: 'YouTubeShort',
      Name: 'Распевка за минуту',
      Description: 'Утренняя распевка',
      PublicFlag: 'N',
      ListOfTalants: [],
      ListOfTools: [],
      ListOfStyles: [],
      LogoURL: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    });
    expect(await screen.findByText('Видео «Распевка за минуту» добавлено')).toBeInTheDocument();
    // The form is empty again and the new card is in the list.
    expect(linkField()).toHaveValue('');
    const card = await screen.findByRole('article', { name: 'Распевка за минуту' });
    expect(within(card).getByText('Shorts')).toBeInTheDocument();
  });

  it('warns that YouTube may be slow while its details load', async () => {
    await open({
      ...emptyList,
      '/api/media/getVideoInfo': async () => {
        await new Promise((resolve) => setTimeout(resolve, 900));
        return { body: videoInfoFixture() };
      },
    });
    const user = userEvent.setup();
    await user.type(linkField(), 'youtu.be/dQw4w9WgXcQ{Enter}');
    expect(
      await screen.findByText('Загрузка видео с YouTube может занять некоторое время'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Название' }, { timeout: 3000 })).toHaveValue(
      'Концерт в «Мутабор»',
    );
  });

  it('deletes after a confirmation and undoes it from the toast', async () => {
    const video = videoFixture({ Name: 'Живой концерт', Duration: 187 });
    const { calls } = await open({
      '/api/user/getUserFileList': (request) =>
        fileList(new URL(request.url).searchParams.get('onlyDeleted') ? [] : [video]),
      '/api/user/deleteUserFile': { body: { status: 'OK', data: { ...video, DeletedFlag: 'Y' } } },
      '/api/user/syncFile': { body: { outIO: { ListOfUserFile: { File: [video] } } } },
    });
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Живой концерт' });
    expect(within(card).getByText('3:07')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Действия с видео «Живой концерт»' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить видео?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByText('Видео «Живой концерт» в корзине')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/user/deleteUserFile')?.body).toEqual({ rowId: video.FileId });
    await user.click(screen.getByRole('button', { name: 'Отменить' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/user/syncFile')?.body).toEqual({
        InIO: {
          IntObjectName: 'UserFile',
          ListOfUserFile: { File: [{ FileId: video.FileId, DeletedFlag: 'N' }] },
        },
      }),
    );
  });
});
