import { Anchor, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { LANGUAGES, type Lang, toLang } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.tsx';
import { useSetAccountLanguage } from '../api/set-language.ts';
import { errorMessage } from '../lib/form-errors.ts';
import cardClasses from './settings-card.module.css';
import { SettingsCard } from './settings-card.tsx';

/**
 * One choice for both: the interface switches at once (as with the header's switch) and the
 * account's mails follow it.
 */
export function LanguageCard({ mailLanguage }: { mailLanguage: Lang }) {
  const { t, i18n } = useTranslation('settings');
  const save = useSetAccountLanguage();
  const current = toLang(i18n.language);

  async function saveForMail(lang: Lang) {
    try {
      await save.mutateAsync(lang);
      notifySuccess(t('language.saved'));
    } catch (error) {
      notifyError(errorMessage(error));
    }
  }

  async function choose(value: string) {
    const lang = toLang(value);
    await changeLanguage(lang);
    await saveForMail(lang);
  }

  return (
    <SettingsCard
      id="language"
      icon={IconLanguage}
      title={t('language.title')}
      description={t('language.description')}
    >
      <Stack gap="xs">
        <SegmentedControl
          fullWidth
          radius="md"
          value={current}
          onChange={(value) => void choose(value)}
          disabled={save.isPending}
          aria-label={t('language.label')}
          data={LANGUAGES.map((lang) => ({ value: lang, label: t(`language.names.${lang}`) }))}
          data-testid="settings-language"
          maw={360}
        />
        <Group gap="xs">
          <Text size="sm" c="dimmed" data-testid="mail-language">
            {t('language.mailLanguage', { language: t(`language.names.${mailLanguage}`) })}
          </Text>
          {/* The header's switch changes only this browser: offer to bring the mails along. */}
          {mailLanguage !== current && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              className={cardClasses.anchor}
              disabled={save.isPending}
              onClick={() => void saveForMail(current)}
            >
              {t('language.useForMail')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </SettingsCard>
  );
}
