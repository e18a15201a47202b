import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDiscount2 } from '@tabler/icons-react';
import { partnerCodeSchema } from '@talanty/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.tsx';
import { useUpdatePartnerCode } from '../api/update-partner-code.ts';
import type { ReportDirty } from '../lib/dirty.ts';
import { contractResolver, reportSaveError } from '../lib/form-errors.ts';
import { FormFooter } from './form-footer.tsx';
import { SectionCard } from './section-card.tsx';

/** The partner code of the school programme (see /PartnerProgramSchool). */
export function PartnerSection({ code, onDirtyChange }: { code: string | null; onDirtyChange: ReportDirty }) {
  const { t } = useTranslation('account');
  const update = useUpdatePartnerCode();
  const form = useForm({
    initialValues: { partnerCode: code ?? '' },
    validate: contractResolver(partnerCodeSchema),
    validateInputOnBlur: true,
  });
  const dirty = form.isDirty();

  useEffect(() => onDirtyChange('partner', dirty), [dirty, onDirtyChange]);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        try {
          const saved = await update.mutateAsync(values.partnerCode.trim() || null);
          const next = { partnerCode: saved ?? '' };
          form.setValues(next);
          form.resetDirty(next);
          notifySuccess(t('toast.saved'));
        } catch (error) {
          reportSaveError(error, t, form, { UNKNOWN_PARTNER_CODE: 'partnerCode' });
        }
      })}
    >
      <SectionCard
        id="partner"
        icon={IconDiscount2}
        title={t('sections.partner')}
        description={t('partner.description')}
        footer={<FormFooter dirty={dirty} saving={update.isPending} onReset={() => form.reset()} />}
      >
        <TextInput
          label={t('partner.label')}
          placeholder={t('partner.placeholder')}
          autoCapitalize="characters"
          spellCheck={false}
          maw={360}
          {...form.getInputProps('partnerCode')}
        />
      </SectionCard>
    </form>
  );
}
