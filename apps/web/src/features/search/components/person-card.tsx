import { Avatar, Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconMapPin, IconMusic, IconPlaneDeparture, IconWifi } from '@tabler/icons-react';
import { serviceUnitSchema, toLang, type UserSearchResult } from '@talanty/contract';
import { type CSSProperties, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Hint } from '../../../components/hint.tsx';
import chipClasses from '../../../components/talent-chip.module.css';
import { chipColors, SMALL_CHIP_MIX, talentVisuals } from '../../../components/talent-visuals.ts';
import { displayNameOf, formatPrice } from '../../../lib/format.ts';
import { isTalentCode } from '../../../lib/talents.ts';
import classes from './person-card.module.css';

const MAX_TAGS = 4;

/** «от 3 000 ₽ / час» with the profile's price wording; a free lowest price reads «бесплатно». */
function usePriceFrom(price: UserSearchResult['PriceFrom']): string | null {
  const { t, i18n } = useTranslation('search');
  if (!price) return null;
  const unit = serviceUnitSchema.safeParse(price.Unit);
  const text = formatPrice(
    { cost: price.Cost, unit: unit.success ? unit.data : null, costByAgreeFlag: 'N' },
    toLang(i18n.language),
  );
  return price.Cost > 0 ? t('card.priceFrom', { price: text }) : text;
}

/** A talent with its icon and colour; the creative name under it shows as a tooltip. */
function TalentChip({ talent }: { talent: UserSearchResult['ListOfTalants'][number] }) {
  const { t } = useTranslation('common');
  const { icon: Icon, color } = talentVisuals(talent.Code);
  const label = isTalentCode(talent.Code) ? t(`talents.${talent.Code}.name`) : talent.Name;
  const badge = (
    <Badge
      size="sm"
      radius="sm"
      variant="light"
      color={color}
      className={`${chipClasses.chip} ${classes.talent}`}
      style={chipColors(color, SMALL_CHIP_MIX) as CSSProperties}
      leftSection={<Icon size={13} aria-hidden />}
    >
      {label}
      {talent.CreativeName && <VisuallyHidden> «{talent.CreativeName}»</VisuallyHidden>}
    </Badge>
  );
  if (!talent.CreativeName) return badge;
  return (
    <Hint label={talent.CreativeName} withArrow>
      {badge}
    </Hint>
  );
}

/** One person in the results; the whole card opens the profile. */
export function PersonCard({ person }: { person: UserSearchResult }) {
  const { t } = useTranslation(['search', 'common']);
  const id = useId();
  const nameId = `${id}-name`;
  const name = displayNameOf(person);
  const place = person.CityName ?? person.CountryName;
  const facts = [place, person.Age !== null ? t('search:card.age', { count: person.Age }) : null].filter(
    Boolean,
  );
  const tags = [...person.ListOfTools, ...person.ListOfStyles].slice(0, MAX_TAGS);
  const price = usePriceFrom(person.PriceFrom);
  const demo = person.DemoFlag === 'Y';
  // The link is named by the person; the rest of the card is its description.
  const described = [
    facts.length > 0 && `${id}-facts`,
    `${id}-details`,
    (price || person.AudioNum > 0) && `${id}-footer`,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Link
      to={`/@${person.NickName}`}
      className={classes.card}
      aria-labelledby={nameId}
      aria-describedby={described}
      data-demo={demo || undefined}
      data-testid="person-card"
    >
      <div className={classes.head}>
        <Avatar
          src={person.AvatarThumb}
          name={name}
          color="initials"
          size={56}
          radius="xl"
          alt=""
          className={classes.avatar}
          // A page of twenty cards: the pictures below the fold wait for a scroll, and the server's
          // render links none of them ahead of the page's styles and scripts.
          imageProps={{ loading: 'lazy' }}
        />
        <div className={classes.who}>
          <Text id={nameId} fw={650} className={classes.name} lineClamp={1}>
            {name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            @{person.NickName}
          </Text>
          {facts.length > 0 && (
            <Text id={`${id}-facts`} size="xs" c="dimmed" className={classes.place}>
              {place && <IconMapPin size={13} aria-hidden />}
              <span className={classes.placeText}>{facts.join(' · ')}</span>
            </Text>
          )}
        </div>
        {demo && (
          <Hint label={t('search:card.demoHint')} multiline w={240} withArrow>
            <Badge size="sm" radius="sm" variant="default" className={classes.demo}>
              {t('search:card.demo')}
              <VisuallyHidden>: {t('search:card.demoHint')}</VisuallyHidden>
            </Badge>
          </Hint>
        )}
      </div>

      <div id={`${id}-details`} className={classes.details}>
        {person.ListOfTalants.length > 0 && (
          <Group gap={6} className={classes.talents}>
            {person.ListOfTalants.map((talent) => (
              <TalentChip key={talent.Code} talent={talent} />
            ))}
          </Group>
        )}
        {tags.length > 0 && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {tags.map((tag) => tag.Name).join(' · ')}
          </Text>
        )}
        {(person.TripFlag === 'Y' || person.RemoteFlag === 'Y') && (
          <Group gap={12}>
            {person.TripFlag === 'Y' && (
              <Text size="xs" className={classes.flag} title={t('search:card.tripHint')}>
                <IconPlaneDeparture size={14} aria-hidden />
                {t('search:card.trip')}
              </Text>
            )}
            {person.RemoteFlag === 'Y' && (
              <Text size="xs" className={classes.flag} title={t('search:card.remoteHint')}>
                <IconWifi size={14} aria-hidden />
                {t('search:card.remote')}
              </Text>
            )}
          </Group>
        )}
      </div>

      {(price || person.AudioNum > 0) && (
        <div id={`${id}-footer`} className={classes.footer}>
          {price ? (
            <Text size="sm" fw={650} className={classes.price}>
              {price}
            </Text>
          ) : (
            <span />
          )}
          {person.AudioNum > 0 && (
            <Text size="xs" c="dimmed" className={classes.flag}>
              <IconMusic size={14} aria-hidden />
              {t('search:card.tracks', { count: person.AudioNum })}
            </Text>
          )}
        </div>
      )}
    </Link>
  );
}
