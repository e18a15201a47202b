import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../hooks/use-session.ts';
import { friendListPath } from '../lib/paths.ts';

type Counted = {
  NickName: string;
  Followers: number;
  Follows: number;
  OwnerFlag: 'Y' | 'N';
  FollowsYouFlag: 'Y' | 'N';
};

/**
 * «12 подписчиков · 5 подписок» on a profile; for members each count opens that list (mine, or the
 * person's), with «Подписан(а) на вас» when they follow the reader.
 */
export function FollowCounts({ profile }: { profile: Counted }) {
  const { t, i18n } = useTranslation('follows');
  const { loggedIn } = useSession();
  const nickName = profile.OwnerFlag === 'Y' ? undefined : profile.NickName;
  const count = (kind: 'followers' | 'following', n: number) => {
    const text = (
      <>
        <strong>{n.toLocaleString(i18n.language)}</strong> {t(`counts.${kind}`, { count: n })}
      </>
    );
    if (!loggedIn) return <Text span>{text}</Text>;
    return (
      <Anchor
        component={Link}
        to={friendListPath(kind, nickName)}
        c="inherit"
        underline="hover"
        data-testid={`profile-${kind}`}
      >
        {text}
      </Anchor>
    );
  };
  return (
    <Group gap="md" wrap="wrap" data-testid="follow-counts">
      {count('followers', profile.Followers)}
      {count('following', profile.Follows)}
      {profile.FollowsYouFlag === 'Y' && profile.OwnerFlag !== 'Y' && (
        <Badge variant="light" color="gray" radius="sm" tt="none" data-testid="follows-you">
          {t('counts.followsYou')}
        </Badge>
      )}
    </Group>
  );
}
