import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { DELETE_ACCOUNT_PATH } from '../api/delete-account.ts';
import { DeleteAccountModal } from './delete-account-modal.tsx';

type Call = { path: string; body: unknown };

/** Answers the delete call with `answer` and records what was sent. */
function stubDelete(answer: { status: number; body: unknown }) {
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

function open(onDeleted = vi.fn()) {
  renderWithProviders(
    <DeleteAccountModal opened nickName="lena.voice" onClose={() => {}} onDeleted={onDeleted} />,
  );
  return onDeleted;
}

describe('the delete-account confirmation', () => {
  it('keeps the button disabled until DELETE is typed exactly and the password is given', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubDelete({ status: 200, body: { status: 'ACCOUNT_DELETED' } });
    const onDeleted = open();

    expect(await screen.findByText(/@lena\.voice/)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Удалить навсегда' });
    const confirm = screen.getByRole('textbox', { name: /Чтобы подтвердить, введите/ });
    const password = screen.getByLabelText('Пароль');
    expect(button).toBeDisabled();

    await user.type(password, 'Velvet-Tuba-2024');
    expect(button).toBeDisabled();
    await user.type(confirm, 'delete');
    expect(button).toBeDisabled();
    await user.clear(confirm);
    await user.type(confirm, 'DELET');
    expect(button).toBeDisabled();
    await user.type(confirm, 'E');
    expect(button).toBeEnabled();
    await user.clear(password);
    expect(button).toBeDisabled();
    await user.type(password, 'Velvet-Tuba-2024');

    await user.click(button);
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      { path: DELETE_ACCOUNT_PATH, body: { password: 'Velvet-Tuba-2024', confirm: 'DELETE' } },
    ]);
  }, 20_000);

  it('shows a wrong password next to the field and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    stubDelete({
      status: 400,
      body: {
        status: 400,
        code: 'WRONG_PASSWORD',
        message: 'Неверный пароль',
        fields: [{ path: 'body.password', message: 'Неверный пароль' }],
      },
    });
    const onDeleted = open();

    const confirm = await screen.findByRole('textbox', { name: /Чтобы подтвердить, введите/ });
    const password = screen.getByLabelText('Пароль');
    await user.type(confirm, 'DELETE');
    await user.type(password, 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Удалить навсегда' }));

    expect(await screen.findByText('Неверный пароль')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(/Неверный пароль/);
    expect(password).toHaveValue('not-my-password');
    expect(confirm).toHaveValue('DELETE');
    expect(onDeleted).not.toHaveBeenCalled();
  }, 20_000);
});
