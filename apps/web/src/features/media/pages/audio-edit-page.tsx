import { IconMicrophone2 } from '@tabler/icons-react';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** /user/profile-audio-edit (spec section 2): being built. */
export default function AudioEditPage() {
  return <ComingSoon page="audioEdit" icon={IconMicrophone2} />;
}
