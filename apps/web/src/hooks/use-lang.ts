import { useTranslation } from 'react-i18next';

/** The interface language, which the api client also sends as Accept-Language. */
export function useLang(): 'ru' | 'en' {
  return useTranslation().i18n.language === 'en' ? 'en' : 'ru';
}
