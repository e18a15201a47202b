/** The ten talent codes of spec section 1, in the order the product presents them. */
export const TALENT_CODES = ['SNG', 'DNC', 'MUS', 'CMP', 'SWR', 'DJ', 'MMK', 'MST', 'PRO', 'SNM'] as const;
export type TalentCode = (typeof TALENT_CODES)[number];

export function isTalentCode(value: string | undefined): value is TalentCode {
  return (TALENT_CODES as readonly string[]).includes(value ?? '');
}

export function talentSearchPath(code: TalentCode): string {
  return `/search?talantCode=${code}`;
}
