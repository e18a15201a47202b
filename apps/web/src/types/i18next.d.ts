import 'i18next';
import type { resources } from '../locales/resources.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['ru'];
  }
}
