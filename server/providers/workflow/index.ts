// Which workflow-automation provider runs: JobNimbus when WORKFLOW_PROVIDER=jobnimbus (its base URL
// from JOBNIMBUS_API_BASE), else the embedded Demo job tracker. Any other value stops the server's
// use of it with a clear error.
import { DemoWorkflow } from './demo';
import { JobNimbusWorkflow } from './jobnimbus';
import type { WorkflowProvider } from './types';

export type { WorkflowProvider, TeamMember, WorkflowSettings } from './types';
export { WorkflowError } from './types';

export function selectWorkflow(env: Record<string, string | undefined> = process.env): WorkflowProvider {
  const kind = env.WORKFLOW_PROVIDER?.trim() || 'demo';
  if (kind === 'jobnimbus') return new JobNimbusWorkflow(env);
  if (kind === 'demo') return new DemoWorkflow();
  throw new Error(`WORKFLOW_PROVIDER: expected demo or jobnimbus, not ${kind.slice(0, 40)}`);
}
