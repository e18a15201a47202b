import { Badge, Button, Drawer, NativeSelect, SegmentedControl, Stack } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { SEARCH_SORTS, type SearchSort } from '@talanty/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import type { MediaSearchType, SearchState } from '../lib/search-params.ts';
import { type SearchUpdate, useUrlDraft } from '../lib/use-search-state.ts';
import classes from './search-toolbar.module.css';
import { SuggestField } from './suggest-field.tsx';

/**
 * What the person is looking for, in words («вокалистка из Казани»): the search follows 300 ms
 * after the last key, with suggestions under the field.
 */
export function QueryField({ state, onChange }: { state: SearchState; onChange: SearchUpdate }) {
  const { t } = useTranslation('search');
  // A person picked from the suggestions is on the way to their profile (a lazy route may take a
  // moment): the pause after the last key must not commit the typed text and pull them back.
  const leaving = useNavigation().state !== 'idle';
  const [draft, setDraft] = useUrlDraft(state.q, (value) => {
    if (!leaving) onChange({ ...state, q: value.trim() }, { typing: 'q' });
  });
  return (
    <SuggestField
      className={classes.query}
      label={t('query.label')}
      placeholder={t('query.placeholder')}
      clearLabel={t('query.clear')}
      value={draft}
      onChange={setDraft}
      onSearch={(value) => onChange({ ...state, q: value.trim() })}
    />
  );
}

/**
 * The order of the people list; «ближе ко мне» only for a member (their profile's city), and it says so.
 * Without a chosen order it shows the one the server applied (`applied`): «диджей» is all filters and
 * no text, so the list is the newest first, not «по релевантности».
 */
export function SortControl({
  state,
  onChange,
  signedIn,
  applied,
}: {
  state: SearchState;
  onChange: SearchUpdate;
  signedIn: boolean;
  applied?: SearchSort | null;
}) {
  const { t } = useTranslation('search');
  const sorts = SEARCH_SORTS.filter((sort) => sort !== 'distance' || signedIn);
  const value = state.sort ?? applied ?? (state.q ? 'relevance' : 'newest');
  return (
    <NativeSelect
      size="sm"
      radius="md"
      className={classes.sort}
      label={t('sort.label')}
      description={value === 'distance' ? t('sort.distanceHint') : undefined}
      value={value}
      onChange={(event) => onChange({ ...state, sort: event.currentTarget.value as SearchSort })}
      data={sorts.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
    />
  );
}

/** Phones: «Фильтры» with the number chosen, opening the panel in a drawer. */
export function FiltersButton({ count, onClick }: { count: number; onClick: () => void }) {
  const { t } = useTranslation('search');
  return (
    <Button
      variant="default"
      size="md"
      radius="md"
      className={classes.filtersButton}
      leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
      rightSection={
        count > 0 ? (
          <Badge size="sm" circle aria-hidden>
            {count}
          </Badge>
        ) : undefined
      }
      aria-label={count > 0 ? t('filters.openCount', { count }) : t('filters.open')}
      aria-haspopup="dialog"
      onClick={onClick}
    >
      {t('filters.open')}
    </Button>
  );
}

/** The filter panel on phones: a sheet from the bottom, closed by «Показать результаты». */
export function FiltersDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('search');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      // As tall as the panel (at most most of the screen), not a fixed share of it.
      styles={{ content: { flex: '0 0 auto', height: 'auto', maxHeight: '92dvh' } }}
      radius="lg"
      title={t('filters.title')}
      closeButtonProps={{ 'aria-label': t('filters.close') }}
      classNames={{ body: classes.drawerBody, title: classes.drawerTitle }}
    >
      <Stack gap="lg">
        {children}
        <div className={classes.drawerFooter}>
          <Button fullWidth size="md" onClick={onClose}>
            {t('filters.apply')}
          </Button>
        </div>
      </Stack>
    </Drawer>
  );
}

/** Media tab: both kinds, or only videos, or only photos (`type`). */
export function MediaTypeControl({ state, onChange }: { state: SearchState; onChange: SearchUpdate }) {
  const { t } = useTranslation('search');
  return (
    <SegmentedControl
      aria-label={t('mediaType.label')}
      value={state.type ?? ''}
      onChange={(value) => onChange({ ...state, type: (value || null) as MediaSearchType | null })}
      data={[
        { value: '', label: t('mediaType.all') },
        { value: 'Video', label: t('mediaType.Video') },
        { value: 'Image', label: t('mediaType.Image') },
      ]}
      className={classes.mediaType}
    />
  );
}
