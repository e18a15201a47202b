import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered page that React hydrates on its own, after the page around it. A
 * Suspense boundary changes nothing on screen, but hydrating, React gives each boundary a render and a
 * commit of its own: a page of many parts (filters, a list of cards with their tooltips and menus)
 * hydrates in several short tasks instead of one commit that holds a phone's main thread for a third
 * of a second (issue 15, Lighthouse's total blocking time). Nothing inside suspends, so the empty
 * fallback is never shown; a lazy part inside brings its own boundary.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
