import { COMMENT_API, POST_API } from '@talanty/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { USER_STATISTIC_PATH } from '../../../lib/session.ts';
import { commentPage, threadComment } from '../../../shared/comments/test-fixtures.ts';
import { POST_ID, postFixture } from '../../../shared/posts/test-fixtures.ts';
import { jsonFetch, renderApp } from '../../../test/render.tsx';

const visitor = { [USER_STATISTIC_PATH]: { body: { status: 'NOT_LOGGED_IN' } } };

describe('/post/:id', () => {
  it('shows the author from the link at once, then the post with its thread', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const routes = jsonFetch({
      ...visitor,
      [POST_API.get]: { body: postFixture({ CommentNum: 1 }) },
      [COMMENT_API.list]: commentPage([threadComment()], 1),
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes(POST_API.get)) await held;
      return routes(input, init);
    });
    // Only our own pictures are taken from the address.
    renderApp(
      `/post/${POST_ID}?nickname=anna.sol&avatar=${encodeURIComponent('https://evil.example/x.png')}`,
    );
    expect(await screen.findByTestId('post-loading-author')).toHaveTextContent('@anna.sol');
    expect(document.querySelector('img[src^="https://evil"]')).toBeNull();

    answer();
    const card = await screen.findByRole('article', { name: 'Публикация — Анна Соколова' });
    expect(within(card).getByText('1 комментарий')).toBeInTheDocument();
    expect(await screen.findByText('Отличный трек!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войдите, чтобы комментировать' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все публикации @anna.sol' })).toHaveAttribute(
      'href',
      '/anna.sol?tab=posts',
    );
  });

  it('says a post that is gone, not out yet or unknown is not found', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        ...visitor,
        [POST_API.get]: {
          status: 404,
          body: { status: 404, code: 'POST_NOT_FOUND', message: 'Публикация не найдена' },
        },
      }),
    );
    renderApp(`/post/${POST_ID}`);
    expect(await screen.findByRole('heading', { name: 'Публикация не найдена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });
});
