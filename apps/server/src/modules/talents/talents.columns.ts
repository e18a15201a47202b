import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The one place other modules' queries read talents: an author card in a list row shows the
// creative name of the person's first talent that has one, in the same query (a probe of the
// primary key's user prefix), and the SQL stays here.

/** The first creative name (by the talents' order) of the user whose id is the outer query's column. */
export const creativeNameOf = (userId: AnyPgColumn | SQL): SQL<string | null> =>
  sql<
    string | null
  >`(select ut.creative_name from user_talents ut where ut.user_id = ${userId} and ut.creative_name is not null order by ut.position, ut.created_at limit 1)`;

/** A person's talents with their tools, styles and services, as `talentRowsOf` reads them. */
export type TalentRows = {
  talents: { userId: string; talantCode: string; creativeName: string | null; about: string | null }[];
  tools: { userId: string; talantCode: string; toolCode: string }[];
  styles: { userId: string; talantCode: string; styleCode: string }[];
  services: {
    id: string;
    userId: string;
    talantCode: string;
    serviceCode: string;
    cost: number | null;
    unit: string | null;
    costByAgree: boolean;
  }[];
};

/**
 * The talent rows of the user whose id is the outer query's column, as one JSON value (each list a
 * probe of its primary key's user prefix): a profile's talents in the profile's own statement.
 * `app.talents.fromRows` makes the records.
 */
export const talentRowsOf = (userId: AnyPgColumn | SQL): SQL<TalentRows | string> =>
  sql<TalentRows | string>`json_build_object(
    'talents', coalesce((select json_agg(json_build_object('userId', ut.user_id, 'talantCode', ut.talant_code,
        'creativeName', ut.creative_name, 'about', ut.about) order by ut.position, ut.created_at)
      from user_talents ut where ut.user_id = ${userId}), '[]'),
    'tools', coalesce((select json_agg(json_build_object('userId', tt.user_id, 'talantCode', tt.talant_code,
        'toolCode', tt.tool_code)) from user_talent_tools tt where tt.user_id = ${userId}), '[]'),
    'styles', coalesce((select json_agg(json_build_object('userId', ts.user_id, 'talantCode', ts.talant_code,
        'styleCode', ts.style_code)) from user_talent_styles ts where ts.user_id = ${userId}), '[]'),
    'services', coalesce((select json_agg(json_build_object('id', sv.id, 'userId', sv.user_id,
        'talantCode', sv.talant_code, 'serviceCode', sv.service_code, 'cost', sv.cost, 'unit', sv.unit,
        'costByAgree', sv.cost_by_agree) order by sv.created_at)
      from user_talent_services sv where sv.user_id = ${userId}), '[]'))`;
