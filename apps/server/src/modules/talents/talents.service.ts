import type { Lang, ServiceInput, SyncTalent, Talent, UserTalent } from '@talanty/contract';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { GlossaryService } from '../glossary/glossary.module.ts';
import type { TalentRows } from './talents.columns.ts';
import { toUserTalents } from './talents.mapper.ts';
import * as repo from './talents.repo.ts';

type ServiceUpdate = Omit<ServiceInput, 'talantCode' | 'serviceCode'> & {
  serviceId: string;
  serviceCode?: string;
};

/** By agreement blanks cost and unit; otherwise both are required (spec section 5). */
function priceOf(input: { cost?: number | null; unit?: string | null; costByAgreeFlag?: 'Y' | 'N' }) {
  if (input.costByAgreeFlag === 'Y') return { cost: null, unit: null, costByAgree: true };
  if (input.cost === null || input.cost === undefined || !input.unit) throw badRequest('COST_REQUIRED');
  return { cost: input.cost, unit: input.unit, costByAgree: false };
}

export function createTalentsService(deps: { db: Db; glossary: GlossaryService }) {
  const { db, glossary } = deps;

  async function talentNames(lang: Lang) {
    return new Map<string, Talent>((await glossary.talentList(lang)).map((t) => [t.Code, t]));
  }

  /** Talent records of many users at once: four queries for the rows, four for the names. */
  async function talentsOf(userIds: string[], lang: Lang): Promise<Map<string, UserTalent[]>> {
    return fromRows(await repo.talentsOfUsers(db, userIds), lang);
  }

  /** Records of rows already read (`talentRowsOf` in another module's statement): names from the glossary's cached lists. */
  async function fromRows(rows: TalentRows, lang: Lang): Promise<Map<string, UserTalent[]>> {
    if (rows.talents.length === 0) return new Map();
    const [talents, tools, styles, services] = await Promise.all([
      talentNames(lang),
      glossary.tools(
        rows.tools.map((t) => t.toolCode),
        lang,
      ),
      glossary.styles(
        rows.styles.map((s) => s.styleCode),
        lang,
      ),
      glossary.services(
        rows.services.map((s) => s.serviceCode),
        lang,
      ),
    ]);
    return toUserTalents(rows, { talents, tools, styles, services });
  }

  async function one(userId: string, code: string, lang: Lang): Promise<UserTalent> {
    const list = (await talentsOf([userId], lang)).get(userId) ?? [];
    const found = list.find((t) => t.Code === code);
    if (!found) throw notFound('TALENT_NOT_ADDED');
    return found;
  }

  async function mustHave(userId: string, rawCode: string) {
    const { code } = await glossary.requireTalent(rawCode);
    if (!(await repo.findTalent(db, userId, code))) throw notFound('TALENT_NOT_ADDED');
    return code;
  }

  return {
    talentsOf,
    fromRows,

    async list(userId: string, lang: Lang) {
      return (await talentsOf([userId], lang)).get(userId) ?? [];
    },

    async get(userId: string, rawCode: string, lang: Lang) {
      return one(userId, await mustHave(userId, rawCode), lang);
    },

    async available(userId: string, lang: Lang, start: number, size: number) {
      const have = new Set(await repo.talentCodes(db, userId));
      const all = (await glossary.talentList(lang)).filter((t) => !have.has(t.Code));
      return { ListOfTalants: all.slice(start, start + size), rowNum: start, total: all.length };
    },

    async add(userId: string, rawCode: string, lang: Lang) {
      const { code } = await glossary.requireTalent(rawCode);
      const position = (await repo.talentCodes(db, userId)).length;
      if (!(await repo.insertTalent(db, userId, code, position))) throw conflict('TALENT_ALREADY_ADDED');
      return one(userId, code, lang);
    },

    async remove(userId: string, rawCode: string) {
      const { code } = await glossary.requireTalent(rawCode);
      if (!(await repo.deleteTalent(db, userId, code))) throw notFound('TALENT_NOT_ADDED');
    },

    /** Replaces the talent's texts, tools and styles in one transaction, after checking every code. */
    async sync(userId: string, input: SyncTalent, lang: Lang) {
      const code = await mustHave(userId, input.Code);
      const tools = input.ListOfTool ? [...new Set(input.ListOfTool.map((t) => t.Code))] : undefined;
      const styles = input.ListOfStyle ? [...new Set(input.ListOfStyle.map((s) => s.Code))] : undefined;
      if (tools) await glossary.validateToolCodes(code, tools);
      if (styles) await glossary.validateStyleCodes(styles, code);
      await db.transaction(async (tx) => {
        const t = tx as never;
        await repo.updateTalentText(t, userId, code, {
          ...('CreativeName' in input ? { creativeName: input.CreativeName ?? null } : {}),
          ...('About' in input ? { about: input.About ?? null } : {}),
        });
        if (tools) await repo.replaceTools(t, userId, code, tools);
        if (styles) await repo.replaceStyles(t, userId, code, styles);
      });
      return one(userId, code, lang);
    },

    async tools(userId: string, rawCode: string, lang: Lang) {
      const code = await mustHave(userId, rawCode);
      return (await one(userId, code, lang)).ListOfTool;
    },

    /** Every style of the user, across talents, once each. */
    async styles(userId: string, lang: Lang) {
      const seen = new Map<string, { Code: string; Name: string }>();
      for (const t of await this.list(userId, lang)) for (const s of t.ListOfStyle) seen.set(s.Code, s);
      return [...seen.values()];
    },

    async addService(userId: string, input: ServiceInput, lang: Lang) {
      const code = await mustHave(userId, input.talantCode);
      await glossary.requireService(code, input.serviceCode);
      const price = priceOf(input);
      if ((await repo.countServices(db, userId, code)) >= 30) throw badRequest('TOO_MANY_SERVICES');
      if (await repo.serviceCodeTaken(db, userId, code, input.serviceCode))
        throw conflict('SERVICE_ALREADY_ADDED');
      const id = uuidv7();
      await repo.insertService(db, id, userId, code, { serviceCode: input.serviceCode, ...price });
      return (await one(userId, code, lang)).ListOfTalantService.find((s) => s.serviceId === id)!;
    },

    async updateService(userId: string, input: ServiceUpdate, lang: Lang) {
      const row = await repo.findService(db, userId, input.serviceId);
      if (!row) throw notFound('SERVICE_NOT_FOUND');
      const serviceCode = input.serviceCode ?? row.serviceCode;
      if (serviceCode !== row.serviceCode) {
        await glossary.requireService(row.talantCode, serviceCode);
        if (await repo.serviceCodeTaken(db, userId, row.talantCode, serviceCode, row.id))
          throw conflict('SERVICE_ALREADY_ADDED');
      }
      await repo.updateService(db, userId, row.id, { serviceCode, ...priceOf(input) });
      return (await one(userId, row.talantCode, lang)).ListOfTalantService.find(
        (s) => s.serviceId === row.id,
      )!;
    },

    async deleteService(userId: string, serviceId: string) {
      if (!(await repo.deleteService(db, userId, serviceId))) throw notFound('SERVICE_NOT_FOUND');
    },
  };
}
export type TalentsService = ReturnType<typeof createTalentsService>;
