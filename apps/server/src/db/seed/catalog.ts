import {
  cityListQuerySchema,
  type Lang,
  serviceListBodySchema,
  styleListQuerySchema,
  toolListQuerySchema,
} from '@talanty/contract';
import type { FastifyInstance } from 'fastify';
import { CITIES } from './data.ts';
import type { Catalog, CatalogItem, ServiceUnit } from './types.ts';

const key = (s: string) => s.toLowerCase().replaceAll('ё', 'е');

/** Both languages of a list, joined by code (the Russian list decides the order). */
async function bilingual<T extends { Code: string; Name: string; Type: string }>(
  read: (lang: Lang) => Promise<T[]>,
): Promise<(CatalogItem & { source: T })[]> {
  const [ru, en] = await Promise.all([read('ru'), read('en')]);
  const english = new Map(en.map((i) => [i.Code, i.Name]));
  return ru.map((i) => ({
    code: i.Code,
    type: i.Type,
    ru: i.Name,
    en: english.get(i.Code) ?? i.Name,
    source: i,
  }));
}

/**
 * Reads what the generator may choose from through `app.glossary`, the same calls the pages use:
 * each talent's tools, styles and service kinds, and the glossary codes of the demo cities.
 */
export async function loadCatalog(app: FastifyInstance): Promise<Catalog> {
  const talents: Catalog['talents'] = new Map();
  const tools: Catalog['tools'] = new Map();
  const styles: Catalog['styles'] = new Map();
  const services: Catalog['services'] = new Map();

  const [ruTalents, enTalents] = await Promise.all([
    app.glossary.talentList('ru'),
    app.glossary.talentList('en'),
  ]);
  for (const t of ruTalents) {
    const rules = await app.glossary.requireTalent(t.Code);
    const en = enTalents.find((e) => e.Code === t.Code)?.Name ?? t.Name;
    talents.set(t.Code, {
      code: t.Code,
      ru: t.Name,
      en,
      acceptsTools: rules.acceptsTools,
      acceptsStyles: rules.acceptsStyles,
    });
    tools.set(
      t.Code,
      rules.acceptsTools
        ? await bilingual(
            async (lang) =>
              (await app.glossary.toolList(toolListQuerySchema.parse({ talantCode: t.Code }), lang)).items,
          )
        : [],
    );
    styles.set(
      t.Code,
      rules.acceptsStyles
        ? await bilingual(
            async (lang) =>
              (await app.glossary.styleList(styleListQuerySchema.parse({ talantCode: t.Code }), lang)).items,
          )
        : [],
    );
    const kinds = await bilingual((lang) =>
      app.glossary.serviceList(serviceListBodySchema.parse({ talantCode: t.Code }), lang),
    );
    services.set(
      t.Code,
      kinds.map(({ source, ...item }) => ({ ...item, unit: (source.Unit ?? null) as ServiceUnit | null })),
    );
  }

  const cities: Catalog['cities'] = [];
  for (const def of CITIES) {
    const query = cityListQuerySchema.parse({ name: def.ru, countryCode: def.country, pageSize: 5 });
    const found = (await app.glossary.cityList(query, 'ru')).items.find((c) => key(c.Name) === key(def.ru));
    if (found) cities.push({ ...def, code: found.Code });
  }
  if (cities.length === 0)
    throw new Error('The glossary has none of the demo cities: are the locations loaded?');
  return { talents, tools, styles, services, cities };
}
