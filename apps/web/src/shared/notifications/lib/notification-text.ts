import type { NotificationGroup } from '@talanty/contract';
import type { TFunction } from 'i18next';
import { displayNameOf } from '../../../lib/format.ts';

/** Long titles are cut to keep a notification to two lines. */
const TITLE_MAX = 60;

export function shortTitle(title: string | null): string | null {
  const line = title?.split('\n')[0]?.trim();
  if (!line) return null;
  return line.length > TITLE_MAX ? `${line.slice(0, TITLE_MAX - 1).trimEnd()}…` : line;
}

/** «Анна», «Анна и Борис», «Анна и ещё 3 человека» (ru plural rules; en «Anna and 3 others»). */
export function actorsText(group: NotificationGroup, t: TFunction<'social'>): string {
  const [first, second] = group.Actors;
  const name = first ? displayNameOf(first) : t('notifications.someone');
  const others = Math.max(group.ActorCount - 1, 0);
  if (others === 0) return name;
  if (others === 1 && second) return t('notifications.actors.two', { name, other: displayNameOf(second) });
  return t('notifications.actors.others', { name, count: others });
}

/** What the group is about: «вашу публикацию «…»», «ваш трек «…»», «ваш комментарий «…»». */
function targetText(group: NotificationGroup, t: TFunction<'social'>): string {
  const { Type, FileType } = group.Target;
  const kind = Type === 'user' ? 'post' : Type === 'file' && FileType ? FileType : Type;
  const title = shortTitle(group.Target.Title);
  return title ? t(`notifications.target.${kind}Titled`, { title }) : t(`notifications.target.${kind}`);
}

/**
 * A group's sentence: «Анна и ещё 3 человека оценили вашу публикацию «…»», «Борис подписался на
 * вас», «Ваша запланированная публикация «…» вышла». Verbs agree with one person or several, and
 * with one person's sex when they gave it (i18next's context: `one_male`, `one_female`, else «(а)»).
 */
export function notificationText(group: NotificationGroup, t: TFunction<'social'>): string {
  if (group.type === 'post_published') {
    const title = shortTitle(group.Target.Title);
    return title ? t('notifications.postPublishedTitled', { title }) : t('notifications.postPublished');
  }
  const number = group.ActorCount > 1 ? 'many' : 'one';
  const sex = number === 'one' ? group.Actors[0]?.Sex : null;
  const context = sex === 'M' ? 'male' : sex === 'F' ? 'female' : undefined;
  const verb = t(`notifications.verbs.${group.type}.${number}`, { target: targetText(group, t), context });
  return `${actorsText(group, t)} ${verb}`;
}
