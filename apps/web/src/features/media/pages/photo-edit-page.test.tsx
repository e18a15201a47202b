import type { FileRecord, StorageUploadAnswer } from '@talanty/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '../../../lib/session.ts';
import { jsonFetch, renderApp } from '../../../test/render.tsx';
import { editorRoutes, fileFixture, fileList } from '../components/video-photo-test-fixtures.ts';

type Answer = { status?: number; body?: unknown };
type Call = { path: string; body: unknown };

/**
 * `/api/storage` goes through XMLHttpRequest (for the progress events): this stand-in answers it by
 * file name, after one progress event, the way the server does.
 */
class FakeUpload {
  static answer: (name: string) => Answer = () => ({ status: 500 });
  static sent: string[] = [];
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  open() {}
  setRequestHeader() {}
  abort() {
    this.onabort?.();
  }
  send(form: FormData) {
    const file = form.get('file') as File;
    FakeUpload.sent.push(file.name);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      const answer = FakeUpload.answer(file.name);
      this.status = answer.status ?? 200;
      this.responseText = JSON.stringify(answer.body ?? null);
      this.onload?.();
    }, 20);
  }
}

let uploads = 0;
function uploadAnswer(name: string): StorageUploadAnswer {
  uploads += 1;
  const id = `0198b000-0000-7000-8000-${String(uploads).padStart(12, '0')}`;
  return {
    fileName: `${id}.webp`,
    url: `/files/${id}.webp`,
    ext: 'webp',
    size: 2048,
    uploadId: id,
    kind: 'image',
    mime: 'image/webp',
    originName: name,
    width: 640,
    height: 480,
    orientation: 'Horizontal',
    duration: null,
    sizes: {
      Thumbnail: `/files/${id}-thumb.webp`,
      Square512: `/files/${id}-sq512.webp`,
      Square128: `/files/${id}-sq128.webp`,
      Wide: `/files/${id}-wide.webp`,
    },
    title: null,
    artist: null,
    coverSizes: null,
  };
}

async function open(
  routes: Record<string, Answer | ((request: Request, body: unknown) => Answer)>,
  path = '/user/profile-photo-edit',
) {
  const calls: Call[] = [];
  const base = jsonFetch(editorRoutes());
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const body =
      request.method === 'POST'
        ? await request
            .clone()
            .json()
            .catch(() => undefined)
        : undefined;
    if (request.method === 'POST') calls.push({ path: url.pathname, body });
    const route = routes[url.pathname];
    if (!route) return base(input, init);
    const answer = typeof route === 'function' ? route(request, body) : route;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  await refreshSession();
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Мои фото' });
  return { ...view, calls };
}

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], name, { type: 'image/png' });
const trashOf = (request: Request) => new URL(request.url).searchParams.get('onlyDeleted') === 'Y';

beforeEach(() => {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  // jsdom has no object URLs (the queue shows each picture's preview).
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/user/profile-photo-edit', () => {
  it('uploads several photos at once; one the server refuses keeps its message and the others are added', async () => {
    const added: FileRecord[] = [];
    FakeUpload.answer = (name) =>
      name === 'scan.png'
        ? {
            status: 415,
            body: { status: 415, code: 'UNSUPPORTED_FORMAT', message: 'Этот формат не поддерживается' },
          }
        : { body: uploadAnswer(name) };
    const { calls } = await open({
      '/api/user/getUserFileList': (request) => fileList(trashOf(request) ? [] : [...added].reverse()),
      '/api/user/addUserFile': (_request, body) => {
        const { uploadId, Name } = body as { uploadId: string; Name: string };
        const file = fileFixture({
          Name,
          Sizes: {
            Thumbnail: `/files/${uploadId}-thumb.webp`,
            Square512: '',
            Square128: '',
            Wide: '',
          },
        });
        added.push(file);
        return { body: file };
      },
    });
    expect(await screen.findByText('Здесь пока нет фото')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.upload(screen.getByTestId('photo-input'), [
      png('stage.png'),
      png('scan.png'),
      png('backstage.png'),
    ]);

    await waitFor(() => expect(screen.getAllByTestId('photo-card')).toHaveLength(2));
    expect(FakeUpload.sent.sort()).toEqual(['backstage.png', 'scan.png', 'stage.png']);
    const adds = calls.filter((c) => c.path === '/api/user/addUserFile').map((c) => c.body);
    expect(adds).toHaveLength(2);
    expect(adds).toEqual(
      expect.arrayContaining([
        { FileType: 'Image', uploadId: expect.any(String), Name: 'stage' },
        { FileType: 'Image', uploadId: expect.any(String), Name: 'backstage' },
      ]),
    );
    // The refused one stays in the list with the server's message and no retry (retrying cannot help).
    const refused = screen
      .getAllByTestId('photo-upload')
      .find((item) => item.textContent?.includes('scan.png'));
    expect(refused).toBeDefined();
    expect(within(refused as HTMLElement).getByRole('alert')).toHaveTextContent(
      'Этот формат не поддерживается',
    );
    expect(
      within(refused as HTMLElement).queryByRole('button', { name: 'Повторить' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Подпись к фото «stage»' })).toHaveValue('stage');
  });

  it('refuses a file that is not a picture before uploading it', async () => {
    await open({ '/api/user/getUserFileList': fileList([]) });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByTestId('photo-input'), [
      new File(['%PDF-1.4'], 'rider.pdf', { type: 'application/pdf' }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Это не картинка');
    expect(FakeUpload.sent).toEqual([]);
  });

  it('saves a caption on Enter and shows that it is saved; a failure keeps the text', async () => {
    const photo = fileFixture({ Name: 'IMG_2034' });
    let fail = false;
    const { calls } = await open({
      '/api/user/getUserFileList': (request) => fileList(trashOf(request) ? [] : [photo]),
      '/api/user/syncFile': (_request, body) => {
        if (fail)
          return {
            status: 400,
            body: { status: 400, code: 'VALIDATION_ERROR', message: 'Слишком длинная подпись' },
          };
        const record = (body as { InIO: { ListOfUserFile: { File: { Name: string }[] } } }).InIO
          .ListOfUserFile.File[0];
        return { body: { outIO: { ListOfUserFile: { File: [{ ...photo, Name: record?.Name }] } } } };
      },
    });
    const user = userEvent.setup();
    const caption = await screen.findByRole('textbox', { name: 'Подпись к фото «IMG_2034»' });
    await user.clear(caption);
    await user.type(caption, 'Концерт в Казани{Enter}');

    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/user/syncFile')?.body).toEqual({
        InIO: {
          IntObjectName: 'UserFile',
          ListOfUserFile: { File: [{ FileId: photo.FileId, Name: 'Концерт в Казани' }] },
        },
      }),
    );
    expect(await screen.findByText('Подпись сохранена')).toBeInTheDocument();

    fail = true;
    await user.clear(caption);
    await user.type(caption, 'Новая подпись');
    await user.tab();
    await waitFor(() => expect(caption).toHaveAccessibleDescription('Слишком длинная подпись'));
    expect(caption).toHaveValue('Новая подпись');
  });

  it('restores a photo from the trash', async () => {
    const photo = fileFixture({ Name: 'Афиша', DeletedFlag: 'Y', DeletedDT: '2026-03-10T10:00:00.000Z' });
    const { calls } = await open(
      {
        '/api/user/getUserFileList': (request) => fileList(trashOf(request) ? [photo] : []),
        '/api/user/syncFile': {
          body: { outIO: { ListOfUserFile: { File: [{ ...photo, DeletedFlag: 'N' }] } } },
        },
      },
      '/user/profile-photo-edit?view=trash',
    );
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Афиша' });
    expect(within(card).getByText('Удалится навсегда 9 апреля 2026')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Восстановить «Афиша»' }));
    expect(await screen.findByText('Фото «Афиша» восстановлено')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/user/syncFile')?.body).toEqual({
      InIO: {
        IntObjectName: 'UserFile',
        ListOfUserFile: { File: [{ FileId: photo.FileId, DeletedFlag: 'N' }] },
      },
    });
  });

  it('makes a photo the profile picture or the profile cover from its menu', async () => {
    const photo = fileFixture({ Name: 'Сцена' });
    const { calls } = await open({
      '/api/user/getUserFileList': (request) => fileList(trashOf(request) ? [] : [photo]),
      '/api/user/setUserAvatar': { body: { AvatarId: photo.FileId, Avatar: '/files/a.webp' } },
      '/api/user/setUserHeader': {
        body: { HeaderColor: null, HeaderImgId: photo.FileId, HeaderURL: '/files/w.webp' },
      },
    });
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Сцена' });
    await user.click(within(card).getByRole('button', { name: 'Действия с фото «Сцена»' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Сделать фото профиля' }));
    expect(await screen.findByText('Фото профиля обновлено')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Действия с фото «Сцена»' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Сделать обложкой профиля' }));
    expect(await screen.findByText('Обложка профиля обновлена')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/user/setUser'))).toEqual([
      { path: '/api/user/setUserAvatar', body: { photoId: photo.FileId } },
      { path: '/api/user/setUserHeader', body: { color: null, imgId: photo.FileId } },
    ]);
  });
});
