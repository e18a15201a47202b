import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOGGED_IN_KEY } from '../../../lib/session-store.ts';
import { renderApp } from '../../../test/render.tsx';
import { savePendingSignup } from '../lib/pending-signup.ts';
import { apiError, stubServer } from '../test/fixtures.ts';

async function enterCode(code: string) {
  const user = userEvent.setup();
  const [first] = await screen.findAllByLabelText(/Код из письма: цифра 1 из 6/);
  await user.click(first as HTMLElement);
  await user.paste(code);
  return user;
}

beforeEach(() => {
  sessionStorage.clear();
  const now = Date.now();
  savePendingSignup({ email: 'anna@example.com', expiresAt: now + 120_000, sentAt: now });
});

describe('confirm-mail page', { timeout: 20_000 }, () => {
  it('shows where the code went and how long it lasts', async () => {
    await stubServer({});
    renderApp('/auth/confirmmail');
    expect(await screen.findByText('anna@example.com')).toBeInTheDocument();
    expect(screen.getByText(/Код действует ещё [12]:\d\d/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Отправить повторно через 0:[23]\d/ })).toBeDisabled();
    const digits = screen.getAllByLabelText(/Код из письма: цифра \d из 6/);
    expect(digits).toHaveLength(6);
    expect(digits[0]).toHaveAttribute('inputmode', 'numeric');
    expect(digits[0]).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('opened directly, says no sign-up was started here and offers to sign up', async () => {
    sessionStorage.clear();
    await stubServer({});
    const user = userEvent.setup();
    renderApp('/auth/confirmmail');
    expect(await screen.findByText('Регистрация не начата')).toBeInTheDocument();
    expect(screen.queryByText(/Мы отправили/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Код из письма/)).not.toBeInTheDocument();
    const panel = within(screen.getByTestId('confirm-no-pending'));
    expect(panel.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute('href', '/auth/signup');
    expect(panel.getByRole('button', { name: 'Назад' })).toBeInTheDocument();
    // A code from a sign-up in another tab can still be entered.
    await user.click(panel.getByRole('button', { name: 'У меня есть код' }));
    expect(await screen.findAllByLabelText(/Код из письма: цифра \d из 6/)).toHaveLength(6);
  });

  it('puts a wrong, expired or void code message at the code field', async () => {
    let answer = apiError(400, 'INVALID_OTP', 'Неверный код подтверждения');
    const server = await stubServer({ '/registration/confirm': () => answer });
    const { router } = renderApp('/auth/confirmmail');
    await enterCode('123456');
    expect(await screen.findByText('Неверный код подтверждения')).toBeInTheDocument();
    expect(server.called('/registration/confirm')[0]?.search).toBe('?otp=123456');

    answer = apiError(
      400,
      'OTP_VOID',
      'Неверный код подтверждения: слишком много попыток, запросите новый код',
    );
    await enterCode('654321');
    expect(await screen.findByText(/слишком много попыток, запросите новый код/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/confirmmail');
    expect(localStorage.getItem(LOGGED_IN_KEY)).not.toBe('true');
  });

  it('signs the new account in and starts the onboarding', async () => {
    await stubServer({ '/registration/confirm': { body: { status: 'LOGGED_IN' } } });
    const { router } = renderApp('/auth/confirmmail');
    await enterCode('246810');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/profile-edit'));
    expect(router.state.location.search).toBe('?onboarding=1');
    expect(localStorage.getItem(LOGGED_IN_KEY)).toBe('true');
  });
});
