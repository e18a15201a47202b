import { EMPTY_CONTACT_INFO } from '@talanty/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { refreshSession, USER_STATISTIC_PATH } from '../../../lib/session.ts';
import { jsonFetch, renderApp } from '../../../test/render.tsx';
import { profileEditRoutes } from '../test-fixtures.ts';

/** Puts text into a field as a paste does (typing each key is slow on a busy machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** The profile editor with a server that records the contacts it is sent and answers them normalised. */
async function open() {
  const sent: Record<string, unknown>[] = [];
  const reads = jsonFetch({
    [USER_STATISTIC_PATH]: { body: { status: 'LOGGED_IN', Follows: 0, Followers: 0 } },
    ...profileEditRoutes(true),
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname !== '/api/user/updateUserContactInfo') return reads(input, init);
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    sent.push(body);
    const data = {
      ...EMPTY_CONTACT_INFO,
      Telegram: '@anna_sol',
      Instagram: 'https://www.instagram.com/anna.sings',
      Bandcamp: 'https://annasol.bandcamp.com',
    };
    return new Response(JSON.stringify({ status: 'OK', data }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  await refreshSession();
  renderApp('/user/profile-edit');
  await screen.findByRole('heading', { level: 1, name: 'Редактирование профиля' }, { timeout: 10_000 });
  return sent;
}

describe('the contacts form', { timeout: 60_000 }, () => {
  it('has a field for each music platform, in groups, and says at the field what a wrong link is', async () => {
    const sent = await open();
    const user = userEvent.setup();
    const form = screen.getByLabelText('Instagram').closest('form') as HTMLFormElement;
    for (const label of ['Связь', 'Соцсети и сайт', 'Музыка и поддержка'])
      expect(within(form).getByRole('group', { name: label })).toBeInTheDocument();
    for (const label of [
      'Instagram',
      'SoundCloud',
      'Spotify',
      'Яндекс Музыка',
      'Bandcamp',
      'Apple Music',
      'VK Музыка',
      'Boosty',
    ])
      expect(within(form).getByLabelText(label)).toHaveValue('');

    const instagram = within(form).getByLabelText('Instagram');
    await fill(user, instagram, 'https://evil.example/anna');
    await user.tab();
    expect(instagram).toHaveAccessibleDescription(
      'Instagram: имя пользователя (латинские буквы, цифры, «.» и «_») или ссылка instagram.com/имя',
    );
    const spotify = within(form).getByLabelText('Spotify');
    await fill(user, spotify, 'javascript:alert(1)');
    await user.tab();
    expect(spotify).toHaveAccessibleDescription(/^Spotify: ссылка open\.spotify\.com/);
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(sent).toEqual([]);

    await user.clear(instagram);
    await fill(user, instagram, '@anna.sings');
    await user.clear(spotify);
    await fill(user, within(form).getByLabelText('Bandcamp'), 'annasol');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ Instagram: '@anna.sings', Bandcamp: 'annasol', Telegram: '@anna_sol' });
    // The form shows what the server stored: the canonical links.
    await waitFor(() => expect(instagram).toHaveValue('https://www.instagram.com/anna.sings'));
    expect(within(form).getByLabelText('Bandcamp')).toHaveValue('https://annasol.bandcamp.com');
  });
});
