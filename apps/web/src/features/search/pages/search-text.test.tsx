import type { Understood } from '@talanty/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderApp } from '../../../test/render.tsx';
import { withoutWords } from '../lib/search-params.ts';
import { bodiesSent, peoplePage, personFixture, SEARCH_PATHS, stubSearchFetch } from '../test-fixtures.ts';

afterEach(async () => {
  await changeLanguage('ru');
});

const SINGER: Understood = {
  kind: 'talent',
  codes: ['SNG'],
  name: 'Вокалистка',
  text: 'вокалистка',
  sex: 'F',
};
const KAZAN: Understood = { kind: 'city', codes: ['551487'], name: 'Казань', text: 'Казани', sex: null };

/** The server's reading of a text: the singer and Kazan in «вокалистка из Казани». */
const understoodAnswer = (body: Record<string, unknown>) => {
  const q = String(body.q ?? '');
  const understood = [
    ...(q.includes('вокалистка') ? [SINGER] : []),
    ...(q.includes('Казани') ? [KAZAN] : []),
  ];
  return peoplePage([personFixture()], 1, null, { understood, text: null, sort: 'newest' });
};

describe('words understood as filters', { timeout: 20_000 }, () => {
  it('shows them as chips; × takes the words (and a hanging «из») out of the text and searches again', async () => {
    const fetchMock = stubSearchFetch({ [SEARCH_PATHS.people]: understoodAnswer });
    const user = userEvent.setup();
    const { router } = renderApp(`/search?q=${encodeURIComponent('вокалистка из Казани')}`);
    await screen.findAllByTestId('person-card');
    const chips = await screen.findByRole('list', { name: 'Выбранные фильтры' });
    expect(await within(chips).findByText('Вокалистка')).toBeInTheDocument();
    expect(within(chips).getByText('Казань')).toBeInTheDocument();

    await user.click(within(chips).getByRole('button', { name: 'Убрать фильтр «Казань»' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('q')).toBe('вокалистка'),
    );
    await waitFor(() =>
      expect(bodiesSent(fetchMock, SEARCH_PATHS.people).at(-1)).toMatchObject({ q: 'вокалистка' }),
    );
    expect(screen.getByRole('combobox', { name: 'Кого или что вы ищете' })).toHaveValue('вокалистка');
    await waitFor(() => expect(within(chips).queryByText('Казань')).not.toBeInTheDocument());
  });

  it('«Сбросить всё» drops the understood words with the other filters and keeps the rest of the text', async () => {
    stubSearchFetch({
      [SEARCH_PATHS.people]: (body) =>
        peoplePage([personFixture()], 1, null, {
          understood: String(body.q).includes('диджей')
            ? [{ kind: 'talent', codes: ['DJ'], name: 'Диджей', text: 'диджей', sex: null }]
            : [],
          text: String(body.q).includes('Макс') ? 'Макс' : null,
        }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/search?q=${encodeURIComponent('диджей Макс')}&sex=M`);
    const chips = await screen.findByRole('list', { name: 'Выбранные фильтры' });
    expect(await within(chips).findByText('Диджей')).toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: 'Сбросить всё' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=%D0%9C%D0%B0%D0%BA%D1%81'));
  });

  it('removes exactly the quoted words', () => {
    expect(withoutWords('вокалистка из Казани', 'Казани')).toBe('вокалистка');
    expect(withoutWords('вокалистка из Казани', 'вокалистка')).toBe('из Казани');
    expect(withoutWords('guitar teacher in London', 'London')).toBe('guitar teacher');
    expect(withoutWords('рок', 'рок')).toBe('');
    expect(withoutWords('рок', 'джаз')).toBe('рок');
  });
});

describe('the order', { timeout: 20_000 }, () => {
  it('sends the chosen order and keeps it in the address; «ближе ко мне» only for members', async () => {
    const fetchMock = stubSearchFetch({ [SEARCH_PATHS.people]: peoplePage([personFixture()]) });
    const user = userEvent.setup();
    const { router } = renderApp('/search');
    await screen.findAllByTestId('person-card');
    const select = screen.getByRole('combobox', { name: 'Сортировка' });
    expect(within(select).queryByRole('option', { name: 'Ближе к моему городу' })).not.toBeInTheDocument();
    await user.selectOptions(select, 'price');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('price'));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, SEARCH_PATHS.people).at(-1)).toMatchObject({ sort: 'price' }),
    );
  });

  it('shows the order the server applied when none is chosen: all words understood, the newest first', async () => {
    stubSearchFetch({
      [SEARCH_PATHS.people]: (body) =>
        peoplePage([personFixture()], 1, null, {
          understood: String(body.q).includes('диджей')
            ? [{ kind: 'talent', codes: ['DJ'], name: 'Диджей', text: 'диджей', sex: null }]
            : [],
          text: String(body.q).includes('диджей') ? null : String(body.q),
          sort: String(body.q).includes('диджей') ? 'newest' : 'relevance',
        }),
    });
    renderApp(`/search?q=${encodeURIComponent('диджей')}`);
    await screen.findAllByTestId('person-card');
    const select = screen.getByRole('combobox', { name: 'Сортировка' });
    await waitFor(() => expect(select).toHaveValue('newest'));
  });

  it('shows «по релевантности» for a text the server searched as text', async () => {
    stubSearchFetch({
      [SEARCH_PATHS.people]: peoplePage([personFixture()], 1, null, {
        understood: [],
        text: 'анна',
        sort: 'relevance',
      }),
    });
    renderApp('/search?q=анна');
    await screen.findAllByTestId('person-card');
    expect(screen.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('relevance');
  });

  it('does not send the people’s orders to the track search', async () => {
    const fetchMock = stubSearchFetch({
      [SEARCH_PATHS.people]: peoplePage([personFixture()]),
      [SEARCH_PATHS.audio]: {
        body: { rowNum: 0, nextCursor: null, understood: [], text: null, sort: 'newest', ListOfFiles: [] },
      },
    });
    renderApp('/search?tab=audio&sort=price');
    await waitFor(() => expect(bodiesSent(fetchMock, SEARCH_PATHS.audio).length).toBeGreaterThan(0));
    expect(bodiesSent(fetchMock, SEARCH_PATHS.audio).at(-1)).not.toHaveProperty('sort');
  });
});

describe('suggestions', { timeout: 20_000 }, () => {
  const items = [
    {
      kind: 'person',
      label: 'Константин Клавиров',
      detail: '@nnpiano',
      code: null,
      nickName: 'nnpiano',
      avatarThumb: null,
      query: 'кон',
    },
    {
      kind: 'city',
      label: 'Казань',
      detail: 'Россия',
      code: '551487',
      nickName: null,
      avatarThumb: null,
      query: 'вокалистка из Казань',
    },
  ];

  it('lists people and words as the person types; the keyboard picks a word and searches it', async () => {
    const fetchMock = stubSearchFetch({
      [SEARCH_PATHS.people]: peoplePage([personFixture()]),
      '/api/search/getSuggestions': { body: { items } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/search');
    await screen.findAllByTestId('person-card');
    const field = screen.getByRole('combobox', { name: 'Кого или что вы ищете' });
    await user.type(field, 'вокалистка из каз');
    expect(await screen.findByText('Константин Клавиров', {}, { timeout: 5000 })).toBeInTheDocument();
    const list = screen.getByRole('listbox', { name: 'Подсказки' });
    expect(within(list).getByText('Город · Россия')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, '/api/search/getSuggestions').at(-1)).toMatchObject({ languageCode: 'ru' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('q')).toBe('вокалистка из Казань'),
    );
    expect(field).toHaveValue('вокалистка из Казань');
  });

  it('opens a person’s profile when they are picked', async () => {
    stubSearchFetch({
      [SEARCH_PATHS.people]: peoplePage([personFixture()]),
      '/api/search/getSuggestions': { body: { items } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/search');
    await screen.findAllByTestId('person-card');
    await user.type(screen.getByRole('combobox', { name: 'Кого или что вы ищете' }), 'кон');
    await user.click(await screen.findByText('Константин Клавиров', {}, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/@nnpiano'));
  });

  it('offers them under the header’s search box too', async () => {
    stubSearchFetch({ '/api/search/getSuggestions': { body: { items } } });
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const box = (await screen.findAllByRole('combobox', { name: 'Поиск талантов' }))[0]!;
    await user.type(box, 'каз');
    await user.click(await screen.findByText('Казань', {}, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('вокалистка из Казань');
  });
});
