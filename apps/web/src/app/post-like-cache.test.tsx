import { type GetUserPostListAnswer, POST_API, type PostRecord } from '@talanty/contract';
import { type InfiniteData, type QueryClient, skipToken, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { postKeys } from '../shared/posts/api/post-keys.ts';
import { PostCard } from '../shared/posts/components/post-card.tsx';
import { POST_ID, postFixture } from '../shared/posts/test-fixtures.ts';
import { type HeldAnswer, renderWithHeldLike } from '../test/like-harness.tsx';

const OTHER = '0197b000-0000-7000-8000-000000000002';
const profileList = postKeys.list('anna.sol', 'published', 'ru', true);
const feedLike = postKeys.list('ivan', 'published', 'ru', true);
const postPage = postKeys.post(POST_ID, 'ru', true);

type ListData = InfiniteData<GetUserPostListAnswer>;
const listOf = (...posts: PostRecord[]): ListData => ({
  pages: [{ ListOfPosts: posts, nextCursor: null }],
  pageParams: [null],
});

/** The profile's list as the posts tab caches it, shown as cards. */
function ProfilePosts() {
  const { data } = useQuery<ListData>({ queryKey: profileList, queryFn: skipToken });
  return (
    <>
      {data?.pages
        .flatMap((page) => page.ListOfPosts)
        .map((post) => (
          <PostCard key={post.PostId} post={post} />
        ))}
    </>
  );
}

function seed(client: QueryClient) {
  client.setQueryData<ListData>(profileList, listOf(postFixture(), postFixture({ PostId: OTHER, Likes: 7 })));
  // The same post in a second list (a feed), and on its own page.
  client.setQueryData<ListData>(feedLike, listOf(postFixture()));
  client.setQueryData<PostRecord>(postPage, postFixture());
}

const likes = (post: PostRecord | undefined) => post && { LikeFlag: post.LikeFlag, Likes: post.Likes };
const inList = (client: QueryClient, key: readonly unknown[], id: string) =>
  client.getQueryData<ListData>(key)?.pages[0]?.ListOfPosts.find((post) => post.PostId === id);

const renderPosts = (likeAnswer: () => Promise<HeldAnswer>) =>
  renderWithHeldLike({
    likePath: POST_API.like,
    likeAnswer,
    seed,
    element: <ProfilePosts />,
    path: '/anna.sol',
  });

const firstCard = () => screen.getAllByTestId('post-card')[0] as HTMLElement;

describe('a post like', () => {
  it('moves every cached copy of the post at once, then settles with the server’s count', async () => {
    let answer!: (value: { body: unknown }) => void;
    const { client, sent } = await renderPosts(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    await user.click(
      within(await screen.findAllByTestId('post-card').then((c) => c[0] as HTMLElement)).getByRole('button', {
        name: /Нравится/,
      }),
    );

    // Before the answer: the profile list, the feed and the post's page all show the like.
    await waitFor(() =>
      expect(likes(inList(client, profileList, POST_ID))).toEqual({ LikeFlag: 'Y', Likes: 3 }),
    );
    expect(likes(inList(client, feedLike, POST_ID))).toEqual({ LikeFlag: 'Y', Likes: 3 });
    expect(likes(client.getQueryData<PostRecord>(postPage))).toEqual({ LikeFlag: 'Y', Likes: 3 });
    expect(likes(inList(client, profileList, OTHER))).toEqual({ LikeFlag: 'N', Likes: 7 });
    expect(sent).toEqual([{ postId: POST_ID, likeFlag: 'Y' }]);

    answer({ body: { likeFlag: 'Y', likeNum: 10 } });
    await waitFor(() =>
      expect(likes(client.getQueryData<PostRecord>(postPage))).toEqual({ LikeFlag: 'Y', Likes: 10 }),
    );
    expect(likes(inList(client, feedLike, POST_ID))).toEqual({ LikeFlag: 'Y', Likes: 10 });
    expect(within(firstCard()).getByRole('button', { name: /Больше не нравится/ })).toHaveTextContent('10');
  });

  it('puts every copy back when the server refuses, and says why', async () => {
    let answer!: (value: { status: number; body: unknown }) => void;
    const { client } = await renderPosts(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    await user.click(
      within((await screen.findAllByTestId('post-card'))[0] as HTMLElement).getByRole('button', {
        name: /Нравится/,
      }),
    );
    await waitFor(() =>
      expect(likes(client.getQueryData<PostRecord>(postPage))).toEqual({ LikeFlag: 'Y', Likes: 3 }),
    );

    answer({ status: 404, body: { status: 404, code: 'POST_NOT_FOUND', message: 'Публикация не найдена' } });
    expect(await screen.findByText('Публикация не найдена')).toBeInTheDocument();
    await waitFor(() =>
      expect(likes(inList(client, profileList, POST_ID))).toEqual({ LikeFlag: 'N', Likes: 2 }),
    );
    expect(likes(inList(client, feedLike, POST_ID))).toEqual({ LikeFlag: 'N', Likes: 2 });
    expect(likes(client.getQueryData<PostRecord>(postPage))).toEqual({ LikeFlag: 'N', Likes: 2 });
    expect(within(firstCard()).getByRole('button', { name: /Нравится/ })).toHaveTextContent('2');
  });
});
