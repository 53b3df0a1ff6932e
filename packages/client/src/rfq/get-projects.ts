import { PROJECTS_MAX_PER_BUYER, type ProjectPage } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';

const PROJECTS_PATH: ApiPath<'projects'> = '/api/buyer/v1/projects';

/** Every project of the buyer in one page: a buyer holds at most PROJECTS_MAX_PER_BUYER, a page's largest size. */
export function getProjects(signal?: AbortSignal): Promise<ProjectPage> {
  return request<ProjectPage>(PROJECTS_PATH, {
    query: { page: 1, pageSize: PROJECTS_MAX_PER_BUYER },
    hideLoading: true,
    signal,
  });
}

export function projectsQueryOptions() {
  return queryOptions({ queryKey: ['rfq', 'projects'], queryFn: ({ signal }) => getProjects(signal) });
}

export function useProjects() {
  return useQuery(projectsQueryOptions());
}
