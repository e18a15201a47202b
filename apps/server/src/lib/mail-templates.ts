import type { Lang } from '@talanty/contract';

/** What a template gives the mailer: a subject, a plain-text body and the same content in HTML. */
export type MailContent = { subject: string; text: string; html: string };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const brand: Record<Lang, string> = { ru: 'Таланты', en: 'Talanty' };
const footer: Record<Lang, string> = {
  ru: 'Письмо отправлено автоматически, отвечать на него не нужно.',
  en: 'This message was sent automatically; there is no need to reply.',
};

/** One look for every message: a heading, paragraphs, and optionally a code in large type or a button. */
export function layout(
  lang: Lang,
  opts: {
    heading: string;
    before: string[];
    code?: string;
    link?: { href: string; label: string };
    after: string[];
  },
): string {
  const p = (t: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(t)}</p>`;
  const code = opts.code
    ? `<p style="margin:24px 0;font-size:40px;font-weight:700;letter-spacing:10px;font-family:'Courier New',monospace;color:#1c1c1c">${escapeHtml(opts.code)}</p>`
    : '';
  const link = opts.link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(opts.link.href)}" style="display:inline-block;padding:14px 28px;background:#7048e8;color:#ffffff;border-radius:8px;font-size:16px;font-weight:600;text-decoration:none">${escapeHtml(opts.link.label)}</a></p>` +
      p(opts.link.href)
    : '';
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(opts.heading)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f7;font-family:Arial,Helvetica,sans-serif;color:#1c1c1c">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#7048e8">${brand[lang]}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(opts.heading)}</h1>
${opts.before.map(p).join('\n')}
${code}${link}
${opts.after.map(p).join('\n')}
<p style="margin:24px 0 0;font-size:13px;color:#6b6b76">${escapeHtml(footer[lang])}</p>
</div>
</body>
</html>`;
}

export const text = (lines: string[], lang: Lang) =>
  `${lines.join('\n\n')}\n\n--\n${brand[lang]}. ${footer[lang]}\n`;

export function signupCodeMail(lang: Lang, code: string, minutes: number): MailContent {
  const t =
    lang === 'en'
      ? {
          subject: `${code} is your Talanty confirmation code`,
          heading: 'Confirm your e-mail',
          before: 'Enter this code on the sign-up page to create your account:',
          after: [
            `The code is valid for ${minutes} minutes. You can request a new one on the same page.`,
            'If you did not sign up for Talanty, just ignore this message.',
          ],
        }
      : {
          subject: `${code} — код подтверждения для «Талантов»`,
          heading: 'Подтвердите Email',
          before: 'Введите этот код на странице регистрации, чтобы создать аккаунт:',
          after: [
            `Код действует ${minutes} минуты. На той же странице можно запросить новый.`,
            'Если вы не регистрировались в «Талантах», просто проигнорируйте это письмо.',
          ],
        };
  return {
    subject: t.subject,
    text: text([t.heading, t.before, code, ...t.after], lang),
    html: layout(lang, { heading: t.heading, before: [t.before], code, after: t.after }),
  };
}

export function resetCodeMail(lang: Lang, code: string, minutes: number): MailContent {
  const t =
    lang === 'en'
      ? {
          subject: `${code} is your Talanty password recovery code`,
          heading: 'Password recovery',
          before: 'Enter this code on the password recovery page:',
          after: [
            `The code is valid for ${minutes} minutes.`,
            'If you did not ask to recover your password, ignore this message: your password stays the same.',
          ],
        }
      : {
          subject: `${code} — код для восстановления пароля в «Талантах»`,
          heading: 'Восстановление пароля',
          before: 'Введите этот код на странице восстановления пароля:',
          after: [
            `Код действует ${minutes} минуты.`,
            'Если вы не запрашивали восстановление, проигнорируйте письмо: пароль останется прежним.',
          ],
        };
  return {
    subject: t.subject,
    text: text([t.heading, t.before, code, ...t.after], lang),
    html: layout(lang, { heading: t.heading, before: [t.before], code, after: t.after }),
  };
}

export function resetLinkMail(lang: Lang, href: string, minutes: number): MailContent {
  const t =
    lang === 'en'
      ? {
          subject: 'Set a new Talanty password',
          heading: 'Set a new password',
          before: 'Follow this link to set a new password:',
          label: 'Set a new password',
          after: [
            `The link works once and is valid for ${minutes} minutes. After the change you will be signed out on every device.`,
            'If you did not ask for this, ignore this message: your password stays the same.',
          ],
        }
      : {
          subject: 'Новый пароль для «Талантов»',
          heading: 'Задайте новый пароль',
          before: 'Перейдите по ссылке, чтобы задать новый пароль:',
          label: 'Задать новый пароль',
          after: [
            `Ссылка работает один раз и действует ${minutes} минут. После смены пароля вы выйдете из аккаунта на всех устройствах.`,
            'Если вы не запрашивали смену пароля, проигнорируйте письмо: пароль останется прежним.',
          ],
        };
  return {
    subject: t.subject,
    text: text([t.heading, t.before, href, ...t.after], lang),
    html: layout(lang, {
      heading: t.heading,
      before: [t.before],
      link: { href, label: t.label },
      after: t.after,
    }),
  };
}

/**
 * Sent instead of a sign-up code when the address already has an account: the form answers as for
 * a new address (nobody learns who has an account), and the owner learns what to do.
 */
export function accountExistsMail(lang: Lang, links: { signIn: string; recover: string }): MailContent {
  const t =
    lang === 'en'
      ? {
          subject: 'You already have a Talanty account',
          heading: 'You already have an account',
          before:
            'Someone (perhaps you) tried to sign up for Talanty with this e-mail, which already has an account.',
          label: 'Sign in',
          after: [
            `Forgot your password? Recover it here: ${links.recover}`,
            'If it was not you, ignore this message: nothing has changed in your account.',
          ],
        }
      : {
          subject: 'У вас уже есть аккаунт в «Талантах»',
          heading: 'У вас уже есть аккаунт',
          before:
            'Кто-то (возможно, вы) пытался зарегистрироваться в «Талантах» с этим Email, а аккаунт с ним уже есть.',
          label: 'Войти',
          after: [
            `Забыли пароль? Восстановите его здесь: ${links.recover}`,
            'Если это были не вы, проигнорируйте письмо: в вашем аккаунте ничего не изменилось.',
          ],
        };
  return {
    subject: t.subject,
    text: text([t.heading, t.before, links.signIn, ...t.after], lang),
    html: layout(lang, {
      heading: t.heading,
      before: [t.before],
      link: { href: links.signIn, label: t.label },
      after: t.after,
    }),
  };
}
