import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { CHANGE_PASSWORD_PATH } from '../api/change-password.ts';
import { PasswordForm } from './password-card.tsx';

type Call = { path: string; body: unknown };

function stubChange(answer: { status: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm() {
  const router = createMemoryRouter([{ path: '/', element: <PasswordForm /> }]);
  renderWithProviders(<RouterProvider router={router} />);
  return {
    current: screen.getByLabelText(/^Текущий пароль/),
    next: screen.getByLabelText(/^Новый пароль/),
    repeat: screen.getByLabelText(/^Повторите новый пароль/),
    submit: screen.getByRole('button', { name: 'Сменить пароль' }),
  };
}

const rule = (id: string) => screen.getByTestId(`rule-${id}`);

describe('the password form', () => {
  it('checks the rules as the person types and sends nothing while one is broken', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubChange({ status: 200, body: { status: 'PASSWORD_CHANGED' } });
    const f = renderForm();

    await user.click(f.submit);
    expect(await screen.findAllByText('Пароль не может быть пустым')).not.toHaveLength(0);

    await user.type(f.current, 'Velvet-Tuba-2024');
    await user.type(f.next, 'short1');
    await user.tab();
    expect(await screen.findByText('Пароль должен быть не короче 10 символов')).toBeInTheDocument();
    expect(rule('length')).toHaveAttribute('data-met', 'false');
    expect(screen.getByText('Слишком короткий')).toBeInTheDocument();

    await user.clear(f.next);
    await user.type(f.next, 'Velvet-Tuba-2024');
    await user.tab();
    expect(await screen.findByText('Новый пароль совпадает с текущим')).toBeInTheDocument();
    expect(rule('length')).toHaveAttribute('data-met', 'true');
    expect(rule('different')).toHaveAttribute('data-met', 'false');

    await user.clear(f.next);
    await user.type(f.next, 'Quiet-Harp-7731-Blue');
    await user.type(f.repeat, 'Quiet-Harp-7731-Blu');
    await user.tab();
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    expect(rule('different')).toHaveAttribute('data-met', 'true');
    expect(rule('match')).toHaveAttribute('data-met', 'false');
    expect(screen.getByText('Надёжный')).toBeInTheDocument();

    await user.click(f.submit);
    expect(calls).toEqual([]);

    await user.type(f.repeat, 'e');
    expect(rule('match')).toHaveAttribute('data-met', 'true');
    await user.click(f.submit);
    await waitFor(() =>
      expect(calls).toEqual([
        {
          path: CHANGE_PASSWORD_PATH,
          body: { currentPassword: 'Velvet-Tuba-2024', newPassword: 'Quiet-Harp-7731-Blue' },
        },
      ]),
    );
    // Done: the form is empty again for the next time.
    await waitFor(() => expect(f.current).toHaveValue(''));
    expect(f.next).toHaveValue('');
    expect(
      await screen.findByText('Пароль изменён. На остальных устройствах выполнен выход.'),
    ).toBeInTheDocument();
  }, 20_000);

  it('shows the server’s refusal next to its field and keeps everything typed', async () => {
    const user = userEvent.setup({ delay: null });
    stubChange({
      status: 400,
      body: {
        status: 400,
        code: 'PASSWORD_TOO_COMMON',
        message: 'Этот пароль слишком распространён',
        fields: [{ path: 'body.newPassword', message: 'Этот пароль слишком распространён' }],
      },
    });
    const f = renderForm();
    await user.type(f.current, 'Velvet-Tuba-2024');
    await user.type(f.next, 'qwertyuiop');
    await user.type(f.repeat, 'qwertyuiop');
    await user.click(f.submit);

    expect(await screen.findByText('Этот пароль слишком распространён')).toBeInTheDocument();
    expect(f.next).toHaveAccessibleDescription(/слишком распространён/);
    expect(f.current).toHaveValue('Velvet-Tuba-2024');
    expect(f.next).toHaveValue('qwertyuiop');
    expect(f.repeat).toHaveValue('qwertyuiop');
  }, 20_000);
});
