import { ActionIcon, Badge, Button, CopyButton, Group, Text, Title } from '@mantine/core';
import {
  IconCake,
  IconCalendarHeart,
  IconCheck,
  IconDeviceLaptop,
  IconFlask,
  IconLink,
  IconMapPin,
  IconPencil,
  IconPlane,
} from '@tabler/icons-react';
import { type Profile, profileDisplayName, toLang } from '@talanty/contract';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Hint } from '../../../components/hint.tsx';
import chipClasses from '../../../components/talent-chip.module.css';
import { chipColors, talentVisuals } from '../../../components/talent-visuals.ts';
import { formatMonthYear, formatPlace } from '../../../lib/format.ts';
import { siteOrigin } from '../../../lib/site-address.ts';
import { FollowButton } from '../../../shared/follows/components/follow-button.tsx';
import { FollowCounts } from '../../../shared/follows/components/follow-counts.tsx';
import { PROFILE_EDIT_PATH } from '../lib/paths.ts';
import { ProfileAvatar } from './profile-avatar.tsx';
import classes from './profile-hero.module.css';

function Banner({ profile }: { profile: Profile }) {
  if (profile.HeaderURL) {
    return (
      <div className={classes.banner} data-kind="image" data-testid="profile-banner">
        <img className={classes.bannerImage} src={profile.HeaderURL} alt="" width={1920} height={480} />
      </div>
    );
  }
  if (profile.HeaderColor) {
    return (
      <div
        className={classes.banner}
        data-kind="color"
        data-testid="profile-banner"
        style={{ '--header-color': profile.HeaderColor } as CSSProperties}
      />
    );
  }
  return <div className={classes.banner} data-kind="default" data-testid="profile-banner" />;
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Text component="span" className={classes.fact}>
      {icon}
      {children}
    </Text>
  );
}

/** The top of a profile: header, avatar, names, facts, talents, and the tab list passed in. */
export function ProfileHero({ profile, tabs }: { profile: Profile; tabs: ReactNode }) {
  const { t, i18n } = useTranslation('profile');
  const lang = toLang(i18n.language);
  const name = profileDisplayName(profile);
  const place = formatPlace(profile.Location);
  const isOwner = profile.OwnerFlag === 'Y';
  const profileUrl = `${siteOrigin()}/@${profile.NickName}`;

  return (
    <section className={classes.hero} aria-labelledby="profile-name">
      <Banner profile={profile} />
      <div className={classes.body}>
        <div className={classes.avatar}>
          <ProfileAvatar
            name={name}
            nickName={profile.NickName}
            src={profile.Avatar}
            neon={profile.ListOfUserCFGParams.AvatarNeonFrameFlag === 'Y'}
          />
        </div>
        <div className={classes.identity}>
          <Group gap="xs" align="center" wrap="wrap">
            <Title order={1} id="profile-name" className={classes.name}>
              {name}
            </Title>
            {profile.DemoFlag === 'Y' && (
              <Hint
                label={t('hero.demoHint')}
                multiline
                w={260}
                position="bottom"
                events={{ hover: true, focus: true, touch: true }}
              >
                <Badge
                  color="yellow"
                  variant="light"
                  size="lg"
                  radius="sm"
                  leftSection={<IconFlask size={14} aria-hidden />}
                  tabIndex={0}
                  data-testid="profile-demo-badge"
                >
                  {t('hero.demo')}
                </Badge>
              </Hint>
            )}
          </Group>
          <Text c="dimmed" size="md" className={classes.nick} mt={2}>
            @{profile.NickName}
          </Text>
          <Group gap="lg" mt="xs" className={classes.facts}>
            {place && <Fact icon={<IconMapPin size={16} aria-hidden />}>{place}</Fact>}
            {profile.Age !== null && (
              <Fact icon={<IconCake size={16} aria-hidden />}>{t('hero.age', { count: profile.Age })}</Fact>
            )}
            <Fact icon={<IconCalendarHeart size={16} aria-hidden />}>
              {t('hero.memberSince', { date: formatMonthYear(profile.MemberSince, lang) })}
            </Fact>
          </Group>
          <div className={classes.follows}>
            <FollowCounts profile={profile} />
          </div>
        </div>
        <Group gap="xs" wrap="nowrap" className={classes.actions} data-owner={isOwner}>
          {!isOwner && <FollowButton person={profile} size="sm" />}
          {isOwner && (
            <Button
              component={Link}
              to={PROFILE_EDIT_PATH}
              variant="default"
              leftSection={<IconPencil size={18} aria-hidden />}
            >
              {t('hero.edit')}
            </Button>
          )}
          <CopyButton value={profileUrl} timeout={2000}>
            {({ copied, copy }) => (
              <Hint label={copied ? t('hero.copied') : t('hero.share')} position="bottom">
                <ActionIcon
                  variant={copied ? 'light' : 'default'}
                  color={copied ? 'teal' : undefined}
                  size={36}
                  onClick={copy}
                  aria-label={copied ? t('hero.copied') : t('hero.share')}
                >
                  {copied ? <IconCheck size={18} aria-hidden /> : <IconLink size={18} aria-hidden />}
                </ActionIcon>
              </Hint>
            )}
          </CopyButton>
        </Group>
      </div>
      {(profile.ListOfTalants.length > 0 || profile.TripFlag === 'Y' || profile.RemoteFlag === 'Y') && (
        <Group gap={8} className={classes.badges}>
          {profile.ListOfTalants.map((talent) => {
            const { icon: TalentIcon, color } = talentVisuals(talent.Code);
            return (
              <Badge
                key={talent.Code}
                size="lg"
                radius="xl"
                variant="light"
                color={color}
                tt="none"
                className={chipClasses.chip}
                style={chipColors(color) as CSSProperties}
                leftSection={<TalentIcon size={15} aria-hidden />}
              >
                {talent.Name}
              </Badge>
            );
          })}
          {profile.TripFlag === 'Y' && (
            <Badge
              size="lg"
              radius="xl"
              variant="default"
              tt="none"
              leftSection={<IconPlane size={15} aria-hidden />}
            >
              {t(`hero.travel.${profile.Sex ?? 'any'}`)}
            </Badge>
          )}
          {profile.RemoteFlag === 'Y' && (
            <Badge
              size="lg"
              radius="xl"
              variant="default"
              tt="none"
              leftSection={<IconDeviceLaptop size={15} aria-hidden />}
            >
              {t('hero.remote')}
            </Badge>
          )}
        </Group>
      )}
      <div className={classes.tabs}>{tabs}</div>
    </section>
  );
}
