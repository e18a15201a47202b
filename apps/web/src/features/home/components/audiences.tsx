import { List, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconMicrophone2, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './home-sections.module.css';

const POINTS = ['one', 'two', 'three'] as const;

export function Audiences() {
  const { t } = useTranslation('home');
  const groups = [
    { key: 'artists', icon: IconMicrophone2 },
    { key: 'seekers', icon: IconSearch },
  ] as const;
  return (
    <section aria-labelledby="home-audiences-title">
      <Title order={2} id="home-audiences-title" className={classes.heading} mb="lg">
        {t('audiences.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {groups.map(({ key, icon: GroupIcon }) => (
          <Paper key={key} radius="lg" p="xl" withBorder className={classes.audience}>
            <ThemeIcon size={48} radius="xl" variant="light" mb="md">
              <GroupIcon size={26} aria-hidden />
            </ThemeIcon>
            <Title order={3} mb="xs">
              {t(`audiences.${key}.title`)}
            </Title>
            <Text c="dimmed" mb="md">
              {t(`audiences.${key}.text`)}
            </Text>
            <List
              spacing="xs"
              icon={
                <ThemeIcon size={22} radius="xl" variant="light" color="teal">
                  <IconCheck size={14} aria-hidden />
                </ThemeIcon>
              }
            >
              {POINTS.map((point) => (
                <List.Item key={point}>{t(`audiences.${key}.${point}`)}</List.Item>
              ))}
            </List>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
