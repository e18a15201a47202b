import type { Profile } from '@talanty/contract';
import { MediaEmptyState } from './media-empty-state.tsx';

/** The profile's video tab: being built. */
export function VideoTab({ profile }: { profile: Profile }) {
  return <MediaEmptyState tab="video" isOwner={profile.OwnerFlag === 'Y'} />;
}
