import { useForm } from '@mantine/form';
import { IconId, IconMapPin } from '@tabler/icons-react';
import type { Profile } from '@talanty/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.tsx';
import { useUpdateUserInfo } from '../api/update-user-info.ts';
import type { ReportDirty } from '../lib/dirty.ts';
import { contractResolver, reportSaveError } from '../lib/form-errors.ts';
import {
  locationBody,
  locationSchema,
  personalBody,
  personalSchema,
  profileToValues,
} from '../lib/profile-form.ts';
import { FormFooter } from './form-footer.tsx';
import { LocationFields } from './location-fields.tsx';
import { PersonalFields } from './personal-fields.tsx';
import { SectionCard } from './section-card.tsx';

/** Server codes that belong to one field of these forms. */
export const PERSONAL_CODE_FIELDS: Record<string, string> = {
  NICKNAME_TAKEN: 'NickName',
  NICKNAME_RESERVED: 'NickName',
  INVALID_NICKNAME: 'NickName',
  UNKNOWN_CITY: 'CityLabel',
  UNKNOWN_COUNTRY: 'CountryCode',
  LOCATION_MISMATCH: 'CityLabel',
  UNDER_MIN_AGE: 'BirthDate',
};

type SectionProps = { profile: Profile; onDirtyChange: ReportDirty };

export function PersonalSection({ profile, onDirtyChange }: SectionProps) {
  const { t } = useTranslation('account');
  const update = useUpdateUserInfo();
  const form = useForm({
    initialValues: profileToValues(profile),
    validate: contractResolver(personalSchema),
    validateInputOnBlur: true,
  });
  const dirty =
    form.isDirty('FirstName') ||
    form.isDirty('LastName') ||
    form.isDirty('NickName') ||
    form.isDirty('BirthDate') ||
    form.isDirty('Sex') ||
    form.isDirty('AboutMe') ||
    form.isDirty('TripFlag') ||
    form.isDirty('RemoteFlag');

  useEffect(() => onDirtyChange('personal', dirty), [dirty, onDirtyChange]);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        try {
          await update.mutateAsync(personalBody(values, profile.NickName));
          form.resetDirty(values);
          notifySuccess(t('toast.saved'));
        } catch (error) {
          reportSaveError(error, t, form, PERSONAL_CODE_FIELDS);
        }
      })}
    >
      <SectionCard
        id="personal"
        icon={IconId}
        title={t('sections.personal')}
        description={t('personal.description')}
        footer={<FormFooter dirty={dirty} saving={update.isPending} onReset={() => form.reset()} />}
      >
        <PersonalFields form={form} currentNick={profile.NickName} />
      </SectionCard>
    </form>
  );
}

export function LocationSection({ profile, onDirtyChange }: SectionProps) {
  const { t } = useTranslation('account');
  const update = useUpdateUserInfo();
  const form = useForm({
    initialValues: profileToValues(profile),
    validate: contractResolver(locationSchema),
  });
  const dirty = form.isDirty('CountryCode') || form.isDirty('CityCode') || form.isDirty('CityLabel');

  useEffect(() => onDirtyChange('location', dirty), [dirty, onDirtyChange]);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        try {
          await update.mutateAsync(locationBody(values));
          form.resetDirty(values);
          notifySuccess(t('toast.saved'));
        } catch (error) {
          reportSaveError(error, t, form, PERSONAL_CODE_FIELDS);
        }
      })}
    >
      <SectionCard
        id="location"
        icon={IconMapPin}
        title={t('sections.location')}
        description={t('location.description')}
        footer={<FormFooter dirty={dirty} saving={update.isPending} onReset={() => form.reset()} />}
      >
        <LocationFields form={form} />
      </SectionCard>
    </form>
  );
}
