import type { FileRecord, StorageUploadAnswer } from '@talanty/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession, USER_STATISTIC_PATH } from '../../../lib/session.ts';
import { player } from '../../../shared/player/player-store.ts';
import { audioFileFixture } from '../../../shared/player/test-fixtures.ts';
import { jsonFetch, renderApp } from '../../../test/render.tsx';

const PAGE = '/user/profile-audio-edit';
const LIST = '/api/user/getUserFileList';
const ADD = '/api/user/addUserFile';
const DELETE = '/api/user/deleteUserFile';
const SYNC = '/api/user/syncFile';
const UPLOAD_ID = '0197b000-0000-7000-8000-00000000000a';
const MB = 1024 * 1024;

const uploadAnswer = (overrides: Partial<StorageUploadAnswer> = {}): StorageUploadAnswer => ({
  fileName: `${UPLOAD_ID}.mp3`,
  url: `/files/${UPLOAD_ID}.mp3`,
  ext: 'mp3',
  size: 48_000,
  uploadId: UPLOAD_ID,
  kind: 'audio',
  mime: 'audio/mpeg',
  originName: 'night-city.mp3',
  width: null,
  height: null,
  orientation: null,
  duration: 195,
  sizes: null,
  title: 'Ночной город',
  artist: 'Anna Sol',
  coverSizes: null,
  ...overrides,
});

/**
 * `/api/storage` goes through XMLHttpRequest (for its progress events): this stand-in reports half
 * the bytes sent at once, then answers when the test lets it (`release`).
 */
class FakeUpload {
  static sent: FakeUpload[] = [];
  static answer: { status: number; body: unknown } = { status: 200, body: uploadAnswer() };
  upload: { onprogress: ((e: ProgressEventInit) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  url = '';
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
    queueMicrotask(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }));
  }
  release() {
    this.status = FakeUpload.answer.status;
    this.responseText = JSON.stringify(FakeUpload.answer.body);
    this.onload?.();
  }
  abort() {
    this.onabort?.();
  }
}

/** The browser's decoder, as computePeaks meets it: a short stereo clip. */
class FakeOfflineAudioContext {
  async decodeAudioData() {
    const left = Float32Array.from({ length: 1600 }, (_, i) => Math.sin(i / 10) * (i / 1600));
    return { numberOfChannels: 2, length: 1600, getChannelData: () => left };
  }
}

type Answer = { status?: number; body: unknown };
type Calls = { add: Record<string, unknown>[]; delete: unknown[]; sync: unknown[] };
type SyncBody = { InIO: { ListOfUserFile: { File: (Partial<FileRecord> & { FileId: string })[] } } };

/**
 * The server, faked at the fetch level: the lists answer what the writes left behind; writes are
 * recorded with their JSON bodies.
 */
function serve(opts: { live?: FileRecord[]; trash?: FileRecord[]; add?: (body: unknown) => Answer }) {
  const calls: Calls = { add: [], delete: [], sync: [] };
  let live = opts.live ?? [];
  let trash = opts.trash ?? [];
  const page = (files: FileRecord[]) => ({
    body: { outIO: { ListOfUserFileList: { File: files }, nextCursor: null } },
  });
  const reads = jsonFetch({
    [USER_STATISTIC_PATH]: { body: { status: 'LOGGED_IN', Follows: 0, Followers: 0 } },
    [LIST]: (request) =>
      new URL(request.url).searchParams.get('onlyDeleted') === 'Y' ? page(trash) : page(live),
    '/api/glossary/getStyleList': { body: { ListOfStyles: [], rowNum: 0 } },
    '/api/glossary/getToolList': { body: { ListOfTools: [], rowNum: 0 } },
    // The operator's limit (UPLOAD_AUDIO_MAX_MB=300): the checks and messages follow it.
    '/api/public/getUploadLimits': { body: { imageMaxBytes: 20 * MB, audioMaxBytes: 300 * MB } },
  });
  const writes: Record<string, (body: unknown) => Answer> = {
    [ADD]: (body) => {
      calls.add.push(body as Record<string, unknown>);
      if (opts.add) return opts.add(body);
      const saved = audioFileFixture({ FileId: 'new-track', Name: 'Ночной город', OwnerFlag: 'Y' });
      live = [saved, ...live];
      return { body: saved };
    },
    [DELETE]: (body) => {
      calls.delete.push(body);
      const { rowId } = body as { rowId: string };
      const gone = live.find((f) => f.FileId === rowId) as FileRecord;
      live = live.filter((f) => f !== gone);
      const deleted = { ...gone, DeletedFlag: 'Y' as const, DeletedDT: '2026-05-01T10:00:00.000Z' };
      trash = [deleted, ...trash];
      return { body: { status: 'OK', data: deleted } };
    },
    [SYNC]: (body) => {
      calls.sync.push(body);
      const [change] = (body as SyncBody).InIO.ListOfUserFile.File;
      const id = change?.FileId;
      const before = [...live, ...trash].find((f) => f.FileId === id) as FileRecord;
      const after = { ...before, ...change } as FileRecord;
      if (change?.DeletedFlag === 'N') {
        trash = trash.filter((f) => f.FileId !== id);
        live = [{ ...after, DeletedDT: null }, ...live];
      } else live = live.map((f) => (f.FileId === id ? after : f));
      return { body: { outIO: { ListOfUserFile: { File: [after] } } } };
    },
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const write = writes[url.pathname];
    if (!write || init?.method !== 'POST') return reads(input, init);
    const answer = write(JSON.parse(String(init.body)));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

async function open() {
  await refreshSession();
  const view = renderApp(PAGE);
  await screen.findByRole('heading', { level: 1, name: 'Мои треки' });
  return view;
}

const input = () =>
  screen.getByTestId('audio-dropzone').querySelector('input[type="file"]') as HTMLInputElement;

beforeEach(() => {
  FakeUpload.sent = [];
  FakeUpload.answer = { status: 200, body: uploadAnswer() };
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  vi.stubGlobal('OfflineAudioContext', FakeOfflineAudioContext);
});

afterEach(() => {
  player.close();
  vi.unstubAllGlobals();
});

// Whole user journeys through a lazily loaded page: slower than a unit test on a busy machine.
describe('/user/profile-audio-edit', { timeout: 20_000 }, () => {
  it('invites the first upload when there are no tracks', async () => {
    serve({});
    await open();
    expect(await screen.findByText('Загрузите свой первый трек')).toBeInTheDocument();
    expect(
      await screen.findByText('MP3, WAV, OGG, AAC до 300 МБ. Можно сразу несколько файлов.'),
    ).toBeInTheDocument();
  });

  it('refuses a file of another type and one past the server’s limit in the browser, with the spec messages', async () => {
    const user = userEvent.setup({ applyAccept: false });
    serve({});
    await open();
    await screen.findByText(/до 300 МБ/);
    const text = new File(['just text'], 'notes.txt', { type: 'text/plain' });
    const huge = new File(['x'], 'live-set.wav', { type: 'audio/wav' });
    Object.defineProperty(huge, 'size', { value: 301 * MB });
    const renamed = new File(['x'], 'demo.flac', { type: '' });
    await user.upload(input(), [text, huge, renamed]);

    const refused = await screen.findByTestId('audio-refused');
    expect(
      within(refused).getByText(
        '«notes.txt»: неподдерживаемый формат файла. Можно загрузить аудио MP3, WAV, OGG или AAC.',
      ),
    ).toBeInTheDocument();
    expect(
      within(refused).getByText('«live-set.wav»: файл слишком большой, можно не больше 300 МБ.'),
    ).toBeInTheDocument();
    expect(
      within(refused).getByText(
        '«demo.flac»: недопустимое расширение «.flac». Допустимые расширения: mp3, wav, ogg, aac.',
      ),
    ).toBeInTheDocument();
    // Nothing went to the server.
    expect(FakeUpload.sent).toHaveLength(0);
    expect(screen.queryByTestId('audio-upload-card')).not.toBeInTheDocument();
  });

  it('uploads with progress, prefills the title from the tags, and saves the right body', async () => {
    const user = userEvent.setup();
    const calls = serve({});
    await open();
    await user.upload(input(), new File([new Uint8Array(2048)], 'night_city.mp3', { type: 'audio/mpeg' }));

    const card = await screen.findByTestId('audio-upload-card');
    const progress = await within(card).findByRole('progressbar', {
      name: 'Загрузка файла «night_city.mp3»',
    });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'));
    expect(within(card).getByLabelText(/Название/)).toHaveValue('night city');
    expect(within(card).getByRole('button', { name: 'Сохранить трек' })).toBeDisabled();
    expect(FakeUpload.sent[0]?.url).toBe('/api/storage');
    const sent = FakeUpload.sent[0] as FakeUpload;
    expect((sent.body?.get('file') as File | null)?.name).toBe('night_city.mp3');

    FakeUpload.sent[0]?.release();
    expect(await within(card).findByText('Загружено')).toBeInTheDocument();
    expect(within(card).getByTestId('upload-duration')).toHaveTextContent('3:15');
    expect(within(card).getByLabelText(/Название/)).toHaveValue('Ночной город');
    // The waveform computed in the browser is drawn in the card.
    expect(
      await within(card).findByRole('img', { name: 'Форма волны трека «Ночной город»' }),
    ).toBeInTheDocument();

    await user.type(within(card).getByLabelText('Описание'), 'Записано дома');
    expect(within(card).getByText('13 / 5000')).toBeInTheDocument();
    await user.click(within(card).getByTestId('tags-talents'));
    await user.click(await screen.findByRole('option', { name: 'Вокалист' }));
    await user.click(within(card).getByRole('switch', { name: /Видно всем/ }));
    await user.click(within(card).getByRole('button', { name: 'Сохранить трек' }));

    await waitFor(() => expect(screen.queryByTestId('audio-upload-card')).not.toBeInTheDocument());
    const [body] = calls.add;
    expect(body).toMatchObject({
      FileType: 'Audio',
      uploadId: UPLOAD_ID,
      Name: 'Ночной город',
      Description: 'Записано дома',
      PublicFlag: 'N',
      ListOfTalants: ['SNG'],
      ListOfTools: [],
      ListOfStyles: [],
    });
    expect(body).not.toHaveProperty('LogoId');
    const peaks = body?.Peaks as number[];
    expect(peaks).toHaveLength(800);
    expect(Math.max(...peaks)).toBe(1);
    expect(await screen.findByText('Трек «Ночной город» сохранён')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ночной город' })).toHaveAttribute(
      'href',
      '/media/new-track',
    );
  });

  it('puts a server field error on its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    serve({
      add: () => ({
        status: 400,
        body: {
          status: 400,
          code: 'VALIDATION_ERROR',
          message: 'Проверьте поля',
          fields: [{ path: 'body.Name', message: 'Такое название не подходит' }],
        },
      }),
    });
    await open();
    await user.upload(input(), new File([new Uint8Array(512)], 'song.mp3', { type: 'audio/mpeg' }));
    const card = await screen.findByTestId('audio-upload-card');
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    FakeUpload.sent[0]?.release();
    await within(card).findByText('Загружено');
    const name = within(card).getByLabelText(/Название/);
    await user.clear(name);
    await user.type(name, 'Моя песня');
    await user.click(within(card).getByRole('button', { name: 'Сохранить трек' }));

    expect(await within(card).findByText('Такое название не подходит')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('Моя песня');
  });

  it('asks before deleting, then offers to undo; the trash shows the purge date and restores', async () => {
    const user = userEvent.setup();
    const track = audioFileFixture({
      FileId: '0197b000-0000-7000-8000-000000000001',
      Name: 'Утро',
      OwnerFlag: 'Y',
    });
    const calls = serve({ live: [track] });
    await open();

    await user.click(await screen.findByRole('button', { name: 'Удалить «Утро»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить трек?' });
    expect(within(dialog).getByText(/«Утро» переместится в корзину/)).toBeInTheDocument();
    expect(calls.delete).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByText('Трек перемещён в корзину')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отменить' })).toBeInTheDocument();
    expect(calls.delete).toEqual([{ rowId: track.FileId }]);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const trashTab = screen.getByRole('tab', { name: /Корзина/ });
    await user.click(trashTab);
    await waitFor(() => expect(trashTab).toHaveAttribute('aria-selected', 'true'));
    const trash = await screen.findByTestId('audio-trash');
    expect(within(trash).getByText(/Удалится навсегда 31 мая 2026/)).toBeInTheDocument();
    await user.click(within(trash).getByRole('button', { name: 'Восстановить «Утро»' }));
    expect(await screen.findByText('Трек «Утро» восстановлен')).toBeInTheDocument();
    expect(calls.sync).toEqual([
      {
        InIO: {
          IntObjectName: 'UserFile',
          ListOfUserFile: { File: [{ FileId: track.FileId, DeletedFlag: 'N' }] },
        },
      },
    ]);
  });

  it('edits a track in a dialog, sends only what changed, and warns before dropping edits', async () => {
    const user = userEvent.setup();
    const track = audioFileFixture({
      FileId: '0197b000-0000-7000-8000-000000000002',
      Name: 'Вечер',
      OwnerFlag: 'Y',
    });
    const calls = serve({ live: [track] });
    await open();

    await user.click(await screen.findByRole('button', { name: 'Редактировать «Вечер»' }));
    let dialog = await screen.findByRole('dialog', { name: 'Редактирование трека' });
    const name = within(dialog).getByLabelText(/Название/);
    expect(name).toHaveValue('Вечер');
    await user.type(name, ' у моря');
    await user.keyboard('{Escape}');
    const discard = await screen.findByRole('dialog', { name: 'Закрыть без сохранения?' });
    await user.click(within(discard).getByRole('button', { name: 'Вернуться' }));

    dialog = await screen.findByRole('dialog', { name: 'Редактирование трека' });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Сохранено успешно')).toBeInTheDocument();
    expect(calls.sync).toEqual([
      {
        InIO: {
          IntObjectName: 'UserFile',
          ListOfUserFile: { File: [{ FileId: track.FileId, Name: 'Вечер у моря' }] },
        },
      },
    ]);
  });
});
