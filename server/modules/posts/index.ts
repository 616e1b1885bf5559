// What other modules may use of posts: they import from here, never from its files (a lint checks).
export { hasHire, selectPosts } from './queries';
export { toPost } from './serialize';
export { getPost } from './service';
