import { Text } from '@mantine/core';
import { type TalentService, toLang } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format.ts';
import classes from './price-list.module.css';

/** A talent's services with their prices, like a menu: «Уроки вокала …… 3 000 ₽ / час». */
export function PriceList({ services, labelId }: { services: TalentService[]; labelId: string }) {
  const { i18n } = useTranslation('profile');
  const lang = toLang(i18n.language);
  return (
    <ul className={classes.list} aria-labelledby={labelId}>
      {services.map((service) => {
        const byAgreement = service.costByAgreeFlag === 'Y' || service.cost === null;
        return (
          <li key={service.serviceId} className={classes.item}>
            <Text component="span" size="sm" className={classes.name}>
              {service.serviceName}
            </Text>
            <Text
              component="span"
              size="sm"
              className={`${classes.price} ${byAgreement ? classes.agreement : ''}`}
              data-testid="service-price"
            >
              {formatPrice(service, lang)}
            </Text>
          </li>
        );
      })}
    </ul>
  );
}
