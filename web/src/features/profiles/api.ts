import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FreelancerResult, Project, ProjectInput } from '@shared/schemas/profiles';
import type { PublicUser } from '@shared/schemas/users';
import { getBare } from '@web/api/bare';
import { api } from '@web/api/client';
import { meQueryKey } from '@web/lib/session';

const SEARCH_PAGE_SIZE = 20;

export const mySkillsQuery = () =>
  queryOptions({ queryKey: ['profiles', 'skills'], queryFn: ({ signal }) => getBare<string[]>('/users/user-skill', undefined, signal) });

export const useMySkills = () => useQuery(mySkillsQuery());

export const myProjectsQuery = () =>
  queryOptions({ queryKey: ['profiles', 'projects'], queryFn: async () => (await api.get<Project[]>('/project')).data });

export const useMyProjects = () => useQuery(myProjectsQuery());

export const publicProfileQuery = (id: string) =>
  queryOptions({ queryKey: ['profiles', 'user', id], queryFn: ({ signal }) => getBare<PublicUser>(`/users/${encodeURIComponent(id)}`, undefined, signal) });

export const usePublicProfile = (id: string) => useQuery(publicProfileQuery(id));

export const freelancerSearchQuery = (query: string) =>
  infiniteQueryOptions({
    queryKey: ['profiles', 'search', query],
    queryFn: async ({ pageParam, signal }) => {
      const res = await api.get<FreelancerResult[]>('/search/freelancers/search', { query, limit: SEARCH_PAGE_SIZE, cursor: pageParam }, signal);
      // The first page says how many match: "12", or "50+" past the server's cap.
      const count = res.meta?.count === undefined ? null : `${res.meta.count}${res.meta.countCapped ? '+' : ''}`;
      return { items: res.data, nextCursor: res.meta?.nextCursor ?? null, count };
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

export const useAddSkills = () => useSkillsMutation((skills: string) => api.post<string[]>('/users/add-skill', { skills }));

export const useDeleteSkill = () => useSkillsMutation((skillValue: string) => api.delete<string[]>('/users/delete-skill', { skillValue }));

/** Adding or deleting a project can change the verified badge, which lives on the user record. */
function useProjectsMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: myProjectsQuery().queryKey }), queryClient.invalidateQueries({ queryKey: meQueryKey })]),
  });
}

export const useAddProject = () => useProjectsMutation((input: ProjectInput) => api.post<Project>('/project', input));

export const useDeleteProject = () => useProjectsMutation((id: string) => api.delete<null>(`/project/${encodeURIComponent(id)}`));
