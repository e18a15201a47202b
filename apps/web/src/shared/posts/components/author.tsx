import { Anchor, Avatar } from '@mantine/core';
import type { AuthorCard } from '@talanty/contract';
import { Link } from 'react-router';
import { displayNameOf } from '../../../lib/format.ts';

/** A person's profile, at the tab given (`/anna?tab=posts`). */
export const profilePath = (nickName: string, tab?: string) =>
  `/${encodeURIComponent(nickName)}${tab ? `?tab=${tab}` : ''}`;

export const authorName = (author: Pick<AuthorCard, 'FirstName' | 'LastName' | 'NickName'>) =>
  displayNameOf(author);

/** The author's picture linking to their profile (hidden from screen readers: the name beside it is the link). */
export function AuthorAvatar({
  author,
  size = 44,
}: {
  author: Pick<AuthorCard, 'FirstName' | 'LastName' | 'NickName' | 'Photo'>;
  size?: number;
}) {
  return (
    <Avatar
      component={Link}
      to={profilePath(author.NickName)}
      src={author.Photo}
      name={authorName(author)}
      color="initials"
      size={size}
      radius="xl"
      alt=""
      tabIndex={-1}
      aria-hidden
    />
  );
}

/** The author's name linking to their profile. */
export function AuthorName({ author }: { author: Pick<AuthorCard, 'FirstName' | 'LastName' | 'NickName'> }) {
  return (
    <Anchor
      component={Link}
      to={profilePath(author.NickName)}
      fw={650}
      c="var(--mantine-color-text)"
      size="sm"
    >
      {authorName(author)}
    </Anchor>
  );
}
