import { type AuthorCard, type CommentRecord, toFlag } from '@talanty/contract';
import type { CommentRow } from './comments.repo.ts';

/**
 * A thread row -> the Comment record, as this viewer sees it. A tombstone (deleted, or its author's
 * account gone) shows neither text nor author.
 */
export function toCommentRecord(
  row: CommentRow,
  ctx: { viewerId: string | null; objectOwner: string | null; author: AuthorCard | undefined },
): CommentRecord {
  const gone = row.deleted || !row.authorId || !ctx.author;
  const mine = !gone && ctx.viewerId !== null && row.authorId === ctx.viewerId;
  return {
    CommentId: row.id,
    ObjectId: row.objectId,
    ObjectType: row.objectType,
    ParentId: row.parentId,
    RootId: row.rootId,
    Message: gone ? '' : row.message,
    Created: row.created,
    LastUpdated: row.updated,
    EditedFlag: toFlag(!gone && row.edited !== null),
    DeletedFlag: toFlag(gone),
    Author: gone ? null : ctx.author!,
    ReplyToNickName: row.replyTo,
    Likes: row.likes,
    LikeFlag: toFlag(row.liked),
    ReplyNum: row.rootId === null ? row.replyCount : 0,
    OwnerFlag: toFlag(mine),
    CanDeleteFlag: toFlag(!gone && (mine || (ctx.viewerId !== null && ctx.viewerId === ctx.objectOwner))),
  };
}
