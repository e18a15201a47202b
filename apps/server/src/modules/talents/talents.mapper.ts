import type { Talent, TalentService, UserTalent } from '@talanty/contract';
import type { TalentRows } from './talents.columns.ts';

/** The rows the records are made of (the repo's, or `talentRowsOf`'s JSON): only the fields used. */
type Rows = TalentRows;
type Named = { Code: string; Name: string; Type: string; TypeTranslate: string };
export type Names = {
  talents: Map<string, Talent>;
  tools: Map<string, Named>;
  styles: Map<string, Named>;
  services: Map<string, Named>;
};

const byName = (a: { Name: string }, b: { Name: string }) => a.Name.localeCompare(b.Name, 'ru');

/** Rows of many users -> each user's talent records with names in the reader's language. */
export function toUserTalents(rows: Rows, names: Names): Map<string, UserTalent[]> {
  const out = new Map<string, UserTalent[]>();
  const key = (userId: string, code: string) => `${userId}:${code}`;
  const tools = new Map<string, Named[]>();
  for (const t of rows.tools) {
    const item = names.tools.get(t.toolCode);
    if (item)
      tools.set(key(t.userId, t.talantCode), [...(tools.get(key(t.userId, t.talantCode)) ?? []), item]);
  }
  const styles = new Map<string, { Code: string; Name: string }[]>();
  for (const s of rows.styles) {
    const item = names.styles.get(s.styleCode);
    const k = key(s.userId, s.talantCode);
    if (item) styles.set(k, [...(styles.get(k) ?? []), { Code: item.Code, Name: item.Name }]);
  }
  const services = new Map<string, TalentService[]>();
  for (const s of rows.services) {
    const k = key(s.userId, s.talantCode);
    services.set(k, [
      ...(services.get(k) ?? []),
      {
        serviceId: s.id,
        serviceCode: s.serviceCode,
        serviceName: names.services.get(s.serviceCode)?.Name ?? s.serviceCode,
        cost: s.costByAgree ? null : s.cost,
        unit: s.costByAgree ? null : (s.unit as TalentService['unit']),
        costByAgreeFlag: s.costByAgree ? 'Y' : 'N',
      },
    ]);
  }
  for (const t of rows.talents) {
    const talent = names.talents.get(t.talantCode);
    const k = key(t.userId, t.talantCode);
    const record: UserTalent = {
      Code: t.talantCode,
      Name: talent?.Name ?? t.talantCode,
      CreativeName: t.creativeName,
      About: t.about,
      ShowStyleFlag: talent?.ShowStyleFlag ?? 'N',
      ShowToolsFlag: talent?.ShowToolsFlag ?? 'N',
      ToolFieldKind: talent?.ToolFieldKind ?? null,
      ListOfTool: (tools.get(k) ?? []).sort(byName),
      ListOfStyle: (styles.get(k) ?? []).sort(byName),
      ListOfTalantService: services.get(k) ?? [],
    };
    out.set(t.userId, [...(out.get(t.userId) ?? []), record]);
  }
  return out;
}
