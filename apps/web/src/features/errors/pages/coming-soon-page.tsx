import { IconRocket } from '@tabler/icons-react';
import { ComingSoon } from '../../../components/coming-soon.tsx';

export default function ComingSoonPage() {
  return <ComingSoon page="comingSoon" icon={IconRocket} />;
}
