import { Button, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconCurrencyRubel } from '@tabler/icons-react';
import { type ServiceKind, TALENT_LIMITS, type TalentService } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../lib/form-errors.ts';
import { SERVICE_UNITS, type ServiceUnit } from '../lib/price.ts';

export type ServiceFormValues = {
  serviceCode: string | null;
  /** '' while empty (NumberInput's own empty value). */
  cost: number | string;
  unit: ServiceUnit | null;
  costByAgree: boolean;
};

export type ServiceFormResult = {
  serviceCode: string;
  cost: number | null;
  unit: ServiceUnit | null;
  costByAgreeFlag: 'Y' | 'N';
};

/**
 * Spec section 5: «by agreement» blanks cost and unit; otherwise both are required, the cost a whole
 * number of roubles from 0 to 10 000 000. Returns message codes by field.
 */
export function validateService(values: ServiceFormValues): Partial<Record<keyof ServiceFormValues, string>> {
  const errors: Partial<Record<keyof ServiceFormValues, string>> = {};
  if (!values.serviceCode) errors.serviceCode = 'SERVICE_REQUIRED';
  if (values.costByAgree) return errors;
  if (values.cost === '' || values.cost === null) errors.cost = 'COST_MISSING';
  else if (
    typeof values.cost !== 'number' ||
    !Number.isInteger(values.cost) ||
    values.cost < 0 ||
    values.cost > TALENT_LIMITS.costMax
  ) {
    errors.cost = 'INVALID_COST';
  }
  if (!values.unit) errors.unit = 'UNIT_MISSING';
  return errors;
}

export function serviceResult(values: ServiceFormValues): ServiceFormResult {
  return values.costByAgree
    ? { serviceCode: values.serviceCode ?? '', cost: null, unit: null, costByAgreeFlag: 'Y' }
    : {
        serviceCode: values.serviceCode ?? '',
        cost: Number(values.cost),
        unit: values.unit,
        costByAgreeFlag: 'N',
      };
}

type ServiceFormProps = {
  kinds: ServiceKind[];
  /** Service codes the talent already has (not offered again). */
  taken: string[];
  initial?: TalentService;
  onSubmit: (result: ServiceFormResult) => Promise<FormErrors | undefined>;
  onCancel: () => void;
};

/** Add or change one priced service of a talent. */
export function ServiceForm({ kinds, taken, initial, onSubmit, onCancel }: ServiceFormProps) {
  const { t } = useTranslation('account');
  const form = useForm<ServiceFormValues>({
    initialValues: {
      serviceCode: initial?.serviceCode ?? null,
      cost: initial?.cost ?? '',
      unit: initial?.unit ?? null,
      costByAgree: initial?.costByAgreeFlag === 'Y',
    },
    validate: (values) =>
      Object.fromEntries(Object.entries(validateService(values)).map(([k, code]) => [k, messageOf(code)])),
  });

  const groups = new Map<string, { value: string; label: string; disabled?: boolean }[]>();
  for (const kind of kinds) {
    const items = groups.get(kind.TypeTranslate) ?? [];
    items.push({
      value: kind.Code,
      label: kind.Name,
      disabled: kind.Code !== initial?.serviceCode && taken.includes(kind.Code),
    });
    groups.set(kind.TypeTranslate, items);
  }
  const data = [...groups].map(([group, items]) => ({ group, items }));
  const byAgree = form.values.costByAgree;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        const fieldErrors = await onSubmit(serviceResult(values));
        if (fieldErrors) form.setErrors(fieldErrors);
      })}
    >
      <Stack gap="md">
        <Select
          label={t('services.kind')}
          placeholder={t('services.kindPlaceholder')}
          data={data}
          searchable
          required
          nothingFoundMessage={t('location.nothingFound')}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('serviceCode')}
          onChange={(code) => {
            form.setFieldValue('serviceCode', code);
            const kind = kinds.find((k) => k.Code === code);
            if (kind?.Unit && !form.values.unit && !form.values.costByAgree)
              form.setFieldValue('unit', kind.Unit);
          }}
        />
        <Checkbox
          label={t('services.byAgreementLabel')}
          description={t('services.byAgreementHint')}
          checked={byAgree}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            form.setFieldValue('costByAgree', checked);
            if (checked) {
              form.setFieldValue('cost', '');
              form.setFieldValue('unit', null);
              form.clearFieldError('cost');
              form.clearFieldError('unit');
            }
          }}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberInput
            label={t('services.cost')}
            placeholder={byAgree ? t('services.byAgreement') : '5 000'}
            leftSection={<IconCurrencyRubel size={16} aria-hidden />}
            min={0}
            max={TALENT_LIMITS.costMax}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=" "
            hideControls
            disabled={byAgree}
            required={!byAgree}
            inputMode="numeric"
            {...form.getInputProps('cost')}
          />
          <Select
            label={t('services.unit')}
            placeholder={byAgree ? t('services.byAgreement') : t('services.unitPlaceholder')}
            data={SERVICE_UNITS.map((unit) => ({ value: unit, label: t(`services.units.${unit}`) }))}
            disabled={byAgree}
            required={!byAgree}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('unit')}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {initial ? t('actions.save') : t('services.addSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
