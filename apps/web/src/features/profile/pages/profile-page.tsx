import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** /@nik, /user/nik and /nik all name the same profile. */
export function nicknameFromParam(param: string | undefined): string {
  return (param ?? '').replace(/^@/, '');
}

export default function ProfilePage() {
  const { t } = useTranslation('planned');
  const nickname = nicknameFromParam(useParams().nik);
  return <ComingSoon page="profile" icon={IconUserCircle} title={t('profile.titleWithNick', { nickname })} />;
}
