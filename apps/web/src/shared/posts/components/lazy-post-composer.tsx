import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { withChunkTimeout } from '../../../lib/chunk-errors.ts';
import type { ComposerProps } from './post-composer.tsx';

// The composer brings the date-time picker (@mantine/dates) and the attachment picker: only an author
// writing a post needs them, so a visitor's page loads without them.
const PostComposer = lazy(() =>
  withChunkTimeout(import('./post-composer.tsx')).then((module) => ({ default: module.PostComposer })),
);

/** The post composer, loaded on first show; a placeholder of its height meanwhile (no layout shift). */
export function LazyPostComposer(props: ComposerProps) {
  return (
    <Suspense fallback={<Skeleton height={props.inline ? 44 : 160} radius="md" />}>
      <PostComposer {...props} />
    </Suspense>
  );
}
