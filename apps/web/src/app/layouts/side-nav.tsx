import { AppShell, Box, Button, NavLink, Paper, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { TALENT_ICONS } from '../../components/talent-icon.tsx';
import { useSession } from '../../hooks/use-session.ts';
import { TALENT_CODES, talentSearchPath } from '../../lib/talents.ts';
import { isNavItemActive, NAV_SECTIONS } from '../nav-items.ts';
import classes from './side-nav.module.css';
import { UnreadBadge } from './unread-badge.tsx';

/** Visitors get the ten talents as shortcuts into search; members' navigation is long enough already. */
function TalentLinks() {
  const { t } = useTranslation(['nav', 'common']);
  const { pathname, search } = useLocation();
  const activeCode = pathname === '/search' ? new URLSearchParams(search).get('talantCode') : null;
  return (
    <Box mb="md">
      <Text className={classes.sectionLabel}>{t('nav:sections.talents')}</Text>
      {TALENT_CODES.map((code) => {
        const Icon = TALENT_ICONS[code];
        const active = activeCode === code;
        return (
          <NavLink
            key={code}
            component={Link}
            to={talentSearchPath(code)}
            label={t(`common:talents.${code}.name`)}
            leftSection={<Icon size={20} stroke={1.7} aria-hidden />}
            active={active}
            aria-current={active ? 'page' : undefined}
            variant="light"
            className={classes.link}
          />
        );
      })}
    </Box>
  );
}

function JoinCard() {
  const { t } = useTranslation('nav');
  return (
    <Paper radius="lg" p="md" className={classes.join}>
      <Stack gap="xs">
        <ThemeIcon variant="white" radius="md" size={34}>
          <IconSparkles size={20} aria-hidden />
        </ThemeIcon>
        <Text fw={700} c="white">
          {t('join.title')}
        </Text>
        <Text size="sm" c="white" opacity={0.9}>
          {t('join.text')}
        </Text>
        <Button component={Link} to="/auth/signup" variant="white" size="sm" mt={4}>
          {t('join.cta')}
        </Button>
      </Stack>
    </Paper>
  );
}

export function SideNav() {
  const { t } = useTranslation('nav');
  const { loggedIn } = useSession();
  const { pathname, search } = useLocation();
  const talentSearch = pathname === '/search' && new URLSearchParams(search).has('talantCode');

  return (
    <AppShell.Section grow component={ScrollArea} scrollbarSize={6} px="sm" py="md">
      {NAV_SECTIONS.filter((section) => loggedIn || !section.membersOnly).map((section) => (
        <Box key={section.label} mb="md">
          <Text className={classes.sectionLabel}>{t(section.label)}</Text>
          {section.items.map((item) => {
            const active = isNavItemActive(pathname, item) && !(talentSearch && item.to === '/search');
            return (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={t(item.label)}
                leftSection={<item.icon size={20} stroke={1.7} aria-hidden />}
                rightSection={item.badge === 'unread' ? <UnreadBadge /> : undefined}
                active={active}
                aria-current={active ? 'page' : undefined}
                variant="light"
                className={classes.link}
              />
            );
          })}
        </Box>
      ))}
      {!loggedIn && (
        <>
          <JoinCard />
          <Box mt="md">
            <TalentLinks />
          </Box>
        </>
      )}
    </AppShell.Section>
  );
}
