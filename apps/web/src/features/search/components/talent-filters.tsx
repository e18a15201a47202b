import { Group, Select, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { type ReferenceItem, toLang } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { TALENT_ICONS } from '../../../components/talent-icon.tsx';
import { isTalentCode, TALENT_CODES } from '../../../lib/talents.ts';
import { useStyleList } from '../../../shared/glossary/api/get-style-list.ts';
import { useToolList } from '../../../shared/glossary/api/get-tool-list.ts';
import { useTalentList } from '../api/get-talant-list.ts';
import { FILTER_COMBOBOX_PROPS } from '../lib/combobox.ts';

type SelectData =
  | { value: string; label: string }[]
  | { group: string; items: { value: string; label: string }[] }[];

/** Tools grouped by their family («Клавишные», «Струнные»…) when there is more than one family. */
function groupedOptions(items: ReferenceItem[]): SelectData {
  const groups = new Map<string, { value: string; label: string }[]>();
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.Code)) continue;
    seen.add(item.Code);
    const group = item.TypeTranslate || item.Type || '';
    const list = groups.get(group) ?? [];
    list.push({ value: item.Code, label: item.Name });
    groups.set(group, list);
  }
  if (groups.size <= 1) return [...groups.values()].flat();
  return [...groups].map(([group, list]) => ({ group, items: list }));
}

/** The ten talents with their icons. */
export function TalentSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (code: string | null) => void;
}) {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation('common');
  const SelectedIcon = isTalentCode(value) ? TALENT_ICONS[value] : IconSparkles;
  return (
    <Select
      label={t('filters.talent')}
      placeholder={t('filters.anyTalent')}
      data={TALENT_CODES.map((code) => ({ value: code, label: tc(`talents.${code}.name`) }))}
      value={isTalentCode(value) ? value : null}
      onChange={onChange}
      clearable
      leftSection={<SelectedIcon size={18} stroke={1.7} aria-hidden />}
      renderOption={({ option }) => {
        const Icon = isTalentCode(option.value) ? TALENT_ICONS[option.value] : IconSparkles;
        return (
          <Group gap="xs" wrap="nowrap">
            <Icon size={18} stroke={1.7} aria-hidden />
            <Text size="sm">{option.label}</Text>
          </Group>
        );
      }}
      maxDropdownHeight={360}
      comboboxProps={FILTER_COMBOBOX_PROPS}
    />
  );
}

/**
 * The chosen talent's tools and styles from the glossary. Without a talent both wait for one; a
 * talent that keeps no tools (poet, producer) or no styles shows no such select.
 */
export function ToolStyleSelects({
  talantCode,
  toolCode,
  styleCode,
  onTool,
  onStyle,
}: {
  talantCode: string;
  toolCode: string;
  styleCode: string;
  onTool: (code: string | null) => void;
  onStyle: (code: string | null) => void;
}) {
  const { t, i18n } = useTranslation('search');
  const lang = toLang(i18n.language);
  const chosen = isTalentCode(talantCode);
  const talents = useTalentList(lang);
  const talent = talents.data?.find((item) => item.Code === talantCode);
  const hasTools = !talent || talent.ToolFieldKind !== null;
  const hasStyles = !talent || talent.ShowStyleFlag === 'Y';
  const tools = useToolList(lang, talantCode, chosen && hasTools);
  const styles = useStyleList(lang, talantCode, chosen && hasStyles);
  const hint = chosen ? undefined : t('filters.pickTalentFirst');

  return (
    <>
      {hasTools && (
        <Select
          label={talent?.ToolFieldLabel ?? t('filters.tool')}
          placeholder={t('filters.anyTool')}
          description={hint}
          data={groupedOptions(tools.data ?? [])}
          value={toolCode || null}
          onChange={onTool}
          disabled={!chosen}
          searchable
          clearable
          nothingFoundMessage={t('filters.nothingFound')}
          maxDropdownHeight={320}
          comboboxProps={FILTER_COMBOBOX_PROPS}
        />
      )}
      {hasStyles && (
        <Select
          label={t('filters.style')}
          placeholder={t('filters.anyStyle')}
          description={hint}
          data={groupedOptions(styles.data ?? [])}
          value={styleCode || null}
          onChange={onStyle}
          disabled={!chosen}
          searchable
          clearable
          nothingFoundMessage={t('filters.nothingFound')}
          maxDropdownHeight={320}
          comboboxProps={FILTER_COMBOBOX_PROPS}
        />
      )}
    </>
  );
}
