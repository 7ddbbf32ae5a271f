// Agents, part 3 (issue 9): the catalogues the editor picks from, the apps with their functions
// (`enabledFunctions` names them) and the voices with the fixed default voice id.
import { z } from 'zod';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { loadCatalogue } from '../../agents/catalogue';
import { VOICE_DEFAULT_ID, VOICES } from '../../agents/voices';

export default defineArea({
  tag: 'Agents',
  routes: ({ db }) => [
    defineRoute({
      method: 'GET',
      url: '/api/v2/agent/functions',
      auth: 'account',
      summary: 'The apps an agent can use, each with its functions',
      response: reply('The catalogue', { success, apps: z.array(reply('appId, version, name, description, functions[{name, description, parameters}]')) }),
      handler: async () => ({ success: true, apps: await loadCatalogue(db) }),
    }),
    defineRoute({
      method: 'GET',
      url: '/api/v2/agent/voices',
      auth: 'account',
      summary: 'The voice catalogue and the default voice id',
      response: reply('The voices', { success, defaultVoiceId: z.string(), voices: z.array(reply('id, name, language, gender, description')) }),
      handler: () => ({ success: true, defaultVoiceId: VOICE_DEFAULT_ID, voices: VOICES }),
    }),
  ],
});
