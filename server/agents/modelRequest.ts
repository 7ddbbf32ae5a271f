// What the language model is asked for one turn with an agent (the test chat and the scenario
// runs): the prompt and actions with {{variables}} filled, the functions the campaign enables.
import type { Db } from '../db/store';
import type { ChatTurn, ModelRequest } from '../providers/llm/types';
import { enabledFunctionsOf, loadCatalogue } from './catalogue';
import type { CampaignPayload } from './payload';
import { fillVariables, mapStrings } from './placeholders';

export async function modelRequestFor(
  db: Db,
  payload: CampaignPayload,
  history: readonly ChatTurn[],
  prompt: string,
  signal?: AbortSignal,
): Promise<ModelRequest> {
  const fill = (text: string) => fillVariables(text, payload.variables);
  return {
    system: fill(payload.agentInstructions),
    actions: mapStrings(payload.actions, fill),
    functions: enabledFunctionsOf(payload, await loadCatalogue(db)),
    confirmTransfers: payload.confirmTransfers,
    history,
    prompt,
    signal,
  };
}
