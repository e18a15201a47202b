import { Button, type ButtonProps } from '@mantine/core';
import { IconCheck, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../hooks/use-session.ts';
import { signInPath } from '../../../lib/sign-in-path.ts';
import { useSetFollow } from '../api/follows.ts';

export type FollowButtonPerson = { NickName: string; FollowFlag: 'Y' | 'N'; FollowsYouFlag?: 'Y' | 'N' };

/**
 * Follow or unfollow a person, at once (optimistic, every copy of them on screen moves). A visitor
 * gets the same button leading to sign-in and back. Not for one's own profile: the caller hides it.
 */
export function FollowButton({
  person,
  size = 'sm',
  fullWidth,
  withIcon = true,
}: {
  person: FollowButtonPerson;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
  /** Off in dense lists, where a phone row needs the room for the name. */
  withIcon?: boolean;
}) {
  const { t } = useTranslation('follows');
  const { loggedIn } = useSession();
  const location = useLocation();
  const setFollow = useSetFollow();
  const following = person.FollowFlag === 'Y';
  const state = following ? 'following' : person.FollowsYouFlag === 'Y' ? 'followBack' : 'follow';

  if (!loggedIn) {
    return (
      <Button
        component={Link}
        to={signInPath(`${location.pathname}${location.search}`)}
        size={size}
        fullWidth={fullWidth}
        leftSection={withIcon ? <IconUserPlus size={16} aria-hidden /> : undefined}
        aria-label={t('button.followAria', { nick: person.NickName })}
        data-testid="follow-button"
      >
        {t('button.follow')}
      </Button>
    );
  }
  return (
    <Button
      size={size}
      fullWidth={fullWidth}
      variant={following ? 'default' : 'filled'}
      leftSection={
        !withIcon ? undefined : following ? (
          <IconCheck size={16} aria-hidden />
        ) : (
          <IconUserPlus size={16} aria-hidden />
        )
      }
      // The name starts with the visible words, then says whom and what a press does.
      aria-label={t(`button.${state}Aria`, { nick: person.NickName })}
      title={following ? t('button.unfollowHint') : undefined}
      onClick={() => {
        // One change at a time: two in flight could land in the other order and leave the opposite.
        if (!setFollow.isPending) setFollow.mutate({ nickName: person.NickName, follow: !following });
      }}
      data-testid="follow-button"
      data-following={following}
    >
      {t(`button.${state}`)}
    </Button>
  );
}
