import type { ServiceKind } from '@talanty/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ServiceForm, type ServiceFormResult, validateService } from './service-form.tsx';

const kinds: ServiceKind[] = [
  {
    Code: 'CONCERT',
    Name: 'Концерт, выступление',
    Type: 'PERFORMANCE',
    TypeTranslate: 'Выступления',
    TalantCode: 'MUS',
    Unit: 'session',
  },
  {
    Code: 'LESSONS',
    Name: 'Уроки игры на инструменте',
    Type: 'TEACHING',
    TypeTranslate: 'Обучение',
    TalantCode: 'MUS',
    Unit: 'hour',
  },
];

function renderForm(initial?: Parameters<typeof ServiceForm>[0]['initial']) {
  const onSubmit = vi.fn(async (_: ServiceFormResult) => undefined);
  renderWithProviders(
    <ServiceForm kinds={kinds} taken={[]} initial={initial} onSubmit={onSubmit} onCancel={() => {}} />,
  );
  return onSubmit;
}

const priced = {
  serviceId: '01a20140-0f61-7a1a-9a6b-6bec6346bd64',
  serviceCode: 'CONCERT',
  serviceName: 'Концерт, выступление',
  cost: 5000,
  unit: 'session' as const,
  costByAgreeFlag: 'N' as const,
};

describe('the service form rules (spec section 5)', () => {
  it('requires a cost and a unit unless the price is by agreement', () => {
    expect(validateService({ serviceCode: 'CONCERT', cost: '', unit: null, costByAgree: false })).toEqual({
      cost: 'COST_MISSING',
      unit: 'UNIT_MISSING',
    });
    expect(validateService({ serviceCode: 'CONCERT', cost: '', unit: null, costByAgree: true })).toEqual({});
    expect(validateService({ serviceCode: null, cost: 100, unit: 'hour', costByAgree: false })).toEqual({
      serviceCode: 'SERVICE_REQUIRED',
    });
  });

  it('takes whole roubles from 0 to 10 000 000', () => {
    const base = { serviceCode: 'CONCERT', unit: 'hour' as const, costByAgree: false };
    expect(validateService({ ...base, cost: 0 })).toEqual({});
    expect(validateService({ ...base, cost: 10_000_000 })).toEqual({});
    expect(validateService({ ...base, cost: 10_000_001 })).toEqual({ cost: 'INVALID_COST' });
    expect(validateService({ ...base, cost: 12.5 })).toEqual({ cost: 'INVALID_COST' });
    expect(validateService({ ...base, cost: -1 })).toEqual({ cost: 'INVALID_COST' });
  });

  it('shows «cost required» at the field and does not submit without a cost', async () => {
    const onSubmit = renderForm({ ...priced, cost: null, unit: null });
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Укажите стоимость или отметьте «по договорённости»')).toBeInTheDocument();
    expect(screen.getByText('Выберите, за что эта цена')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('blanks and disables cost and unit when the price is by agreement, and sends them empty', async () => {
    const onSubmit = renderForm(priced);
    const cost = screen.getByRole('textbox', { name: /Стоимость/ });
    expect(cost).toHaveValue('5 000');

    fireEvent.click(screen.getByRole('checkbox', { name: /Цена по договорённости/ }));
    await waitFor(() => expect(cost).toHaveValue(''));
    expect(cost).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /За что/ })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      serviceCode: 'CONCERT',
      cost: null,
      unit: null,
      costByAgreeFlag: 'Y',
    });
  });

  it('sends a priced service with its cost and unit', async () => {
    const onSubmit = renderForm(priced);
    const cost = screen.getByRole('textbox', { name: /Стоимость/ });
    await userEvent.clear(cost);
    await userEvent.type(cost, '7500');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      serviceCode: 'CONCERT',
      cost: 7500,
      unit: 'session',
      costByAgreeFlag: 'N',
    });
  });
});
