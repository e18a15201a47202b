import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconConfetti, IconEye, IconUserEdit } from '@tabler/icons-react';
import type { Profile } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
export function DoneStep({ profile, onEdit }: { profile: Profile; onEdit: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <ThemeIcon size={84} radius={28} variant="gradient" aria-hidden>
        <IconConfetti size={44} stroke={1.5} />
      </ThemeIcon>
      <Title order={2}>{t('onboarding.doneTitle')}</Title>
      <Text c="dimmed" maw={460}>
        {t('onboarding.doneText')}
      </Text>
      <Group gap="sm" justify="center" mt="sm">
        <Button
          component={Link}
          to={`/@${profile.NickName}`}
          size="md"
          leftSection={<IconEye size={18} aria-hidden />}
        >
          {t('onboarding.openProfile')}
        </Button>
        <Button
          variant="default"
          size="md"
          leftSection={<IconUserEdit size={18} aria-hidden />}
          onClick={onEdit}
        >
          {t('onboarding.keepEditing')}
        </Button>
      </Group>
    </Stack>
  );
}
