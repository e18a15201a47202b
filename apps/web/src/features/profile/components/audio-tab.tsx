import type { Profile } from '@talanty/contract';
import { MediaEmptyState } from './media-empty-state.tsx';

/** The profile's audio tab: being built. */
export function AudioTab({ profile }: { profile: Profile }) {
  return <MediaEmptyState tab="audio" isOwner={profile.OwnerFlag === 'Y'} />;
}
