import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'check-boundaries.ts');
const trees: string[] = [];

/** A throwaway repository: each file (repo-relative) with the given source. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'talanty-boundaries-'));
  trees.push(root);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

function check(root: string) {
  const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout + run.stderr };
}

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

describe('the import boundary check', () => {
  it('passes a tree that keeps every layer', () => {
    const root = tree({
      [`${WEB}/features/posts/pages/feed-page.tsx`]: [
        "import { api } from '../../../lib/api-client.ts';",
        "import { Logo } from '../../../components/logo.tsx';",
        "import { useSession } from '../../../hooks/use-session.ts';",
        "import { TrackList } from '../../../shared/media/components/track-list.tsx';",
        "import { postKeys } from '../api/keys.ts';",
        "const page = () => import('./post-page.tsx');",
      ].join('\n'),
      [`${WEB}/features/posts/pages/feed-page.test.tsx`]:
        "import { renderApp } from '../../../test/render.tsx';",
      [`${WEB}/shared/media/components/track-list.tsx`]: [
        "import { player } from '../../player/player-store.ts';",
        "import { formatTime } from '../../../lib/format.ts';",
      ].join('\n'),
      [`${WEB}/app/routes.tsx`]: "const feed = () => import('../features/posts/pages/feed-page.tsx');",
      [`${WEB}/lib/format.ts`]: "import { i18n } from './i18n.ts';",
      [`${SERVER}/lib/mail.ts`]: "import { logger } from './logger.ts';",
      [`${SERVER}/modules/posts/posts.repo.ts`]: "import { posts } from '../../db/schema/posts.ts';",
      [`${SERVER}/modules/posts/posts.service.ts`]: [
        "import type { FilesService } from '../files/files.module.ts';",
        "import { postsRepo } from './posts.repo.ts';",
        "import { AppError } from '../../lib/errors.ts';",
      ].join('\n'),
      [`${SERVER}/modules/posts/posts.test.ts`]: "import { users } from '../../db/schema/index.ts';",
      [`${SERVER}/modules/search/search.repo.ts`]: [
        "import { users } from '../../db/schema/users.ts';",
        "import { profiles } from '../../db/schema/profiles.ts';",
      ].join('\n'),
    });
    expect(check(root)).toEqual({ status: 0, out: 'import boundaries hold\n' });
  });

  it('fails on a forbidden import of each rule, naming the file, the line, the target and the rule', () => {
    const root = tree({
      [`${WEB}/features/posts/components/post-card.tsx`]:
        "import { x } from 'y';\nimport { useProfile } from '../../profile/api/get-profile.ts';",
      [`${WEB}/features/posts/pages/feed-page.tsx`]: "export { handle } from '../../../app/route-handle.ts';",
      [`${WEB}/features/posts/pages/feed-page.test.tsx`]:
        "import { profileFixture } from '../../profile/test-fixtures.ts';",
      [`${WEB}/shared/media/components/track-list.tsx`]:
        "import { LikeButton } from '../../../features/media/components/like-button.tsx';",
      [`${WEB}/components/logo.tsx`]: "const lazy = () => import('../shared/player/player-bar.tsx');",
      [`${WEB}/hooks/use-session.ts`]: "import { routes } from '../app/routes.tsx';",
      [`${SERVER}/lib/logger.ts`]: "import { spa } from '../plugins/spa.ts';",
      [`${SERVER}/modules/posts/posts.service.ts`]: "import { authRepo } from '../auth/auth.repo.ts';",
      [`${SERVER}/modules/posts/posts.repo.ts`]: "import { users } from '../../db/schema/index.ts';",
      [`${SERVER}/modules/posts/posts.mapper.ts`]: "import type { files } from '../../db/schema/files.ts';",
    });
    const { status, out } = check(root);
    expect(status).toBe(1);
    const line = (file: string, at: number, target: string, rule: string) =>
      `${file}:${at}  imports  ${target}  (rule: ${rule}:`;
    for (const expected of [
      line(
        `${WEB}/features/posts/components/post-card.tsx`,
        2,
        `${WEB}/features/profile/api/get-profile.ts`,
        'web/feature-isolation',
      ),
      line(
        `${WEB}/features/posts/pages/feed-page.tsx`,
        1,
        `${WEB}/app/route-handle.ts`,
        'web/feature-isolation',
      ),
      line(
        `${WEB}/features/posts/pages/feed-page.test.tsx`,
        1,
        `${WEB}/features/profile/test-fixtures.ts`,
        'web/feature-isolation',
      ),
      line(
        `${WEB}/shared/media/components/track-list.tsx`,
        1,
        `${WEB}/features/media/components/like-button.tsx`,
        'web/shared-layer',
      ),
      line(`${WEB}/components/logo.tsx`, 1, `${WEB}/shared/player/player-bar.tsx`, 'web/base-layer'),
      line(`${WEB}/hooks/use-session.ts`, 1, `${WEB}/app/routes.tsx`, 'web/base-layer'),
      line(`${SERVER}/lib/logger.ts`, 1, `${SERVER}/plugins/spa.ts`, 'server/lib-independence'),
      line(
        `${SERVER}/modules/posts/posts.service.ts`,
        1,
        `${SERVER}/modules/auth/auth.repo.ts`,
        'server/module-isolation',
      ),
      line(`${SERVER}/modules/posts/posts.repo.ts`, 1, `${SERVER}/db/schema/index.ts`, 'server/own-tables'),
      line(`${SERVER}/modules/posts/posts.mapper.ts`, 1, `${SERVER}/db/schema/files.ts`, 'server/own-tables'),
    ]) {
      expect(out).toContain(expected);
    }
    expect(out).toContain('10 import(s) cross a boundary');
  });
});
