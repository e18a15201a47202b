import { Box, Button, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { type Profile, profileDisplayName } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROFILE_EDIT_PATH } from '../lib/paths.ts';
import classes from './about-tab.module.css';
import { ContactBlock } from './contact-block.tsx';
import { TalentCard } from './talent-card.tsx';

/** Whether the contact block shows anything for this reader. */
function hasContactBlock(profile: Profile): boolean {
  if (profile.ContactsState === 'NONE') return false;
  if (profile.ContactsState !== 'SHOWN' || profile.OwnerFlag === 'Y') return true;
  return Object.values(profile.ContactInfo ?? {}).some(Boolean);
}

/** The "about" tab: the person's own words, their talents with prices, and how to reach them. */
export function AboutTab({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const isOwner = profile.OwnerFlag === 'Y';
  const name = profileDisplayName(profile);
  const withAside = hasContactBlock(profile);
  const talents = profile.ListOfTalants;

  return (
    <div className={classes.grid} data-aside={withAside}>
      <Box
        component="section"
        className={`${classes.card} ${classes.about} ${!profile.AboutMe && isOwner ? classes.prompt : ''}`}
        aria-labelledby="profile-about-title"
      >
        <Title order={2} size="h4" id="profile-about-title" mb="sm">
          {t('about.title')}
        </Title>
        {profile.AboutMe ? (
          <Text className={classes.aboutText}>{profile.AboutMe}</Text>
        ) : isOwner ? (
          <Stack gap="sm" align="flex-start">
            <Text c="dimmed">{t('about.emptyOwner')}</Text>
            <Button
              component={Link}
              to={PROFILE_EDIT_PATH}
              variant="light"
              leftSection={<IconPencil size={18} aria-hidden />}
            >
              {t('about.fillIn')}
            </Button>
          </Stack>
        ) : (
          <Text c="dimmed">{t(`about.emptyVisitor.${profile.Sex ?? 'any'}`, { name })}</Text>
        )}
      </Box>

      {withAside && (
        <aside className={classes.aside}>
          <div className={classes.asideInner}>
            <ContactBlock profile={profile} />
          </div>
        </aside>
      )}

      {(talents.length > 0 || isOwner) && (
        <Stack
          component="section"
          gap="md"
          className={classes.talents}
          aria-labelledby="profile-talents-title"
        >
          <Title order={2} size="h4" id="profile-talents-title" mt={4}>
            {t('about.talentsTitle')}
          </Title>
          {talents.map((talent) => (
            <TalentCard key={talent.Code} talent={talent} isOwner={isOwner} />
          ))}
          {talents.length === 0 && (
            <Box className={`${classes.card} ${classes.prompt}`}>
              <Stack gap="sm" align="flex-start">
                <Text c="dimmed">{t('about.noTalentsOwner')}</Text>
                <Button
                  component={Link}
                  to={PROFILE_EDIT_PATH}
                  variant="light"
                  leftSection={<IconPlus size={18} aria-hidden />}
                >
                  {t('about.addTalent')}
                </Button>
              </Stack>
            </Box>
          )}
        </Stack>
      )}
    </div>
  );
}
