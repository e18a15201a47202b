import { SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TALENT_COLORS, TALENT_ICONS } from '../../../components/talent-icon.tsx';
import { TALENT_CODES, talentSearchPath } from '../../../lib/talents.ts';
import classes from './talent-grid.module.css';

export function TalentGrid() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <section aria-labelledby="home-talents-title">
      <Stack gap={6} mb="lg">
        <Title order={2} id="home-talents-title" className={classes.heading}>
          {t('home:talents.title')}
        </Title>
        <Text c="dimmed" size="lg">
          {t('home:talents.text')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing={{ base: 'sm', sm: 'md' }}>
        {TALENT_CODES.map((code) => {
          const Icon = TALENT_ICONS[code];
          return (
            <UnstyledButton key={code} component={Link} to={talentSearchPath(code)} className={classes.tile}>
              <ThemeIcon size={48} radius="md" variant="light" color={TALENT_COLORS[code]}>
                <Icon size={26} stroke={1.7} aria-hidden />
              </ThemeIcon>
              <Text fw={700} mt="sm" className={classes.name}>
                {t(`common:talents.${code}.name`)}
              </Text>
              <Text size="sm" c="dimmed" className={classes.blurb}>
                {t(`common:talents.${code}.blurb`)}
              </Text>
              <IconArrowUpRight size={18} className={classes.arrow} aria-hidden />
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
