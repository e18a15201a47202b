import { Alert, Button, EmptyState, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  type Icon,
  IconAlertTriangle,
  IconFilterOff,
  IconMusic,
  IconPhoto,
  IconRefresh,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import type { SearchResults } from '../api/use-search-results.ts';
import type { SearchTab } from '../lib/search-params.ts';
import classes from './results-frame.module.css';

const EMPTY_ICONS: Record<SearchTab, Icon> = { people: IconUsers, audio: IconMusic, media: IconPhoto };

/** A refusal of the filters themselves (a hand-edited age, an unknown code): say why, keep the page. */
export function isBadRequest(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 400;
}

/**
 * The states around a tab's results: the skeleton while the first page loads, the server's refusal of
 * the filters, a failure with «Повторить», the empty state, then the list and «Показать ещё». While a
 * refined search loads, the previous results stay, dimmed.
 */
export function ResultsFrame({
  tab,
  results,
  count,
  searched,
  canReset,
  onReset,
  onClearAll,
  skeleton,
  children,
}: {
  tab: SearchTab;
  results: SearchResults;
  /** How many items the loaded pages hold. */
  count: number;
  /** Whether anything was asked (text or filters): the empty state then suggests loosening it. */
  searched: boolean;
  /** Whether filters are chosen: the empty state and the refusal offer to reset them. */
  canReset: boolean;
  onReset: () => void;
  /** The refusal's way out: the text may be what the server refused, so it goes too. */
  onClearAll: () => void;
  skeleton: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('search');
  if (results.isPending) {
    return (
      <div aria-busy="true">
        <VisuallyHidden>{t('results.loading')}</VisuallyHidden>
        {skeleton}
      </div>
    );
  }
  if (results.isError && !results.isFetchNextPageError) {
    return isBadRequest(results.error) ? (
      <Alert
        color="red"
        variant="light"
        radius="lg"
        icon={<IconFilterOff size={20} aria-hidden />}
        title={t('results.badRequestTitle')}
        data-testid="search-bad-request"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{results.error.message}</Text>
          <Button size="xs" variant="default" onClick={onClearAll}>
            {t('results.resetFilters')}
          </Button>
        </Stack>
      </Alert>
    ) : (
      <Alert
        color="red"
        variant="light"
        radius="lg"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={t('results.errorTitle')}
        role="alert"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{results.error.message}</Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={results.isRefetching}
            onClick={() => void results.refetch()}
          >
            {t('results.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (count === 0) {
    const EmptyIcon = EMPTY_ICONS[tab];
    return (
      <Paper withBorder radius="lg" py={{ base: 40, sm: 64 }} px="lg" data-testid="search-empty">
        <EmptyState variant="light" size="md" maw={460} mx="auto">
          <EmptyState.Indicator>
            <EmptyIcon size={30} stroke={1.6} aria-hidden />
          </EmptyState.Indicator>
          <EmptyState.Title order={2}>{t(`empty.${tab}`)}</EmptyState.Title>
          <EmptyState.Description>
            {t(searched ? 'empty.hint' : 'empty.hintNoFilters')}
          </EmptyState.Description>
          {canReset && (
            <EmptyState.Actions>
              <Button variant="light" leftSection={<IconFilterOff size={18} aria-hidden />} onClick={onReset}>
                {t('results.resetFilters')}
              </Button>
            </EmptyState.Actions>
          )}
        </EmptyState>
      </Paper>
    );
  }
  return (
    <Stack gap="lg">
      <div className={classes.list} data-stale={results.isPlaceholderData || undefined}>
        {children}
      </div>
      <LoadMore results={results} />
    </Stack>
  );
}

function LoadMore({ results }: { results: SearchResults }) {
  const { t } = useTranslation('search');
  if (!results.hasNextPage) return null;
  return (
    <Stack gap={6} align="center">
      <Group justify="center">
        <Button
          variant="default"
          size="md"
          radius="xl"
          loading={results.isFetchingNextPage}
          onClick={() => void results.fetchNextPage()}
        >
          {t('results.more')}
        </Button>
      </Group>
      {results.isFetchNextPageError && (
        <Text size="sm" c="red" role="alert">
          {t('results.moreError')}
        </Text>
      )}
    </Stack>
  );
}
