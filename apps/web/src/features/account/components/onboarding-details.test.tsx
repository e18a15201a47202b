import type { UserTalent } from '@talanty/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshSession, USER_STATISTIC_PATH } from '../../../lib/session.ts';
import { jsonFetch, renderApp } from '../../../test/render.tsx';
import { userInfoFixture } from '../../../test/user-info-fixture.ts';
import { ownProfileFixture } from '../test-fixtures.ts';

function talent(overrides: Partial<UserTalent> & Pick<UserTalent, 'Code' | 'Name'>): UserTalent {
  return {
    CreativeName: null,
    About: null,
    ShowStyleFlag: 'Y',
    ShowToolsFlag: 'Y',
    ToolFieldKind: 'INSTRUMENTS',
    ListOfTool: [],
    ListOfStyle: [],
    ListOfTalantService: [],
    ...overrides,
  };
}

const SINGER = talent({ Code: 'SNG', Name: 'Вокалист', ToolFieldKind: 'VOICE' });
const PRODUCER = talent({
  Code: 'PRO',
  Name: 'Продюсер',
  ShowStyleFlag: 'N',
  ShowToolsFlag: 'N',
  ToolFieldKind: null,
});

type Call = { path: string; body: Record<string, unknown> };

/** A user who chose two talents and stopped after the talents step; what the wizard sends. */
async function openAtDetails(focus: string | null = 'SNG') {
  const calls: Call[] = [];
  const record = (answer: (body: Record<string, unknown>) => unknown) => async (request: Request) => {
    const body = (await request.clone().json()) as Record<string, unknown>;
    calls.push({ path: new URL(request.url).pathname, body });
    return { body: answer(body) };
  };
  const info = userInfoFixture(false, {
    ListOfUserCFGParams: {
      AvatarNeonFrameFlag: 'N',
      MasterIsFullFlag: 'N',
      MasterLastSetStep: 'TALENTS',
      MasterLastAddedTalentCode: focus,
    },
  });
  const fetch = jsonFetch({
    [USER_STATISTIC_PATH]: { body: { status: 'LOGGED_IN', Follows: 0, Followers: 0 } },
    '/api/user/userInfo': { body: info },
    '/api/user/getProfile/anna.sol': { body: ownProfileFixture() },
    '/api/user/getUserTalantList': { body: { ListOfTalants: [SINGER, PRODUCER] } },
    '/api/user/getUserAvailableTalantList': { body: { ListOfTalants: [], rowNum: 0, total: 0 } },
    '/api/glossary/getToolList': { body: { ListOfTools: [] } },
    '/api/glossary/getStyleList': { body: { ListOfStyles: [] } },
    '/api/public/getServiceList': { body: { ListOfServices: [] } },
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), 'http://localhost'),
      init,
    );
    const path = new URL(request.url).pathname;
    if (path === '/api/user/setUserCFGParameter') {
      const answer = await record((body) => ({
        ListOfUserCFGParams: { ...info.ListOfUserCFGParams, ...(body.ListOfUserCFGParams as object) },
      }))(request);
      return Response.json(answer.body);
    }
    if (path === '/api/user/syncTalant') {
      const answer = await record((body) => ({ ...SINGER, CreativeName: body.CreativeName ?? null }))(
        request,
      );
      return Response.json(answer.body);
    }
    return fetch(input, init);
  });
  await refreshSession();
  renderApp('/user/profile-edit');
  await screen.findByRole('heading', { level: 2, name: 'Подробности' });
  return calls;
}

const cfgCalls = (calls: Call[]) =>
  calls
    .filter((call) => call.path === '/api/user/setUserCFGParameter')
    .map((call) => call.body.ListOfUserCFGParams);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the onboarding details step with two talents', () => {
  it('asks for each chosen talent in turn, with the fields that talent shows', async () => {
    const user = userEvent.setup();
    const calls = await openAtDetails();

    // The singer first: creative name, voice, styles, services.
    expect(await screen.findByRole('heading', { level: 3, name: 'Вокалист' })).toBeInTheDocument();
    expect(screen.getByTestId('onboarding-talent-of')).toHaveTextContent('Талант 1 из 2');
    expect(screen.getByRole('textbox', { name: /Творческое имя/ })).toBeInTheDocument();
    expect(screen.getByTestId('tools-select')).toBeInTheDocument();
    expect(screen.getByTestId('styles-select')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Творческое имя/ }), 'Anna Sol');
    await user.click(screen.getByRole('button', { name: 'Далее: Продюсер' }));

    // Saved, and the producer next: no tools and no styles for this talent.
    expect(await screen.findByRole('heading', { level: 3, name: 'Продюсер' })).toBeInTheDocument();
    const sync = calls.find((call) => call.path === '/api/user/syncTalant');
    expect(sync?.body).toMatchObject({ Code: 'SNG', CreativeName: 'Anna Sol' });
    expect(cfgCalls(calls)).toContainEqual({ MasterLastAddedTalentCode: 'PRO' });
    expect(screen.getByTestId('onboarding-talent-of')).toHaveTextContent('Талант 2 из 2');
    expect(screen.getByRole('textbox', { name: /Творческое имя/ })).toHaveValue('');
    expect(screen.queryByTestId('tools-select')).not.toBeInTheDocument();
    expect(screen.queryByTestId('styles-select')).not.toBeInTheDocument();

    // Back returns to the singer; the last talent's «Далее» finishes the step.
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Вокалист' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Пропустить' }));
    await screen.findByRole('heading', { level: 3, name: 'Продюсер' });
    await user.click(screen.getByRole('button', { name: 'Пропустить' }));
    await waitFor(() => expect(cfgCalls(calls)).toContainEqual({ MasterLastSetStep: 'TALENT_DETAILS' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Фото' })).toBeInTheDocument();
  }, 30_000);

  it('resumes at the talent a returning user had not detailed yet', async () => {
    await openAtDetails('PRO');
    expect(await screen.findByRole('heading', { level: 3, name: 'Продюсер' })).toBeInTheDocument();
    expect(screen.getByTestId('onboarding-talent-of')).toHaveTextContent('Талант 2 из 2');
    expect(screen.getByRole('button', { name: 'Далее' })).toBeInTheDocument();
  });
});
