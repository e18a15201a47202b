import {
  IconBan,
  IconMicrophone2,
  IconPhoto,
  IconSettings,
  IconShieldLock,
  IconUserEdit,
  IconVideo,
} from '@tabler/icons-react';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { useRouteHandle } from '../../../lib/route-handle.ts';

const ICONS = {
  profileEdit: IconUserEdit,
  audioEdit: IconMicrophone2,
  videoEdit: IconVideo,
  photoEdit: IconPhoto,
  accountSettings: IconSettings,
  privacySettings: IconShieldLock,
  blocked: IconBan,
};

/** The editing group of spec section 2 (/user/*, /howitworks/*, /invite/*, /quotes/*) and /blocked. */
export default function AccountPage() {
  const page = useRouteHandle().planned ?? 'profileEdit';
  return <ComingSoon page={page} icon={ICONS[page as keyof typeof ICONS] ?? IconUserEdit} />;
}
