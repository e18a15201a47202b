import { Box, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  type Icon,
  IconAt,
  IconBrandApple,
  IconBrandBandcamp,
  IconBrandInstagram,
  IconBrandSoundcloud,
  IconBrandSpotify,
  IconBrandTelegram,
  IconBrandVk,
  IconBrandWhatsapp,
  IconBrandYandex,
  IconBrandYoutube,
  IconEyeOff,
  IconHeartHandshake,
  IconLock,
  IconLogin2,
  IconMusic,
  IconPhone,
  IconPlus,
  IconWorld,
} from '@tabler/icons-react';
import type { Profile } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { signInPath } from '../../../lib/sign-in-path.ts';
import { type ContactKind, type ContactLink, contactGroups } from '../lib/contacts.ts';
import { PROFILE_EDIT_PATH } from '../lib/paths.ts';
import classes from './contact-block.module.css';

const ICONS: Record<ContactKind, { icon: Icon; color: string }> = {
  Phone: { icon: IconPhone, color: 'teal' },
  WhatsApp: { icon: IconBrandWhatsapp, color: 'green' },
  Telegram: { icon: IconBrandTelegram, color: 'blue' },
  Email: { icon: IconAt, color: 'grape' },
  VK: { icon: IconBrandVk, color: 'indigo' },
  YouTube: { icon: IconBrandYoutube, color: 'red' },
  Website: { icon: IconWorld, color: 'cyan' },
  Instagram: { icon: IconBrandInstagram, color: 'pink' },
  SoundCloud: { icon: IconBrandSoundcloud, color: 'orange' },
  Spotify: { icon: IconBrandSpotify, color: 'green' },
  YandexMusic: { icon: IconBrandYandex, color: 'yellow' },
  Bandcamp: { icon: IconBrandBandcamp, color: 'cyan' },
  AppleMusic: { icon: IconBrandApple, color: 'red' },
  VKMusic: { icon: IconMusic, color: 'blue' },
  Boosty: { icon: IconHeartHandshake, color: 'orange' },
};

function ContactList({ links }: { links: ContactLink[] }) {
  const { t } = useTranslation('profile');
  return (
    <ul className={classes.list}>
      {links.map((link) => {
        const { icon: KindIcon, color } = ICONS[link.kind];
        const content = (
          <>
            <ThemeIcon size={36} radius="md" variant="light" color={color}>
              <KindIcon size={20} aria-hidden />
            </ThemeIcon>
            <Box miw={0}>
              <Text size="xs" c="dimmed" lh={1.3}>
                {t(`contacts.kinds.${link.kind}`)}
              </Text>
              <Text size="sm" className={classes.value} lh={1.35} title={link.page ? link.label : undefined}>
                {link.page ? t(`contacts.pages.${link.page}`) : link.label}
              </Text>
            </Box>
          </>
        );
        return (
          <li key={link.kind}>
            {link.href ? (
              <a
                className={classes.link}
                href={link.href}
                rel="noopener nofollow ugc"
                target={link.external ? '_blank' : undefined}
                data-contact={link.kind}
              >
                {content}
              </a>
            ) : (
              <div className={classes.link} data-contact={link.kind}>
                {content}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

const TITLE_ID = 'profile-contacts-title';

function ContactsTitle() {
  const { t } = useTranslation('profile');
  return (
    <Title order={2} size="h4" id={TITLE_ID}>
      {t('contacts.title')}
    </Title>
  );
}

/**
 * Contacts as the server allows this reader to see them: links for members, a sign-in prompt for
 * visitors, a note when the owner hid them, nothing when there are none.
 */
export function ContactBlock({
  profile,
}: {
  profile: Pick<Profile, 'ContactInfo' | 'ContactsState' | 'OwnerFlag'>;
}) {
  const { t } = useTranslation('profile');
  const location = useLocation();
  const isOwner = profile.OwnerFlag === 'Y';

  switch (profile.ContactsState) {
    case 'NONE':
      return null;
    case 'SIGN_IN':
      return (
        <Box
          component="section"
          className={`${classes.card} ${classes.locked}`}
          aria-labelledby={TITLE_ID}
          data-testid="contact-block"
          data-state="SIGN_IN"
        >
          <Stack gap="sm" align="flex-start">
            <ThemeIcon size={44} radius="xl" variant="light">
              <IconLock size={22} aria-hidden />
            </ThemeIcon>
            <ContactsTitle />
            <Text fw={600}>{t('contacts.signIn')}</Text>
            <Text size="sm" c="dimmed">
              {t('contacts.signInHint')}
            </Text>
            <Button
              component={Link}
              to={signInPath(location.pathname + location.search)}
              leftSection={<IconLogin2 size={18} aria-hidden />}
              mt={4}
              fullWidth
            >
              {t('contacts.signInButton')}
            </Button>
          </Stack>
        </Box>
      );
    case 'HIDDEN':
      return (
        <Box
          component="section"
          className={classes.card}
          aria-labelledby={TITLE_ID}
          data-testid="contact-block"
          data-state="HIDDEN"
        >
          <Stack gap="sm" align="flex-start">
            <ThemeIcon size={44} radius="xl" variant="light" color="gray">
              <IconEyeOff size={22} aria-hidden />
            </ThemeIcon>
            <ContactsTitle />
            <Text fw={600}>{t('contacts.hidden')}</Text>
            <Text size="sm" c="dimmed">
              {t('contacts.hiddenHint')}
            </Text>
          </Stack>
        </Box>
      );
    default: {
      const groups = contactGroups(profile.ContactInfo);
      const count = groups.reduce((n, g) => n + g.links.length, 0);
      if (count === 0 && !isOwner) return null;
      return (
        <Box
          component="section"
          className={classes.card}
          aria-labelledby={TITLE_ID}
          data-testid="contact-block"
          data-state="SHOWN"
        >
          <ContactsTitle />
          {count > 0 ? (
            <Stack gap="sm" mt="sm">
              {groups.map((group) =>
                groups.length > 1 ? (
                  <div key={group.key} data-group={group.key}>
                    <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={2}>
                      {t(`contacts.groups.${group.key}`)}
                    </Text>
                    <ContactList links={group.links} />
                  </div>
                ) : (
                  <ContactList key={group.key} links={group.links} />
                ),
              )}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed" mt="xs">
              {t('contacts.ownerEmpty')}
            </Text>
          )}
          {isOwner && (
            <Stack gap="xs" mt="sm">
              {count > 0 && (
                <Text size="xs" c="dimmed">
                  {t('contacts.ownerHint')}
                </Text>
              )}
              {count === 0 && (
                <Button
                  component={Link}
                  to={PROFILE_EDIT_PATH}
                  variant="light"
                  leftSection={<IconPlus size={18} aria-hidden />}
                >
                  {t('contacts.ownerAdd')}
                </Button>
              )}
            </Stack>
          )}
        </Box>
      );
    }
  }
}
