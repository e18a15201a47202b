import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rememberUser } from '../../../lib/remembered-user.ts';
import { USER_STATISTIC_PATH } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render.tsx';
import { apiError, stubServer } from '../test/fixtures.ts';

describe('lock screen', { timeout: 20_000 }, () => {
  it('asks only the password of the remembered account and goes back where it was', async () => {
    rememberUser({ nickName: 'anna.singer', avatar: null, firstName: 'Анна', lastName: 'Морозова' });
    const server = await stubServer({ '/login': { body: { status: 'LOGGED_IN' } } });
    const user = userEvent.setup();
    const { router } = renderApp('/auth/lockscreen?next=%2Fsearch');
    expect(await screen.findByTestId('lock-nickname')).toHaveTextContent('@anna.singer');
    expect(screen.getByText('АМ')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email или никнейм')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Пароль'), 'violet-piano-sunset');
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(server.called('/login')[0]?.body).toBe('username=anna.singer&password=violet-piano-sunset');
  });

  it('sends to the full sign-in when no account is remembered', async () => {
    await stubServer({});
    const { router } = renderApp('/auth/lockscreen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
  });

  it('is where an expired session leads, for a remembered account', async () => {
    rememberUser({ nickName: 'anna.singer', avatar: null });
    await stubServer({
      [USER_STATISTIC_PATH]: { body: { status: 'LOGGED_IN', Follows: 0, Followers: 0 } },
      '/api/user/userInfo': apiError(401, 'SESSION_EXPIRED', 'Session expired: сеанс истёк, войдите снова'),
    });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/lockscreen'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Сеанс истёк' })).toBeInTheDocument();
    expect(localStorage.getItem('isLoggedIn')).toBe('false');
  });
});
