import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { ComingSoon } from '../../../components/coming-soon.tsx';

export default function VerifyPage() {
  return <ComingSoon page="verify" icon={IconRosetteDiscountCheck} />;
}
