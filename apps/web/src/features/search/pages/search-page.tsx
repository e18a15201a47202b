import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMusic, IconPhoto, IconUsers } from '@tabler/icons-react';
import { SEARCH_ROW_NUM_MAX, toLang } from '@talanty/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HydrateApart } from '../../../components/hydrate-apart.tsx';
import { useSession } from '../../../hooks/use-session.ts';
import { numberFormat } from '../../../lib/intl.ts';
import { type SearchResults, useSearchResults } from '../api/use-search-results.ts';
import { ActiveFilters } from '../components/active-filters.tsx';
import { MediaResults, MediaSkeleton } from '../components/media-results.tsx';
import { PeopleResults, PeopleSkeleton } from '../components/people-results.tsx';
import { ResultsFrame } from '../components/results-frame.tsx';
import { SearchFilters } from '../components/search-filters.tsx';
import {
  FiltersButton,
  FiltersDrawer,
  MediaTypeControl,
  QueryField,
  SortControl,
} from '../components/search-toolbar.tsx';
import { TrackResults, TrackSkeleton } from '../components/track-results.tsx';
import {
  activeFilterKeys,
  hasAnyFilter,
  resetFilters,
  SEARCH_TABS,
  type SearchState,
  type SearchTab,
} from '../lib/search-params.ts';
import { useSearchState } from '../lib/use-search-state.ts';
import classes from './search-page.module.css';

const TAB_ICONS = { people: IconUsers, audio: IconMusic, media: IconPhoto } as const;

/** Which count wording fits: people, tracks, or (media) videos, photos or both. */
function countKey(state: SearchState) {
  if (state.tab !== 'media') return state.tab;
  if (state.type === 'Video') return 'video';
  if (state.type === 'Image') return 'image';
  return 'media';
}

/** «Найдено 124 человека», said to screen readers when it changes. */
function CountLine({ id, state, results }: { id: string; state: SearchState; results: SearchResults }) {
  const { t, i18n } = useTranslation('search');
  let text = '';
  if (results.isPending) text = t('count.loading');
  else if (results.isSuccess || results.isFetchNextPageError) {
    const total = results.total;
    const number = numberFormat(toLang(i18n.language) === 'en' ? 'en-US' : 'ru-RU').format(total);
    // The server stops counting at SEARCH_ROW_NUM_MAX: «Найдено 1 000+ человек».
    const formatted = total >= SEARCH_ROW_NUM_MAX ? `${number}+` : number;
    text = total === 0 ? t('count.none') : t(`count.${countKey(state)}`, { count: total, total: formatted });
  }
  return (
    <Text id={id} role="status" c="dimmed" size="sm" className={classes.count} data-testid="search-count">
      {text}
    </Text>
  );
}

function TabResults({
  state,
  results,
  onReset,
  onClearAll,
}: {
  state: SearchState;
  results: SearchResults;
  onReset: () => void;
  onClearAll: () => void;
}) {
  const common = {
    tab: state.tab,
    results,
    searched: hasAnyFilter(state),
    canReset: activeFilterKeys(state).length > 0,
    onReset,
    onClearAll,
  };
  if (state.tab === 'people') {
    return (
      <ResultsFrame {...common} count={results.users.length} skeleton={<PeopleSkeleton />}>
        <PeopleResults people={results.users} />
      </ResultsFrame>
    );
  }
  if (state.tab === 'audio') {
    return (
      <ResultsFrame {...common} count={results.files.length} skeleton={<TrackSkeleton />}>
        <TrackResults files={results.files} />
      </ResultsFrame>
    );
  }
  return (
    <ResultsFrame {...common} count={results.files.length} skeleton={<MediaSkeleton />}>
      <MediaResults files={results.files} />
    </ResultsFrame>
  );
}

/**
 * /search (spec section 2): people, tracks, videos and photos by the spec's filters. The URL holds
 * every filter, so a link reproduces the search and back/forward walk the refinements.
 */
export default function SearchPage() {
  const { t } = useTranslation('search');
  const [state, update] = useSearchState();
  const results = useSearchResults(state);
  const { loggedIn } = useSession();
  const [drawerOpened, drawer] = useDisclosure(false);
  // Remounts the filter fields, so a typed age that was never sent goes too.
  const [resetCount, setResetCount] = useState(0);
  const countId = useId();
  const filtersTitleId = useId();
  const reset = (withText = false) => {
    setResetCount((n) => n + 1);
    const next = resetFilters(state);
    // The words understood as filters go too; the rest of the text stays in its field.
    const q = withText ? '' : results.understood.length > 0 ? (results.text ?? '') : state.q;
    update({ ...next, q });
  };
  const filterCount = activeFilterKeys(state).length;

  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Title order={1}>{t('title')}</Title>
        <CountLine id={countId} state={state} results={results} />
      </header>

      <div className={classes.layout}>
        <Paper
          component="aside"
          withBorder
          radius="lg"
          p="md"
          className={classes.aside}
          aria-labelledby={filtersTitleId}
        >
          <Stack gap="md">
            <Title order={2} size="h5" id={filtersTitleId}>
              {t('filters.title')}
            </Title>
            <HydrateApart>
              <SearchFilters key={resetCount} state={state} onChange={update} />
            </HydrateApart>
          </Stack>
        </Paper>

        <section className={classes.results} aria-labelledby={countId}>
          <HydrateApart>
            <div className={classes.toolbar}>
              <QueryField state={state} onChange={update} />
              <div className={classes.phoneOnly}>
                <FiltersButton count={filterCount} onClick={drawer.open} />
              </div>
            </div>
          </HydrateApart>

          {/* Around the whole of Tabs: its panels re-render it as they mount, a change a boundary inside
              would have to hydrate for at once. */}
          <HydrateApart>
            <Tabs
              value={state.tab}
              onChange={(tab) => tab && update({ ...state, tab: tab as SearchTab })}
              keepMounted={false}
              className={classes.tabs}
            >
              <Tabs.List aria-label={t('tabs.label')} className={classes.tabList}>
                {SEARCH_TABS.map((tab) => {
                  const Icon = TAB_ICONS[tab];
                  return (
                    <Tabs.Tab key={tab} value={tab} leftSection={<Icon size={16} aria-hidden />}>
                      {t(`tabs.${tab}`)}
                    </Tabs.Tab>
                  );
                })}
              </Tabs.List>
              {SEARCH_TABS.map((tab) => (
                <Tabs.Panel key={tab} value={tab} className={classes.panel}>
                  <Stack gap="md">
                    {tab === 'media' && <MediaTypeControl state={state} onChange={update} />}
                    {tab === 'people' && (
                      <SortControl
                        state={state}
                        onChange={update}
                        signedIn={loggedIn}
                        applied={results.sort}
                      />
                    )}
                    <ActiveFilters
                      state={state}
                      understood={results.understood}
                      onChange={update}
                      onReset={() => reset()}
                    />
                    <div aria-busy={results.isFetching && !results.isFetchingNextPage}>
                      <TabResults
                        state={state}
                        results={results}
                        onReset={() => reset()}
                        onClearAll={() => reset(true)}
                      />
                    </div>
                  </Stack>
                </Tabs.Panel>
              ))}
            </Tabs>
          </HydrateApart>
        </section>
      </div>

      <FiltersDrawer opened={drawerOpened} onClose={drawer.close}>
        <SearchFilters key={resetCount} state={state} onChange={update} />
      </FiltersDrawer>
    </div>
  );
}
