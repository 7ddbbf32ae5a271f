// Test scenarios of an agent (issue 9 point 10; docs/api-contract.md "Test scenarios"): list with the
// latest runs, create from a test conversation, delete, run all against staging.
import type { HttpClient } from '../../../adapters/http';
import type { Scenario, ScenarioDraft, ScenarioRun } from '../rules/scenarios';

const scenariosPath = (id: number) => `/api/v2/agent/${encodeURIComponent(String(id))}/scenarios`;

export interface ScenarioActions {
  listScenarios(resource: string, params: { id: number }): Promise<{ data: { scenarios: Scenario[]; runs: ScenarioRun[] } }>;
  createScenario(resource: string, params: { id: number; scenario: ScenarioDraft }): Promise<{ data: Scenario }>;
  deleteScenario(resource: string, params: { id: number; scenarioId: string }): Promise<{ data: null }>;
  runScenarios(resource: string, params: { id: number }): Promise<{ data: ScenarioRun }>;
}

export function scenarioActions(http: HttpClient): ScenarioActions {
  return {
    async listScenarios(_r, { id }) {
      const response = await http.request<{ scenarios: Scenario[]; runs: ScenarioRun[] }>(scenariosPath(id));
      return { data: { scenarios: response.scenarios ?? [], runs: response.runs ?? [] } };
    },
    async createScenario(_r, { id, scenario }) {
      const response = await http.request<{ scenario: Scenario }>(scenariosPath(id), { method: 'POST', body: scenario });
      return { data: response.scenario };
    },
    async deleteScenario(_r, { id, scenarioId }) {
      await http.request(`${scenariosPath(id)}/${encodeURIComponent(scenarioId)}`, { method: 'DELETE' });
      return { data: null };
    },
    async runScenarios(_r, { id }) {
      const response = await http.request<{ run: ScenarioRun }>(`${scenariosPath(id)}/run`, { method: 'POST', body: { version: 'staging' } });
      return { data: response.run };
    },
  };
}
