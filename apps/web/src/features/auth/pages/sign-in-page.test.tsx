import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REMEMBERED_USER_KEY } from '../../../lib/remembered-user.ts';
import { LOGGED_IN_KEY } from '../../../lib/session-store.ts';
import { renderApp } from '../../../test/render.tsx';
import { apiError, stubServer } from '../test/fixtures.ts';

async function fill(login: string, password: string) {
  const user = userEvent.setup();
  const loginInput = await screen.findByLabelText('Email или никнейм');
  if (login) await user.type(loginInput, login);
  if (password) await user.type(screen.getByLabelText('Пароль'), password);
  await user.click(screen.getByRole('button', { name: 'Войти' }));
  return user;
}

describe('sign-in page', () => {
  it('asks for both fields with the messages of spec section 5, without calling the server', async () => {
    const server = await stubServer({});
    renderApp('/auth/signin');
    await fill('', '');
    expect(await screen.findByText('Email или никнейм не может быть пустым')).toBeInTheDocument();
    expect(screen.getByText('Пароль не может быть пустым')).toBeInTheDocument();
    expect(screen.getByLabelText('Email или никнейм')).toHaveAttribute('aria-invalid', 'true');
    expect(server.called('/login')).toHaveLength(0);
  });

  it('shows the "Error on sign-in" toast on 401 and keeps what was typed', async () => {
    await stubServer({ '/login': apiError(401, 'LOGIN_FAILED', 'Ошибка при входе') });
    const { router } = renderApp('/auth/signin');
    await fill('anna.singer', 'wrong-password');
    expect(await screen.findByText('Ошибка при входе')).toBeInTheDocument();
    expect(screen.getByText(/Неверный email, никнейм или пароль/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email или никнейм')).toHaveValue('anna.singer');
    expect(screen.getByLabelText('Пароль')).toHaveValue('wrong-password');
    expect(router.state.location.pathname).toBe('/auth/signin');
  });

  it('signs in with form fields, remembers the account and goes to a same-site `next`', async () => {
    const server = await stubServer({ '/login': { body: { status: 'LOGGED_IN' } } });
    const { router } = renderApp(`/auth/signin?next=${encodeURIComponent('/user/accountsetting?tab=mail')}`);
    await fill('Anna.Singer', 'violet-piano-sunset');

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/accountsetting'));
    expect(router.state.location.search).toBe('?tab=mail');
    expect(server.called('/login')[0]?.body).toBe('username=Anna.Singer&password=violet-piano-sunset');
    expect(localStorage.getItem(LOGGED_IN_KEY)).toBe('true');
    expect(JSON.parse(localStorage.getItem(REMEMBERED_USER_KEY) ?? '{}')).toMatchObject({
      nickName: 'anna.singer',
      firstName: 'Анна',
    });
  });

  it('ignores a `next` that leads off the site', async () => {
    await stubServer({ '/login': { body: { status: 'LOGGED_IN' } } });
    const { router } = renderApp(`/auth/signin?next=${encodeURIComponent('//evil.example/steal')}`);
    await fill('anna.singer', 'violet-piano-sunset');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a locked account to /auth/accoutlock, which counts the lock down', async () => {
    await stubServer({
      '/login': {
        ...apiError(423, 'ACCOUNT_LOCKED', 'Слишком много неудачных попыток входа'),
        headers: { 'Retry-After': '900' },
      },
    });
    const { router } = renderApp('/auth/signin');
    await fill('anna.singer', 'wrong-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/accoutlock'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Вход временно заблокирован' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('lock-countdown').textContent).toMatch(/^1[45]:\d\d$/);
  });

  it('holds the form back for the wait a 429 asks for', async () => {
    await stubServer({
      '/login': {
        ...apiError(429, 'RATE_LIMITED', 'Слишком много запросов, повторите через 42 с'),
        headers: { 'Retry-After': '42' },
      },
    });
    renderApp('/auth/signin');
    await fill('anna.singer', 'wrong-password');
    expect(await screen.findByText('Повторите через 0:42')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeDisabled();
  });
});
