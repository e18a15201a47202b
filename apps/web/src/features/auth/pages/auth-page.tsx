import {
  IconKey,
  IconLock,
  IconLockAccess,
  IconLogin2,
  IconMailCheck,
  IconPasswordUser,
  IconUserPlus,
} from '@tabler/icons-react';
import { useRouteHandle } from '../../../app/route-handle.ts';
import { ComingSoon } from '../../../components/coming-soon.tsx';

const ICONS = {
  signIn: IconLogin2,
  signUp: IconUserPlus,
  recoverPassword: IconKey,
  newPassword: IconPasswordUser,
  lockScreen: IconLock,
  confirmMail: IconMailCheck,
  accountLocked: IconLockAccess,
};

/** Every /auth/* page until the forms of spec section 4 arrive. */
export default function AuthPage() {
  const page = useRouteHandle().planned ?? 'signIn';
  return <ComingSoon page={page} icon={ICONS[page as keyof typeof ICONS] ?? IconLogin2} />;
}
