import { ErrorCode, type Project } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { projectsQueryOptions } from './get-projects';

const PROJECT_ADD_PATH: ApiPath<'projectAdd'> = '/api/buyer/v1/projects/add';

/** The form shows a taken name, or the full list of projects, under its field. */
export function addProject(name: string): Promise<Project> {
  return request<Project>(PROJECT_ADD_PATH, {
    method: 'POST',
    body: { name },
    handledCodes: [ErrorCode.PROJECT_EXISTS, ErrorCode.PROJECTS_FULL],
  });
}

export function useAddProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsQueryOptions().queryKey }),
  });
}
