// JobNimbus on its public API (base JOBNIMBUS_API_BASE, default https://app.jobnimbus.com): the key
// is sent as `Authorization: bearer <key>`. Settings: GET /api1/account/settings (workflows with
// their statuses, task types); the team: GET /api1/account/users, and the tasks of the target day
// from GET /api1/tasks filtered on date_start (seconds) within the day.
import { WorkflowError, type TeamMember, type WorkflowProvider, type WorkflowSettings } from './types';

type Env = Record<string, string | undefined>;
type Obj = Record<string, unknown>;

export class JobNimbusWorkflow implements WorkflowProvider {
  readonly info = { kind: 'jobnimbus' as const, label: 'JobNimbus' };
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  constructor(env: Env = process.env) {
    this.baseUrl = (env.JOBNIMBUS_API_BASE?.trim() || 'https://app.jobnimbus.com').replace(/\/+$/, '');
    const t = Number(env.JOBNIMBUS_TIMEOUT_MS);
    this.timeoutMs = Number.isSafeInteger(t) && t > 0 ? t : 15_000;
  }

  private async get(token: string, path: string): Promise<Obj> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        headers: { authorization: `bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
    } catch {
      throw new WorkflowError('JobNimbus: unreachable', 0);
    }
    const text = await response.text();
    if (!response.ok) throw new WorkflowError(`JobNimbus: HTTP ${response.status}`, response.status);
    try {
      const json = JSON.parse(text) as unknown;
      if (json && typeof json === 'object') return json as Obj;
    } catch {
      /* answered below */
    }
    throw new WorkflowError('JobNimbus: answered with something other than JSON', 502);
  }

  async settings(token: string): Promise<WorkflowSettings> {
    const body = await this.get(token, '/api1/account/settings');
    const workflows = Array.isArray(body.workflows) ? (body.workflows as Obj[]) : [];
    const taskTypes = Array.isArray(body.taskTypes) ? (body.taskTypes as Obj[]) : [];
    return {
      workflows: workflows.map((w) => ({
        id: typeof w.id === 'number' || typeof w.id === 'string' ? w.id : String(w.id),
        name: String(w.name ?? ''),
        statuses: (Array.isArray(w.status) ? (w.status as Obj[]) : []).map((s) => String(s.name ?? '')),
      })),
      taskTypes: taskTypes.filter((t) => t.IsActive !== false).map((t) => String(t.TypeName ?? '')),
    };
  }

  async team(token: string, from: Date, to: Date): Promise<TeamMember[]> {
    const filter = JSON.stringify({ must: [{ range: { date_start: { gte: Math.floor(from.getTime() / 1000), lt: Math.floor(to.getTime() / 1000) } } }] });
    const [users, tasks] = await Promise.all([this.get(token, '/api1/account/users'), this.get(token, `/api1/tasks?size=1000&filter=${encodeURIComponent(filter)}`)]);
    const list = Array.isArray(users.users) ? (users.users as Obj[]) : [];
    const results = Array.isArray(tasks.results) ? (tasks.results as Obj[]) : [];
    return list.map((u) => {
      const id = String(u.id ?? '');
      const mine = results.filter((t) => Array.isArray(t.owners) && (t.owners as Obj[]).some((o) => String(o.id) === id));
      return {
        id,
        name: `${String(u.first_name ?? '')} ${String(u.last_name ?? '')}`.trim(),
        email: String(u.email ?? ''),
        active: u.is_active !== false,
        tasks: mine.map((t) => ({
          id: String(t.jnid ?? t.id ?? ''),
          title: String(t.title ?? ''),
          start: typeof t.date_start === 'number' ? new Date(t.date_start * 1000).toISOString() : null,
        })),
      };
    });
  }
}
