import { createUserPostBodySchema, type FileRecord, processCommentBodySchema } from '@talanty/contract';
import type { FastifyInstance } from 'fastify';
import { AVATAR_NAMES, unit } from './likes.ts';
import type { DemoPerson, Locale } from './types.ts';

/**
 * Demo posts, their likes and comment threads, among the people one run created (so a second run
 * adds nothing): posts from their demo media (some with the template body, some with a line of
 * text), text posts, a few scheduled ones that publish themselves over the next days, and threads
 * with replies. Everything goes through `app.posts`, `app.likes` and `app.comments`, bodies parsed
 * by the contract; dates are spread over the last two months. All of it says nothing real: the
 * authors are demo accounts (DemoFlag on every card).
 */

const DAY = 24 * 60 * 60 * 1000;
/** Of the people who have media, this share posts each of their files. */
const MEDIA_POST_SHARE = 0.55;
/** This share of everybody writes one or two text posts. */
const TEXT_POST_SHARE = 0.35;
/** Of the text posts, this share is scheduled for the coming days. */
const SCHEDULED_SHARE = 0.12;
/**
 * Of the published text posts, this share is for followers only. They get no seeded reactions: the
 * follows are made after the posts, and only followers may like or comment on them.
 */
const FOLLOWERS_SHARE = 0.15;

const LINES: Record<Locale, { media: string[]; text: string[]; comments: string[]; replies: string[] }> = {
  ru: {
    media: [
      'Свежая запись с репетиции — делитесь впечатлениями!',
      'Долго работали над этим звуком. Как вам?',
      'Наконец-то готово. Слушайте в наушниках.',
      'Немного закулисья с последнего концерта.',
      'Пробую новое направление. Пишите, что думаете.',
    ],
    text: [
      'Ищу барабанщика для кавер-проекта, репетиции по выходным.',
      'В субботу играем в клубе — приходите, будет тепло.',
      'Открыт набор на индивидуальные занятия, пишите в личку.',
      'Кто записывался на студии в последнее время? Посоветуйте звукорежиссёра.',
      'Сегодня ровно год, как я начал(а) заниматься музыкой всерьёз. Спасибо всем, кто поддерживал!',
      'Собираем состав на летний фестиваль. Нужны клавишник и бэк-вокал.',
    ],
    comments: [
      'Очень круто звучит!',
      'Мурашки по коже, спасибо.',
      'А где можно послушать вживую?',
      'Отличная работа со звуком.',
      'Жду продолжения!',
      'Какой инструмент на втором плане?',
      'Сохранил(а) себе, переслушиваю.',
    ],
    replies: [
      'Спасибо большое!',
      'Скоро анонсируем концерт.',
      'Согласен(на) полностью.',
      'Это электропиано, старый Rhodes.',
      'Приходите в субботу!',
    ],
  },
  en: {
    media: [
      'Fresh take from rehearsal — tell me what you think!',
      'We spent ages on this sound. Thoughts?',
      'Finally finished. Best with headphones.',
      'A bit of backstage from the last gig.',
      'Trying a new direction here. Let me know.',
    ],
    text: [
      'Looking for a drummer for a covers project, rehearsals on weekends.',
      'Playing the club on Saturday — come along!',
      'Taking private students again, drop me a message.',
      'Anyone recorded at a studio lately? Recommend me an engineer.',
      'One year since I started making music seriously. Thanks to everyone who helped!',
      'Putting a band together for a summer festival. Need keys and backing vocals.',
    ],
    comments: [
      'Sounds amazing!',
      'Goosebumps, thank you.',
      'Where can I hear this live?',
      'Great work on the mix.',
      'Can’t wait for more!',
      'What’s the instrument in the background?',
      'Saved it, on repeat.',
    ],
    replies: [
      'Thank you so much!',
      'Gig announcement coming soon.',
      'Totally agree.',
      'That’s an old Rhodes.',
      'Come on Saturday!',
    ],
  },
};

const pick = <T>(list: readonly T[], key: string): T => list[Math.floor(unit(key) * list.length)]!;

export type SocialAdded = { posts: number; scheduled: number; postLikes: number; comments: number };

/** Posts, likes and threads of `people` (this run's, with their ids); the others only react. */
export async function addDemoSocial(
  app: FastifyInstance,
  people: { person: DemoPerson; id: string }[],
  now = new Date(),
): Promise<SocialAdded> {
  const added: SocialAdded = { posts: 0, scheduled: 0, postLikes: 0, comments: 0 };
  const made: { id: string; authorIndex: number; at: Date }[] = [];

  for (const { person, id } of people) {
    const lang = person.locale;
    const key = `${person.index}`;
    const post = async (body: Record<string, unknown>, at: Date) => {
      const parsed = createUserPostBodySchema.parse(body);
      const rec = await app.posts.create({ id }, parsed, lang, at);
      added.posts++;
      if (rec.Status === 'Sheduled') added.scheduled++;
      else if (rec.Type === 'Public') made.push({ id: rec.PostId, authorIndex: person.index, at });
    };
    const ago = (salt: string) => new Date(now.getTime() - (1 + unit(`${key}:${salt}:ago`) * 59) * DAY);

    const { outIO } = await app.files.list({ id }, { pageSize: 100 }, lang);
    const media = outIO.ListOfUserFileList.File.filter(
      (f: FileRecord) => f.PublicFlag === 'Y' && !(f.FileType === 'Image' && AVATAR_NAMES.has(f.Name)),
    );
    const photos = media.filter((f) => f.FileType === 'Image');
    for (const f of media.filter((m) => m.FileType !== 'Image')) {
      if (unit(`${key}:${f.Name}:post`) > MEDIA_POST_SHARE) continue;
      const withText = unit(`${key}:${f.Name}:text`) < 0.5;
      await post(
        { fileId: f.FileId, ...(withText ? { body: pick(LINES[lang].media, `${key}:${f.Name}`) } : {}) },
        ago(f.FileId),
      );
    }
    if (photos.length && unit(`${key}:photos`) < 0.7)
      await post({ fileId: photos.slice(0, 10).map((p) => p.FileId) }, ago('photos'));

    if (unit(`${key}:text`) < TEXT_POST_SHARE) {
      const n = unit(`${key}:text:n`) < 0.4 ? 2 : 1;
      for (let i = 0; i < n; i++) {
        const body = pick(LINES[lang].text, `${key}:text:${i}`);
        if (unit(`${key}:sched:${i}`) < SCHEDULED_SHARE) {
          const at = new Date(now.getTime() + (2 + unit(`${key}:sched:at:${i}`) * 94) * 60 * 60 * 1000);
          await post({ body, displayDT: at.toISOString() }, now);
        } else {
          const followersOnly = unit(`${key}:followers:${i}`) < FOLLOWERS_SHARE;
          await post({ body, ...(followersOnly ? { type: 'Followers' } : {}) }, ago(`text:${i}`));
        }
      }
    }
  }

  // Reactions: likes from a long tail of readers, threads on about half the posts.
  for (const p of made) {
    const readers = people.filter(({ person }) => person.index !== p.authorIndex);
    const target = Math.min(readers.length, Math.floor(1.8 / unit(`${p.id}:likes`)) - 1);
    const ranked = [...readers].sort(
      (a, b) => unit(`${p.id}:${a.person.index}`) - unit(`${p.id}:${b.person.index}`),
    );
    for (const { id } of ranked.slice(0, Math.max(0, target))) {
      await app.likes.set({ id }, { type: 'post', id: p.id }, true);
      added.postLikes++;
    }
    if (unit(`${p.id}:thread`) > 0.5) continue;
    const author = people.find(({ person }) => person.index === p.authorIndex)!;
    const roots = 1 + Math.floor(unit(`${p.id}:roots`) * 4);
    let at = p.at.getTime();
    for (let r = 0; r < roots; r++) {
      const who = ranked[r % Math.max(1, ranked.length)] ?? author;
      at += (0.2 + unit(`${p.id}:${r}:gap`) * 20) * 60 * 60 * 1000;
      const root = await comment(
        who,
        { message: pick(LINES[who.person.locale].comments, `${p.id}:${r}`) },
        at,
      );
      const replies = Math.floor(unit(`${p.id}:${r}:replies`) * 3);
      let parent = root;
      for (let k = 0; k < replies; k++) {
        // The author answers first; then the commenter answers the author (a reply to a reply).
        const by = k % 2 === 0 ? author : who;
        at += (0.1 + unit(`${p.id}:${r}:${k}:gap`) * 5) * 60 * 60 * 1000;
        parent = await comment(
          by,
          { message: pick(LINES[by.person.locale].replies, `${p.id}:${r}:${k}`), parentId: parent },
          at,
        );
      }
    }
    async function comment(by: { id: string }, body: { message: string; parentId?: string }, when: number) {
      const parsed = processCommentBodySchema.parse({
        objectId: p.id,
        objectType: 'post',
        operation: 'add',
        ...body,
      });
      const res = await app.comments.process({ id: by.id }, parsed, {
        at: new Date(Math.min(when, now.getTime())),
        unlimited: true,
      });
      added.comments++;
      return res.Comment!.CommentId;
    }
  }
  return added;
}
