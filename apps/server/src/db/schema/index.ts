export * from './reference.ts';
