import { Navigate } from 'react-router';
import { useUserInfo } from '../../../hooks/use-user-info.ts';
import { ProfileLoadError } from '../components/profile-load-error.tsx';
import { ProfileSkeleton } from '../components/profile-skeleton.tsx';

/** `/profile` (spec section 2): my own profile, at its shareable address `/<nick>`. */
export default function MyProfilePage() {
  const me = useUserInfo();
  if (me.data) return <Navigate to={`/${encodeURIComponent(me.data.NickName)}`} replace />;
  if (me.isError)
    return (
      <ProfileLoadError
        message={me.error.message}
        retrying={me.isFetching}
        onRetry={() => void me.refetch()}
      />
    );
  return <ProfileSkeleton />;
}
