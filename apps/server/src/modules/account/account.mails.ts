import type { Lang } from '@talanty/contract';
import { layout, type MailContent, text as plainText } from '../../lib/mail-templates.ts';

/** The messages of the account settings, in the account's language, in the look of every other mail. */

function compose(
  lang: Lang,
  t: { subject: string; heading: string; before: string[]; code?: string; after: string[] },
  link?: { href: string; label: string },
): MailContent {
  return {
    subject: t.subject,
    text: plainText(
      [t.heading, ...t.before, ...(t.code ? [t.code] : []), ...(link ? [link.href] : []), ...t.after],
      lang,
    ),
    html: layout(lang, {
      heading: t.heading,
      before: t.before,
      ...(t.code ? { code: t.code } : {}),
      ...(link ? { link } : {}),
      after: t.after,
    }),
  };
}

/** To the NEW address: the code that proves the person owns it. */
export function emailChangeCodeMail(
  lang: Lang,
  code: string,
  minutes: number,
  nickName: string,
): MailContent {
  return compose(
    lang,
    lang === 'en'
      ? {
          subject: `${code} is your code to confirm the new Talanty e-mail`,
          heading: 'Confirm your new e-mail',
          before: [
            `@${nickName} wants to use this address for their Talanty account. Enter this code in the account settings:`,
          ],
          code,
          after: [
            `The code is valid for ${minutes} minutes. You can request a new one on the same page.`,
            'If you did not ask for this, just ignore this message: nothing will change.',
          ],
        }
      : {
          subject: `${code} — код для подтверждения нового Email в «Талантах»`,
          heading: 'Подтвердите новый Email',
          before: [
            `Аккаунт @${nickName} в «Талантах» хочет использовать этот адрес. Введите код в настройках аккаунта:`,
          ],
          code,
          after: [
            `Код действует ${minutes} минуты. На той же странице можно запросить новый.`,
            'Если вы ничего не меняли, просто проигнорируйте письмо: ничего не изменится.',
          ],
        },
  );
}

/** To the OLD address, once the change is done: a person who did not do it learns at once. */
export function emailChangedMail(lang: Lang, newEmail: string, recoverUrl: string): MailContent {
  return compose(
    lang,
    lang === 'en'
      ? {
          subject: 'Your Talanty e-mail was changed',
          heading: 'Your e-mail was changed',
          before: [
            `The e-mail of your Talanty account is now ${newEmail}. Sign-in and messages use the new address from now on.`,
          ],
          after: ['If you did not do this, recover your password at once and write to us.'],
        }
      : {
          subject: 'Email вашего аккаунта в «Талантах» изменён',
          heading: 'Email изменён',
          before: [
            `Теперь Email вашего аккаунта в «Талантах» — ${newEmail}. Вход и письма теперь используют новый адрес.`,
          ],
          after: ['Если это были не вы, немедленно восстановите пароль и напишите нам.'],
        },
    { href: recoverUrl, label: lang === 'en' ? 'Recover password' : 'Восстановить пароль' },
  );
}

export function passwordChangedMail(lang: Lang, recoverUrl: string): MailContent {
  return compose(
    lang,
    lang === 'en'
      ? {
          subject: 'Your Talanty password was changed',
          heading: 'Your password was changed',
          before: [
            'The password of your Talanty account was just changed in the account settings. Every other device was signed out.',
          ],
          after: ['If you did not do this, recover your password at once.'],
        }
      : {
          subject: 'Пароль в «Талантах» изменён',
          heading: 'Пароль изменён',
          before: [
            'Пароль вашего аккаунта в «Талантах» только что изменён в настройках. На остальных устройствах выполнен выход.',
          ],
          after: ['Если это были не вы, немедленно восстановите пароль.'],
        },
    { href: recoverUrl, label: lang === 'en' ? 'Recover password' : 'Восстановить пароль' },
  );
}

export function accountDeletedMail(lang: Lang, nickName: string): MailContent {
  return compose(
    lang,
    lang === 'en'
      ? {
          subject: 'Your Talanty account was deleted',
          heading: 'Account deleted',
          before: [
            `The account @${nickName} and everything in it (profile, talents, photos and files) was deleted at your request.`,
          ],
          after: ['Thank you for being with us. You are always welcome to sign up again.'],
        }
      : {
          subject: 'Аккаунт в «Талантах» удалён',
          heading: 'Аккаунт удалён',
          before: [
            `Аккаунт @${nickName} и всё, что в нём было (профиль, таланты, фото и файлы), удалены по вашему запросу.`,
          ],
          after: ['Спасибо, что были с нами. Вы всегда можете зарегистрироваться снова.'],
        },
  );
}
