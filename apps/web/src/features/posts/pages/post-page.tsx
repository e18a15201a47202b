import { IconNews } from '@tabler/icons-react';
import { ComingSoon } from '../../../components/coming-soon.tsx';

export default function PostPage() {
  return <ComingSoon page="post" icon={IconNews} />;
}
