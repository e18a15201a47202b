import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { apiError, stubServer } from '../test/fixtures.ts';

describe('recover-password page', { timeout: 20_000 }, () => {
  it("says 'Invalid Email' for a malformed address, without asking the server", async () => {
    const server = await stubServer({});
    const user = userEvent.setup();
    renderApp('/auth/recoverpassword');
    await user.type(await screen.findByLabelText('Email'), 'anna@');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect((await screen.findAllByText('Неверный Email')).length).toBeGreaterThan(0);
    expect(server.called('/reset-password/init')).toHaveLength(0);
  });

  it('asks for an e-mail when the field is empty, without asking the server', async () => {
    const server = await stubServer({});
    const user = userEvent.setup();
    renderApp('/auth/recoverpassword');
    await screen.findByLabelText('Email');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect((await screen.findAllByText('Введите e-mail')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(server.called('/reset-password/init')).toHaveLength(0);
  });

  it('shows the code field after the e-mail, then the wrong-code and link-sent messages', async () => {
    let confirm = apiError(400, 'INVALID_OTP', 'Неверный код подтверждения');
    const server = await stubServer({
      '/reset-password/init': { body: { status: 'OTP_SENT', expiresIn: 120 } },
      '/reset-password/confirm': () => confirm,
    });
    const user = userEvent.setup();
    renderApp('/auth/recoverpassword');
    expect(screen.queryByLabelText(/Код из письма: цифра 1/)).not.toBeInTheDocument();
    await user.type(await screen.findByLabelText('Email'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));

    const [first] = await screen.findAllByLabelText(/Код из письма: цифра 1 из 6/);
    expect(JSON.parse(server.called('/reset-password/init')[0]?.body ?? '{}')).toEqual({
      email: 'anna@example.com',
    });
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.click(first as HTMLElement);
    await user.paste('111111');
    expect((await screen.findAllByText('Неверный код подтверждения')).length).toBeGreaterThan(0);

    confirm = {
      status: 200,
      body: {
        status: 'LINK_SENT',
        message: 'Код верный, перейдите по ссылке из письма, чтобы задать новый пароль',
      },
    };
    const [again] = screen.getAllByLabelText(/Код из письма: цифра 1 из 6/);
    await user.click(again as HTMLElement);
    await user.paste('222222');
    expect(await screen.findByRole('heading', { level: 1, name: 'Проверьте почту' })).toBeInTheDocument();
    expect(
      screen.getAllByText('Код верный, перейдите по ссылке из письма, чтобы задать новый пароль').length,
    ).toBeGreaterThan(0);
  });
});
