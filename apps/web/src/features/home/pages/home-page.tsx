import { Container, Stack } from '@mantine/core';
import { useSession } from '../../../hooks/use-session.ts';
import { Audiences } from '../components/audiences.tsx';
import { HomeHero } from '../components/home-hero.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';
import { JoinBanner } from '../components/join-banner.tsx';
import { TalentGrid } from '../components/talent-grid.tsx';

export default function HomePage() {
  const { loggedIn } = useSession();
  return (
    <Container size="xl" px={0}>
      <Stack gap={56}>
        <HomeHero loggedIn={loggedIn} />
        <TalentGrid />
        <HowItWorks />
        <Audiences />
        {!loggedIn && <JoinBanner />}
      </Stack>
    </Container>
  );
}
