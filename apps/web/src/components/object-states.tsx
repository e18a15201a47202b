import { Button } from '@mantine/core';
import { type Icon, IconArrowLeft, IconCloudOff, IconRefresh, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMetaOverride } from '../lib/meta-override.ts';
import { StatusView } from './status-view.tsx';

/**
 * One object's page (a file, a post) that is not there for this reader: what happened, with the way
 * home and to the search. The tab's title says it too.
 */
export function ObjectNotFound({
  icon,
  title,
  metaTitle = title,
  description,
  homeLabel,
  searchLabel,
}: {
  icon: Icon;
  title: string;
  metaTitle?: string;
  description: string;
  homeLabel: string;
  searchLabel: string;
}) {
  useMetaOverride({ title: metaTitle, description });
  return (
    <StatusView
      icon={icon}
      color="gray"
      title={title}
      description={description}
      actions={
        <>
          <Button component={Link} to="/" leftSection={<IconArrowLeft size={18} aria-hidden />}>
            {homeLabel}
          </Button>
          <Button
            component={Link}
            to="/search"
            variant="default"
            leftSection={<IconSearch size={18} aria-hidden />}
          >
            {searchLabel}
          </Button>
        </>
      }
    />
  );
}

/** An object's page that could not be loaded (network, 5xx): the server's message and a retry. */
export function ObjectLoadError({
  title,
  message,
  retryLabel,
  retrying,
  onRetry,
}: {
  title: string;
  message: string;
  retryLabel: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <StatusView
      icon={IconCloudOff}
      color="red"
      title={title}
      description={message}
      actions={
        <Button onClick={onRetry} loading={retrying} leftSection={<IconRefresh size={18} aria-hidden />}>
          {retryLabel}
        </Button>
      }
    />
  );
}
