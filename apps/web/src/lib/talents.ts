import type { TalentCode } from '@talanty/contract';

/** The ten talent codes live in the contract, shared with the server's route table. */
export { isTalentCode, TALENT_CODES, type TalentCode } from '@talanty/contract';

export function talentSearchPath(code: TalentCode): string {
  return `/search?talantCode=${code}`;
}
