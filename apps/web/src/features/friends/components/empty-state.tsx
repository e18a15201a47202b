import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What an empty list says, and what to do next. */
export function EmptyState({
  icon: IconComponent,
  title,
  text,
  actions,
}: {
  icon: Icon;
  title: ReactNode;
  text?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="xl" data-testid="follow-empty">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconComponent size={28} stroke={1.6} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        {text && (
          <Text c="dimmed" maw={460}>
            {text}
          </Text>
        )}
        {actions}
      </Stack>
    </Paper>
  );
}
