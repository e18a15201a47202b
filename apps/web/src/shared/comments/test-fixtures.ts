import type { CommentRecord, ThreadComment } from '@talanty/contract';
import { authorFixture, POST_ID } from '../posts/test-fixtures.ts';

/** A top-level comment on anna.sol's post by ivan (as getCommentList answers it). */
export function commentFixture(overrides: Partial<CommentRecord> = {}): CommentRecord {
  return {
    CommentId: 'c-1',
    ObjectId: POST_ID,
    ObjectType: 'post',
    ParentId: null,
    RootId: null,
    Message: 'Отличный трек!',
    Created: '2026-11-20T11:00:00.000Z',
    LastUpdated: '2026-11-20T11:00:00.000Z',
    EditedFlag: 'N',
    DeletedFlag: 'N',
    Author: authorFixture({ UserId: 'u-ivan', NickName: 'ivan', FirstName: 'Иван', LastName: 'Петров' }),
    ReplyToNickName: null,
    Likes: 0,
    LikeFlag: 'N',
    ReplyNum: 0,
    OwnerFlag: 'N',
    CanDeleteFlag: 'N',
    ...overrides,
  };
}

export const threadComment = (
  overrides: Partial<CommentRecord> = {},
  replies: CommentRecord[] = [],
): ThreadComment => ({ ...commentFixture(overrides), ListOfReplies: replies });

/** One page of getCommentList's answer. */
export const commentPage = (
  comments: ThreadComment[],
  commentNum: number,
  nextCursor: string | null = null,
) => ({
  body: { ListOfComments: comments, commentNum, nextCursor },
});
