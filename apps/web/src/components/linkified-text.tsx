import { Anchor } from '@mantine/core';
import { useMemo } from 'react';
import { linkify } from '../lib/linkify.ts';
import classes from './linkified-text.module.css';

/**
 * User text as text (React escapes it), with its web addresses made links that open in a new tab
 * and pass no rank or referrer. Line breaks are kept by the caller's `white-space: pre-wrap`.
 */
export function LinkifiedText({ text }: { text: string }) {
  const parts = useMemo(() => linkify(text), [text]);
  return (
    <>
      {parts.map((part, index) =>
        part.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <span key={index}>{part.text}</span>
        ) : (
          <Anchor
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
            key={index}
            inherit
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className={classes.link}
          >
            {part.text}
          </Anchor>
        ),
      )}
    </>
  );
}
