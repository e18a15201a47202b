import { SegmentedControl } from '@mantine/core';
import { LANGUAGES, type Lang, toLang } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n.ts';

const LABELS: Record<Lang, string> = { ru: 'RU', en: 'EN' };

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('nav');
  return (
    <SegmentedControl
      size="xs"
      radius="md"
      value={toLang(i18n.language)}
      onChange={(value) => void changeLanguage(toLang(value))}
      data={LANGUAGES.map((lang) => ({ value: lang, label: LABELS[lang] }))}
      aria-label={t('header.language')}
      data-testid="language-switch"
    />
  );
}
