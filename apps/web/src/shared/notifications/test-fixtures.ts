import type { AuthorCard, NotificationGroup } from '@talanty/contract';

export function actorFixture(FirstName: string, over: Partial<AuthorCard> = {}): AuthorCard {
  return {
    UserId: `id-${FirstName}`,
    NickName: FirstName.toLowerCase(),
    FirstName,
    LastName: null,
    CreativeName: null,
    Photo: null,
    Sex: null,
    DemoFlag: 'N',
    MeFlag: 'N',
    ...over,
  };
}

/** A group of `count` people (the first three named Анна, Борис, Вера) on a post titled «Новый трек». */
export function groupFixture(over: Partial<NotificationGroup> = {}, count = 1): NotificationGroup {
  const names = ['Анна', 'Борис', 'Вера'];
  return {
    groupKey: '0b6a3a52-6c1e-4f38-9d4b-0d1f3c1b9a10',
    type: 'like',
    Target: { Type: 'post', Id: 'p1', Title: 'Новый трек', FileType: null, Link: '/post/p1' },
    Actors: names.slice(0, Math.min(count, 3)).map((name) => actorFixture(name)),
    ActorCount: count,
    LatestAt: '2026-11-26T10:00:00.000Z',
    ReadFlag: 'N',
    ...over,
  };
}
