import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { refreshSession, USER_STATISTIC_PATH } from '../../../lib/session.ts';
import { jsonFetch, renderApp } from '../../../test/render.tsx';
import { profileEditRoutes } from '../test-fixtures.ts';

async function open(onboarded: boolean, path = '/user/profile-edit') {
  vi.stubGlobal(
    'fetch',
    jsonFetch({
      [USER_STATISTIC_PATH]: { body: { status: 'LOGGED_IN', Follows: 0, Followers: 0 } },
      ...profileEditRoutes(onboarded),
    }),
  );
  await refreshSession();
  return renderApp(path);
}

describe('/user/profile-edit', () => {
  it('shows the editor with the saved values once the onboarding is finished', async () => {
    await open(true);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Редактирование профиля' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Имя')).toHaveValue('Анна');
    expect(screen.getByRole('combobox', { name: 'Город' })).toHaveValue('Казань, Татарстан, Россия');
    expect(screen.getByLabelText('Telegram')).toHaveValue('@anna_sol');
    expect(screen.getByRole('link', { name: 'Открыть профиль' })).toHaveAttribute('href', '/@anna.sol');
  });

  it('starts the onboarding for a user who has not finished it', async () => {
    await open(false);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Добро пожаловать, Анна!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'О вас' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Пропустить' })).toBeInTheDocument();
  });

  it('starts the onboarding on ?onboarding=1 even after it was finished', async () => {
    await open(true, '/user/profile-edit?onboarding=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Добро пожаловать, Анна!' }),
    ).toBeInTheDocument();
  });
});
