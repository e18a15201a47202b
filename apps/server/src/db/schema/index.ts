export * from './account.ts';
export * from './auth.ts';
export * from './files.ts';
export * from './glossary.ts';
export * from './profiles.ts';
export * from './talents.ts';
export * from './text-search.ts';
export * from './users.ts';
