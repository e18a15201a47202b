import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

type SearchBoxProps = { autoFocus?: boolean; onSubmitted?: () => void };

/** Header search: goes to /search?q=… (spec section 2). */
export function SearchBox({ autoFocus, onSubmitted }: SearchBoxProps) {
  const { t } = useTranslation('nav');
  const navigate = useNavigate();
  const location = useLocation();
  const currentQuery =
    location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [value, setValue] = useState(currentQuery);

  useEffect(() => setValue(currentQuery), [currentQuery]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = value.trim();
    void navigate(query ? `/search?q=${encodeURIComponent(query)}` : '/search');
    onSubmitted?.();
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not known to every browser we support yet
    <form role="search" onSubmit={submit}>
      <TextInput
        type="search"
        name="q"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        aria-label={t('header.searchLabel')}
        placeholder={t('header.searchPlaceholder')}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={
          value ? (
            <CloseButton size="sm" aria-label={t('header.clearSearch')} onClick={() => setValue('')} />
          ) : undefined
        }
        radius="xl"
        size="md"
        autoComplete="off"
        enterKeyHint="search"
        data-autofocus={autoFocus || undefined}
      />
    </form>
  );
}
