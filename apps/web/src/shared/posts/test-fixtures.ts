import type { AuthorCard, PostRecord } from '@talanty/contract';

export const POST_ID = '0197b000-0000-7000-8000-000000000001';

/** Анна Соколова's card, as posts and comments carry their author. */
export function authorFixture(overrides: Partial<AuthorCard> = {}): AuthorCard {
  return {
    UserId: 'u-anna',
    NickName: 'anna.sol',
    FirstName: 'Анна',
    LastName: 'Соколова',
    CreativeName: null,
    Photo: null,
    Sex: null,
    DemoFlag: 'N',
    MeFlag: 'N',
    ...overrides,
  };
}

/** A published text post by anna.sol, as getUserPost answers it. */
export function postFixture(overrides: Partial<PostRecord> = {}): PostRecord {
  return {
    PostId: POST_ID,
    UserId: 'u-anna',
    Author: authorFixture(),
    Title: null,
    Body: 'Записала новый трек — послушайте: https://talanty.ru/media/1',
    Type: 'Public',
    Status: 'Published',
    Created: '2026-11-20T10:00:00.000Z',
    Published: '2026-11-20T10:00:00.000Z',
    Sheduled: null,
    LastUpdated: '2026-11-20T10:00:00.000Z',
    DisplayDT: '2026-11-20T10:00:00.000Z',
    DeletedFlag: 'N',
    DeletedDT: null,
    EditedFlag: 'N',
    EditedDT: null,
    OwnerFlag: 'N',
    Files: [],
    Likes: 2,
    LikeFlag: 'N',
    CommentNum: 0,
    ...overrides,
  };
}

/** One page of getUserPostList's answer. */
export const postListPage = (posts: PostRecord[], nextCursor: string | null = null) => ({
  body: { ListOfPosts: posts, nextCursor },
});
