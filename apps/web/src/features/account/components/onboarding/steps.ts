import type { CfgInput } from '../../api/set-cfg.ts';

/** MasterLastSetStep values: the last step the user completed (or skipped), in order. */
export const ONBOARDING_STEPS = ['PERSONAL', 'TALENTS', 'TALENT_DETAILS', 'AVATAR', 'DONE'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Where a returning user resumes: the step after the last one set; from the start once finished. */
export function resumeIndex(last: string | null): number {
  const index = ONBOARDING_STEPS.indexOf(last as OnboardingStep);
  if (index < 0 || last === 'DONE') return 0;
  return Math.min(index + 1, ONBOARDING_STEPS.length - 1);
}

export type StepNav = {
  /** Records the step as set (saved or skipped) and moves on. */
  complete: (step: OnboardingStep, extra?: CfgInput) => Promise<void>;
  back?: () => void;
  /** Records the talent the details step is at (MasterLastAddedTalentCode), without moving on. */
  focus: (code: string) => Promise<void>;
};
