export * from './errors.ts';
export * from './health.ts';
export * from './lang.ts';
export * from './routes.ts';
export * from './seo.ts';
