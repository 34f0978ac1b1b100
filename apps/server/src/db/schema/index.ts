export * from './reference.ts';
export * from './identity.ts';
export * from './household.ts';
export * from './cycle.ts';
export * from './profile.ts';
export * from './application.ts';
export * from './appeal.ts';
export * from './complaint.ts';
