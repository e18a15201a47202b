import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

export function SkipLink() {
  const { t } = useTranslation('nav');
  return (
    <a href="#main-content" className={classes.skip}>
      {t('skipToContent')}
    </a>
  );
}
