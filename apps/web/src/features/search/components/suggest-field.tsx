import { Avatar, CloseButton, Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type Icon,
  IconBriefcase,
  IconGuitarPick,
  IconMapPin,
  IconMusic,
  IconSearch,
  IconSparkles,
} from '@tabler/icons-react';
import { type SearchSuggestion, toLang } from '@talanty/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSuggestions } from '../api/get-suggestions.ts';
import classes from './suggest-field.module.css';

const KIND_ICONS: Record<Exclude<SearchSuggestion['kind'], 'person'>, Icon> = {
  talent: IconSparkles,
  tool: IconGuitarPick,
  style: IconMusic,
  service: IconBriefcase,
  city: IconMapPin,
};

const optionValue = (item: SearchSuggestion, index: number) =>
  `${index}:${item.kind}:${item.nickName ?? item.query}`;

/**
 * A search text field with suggestions as the person types (people, talents and other glossary
 * words, cities): arrows move through them, Enter picks one (or searches the text when none is
 * chosen), Escape closes the list. A person opens their profile; a word completes the text and
 * searches it (`onSearch`).
 */
export function SuggestField({
  value,
  onChange,
  onSearch,
  label,
  placeholder,
  clearLabel,
  radius = 'md',
  className,
  autoFocus,
  name,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Search this text now (Enter without a suggestion, or a word picked). */
  onSearch: (value: string) => void;
  label: string;
  placeholder: string;
  clearLabel: string;
  radius?: 'md' | 'xl';
  className?: string;
  autoFocus?: boolean;
  name?: string;
}) {
  const { t, i18n } = useTranslation('search');
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [debounced] = useDebouncedValue(value, 150);
  const suggestions = useSuggestions(debounced, toLang(i18n.language));
  const items = [...value.trim()].length >= 2 ? (suggestions.data?.items ?? []) : [];

  function pick(picked: string) {
    const item = items.find((it, i) => optionValue(it, i) === picked);
    combobox.closeDropdown();
    if (!item) return;
    if (item.kind === 'person' && item.nickName) {
      void navigate(`/@${item.nickName}`);
      return;
    }
    onChange(item.query);
    onSearch(item.query);
  }

  const options = items.map((item, index) => {
    const KindIcon = item.kind === 'person' ? null : KIND_ICONS[item.kind];
    const leading: ReactNode =
      item.kind === 'person' ? (
        <Avatar src={item.avatarThumb} size={28} radius="xl" name={item.label} color="initials" alt="" />
      ) : KindIcon ? (
        <span className={classes.kindIcon} aria-hidden>
          <KindIcon size={16} />
        </span>
      ) : null;
    return (
      <Combobox.Option value={optionValue(item, index)} key={optionValue(item, index)} data-kind={item.kind}>
        <Group gap="sm" wrap="nowrap">
          {leading}
          <div className={classes.text}>
            <Text size="sm" fw={500} lineClamp={1}>
              {item.label}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {item.detail ? `${t(`suggest.${item.kind}`)} · ${item.detail}` : t(`suggest.${item.kind}`)}
            </Text>
          </div>
        </Group>
      </Combobox.Option>
    );
  });

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal position="bottom-start">
      <Combobox.Target withExpandedAttribute>
        <TextInput
          type="search"
          name={name}
          className={className}
          aria-label={label}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            // Enter with no suggestion chosen searches the text as typed.
            if (event.key === 'Enter' && combobox.getSelectedOptionIndex() < 0) {
              event.preventDefault();
              combobox.closeDropdown();
              onSearch(value);
            }
          }}
          leftSection={<IconSearch size={18} aria-hidden />}
          rightSection={
            value ? (
              <CloseButton
                size="sm"
                aria-label={clearLabel}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  onChange('');
                  combobox.closeDropdown();
                }}
              />
            ) : undefined
          }
          size="md"
          radius={radius}
          autoComplete="off"
          enterKeyHint="search"
          data-autofocus={autoFocus || undefined}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={options.length === 0} aria-label={t('suggest.label')}>
        <Combobox.Options aria-label={t('suggest.label')}>{options}</Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
