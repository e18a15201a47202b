import type { UserInfo } from '@talanty/contract';
import { vi } from 'vitest';
import { refreshSession, USER_STATISTIC_PATH } from '../../../lib/session.ts';
import { jsonFetch } from '../../../test/render.tsx';

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
type Route = Answer | ((request: Request) => Answer | Promise<Answer>);

export const anna: UserInfo = {
  UserId: '0190-anna',
  NickName: 'anna.singer',
  FirstName: 'Анна',
  LastName: 'Морозова',
  BirthDate: '2000-05-17',
  AboutMe: null,
  Sex: 'F',
  Avatar: null,
  AvatarThumb: null,
  AvatarId: null,
  TripFlag: 'N',
  RemoteFlag: 'N',
  Status: 'ACTIVE',
  Email: 'anna@example.com',
  PartnerCode: null,
  LanguageCode: 'ru',
  ListOfTalants: [],
  ListOfUserCFGParams: {
    AvatarNeonFrameFlag: 'N',
    MasterIsFullFlag: 'N',
    MasterLastSetStep: null,
    MasterLastAddedTalentCode: null,
  },
};

export const apiError = (status: number, code: string, message: string, extra: object = {}): Answer => ({
  status,
  body: { status, code, message, ...extra },
});

/**
 * A server stand-in by path that records what was asked. The statistic says "signed in" once a
 * sign-in call has succeeded, as the real server would.
 */
export async function stubServer(routes: Record<string, Route>) {
  const calls: { path: string; method: string; body: string; search: string }[] = [];
  let signedIn = false;
  const answers: Record<string, (request: Request) => Answer | Promise<Answer>> = {
    [USER_STATISTIC_PATH]: () => ({
      body: { status: signedIn ? 'LOGGED_IN' : 'NOT_LOGGED_IN', Follows: 0, Followers: 0 },
    }),
    '/api/user/userInfo': () => (signedIn ? { body: anna } : apiError(401, 'NOT_LOGGED_IN', 'Not logged in')),
  };
  for (const [path, route] of Object.entries(routes)) {
    answers[path] = typeof route === 'function' ? route : () => route;
  }
  const base = jsonFetch({});
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    calls.push({
      path: url.pathname,
      method: request.method,
      body: init?.body ? String(init.body) : '',
      search: url.search,
    });
    const route = answers[url.pathname];
    if (!route) return base(input, init);
    const answer = await route(request);
    const ok = (answer.status ?? 200) < 300;
    if (ok && (url.pathname === '/login' || url.pathname === '/registration/confirm')) signedIn = true;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  await refreshSession();
  return { calls, called: (path: string) => calls.filter((call) => call.path === path) };
}
