import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { TALENT_ICONS } from '../../../components/talent-icon.tsx';
import { isTalentCode } from '../../../lib/talents.ts';
import NotFoundPage from '../../errors/pages/not-found-page.tsx';

export default function TalentEditPage() {
  const { t } = useTranslation(['planned', 'common']);
  const { talantCode } = useParams();
  if (!isTalentCode(talantCode)) return <NotFoundPage />;
  return (
    <ComingSoon
      page="talentEdit"
      icon={TALENT_ICONS[talantCode] ?? IconSparkles}
      title={t('planned:talentEdit.title', { talent: t(`common:talents.${talantCode}.name`) })}
    />
  );
}
