import { describe, expect, it } from 'vitest';
import { formatMonthYear, formatPlace, formatPrice, formatRoubles, initials } from './format.ts';

const NBSP = '\u00a0';

describe('prices', () => {
  it('writes roubles with Russian grouping and a no-break space before the sign', () => {
    expect(formatRoubles(5000, 'ru')).toBe(`5${NBSP}000${NBSP}₽`);
    expect(formatRoubles(1_250_000, 'ru')).toBe(`1${NBSP}250${NBSP}000${NBSP}₽`);
    expect(formatRoubles(5000, 'en')).toBe(`5,000${NBSP}₽`);
  });

  it('adds the unit in the reader’s language', () => {
    const hour = { cost: 5000, unit: 'hour', costByAgreeFlag: 'N' } as const;
    expect(formatPrice(hour, 'ru')).toBe(`5${NBSP}000${NBSP}₽ / час`);
    expect(formatPrice(hour, 'en')).toBe(`5,000${NBSP}₽ / hour`);
    expect(formatPrice({ cost: 800, unit: 'composition', costByAgreeFlag: 'N' }, 'ru')).toBe(
      `800${NBSP}₽ / композиция`,
    );
    expect(formatPrice({ cost: 30000, unit: 'day', costByAgreeFlag: 'N' }, 'ru')).toBe(
      `30${NBSP}000${NBSP}₽ / день`,
    );
    expect(formatPrice({ cost: 4000, unit: 'session', costByAgreeFlag: 'N' }, 'en')).toBe(
      `4,000${NBSP}₽ / session`,
    );
  });

  it('says «по договорённости» when the price is by agreement, whatever cost is stored', () => {
    expect(formatPrice({ cost: null, unit: null, costByAgreeFlag: 'Y' }, 'ru')).toBe('по договорённости');
    expect(formatPrice({ cost: 100, unit: 'hour', costByAgreeFlag: 'Y' }, 'en')).toBe('negotiable');
    expect(formatPrice({ cost: 0, unit: 'hour', costByAgreeFlag: 'N' }, 'ru')).toBe('бесплатно');
  });
});

describe('facts', () => {
  it('names the city and country once each, the region only without a city', () => {
    const none = {
      CountryCode: null,
      CountryName: null,
      RegionCode: null,
      RegionName: null,
      CityCode: null,
      CityName: null,
    };
    expect(formatPlace({ ...none, CityName: 'Москва', RegionName: 'Москва', CountryName: 'Россия' })).toBe(
      'Москва, Россия',
    );
    expect(formatPlace({ ...none, RegionName: 'Татарстан', CountryName: 'Россия' })).toBe(
      'Татарстан, Россия',
    );
    expect(formatPlace(none)).toBeUndefined();
  });

  it('writes the month in the genitive after «с» in Russian', () => {
    expect(formatMonthYear('2024-03-05T10:00:00Z', 'ru')).toBe('марта 2024');
    expect(formatMonthYear('2024-03-05T10:00:00Z', 'en')).toBe('March 2024');
  });

  it('takes initials from the first two words', () => {
    expect(initials('Анна Соколова')).toBe('АС');
    expect(initials('ivan')).toBe('I');
    expect(initials('dj.shadow_77')).toBe('DS');
  });
});
