import type { Lang } from '@talanty/contract';
import { badRequest, type FieldError } from '../../lib/errors.ts';
import type { TagNames } from './files.mapper.ts';
import type { FileTags, TagKind } from './files.repo.ts';

/**
 * Hook for the glossary module: which talent/tool/style codes exist, and their names. Until it is
 * registered (`app.files.registerTagGlossary`), any well-formed code is accepted and shown without a name.
 */
export type FileTagGlossary = {
  unknownCodes(kind: TagKind, codes: string[]): Promise<string[]>;
  names?(kind: TagKind, codes: string[], lang: Lang): Promise<Map<string, string>>;
};

export type TagInput = string | { Code: string };

const TAG_CODE = /^[A-Za-z0-9_.-]{1,40}$/;
const TAG_FIELDS: Record<TagKind, 'ListOfTalants' | 'ListOfTools' | 'ListOfStyles'> = {
  talents: 'ListOfTalants',
  tools: 'ListOfTools',
  styles: 'ListOfStyles',
};
const KINDS = Object.keys(TAG_FIELDS) as TagKind[];

/** A File's talent, tool and style lists: validated against the glossary hook, named in a language. */
export function fileTags() {
  let glossary: FileTagGlossary | undefined;

  return {
    register(g: FileTagGlossary) {
      glossary = g;
    },

    /** Normalises and validates the tag lists present in a request; absent lists stay absent. */
    async read(input: Partial<Record<TagKind, TagInput[] | undefined>>): Promise<Partial<FileTags>> {
      const out: Partial<FileTags> = {};
      const fields: FieldError[] = [];
      const bad: string[] = [];
      for (const kind of KINDS) {
        const list = input[kind];
        if (!list) continue;
        const codes = [...new Set(list.map((t) => (typeof t === 'string' ? t : t.Code).trim()))];
        const malformed = codes.filter((c) => !TAG_CODE.test(c));
        const unknown = malformed.length
          ? malformed
          : glossary
            ? await glossary.unknownCodes(kind, codes)
            : [];
        for (const code of unknown) {
          bad.push(code);
          fields.push({ path: `body.${TAG_FIELDS[kind]}`, message: code });
        }
        out[kind] = codes;
      }
      if (bad.length) throw badRequest('INVALID_TAG_CODE', { params: { code: bad.join(', ') }, fields });
      return out;
    },

    /** The names of every code these rows carry, one glossary call per kind. */
    async names(rows: { tags: FileTags | undefined }[], lang: Lang): Promise<TagNames | undefined> {
      if (!glossary?.names) return undefined;
      const names: TagNames = {};
      for (const kind of KINDS) {
        const codes = [...new Set(rows.flatMap((r) => r.tags?.[kind] ?? []))];
        if (codes.length) names[kind] = await glossary.names(kind, codes, lang);
      }
      return names;
    },
  };
}
export type FileTagsService = ReturnType<typeof fileTags>;
