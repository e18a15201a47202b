import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PriceList } from './price-list.tsx';

const services = [
  {
    serviceId: '1',
    serviceCode: 'VOCAL_LESSONS',
    serviceName: 'Уроки вокала',
    cost: 5000,
    unit: 'hour',
    costByAgreeFlag: 'N',
  },
  {
    serviceId: '2',
    serviceCode: 'CONCERT',
    serviceName: 'Концерт',
    cost: null,
    unit: null,
    costByAgreeFlag: 'Y',
  },
  {
    serviceId: '3',
    serviceCode: 'SESSION_RECORDING',
    serviceName: 'Запись',
    cost: 12000,
    unit: 'composition',
    costByAgreeFlag: 'N',
  },
] as const;

/** What a reader sees, with no-break spaces read as spaces. */
const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent?.replace(/\u00a0/g, ' '));

describe('the price list', () => {
  it('shows each service with its price as «5 000 ₽ / час» or «по договорённости»', () => {
    renderWithProviders(
      <>
        <h4 id="services">Услуги</h4>
        <PriceList services={[...services]} labelId="services" />
      </>,
    );
    const list = screen.getByRole('list', { name: 'Услуги' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(shown()).toEqual([
      'Уроки вокала5 000 ₽ / час',
      'Концертпо договорённости',
      'Запись12 000 ₽ / композиция',
    ]);
  });

  it('switches units and number format with the language', async () => {
    renderWithProviders(<PriceList services={[...services]} labelId="services" />);
    await act(() => changeLanguage('en'));
    expect(shown()).toEqual([
      'Уроки вокала5,000 ₽ / hour',
      'Концертnegotiable',
      'Запись12,000 ₽ / composition',
    ]);
    await act(() => changeLanguage('ru'));
  });
});
