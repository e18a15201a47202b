import type { Lang } from '@talanty/contract';
import { withChunkTimeout } from '../../lib/chunk-errors.ts';
import type { LegalDocId } from '../../lib/legal-docs.ts';
import type { LegalText } from './types.ts';

export const LEGAL_DOC_PATHS: Record<LegalDocId, string> = {
  'user-agreement': '/UserAgreement',
  policy: '/Policy',
  'partner-program': '/PartnerProgramSchool',
};

// Not the tests beside them: a glob of them would build each test (with vitest) into a chunk.
const texts = import.meta.glob<{ default: LegalText }>(['./texts/*.ts', '!./texts/*.test.ts']);

/** Query keys of the legal texts (bundled chunks: they never change while the page is open). */
export const legalKeys = {
  all: ['legal'] as const,
  text: (doc: LegalDocId, lang: Lang) => [...legalKeys.all, doc, lang] as const,
};

export class LegalTextMissingError extends Error {}

/** The document in the asked language, else its Russian original. */
export async function loadLegalText(doc: LegalDocId, lang: Lang): Promise<LegalText> {
  const load = texts[`./texts/${doc}.${lang}.ts`] ?? texts[`./texts/${doc}.ru.ts`];
  if (!load) throw new LegalTextMissingError(`No text for ${doc}`);
  return (await withChunkTimeout(load())).default;
}
