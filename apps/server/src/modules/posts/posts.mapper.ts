import { type AuthorCard, type FileRecord, type PostEdit, type PostRecord, toFlag } from '@talanty/contract';
import type { PostRow, PostTableRow } from './posts.repo.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A post row -> the Post record of spec section 3, as this viewer sees it. */
export function toPostRecord(
  row: PostRow,
  ctx: { viewerId: string | null; author: AuthorCard; files: FileRecord[] },
): PostRecord {
  return {
    PostId: row.id,
    UserId: row.authorId,
    Author: ctx.author,
    Title: row.title,
    Body: row.body,
    Type: row.type as PostRecord['Type'],
    Status: row.status as PostRecord['Status'],
    Created: row.createdAt.toISOString(),
    Published: iso(row.publishedAt),
    Sheduled: iso(row.scheduledAt),
    LastUpdated: row.updatedAt.toISOString(),
    DisplayDT: row.displayAt.toISOString(),
    DeletedFlag: toFlag(row.deleted),
    DeletedDT: iso(row.deletedAt),
    EditedFlag: toFlag(row.editedAt !== null),
    EditedDT: iso(row.editedAt),
    OwnerFlag: toFlag(ctx.viewerId === row.authorId),
    Files: ctx.files,
    Likes: row.likes,
    LikeFlag: toFlag(row.liked),
    CommentNum: row.comments,
  };
}

/** The edit history: the current text first, then the earlier ones (`edits`, newest first). */
export function toPostEdits(
  post: PostTableRow,
  edits: { title: string | null; body: string; writtenAt: Date }[],
): PostEdit[] {
  const current: PostEdit = {
    PostId: post.id,
    Title: post.title,
    Body: post.body,
    Created: (post.editedAt ?? post.publishedAt ?? post.createdAt).toISOString(),
    CurrentFlag: 'Y',
  };
  return [
    current,
    ...edits.map((e) => ({
      PostId: post.id,
      Title: e.title,
      Body: e.body,
      Created: e.writtenAt.toISOString(),
      CurrentFlag: 'N' as const,
    })),
  ];
}
