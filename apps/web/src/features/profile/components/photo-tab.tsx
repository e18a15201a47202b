import type { Profile } from '@talanty/contract';
import { MediaEmptyState } from './media-empty-state.tsx';

/** The profile's photo tab: being built. */
export function PhotoTab({ profile }: { profile: Profile }) {
  return <MediaEmptyState tab="photo" isOwner={profile.OwnerFlag === 'Y'} />;
}
