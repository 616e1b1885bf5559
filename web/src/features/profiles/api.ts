import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectInput } from '@shared/schemas/profiles';
import { request } from '@web/api/client';
import { meQueryKey } from '@web/lib/session';

const SEARCH_PAGE_SIZE = 20;

export const mySkillsQuery = () =>
  queryOptions({ queryKey: ['profiles', 'skills'], queryFn: async ({ signal }) => (await request('/users/user-skill', { answer: 'skills', signal })).data });

export const useMySkills = () => useQuery(mySkillsQuery());

export const myProjectsQuery = () =>
  queryOptions({ queryKey: ['profiles', 'projects'], queryFn: async ({ signal }) => (await request('/project', { answer: 'projects', signal })).data });

export const useMyProjects = () => useQuery(myProjectsQuery());

export const publicProfileQuery = (id: string) =>
  queryOptions({ queryKey: ['profiles', 'user', id], queryFn: async ({ signal }) => (await request(`/users/${encodeURIComponent(id)}`, { answer: 'publicUser', signal })).data });

export const usePublicProfile = (id: string) => useQuery(publicProfileQuery(id));

export const freelancerSearchQuery = (query: string) =>
  infiniteQueryOptions({
    queryKey: ['profiles', 'search', query],
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor, count } = await request('/search/freelancers/search', { answer: 'freelancerPage', query: { query, limit: SEARCH_PAGE_SIZE, cursor: pageParam }, signal });
      return { items: data, nextCursor, count };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: query.trim() !== '',
  });

export const useFreelancerSearch = (query: string) => useInfiniteQuery(freelancerSearchQuery(query));

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

export const useAddSkills = () => useSkillsMutation((skills: string) => request('/users/add-skill', { answer: 'skillsChanged', method: 'POST', json: { skills } }));

export const useDeleteSkill = () => useSkillsMutation((skillValue: string) => request('/users/delete-skill', { answer: 'skillsChanged', method: 'DELETE', json: { skillValue } }));

/** Adding or deleting a project can change the verified badge, which lives on the user record. */
function useProjectsMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: myProjectsQuery().queryKey }), queryClient.invalidateQueries({ queryKey: meQueryKey })]),
  });
}

export const useAddProject = () => useProjectsMutation((input: ProjectInput) => request('/project', { answer: 'project', method: 'POST', json: input }));

export const useDeleteProject = () => useProjectsMutation((id: string) => request(`/project/${encodeURIComponent(id)}`, { answer: 'none', method: 'DELETE' }));
