import type { Project } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import type { ApiPath } from '../../../lib/api-path';

const PROJECTS_PATH: ApiPath<'projects'> = '/api/buyer/v1/projects';

export function getProjects(signal?: AbortSignal): Promise<{ list: Project[] }> {
  return request<{ list: Project[] }>(PROJECTS_PATH, { hideLoading: true, signal });
}

export function projectsQueryOptions() {
  return queryOptions({ queryKey: ['rfq', 'projects'], queryFn: ({ signal }) => getProjects(signal) });
}

export function useProjects() {
  return useQuery(projectsQueryOptions());
}
