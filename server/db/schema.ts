export * from './schema/users';
export * from './schema/contact';
export * from './schema/posts';
export * from './schema/projects';
export * from './schema/gigs';
export * from './schema/conversations';
export * from './schema/rate-limits';
export * from './schema/events';
