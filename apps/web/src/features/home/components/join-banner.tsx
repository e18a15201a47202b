import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogin2, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './home-sections.module.css';

export function JoinBanner() {
  const { t } = useTranslation('home');
  return (
    <Paper
      component="section"
      radius="xl"
      p={{ base: 'lg', sm: 40 }}
      className={classes.banner}
      aria-labelledby="home-join-title"
    >
      <Group justify="space-between" align="center" gap="lg">
        <Stack gap={6} maw={620}>
          <Title order={2} id="home-join-title" className={classes.heading}>
            {t('join.title')}
          </Title>
          <Text c="dimmed" size="lg">
            {t('join.text')}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button
            component={Link}
            to="/auth/signup"
            size="lg"
            leftSection={<IconUserPlus size={20} aria-hidden />}
          >
            {t('join.signUp')}
          </Button>
          <Button
            component={Link}
            to="/auth/signin"
            size="lg"
            variant="default"
            leftSection={<IconLogin2 size={20} aria-hidden />}
          >
            {t('join.signIn')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
