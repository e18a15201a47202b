import { describe, expect, it } from 'vitest';
import {
  ageRangeProblems,
  EMPTY_SEARCH,
  parseSearch,
  resetFilters,
  serializeSearch,
  toSearchFilters,
  withCity,
  withoutFilter,
  withTalent,
} from './search-params.ts';

const parse = (query: string) => parseSearch(new URLSearchParams(query));

describe('the search URL', () => {
  it('reads every spec filter, the tab, the media kind and the city name', () => {
    const state = parse(
      'q=%D0%90%D0%BD%D0%BD%D0%B0&talantCode=mus&toolCode=GUITAR&styleCode=JAZZ&sex=F&ageMin=18&ageMax=30' +
        '&cityCode=MOW&city=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0&countryCode=RU&regionCode=MOS&tab=media&type=Video',
    );
    expect(state).toEqual({
      ...EMPTY_SEARCH,
      q: 'Анна',
      talantCode: 'MUS',
      toolCode: 'GUITAR',
      styleCode: 'JAZZ',
      sex: 'F',
      ageMin: '18',
      ageMax: '30',
      cityCode: 'MOW',
      city: 'Москва',
      countryCode: 'RU',
      regionCode: 'MOS',
      tab: 'media',
      type: 'Video',
    });
  });

  it('round-trips: what it writes, it reads back the same', () => {
    const state = {
      ...EMPTY_SEARCH,
      q: 'гитара',
      talantCode: 'MUS',
      toolCode: 'GUITAR',
      ageMin: '20',
      cityCode: 'SPB',
      city: 'Санкт-Петербург',
      tab: 'audio' as const,
    };
    const query = serializeSearch(state).toString();
    expect(parse(query)).toEqual(state);
    expect(serializeSearch(parse(query)).toString()).toBe(query);
  });

  it('drops blanks, the default tab, a media kind off the media tab and a city name without its code', () => {
    const query = serializeSearch({
      ...EMPTY_SEARCH,
      q: '   ',
      sex: '',
      ageMax: ' 40 ',
      type: 'Image',
      city: 'Москва',
    }).toString();
    expect(query).toBe('ageMax=40');
    expect(parse('tab=people&type=Video&city=Москва')).toEqual(EMPTY_SEARCH);
    expect(parse('tab=nonsense').tab).toBe('people');
    expect(parse('tab=media&type=Audio').type).toBeNull();
  });

  it('sends only the spec filters that are set', () => {
    const state = parse('q=+Анна+&talantCode=SNG&city=Москва&cityCode=MOW&tab=media&type=Image&sex=');
    expect(toSearchFilters(state)).toEqual({ q: 'Анна', talantCode: 'SNG', cityCode: 'MOW' });
  });

  it('clears the tool and style when the talent changes or goes', () => {
    const state = parse('talantCode=MUS&toolCode=GUITAR&styleCode=JAZZ&sex=M');
    expect(withTalent(state, 'SNG')).toMatchObject({
      talantCode: 'SNG',
      toolCode: '',
      styleCode: '',
      sex: 'M',
    });
    expect(withTalent(state, 'MUS')).toBe(state);
    expect(withoutFilter(state, 'talantCode')).toMatchObject({ talantCode: '', toolCode: '', styleCode: '' });
    expect(withoutFilter(state, 'toolCode')).toMatchObject({
      talantCode: 'MUS',
      toolCode: '',
      styleCode: 'JAZZ',
    });
  });

  it('keeps a chosen city with its name and drops it with its name', () => {
    const typed = parse('location=Мос');
    const chosen = withCity(typed, { code: 'MOW', name: 'Москва' });
    expect(chosen).toMatchObject({ cityCode: 'MOW', city: 'Москва', location: '' });
    expect(withoutFilter(chosen, 'cityCode')).toMatchObject({ cityCode: '', city: '' });
  });

  it('resets every filter but keeps the text, tab and media kind', () => {
    const state = parse('q=Анна&talantCode=SNG&ageMin=20&tab=media&type=Video');
    expect(resetFilters(state)).toEqual({ ...EMPTY_SEARCH, q: 'Анна', tab: 'media', type: 'Video' });
  });
});

describe('typed ages', () => {
  it('accepts whole years within 14–100 and a from not above the to', () => {
    expect(ageRangeProblems('18', '30')).toEqual({ min: null, max: null });
    expect(ageRangeProblems('', '')).toEqual({ min: null, max: null });
    expect(ageRangeProblems('30', '30')).toEqual({ min: null, max: null });
  });

  it('names what is wrong', () => {
    expect(ageRangeProblems('5', '')).toEqual({ min: 'outOfRange', max: null });
    expect(ageRangeProblems('', '101')).toEqual({ min: null, max: 'outOfRange' });
    expect(ageRangeProblems('2.5', 'abc')).toEqual({ min: 'notWhole', max: 'notWhole' });
    expect(ageRangeProblems('40', '30')).toEqual({ min: null, max: 'minAboveMax' });
  });
});
