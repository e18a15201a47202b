import { Button, Group, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type FormFooterProps = { dirty: boolean; saving: boolean; onReset: () => void; saveLabel?: string };

/** Save and undo for one card's form; says when something is not saved yet. */
export function FormFooter({ dirty, saving, onReset, saveLabel }: FormFooterProps) {
  const { t } = useTranslation('account');
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c={dirty ? 'orange.7' : 'dimmed'} aria-live="polite">
        {dirty ? t('form.unsaved') : t('form.allSaved')}
      </Text>
      <Group gap="xs" ml="auto">
        {dirty && (
          <Button variant="subtle" color="gray" onClick={onReset} disabled={saving}>
            {t('actions.undo')}
          </Button>
        )}
        <Button
          type="submit"
          loading={saving}
          disabled={!dirty}
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        >
          {saveLabel ?? t('actions.save')}
        </Button>
      </Group>
    </Group>
  );
}
