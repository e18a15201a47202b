import { z } from 'zod';
import { flagSchema } from './flags.ts';
import { serviceUnitSchema, talentSchema, toolFieldKindSchema } from './glossary.ts';
import { lineText, longText } from './text.ts';

/** The ten talent codes of spec section 1, in the order the product presents them (the glossary's sort). */
export const TALENT_CODES = ['SNG', 'DNC', 'MUS', 'CMP', 'SWR', 'DJ', 'MMK', 'MST', 'PRO', 'SNM'] as const;
export type TalentCode = (typeof TALENT_CODES)[number];

export function isTalentCode(value: string | undefined): value is TalentCode {
  return (TALENT_CODES as readonly string[]).includes(value ?? '');
}

export const TALENT_LIMITS = {
  creativeName: 80,
  about: 2000,
  tools: 40,
  styles: 20,
  servicesPerTalent: 30,
  costMax: 10_000_000,
} as const;

const code = z.string().trim().min(1).max(40);
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const talentCodeBodySchema = z.object({ talantCode: code });
export const talentCodeQuerySchema = z.object({ code });
export const userToolListQuerySchema = z.object({ talantCode: code });

export const availableTalentQuerySchema = z.object({
  StartRowNum: z.coerce.number().int().min(0).max(100).default(0),
  PageSize: z.coerce.number().int().min(1).max(100).default(100),
  languageCode: z.string().optional(),
});

export const syncTalentSchema = z.object({
  Code: code,
  CreativeName: z.preprocess(
    blankToNull,
    lineText(TALENT_LIMITS.creativeName, 'CREATIVE_NAME_TOO_LONG').nullish(),
  ),
  About: z.preprocess(blankToNull, longText(TALENT_LIMITS.about, 'ABOUT_TOO_LONG').nullish()),
  ListOfTool: z
    .array(z.object({ Code: code }))
    .max(TALENT_LIMITS.tools, 'TOO_MANY_TOOLS')
    .optional(),
  ListOfStyle: z
    .array(z.object({ Code: code }))
    .max(TALENT_LIMITS.styles, 'TOO_MANY_STYLES')
    .optional(),
});
export type SyncTalent = z.infer<typeof syncTalentSchema>;

const costSchema = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .number('INVALID_COST')
    .int('INVALID_COST')
    .min(0, 'INVALID_COST')
    .max(TALENT_LIMITS.costMax, 'INVALID_COST')
    .nullish(),
);
const unitSchema = z.preprocess(blankToNull, serviceUnitSchema.nullish());

/** Cost and unit are required unless the price is by agreement, which blanks both (spec section 5). */
export const serviceInputSchema = z.object({
  talantCode: code,
  serviceCode: code,
  cost: costSchema,
  unit: unitSchema,
  costByAgreeFlag: flagSchema.default('N'),
});
export type ServiceInput = z.infer<typeof serviceInputSchema>;

export const serviceUpdateSchema = z.object({
  serviceId: z.uuid('SERVICE_NOT_FOUND'),
  serviceCode: code.optional(),
  cost: costSchema,
  unit: unitSchema,
  costByAgreeFlag: flagSchema.default('N'),
});
export const serviceIdSchema = z.object({ serviceId: z.uuid('SERVICE_NOT_FOUND') });

export const talentServiceSchema = z.object({
  serviceId: z.string(),
  serviceCode: z.string(),
  serviceName: z.string(),
  cost: z.number().int().nullable(),
  unit: serviceUnitSchema.nullable(),
  costByAgreeFlag: flagSchema,
});
export type TalentService = z.infer<typeof talentServiceSchema>;

export const talentToolSchema = z.object({
  Code: z.string(),
  Name: z.string(),
  Type: z.string(),
  TypeTranslate: z.string(),
});
export const talentStyleSchema = z.object({ Code: z.string(), Name: z.string() });

export const userTalentSchema = z.object({
  Code: z.string(),
  Name: z.string(),
  CreativeName: z.string().nullable(),
  About: z.string().nullable(),
  ShowStyleFlag: flagSchema,
  ShowToolsFlag: flagSchema,
  ToolFieldKind: toolFieldKindSchema.nullable(),
  ListOfTool: z.array(talentToolSchema),
  ListOfStyle: z.array(talentStyleSchema),
  ListOfTalantService: z.array(talentServiceSchema),
});
export type UserTalent = z.infer<typeof userTalentSchema>;

export const userTalentListSchema = z.object({ ListOfTalants: z.array(userTalentSchema) });
export const okSchema = z.object({ status: z.literal('OK') });
/** `GET /api/user/getUserAvailableTalantList`: the talents not yet in the profile, one page. */
export const availableTalentListSchema = z.object({
  ListOfTalants: z.array(talentSchema),
  rowNum: z.number().int(),
  total: z.number().int(),
});
