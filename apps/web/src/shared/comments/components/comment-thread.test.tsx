import { COMMENT_API, type ProcessCommentBody } from '@talanty/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { refreshSession, USER_STATISTIC_PATH } from '../../../lib/session.ts';
import { jsonFetch, renderWithProviders } from '../../../test/render.tsx';
import { authorFixture, POST_ID } from '../../posts/test-fixtures.ts';
import { commentFixture, commentPage, threadComment } from '../test-fixtures.ts';
import { CommentThread } from './comment-thread.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const me = authorFixture({
  UserId: 'u-me',
  NickName: 'me',
  FirstName: 'Мария',
  LastName: 'Иванова',
  MeFlag: 'Y',
});

/** Page one: a comment with two of its three replies (one answering a reply), a tombstone with a reply. */
const firstPage = commentPage(
  [
    threadComment(
      { CommentId: 'c-1', Message: 'Отличный трек! Где послушать ещё: https://talanty.ru', ReplyNum: 3 },
      [
        commentFixture({
          CommentId: 'r-1',
          ParentId: 'c-1',
          RootId: 'c-1',
          Message: 'Спасибо!',
          Author: authorFixture(),
        }),
        commentFixture({
          CommentId: 'r-2',
          ParentId: 'r-1',
          RootId: 'c-1',
          Message: 'Присоединяюсь',
          Author: me,
          ReplyToNickName: 'anna.sol',
          OwnerFlag: 'Y',
          CanDeleteFlag: 'Y',
        }),
      ],
    ),
    threadComment({ CommentId: 'c-2', Message: '', DeletedFlag: 'Y', Author: null, ReplyNum: 1 }, [
      commentFixture({ CommentId: 'r-3', ParentId: 'c-2', RootId: 'c-2', Message: 'Ответ на удалённый' }),
    ]),
  ],
  6,
  'page-2',
).body;

async function renderThread() {
  const processed: ProcessCommentBody[] = [];
  const rest = jsonFetch({
    [USER_STATISTIC_PATH]: { body: { status: 'LOGGED_IN', Follows: 0, Followers: 0 } },
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body = JSON.parse(String(init?.body ?? '{}'));
    if (path === COMMENT_API.list) {
      if (body.parentId === 'c-1')
        return json(
          commentPage(
            [
              ...(firstPage.ListOfComments[0]?.ListOfReplies ?? []).map((reply) => ({
                ...reply,
                ListOfReplies: [],
              })),
              threadComment({ CommentId: 'r-4', ParentId: 'c-1', RootId: 'c-1', Message: 'Третий ответ' }),
            ],
            6,
          ).body,
        );
      return json(
        body.cursor === 'page-2'
          ? commentPage([threadComment({ CommentId: 'c-3', Message: 'С другой страницы' })], 6).body
          : firstPage,
      );
    }
    if (path === COMMENT_API.process) {
      processed.push(body);
      if (body.operation === 'delete') return json({ commentNum: 5, Comment: null });
      if (body.operation === 'edit')
        return json({
          commentNum: 6,
          Comment: commentFixture({
            CommentId: body.commentId,
            ParentId: 'r-1',
            RootId: 'c-1',
            Message: body.message,
            Author: me,
            ReplyToNickName: 'anna.sol',
            EditedFlag: 'Y',
            OwnerFlag: 'Y',
            CanDeleteFlag: 'Y',
          }),
        });
      const added = commentFixture({
        CommentId: 'r-new',
        ParentId: body.parentId,
        RootId: 'c-1',
        Message: body.message,
        Author: me,
        ReplyToNickName: 'ivan',
        OwnerFlag: 'Y',
        CanDeleteFlag: 'Y',
      });
      return json({ commentNum: 7, Comment: added });
    }
    return rest(input, init);
  });
  await refreshSession();
  renderWithProviders(
    <MemoryRouter>
      <CommentThread objectType="post" objectId={POST_ID} />
    </MemoryRouter>,
  );
  return processed;
}

describe('a comment thread', () => {
  it('shows comments with their replies two levels deep, tombstones, links and the count', async () => {
    await renderThread();
    const thread = await screen.findByRole('list', { name: '6 комментариев' });
    expect(screen.getByTestId('comment-count')).toHaveTextContent('6');
    expect(within(thread).getByRole('link', { name: 'https://talanty.ru' })).toHaveAttribute(
      'href',
      'https://talanty.ru/',
    );
    // A reply to a reply sits one level in, saying whom it answers.
    const nested = within(thread).getByText('Присоединяюсь').closest('li') as HTMLElement;
    expect(within(nested).getByText('в ответ @anna.sol')).toBeInTheDocument();
    expect(nested.parentElement?.closest('li')).toHaveAttribute('data-comment-id', 'c-1');
    // A deleted comment with replies keeps its place.
    expect(within(thread).getByText('Комментарий удалён')).toBeInTheDocument();
    expect(within(thread).getByText('Ответ на удалённый')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Показать 1 ответ' }));
    expect(await screen.findByText('Третий ответ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Показать ещё комментарии' }));
    expect(await screen.findByText('С другой страницы')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать ещё комментарии' })).not.toBeInTheDocument();
  });

  it('adds a reply under its thread and deletes my comment after asking, the count following', async () => {
    const processed = await renderThread();
    const user = userEvent.setup();
    const first = (await screen.findByText('Отличный трек!', { exact: false })).closest('li') as HTMLElement;
    await user.click(within(first).getAllByRole('button', { name: 'Ответить' })[0] as HTMLElement);
    const field = await screen.findByRole('textbox', { name: 'Ответ для Иван Петров' });
    await user.type(field, 'И мне понравилось{Control>}{Enter}{/Control}');
    expect(await screen.findByText('И мне понравилось')).toBeInTheDocument();
    expect(processed[0]).toMatchObject({
      operation: 'add',
      parentId: 'c-1',
      message: 'И мне понравилось',
      objectType: 'post',
    });
    await waitFor(() => expect(screen.getByTestId('comment-count')).toHaveTextContent('7'));

    const mine = screen.getByText('Присоединяюсь').closest('li') as HTMLElement;
    await user.click(within(mine).getByRole('button', { name: 'Действия с комментарием' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
    await user.click(await screen.findByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByText('Присоединяюсь')).not.toBeInTheDocument());
    expect(processed[1]).toMatchObject({ operation: 'delete', commentId: 'r-2' });
    expect(screen.getByTestId('comment-count')).toHaveTextContent('5');
  });

  it('edits my comment in place, which then says «изменено»', async () => {
    const processed = await renderThread();
    const user = userEvent.setup();
    const mine = (await screen.findByText('Присоединяюсь')).closest('li') as HTMLElement;
    await user.click(within(mine).getByRole('button', { name: 'Действия с комментарием' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Изменить' }));
    const field = within(mine).getByRole('textbox', { name: 'Изменить комментарий' });
    await user.clear(field);
    await user.type(field, 'Присоединяюсь, очень круто');
    await user.click(within(mine).getByRole('button', { name: 'Сохранить' }));
    expect(await within(mine).findByText('Присоединяюсь, очень круто')).toBeInTheDocument();
    expect(within(mine).getByText('· изменено')).toBeInTheDocument();
    expect(processed[0]).toMatchObject({
      operation: 'edit',
      commentId: 'r-2',
      message: 'Присоединяюсь, очень круто',
    });
  });

  it('refuses an empty comment without sending it', async () => {
    const processed = await renderThread();
    const user = userEvent.setup();
    await screen.findByRole('list', { name: '6 комментариев' });
    await user.click(screen.getAllByRole('button', { name: 'Отправить' })[0] as HTMLElement);
    expect(await screen.findByText('Напишите хоть что-нибудь')).toBeInTheDocument();
    expect(processed).toEqual([]);
  });
});
