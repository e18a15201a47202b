import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SuggestField } from '../../features/search/components/suggest-field.tsx';

type SearchBoxProps = { autoFocus?: boolean; onSubmitted?: () => void };

/** Header search: goes to /search?q=… (spec section 2), with suggestions as the person types. */
export function SearchBox({ autoFocus, onSubmitted }: SearchBoxProps) {
  const { t } = useTranslation('nav');
  const navigate = useNavigate();
  const location = useLocation();
  const currentQuery =
    location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [value, setValue] = useState(currentQuery);

  useEffect(() => setValue(currentQuery), [currentQuery]);

  function go(text: string) {
    const query = text.trim();
    void navigate(query ? `/search?q=${encodeURIComponent(query)}` : '/search');
    onSubmitted?.();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(value);
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not known to every browser we support yet
    <form role="search" onSubmit={submit}>
      <SuggestField
        name="q"
        value={value}
        onChange={setValue}
        onSearch={go}
        label={t('header.searchLabel')}
        placeholder={t('header.searchPlaceholder')}
        clearLabel={t('header.clearSearch')}
        radius="xl"
        autoFocus={autoFocus}
      />
    </form>
  );
}
