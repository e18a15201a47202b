export * from './users.ts';
