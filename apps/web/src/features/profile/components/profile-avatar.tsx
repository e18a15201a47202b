import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hashOf, initials } from '../../../lib/format.ts';
import classes from './profile-avatar.module.css';

/** Two-stop gradients that keep white initials readable in both colour schemes. */
const TONES = [
  ['#7e2bcd', '#e64980'],
  ['#1c7ed6', '#7048e8'],
  ['#0ca678', '#1098ad'],
  ['#f76707', '#e8590c'],
  ['#d6336c', '#ae3ec9'],
  ['#4263eb', '#15aabf'],
  ['#5f3dc4', '#c2255c'],
  ['#2b8a3e', '#5c940d'],
] as const;

type ProfileAvatarProps = {
  name: string;
  nickName: string;
  src: string | null;
  neon: boolean;
};

/** The profile photo, or initials on the person's own colour; a neon ring when they turned it on. */
export function ProfileAvatar({ name, nickName, src, neon }: ProfileAvatarProps) {
  const { t } = useTranslation('profile');
  const [broken, setBroken] = useState(false);
  const [from, to] = TONES[hashOf(nickName) % TONES.length]!;
  const showImage = src && !broken;
  return (
    <div
      className={`${classes.root} ${neon ? classes.neon : ''}`}
      data-neon={neon ? 'Y' : 'N'}
      data-testid="profile-avatar"
    >
      <div
        className={classes.face}
        style={{ '--avatar-tone': `linear-gradient(135deg, ${from}, ${to})` } as CSSProperties}
      >
        {showImage ? (
          <img
            className={classes.image}
            src={src}
            alt={t('hero.avatarAlt', { name })}
            width={512}
            height={512}
            onError={() => setBroken(true)}
          />
        ) : (
          <span className={classes.initials} role="img" aria-label={t('hero.avatarAlt', { name })}>
            {initials(name)}
          </span>
        )}
      </div>
    </div>
  );
}
