import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Profile } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { useUpdateUserInfo } from '../../api/update-user-info.ts';
import { contractResolver, reportSaveError } from '../../lib/form-errors.ts';
import { locationBody, personalBody, personalStepSchema, profileToValues } from '../../lib/profile-form.ts';
import { LocationFields } from '../location-fields.tsx';
import { PersonalFields } from '../personal-fields.tsx';
import { PERSONAL_CODE_FIELDS } from '../personal-section.tsx';
import { StepActions } from './step-actions.tsx';
import type { StepNav } from './steps.ts';
export function PersonalStep({ profile, nav }: { profile: Profile; nav: StepNav }) {
  const { t } = useTranslation('account');
  const update = useUpdateUserInfo();
  const form = useForm({
    initialValues: profileToValues(profile),
    validate: contractResolver(personalStepSchema),
    validateInputOnBlur: true,
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        try {
          await update.mutateAsync({ ...personalBody(values, profile.NickName), ...locationBody(values) });
          await nav.complete('PERSONAL');
        } catch (error) {
          reportSaveError(error, t, form, PERSONAL_CODE_FIELDS);
        }
      })}
    >
      <Stack gap="lg">
        <PersonalFields form={form} currentNick={profile.NickName} compact />
        <LocationFields form={form} />
        <StepActions onSkip={() => void nav.complete('PERSONAL')} loading={update.isPending} />
      </Stack>
    </form>
  );
}
