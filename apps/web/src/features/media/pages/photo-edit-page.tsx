import { IconPhoto } from '@tabler/icons-react';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** /user/profile-photo-edit (spec section 2): being built. */
export default function PhotoEditPage() {
  return <ComingSoon page="photoEdit" icon={IconPhoto} />;
}
