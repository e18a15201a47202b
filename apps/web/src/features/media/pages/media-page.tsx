import { IconPlayerPlay } from '@tabler/icons-react';
import { ComingSoon } from '../../../components/coming-soon.tsx';

export default function MediaPage() {
  return <ComingSoon page="media" icon={IconPlayerPlay} />;
}
