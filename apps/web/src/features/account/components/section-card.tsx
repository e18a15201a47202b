import { Box, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './section-card.module.css';

type SectionCardProps = {
  id?: string;
  icon: Icon;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** One titled card of the editing pages; `id` makes it a target of the section links. */
export function SectionCard({
  id,
  icon: IconComponent,
  title,
  description,
  actions,
  children,
  footer,
}: SectionCardProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      className={classes.card}
    >
      <Group justify="space-between" align="flex-start" gap="sm" className={classes.head}>
        <Group gap="sm" wrap="nowrap" align="flex-start" className={classes.heading}>
          <ThemeIcon variant="light" size={38} radius="md" aria-hidden>
            <IconComponent size={20} stroke={1.7} />
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
        {actions}
      </Group>
      <Box className={classes.body}>{children}</Box>
      {footer && <Box className={classes.footer}>{footer}</Box>}
    </Paper>
  );
}
