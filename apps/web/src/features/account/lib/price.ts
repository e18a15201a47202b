import type { TalentService } from '@talanty/contract';
import type { TFunction } from 'i18next';

export const SERVICE_UNITS = ['hour', 'session', 'day', 'composition'] as const;
export type ServiceUnit = (typeof SERVICE_UNITS)[number];

/** «5 000 ₽ / час», «5,000 ₽ / hour» or «по договорённости». */
export function formatPrice(
  service: Pick<TalentService, 'cost' | 'unit' | 'costByAgreeFlag'>,
  lang: string,
  t: TFunction<'account'>,
): string {
  if (service.costByAgreeFlag === 'Y' || service.cost === null) return t('services.byAgreement');
  const amount = new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'ru-RU', {
    maximumFractionDigits: 0,
  }).format(service.cost);
  const unit = service.unit ? ` / ${t(`services.per.${service.unit}`)}` : '';
  return `${amount} ₽${unit}`;
}
