import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Icon, IconEye, IconId, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './home-sections.module.css';

const STEPS: { key: 'profile' | 'work' | 'found'; icon: Icon }[] = [
  { key: 'profile', icon: IconId },
  { key: 'work', icon: IconPlayerPlay },
  { key: 'found', icon: IconEye },
];

export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-steps-title">
      <Title order={2} id="home-steps-title" className={classes.heading} mb="lg">
        {t('steps.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="ol" className={classes.steps}>
        {STEPS.map(({ key, icon: StepIcon }, index) => (
          <Paper key={key} component="li" radius="lg" p="lg" withBorder className={classes.step}>
            <Stack gap="sm">
              <ThemeIcon size={44} radius="md" variant="gradient">
                <StepIcon size={24} aria-hidden />
              </ThemeIcon>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" className={classes.stepNumber}>
                {t('steps.step', { number: index + 1 })}
              </Text>
              <Text fw={700} size="lg">
                {t(`steps.${key}.title`)}
              </Text>
              <Text c="dimmed">{t(`steps.${key}.text`)}</Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
