import { type Lang, toLang } from '@talanty/contract';

/** `languageCode` of the call when given, else the request's language (ru by default). */
export const langOf = (languageCode: string | undefined, requestLang: Lang): Lang =>
  languageCode ? toLang(languageCode) : requestLang;
