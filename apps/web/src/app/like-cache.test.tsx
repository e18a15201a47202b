import type { FileRecord, GetUserFileListAnswer } from '@talanty/contract';
import { type InfiniteData, type QueryClient, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { searchKeys } from '../features/search/api/search-keys.ts';
import type { SearchPage } from '../features/search/api/use-search-results.ts';
import { trackResult } from '../features/search/test-fixtures.ts';
import { mediaKeys } from '../shared/media/api/media-keys.ts';
import { TrackList } from '../shared/media/components/track-list.tsx';
import { audioFileFixture } from '../shared/media/test-fixtures.ts';
import { player } from '../shared/player/player-store.ts';
import { stubMediaElement } from '../shared/player/test-fixtures.ts';
import { type HeldAnswer, renderWithHeldLike } from '../test/like-harness.tsx';

const ID = 'track-1';
const viewer = { lang: 'ru', signedIn: true } as const;
const searchKey = searchKeys.results('audio', { q: 'джаз' }, null, viewer);
const profileListKey = mediaKeys.list('Audio', { own: false, nickName: 'anna.sol' }, 'live', 'ru', true);
const filePageKey = mediaKeys.file(ID, 'ru', true);

/** The search results as the search page caches them, shown in the app's track list. */
function SearchTracks() {
  const { data } = useQuery<InfiniteData<SearchPage>>({ queryKey: searchKey, enabled: false });
  return <TrackList files={data?.pages.flatMap((page) => page.files) ?? []} />;
}

function seed(client: QueryClient) {
  const page: SearchPage = {
    rowNum: 1,
    nextCursor: null,
    users: [],
    files: [trackResult(ID, 'Ночной джаз')],
    understood: [],
    text: 'джаз',
    sort: 'relevance',
  };
  client.setQueryData<InfiniteData<SearchPage>>(searchKey, { pages: [page], pageParams: [null] });
  const other = audioFileFixture({ FileId: 'other' });
  client.setQueryData<InfiniteData<GetUserFileListAnswer>>(profileListKey, {
    pages: [
      {
        outIO: { ListOfUserFileList: { File: [other, audioFileFixture({ FileId: ID })] }, nextCursor: null },
      },
    ],
    pageParams: [null],
  });
  client.setQueryData<FileRecord>(filePageKey, audioFileFixture({ FileId: ID }));
}

const listed = (client: QueryClient, id: string) =>
  client
    .getQueryData<InfiniteData<GetUserFileListAnswer>>(profileListKey)
    ?.pages[0]?.outIO.ListOfUserFileList.File.find((file) => file.FileId === id);
const onPage = (client: QueryClient) => client.getQueryData<FileRecord>(filePageKey);
const likeOf = (file: FileRecord | undefined) => file && { LikeFlag: file.LikeFlag, Likes: file.Likes };

async function renderSearchTracks(likeAnswer: () => Promise<HeldAnswer>) {
  const { client } = await renderWithHeldLike({
    likePath: '/api/user/setUserMediaLike',
    likeAnswer,
    seed,
    element: <SearchTracks />,
    path: '/search',
  });
  return client;
}

beforeEach(() => {
  stubMediaElement();
});
afterEach(() => player.close());

describe('useSetLike', () => {
  it('a like in the search results moves the profile list and the media page at once, then settles', async () => {
    let answer!: (value: { body: unknown }) => void;
    const client = await renderSearchTracks(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Нравится/ }));

    // Before the server answers: every cached copy shows the like.
    await waitFor(() => expect(likeOf(listed(client, ID))).toEqual({ LikeFlag: 'Y', Likes: 4 }));
    expect(likeOf(onPage(client))).toEqual({ LikeFlag: 'Y', Likes: 4 });
    expect(likeOf(listed(client, 'other'))).toEqual({ LikeFlag: 'N', Likes: 3 });

    // The server's count wins (someone else liked it meanwhile).
    answer({ body: { likeFlag: 'Y', likeNum: 9 } });
    await waitFor(() => expect(likeOf(onPage(client))).toEqual({ LikeFlag: 'Y', Likes: 9 }));
    expect(likeOf(listed(client, ID))).toEqual({ LikeFlag: 'Y', Likes: 9 });
    const search = client.getQueryData<InfiniteData<SearchPage>>(searchKey);
    expect(likeOf(search?.pages[0]?.files[0])).toEqual({ LikeFlag: 'Y', Likes: 9 });
    expect(screen.getByRole('button', { name: /Больше не нравится/ })).toHaveTextContent('9');
  });

  it('a refused like puts every copy back and says why', async () => {
    let answer!: (value: { status: number; body: unknown }) => void;
    const client = await renderSearchTracks(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Нравится/ }));
    await waitFor(() => expect(likeOf(onPage(client))).toEqual({ LikeFlag: 'Y', Likes: 4 }));

    answer({ status: 503, body: { status: 503, code: 'UNAVAILABLE', message: 'Сервер занят' } });
    expect(await screen.findByText('Сервер занят')).toBeInTheDocument();
    await waitFor(() => expect(likeOf(onPage(client))).toEqual({ LikeFlag: 'N', Likes: 3 }));
    expect(likeOf(listed(client, ID))).toEqual({ LikeFlag: 'N', Likes: 3 });
    const search = client.getQueryData<InfiniteData<SearchPage>>(searchKey);
    expect(likeOf(search?.pages[0]?.files[0])).toEqual({ LikeFlag: 'N', Likes: 3 });
    expect(screen.getByRole('button', { name: /Нравится/ })).toHaveTextContent('3');
  });
});
