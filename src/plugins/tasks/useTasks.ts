// The tasks plugin's reads beyond react-admin's list and record, through the data provider as every
// screen reads: the form's agent and number choices, recipients, the preflight rows, the limits.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import { useOwnFailureProvider } from '@kernel/sdk';
import type { TaskActions } from './api';
import type { RecipientStatus, Task } from './rules/types';

export const useTasksProvider = () => useDataProvider<DataProvider & TaskActions>();
/** for writes whose screen shows the failure itself (react-admin's own would also log it) */
export const useTaskWrites = () => useOwnFailureProvider<TaskActions>();

// no abort signals: react-admin logs an aborted provider call as an error in the console
export function useTaskChoices() {
  const dataProvider = useTasksProvider();
  const agents = useQuery({ queryKey: ['tasks', 'agentChoices'], queryFn: async () => (await dataProvider.listAgents('tasks')).data });
  const numbers = useQuery({ queryKey: ['tasks', 'numberChoices'], queryFn: async () => (await dataProvider.listNumbers('tasks')).data });
  return { agents, numbers };
}

export function useRecipients(id: Task['id'], page: number, perPage: number, status: RecipientStatus | '') {
  const dataProvider = useTasksProvider();
  return useQuery({
    // under 'tasks': the live refresh of the task refetches its recipients too
    queryKey: ['tasks', 'recipients', String(id), page, perPage, status],
    queryFn: () => dataProvider.getRecipients('tasks', { id, offset: (page - 1) * perPage, limit: perPage, ...(status ? { status } : {}) }),
    placeholderData: keepPreviousData,
  });
}

export function useUploadRows(uploadId: string, page: number, perPage: number, problems: boolean) {
  const dataProvider = useTasksProvider();
  return useQuery({
    queryKey: ['taskUploads', uploadId, page, perPage, problems],
    queryFn: () => dataProvider.getUploadRows('tasks', { uploadId, offset: (page - 1) * perPage, limit: perPage, problems }),
    placeholderData: keepPreviousData,
  });
}

export function useTaskLimits() {
  const dataProvider = useTasksProvider();
  return useQuery({ queryKey: ['tasks', 'limits'], queryFn: async () => (await dataProvider.getLimits('tasks')).data });
}
