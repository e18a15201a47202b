import { Anchor, Avatar, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconUser } from '@tabler/icons-react';
import { type FileType, type Profile, profileDisplayName } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ownerProfilePath } from '../../../shared/media/components/media-format.ts';
import classes from './media-owner-card.module.css';

type MediaOwnerCardProps = {
  nickName: string;
  fileType: FileType;
  /** The owner's profile: undefined while it loads (or when it failed: the nickname still links). */
  profile: Profile | undefined;
  loading: boolean;
};

/** Who made it: photo, name, talents, and the way to their profile and their other work of this kind. */
export function MediaOwnerCard({ nickName, fileType, profile, loading }: MediaOwnerCardProps) {
  const { t } = useTranslation('media');
  const name = profile ? profileDisplayName(profile) : `@${nickName}`;
  const talents = profile?.ListOfTalants.map((talent) => talent.CreativeName || talent.Name) ?? [];
  const avatar = profile?.AvatarThumb ?? profile?.Avatar ?? null;
  const profilePath = ownerProfilePath(nickName);

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="media-owner-title">
      <Text id="media-owner-title" size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.kicker}>
        {t('owner.title')}
      </Text>
      <Group wrap="nowrap" gap="md" mt="sm" data-testid="media-owner">
        {loading ? (
          <Skeleton circle height={60} />
        ) : (
          <Avatar
            src={avatar}
            name={profile ? name : nickName}
            color="initials"
            size={60}
            radius="xl"
            alt={t('owner.avatarAlt', { name })}
            className={classes.avatar}
          >
            {!profile && <IconUser size={26} aria-hidden />}
          </Avatar>
        )}
        <Stack gap={2} className={classes.names}>
          {loading ? (
            <>
              <Skeleton height={16} width="70%" />
              <Skeleton height={12} width="45%" mt={6} />
            </>
          ) : (
            <>
              <Anchor component={Link} to={profilePath} fw={700} c="var(--mantine-color-text)" lineClamp={1}>
                {name}
              </Anchor>
              {profile && (
                <Text size="sm" c="dimmed" lineClamp={1}>
                  @{nickName}
                </Text>
              )}
            </>
          )}
        </Stack>
      </Group>
      {profile?.DemoFlag === 'Y' && (
        <Badge variant="light" color="yellow" size="sm" mt="sm">
          {t('owner.demo')}
        </Badge>
      )}
      {talents.length > 0 && (
        <Text size="sm" c="dimmed" mt="sm" lineClamp={2}>
          {talents.join(' · ')}
        </Text>
      )}
      <Stack gap={8} mt="md">
        <Button component={Link} to={profilePath} variant="light" fullWidth>
          {t('owner.open')}
        </Button>
        <Button
          component={Link}
          to={ownerProfilePath(nickName, fileType)}
          variant="subtle"
          fullWidth
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {t(`owner.more.${fileType}`)}
        </Button>
      </Stack>
    </Paper>
  );
}
