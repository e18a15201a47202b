import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LEGAL_LINKS } from '../nav-items.ts';
import classes from './site-footer.module.css';

export function SiteFooter() {
  const { t } = useTranslation(['nav', 'common']);
  return (
    <footer className={classes.footer}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="xs" c="dimmed">
          © {new Date().getUTCFullYear()} {t('common:siteName')}. {t('footer.tagline')}
        </Text>
        <Group gap="sm" wrap="wrap" component="nav" aria-label={t('footer.label')}>
          {LEGAL_LINKS.map((item) => (
            <Anchor key={item.to} component={Link} to={item.to} size="xs" c="dimmed">
              {t(item.label)}
            </Anchor>
          ))}
          <Anchor href="https://www.geonames.org/" target="_blank" rel="noopener" size="xs" c="dimmed">
            {t('footer.geonames')}
          </Anchor>
        </Group>
      </Group>
    </footer>
  );
}
