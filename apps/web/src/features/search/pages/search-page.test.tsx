import { SEARCH_ROW_NUM_MAX } from '@talanty/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../../lib/i18n.ts';
import { player } from '../../../shared/player/player-store.ts';
import { stubMediaElement } from '../../../shared/player/test-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import {
  bodiesSent,
  filesPage,
  peoplePage,
  personFixture,
  photoResult,
  SEARCH_PATHS,
  stubSearchFetch,
  trackResult,
  videoResult,
} from '../test-fixtures.ts';

afterEach(async () => {
  player.close();
  await changeLanguage('ru');
});

describe('the count line', { timeout: 20_000 }, () => {
  const count = (lang: 'ru' | 'en', key: 'people' | 'audio' | 'media' | 'image', n: number) =>
    i18n.getFixedT(lang, 'search')(`count.${key}`, { count: n, total: String(n) });

  it('uses the Russian plural forms', () => {
    expect(count('ru', 'people', 1)).toBe('Найден 1 человек');
    expect(count('ru', 'people', 3)).toBe('Найдено 3 человека');
    expect(count('ru', 'people', 124)).toBe('Найдено 124 человека');
    expect(count('ru', 'people', 5)).toBe('Найдено 5 человек');
    expect(count('ru', 'people', 11)).toBe('Найдено 11 человек');
    expect(count('ru', 'people', 21)).toBe('Найден 21 человек');
    expect(count('ru', 'audio', 22)).toBe('Найдено 22 трека');
    expect(count('ru', 'audio', 25)).toBe('Найдено 25 треков');
    expect(count('ru', 'image', 1)).toBe('Найдена 1 фотография');
    expect(count('ru', 'image', 7)).toBe('Найдено 7 фотографий');
  });

  it('shows a count the server stopped at with a plus', async () => {
    stubSearchFetch({ [SEARCH_PATHS.people]: peoplePage([personFixture()], SEARCH_ROW_NUM_MAX, 'next') });
    renderApp('/search');
    const number = new Intl.NumberFormat('ru-RU').format(SEARCH_ROW_NUM_MAX).replace(/\s/g, ' ');
    const shown = `Найдено ${number}+ человек`;
    await waitFor(() => expect(screen.getByTestId('search-count')).toHaveTextContent(shown));
  });

  it('uses the English ones', () => {
    expect(count('en', 'people', 1)).toBe('1 person found');
    expect(count('en', 'people', 124)).toBe('124 people found');
    expect(count('en', 'audio', 1)).toBe('1 track found');
    expect(count('en', 'media', 2)).toBe('2 videos and photos found');
  });
});

describe('the search page', { timeout: 20_000 }, () => {
  it('shows the people found by the URL’s filters as cards linking to their profiles', async () => {
    const fetchMock = stubSearchFetch({
      [SEARCH_PATHS.people]: peoplePage(
        [
          personFixture(),
          personFixture({ NickName: 'demo.ivan', FirstName: null, LastName: null, DemoFlag: 'Y' }),
        ],
        987,
      ),
    });
    renderApp('/search?talantCode=SNG&cityCode=MOW&city=Москва&ageMin=18');

    expect(await screen.findByRole('heading', { level: 1, name: 'Поиск' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('search-count')).toHaveTextContent('Найдено 987 человек'));
    const cards = screen.getAllByTestId('person-card');
    expect(cards).toHaveLength(2);
    const anna = screen.getByRole('link', { name: 'Анна Соколова' });
    expect(anna).toHaveAttribute('href', '/@anna.sol');
    expect(anna).toHaveTextContent('Москва · 27 лет');
    expect(anna).toHaveTextContent('от 3 000 ₽ / час');
    expect(anna).toHaveTextContent('12 треков');
    expect(anna).toHaveTextContent('Вокалист');
    expect(within(anna).queryByText('Демо')).not.toBeInTheDocument();
    // No first or last name: the nickname names the card; demo content says it is demo.
    const demo = screen.getByRole('link', { name: 'demo.ivan' });
    expect(within(demo).getByText('Демо')).toBeInTheDocument();

    // Only the spec's filters are sent: the city's display name stays in the URL.
    expect(bodiesSent(fetchMock, SEARCH_PATHS.people)[0]).toEqual({
      talantCode: 'SNG',
      cityCode: 'MOW',
      ageMin: '18',
      languageCode: 'ru',
    });
    const chips = screen.getByRole('list', { name: 'Выбранные фильтры' });
    expect(within(chips).getByText('Вокалист')).toBeInTheDocument();
    expect(within(chips).getByText('Москва')).toBeInTheDocument();
    expect(within(chips).getByText('от 18 лет')).toBeInTheDocument();
  });

  it('removes a filter with its chip and resets them all', async () => {
    const fetchMock = stubSearchFetch({ [SEARCH_PATHS.people]: peoplePage([personFixture()]) });
    const user = userEvent.setup();
    const { router } = renderApp('/search?q=Анна&talantCode=SNG&sex=F');
    await screen.findAllByTestId('person-card');

    await user.click(screen.getByRole('button', { name: 'Убрать фильтр «Женщины»' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=%D0%90%D0%BD%D0%BD%D0%B0&talantCode=SNG'),
    );
    await user.click(screen.getByRole('button', { name: 'Сбросить всё' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=%D0%90%D0%BD%D0%BD%D0%B0'));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, SEARCH_PATHS.people).at(-1)).toEqual({ q: 'Анна', languageCode: 'ru' }),
    );
    expect(screen.queryByRole('list', { name: 'Выбранные фильтры' })).not.toBeInTheDocument();

    // Back walks the refinements.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toContain('talantCode=SNG');
  });

  it('debounces typing into the URL and sends the text', async () => {
    const fetchMock = stubSearchFetch({ [SEARCH_PATHS.people]: peoplePage([personFixture()]) });
    const user = userEvent.setup();
    const { router } = renderApp('/search');
    await screen.findAllByTestId('person-card');

    await user.type(screen.getByRole('combobox', { name: 'Кого или что вы ищете' }), 'анна');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('анна'));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, SEARCH_PATHS.people).at(-1)).toMatchObject({ q: 'анна' }),
    );
  });

  it('says an age out of range under its field and does not send it', async () => {
    const fetchMock = stubSearchFetch({ [SEARCH_PATHS.people]: peoplePage([personFixture()]) });
    const user = userEvent.setup();
    const { router } = renderApp('/search');
    await screen.findAllByTestId('person-card');

    await user.type(screen.getByRole('textbox', { name: 'Возраст от' }), '30');
    await waitFor(() => expect(router.state.location.search).toBe('?ageMin=30'));
    await user.type(screen.getByRole('textbox', { name: 'Возраст до' }), '20');
    expect(await screen.findByText('«До» меньше, чем «от»')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?ageMin=30');
    await user.clear(screen.getByRole('textbox', { name: 'Возраст от' }));
    await user.type(screen.getByRole('textbox', { name: 'Возраст от' }), '7');
    expect(await screen.findByText('От 14 до 100 лет')).toBeInTheDocument();
    // The bad "from" is not sent; the "to" alone is fine now.
    await waitFor(() => expect(router.state.location.search).toBe('?ageMax=20'));
    const bodies = bodiesSent(fetchMock, SEARCH_PATHS.people);
    expect(bodies.some((body) => body.ageMin === '30' && body.ageMax === '20')).toBe(false);
    expect(bodies.some((body) => body.ageMin === '7')).toBe(false);
  });

  it('offers the chosen talent’s tools and styles, and a new talent clears them', async () => {
    stubSearchFetch({ [SEARCH_PATHS.people]: peoplePage([personFixture()]) });
    const user = userEvent.setup();
    const { router } = renderApp('/search?talantCode=MUS&toolCode=GUITAR&styleCode=JAZZ');
    await screen.findAllByTestId('person-card');
    const chips = screen.getByRole('list', { name: 'Выбранные фильтры' });
    expect(await within(chips).findByText('Гитара')).toBeInTheDocument();
    expect(await within(chips).findByText('Джаз')).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Инструменты' })).toBeEnabled();

    await user.click(screen.getByRole('combobox', { name: 'Талант' }));
    await user.click(await screen.findByRole('option', { name: 'Поэт' }));
    await waitFor(() => expect(router.state.location.search).toBe('?talantCode=SWR'));
    // A poet keeps no tools: the select is gone, the style stays.
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: 'Инструменты' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('combobox', { name: 'Стиль' })).toBeEnabled();
  });

  it('asks for the next page with the cursor', async () => {
    const fetchMock = stubSearchFetch({
      [SEARCH_PATHS.people]: (body) =>
        body.cursor === 'cursor-1'
          ? peoplePage([personFixture({ NickName: 'boris', FirstName: 'Борис', LastName: null })], 2)
          : peoplePage([personFixture()], 2, 'cursor-1'),
    });
    const user = userEvent.setup();
    renderApp('/search?sex=F');
    await screen.findAllByTestId('person-card');

    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByRole('link', { name: 'Борис' })).toBeInTheDocument();
    expect(screen.getAllByTestId('person-card')).toHaveLength(2);
    const bodies = bodiesSent(fetchMock, SEARCH_PATHS.people);
    expect(bodies[0]).toEqual({ sex: 'F', languageCode: 'ru' });
    expect(bodies[1]).toEqual({ sex: 'F', languageCode: 'ru', cursor: 'cursor-1' });
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('says when nobody was found and resets the filters', async () => {
    const fetchMock = stubSearchFetch({ [SEARCH_PATHS.people]: peoplePage([]) });
    const user = userEvent.setup();
    const { router } = renderApp('/search?talantCode=DJ&sex=M');
    const empty = await screen.findByTestId('search-empty');
    expect(within(empty).getByRole('heading', { name: 'Никого не нашли' })).toBeInTheDocument();
    expect(screen.getByTestId('search-count')).toHaveTextContent('Ничего не найдено');

    await user.click(within(empty).getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, SEARCH_PATHS.people).at(-1)).toEqual({ languageCode: 'ru' }),
    );
  });

  it('shows a failure with «Повторить» and tries again', async () => {
    let fail = true;
    stubSearchFetch({
      [SEARCH_PATHS.people]: () =>
        fail
          ? { status: 500, body: { status: 500, code: 'INTERNAL', message: 'Сервер недоступен' } }
          : peoplePage([personFixture()]),
    });
    const user = userEvent.setup();
    renderApp('/search');
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(within(alert).getByText('Не удалось выполнить поиск')).toBeInTheDocument();
    expect(within(alert).getByText('Сервер недоступен')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: 'Анна Соколова' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a hand-edited filter and keeps the page usable', async () => {
    const fetchMock = stubSearchFetch({
      [SEARCH_PATHS.people]: (body) =>
        body.ageMin
          ? {
              status: 400,
              body: {
                status: 400,
                code: 'SEARCH_AGE_INVALID',
                message: 'Возраст — целое число от 14 до 100',
              },
            }
          : peoplePage([personFixture()]),
    });
    const user = userEvent.setup();
    renderApp('/search?ageMin=abc&q=Анна');
    const refusal = await screen.findByTestId('search-bad-request');
    expect(refusal).toHaveTextContent('Возраст — целое число от 14 до 100');
    expect(screen.getByRole('textbox', { name: 'Возраст от' })).toHaveValue('abc');
    expect(await screen.findByText('Только целое число лет')).toBeInTheDocument();

    await user.click(within(refusal).getByRole('button', { name: 'Сбросить фильтры' }));
    expect(await screen.findByRole('link', { name: 'Анна Соколова' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Возраст от' })).toHaveValue('');
    expect(bodiesSent(fetchMock, SEARCH_PATHS.people).at(-1)).toEqual({ languageCode: 'ru' });
  });

  it('plays tracks from the results and names each owner', async () => {
    stubMediaElement();
    const fetchMock = stubSearchFetch({
      [SEARCH_PATHS.audio]: filesPage(
        [trackResult('t1', 'Первый'), trackResult('t2', 'Второй', 'Борис Ким')],
        2,
      ),
    });
    const user = userEvent.setup();
    renderApp('/search?tab=audio&styleCode=JAZZ');
    await user.click(await screen.findByRole('button', { name: 'Слушать «Первый»' }));
    expect(player.getState().queue.map((track) => track.id)).toEqual(['t1', 't2']);
    expect(screen.getByRole('link', { name: 'Профиль автора: Борис Ким' })).toHaveAttribute(
      'href',
      '/@anna.sol',
    );
    expect(screen.getByTestId('search-count')).toHaveTextContent('Найдено 2 трека');
    expect(bodiesSent(fetchMock, SEARCH_PATHS.audio)[0]).toEqual({ styleCode: 'JAZZ', languageCode: 'ru' });
  });

  it('shows videos and photos linking to their pages, and narrows to one kind', async () => {
    const fetchMock = stubSearchFetch({
      [SEARCH_PATHS.media]: filesPage([videoResult(), photoResult()], 2),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/search?tab=media');
    const cards = await screen.findAllByTestId('media-result');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Живой концерт в «Мутаборе»' })).toHaveAttribute(
      'href',
      '/media/0197a000-0000-7000-8000-000000000002',
    );
    expect(within(cards[0]!).getByText('YouTube')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: 'Профиль автора: Мария Орлова' })).toBeInTheDocument();
    expect(screen.getByTestId('search-count')).toHaveTextContent('Найдено 2 видео и фото');

    await user.click(screen.getByRole('radio', { name: 'Фото' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=media&type=Image'));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, SEARCH_PATHS.media).at(-1)).toEqual({
        languageCode: 'ru',
        fileType: 'Image',
      }),
    );
  });

  it('keeps the filters when switching tabs', async () => {
    stubSearchFetch({
      [SEARCH_PATHS.people]: peoplePage([personFixture()]),
      [SEARCH_PATHS.audio]: filesPage([trackResult('t1', 'Первый')]),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/search?talantCode=SNG');
    await screen.findAllByTestId('person-card');
    await user.click(screen.getByRole('tab', { name: 'Треки' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=audio&talantCode=SNG'));
    expect(await screen.findByRole('button', { name: 'Слушать «Первый»' })).toBeInTheDocument();
  });

  it('opens the filters in a drawer with «Показать результаты»', async () => {
    stubSearchFetch({ [SEARCH_PATHS.people]: peoplePage([personFixture()]) });
    const user = userEvent.setup();
    renderApp('/search?talantCode=SNG&sex=F');
    await screen.findAllByTestId('person-card');
    await user.click(screen.getByRole('button', { name: 'Фильтры, выбрано: 2' }));
    const drawer = await screen.findByRole('dialog', { name: 'Фильтры' });
    expect(within(drawer).getByRole('combobox', { name: 'Талант' })).toHaveValue('Вокалист');
    await user.click(within(drawer).getByRole('button', { name: 'Показать результаты' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Фильтры' })).not.toBeInTheDocument());
  });

  it('speaks English', async () => {
    await changeLanguage('en');
    stubSearchFetch({ [SEARCH_PATHS.people]: peoplePage([personFixture()], 1) });
    renderApp('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('search-count')).toHaveTextContent('1 person found'));
    expect(screen.getByRole('link', { name: 'Анна Соколова' })).toHaveTextContent('from 3,000 ₽ / hour');
  });
});
