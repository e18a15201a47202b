import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import classes from './navigation-progress.module.css';

/** A thin bar under the header while a lazy route or a guard is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.bar} role="progressbar" aria-label={t('loading')} />;
}
