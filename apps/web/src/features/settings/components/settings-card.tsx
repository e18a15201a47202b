import { Box, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './settings-card.module.css';

type SettingsCardProps = {
  id: string;
  icon: Icon;
  title: ReactNode;
  description?: ReactNode;
  /** Red accents for actions that cannot be undone. */
  danger?: boolean;
  children: ReactNode;
};

/** One titled section of a settings page, labelled by its heading for screen readers. */
export function SettingsCard({
  id,
  icon: CardIcon,
  title,
  description,
  danger,
  children,
}: SettingsCardProps) {
  const headingId = `${id}-title`;
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      className={danger ? `${classes.card} ${classes.danger}` : classes.card}
      data-testid={`settings-${id}`}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start" className={classes.head}>
        <ThemeIcon variant="light" color={danger ? 'red' : undefined} size={38} radius="md" aria-hidden>
          <CardIcon size={20} stroke={1.7} />
        </ThemeIcon>
        <Stack gap={2}>
          <Title order={2} id={headingId} className={classes.title}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
      </Group>
      <Box className={classes.body}>{children}</Box>
    </Paper>
  );
}
