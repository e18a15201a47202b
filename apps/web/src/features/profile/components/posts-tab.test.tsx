import { POST_API, type PostRecord } from '@talanty/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { refreshSession } from '../../../lib/session.ts';
import { profileTabRoutes } from '../../../shared/media/test-fixtures.ts';
import { postFixture } from '../../../shared/posts/test-fixtures.ts';
import { jsonFetch, renderApp } from '../../../test/render.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * anna.sol's profile with the posts tab (as a visitor, or as anna): her published posts, empty
 * scheduled and deleted lists, and a create call that answers the new post (or `refuse`).
 */
async function stubPosts({ owner = false, refuse }: { owner?: boolean; refuse?: unknown } = {}) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  let published: PostRecord[] = [postFixture({ OwnerFlag: owner ? 'Y' : 'N' })];
  const rest = jsonFetch(profileTabRoutes({ body: {} }, { owner }));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path !== POST_API.list && path !== POST_API.create) return rest(input, init);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    sent.push({ path, body });
    if (path === POST_API.list) {
      const own = body.status === 'Sheduled' || body.deletedFlag === 'Y';
      return json({ ListOfPosts: own ? [] : published, nextCursor: null });
    }
    if (refuse) return json(refuse, 400);
    const post = postFixture({ PostId: 'new-post', Body: String(body.body), OwnerFlag: 'Y' });
    published = [post, ...published];
    return json(post);
  });
  // The session the app would have read at start-up (the test setup starts every test signed out).
  await refreshSession();
  return sent;
}

const creates = (sent: Awaited<ReturnType<typeof stubPosts>>) =>
  sent.filter((call) => call.path === POST_API.create);

describe('the profile posts tab', () => {
  it('shows a visitor the published posts with their links clickable, and no composer', async () => {
    const sent = await stubPosts();
    renderApp('/anna.sol?tab=posts');
    const card = await screen.findByRole('article', { name: 'Публикация — Анна Соколова' });
    expect(within(card).getByRole('link', { name: 'https://talanty.ru/media/1' })).toHaveAttribute(
      'href',
      'https://talanty.ru/media/1',
    );
    expect(screen.queryByTestId('post-composer')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Запланированные' })).not.toBeInTheDocument();
    expect(sent[0]?.body).toMatchObject({ nickName: 'anna.sol' });
  });

  it('checks the composer before sending: text or a file, the length, a schedule time', async () => {
    const sent = await stubPosts({ owner: true });
    const user = userEvent.setup();
    renderApp('/anna.sol?tab=posts');
    await screen.findByRole('article', { name: 'Публикация — Анна Соколова' });
    // The composer is loaded when first shown.
    const field = await screen.findByRole('textbox', { name: 'Текст публикации' });
    await user.click(field);
    await user.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect(await screen.findByText('Напишите текст или прикрепите файл')).toBeInTheDocument();

    fireEvent.change(field, { target: { value: 'я'.repeat(5001) } });
    expect(await screen.findByText('Не длиннее 5000 символов')).toBeInTheDocument();
    expect(screen.getByText('5001 / 5000')).toBeInTheDocument();

    fireEvent.change(field, { target: { value: 'Завтра концерт!' } });
    await user.click(screen.getByRole('switch', { name: 'Запланировать' }));
    await user.click(screen.getByRole('button', { name: 'Запланировать' }));
    expect(await screen.findByText('Выберите дату и время выхода')).toBeInTheDocument();
    expect(creates(sent)).toEqual([]);

    // Without a schedule the post goes out, the composer clears and the list shows it.
    await user.click(screen.getByRole('switch', { name: 'Запланировать' }));
    await user.click(screen.getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() => expect(creates(sent)).toHaveLength(1));
    expect(creates(sent)[0]?.body).toEqual({
      body: 'Завтра концерт!',
      fileId: [],
      languageCode: 'ru',
      type: 'Public',
    });
    expect(await screen.findByText('Публикация вышла')).toBeInTheDocument();
    expect(await screen.findByText('Завтра концерт!', { selector: 'span' })).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('puts a server refusal on its field and keeps the text', async () => {
    await stubPosts({
      owner: true,
      refuse: {
        status: 400,
        code: 'POST_BODY_TOO_LONG',
        message: 'Текст публикации: не больше 5000 символов',
      },
    });
    const user = userEvent.setup();
    renderApp('/anna.sol?tab=posts');
    await screen.findByRole('article', { name: 'Публикация — Анна Соколова' });
    // The composer is loaded when first shown.
    const field = await screen.findByRole('textbox', { name: 'Текст публикации' });
    await user.click(field);
    await user.type(field, 'Привет');
    await user.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect(await screen.findByText('Текст публикации: не больше 5000 символов')).toBeInTheDocument();
    expect(field).toHaveValue('Привет');
  });

  it('tells the owner what to do when a view is empty', async () => {
    await stubPosts({ owner: true });
    const user = userEvent.setup();
    renderApp('/anna.sol?tab=posts');
    await screen.findByRole('article', { name: 'Публикация — Анна Соколова' });
    await user.click(screen.getByRole('radio', { name: 'Запланированные' }));
    expect(
      await screen.findByRole('heading', { name: 'Нет запланированных публикаций' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Удалённые' }));
    expect(await screen.findByRole('heading', { name: 'Корзина пуста' })).toBeInTheDocument();
  });
});
