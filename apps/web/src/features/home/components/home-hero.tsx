import { Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconNews, IconSearch, IconUserCircle, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './home-hero.module.css';

const BARS = [38, 62, 84, 56, 96, 70, 44, 80, 100, 64, 36, 74, 90, 52, 30, 66, 86, 48];

function Equalizer() {
  return (
    <div className={classes.equalizer} aria-hidden="true">
      {BARS.map((height, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative list
          key={index}
          className={classes.bar}
          style={{ height: `${height}%`, animationDelay: `${(index % 6) * 0.12}s` }}
        />
      ))}
    </div>
  );
}

export function HomeHero({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation('home');
  return (
    <Box component="section" className={classes.hero} aria-labelledby="home-hero-title">
      <div className={classes.glow} aria-hidden="true" />
      <div className={classes.inner}>
        <Stack gap="lg" className={classes.copy}>
          <Badge variant="white" size="lg" radius="sm" className={classes.eyebrow}>
            {t('hero.eyebrow')}
          </Badge>
          <Title order={1} id="home-hero-title" className={classes.title}>
            {t('hero.title')} <span className={classes.accent}>{t('hero.titleAccent')}</span>
          </Title>
          <Text className={classes.text}>{t('hero.text')}</Text>
          <Group gap="sm">
            {loggedIn ? (
              <>
                <Button
                  component={Link}
                  to="/list"
                  size="lg"
                  variant="white"
                  leftSection={<IconNews size={20} aria-hidden />}
                >
                  {t('hero.ctaFeed')}
                </Button>
                <Button
                  component={Link}
                  to="/profile"
                  size="lg"
                  variant="outline"
                  color="white"
                  leftSection={<IconUserCircle size={20} aria-hidden />}
                  className={classes.ghost}
                >
                  {t('hero.ctaProfile')}
                </Button>
              </>
            ) : (
              <>
                <Button
                  component={Link}
                  to="/auth/signup"
                  size="lg"
                  variant="white"
                  leftSection={<IconUserPlus size={20} aria-hidden />}
                >
                  {t('hero.ctaSignUp')}
                </Button>
                <Button
                  component={Link}
                  to="/search"
                  size="lg"
                  variant="outline"
                  color="white"
                  leftSection={<IconSearch size={20} aria-hidden />}
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                  className={classes.ghost}
                >
                  {t('hero.ctaSearch')}
                </Button>
              </>
            )}
          </Group>
          {!loggedIn && <Text className={classes.note}>{t('hero.note')}</Text>}
        </Stack>
        <Equalizer />
      </div>
    </Box>
  );
}
