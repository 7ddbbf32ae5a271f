// The embedded Demo job tracker: answers any key but one ("invalid", refused as JobNimbus refuses a
// bad key: 401) with a fixed roofing workflow and a team of three whose tasks fall on weekdays.
import { WorkflowError, type TeamMember, type WorkflowProvider, type WorkflowSettings } from './types';

export const DEMO_WORKFLOW_LABEL = 'Demo job tracker';
const REFUSED_KEY = 'invalid';

export class DemoWorkflow implements WorkflowProvider {
  readonly info = { kind: 'demo' as const, label: DEMO_WORKFLOW_LABEL };

  private check(token: string) {
    if (token === REFUSED_KEY) throw new WorkflowError(`${DEMO_WORKFLOW_LABEL}: the key was refused (401)`, 401);
  }

  async settings(token: string): Promise<WorkflowSettings> {
    this.check(token);
    return {
      workflows: [
        { id: 1, name: 'Customer', statuses: ['Lead', 'Estimate sent', 'Sold'] },
        { id: 2, name: 'Roof replacement', statuses: ['Scheduled', 'In progress', 'Completed'] },
      ],
      taskTypes: ['Task', 'Inspection', 'Call back'],
    };
  }

  async team(token: string, from: Date): Promise<TeamMember[]> {
    this.check(token);
    const weekday = from.getUTCDay() >= 1 && from.getUTCDay() <= 5;
    const at = (hour: number) => new Date(from.getTime() + hour * 3_600_000).toISOString();
    return [
      { id: 'demo-1', name: 'Dana Demo', email: 'dana@demo.example', active: true, tasks: weekday ? [{ id: 't-1', title: 'Roof inspection', start: at(9) }] : [] },
      { id: 'demo-2', name: 'Eli Example', email: 'eli@demo.example', active: true, tasks: weekday ? [{ id: 't-2', title: 'Call back: estimate', start: at(14) }] : [] },
      { id: 'demo-3', name: 'Flo Sample', email: 'flo@demo.example', active: false, tasks: [] },
    ];
  }
}
