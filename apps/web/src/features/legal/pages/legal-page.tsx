import { Alert, Box, Button, Container, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { toLang } from '@talanty/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../../../lib/route-handle.ts';
import { LegalDocument } from '../components/legal-document.tsx';
import { legalKeys, loadLegalText } from '../load-legal-text.ts';

function LegalSkeleton() {
  const { t } = useTranslation('legal');
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
      <Skeleton height={40} width="70%" radius="md" />
      <Skeleton height={14} width={180} />
      <Skeleton height={80} mt="md" />
      {[0, 1, 2].map((index) => (
        <Stack key={index} gap={8} mt="lg">
          <Skeleton height={24} width="45%" />
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton height={14} width="85%" />
        </Stack>
      ))}
    </Stack>
  );
}

/** /UserAgreement, /Policy, /PartnerProgramSchool (and /termofservice, /privacypolicy). */
export default function LegalPage() {
  const { t, i18n } = useTranslation('legal');
  const doc = useRouteHandle().legal ?? 'user-agreement';
  const lang = toLang(i18n.language);
  const query = useQuery({
    queryKey: legalKeys.text(doc, lang),
    queryFn: () => loadLegalText(doc, lang),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  if (query.data) return <LegalDocument doc={doc} text={query.data} />;

  return (
    <Container size="md" px={0}>
      <Paper radius="lg" p={{ base: 'lg', sm: 40 }} withBorder>
        {query.isError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={20} aria-hidden />}
            title={t('loadError.title')}
          >
            <Text size="sm" mb="sm">
              {t('loadError.text')}
            </Text>
            <Box>
              <Button
                size="xs"
                variant="white"
                color="red"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={() => void query.refetch()}
              >
                {t('loadError.retry')}
              </Button>
            </Box>
          </Alert>
        ) : (
          <LegalSkeleton />
        )}
      </Paper>
    </Container>
  );
}
