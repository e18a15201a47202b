import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { apiError, stubServer } from '../test/fixtures.ts';

async function submit(password: string, repeat: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Новый пароль', { selector: 'input' }), password);
  await user.type(screen.getByLabelText('Повторите пароль'), repeat);
  await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
}

describe('new-password page', { timeout: 20_000 }, () => {
  it('asks for the same password twice, at least 10 characters', async () => {
    const server = await stubServer({});
    renderApp('/auth/new-password?token=abc');
    await submit('short', 'other');
    expect(await screen.findByText('Пароль должен быть не короче 10 символов')).toBeInTheDocument();
    expect(screen.getByText('Пароли не совпадают')).toBeInTheDocument();
    expect(server.called('/reset-password/complete')).toHaveLength(0);
  });

  it('sets the password from the link and offers to sign in', async () => {
    const server = await stubServer({ '/reset-password/complete': { body: { status: 'PASSWORD_CHANGED' } } });
    renderApp('/auth/new-password?token=tok-123');
    await submit('quiet-river-morning', 'quiet-river-morning');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Пароль изменён' });
    const card = heading.closest('section') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/auth/signin');
    expect(JSON.parse(server.called('/reset-password/complete')[0]?.body ?? '{}')).toEqual({
      token: 'tok-123',
      password: 'quiet-river-morning',
    });
  });

  it('explains an expired link and a used one', async () => {
    await stubServer({
      '/reset-password/complete': apiError(400, 'RESET_TOKEN_EXPIRED', 'Срок действия ссылки истёк'),
    });
    const view = renderApp('/auth/new-password?token=old');
    await submit('quiet-river-morning', 'quiet-river-morning');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Срок действия ссылки истёк' }),
    ).toBeInTheDocument();
    view.unmount();

    renderApp('/auth/new-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ссылка недействительна' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Восстановить пароль заново' })).toHaveAttribute(
      'href',
      '/auth/recoverpassword',
    );
  });
});
