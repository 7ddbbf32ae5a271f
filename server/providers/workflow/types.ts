// One interface for the workflow-automation integration (issue 23 point 4; spec doc 2: POST
// /api/jobnimbus/settings and /team with a bearer token and targetDate as day-month-year): the
// embedded Demo job tracker, or JobNimbus on its public API (https://app.jobnimbus.com/api1/).

export interface WorkflowSettings {
  workflows: { id: number | string; name: string; statuses: string[] }[];
  taskTypes: string[];
}

export interface TeamMember {
  id: string;
  name: string;
  email: string;
  active: boolean;
  /** tasks on the target date */
  tasks: { id: string; title: string; start: string | null }[];
}

/** The job tracker refused or failed: `status` is its HTTP status (0: unreachable). */
export class WorkflowError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface WorkflowProvider {
  readonly info: { kind: 'demo' | 'jobnimbus'; label: string };
  settings(token: string): Promise<WorkflowSettings>;
  /** The team, each with their tasks on the day [from, to). */
  team(token: string, from: Date, to: Date): Promise<TeamMember[]>;
}
