import { IconVideo } from '@tabler/icons-react';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** /user/profile-video-edit (spec section 2): being built. */
export default function VideoEditPage() {
  return <ComingSoon page="videoEdit" icon={IconVideo} />;
}
