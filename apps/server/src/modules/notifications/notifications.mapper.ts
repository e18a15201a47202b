import type { NotificationGroup, NotificationType } from '@talanty/contract';
import { authorCard } from '../users/users.columns.ts';
import type { GroupRow } from './notifications.repo.ts';

/** A group row -> the contract's group (its people as cards, the newest first). */
export function toNotificationGroup(row: GroupRow, viewerId: string): NotificationGroup {
  return {
    groupKey: row.id,
    type: row.type as NotificationType,
    Target: {
      Type: row.targetType,
      Id: row.targetId,
      Title: row.targetType === 'user' ? null : row.title,
      FileType: row.targetType === 'file' ? row.fileType : null,
      Link: row.link,
    },
    Actors: row.actors.flatMap((a) => {
      const card = authorCard(a.id, a, viewerId);
      return card ? [card] : [];
    }),
    ActorCount: row.actorCount,
    LatestAt: row.latestAt,
    ReadFlag: row.read ? 'Y' : 'N',
  };
}
