import { Avatar, Badge, Group, Text } from '@mantine/core';
import type { FollowPerson } from '@talanty/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayNameOf } from '../../../lib/format.ts';
import { FollowButton } from '../../../shared/follows/components/follow-button.tsx';
import classes from './person-row.module.css';

/** One person in a follow list: avatar and names (opening the profile), a note, the follow button. */
export function PersonRow({ person, note }: { person: FollowPerson; note?: ReactNode }) {
  const { t } = useTranslation('follows');
  const name = displayNameOf(person);
  const me = person.MeFlag === 'Y';
  return (
    <li className={classes.row} data-testid="follow-row" data-nick={person.NickName}>
      <Link to={`/@${person.NickName}`} className={classes.who}>
        <Avatar src={person.Photo} name={name} color="initials" size={48} radius="xl" alt="" />
        <div className={classes.names}>
          <Text fw={650} lineClamp={1} className={classes.name}>
            {name}
          </Text>
          <Group gap={6} wrap="nowrap">
            {person.DemoFlag === 'Y' && (
              <Badge size="xs" radius="sm" variant="default" className={classes.demo}>
                {t('list.demo')}
              </Badge>
            )}
            <Text size="sm" c="dimmed" lineClamp={1}>
              @{person.NickName}
              {person.CreativeName && ` · ${person.CreativeName}`}
            </Text>
          </Group>
          {(note || (person.FollowsYouFlag === 'Y' && !me)) && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {note ?? t('list.followsYou')}
            </Text>
          )}
        </div>
      </Link>
      <div className={classes.action}>
        {me ? (
          <Text size="sm" c="dimmed">
            {t('list.me')}
          </Text>
        ) : (
          <FollowButton person={person} size="xs" withIcon={false} />
        )}
      </div>
    </li>
  );
}
