import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function byLanguage(lang: string): Map<string, Record<string, unknown>> {
  const map = new Map<string, Record<string, unknown>>();
  for (const [path, content] of Object.entries(files)) {
    const match = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (match?.[1] === lang) map.set(match[2]!, content);
  }
  return map;
}

/** Every leaf as "a.b.c" -> value. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function placeholders(text: unknown): string[] {
  return [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();
}

const ru = byLanguage('ru');
const en = byLanguage('en');

describe('translations', () => {
  it('has the same namespaces in ru and en', () => {
    expect(ru.size).toBeGreaterThan(0);
    expect([...en.keys()].sort()).toEqual([...ru.keys()].sort());
  });

  for (const namespace of new Set([...ru.keys(), ...en.keys()])) {
    it(`has the same keys in ru/${namespace}.json and en/${namespace}.json`, () => {
      const ruLeaves = leaves(ru.get(namespace));
      const enLeaves = leaves(en.get(namespace));
      const missingInEn = [...ruLeaves.keys()].filter((key) => !enLeaves.has(key));
      const missingInRu = [...enLeaves.keys()].filter((key) => !ruLeaves.has(key));
      expect({ missingInEn, missingInRu }).toEqual({ missingInEn: [], missingInRu: [] });
    });

    it(`has non-empty strings with matching {{placeholders}} in ${namespace}`, () => {
      const ruLeaves = leaves(ru.get(namespace));
      const enLeaves = leaves(en.get(namespace));
      for (const [key, ruText] of ruLeaves) {
        const enText = enLeaves.get(key);
        expect(typeof ruText === 'string' && ruText.trim().length > 0, `ru ${namespace}:${key}`).toBe(true);
        expect(typeof enText === 'string' && enText.trim().length > 0, `en ${namespace}:${key}`).toBe(true);
        expect(placeholders(enText), `${namespace}:${key}`).toEqual(placeholders(ruText));
      }
    });
  }
});
