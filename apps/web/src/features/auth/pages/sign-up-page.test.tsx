import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { readPendingSignup } from '../lib/pending-signup.ts';
import { apiError, stubServer } from '../test/fixtures.ts';

const glossary = {
  '/api/glossary/getAttractionSourceList': {
    body: {
      ListOfAttractionSources: [
        { Code: 'VK', Name: 'ВКонтакте', Type: 'ONLINE', TypeTranslate: 'В интернете' },
        { Code: 'FRIENDS', Name: 'Друзья или знакомые', Type: 'OFFLINE', TypeTranslate: 'Лично' },
      ],
    },
  },
  '/api/glossary/getSchoolList': {
    body: {
      ListOfSchools: [
        {
          Code: 'GNESSIN_ACADEMY',
          Name: 'Российская академия музыки имени Гнесиных',
          Type: 'CONSERVATORY',
          TypeTranslate: 'Консерватории',
        },
      ],
    },
  },
};

function nickCheck(taken: string[]) {
  return async (request: Request) => {
    const { nickName } = (await request.json()) as { nickName: string };
    return taken.includes(nickName.toLowerCase())
      ? { body: { isAvailable: 'N', message: 'Этот никнейм уже занят, выберите другой' } }
      : { body: { isAvailable: 'Y', message: 'Никнейм свободен' } };
  };
}

type User = ReturnType<typeof userEvent.setup>;

/** Puts a whole value in at once (as a paste), which keeps these form tests quick. */
async function put(user: User, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function fillRequired(user: User, nick = 'anna.singer') {
  await put(user, await screen.findByLabelText(/^Email/), 'anna@example.com');
  await put(user, screen.getByTestId('nickname-input'), nick);
  await put(user, screen.getByLabelText(/^Пароль/), 'violet-piano-sunset');
  await user.click(screen.getByTestId('accept-agreement'));
  await user.click(screen.getByTestId('accept-publication'));
}

beforeEach(() => sessionStorage.clear());

describe('sign-up page', { timeout: 30_000 }, () => {
  it('checks every rule before sending anything, both consents included', async () => {
    const server = await stubServer({ ...glossary, '/api/user/checkNickName': nickCheck([]) });
    const user = userEvent.setup();
    renderApp('/auth/signup');
    await put(user, await screen.findByLabelText(/^Email/), 'anna@');
    await put(user, screen.getByTestId('nickname-input'), '1anna');
    await put(user, screen.getByLabelText(/^Пароль/), 'short');
    await user.click(screen.getByRole('button', { name: 'Создать аккаунт' }));

    expect(await screen.findByText('Неверный Email')).toBeInTheDocument();
    expect(
      screen.getByText('Никнейм: от 3 до 30 латинских букв, цифр, «_» и «.», начинается с буквы'),
    ).toBeInTheDocument();
    expect(screen.getByText('Пароль должен быть не короче 10 символов')).toBeInTheDocument();
    expect(
      screen.getByText('Чтобы зарегистрироваться, примите пользовательское соглашение'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Без этого согласия профиль не сможет быть публичным/)).toBeInTheDocument();
    expect(server.called('/registration/init')).toHaveLength(0);
    // Nothing typed is lost.
    expect(screen.getByLabelText(/^Email/)).toHaveValue('anna@');
    expect(screen.getByTestId('nickname-input')).toHaveValue('1anna');
  });

  it('asks for the e-mail when it is left empty, and shows the profile address on this site', async () => {
    await stubServer({ ...glossary, '/api/user/checkNickName': nickCheck([]) });
    const user = userEvent.setup();
    renderApp('/auth/signup');
    const nick = await screen.findByTestId('nickname-input');
    const host = window.location.host.replace(/[.]/g, '\\.');
    expect(screen.getByText(new RegExp(`Адрес профиля: ${host}/@никнейм$`))).toBeInTheDocument();
    await put(user, nick, 'anna.sol');
    await put(user, screen.getByLabelText(/^Пароль/), 'violet-piano-sunset');
    await user.click(screen.getByRole('button', { name: 'Создать аккаунт' }));
    expect(await screen.findByText('Введите e-mail')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText(new RegExp(`${host}/@anna\\.sol`))).toBeInTheDocument();
  });

  it('refuses a reserved nickname and an under-16 birth date in the browser', async () => {
    await stubServer({ ...glossary, '/api/user/checkNickName': nickCheck([]) });
    const user = userEvent.setup();
    renderApp('/auth/signup');
    await fillRequired(user, 'search');
    const birth = screen.getByLabelText('Дата рождения');
    const recent = new Date();
    await user.type(birth, `01.01.${recent.getFullYear() - 10}`);
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Создать аккаунт' }));
    expect(await screen.findByText('Этот никнейм зарезервирован, выберите другой')).toBeInTheDocument();
    expect(
      screen.getByText('Регистрация доступна с 16 лет', { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
  });

  it('shows the live "taken" answer at the nickname field', async () => {
    const server = await stubServer({ ...glossary, '/api/user/checkNickName': nickCheck(['anna.singer']) });
    const user = userEvent.setup();
    renderApp('/auth/signup');
    await user.type(await screen.findByTestId('nickname-input'), 'Anna.Singer');
    expect(await screen.findByText('Этот никнейм уже занят, выберите другой')).toBeInTheDocument();
    expect(screen.getByTestId('nickname-input')).toHaveAttribute('aria-invalid', 'true');
    // Debounced: one question for the settled value, not one per keystroke.
    expect(server.called('/api/user/checkNickName')).toHaveLength(1);

    await user.clear(screen.getByTestId('nickname-input'));
    await user.type(screen.getByTestId('nickname-input'), 'anna.voice');
    expect(await screen.findByText(/Никнейм свободен/)).toBeInTheDocument();
  });

  it("puts the server's 409 message at the field and keeps the form", async () => {
    await stubServer({
      ...glossary,
      '/api/user/checkNickName': nickCheck([]),
      '/registration/init': apiError(409, 'EMAIL_TAKEN', 'Пользователь с таким Email уже зарегистрирован', {
        fields: [{ path: 'body.email', message: 'Пользователь с таким Email уже зарегистрирован' }],
      }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auth/signup');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Создать аккаунт' }));

    expect(await screen.findByText('Пользователь с таким Email уже зарегистрирован')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('anna@example.com');
    expect(router.state.location.pathname).toBe('/auth/signup');
  });

  it('sends the form with the chosen answers and goes on to the code', async () => {
    const server = await stubServer({
      ...glossary,
      '/api/user/checkNickName': nickCheck([]),
      '/registration/init': { body: { status: 'OTP_SENT', expiresIn: 120 } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auth/signup');
    await fillRequired(user);
    await put(user, screen.getByLabelText('Имя'), 'Анна');
    await user.click(screen.getByRole('radio', { name: 'Женский' }));
    await user.click(screen.getByRole('combobox', { name: 'Как вы о нас узнали?' }));
    await user.click(await screen.findByRole('option', { name: 'ВКонтакте' }));
    await user.click(screen.getByRole('button', { name: 'Создать аккаунт' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/confirmmail'));
    const [call] = server.called('/registration/init');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({
      email: 'anna@example.com',
      nickName: 'anna.singer',
      password: 'violet-piano-sunset',
      firstName: 'Анна',
      sex: 'F',
      attractionSource: 'VK',
    });
    expect(readPendingSignup()).toMatchObject({ email: 'anna@example.com' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Подтверждение почты' });
    expect(
      within(heading.closest('section') as HTMLElement).getByText('anna@example.com'),
    ).toBeInTheDocument();
  });
});
