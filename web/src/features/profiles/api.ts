import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ProjectInput } from '@shared/schemas/profiles';
import { request } from '@web/api/client';
import { rootKeys } from '@web/api/query-keys';
import { meQueryKey } from '@web/lib/session';
import type { FreelancerFilters } from './freelancer-filters';

const SEARCH_PAGE_SIZE = 20;

/** Every key of the profiles domain. */
export const profileKeys = {
  all: rootKeys.profiles,
  mySkills: () => [...profileKeys.all, 'skills'] as const,
  myProjects: () => [...profileKeys.all, 'projects'] as const,
  user: (id: string) => [...profileKeys.all, 'user', id] as const,
  search: (query: string, filters: FreelancerFilters = {}) => [...profileKeys.all, 'search', query, filters] as const,
};

export const mySkillsQuery = () =>
  queryOptions({
    queryKey: profileKeys.mySkills(),
    queryFn: async ({ signal }) => (await request('/users/user-skill', { answer: 'skills', signal })).data,
  });

export const useMySkills = () => useQuery(mySkillsQuery());

export const myProjectsQuery = () =>
  queryOptions({
    queryKey: profileKeys.myProjects(),
    queryFn: async ({ signal }) => (await request('/project', { answer: 'projects', signal })).data,
  });

export const useMyProjects = () => useQuery(myProjectsQuery());

export const publicProfileQuery = (id: string) =>
  queryOptions({
    queryKey: profileKeys.user(id),
    queryFn: async ({ signal }) =>
      (await request(`/users/${encodeURIComponent(id)}`, { answer: 'publicUser', signal })).data,
  });

export const usePublicProfile = (id: string) => useQuery(publicProfileQuery(id));

/** Freelancers for the words and the filters and sort (issue 35), a page at a time. */
export const freelancerSearchQuery = (query: string, filters: FreelancerFilters = {}) =>
  infiniteQueryOptions({
    queryKey: profileKeys.search(query, filters),
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor, count } = await request('/search/freelancers/search', {
        answer: 'freelancerPage',
        query: { query, ...filters, limit: SEARCH_PAGE_SIZE, cursor: pageParam },
        signal,
      });
      return { items: data, nextCursor, count };
    },
    initialPageParam: undefined as string | undefined,
    // No query lists the newest freelancers (the server keyset-pages them like a search).
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useFreelancerSearch = (query: string, filters?: FreelancerFilters) =>
  useInfiniteQuery(freelancerSearchQuery(query, filters));

/** Skills live on the user record too, so the signed-in user is refreshed with them. */
function useSkillsMutation<T>(mutationFn: (input: T) => Promise<{ data: string[]; message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (res) => {
      queryClient.setQueryData(mySkillsQuery().queryKey, res.data);
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

export const useAddSkills = () =>
  useSkillsMutation((skills: string) =>
    request('/users/add-skill', { answer: 'skillsChanged', method: 'POST', json: { skills } }),
  );

export const useDeleteSkill = () =>
  useSkillsMutation((skillValue: string) =>
    request('/users/delete-skill', { answer: 'skillsChanged', method: 'DELETE', json: { skillValue } }),
  );

/** Adding or deleting a project can change the verified badge, which lives on the user record. */
function useProjectsMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myProjectsQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}

export const useAddProject = () =>
  useProjectsMutation((input: ProjectInput) => request('/project', { answer: 'project', method: 'POST', json: input }));

export const useDeleteProject = () =>
  useProjectsMutation((id: string) =>
    request(`/project/${encodeURIComponent(id)}`, { answer: 'none', method: 'DELETE' }),
  );
