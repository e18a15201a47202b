import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  userTalentServices,
  userTalentStyles,
  userTalents,
  userTalentTools,
} from '../../db/schema/talents.ts';

/** Everything about these users' talents in four indexed queries, whatever the number of users. */
export async function talentsOfUsers(db: Db, userIds: string[]) {
  if (userIds.length === 0) return { talents: [], tools: [], styles: [], services: [] };
  const [talents, tools, styles, services] = await Promise.all([
    db
      .select()
      .from(userTalents)
      .where(inArray(userTalents.userId, userIds))
      .orderBy(asc(userTalents.position), asc(userTalents.createdAt)),
    db.select().from(userTalentTools).where(inArray(userTalentTools.userId, userIds)),
    db.select().from(userTalentStyles).where(inArray(userTalentStyles.userId, userIds)),
    db
      .select()
      .from(userTalentServices)
      .where(inArray(userTalentServices.userId, userIds))
      .orderBy(asc(userTalentServices.createdAt)),
  ]);
  return { talents, tools, styles, services };
}

export async function findTalent(db: Db, userId: string, talantCode: string) {
  const [row] = await db
    .select()
    .from(userTalents)
    .where(and(eq(userTalents.userId, userId), eq(userTalents.talantCode, talantCode)))
    .limit(1);
  return row;
}

export async function talentCodes(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ code: userTalents.talantCode })
    .from(userTalents)
    .where(eq(userTalents.userId, userId));
  return rows.map((r) => r.code);
}

export async function insertTalent(db: Db, userId: string, talantCode: string, position: number) {
  const rows = await db
    .insert(userTalents)
    .values({ userId, talantCode, position })
    .onConflictDoNothing()
    .returning({ code: userTalents.talantCode });
  return rows.length > 0;
}

export async function deleteTalent(db: Db, userId: string, talantCode: string) {
  const rows = await db
    .delete(userTalents)
    .where(and(eq(userTalents.userId, userId), eq(userTalents.talantCode, talantCode)))
    .returning({ code: userTalents.talantCode });
  return rows.length > 0;
}

export async function updateTalentText(
  db: Db,
  userId: string,
  talantCode: string,
  patch: { creativeName?: string | null; about?: string | null },
) {
  if (Object.keys(patch).length === 0) return;
  await db
    .update(userTalents)
    .set(patch)
    .where(and(eq(userTalents.userId, userId), eq(userTalents.talantCode, talantCode)));
}

export async function replaceTools(db: Db, userId: string, talantCode: string, codes: string[]) {
  await db
    .delete(userTalentTools)
    .where(and(eq(userTalentTools.userId, userId), eq(userTalentTools.talantCode, talantCode)));
  if (codes.length)
    await db.insert(userTalentTools).values(codes.map((toolCode) => ({ userId, talantCode, toolCode })));
}

export async function replaceStyles(db: Db, userId: string, talantCode: string, codes: string[]) {
  await db
    .delete(userTalentStyles)
    .where(and(eq(userTalentStyles.userId, userId), eq(userTalentStyles.talantCode, talantCode)));
  if (codes.length)
    await db.insert(userTalentStyles).values(codes.map((styleCode) => ({ userId, talantCode, styleCode })));
}

export async function countServices(db: Db, userId: string, talantCode: string) {
  const [row] = await db
    .select({ n: count() })
    .from(userTalentServices)
    .where(and(eq(userTalentServices.userId, userId), eq(userTalentServices.talantCode, talantCode)));
  return row?.n ?? 0;
}

export async function findService(db: Db, userId: string, serviceId: string) {
  const [row] = await db
    .select()
    .from(userTalentServices)
    .where(and(eq(userTalentServices.id, serviceId), eq(userTalentServices.userId, userId)))
    .limit(1);
  return row;
}

export async function serviceCodeTaken(
  db: Db,
  userId: string,
  talantCode: string,
  serviceCode: string,
  exceptId?: string,
) {
  const rows = await db
    .select({ id: userTalentServices.id })
    .from(userTalentServices)
    .where(
      and(
        eq(userTalentServices.userId, userId),
        eq(userTalentServices.talantCode, talantCode),
        eq(userTalentServices.serviceCode, serviceCode),
      ),
    );
  return rows.some((r) => r.id !== exceptId);
}

export type ServiceValues = {
  serviceCode: string;
  cost: number | null;
  unit: string | null;
  costByAgree: boolean;
};

export async function insertService(
  db: Db,
  id: string,
  userId: string,
  talantCode: string,
  v: ServiceValues,
) {
  await db.insert(userTalentServices).values({ id, userId, talantCode, ...v });
}

export async function updateService(db: Db, userId: string, id: string, v: ServiceValues) {
  await db
    .update(userTalentServices)
    .set(v)
    .where(and(eq(userTalentServices.id, id), eq(userTalentServices.userId, userId)));
}

export async function deleteService(db: Db, userId: string, id: string) {
  const rows = await db
    .delete(userTalentServices)
    .where(and(eq(userTalentServices.id, id), eq(userTalentServices.userId, userId)))
    .returning({ id: userTalentServices.id });
  return rows.length > 0;
}

/** The creative name of each person's first talent that has one, in one query (for their cards). */
export async function firstCreativeNames(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectDistinctOn([userTalents.userId], { userId: userTalents.userId, name: userTalents.creativeName })
    .from(userTalents)
    .where(and(inArray(userTalents.userId, userIds), isNotNull(userTalents.creativeName)))
    .orderBy(asc(userTalents.userId), asc(userTalents.position), asc(userTalents.createdAt));
}
