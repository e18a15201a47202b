/**
 * Intl's formatters, made once per locale and options and kept: making one costs far more than
 * formatting with it, and a page of cards formats a price, a date and a time on each of them.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let format = formatters.get(key) as T | undefined;
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format;
}

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return cached(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function relativeTimeFormat(
  locale: string,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat {
  return cached(
    `relative ${locale} ${JSON.stringify(options)}`,
    () => new Intl.RelativeTimeFormat(locale, options),
  );
}
