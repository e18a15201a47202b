import { MultiSelect, SimpleGrid } from '@mantine/core';
import { FILE_TEXT_LIMITS, type FileRecord } from '@talanty/contract';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../hooks/use-lang.ts';
import { TALENT_CODES } from '../../../lib/talents.ts';
import { useStyleList } from '../../../shared/glossary/api/get-style-list.ts';
import { getToolList } from '../../../shared/glossary/api/get-tool-list.ts';
import { glossaryKeys } from '../../../shared/glossary/api/glossary-keys.ts';

/** The talents, tools and styles of a file, as glossary codes (what addUserFile/syncFile take). */
export type FileTags = { talents: string[]; tools: string[]; styles: string[] };

export const EMPTY_TAGS: FileTags = { talents: [], tools: [], styles: [] };

export function tagsOf(file: Pick<FileRecord, 'ListOfTalants' | 'ListOfTools' | 'ListOfStyles'>): FileTags {
  return {
    talents: file.ListOfTalants.map((t) => t.Code),
    tools: file.ListOfTools.map((t) => t.Code),
    styles: file.ListOfStyles.map((t) => t.Code),
  };
}

/** The record fields for the tags. */
export function tagFieldsOf(tags: FileTags) {
  return { ListOfTalants: tags.talents, ListOfTools: tags.tools, ListOfStyles: tags.styles };
}

/**
 * Three pickers: talents, then the tools (instruments, voices, gear) of the chosen talents, then
 * styles. Tools of a talent that is taken away are dropped too.
 */
export function TagFields({
  value,
  onChange,
  disabled,
}: {
  value: FileTags;
  onChange: (next: FileTags) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('media');
  const { t: tc } = useTranslation('common');
  const lang = useLang();
  const toolLists = useQueries({
    queries: value.talents.map((code) => ({
      queryKey: glossaryKeys.tools(lang, code),
      queryFn: () => getToolList(lang, code),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  const styles = useStyleList(lang, '');

  const toolOptions = new Map<string, { value: string; label: string; talent: string }>();
  for (const list of toolLists) {
    for (const tool of list.data ?? []) {
      if (!toolOptions.has(tool.Code))
        toolOptions.set(tool.Code, { value: tool.Code, label: tool.Name, talent: tool.TalantCode });
    }
  }
  const toolsLoading = toolLists.some((q) => q.isPending);

  const setTalents = (talents: string[]) => {
    // Keep the tools that still belong to a chosen talent (unknown ones stay until their list loads).
    const tools = value.tools.filter((code) => {
      const option = toolOptions.get(code);
      return !option || talents.includes(option.talent);
    });
    onChange({ ...value, talents, tools });
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <MultiSelect
        label={t('tags.talents')}
        placeholder={value.talents.length ? undefined : t('tags.talentsPlaceholder')}
        data={TALENT_CODES.map((code) => ({ value: code, label: tc(`talents.${code}.name`) }))}
        value={value.talents}
        onChange={setTalents}
        maxValues={FILE_TEXT_LIMITS.tags}
        searchable
        clearable
        disabled={disabled}
        data-testid="tags-talents"
      />
      <MultiSelect
        label={t('tags.tools')}
        placeholder={value.talents.length ? t('tags.toolsPlaceholder') : t('tags.toolsNeedTalent')}
        data={[...toolOptions.values()].map(({ value: v, label }) => ({ value: v, label }))}
        value={value.tools.filter((code) => toolOptions.has(code) || toolsLoading)}
        onChange={(tools) => onChange({ ...value, tools })}
        maxValues={FILE_TEXT_LIMITS.tags}
        searchable
        clearable
        disabled={disabled || value.talents.length === 0}
        nothingFoundMessage={t('tags.nothingFound')}
        data-testid="tags-tools"
      />
      <MultiSelect
        label={t('tags.styles')}
        placeholder={value.styles.length ? undefined : t('tags.stylesPlaceholder')}
        data={(styles.data ?? []).map((s) => ({ value: s.Code, label: s.Name }))}
        value={value.styles}
        onChange={(next) => onChange({ ...value, styles: next })}
        maxValues={FILE_TEXT_LIMITS.tags}
        searchable
        clearable
        limit={100}
        disabled={disabled}
        nothingFoundMessage={t('tags.nothingFound')}
        data-testid="tags-styles"
      />
    </SimpleGrid>
  );
}
