// The tasks plugin (issue 20): task lists (outbound campaigns) with their preflight and live funnel,
// the spec's four task overlays and the "Lines kept for inbound" settings panel. Label, path,
// permission (canViewTasks) and toggle (enableTasks) are in plugin.manifest.json; every screen loads lazily.
import { definePlugin } from '@kernel/sdk';

export default definePlugin({
  id: 'tasks',
  resources: {
    tasks: {
      adapter: { load: () => import('./api').then((m) => m.tasksAdapter) },
      list: () => import('./TaskList'),
      show: () => import('./show/TaskShow'),
      recordRepresentation: 'name',
    },
  },
  overlays: {
    createTask: () => import('./overlays/CreateTaskOverlay'),
    editTask: () => import('./overlays/EditTaskOverlay'),
    taskSettings: () => import('./overlays/TaskSettingsOverlay'),
    uploadTaskList: () => import('./overlays/UploadTaskListOverlay'),
  },
  settingsPanels: { taskLimits: { load: () => import('./LimitsPanel') } },
});
