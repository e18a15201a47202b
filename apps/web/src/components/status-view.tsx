import { Box, Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Icon, IconArrowLeft, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './status-view.module.css';

type StatusViewProps = {
  icon: Icon;
  title: ReactNode;
  description: ReactNode;
  /** Big decorative code ("404"); omitted for states that are not errors. */
  code?: string;
  badge?: ReactNode;
  color?: string;
  children?: ReactNode;
  actions?: ReactNode;
};

/** The one full-width state screen: errors, "coming soon", maintenance. */
export function StatusView({
  icon: IconComponent,
  title,
  description,
  code,
  badge,
  color,
  children,
  actions,
}: StatusViewProps) {
  return (
    <Container size={640} py={{ base: 'xl', sm: 64 }} className={classes.wrap}>
      <Box className={classes.card}>
        <Stack align="center" gap="md" className={classes.body}>
          {code ? (
            <Group gap={12} wrap="nowrap" className={classes.codeRow} aria-hidden="true">
              <IconComponent size={44} stroke={1.5} className={classes.codeIcon} />
              <Text component="span" className={classes.code}>
                {code}
              </Text>
            </Group>
          ) : (
            <ThemeIcon size={76} radius={24} variant="light" color={color} className={classes.icon}>
              <IconComponent size={40} stroke={1.6} aria-hidden />
            </ThemeIcon>
          )}
          {badge}
          <Title order={1} ta="center" className={classes.title}>
            {title}
          </Title>
          <Text c="dimmed" ta="center" size="lg" maw={480} className={classes.description}>
            {description}
          </Text>
          {children}
          {actions && (
            <Group justify="center" gap="sm" mt="sm">
              {actions}
            </Group>
          )}
        </Stack>
      </Box>
    </Container>
  );
}

/** A state screen's two ways on: back to a page (`to`), and to the search. */
export function StatusActions({
  to,
  backLabel,
  searchLabel,
}: {
  to: string;
  backLabel: string;
  searchLabel: string;
}) {
  return (
    <>
      <Button component={Link} to={to} leftSection={<IconArrowLeft size={18} aria-hidden />}>
        {backLabel}
      </Button>
      <Button
        component={Link}
        to="/search"
        variant="default"
        leftSection={<IconSearch size={18} aria-hidden />}
      >
        {searchLabel}
      </Button>
    </>
  );
}
